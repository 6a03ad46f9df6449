/**
 * `estimateIconGas`: the ICON adapter's `estimateGas`, one `debug_estimateStep` on the node's debug endpoint with
 * the unsigned transaction's params less `stepLimit` (the platform's `IconSpokeService.estimateGas`, `estimateStepCost`
 * in its `icon-utils.ts`, which posts to the chain config's `debugRpcUrl`).
 *
 * @example A transaction of another family is refused before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { estimateIconGas } from "./estimate_gas.ts";
 * const r = await estimateIconGas("http://x/api/v3d", { family: "SOLANA", transaction: "AA==" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { jsonRpcCall } from "../rpc/rpc_transport.ts";
import {
  estimateAborted,
  estimateReverted,
  type IconGasEstimate,
  notFamilyTx,
  type SpokeEstimateGasTx,
  taggedRawTx,
} from "../spoke/gas_estimate.ts";

/** Options of {@link estimateIconGas}. */
export interface EstimateIconGasOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Injected backoff sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Aborts the call. @default undefined */
  signal?: AbortSignal | undefined;
}

/**
 * The debug endpoint of an ICON node: the configured one, else the JSON-RPC v3 URL with `v3d` for `v3` (the ICON
 * node's convention, `https://ctz.solidwallet.io/api/v3d`).
 *
 * @param config `rpcUrl` and optional `debugRpcUrl`
 * @returns the debug endpoint
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { iconDebugRpcUrl } from "./estimate_gas.ts";
 * assert.equal(iconDebugRpcUrl({ rpcUrl: "https://ctz.solidwallet.io/api/v3" }), "https://ctz.solidwallet.io/api/v3d");
 * ```
 */
export function iconDebugRpcUrl(config: { rpcUrl: string; debugRpcUrl?: string | undefined }): string {
  if (config.debugRpcUrl !== undefined) return config.debugRpcUrl;
  return config.rpcUrl.replace(/\/api\/v3\/?$/, "/api/v3d");
}

/**
 * Estimates the steps of an unsigned ICON call.
 *
 * @param debugRpcUrl the node's debug endpoint (`.../api/v3d`)
 * @param tx `{family: "ICON", params}` (the `icx_sendTransaction` params without the signature)
 * @param options fetch, sleep, signal @default {}
 * @returns the steps; failures: `VALIDATION_FAILED`, `ABORTED`, `EXECUTION_FAILED` (the SCORE would fail: a node
 *   error of code -30000 to -30999), `RESPONSE_VALIDATION_FAILED`, or the transport's codes
 */
export async function estimateIconGas(
  debugRpcUrl: string,
  tx: SpokeEstimateGasTx,
  options: EstimateIconGasOptions = {},
): Promise<Result<IconGasEstimate, ClientError>> {
  const raw = taggedRawTx(tx, "ICON");
  if (raw === undefined || typeof raw.params !== "object" || raw.params === null) {
    return err(notFamilyTx("0x1.icon", '{family: "ICON", params}'));
  }
  const aborted = estimateAborted("0x1.icon", options.signal);
  if (aborted) return err(aborted);
  const { stepLimit: _stepLimit, signature: _signature, ...params } = raw.params;
  const r = await jsonRpcCall(debugRpcUrl, "debug_estimateStep", params, {
    fetch: options.fetch,
    sleep: options.sleep,
    signal: options.signal,
  });
  if (!r.ok) {
    const code = r.error.code === "HTTP_REQUEST_FAILED" ? r.error.context.rpcCode : undefined;
    if (
      r.error.code === "HTTP_REQUEST_FAILED" && typeof code === "number" && code <= -30000 && code > -31000
    ) {
      return err(estimateReverted("0x1.icon", String(r.error.context.rpcMessage), r.error));
    }
    return r;
  }
  if (typeof r.value !== "string" || !/^0x[0-9a-fA-F]{1,64}$/.test(r.value)) {
    return err(
      new ClientError("RESPONSE_VALIDATION_FAILED", "Cannot estimate gas on 0x1.icon: not a step quantity", {
        context: { chainKey: "0x1.icon", method: "debug_estimateStep", body: r.value },
      }),
    );
  }
  return ok(BigInt(r.value));
}
