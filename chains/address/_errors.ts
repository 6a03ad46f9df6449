/** The `INVALID_ADDRESS` error of the address layer. @module */
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";

/** The failure of an address that is not well-formed for its family. */
export function invalidAddress(family: string, address: unknown, expected: string): ClientError {
  return new ClientError("INVALID_ADDRESS", `Cannot encode address: not a ${family} address (${expected})`, {
    context: { family, address: describeValue(address), expected },
  });
}
