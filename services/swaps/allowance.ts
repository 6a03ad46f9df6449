/**
 * `swaps.isAllowanceValid` and `swaps.approve`, under the platform SDK's names (its `SwapService`): whether the
 * spender of the swap's source deposit may already pull `inputAmount` of `inputToken` from `srcAddress`, and the
 * ERC-20 `approve` that lets it. The spender is the chain's asset manager on an EVM spoke and the intents contract
 * on the hub (its `createIntent` pulls the input). The native coin and the other families need no approval:
 * `isAllowanceValid` answers `true` without I/O and `approve` fails `UNSUPPORTED_CHAIN_OPERATION` (the platform
 * refuses them too). On a Stellar source, as in the platform, the check is the input token's trustline
 * (`hasSufficientTrustline`) and `approve` requests it (`requestTrustline`: a `changeTrust`). `swaps.swap` makes
 * the ERC-20 check first and fails `INSUFFICIENT_ALLOWANCE` instead of sending a deposit that reverts (it does not
 * check Stellar trustlines); it never approves by itself.
 *
 * @example Approve, then swap (against the in-process simulator, where allowances start at zero)
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import { createPrivateKeyEvmWallet } from "../../chains/evm/mod.ts";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
 * const wallet = createPrivateKeyEvmWallet({ privateKey: `0x${"07".repeat(32)}`, rpcUrl: sim.urls.rpc("0x2105.base"), fetch: sim.fetch });
 * if (!wallet.ok) throw wallet.error;
 * const me = await wallet.value.getAddress();
 * const usdc = (k: "0x2105.base" | "0x38.bsc") => client.config.getSupportedSwapTokens(k).find((t) => t.symbol === "USDC")!.address;
 * const params = {
 *   srcChainKey: "0x2105.base" as const, dstChainKey: "0x38.bsc" as const, inputToken: usdc("0x2105.base"),
 *   outputToken: usdc("0x38.bsc"), inputAmount: 1_000_000n, minOutputAmount: 1n, srcAddress: me, dstAddress: me,
 *   deadline: 0n, allowPartialFill: false,
 * };
 * const before = await client.swaps.isAllowanceValid({ params });
 * assert.ok(before.ok && before.value === false);
 * const approved = await client.swaps.approve({ params, walletProvider: wallet.value });
 * assert.ok(approved.ok && approved.value.kind === "sent");
 * const after = await client.swaps.isAllowanceValid({ params });
 * assert.ok(after.ok && after.value === true);
 * sim.close();
 * ```
 * @module
 */
import type { Address } from "viem";
import { getChainType, HUB_CHAIN_KEY, isSpokeChainKey, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError, type ErrorCode, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { describeValue } from "../../core/describe_value.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import type { AllowanceQuery } from "../hub/allowance.ts";
import { type DepositApproval, requireDepositAllowance } from "../hub/deposit_allowance.ts";
import { type AllowancePlan, approveSourceDeposit, isDepositAllowanceValid } from "../intent/allowance.ts";
import type { SwapParams, SwapWalletProvider } from "./types.ts";
import { findSwapToken } from "./validate_swap.ts";
import type { TrustlineApproval } from "../hub/trustline_approval.ts";

/**
 * Argument of `swaps.isAllowanceValid` and `swaps.approve`: the same object `swaps.swap` takes works (only
 * `srcChainKey`, `inputToken`, `inputAmount` and `srcAddress` of `params` are read).
 */
export interface SwapAllowanceArgs {
  /** The swap; only its source side is read. */
  params: Pick<SwapParams, "srcChainKey" | "inputToken" | "inputAmount" | "srcAddress"> & Partial<SwapParams>;
  /** The signer of `approve` (an EVM wallet on `srcChainKey`); unused by `isAllowanceValid`. @default undefined */
  walletProvider?: SwapWalletProvider | undefined;
  /** `approve` only: return the unsigned ERC-20 `approve` tx instead of sending it. @default false */
  raw?: boolean | undefined;
  /** Signal and timeout (see {@link SwapAllowanceExtras}). @default {} */
  extras?: SwapAllowanceExtras | undefined;
}

/** Bounds of `swaps.isAllowanceValid` and `swaps.approve`; `swaps.swap`'s extras fit. */
export interface SwapAllowanceExtras {
  /** Aborts the read, the wallet prompt and the wait for the approval. @default undefined */
  signal?: AbortSignal | undefined;
  /**
   * In ms: `isAllowanceValid`, the allowance read; `approve`, the wait until the approval is final.
   * @default the read: the transport's timeout; the wait: the chain's `pollingConfig.maxTimeoutMs`
   */
  timeout?: number | undefined;
}

/**
 * What `swaps.approve` returns: the approval, sent and final (`kind: "sent"`, `txHash`) or raw (`tx`): the ERC-20
 * `approve` on an EVM source, the trustline's `changeTrust` on Stellar.
 */
export type SwapApproval = DepositApproval | TrustlineApproval;

function invalid(
  code: ErrorCode,
  message: string,
  contextFields: ErrorContextFields,
): Result<never, ClientError> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return err(new ClientError(code, message, { context: { ...context, phase: "validate" } }));
}

/**
 * The allowance question of a swap's source deposit, or `undefined` when the source family has no ERC-20
 * allowance (checked without I/O).
 *
 * @param deps configuration and spoke adapters
 * @param params the swap (its source side)
 * @param action the operation named in errors
 * @returns the query; failures: `VALIDATION_FAILED`, `UNKNOWN_CHAIN_KEY`, `INVALID_AMOUNT`, `INVALID_ADDRESS`,
 *   `UNSUPPORTED_TOKEN`, `INVALID_CONFIG` (an EVM spoke without an asset manager); phase `validate`
 * @example Params must be an object
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { swapAllowanceQuery } from "./allowance.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await Promise.resolve(swapAllowanceQuery(deps, null as never, "swap"));
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export function swapAllowanceQuery(
  deps: ServiceDeps,
  params: SwapAllowanceArgs["params"],
  action: string,
): Result<AllowanceQuery | undefined, ClientError> {
  if (typeof params !== "object" || params === null) {
    return invalid("VALIDATION_FAILED", `Cannot ${action}: params must be an object`, { field: "params" });
  }
  const chainKey = params.srcChainKey;
  if (!isSpokeChainKey(chainKey)) {
    return invalid("UNKNOWN_CHAIN_KEY", `Cannot ${action}: unknown chain key ${describeValue(chainKey)}`, {
      field: "srcChainKey",
      value: describeValue(chainKey),
    });
  }
  if (typeof params.inputAmount !== "bigint" || params.inputAmount <= 0n) {
    return invalid("INVALID_AMOUNT", `Cannot ${action}: inputAmount must be a positive bigint`, {
      field: "inputAmount",
      value: describeValue(params.inputAmount),
    });
  }
  const adapter = deps.spokes.adapter(chainKey);
  if (!adapter.ok) return adapter;
  if (typeof params.srcAddress !== "string" || !adapter.value.isValidAddress(params.srcAddress)) {
    return invalid(
      "INVALID_ADDRESS",
      `Cannot ${action}: srcAddress is not a ${adapter.value.family} address`,
      {
        field: "srcAddress",
        value: describeValue(params.srcAddress),
      },
    );
  }
  const token = findSwapToken(deps, chainKey, params.inputToken, "inputToken");
  if (!token.ok) return token;
  if (getChainType(chainKey) !== "EVM") return ok(undefined);
  const spender = swapSpender(deps, chainKey);
  if (spender === undefined) {
    return invalid("INVALID_CONFIG", `Cannot ${action}: ${chainKey} has no asset manager`, { chainKey });
  }
  return ok({
    action,
    chainKey,
    token: token.value.address as Address,
    owner: params.srcAddress as Address,
    spender,
    amount: params.inputAmount,
  });
}

/**
 * Who pulls a swap's input on `chainKey`: the intents contract on the hub, the asset manager on an EVM spoke.
 *
 * @param deps the configuration
 * @param chainKey an EVM chain key (or the hub)
 * @returns the spender, `undefined` when the spoke has no asset manager
 * @example On the hub, the intents contract
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { swapSpender } from "./allowance.ts";
 * const config = new ConfigService();
 * assert.equal(swapSpender({ config }, "sonic"), config.instanceConfig.solver.intentsContract);
 * ```
 */
export function swapSpender(deps: Pick<ServiceDeps, "config">, chainKey: SpokeChainKey): Address | undefined {
  if (chainKey === HUB_CHAIN_KEY) return deps.config.instanceConfig.solver.intentsContract as Address;
  return deps.config.getChainConfig(chainKey).addresses.assetManager as Address | undefined;
}

/**
 * `swaps.isAllowanceValid`.
 *
 * @param deps the service dependencies
 * @param args see {@link SwapAllowanceArgs}
 * @returns `true` when no approval is needed first; the input failures of {@link swapAllowanceQuery}, the read's
 *   (`NETWORK_ERROR`, `REQUEST_TIMEOUT`, `HTTP_REQUEST_FAILED`, `ABORTED`; phase `allowanceCheck`)
 * @example Bad input fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { isSwapAllowanceValid } from "./allowance.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await isSwapAllowanceValid(deps, { params: null as never });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export function isSwapAllowanceValid(
  deps: ServiceDeps,
  args: SwapAllowanceArgs,
): Promise<Result<boolean, ClientError>> {
  return isDepositAllowanceValid(deps, SWAP_ALLOWANCE, args);
}

/**
 * `swaps.approve`.
 *
 * @param deps the service dependencies
 * @param args see {@link SwapAllowanceArgs}
 * @returns the approval (sent and final, or raw); failures: the input failures of {@link swapAllowanceQuery},
 *   `UNSUPPORTED_CHAIN_OPERATION` (a non-EVM source or the native coin: nothing to approve), and those of
 *   `approveDeposit` (`VALIDATION_FAILED` wallet, `WALLET_ERROR`, `ABORTED`, `TX_VERIFICATION_FAILED`)
 * @example Bad input fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { approveSwap } from "./allowance.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await approveSwap(deps, { params: null as never, raw: true });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export function approveSwap(
  deps: ServiceDeps,
  args: SwapAllowanceArgs,
): Promise<Result<SwapApproval, ClientError>> {
  return approveSourceDeposit(deps, SWAP_ALLOWANCE, args);
}

/** The swap's approval step: its source side read from `params` as given (the sender is `params.srcAddress`). */
const SWAP_ALLOWANCE: AllowancePlan<SwapAllowanceArgs> = {
  noun: "swaps",
  query: (deps, args, action) => Promise.resolve(swapAllowanceQuery(deps, args?.params, action)),
  trustline: ({ params }) =>
    Promise.resolve({
      chainKey: params.srcChainKey,
      owner: params.srcAddress,
      token: params.inputToken,
      amount: params.inputAmount,
    }),
};

/**
 * The swap flow's check: `INSUFFICIENT_ALLOWANCE` before anything is built or signed when the source deposit's
 * allowance is short; `true` without I/O for the native coin and the other families.
 *
 * @param deps the service dependencies
 * @param params the validated swap
 * @param signal the swap's signal
 * @returns `true`, or `INSUFFICIENT_ALLOWANCE` / the read's failure (phase `allowanceCheck`)
 * @example Bad input fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { requireSwapAllowance } from "./allowance.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await requireSwapAllowance(deps, null as never, undefined);
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export async function requireSwapAllowance(
  deps: ServiceDeps,
  params: SwapParams,
  signal: AbortSignal | undefined,
): Promise<Result<true, ClientError>> {
  const query = swapAllowanceQuery(deps, params, "swap");
  if (!query.ok) return query;
  if (query.value === undefined) return ok(true);
  return await requireDepositAllowance(deps, query.value, { signal });
}
