/**
 * Dex asset reads on the hub, as the platform SDK's `AssetService` makes them: a user's deposit (the pool
 * currency balance of their hub wallet, `getDeposit`), ERC-4626 conversions of a pool currency
 * (`getWrappedAmount` = `convertToShares`, `getUnwrappedAmount` = `convertToAssets`), and the check that a pool
 * currency is the one built from a vault (`stataTokenFactory.getStataToken(vault)`, or the vault itself).
 *
 * @example A malformed pool token fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { getWrappedAmount } from "./asset_reads.ts";
 * const r = await getWrappedAmount({} as ServiceDeps, "nope", 1n);
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.phase === "validate");
 * ```
 * @module
 */
import { type Address, isAddressEqual, zeroAddress } from "viem";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { stataTokenAbi, stataTokenFactoryAbi } from "../../core/abis/stata_token.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";
import { checkHubAddress, checkUint } from "./_validate.ts";

/** Whose deposit: the pool currency and the user (their hub wallet is derived). */
export interface DexDepositQuery {
  /** The pool currency (a stata token or a vault token). */
  poolToken: string;
  /** The user's chain. */
  chainKey: string;
  /** The user's address there. */
  address: string;
}

/**
 * The pool-currency balance of the user's hub wallet (shares of the pool currency, not underlying units).
 *
 * @param deps the hub provider
 * @param query see {@link DexDepositQuery}
 * @returns the balance; failures: `INVALID_ADDRESS` / `UNKNOWN_CHAIN_KEY` (phase `validate`), hub wallet and
 *   `balanceOf` read errors `HTTP_REQUEST_FAILED` / `RESPONSE_VALIDATION_FAILED` (phase `lookup`)
 */
export async function getDexDeposit(
  deps: Pick<ServiceDeps, "hub">,
  query: DexDepositQuery,
): Promise<Result<bigint, ClientError>> {
  const action = "getDeposit";
  const token = checkHubAddress(action, "poolToken", query?.poolToken);
  if (!token.ok) return token;
  const wallet = await deps.hub.getUserHubWalletAddress(query.chainKey, query.address);
  if (!wallet.ok) {
    const bad = ["UNKNOWN_CHAIN_KEY", "INVALID_ADDRESS", "UNSUPPORTED_CHAIN_OPERATION"].includes(
      wallet.error.code,
    );
    const phase = bad ? "validate" : "lookup";
    return err(inPhase(wallet.error, phase, action));
  }
  const r = await deps.hub.readContract({
    address: token.value,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [wallet.value],
  });
  return r.ok ? r : err(inPhase(r.error, "lookup", action));
}

async function convert(
  deps: Pick<ServiceDeps, "hub">,
  action: "getWrappedAmount" | "getUnwrappedAmount",
  poolToken: unknown,
  amount: unknown,
): Promise<Result<bigint, ClientError>> {
  const token = checkHubAddress(action, "poolToken", poolToken);
  if (!token.ok) return token;
  const field = action === "getWrappedAmount" ? "assetAmount" : "shareAmount";
  const value = checkUint(action, field, amount);
  if (!value.ok) return value;
  const r = await deps.hub.readContract({
    address: token.value,
    abi: stataTokenAbi,
    functionName: action === "getWrappedAmount" ? "convertToShares" : "convertToAssets",
    args: [value.value],
  });
  return r.ok ? r : err(inPhase(r.error, "lookup", action));
}

/**
 * Pool-currency shares worth `assetAmount` of its vault token (`poolToken.convertToShares`).
 *
 * @param deps the hub provider
 * @param poolToken a stata token
 * @param assetAmount vault-token amount (18 decimals), `0 <= x < 2^256`
 * @returns the shares; failures: `INVALID_ADDRESS` / `INVALID_AMOUNT` (phase `validate`), read errors (phase
 *   `lookup`)
 */
export function getWrappedAmount(
  deps: Pick<ServiceDeps, "hub">,
  poolToken: string,
  assetAmount: bigint,
): Promise<Result<bigint, ClientError>> {
  return convert(deps, "getWrappedAmount", poolToken, assetAmount);
}

/**
 * The vault-token amount `shareAmount` pool-currency shares redeem for (`poolToken.convertToAssets`).
 *
 * @param deps the hub provider
 * @param poolToken a stata token
 * @param shareAmount shares, `0 <= x < 2^256`
 * @returns the vault amount (18 decimals); failures as {@link getWrappedAmount}
 */
export function getUnwrappedAmount(
  deps: Pick<ServiceDeps, "hub">,
  poolToken: string,
  shareAmount: bigint,
): Promise<Result<bigint, ClientError>> {
  return convert(deps, "getUnwrappedAmount", poolToken, shareAmount);
}

/**
 * Checks that `poolToken` is the pool currency of `vault`: the vault itself, or `getStataToken(vault)`.
 *
 * @param deps configuration (`dex.concentratedLiquidityConfig.stataTokenFactory`) and hub provider
 * @param vault the hub vault of the token
 * @param poolToken the caller's pool currency
 * @param action the operation, for error context
 * @returns `"vault"` or `"stata"`; failures: `UNSUPPORTED_TOKEN` (`field: "poolToken"`, `context.expected`, phase
 *   `validate`), factory read errors (phase `lookup`)
 */
export async function checkPoolCurrency(
  deps: Pick<ServiceDeps, "hub" | "config">,
  vault: Address,
  poolToken: Address,
  action: string,
): Promise<Result<"vault" | "stata", ClientError>> {
  if (isAddressEqual(vault, poolToken)) return ok("vault");
  const factory = deps.config.instanceConfig.dex.concentratedLiquidityConfig.stataTokenFactory as Address;
  const r = await deps.hub.readContract({
    address: factory,
    abi: stataTokenFactoryAbi,
    functionName: "getStataToken",
    args: [vault],
  });
  if (!r.ok) return err(inPhase(r.error, "lookup", action));
  if (isAddressEqual(r.value, zeroAddress) || !isAddressEqual(r.value, poolToken)) {
    return err(
      invalid("UNSUPPORTED_TOKEN", action, `${poolToken} is not the pool currency of vault ${vault}`, {
        field: "poolToken",
        poolToken,
        vault,
        expected: r.value,
      }),
    );
  }
  return ok("stata");
}
