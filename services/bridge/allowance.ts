/**
 * `bridge.isAllowanceValid` and `bridge.approve`, under the platform SDK's names (its `BridgeService`): whether the
 * spoke asset manager may already pull `amount` of `srcAsset` from the sender, and the ERC-20 `approve` that lets
 * it. The native coin and non-EVM sources need no approval: `isAllowanceValid` answers `true` without I/O and
 * `approve` fails `UNSUPPORTED_CHAIN_OPERATION` (the platform refuses them too), except Stellar, where (as in the
 * platform) the check is the token's trustline and `approve` requests it (a `changeTrust`); the hub is no bridge source here
 * (`validateBridge`). `bridge.bridge` makes the same check before it sends (not with `raw: true`) and fails
 * `INSUFFICIENT_ALLOWANCE` instead of a deposit that reverts; it never approves by itself.
 *
 * @example Nothing to approve for a Solana source
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * const client = new XSwap({});
 * const sol = client.config.getSupportedSwapTokens("solana").find((t) => t.symbol === "SOL")!;
 * const r = await client.bridge.isAllowanceValid({
 *   params: {
 *     srcChainKey: "solana", srcAsset: sol.address, amount: 1n, dstChainKey: "sonic",
 *     recipient: "0x1111111111111111111111111111111111111111", srcAddress: "11111111111111111111111111111112",
 *   },
 * });
 * assert.ok(!r.ok || r.value === true);
 * ```
 * @module
 */
import type { Address } from "viem";
import { getChainType, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { describeValue } from "../../core/describe_value.ts";
import { walletAddressOf } from "../../chains/registry/wallets.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import type { AllowanceQuery } from "../hub/allowance.ts";
import { type DepositApproval, requireDepositAllowance } from "../hub/deposit_allowance.ts";
import { type AllowancePlan, approveSourceDeposit, isDepositAllowanceValid } from "../intent/allowance.ts";
import type { BridgeParams, BridgeWalletProvider } from "./types.ts";
import { validateBridge } from "./validate_bridge.ts";
import type { TrustlineApproval, TrustlineQuery } from "../hub/trustline_approval.ts";

/** Argument of `bridge.isAllowanceValid` and `bridge.approve`: the same object `bridge.bridge` takes works. */
export interface BridgeAllowanceArgs {
  /** The bridge (validated as `bridge` validates it). */
  params: BridgeParams;
  /** The signer of `approve`, and the sender when `params.srcAddress` is omitted. @default undefined */
  walletProvider?: BridgeWalletProvider | undefined;
  /** `approve` only: return the unsigned ERC-20 `approve` tx instead of sending it. @default false */
  raw?: boolean | undefined;
  /** Signal and timeout. @default {} */
  extras?: BridgeAllowanceExtras | undefined;
}

/** Bounds of `bridge.isAllowanceValid` and `bridge.approve`; `bridge.bridge`'s extras fit. */
export interface BridgeAllowanceExtras {
  /** Aborts the read, the wallet prompt and the wait for the approval. @default undefined */
  signal?: AbortSignal | undefined;
  /**
   * In ms: `isAllowanceValid`, the allowance read; `approve`, the wait until the approval is final.
   * @default the read: the transport's timeout; the wait: the chain's `pollingConfig.maxTimeoutMs`
   */
  timeout?: number | undefined;
}

/**
 * What `bridge.approve` returns: the approval, sent and final (`kind: "sent"`, `txHash`) or raw (`tx`): the ERC-20
 * `approve` on an EVM source, the trustline's `changeTrust` on Stellar.
 */
export type BridgeApproval = DepositApproval | TrustlineApproval;

/** The trustline question of a bridge from Stellar (the sender from the params, or else the wallet). */
async function bridgeTrustlineQuery(args: BridgeAllowanceArgs): Promise<TrustlineQuery> {
  const owner = args.params.srcAddress ?? await walletAddressOf(args.walletProvider as BridgeWalletProvider);
  return {
    chainKey: args.params.srcChainKey,
    owner,
    token: args.params.srcAsset,
    amount: args.params.amount,
  };
}

/**
 * The allowance question of a bridge deposit from an EVM spoke, or `undefined` when the source family has none.
 *
 * @param deps the service dependencies
 * @param args the bridge's arguments
 * @param action the operation named in errors
 * @returns the query; failures: those of `validateBridge`, `VALIDATION_FAILED` (no `srcAddress` and no wallet),
 *   `WALLET_ERROR` (the wallet's address), `INVALID_CONFIG` (no asset manager)
 * @example Bad params fail validation
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { bridgeAllowanceQuery } from "./allowance.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await bridgeAllowanceQuery(deps, { params: null as never }, "bridge");
 * assert.ok(!r.ok);
 * ```
 */
export async function bridgeAllowanceQuery(
  deps: ServiceDeps,
  args: BridgeAllowanceArgs,
  action: string,
): Promise<Result<AllowanceQuery | undefined, ClientError>> {
  const checked = validateBridge(deps, args?.params);
  if (!checked.ok) return checked;
  const { srcChainKey, adapter, srcToken } = checked.value;
  let srcAddress: unknown = args.params.srcAddress;
  if (srcAddress === undefined) {
    if (args.walletProvider === undefined) {
      return err(
        new ClientError(
          "VALIDATION_FAILED",
          `Cannot ${action}: params.srcAddress or a wallet provider is needed`,
          {
            context: { field: "srcAddress", phase: "validate" },
          },
        ),
      );
    }
    try {
      srcAddress = await walletAddressOf(args.walletProvider);
    } catch (cause) {
      return err(
        new ClientError("WALLET_ERROR", `Cannot ${action}: wallet getAddress failed`, {
          context: { chainKey: srcChainKey, phase: "validate" },
          cause,
        }),
      );
    }
  }
  if (typeof srcAddress !== "string" || !adapter.isValidAddress(srcAddress)) {
    return err(
      new ClientError("INVALID_ADDRESS", `Cannot ${action}: srcAddress is not a ${adapter.family} address`, {
        context: {
          field: "srcAddress",
          value: describeValue(srcAddress),
          chainKey: srcChainKey,
          phase: "validate",
        },
      }),
    );
  }
  if (getChainType(srcChainKey) !== "EVM") return ok(undefined);
  const assetManager = deps.config.getChainConfig(srcChainKey).addresses.assetManager;
  if (assetManager === undefined) {
    return err(
      new ClientError("INVALID_CONFIG", `Cannot ${action}: ${srcChainKey} has no asset manager`, {
        context: { chainKey: srcChainKey, phase: "validate" },
      }),
    );
  }
  return ok({
    action,
    chainKey: srcChainKey,
    token: srcToken.address as Address,
    owner: srcAddress as Address,
    spender: assetManager as Address,
    amount: args.params.amount,
  });
}

/**
 * `bridge.isAllowanceValid`.
 *
 * @param deps the service dependencies
 * @param args see {@link BridgeAllowanceArgs}
 * @returns `true` when no approval is needed first; the failures of {@link bridgeAllowanceQuery} and of the read
 *   (`NETWORK_ERROR`, `REQUEST_TIMEOUT`, `HTTP_REQUEST_FAILED`, `ABORTED`; phase `allowanceCheck`)
 * @example Bad params fail validation
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { isBridgeAllowanceValid } from "./allowance.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await isBridgeAllowanceValid(deps, { params: null as never });
 * assert.ok(!r.ok);
 * ```
 */
export function isBridgeAllowanceValid(
  deps: ServiceDeps,
  args: BridgeAllowanceArgs,
): Promise<Result<boolean, ClientError>> {
  return isDepositAllowanceValid(deps, BRIDGE_ALLOWANCE, args);
}

/**
 * `bridge.approve`.
 *
 * @param deps the service dependencies
 * @param args see {@link BridgeAllowanceArgs}
 * @returns the approval (sent and final, or raw); failures: those of {@link bridgeAllowanceQuery},
 *   `UNSUPPORTED_CHAIN_OPERATION` (a non-EVM source or the native coin), `VALIDATION_FAILED` (wallet),
 *   `WALLET_ERROR`, `ABORTED`, `TX_VERIFICATION_FAILED`
 * @example Bad params fail validation
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { approveBridge } from "./allowance.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await approveBridge(deps, { params: null as never, raw: true });
 * assert.ok(!r.ok);
 * ```
 */
export function approveBridge(
  deps: ServiceDeps,
  args: BridgeAllowanceArgs,
): Promise<Result<BridgeApproval, ClientError>> {
  return approveSourceDeposit(deps, BRIDGE_ALLOWANCE, args);
}

/** The bridge's approval step: `params` validated as `bridge` validates them, the sender read from the wallet when omitted. */
const BRIDGE_ALLOWANCE: AllowancePlan<BridgeAllowanceArgs> = {
  noun: "bridges",
  query: bridgeAllowanceQuery,
  trustline: bridgeTrustlineQuery,
};

/**
 * The bridge flow's check before it sends: `INSUFFICIENT_ALLOWANCE` when the deposit's allowance is short; `true`
 * without I/O for non-EVM sources and the native coin.
 *
 * @param deps the service dependencies
 * @param deposit the validated deposit: source chain, token, sender, gross amount
 * @param signal the bridge's signal
 * @returns `true`, or `INSUFFICIENT_ALLOWANCE` / the read's failure (phase `allowanceCheck`)
 * @example A Solana deposit passes without I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { requireBridgeAllowance } from "./allowance.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await requireBridgeAllowance(deps, { srcChainKey: "solana", token: "x", owner: "y", amount: 1n }, undefined);
 * assert.ok(r.ok);
 * ```
 */
export async function requireBridgeAllowance(
  deps: ServiceDeps,
  deposit: { srcChainKey: SpokeChainKey; token: string; owner: string; amount: bigint },
  signal: AbortSignal | undefined,
): Promise<Result<true, ClientError>> {
  if (getChainType(deposit.srcChainKey) !== "EVM") return ok(true);
  const spender = deps.config.getChainConfig(deposit.srcChainKey).addresses.assetManager;
  if (spender === undefined) return ok(true); // no asset manager: the deposit's own build fails with INVALID_CONFIG
  return await requireDepositAllowance(deps, {
    action: "bridge",
    chainKey: deposit.srcChainKey,
    token: deposit.token as Address,
    owner: deposit.owner as Address,
    spender: spender as Address,
    amount: deposit.amount,
  }, { signal });
}
