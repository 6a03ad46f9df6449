/**
 * The allowance a swap or bridge deposit spends, shared by `swaps` and `bridge` (docs/swaps.md#approve-then-swap):
 * read it through the source chain's adapter, fail `INSUFFICIENT_ALLOWANCE` before anything is signed when it is
 * short, and send (or return raw) the ERC-20 `approve(spender, amount)`, waiting until it is final so the next
 * check sees it. Only ERC-20 tokens on EVM chains (the hub included) have an allowance: the native coin and every
 * other family pass without I/O, as in the platform SDK (`isAllowanceValid` answers `true` there, its `approve`
 * refuses them: here `UNSUPPORTED_CHAIN_OPERATION`).
 *
 * @example A Solana deposit needs no approval
 * ```ts
 * import assert from "node:assert/strict";
 * import { depositNeedsAllowance } from "./deposit_allowance.ts";
 * assert.equal(depositNeedsAllowance({ chainKey: "solana", token: "So11111111111111111111111111111111111111112", nativeToken: "11111111111111111111111111111111" }), false);
 * assert.equal(depositNeedsAllowance({ chainKey: "0x2105.base", token: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", nativeToken: "0x0000000000000000000000000000000000000000" }), true);
 * ```
 * @module
 */
import type { Address } from "viem";
import { getChainType, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError, inPhase } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SpokeAdapter } from "../../chains/spoke/spoke_adapter.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import type { AllowanceQuery } from "./allowance.ts";
import { sendApprove } from "./allowance.ts";
import type { HubWriteOptions, SentEvmTx } from "./send_evm_tx.ts";
import { bounded } from "./bounded.ts";

/** Bounds of an allowance read or an approval. */
export interface AllowanceCallOptions {
  /** Aborts the read, the wallet prompt and the wait for the approval. @default undefined */
  signal?: AbortSignal | undefined;
  /**
   * Bound in ms: of the allowance read; of an approval, the wait until it is final (the wallet prompt itself is
   * not bounded). @default the read: the transport's own timeout; the wait: the chain's `pollingConfig.maxTimeoutMs`
   */
  timeout?: number | undefined;
}

/** An approval sent (`kind: "sent"`, final on the chain) or built (`kind: "raw"`), with the spender it allows. */
export type DepositApproval = SentEvmTx & {
  /** The chain the approval is for. */
  chainKey: SpokeChainKey;
  /** Who may now pull the token. */
  spender: Address;
  /** The amount allowed. */
  amount: bigint;
};

/**
 * Whether a deposit of `token` from `chainKey` spends an ERC-20 allowance: an EVM chain (the hub included) and
 * not its native coin.
 *
 * @param q chain, token and the chain's native token
 * @returns `true` when an allowance must cover the deposit
 * @example The hub's native coin is pulled by value, not by an allowance
 * ```ts
 * import assert from "node:assert/strict";
 * import { depositNeedsAllowance } from "./deposit_allowance.ts";
 * const zero = "0x0000000000000000000000000000000000000000";
 * assert.equal(depositNeedsAllowance({ chainKey: "sonic", token: zero, nativeToken: zero }), false);
 * ```
 */
export function depositNeedsAllowance(
  q: { chainKey: SpokeChainKey; token: string; nativeToken: string },
): boolean {
  return getChainType(q.chainKey) === "EVM" && q.token.toLowerCase() !== q.nativeToken.toLowerCase();
}

function nativeTokenOf(deps: Pick<ServiceDeps, "config">, chainKey: SpokeChainKey): string {
  return deps.config.getChainConfig(chainKey).nativeToken;
}

/**
 * Reads the allowance `query.owner` gave `query.spender` (`maxUint256` for the native coin; families without
 * ERC-20 allowances are not asked: see {@link checkDepositAllowance}).
 *
 * @param adapter the source chain's adapter
 * @param query the allowance question
 * @param options signal and timeout
 * @returns the allowance; failures: the adapter's (`INVALID_ADDRESS`, `NETWORK_ERROR`, `REQUEST_TIMEOUT`,
 *   `HTTP_REQUEST_FAILED`), `REQUEST_TIMEOUT` (`options.timeout` expired), `ABORTED`; phase `allowanceCheck`
 * @example Read through an adapter
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok } from "../../core/result.ts";
 * import { readDepositAllowance } from "./deposit_allowance.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const adapter = { getAllowance: () => Promise.resolve(ok(5n)) };
 * const r = await readDepositAllowance(adapter, { action: "swap", chainKey: "0x2105.base", token: a, owner: a, spender: a, amount: 1n });
 * assert.ok(r.ok && r.value === 5n);
 * ```
 */
export async function readDepositAllowance(
  adapter: Pick<SpokeAdapter, "getAllowance">,
  query: AllowanceQuery,
  options: AllowanceCallOptions = {},
): Promise<Result<bigint, ClientError>> {
  const context = {
    chainKey: query.chainKey,
    token: query.token,
    owner: query.owner,
    spender: query.spender,
  };
  const read = await bounded(
    () => adapter.getAllowance(query.owner, query.token, query.spender),
    options,
    `Cannot ${query.action}: allowance read`,
    context,
  );
  return read.ok ? read : err(inPhase(read.error, "allowanceCheck", query.action));
}

/**
 * Whether the allowance covers `query.amount`; `true` without I/O when the deposit spends none
 * ({@link depositNeedsAllowance}).
 *
 * @param deps configuration and spoke adapters
 * @param query the allowance question
 * @param options signal and timeout
 * @returns `true` / `false`, or the read's failure ({@link readDepositAllowance})
 * @example A Solana deposit is valid without I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { checkDepositAllowance } from "./deposit_allowance.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const r = await checkDepositAllowance(deps, { action: "swap", chainKey: "solana", token: a, owner: a, spender: a, amount: 1n });
 * assert.ok(r.ok && r.value === true);
 * ```
 */
export async function checkDepositAllowance(
  deps: Pick<ServiceDeps, "config" | "spokes">,
  query: AllowanceQuery,
  options: AllowanceCallOptions = {},
): Promise<Result<boolean, ClientError>> {
  const allowance = await currentAllowance(deps, query, options);
  if (!allowance.ok) return allowance;
  return ok(allowance.value === undefined || allowance.value >= query.amount);
}

/**
 * Fails `INSUFFICIENT_ALLOWANCE` (nothing sent) when the allowance does not cover `query.amount`: the swap and
 * bridge flows call it before they build anything, instead of sending a deposit that reverts.
 *
 * @param deps configuration and spoke adapters
 * @param query the allowance question
 * @param options signal and timeout
 * @returns `true`, `INSUFFICIENT_ALLOWANCE` (`context.required`, `context.current` as decimal strings,
 *   `token`, `owner`, `spender`, `chainKey`, phase `allowanceCheck`), or the read's failure
 * @example The native coin passes without I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { requireDepositAllowance } from "./deposit_allowance.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const zero = "0x0000000000000000000000000000000000000000" as const;
 * const r = await requireDepositAllowance(deps, { action: "swap", chainKey: "0x2105.base", token: zero, owner: zero, spender: zero, amount: 1n });
 * assert.ok(r.ok);
 * ```
 */
export async function requireDepositAllowance(
  deps: Pick<ServiceDeps, "config" | "spokes">,
  query: AllowanceQuery,
  options: AllowanceCallOptions = {},
): Promise<Result<true, ClientError>> {
  const allowance = await currentAllowance(deps, query, options);
  if (!allowance.ok) return allowance;
  if (allowance.value === undefined || allowance.value >= query.amount) return ok(true);
  return err(
    new ClientError(
      "INSUFFICIENT_ALLOWANCE",
      `Cannot ${query.action}: the allowance of ${query.spender} is ${allowance.value}, the ${query.action} needs ${query.amount}; approve first`,
      {
        context: {
          chainKey: query.chainKey,
          token: query.token,
          owner: query.owner,
          spender: query.spender,
          required: query.amount.toString(),
          current: allowance.value.toString(),
          action: query.action,
          phase: "allowanceCheck",
        },
      },
    ),
  );
}

async function currentAllowance(
  deps: Pick<ServiceDeps, "config" | "spokes">,
  query: AllowanceQuery,
  options: AllowanceCallOptions,
): Promise<Result<bigint | undefined, ClientError>> {
  if (!depositNeedsAllowance({ ...query, nativeToken: nativeTokenOf(deps, query.chainKey) })) {
    return ok(undefined);
  }
  const adapter = deps.spokes.adapter(query.chainKey);
  if (!adapter.ok) return adapter;
  return await readDepositAllowance(adapter.value, query, options);
}

/**
 * Approves `query.spender` for `query.amount` of `query.token`: with `raw`, the unsigned ERC-20 `approve` tx;
 * otherwise the wallet sends it and the call waits until it is final on the chain (the adapter's
 * `verifyTxHash`, bounded by `options.timeout`), so a swap or bridge right after sees the allowance.
 *
 * @param deps configuration and spoke adapters
 * @param query the allowance to grant
 * @param options raw flag, wallet, signal, timeout of the wait
 * @returns the approval; failures: `UNSUPPORTED_CHAIN_OPERATION` (no allowance on that family, or the native
 *   coin; phase `approve`), `VALIDATION_FAILED` (no or wrong wallet), `WALLET_ERROR`, `ABORTED`,
 *   `TX_VERIFICATION_FAILED` (the approval reverted or was not final in time; `context.txHash`)
 * @example The native coin needs no approval
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { approveDeposit } from "./deposit_allowance.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const zero = "0x0000000000000000000000000000000000000000" as const;
 * const r = await approveDeposit(deps, { action: "swap", chainKey: "0x2105.base", token: zero, owner: zero, spender: zero, amount: 1n }, { raw: true });
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION");
 * ```
 */
export async function approveDeposit(
  deps: Pick<ServiceDeps, "config" | "spokes">,
  query: AllowanceQuery,
  options: HubWriteOptions = {},
): Promise<Result<DepositApproval, ClientError>> {
  if (
    getChainType(query.chainKey) === "EVM" &&
    !depositNeedsAllowance({ ...query, nativeToken: nativeTokenOf(deps, query.chainKey) })
  ) {
    return err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        `Cannot approve: the native coin of ${query.chainKey} needs no approval`,
        {
          context: { chainKey: query.chainKey, token: query.token, action: query.action, phase: "approve" },
        },
      ),
    );
  }
  const sent = await sendApprove(deps, query, options);
  if (!sent.ok) return err(inPhase(sent.error, "approve", query.action));
  const approval: DepositApproval = {
    ...sent.value,
    chainKey: query.chainKey,
    spender: query.spender,
    amount: query.amount,
  };
  if (sent.value.kind === "raw") return ok(approval);
  const adapter = deps.spokes.adapter(query.chainKey);
  if (!adapter.ok) return adapter;
  const final = await adapter.value.verifyTxHash(sent.value.txHash, {
    maxTimeoutMs: options.timeout,
    signal: options.signal,
  });
  if (!final.ok) {
    return err(
      new ClientError(
        final.error.code,
        `Cannot ${query.action}: the approval ${sent.value.txHash} is not final: ${final.error.message}`,
        {
          context: {
            ...final.error.context,
            txHash: sent.value.txHash,
            action: query.action,
            phase: "approve",
          },
          cause: final.error,
        },
      ),
    );
  }
  return ok(approval);
}
