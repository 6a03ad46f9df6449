/**
 * Gas estimation of an unsigned spoke transaction: what goes in (the raw transaction exactly as a `raw: true` result
 * returns it), what comes out (each family's own estimate, in the platform SDK's shapes: `GetEstimateGasReturnType`
 * of `@sodax/types`), and the small helpers the families share. docs/gas.md shows the flow.
 *
 * @example The EVM estimate is a bigint, the Sui one the dry run's gas summary
 * ```ts
 * import assert from "node:assert/strict";
 * import type { GetEstimateGasReturnType } from "./gas_estimate.ts";
 * const evm: GetEstimateGasReturnType<"0x2105.base"> = 21_000n;
 * const sui: GetEstimateGasReturnType<"sui"> = {
 *   computationCost: "1000000", storageCost: "0", storageRebate: "0", nonRefundableStorageFee: "0",
 * };
 * assert.ok(evm > 0n && sui.computationCost === "1000000");
 * ```
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError, type ErrorCode } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import type { SpokeEstimateGasTx, SpokeHubCallRawTx, SpokeUnsignedTx } from "./spoke_adapter.ts";
import type { GetEstimateGasReturnType } from "./gas_estimates.ts";

export type * from "./gas_estimates.ts";
export type { SpokeEstimateGasOptions, SpokeEstimateGasTx } from "./spoke_adapter.ts";

/** Parameters of `xswap.spoke.estimateGas` (the platform's `EstimateGasParams`). */
export interface EstimateGasParams<K extends SpokeChainKey = SpokeChainKey> {
  /** The unsigned transaction, as the `raw: true` result returned it. */
  tx: SpokeEstimateGasTx;
  /** The chain it is sent on. */
  chainKey: K;
  /** Aborts the node call. @default undefined */
  signal?: AbortSignal | undefined;
}

/**
 * The outcome of an estimate; `C` narrows the codes (the public methods declare
 * `EstimateGasErrorCode` of `./error_codes.ts`: `EstimateGasResult<K, EstimateGasErrorCode>`).
 */
export type EstimateGasResult<K extends SpokeChainKey = SpokeChainKey, C extends ErrorCode = ErrorCode> =
  Result<
    GetEstimateGasReturnType<K>,
    ClientError<C>
  >;

/**
 * `VALIDATION_FAILED` for a transaction that is not of the adapter's family.
 *
 * @param chainKey the adapter's chain
 * @param expected what the family takes, in words
 * @returns the error
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { notFamilyTx } from "./gas_estimate.ts";
 * assert.equal(notFamilyTx("solana", "a base64 transaction").code, "VALIDATION_FAILED");
 * ```
 */
export function notFamilyTx(chainKey: string, expected: string): ClientError<"VALIDATION_FAILED"> {
  return new ClientError("VALIDATION_FAILED", `Cannot estimate gas on ${chainKey}: expected ${expected}`, {
    context: { chainKey, field: "tx", reason: `expected ${expected}` },
  });
}

/**
 * `EXECUTION_FAILED` for a transaction the node says would fail (a revert, a program error, a failed dry run).
 *
 * @param chainKey the chain
 * @param reason the node's words
 * @param cause the node's answer or error
 * @returns the error, `context.phase` `estimateGas`
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { estimateReverted } from "./gas_estimate.ts";
 * const e = estimateReverted("0x2105.base", "execution reverted", undefined);
 * assert.ok(e.code === "EXECUTION_FAILED" && e.context.phase === "estimateGas");
 * ```
 */
export function estimateReverted(
  chainKey: string,
  reason: string,
  cause: unknown,
): ClientError<"EXECUTION_FAILED"> {
  return new ClientError("EXECUTION_FAILED", `Cannot estimate gas on ${chainKey}: ${reason}`, {
    context: { chainKey, phase: "estimateGas", reason },
    cause,
  });
}

/**
 * `ABORTED` when `signal` is already aborted (before any I/O).
 *
 * @param chainKey the chain
 * @param signal the caller's signal
 * @returns the error, or `undefined` when not aborted
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { estimateAborted } from "./gas_estimate.ts";
 * assert.equal(estimateAborted("sui", AbortSignal.abort())?.code, "ABORTED");
 * assert.equal(estimateAborted("sui", undefined), undefined);
 * ```
 */
export function estimateAborted(
  chainKey: string,
  signal: AbortSignal | undefined,
): ClientError<"ABORTED"> | undefined {
  if (signal?.aborted !== true) return undefined;
  return new ClientError("ABORTED", `Cannot estimate gas on ${chainKey}: aborted`, {
    context: { chainKey, phase: "estimateGas" },
    cause: signal.reason,
  });
}

/**
 * The family-tagged raw form of `tx` for `family`, or `undefined` when `tx` is not tagged or tagged for another.
 *
 * @param tx the transaction
 * @param family the family wanted
 * @returns the tagged form
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { taggedRawTx } from "./gas_estimate.ts";
 * assert.equal(taggedRawTx({ family: "SOLANA", transaction: "AA==" }, "SOLANA")?.transaction, "AA==");
 * assert.equal(taggedRawTx({ family: "SOLANA", transaction: "AA==" }, "STELLAR"), undefined);
 * ```
 */
export function taggedRawTx<F extends SpokeHubCallRawTx["family"]>(
  tx: SpokeEstimateGasTx,
  family: F,
): Extract<SpokeHubCallRawTx, { family: F }> | undefined {
  if (typeof tx !== "object" || tx === null) return undefined;
  return (tx as { family?: unknown }).family === family
    ? tx as Extract<SpokeHubCallRawTx, { family: F }>
    : undefined;
}

/**
 * The EVM-shaped `tx` ({@link SpokeUnsignedTx}) inside `tx`: itself, or the `tx` of a tagged EVM/Sui raw form.
 *
 * @param tx the transaction
 * @returns the EVM-shaped transaction, or `undefined`
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { unsignedTxOf } from "./gas_estimate.ts";
 * const t = { from: "0x1", to: "0x2", value: 0n, data: "0x" };
 * assert.equal(unsignedTxOf({ family: "EVM", tx: t }), t);
 * assert.equal(unsignedTxOf(t), t);
 * ```
 */
export function unsignedTxOf(tx: SpokeEstimateGasTx): SpokeUnsignedTx | undefined {
  if (typeof tx !== "object" || tx === null) return undefined;
  const inner = (tx as { tx?: unknown }).tx;
  const candidate = typeof inner === "object" && inner !== null ? inner : tx;
  const c = candidate as Partial<SpokeUnsignedTx>;
  return typeof c.from === "string" && typeof c.to === "string" && typeof c.value === "bigint" &&
      typeof c.data === "string"
    ? candidate as SpokeUnsignedTx
    : undefined;
}
