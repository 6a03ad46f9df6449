/** Shared fixtures of the EVM adapter tests. */
import { type Address, getAddress, type Hex, toHex } from "viem";
import fc from "fast-check";
import "../../_fc_seed.ts";
import type { Intent } from "../../../chains/hub/intent.ts";
import { encodePartnerFeeData } from "../../../chains/hub/intent.ts";

/** The fixed test key (never holds funds). */
export const TEST_PRIVATE_KEY: Hex = `0x${"01".repeat(32)}`;

/** `0xNN…NN` (20 bytes). */
export function addr(byte: string): Address {
  return getAddress(`0x${byte.repeat(20)}`);
}

/** The intent-hash test vector (docs/wire_inventory.md#fee-data-and-intent-hash). */
export const VECTOR_INTENT: Intent = {
  intentId: 1n,
  creator: addr("11"),
  inputToken: addr("33"),
  outputToken: addr("44"),
  inputAmount: 999000n,
  minOutputAmount: 500n,
  deadline: 1700000300n,
  allowPartialFill: false,
  srcChain: 23n,
  dstChain: 4n,
  srcAddress: `0x${"55".repeat(20)}`,
  dstAddress: `0x${"66".repeat(20)}`,
  solver: "0x0000000000000000000000000000000000000000",
  data: encodePartnerFeeData(1000n, addr("22")),
};

/** The hash of that vector (docs/wire_inventory.md#fee-data-and-intent-hash). */
export const VECTOR_HASH: Hex = "0xdd24a3abbe331f9c301e6ea1a4212cdafac69648d92942de3fe7726aa4bde5f8";

const uint256 = fc.bigInt({ min: 0n, max: (1n << 256n) - 1n });
const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => getAddress(toHex(b)));
const bytes = fc.uint8Array({ maxLength: 96 }).map((b) => toHex(b));

/** Any intent (checksummed addresses, lower-case bytes: the forms viem decodes to). */
export const intentArb: fc.Arbitrary<Intent> = fc.record({
  intentId: uint256,
  creator: address,
  inputToken: address,
  outputToken: address,
  inputAmount: uint256,
  minOutputAmount: uint256,
  deadline: uint256,
  allowPartialFill: fc.boolean(),
  srcChain: uint256,
  dstChain: uint256,
  srcAddress: bytes,
  dstAddress: bytes,
  solver: address,
  data: bytes,
});
