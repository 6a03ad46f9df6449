/** The `INVALID_ADDRESS` error of the address layer. @module */
import { ClientError } from "../../core/errors.ts";

/** The failure of an address that is not well-formed for its family. */
export function invalidAddress(family: string, address: unknown, expected: string): ClientError {
  return new ClientError("INVALID_ADDRESS", `Cannot encode address: not a ${family} address (${expected})`, {
    context: { family, address: typeof address === "string" ? address : String(address), expected },
  });
}
