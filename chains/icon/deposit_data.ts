/**
 * The `_data` of an ICON asset-manager deposit: `rlp([payload, hubWallet])`, both byte strings (the hub call list
 * and the 20-byte hub wallet that runs it). Confirmed against the platform SDK's `IconSpokeService.deposit`
 * (icon-project/sodax-sdks, `packages/sdk/src/shared/services/spoke/IconSpokeService.ts`: `rlp.encode([data,
 * recipient])`, hex with a `0x` prefix, passed as `_data` of the token's `transfer`).
 *
 * @example Round trip
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeIconDepositData, encodeIconDepositData } from "./deposit_data.ts";
 * const hubWallet = "0x1111111111111111111111111111111111111111";
 * const data = encodeIconDepositData("0xdeadbeef", hubWallet);
 * const back = decodeIconDepositData(data);
 * assert.ok(back.ok && back.value.payload === "0xdeadbeef" && back.value.hubWallet === hubWallet);
 * ```
 * @module
 */
import { fromRlp, type Hex, isAddress, isHex, toRlp } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";

/** What a deposit's `_data` carries. */
export interface IconDepositData {
  /** The hub call list (hex). */
  payload: Hex;
  /** The hub wallet that receives the deposit and runs `payload` (lower-case hex). */
  hubWallet: Hex;
}

/**
 * Encodes the `_data` of a deposit.
 *
 * @param payload the hub call list (hex)
 * @param hubWallet the user's hub wallet (hex address)
 * @returns `rlp([payload, hubWallet])` as hex
 * @example An empty payload still names the hub wallet
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeIconDepositData } from "./deposit_data.ts";
 * assert.equal(encodeIconDepositData("0x", `0x${"11".repeat(20)}`), `0xd68094${"11".repeat(20)}`);
 * ```
 */
export function encodeIconDepositData(payload: Hex, hubWallet: Hex): Hex {
  return toRlp([payload, hubWallet]);
}

/**
 * Decodes the `_data` of a deposit (never throws).
 *
 * @param data the `_data` parameter
 * @returns the payload and hub wallet, or `VALIDATION_FAILED` (not hex, not an RLP list of two byte strings, or
 *   the second is not a 20-byte address)
 * @example Garbage
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeIconDepositData } from "./deposit_data.ts";
 * assert.ok(!decodeIconDepositData("0x1234").ok);
 * ```
 */
export function decodeIconDepositData(data: unknown): Result<IconDepositData, ClientError> {
  const invalid = (reason: string, cause?: unknown) =>
    err(
      new ClientError("VALIDATION_FAILED", `Cannot decode ICON deposit data: ${reason}`, {
        context: { reason },
        cause,
      }),
    );
  if (typeof data !== "string" || !isHex(data, { strict: true })) return invalid("not hex");
  let decoded: unknown;
  try {
    decoded = fromRlp(data, "hex");
  } catch (cause) {
    return invalid("not RLP", cause);
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) return invalid("not a list of two items");
  const [payload, hubWallet] = decoded as unknown[];
  if (typeof payload !== "string" || typeof hubWallet !== "string") return invalid("nested lists");
  if (!isAddress(hubWallet, { strict: false })) return invalid("the hub wallet is not 20 bytes");
  return ok({ payload: payload as Hex, hubWallet: hubWallet.toLowerCase() as Hex });
}
