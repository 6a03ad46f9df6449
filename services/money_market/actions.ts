/**
 * The four money-market writes (supply, borrow, withdraw, repay): validate, resolve the token and the hub
 * wallets, build the hub call list, then send and relay it through the shared hub write flow. Supply and repay
 * deposit the token with the asset manager; borrow and withdraw move nothing and go as a connection message. The
 * partner fee (`config.moneyMarketPartnerFee`) is taken on borrows, from the borrowed amount, as the platform does.
 * @module
 */
import type { Address } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { computePartnerFee } from "../../core/fee/mod.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { encodeAddress } from "../../chains/address/mod.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import {
  buildBorrowCalls,
  buildRepayCalls,
  buildSupplyCalls,
  buildWithdrawCalls,
  type MoneyMarketContracts,
  type MoneyMarketDelivery,
} from "./build_calls.ts";
import { type MoneyMarketAsset, resolveMoneyMarketToken } from "./tokens.ts";

/** A money-market action. */
export type MoneyMarketAction = "supply" | "borrow" | "withdraw" | "repay";

/** Parameters of a money-market write. */
export interface MoneyMarketParams {
  /** The chain the user signs on (an EVM chain or the hub). */
  srcChainKey: string;
  /** The user's address there. */
  srcAddress: string;
  /**
   * The token: on `srcChainKey` for supply and repay (it is deposited), on `dstChainKey` for borrow and withdraw
   * (it is received).
   */
  token: string;
  /** Amount in the token's base units, > 0. */
  amount: bigint;
  /**
   * Supply/repay: the chain of the account credited; borrow/withdraw: the chain receiving the tokens.
   * @default srcChainKey
   */
  dstChainKey?: string | undefined;
  /** The address on `dstChainKey` (account credited, or receiver). @default srcAddress */
  dstAddress?: string | undefined;
}

/** The money-market contracts of the active configuration. */
export function contractsOf(deps: Pick<ServiceDeps, "config">): MoneyMarketContracts {
  const c = deps.config.instanceConfig;
  return {
    lendingPool: c.moneyMarket.lendingPool as Address,
    bnUSD: c.moneyMarket.bnUSD as Address,
    bnUSDVault: c.moneyMarket.bnUSDVault as Address,
    hubAssetManager: c.hub.addresses.assetManager as Address,
  };
}

function checkAmount(action: string, amount: unknown): Result<bigint, ClientError> {
  if (typeof amount !== "bigint" || amount <= 0n || amount >= 1n << 256n) {
    return err(
      invalid("INVALID_AMOUNT", action, "amount must be a bigint in (0, 2^256)", { field: "amount" }),
    );
  }
  return ok(amount);
}

function delivery(
  action: string,
  chainKey: string,
  address: string,
): Result<MoneyMarketDelivery, ClientError> {
  const encoded = encodeAddress(chainKey, address);
  if (!encoded.ok) return err(inPhase(encoded.error, "validate", action));
  return ok(chainKey === HUB_CHAIN_KEY ? { hub: address as Address } : { spoke: encoded.value });
}

/**
 * Runs one money-market write.
 *
 * @param deps the service dependencies
 * @param action which write
 * @param params see {@link MoneyMarketParams}
 * @param options raw flag, wallet, relay timeout, signal
 * @returns the write result; failures carry `context.phase` (`validate`: `UNKNOWN_CHAIN_KEY`,
 *   `UNSUPPORTED_TOKEN`, `INVALID_AMOUNT`, `INVALID_ADDRESS`, `INVALID_FEE`, `UNSUPPORTED_CHAIN_OPERATION`;
 *   `lookup`; `intentCreation`; `submit`: `WALLET_ERROR`; `relay`: `RELAY_TIMEOUT`, `SUBMIT_TX_FAILED`,
 *   `HTTP_REQUEST_FAILED`, propagated raw from the relay layer)
 */
export async function runMoneyMarketAction(
  deps: ServiceDeps,
  action: MoneyMarketAction,
  params: MoneyMarketParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  if (typeof params !== "object" || params === null) {
    return err(invalid("VALIDATION_FAILED", action, "params are required", { field: "params" }));
  }
  const amount = checkAmount(action, params.amount);
  if (!amount.ok) return amount;
  const dstChainKey = params.dstChainKey ?? params.srcChainKey;
  const dstAddress = params.dstAddress ?? params.srcAddress;
  const deposits = action === "supply" || action === "repay";
  const asset = resolveMoneyMarketToken(
    deps.config,
    deposits ? params.srcChainKey : dstChainKey,
    params.token,
    action,
  );
  if (!asset.ok) return asset;
  const sender = await prepareHubAction(deps, {
    action,
    srcChainKey: params.srcChainKey,
    srcAddress: params.srcAddress,
  });
  if (!sender.ok) return sender;
  const calls = await buildCalls(deps, action, asset.value, amount.value, sender.value.hubWallet, {
    srcChainKey: params.srcChainKey,
    srcAddress: params.srcAddress,
    dstChainKey,
    dstAddress,
  });
  if (!calls.ok) return calls;
  return await executeHubCalls(deps, {
    ...sender.value,
    action,
    calls: calls.value,
    deposit: deposits ? { token: asset.value.token.address as Address, amount: amount.value } : undefined,
  }, options);
}

async function buildCalls(
  deps: ServiceDeps,
  action: MoneyMarketAction,
  asset: MoneyMarketAsset,
  amount: bigint,
  hubWallet: Address,
  route: { srcChainKey: string; srcAddress: string; dstChainKey: string; dstAddress: string },
): Promise<Result<ReturnType<typeof buildSupplyCalls>, ClientError>> {
  const contracts = contractsOf(deps);
  if (action === "supply" || action === "repay") {
    let onBehalfOf = hubWallet;
    if (
      route.dstChainKey !== route.srcChainKey ||
      route.dstAddress.toLowerCase() !== route.srcAddress.toLowerCase()
    ) {
      if (!deps.config.isValidSpokeChainKey(route.dstChainKey)) {
        return err(
          invalid("UNKNOWN_CHAIN_KEY", action, `unknown chain key ${route.dstChainKey}`, {
            field: "dstChainKey",
          }),
        );
      }
      const other = await deps.hub.getUserHubWalletAddress(route.dstChainKey, route.dstAddress);
      if (!other.ok) return err(inPhase(other.error, "lookup", action));
      onBehalfOf = other.value;
    }
    const build = action === "supply" ? buildSupplyCalls : buildRepayCalls;
    return ok(build({ asset, amount, onBehalfOf }, contracts));
  }
  const to = delivery(action, route.dstChainKey, route.dstAddress);
  if (!to.ok) return to;
  if (action === "withdraw") {
    return ok(buildWithdrawCalls({ asset, amount, hubWallet, to: to.value }, contracts));
  }
  const partnerFee = deps.config.moneyMarketPartnerFee;
  const fee = computePartnerFee(amount, partnerFee);
  if (!fee.ok) return err(inPhase(fee.error, "validate", action));
  return ok(buildBorrowCalls({
    asset,
    amount,
    hubWallet,
    fee: partnerFee !== undefined
      ? { receiver: partnerFee.address as Address, amount: fee.value }
      : undefined,
    to: to.value,
  }, contracts));
}
