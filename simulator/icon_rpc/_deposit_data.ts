/**
 * The simulator's own reading of an ICON deposit's `_data`: the RLP list `[hub payload, hub wallet]` the
 * asset manager forwards to the hub, decoded with viem's RLP codec (not the library's decoder).
 * @module
 */
import { fromRlp, type Hex, isAddress, isHex } from "viem";

/** Reads `_data`: the hub payload and the hub wallet (lower-case), or why it is unreadable. */
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
