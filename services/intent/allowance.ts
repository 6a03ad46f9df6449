/**
 * The intent lifecycle's approval step, before a write sends its source deposit: whether the spender may already
 * pull the deposit (`isAllowanceValid`), and the approval that lets it (`approve`). An EVM source answers with its
 * ERC-20 allowance, a Stellar source with its trustline (the platform's `hasSufficientTrustline` /
 * `requestTrustline`; that code loads on first use), any other source needs nothing: `true` without I/O, and
 * `approve` fails `UNSUPPORTED_CHAIN_OPERATION`. Swap (`services/swaps/allowance.ts`) and bridge
 * (`services/bridge/allowance.ts`) are two {@link AllowancePlan}s of it: how the write's arguments become the
 * deposit's allowance question (validation, sender, spender) and its trustline question.
 *
 * @example Nothing to approve for a Solana bridge source
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * const client = new XSwap({});
 * const sol = client.config.getSupportedSwapTokens("solana").find((t) => t.symbol === "SOL")!;
 * const r = await client.bridge.approve({
 *   params: {
 *     srcChainKey: "solana", srcAsset: sol.address, amount: 1n, dstChainKey: "sonic",
 *     recipient: "0x1111111111111111111111111111111111111111", srcAddress: "11111111111111111111111111111112",
 *   },
 *   raw: true,
 * });
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION");
 * ```
 * @module
 */
import { getChainType, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { AnySpokeWalletProvider } from "../../chains/registry/wallets.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import type { AllowanceQuery } from "../hub/allowance.ts";
import { approveDeposit, checkDepositAllowance, type DepositApproval } from "../hub/deposit_allowance.ts";
import type { TrustlineApproval, TrustlineQuery } from "../hub/trustline_approval.ts";

/** Stellar sources answer with a trustline; its code loads on first use (off an EVM page). */
const hasTrustlines = (chainKey: SpokeChainKey): boolean => getChainType(chainKey) === "STELLAR";
const trustlines = () => import("../hub/trustline_approval.ts");

/** What the step reads of a write's `isAllowanceValid` / `approve` argument. */
export interface AllowanceCall {
  /** The write's parameters; the step reads their source chain. */
  params: { srcChainKey: SpokeChainKey };
  /** The signer of `approve`. */
  walletProvider?: AnySpokeWalletProvider | undefined;
  /** `approve` only: return the unsigned approval instead of sending it. */
  raw?: boolean | undefined;
  /** Signal and timeout of the read or of the wait for the approval. */
  extras?: { signal?: AbortSignal | undefined; timeout?: number | undefined } | undefined;
}

/** One write's approval step: its allowance and trustline questions. */
export interface AllowancePlan<A extends AllowanceCall> {
  /** Names the write's deposits in `UNSUPPORTED_CHAIN_OPERATION` (`swaps from solana ... need no approval`). */
  noun: "swaps" | "bridges";
  /** The ERC-20 allowance question of the deposit, `undefined` when the source family has none. */
  query(deps: ServiceDeps, args: A, action: string): Promise<Result<AllowanceQuery | undefined, ClientError>>;
  /** The trustline question of a deposit from Stellar. */
  trustline(args: A): Promise<TrustlineQuery>;
}

/**
 * The write's `isAllowanceValid`: `true` when no approval is needed first.
 *
 * @param deps the service dependencies
 * @param plan the write's {@link AllowancePlan}
 * @param args the write's argument
 * @returns `true` or `false`; the plan's input failures, the read's (`NETWORK_ERROR`, `REQUEST_TIMEOUT`,
 *   `HTTP_REQUEST_FAILED`, `ABORTED`; phase `allowanceCheck`)
 * @example A Solana bridge source needs nothing (no I/O)
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
 * assert.ok(r.ok && r.value === true);
 * ```
 */
export async function isDepositAllowanceValid<A extends AllowanceCall>(
  deps: ServiceDeps,
  plan: AllowancePlan<A>,
  args: A,
): Promise<Result<boolean, ClientError>> {
  const query = await plan.query(deps, args, "check allowance");
  if (!query.ok) return query;
  if (query.value === undefined) {
    if (!hasTrustlines(args.params.srcChainKey)) return ok(true);
    const trustline = await plan.trustline(args);
    return await (await trustlines()).checkTrustline(deps, trustline, args.extras ?? {});
  }
  return await checkDepositAllowance(deps, query.value, args.extras ?? {});
}

/**
 * The write's `approve`: the ERC-20 `approve` of an EVM source, the trustline of a Stellar one.
 *
 * @param deps the service dependencies
 * @param plan the write's {@link AllowancePlan}
 * @param args the write's argument
 * @returns the approval (sent and final, or raw); failures: the plan's input failures,
 *   `UNSUPPORTED_CHAIN_OPERATION` (nothing to approve), and those of the approval (`VALIDATION_FAILED` wallet,
 *   `WALLET_ERROR`, `ABORTED`, `TX_VERIFICATION_FAILED`)
 * @example Bad swap params fail before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * const r = await new XSwap({}).swaps.approve({ params: null as never, raw: true });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export async function approveSourceDeposit<A extends AllowanceCall>(
  deps: ServiceDeps,
  plan: AllowancePlan<A>,
  args: A,
): Promise<Result<DepositApproval | TrustlineApproval, ClientError>> {
  const query = await plan.query(deps, args, "approve");
  if (!query.ok) return query;
  if (query.value === undefined && hasTrustlines(args.params.srcChainKey)) {
    const trustline = await plan.trustline(args);
    return await (await trustlines()).requestTrustlineApproval(deps, trustline, {
      ...args.extras,
      raw: args.raw,
      walletProvider: args.walletProvider,
    });
  }
  if (query.value === undefined) {
    const chainKey = args.params.srcChainKey;
    return err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        `Cannot approve: ${plan.noun} from ${chainKey} (${getChainType(chainKey)}) need no approval`,
        { context: { chainKey, family: getChainType(chainKey), action: "approve", phase: "approve" } },
      ),
    );
  }
  const extras = args.extras ?? {};
  return await approveDeposit(deps, query.value, {
    raw: args.raw,
    walletProvider: args.walletProvider,
    signal: extras.signal,
    timeout: extras.timeout,
  });
}
