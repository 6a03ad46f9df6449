/**
 * The simulator's own reading of an ICON deposit's `_data`: the RLP list `[hub payload, hub wallet]` the
 * asset manager forwards to the hub, decoded with viem's RLP codec (not the library's decoder).
 * @module
 */
import { fromRlp, type Hex, isAddress, isHex } from "viem";

/**
 * Reads `_data`: the hub payload and the hub wallet (lower-case), or why it is unreadable.
 *
 * @param data the deposit's `_data` param
 * @returns the payload and hub wallet, or the reason
 * @example Round trip through viem's RLP encoder
 * ```ts
 * import assert from "node:assert/strict";
 * import { toRlp } from "viem";
 * import { readIconDepositData } from "./_deposit_data.ts";
 * const wallet = `0x${"ab".repeat(20)}` as const;
 * assert.deepEqual(readIconDepositData(toRlp(["0x1234", wallet])), {
 *   ok: true,
 *   value: { payload: "0x1234", hubWallet: wallet },
 * });
 * assert.ok(!readIconDepositData("0x12").ok);
 * ```
 */
export function readIconDepositData(
  data: unknown,
): { ok: true; value: { payload: Hex; hubWallet: Hex } } | { ok: false; reason: string } {
  const invalid = (reason: string) => ({
    ok: false as const,
    reason: `Cannot decode ICON deposit data: ${reason}`,
  });
  if (typeof data !== "string" || !isHex(data, { strict: true })) return invalid("not hex");
  let decoded: unknown;
  try {
    decoded = fromRlp(data, "hex");
  } catch {
    return invalid("not RLP");
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) return invalid("not a list of two items");
  const [payload, hubWallet] = decoded as unknown[];
  if (typeof payload !== "string" || typeof hubWallet !== "string") return invalid("nested lists");
  if (!isAddress(hubWallet, { strict: false })) return invalid("the hub wallet is not 20 bytes");
  return { ok: true, value: { payload: payload as Hex, hubWallet: hubWallet.toLowerCase() as Hex } };
}
