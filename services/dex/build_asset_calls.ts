/**
 * Pure builders of the dex asset call lists: wrapping a deposited hub asset into a pool currency and unwrapping a
 * pool currency back to a spoke token, as the platform SDK's `AssetService.getTokenWrapAction` /
 * `getTokenUnwrapAction` do. The dex pools trade stata tokens (ERC-4626 wrappers of hub vault tokens, one per vault
 * from `stataTokenFactory.getStataToken(vault)`) or, for bnUSD, the vault token itself.
 *
 * - deposit: unless the hub asset is its vault, `hubAsset.approve(vault, amount)` and `vault.deposit(hubAsset,
 *   amount)`; then, unless the pool currency is the vault, `vault.approve(stata, amount18)` and
 *   `stata.deposit(amount18, receiver)` (`amount18`: the amount in the vault's 18 decimals).
 * - withdraw: unless the pool currency is the vault, `stata.redeem(shares, hubWallet, hubWallet)` (yielding
 *   `vaultAmount = stata.convertToAssets(shares)`, read beforehand); unless the hub asset is its vault,
 *   `vault.withdraw(hubAsset, vaultAmount)`; then delivery of `out` (the vault amount in the token's decimals): to
 *   a hub address `wS.withdrawTo(to, out)` for native S, otherwise `hubAsset.transfer(to, out)`; to a spoke
 *   `hubAssetManager.transfer(hubAsset, encodedTo, out, 0x)`.
 *
 * @example Depositing a vault token into its own pool currency needs no call
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDexDepositCalls } from "./build_asset_calls.ts";
 * const v = "0x1111111111111111111111111111111111111111" as const;
 * const calls = buildDexDepositCalls({
 *   asset: { hubAsset: v, vault: v, decimals: 18 }, amount: 5n, poolToken: v, receiver: v,
 * });
 * assert.equal(calls.length, 0);
 * ```
 * @module
 */
import { type Address, encodeFunctionData, type Hex } from "viem";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { hubVaultAbi } from "../../core/abis/hub_vault.ts";
import { stataTokenAbi } from "../../core/abis/stata_token.ts";
import { wrappedSonicWithdrawAbi } from "../../core/abis/wrapped_sonic_withdraw.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import { fromVaultUnits, toVaultUnits } from "../hub/amounts.ts";
import { buildDeliveryCall } from "../money_market/build_calls.ts";

/** The hub side of a spoke token. */
export interface DexHubAsset {
  /** Hub asset. */
  hubAsset: Address;
  /** Hub vault. */
  vault: Address;
  /** The token's decimals. */
  decimals: number;
}

/** Where a withdrawal goes: a hub address (`unwrapNative`: send native S from wS) or an encoded spoke address. */
export type DexDelivery = { hub: Address; unwrapNative?: boolean | undefined } | { spoke: Hex };

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
const call = (address: Address, data: Hex): ContractCall => ({ address, value: 0n, data });

/**
 * The deposit (wrap) call list.
 *
 * @param p hub side of the deposited token, amount (token decimals), pool currency, receiver of the pool currency
 * @returns the calls
 */
export function buildDexDepositCalls(
  p: { asset: DexHubAsset; amount: bigint; poolToken: Address; receiver: Address },
): ContractCall[] {
  const { hubAsset, vault, decimals } = p.asset;
  const calls: ContractCall[] = [];
  if (!same(hubAsset, vault)) {
    calls.push(
      call(hubAsset, encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [vault, p.amount] })),
      call(
        vault,
        encodeFunctionData({ abi: hubVaultAbi, functionName: "deposit", args: [hubAsset, p.amount] }),
      ),
    );
  }
  if (same(p.poolToken, vault)) return calls;
  const amount18 = toVaultUnits(decimals, p.amount);
  calls.push(
    call(
      vault,
      encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [p.poolToken, amount18] }),
    ),
    call(
      p.poolToken,
      encodeFunctionData({ abi: stataTokenAbi, functionName: "deposit", args: [amount18, p.receiver] }),
    ),
  );
  return calls;
}

/**
 * The withdraw (unwrap and deliver) call list.
 *
 * @param p hub side of the received token, pool-currency shares, their vault amount (`convertToAssets`, equal to
 *   `shares` when the pool currency is the vault), pool currency, the hub wallet, delivery
 * @param contracts the hub asset manager and the wrapped native token (wS)
 * @returns the calls
 * @example A stata pool currency delivered to a spoke: redeem, vault withdraw, asset-manager transfer
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDexWithdrawCalls } from "./build_asset_calls.ts";
 * const [h, v, s] = ["0x1111111111111111111111111111111111111111", "0x2222222222222222222222222222222222222222",
 *   "0x3333333333333333333333333333333333333333"] as const;
 * const calls = buildDexWithdrawCalls({
 *   asset: { hubAsset: h, vault: v, decimals: 6 }, shares: 10n ** 18n, vaultAmount: 10n ** 18n, poolToken: s,
 *   hubWallet: h, to: { spoke: "0x01" },
 * }, { hubAssetManager: h, wrappedNative: h });
 * assert.deepEqual(calls.map((c) => c.data.slice(0, 10)), ["0xba087652", "0xf3fef3a3", "0xc6b4180b"]);
 * ```
 */
export function buildDexWithdrawCalls(
  p: {
    asset: DexHubAsset;
    shares: bigint;
    vaultAmount: bigint;
    poolToken: Address;
    hubWallet: Address;
    to: DexDelivery;
  },
  contracts: { hubAssetManager: Address; wrappedNative: Address },
): ContractCall[] {
  const { hubAsset, vault, decimals } = p.asset;
  const calls: ContractCall[] = [];
  const wrapped = !same(p.poolToken, vault);
  const vaultAmount = wrapped ? p.vaultAmount : p.shares;
  if (wrapped) {
    calls.push(call(
      p.poolToken,
      encodeFunctionData({
        abi: stataTokenAbi,
        functionName: "redeem",
        args: [p.shares, p.hubWallet, p.hubWallet],
      }),
    ));
  }
  if (!same(hubAsset, vault)) {
    calls.push(
      call(
        vault,
        encodeFunctionData({ abi: hubVaultAbi, functionName: "withdraw", args: [hubAsset, vaultAmount] }),
      ),
    );
  }
  const out = fromVaultUnits(decimals, vaultAmount);
  if ("hub" in p.to && p.to.unwrapNative === true && same(hubAsset, contracts.wrappedNative)) {
    calls.push(call(
      hubAsset,
      encodeFunctionData({ abi: wrappedSonicWithdrawAbi, functionName: "withdrawTo", args: [p.to.hub, out] }),
    ));
    return calls;
  }
  calls.push(
    buildDeliveryCall(hubAsset, out, "hub" in p.to ? { hub: p.to.hub } : p.to, contracts.hubAssetManager),
  );
  return calls;
}
