/**
 * The onward transfers of a hub call list: the calls to the hub asset manager's `transfer(token, to, amount,
 * data)` that send hub assets on to a spoke chain (a bridge to another spoke, a withdrawal, a recovery). The
 * simulated relayer turns each into a packet from the hub tx to that spoke, so a bridge is delivered on its
 * destination chain. Decoded with viem from the ABI shapes below (independently of the library's encoders).
 *
 * @example A call list with one transfer of a Base token's hub asset
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeAbiParameters, encodeFunctionData } from "viem";
 * import { decodeOnwardTransfers, HUB_ASSET_MANAGER_TRANSFER_ABI, HUB_CALLS_PARAMETERS } from "./onward_transfers.ts";
 * const manager = "0x0000000000000000000000000000000000000a11";
 * const hubAsset = "0x0000000000000000000000000000000000000b22";
 * const data = encodeFunctionData({
 *   abi: HUB_ASSET_MANAGER_TRANSFER_ABI, functionName: "transfer", args: [hubAsset, "0x1234", 5n, "0x"],
 * });
 * const payload = encodeAbiParameters(HUB_CALLS_PARAMETERS, [[{ address: manager, value: 0n, data }]]);
 * const out = decodeOnwardTransfers(payload, manager, (a) => a === hubAsset ? 30 : undefined);
 * assert.deepEqual(out, [{ dstChainId: 30, to: "0x1234", token: hubAsset, amount: 5n }]);
 * ```
 * @module
 */
import { decodeAbiParameters, decodeFunctionData, type Hex, isHex } from "viem";

/** `abi.encode((address,uint256,bytes)[])`: the hub call list layout. */
export const HUB_CALLS_PARAMETERS = [
  {
    name: "calls",
    type: "tuple[]",
    components: [
      { name: "address", type: "address" },
      { name: "value", type: "uint256" },
      { name: "data", type: "bytes" },
    ],
  },
] as const;

/** The hub asset manager's `transfer` (sends a hub asset to an address on its spoke chain). */
export const HUB_ASSET_MANAGER_TRANSFER_ABI = [
  {
    type: "function",
    name: "transfer",
    stateMutability: "payable",
    inputs: [
      { name: "token", type: "address" },
      { name: "to", type: "bytes" },
      { name: "amount", type: "uint256" },
      { name: "data", type: "bytes" },
    ],
    outputs: [],
  },
] as const;

/** One onward transfer. */
export interface OnwardTransfer {
  /** Relay chain id of the spoke the hub asset belongs to. */
  dstChainId: number;
  /** The receiver, as encoded bytes (hex). */
  to: string;
  /** The hub asset. */
  token: string;
  /** The amount. */
  amount: bigint;
}

/**
 * Decodes the onward transfers of a hub call list; anything undecodable is skipped (never throws).
 *
 * @param payload the hub call list (hex)
 * @param hubAssetManager the hub asset manager's address
 * @param chainOfHubAsset the relay chain id of the spoke a hub asset belongs to (`undefined`: a hub-only asset)
 * @returns the transfers, in call order
 * @example Garbage decodes to nothing
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeOnwardTransfers } from "./onward_transfers.ts";
 * assert.deepEqual(decodeOnwardTransfers("0x1234", "0x00", () => 1), []);
 * ```
 */
export function decodeOnwardTransfers(
  payload: string,
  hubAssetManager: string,
  chainOfHubAsset: (hubAsset: string) => number | undefined,
): OnwardTransfer[] {
  if (!isHex(payload) || payload.length < 2 + 128) return [];
  let calls: readonly { address: string; value: bigint; data: Hex }[];
  try {
    [calls] = decodeAbiParameters(HUB_CALLS_PARAMETERS, payload);
  } catch {
    return [];
  }
  const manager = hubAssetManager.toLowerCase();
  const out: OnwardTransfer[] = [];
  for (const call of calls) {
    if (call.address.toLowerCase() !== manager) continue;
    try {
      const decoded = decodeFunctionData({ abi: HUB_ASSET_MANAGER_TRANSFER_ABI, data: call.data });
      const [token, to, amount] = decoded.args;
      const dstChainId = chainOfHubAsset(token.toLowerCase());
      if (dstChainId !== undefined) out.push({ dstChainId, to, token: token.toLowerCase(), amount });
    } catch {
      // not a transfer
    }
  }
  return out;
}
