/**
 * `estimateEvmGas`: the EVM adapter's `estimateGas`, one `eth_estimateGas` with the raw tx's `{from, to, value,
 * data}` (the platform's `EvmSpokeService.estimateGas`, which asks viem's `estimateGas` for the same call).
 *
 * @example Estimate a raw tx against the in-process simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEvmRpcApp } from "../../simulator/chains/evm/rpc_app.ts";
 * import { estimateEvmGas } from "./estimate_gas.ts";
 * const app = createEvmRpcApp({ chains: { "0x2105.base": { chainId: 8453 } }, now: () => 0 });
 * const fetch = (input: string | URL | Request, init?: RequestInit) => Promise.resolve(app.request(input, init));
 * const tx = { from: `0x${"11".repeat(20)}`, to: `0x${"22".repeat(20)}`, value: 0n, data: "0x" };
 * const r = await estimateEvmGas({ chainKey: "0x2105.base", rpcUrl: "http://sim/rpc/0x2105.base" }, tx, { fetch });
 * assert.ok(r.ok && r.value >= 21_000n);
 * ```
 * @module
 */
import { isAddress, isHex, numberToHex } from "viem";
import { ClientError } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { jsonRpcCall } from "../rpc/rpc_transport.ts";
import {
  estimateAborted,
  estimateReverted,
  notFamilyTx,
  type SpokeEstimateGasTx,
  unsignedTxOf,
} from "../spoke/gas_estimate.ts";

/** Options of {@link estimateEvmGas}. */
export interface EstimateEvmGasOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Injected backoff sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Aborts the call. @default undefined */
  signal?: AbortSignal | undefined;
}

/** JSON-RPC codes a node answers a failing call with: geth's `3` (revert with data) and `-32000` (any other). */
const EXECUTION_ERROR_CODES: ReadonlySet<number> = new Set([3, -32000, -32015]);

/**
 * Estimates the gas of an unsigned EVM transaction.
 *
 * @param chain the chain key and its JSON-RPC endpoint
 * @param tx `{from, to, value, data}` ({@link SpokeEstimateGasTx}: a bare tx or `{family: "EVM", tx}`)
 * @param options fetch, sleep, signal @default {}
 * @returns the gas; failures: `VALIDATION_FAILED` (not an EVM tx), `ABORTED`, `EXECUTION_FAILED` (the node says the
 *   call fails: a revert, insufficient funds; `cause` the node's error with `rpcCode`/`rpcMessage`/`rpcData`),
 *   `RESPONSE_VALIDATION_FAILED` (not a quantity), or the transport's codes
 * @example A tx of another family is refused before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { estimateEvmGas } from "./estimate_gas.ts";
 * const r = await estimateEvmGas({ chainKey: "0x2105.base", rpcUrl: "http://x" }, { family: "SOLANA", transaction: "AA==" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export async function estimateEvmGas(
  chain: { chainKey: string; rpcUrl: string },
  tx: SpokeEstimateGasTx,
  options: EstimateEvmGasOptions = {},
): Promise<Result<bigint, ClientError>> {
  const { chainKey } = chain;
  const family = (tx as { family?: unknown }).family;
  const call = family === undefined || family === "EVM" ? unsignedTxOf(tx) : undefined;
  if (
    call === undefined || !isAddress(call.from, { strict: false }) || !isAddress(call.to, { strict: false })
  ) {
    return err(notFamilyTx(chainKey, "an EVM tx {from, to, value, data}"));
  }
  if (!isHex(call.data) || call.value < 0n) return err(notFamilyTx(chainKey, "hex data and a value >= 0"));
  const aborted = estimateAborted(chainKey, options.signal);
  if (aborted) return err(aborted);
  const r = await jsonRpcCall(chain.rpcUrl, "eth_estimateGas", [{
    from: call.from,
    to: call.to,
    value: numberToHex(call.value),
    data: call.data,
  }], { fetch: options.fetch, sleep: options.sleep, signal: options.signal });
  if (!r.ok) {
    const code = r.error.code === "HTTP_REQUEST_FAILED" ? r.error.context.rpcCode : undefined;
    if (
      r.error.code === "HTTP_REQUEST_FAILED" && typeof code === "number" && EXECUTION_ERROR_CODES.has(code)
    ) {
      return err(estimateReverted(chainKey, String(r.error.context.rpcMessage), r.error));
    }
    return r;
  }
  if (typeof r.value !== "string" || !/^0x[0-9a-fA-F]{1,64}$/.test(r.value)) {
    return err(
      new ClientError("RESPONSE_VALIDATION_FAILED", `Cannot estimate gas on ${chainKey}: not a quantity`, {
        context: { chainKey, method: "eth_estimateGas", body: r.value },
      }),
    );
  }
  return ok(BigInt(r.value));
}
