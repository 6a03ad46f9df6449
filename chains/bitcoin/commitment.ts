/**
 * The on-chain part of a Bitcoin split transaction (docs/rules/relay.md#split-transactions): one `OP_RETURN`
 * output whose script is `OP_RETURN OP_12 <0x31 ‖ keccak256(payload)>` — the platform SDK's
 * `buildDepositPsbt` layout (`OP_12` marks the protocol, `0x31` is `OP_RADFI_SODAX_DATA`), carrying only the
 * 32-byte verification hash of the hub payload. The full payload travels to the relayer as `data` with the
 * relay submit.
 *
 * @example The commitment of a payload
 * ```ts
 * import assert from "node:assert/strict";
 * import { bitcoinCommitmentScript } from "./commitment.ts";
 * const script = bitcoinCommitmentScript("0x1234");
 * assert.equal(script.length, 36);
 * assert.deepEqual([...script.slice(0, 4)], [0x6a, 0x5c, 0x21, 0x31]);
 * ```
 * @module
 */
import { Script } from "@scure/btc-signer";
import { type Hex, hexToBytes, keccak256 } from "viem";

/** The data marker the platform puts before the hash (`OP_RADFI_SODAX_DATA`). */
export const BITCOIN_COMMITMENT_MARKER = 0x31;

/** The protocol opcode after `OP_RETURN` (`OP_12`). */
export const BITCOIN_COMMITMENT_OPCODE = 12;

/**
 * The verification hash of a hub payload: `keccak256(payload)`.
 *
 * @param payload the hub call list (hex)
 * @returns the 32-byte hash (hex)
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { bitcoinVerificationHash } from "./commitment.ts";
 * assert.equal(bitcoinVerificationHash("0x").length, 66);
 * ```
 */
export function bitcoinVerificationHash(payload: Hex): Hex {
  return keccak256(payload);
}

/**
 * The `OP_RETURN` script committing to `payload`, built with the SDK's script encoder.
 *
 * @param payload the hub call list (hex)
 * @returns the output script
 * @example It carries the hash, not the payload
 * ```ts
 * import assert from "node:assert/strict";
 * import { bitcoinCommitmentScript } from "./commitment.ts";
 * assert.equal(bitcoinCommitmentScript(`0x${"ab".repeat(500)}`).length, 36);
 * ```
 */
export function bitcoinCommitmentScript(payload: Hex): Uint8Array {
  const hash = hexToBytes(bitcoinVerificationHash(payload));
  const data = new Uint8Array(33);
  data[0] = BITCOIN_COMMITMENT_MARKER;
  data.set(hash, 1);
  return Script.encode(["RETURN", BITCOIN_COMMITMENT_OPCODE, data]);
}
