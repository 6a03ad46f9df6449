/**
 * The ERC-20 and ERC-4626 reads the positions store changes: `balanceOf(holder)` of xSODA (shares staked,
 * redeemed, unstaked), of other ERC-4626 vaults (leverage yield) and of hub assets a partner accrued fees in or
 * claimed, and the vaults' `totalAssets` / `totalSupply` (the seeded total plus the shares minted). Each answer is the seeded one (what the read tables
 * answer without the store) plus the store's change, so the store composes with whatever the tables answer.
 *
 * @example A balance the store does not change falls through
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeFunctionData } from "viem";
 * import { erc20Abi } from "../../../core/abis/erc20.ts";
 * import { PositionsStore } from "./store.ts";
 * import { positionsRead } from "./reads.ts";
 * const data = encodeFunctionData({ abi: erc20Abi, functionName: "balanceOf", args: ["0x1111111111111111111111111111111111111111"] });
 * assert.equal(positionsRead(new PositionsStore(), "0x2222222222222222222222222222222222222222", data, () => "0x"), undefined);
 * ```
 * @module
 */
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  type Hex,
  hexToBigInt,
  toFunctionSelector,
} from "viem";
import { erc20Abi } from "../../../core/abis/erc20.ts";
import { erc4626Abi } from "../../../core/abis/erc4626.ts";
import type { PositionsStore } from "./store.ts";

const BALANCE_OF = toFunctionSelector(erc20Abi[2]);
const TOTAL_ASSETS = toFunctionSelector(erc4626Abi[4]);
const TOTAL_SUPPLY = toFunctionSelector(erc4626Abi[5]);

const word = (v: bigint): Hex => encodeAbiParameters([{ type: "uint256" }], [v < 0n ? 0n : v]);

function seededWord(seeded: () => Hex): bigint {
  const hex = seeded();
  return hex.length >= 66 ? hexToBigInt(hex.slice(0, 66) as Hex) : 0n;
}

/**
 * Answers a read the store changes, else `undefined`.
 *
 * @param store the positions
 * @param to the callee
 * @param data the calldata
 * @param seeded the answer without the store
 * @returns the ABI-encoded answer, or `undefined` when the store does not change this read
 */
export function positionsRead(
  store: PositionsStore,
  to: Address | undefined,
  data: Hex,
  seeded: () => Hex,
): Hex | undefined {
  if (to === undefined) return undefined;
  const selector = data.slice(0, 10).toLowerCase();
  if (selector === BALANCE_OF) {
    let holder: string;
    try {
      holder = decodeFunctionData({ abi: erc20Abi, data }).args[0] as string;
    } catch {
      return undefined;
    }
    if (!store.changesBalance(to, holder)) return undefined;
    return word(store.balanceOf(to, holder, seededWord(seeded)));
  }
  if (selector !== TOTAL_ASSETS && selector !== TOTAL_SUPPLY) return undefined;
  const isXSoda = to.toLowerCase() === store.contracts.xSoda.toLowerCase();
  const delta = isXSoda ? store.staking.totalDelta : store.vaults.totalDelta(to);
  return delta === 0n ? undefined : word(seededWord(seeded) + delta);
}
