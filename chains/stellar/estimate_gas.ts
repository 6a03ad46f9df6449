/**
 * `estimateStellarGas`: the Stellar adapter's `estimateGas`, one Soroban `simulateTransaction` of the unsigned
 * envelope answering its `minResourceFee` (the platform's `StellarSpokeService.estimateGas`).
 *
 * @example A transaction of another family is refused before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { estimateStellarGas } from "./estimate_gas.ts";
 * const r = await estimateStellarGas("http://x", { family: "SOLANA", transaction: "AA==" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import {
  estimateAborted,
  estimateReverted,
  notFamilyTx,
  type SpokeEstimateGasTx,
  type StellarGasEstimate,
  taggedRawTx,
} from "../spoke/gas_estimate.ts";
import { simulateTransaction, type SorobanRpcOptions } from "./soroban_rpc.ts";

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Simulates an unsigned Stellar envelope and answers its minimum resource fee.
 *
 * @param url the Soroban RPC endpoint
 * @param tx `{family: "STELLAR", xdr}` as a raw hub write returns it
 * @param options fetch, sleep, signal @default {}
 * @returns `minResourceFee` in stroops; failures: `VALIDATION_FAILED`, `ABORTED`, `EXECUTION_FAILED` (the simulation
 *   failed: `context.reason` the node's `error`), `RESPONSE_VALIDATION_FAILED`, or the transport's codes
 */
export async function estimateStellarGas(
  url: string,
  tx: SpokeEstimateGasTx,
  options: SorobanRpcOptions = {},
): Promise<Result<StellarGasEstimate, ClientError>> {
  const raw = taggedRawTx(tx, "STELLAR");
  if (raw === undefined || typeof raw.xdr !== "string" || !BASE64.test(raw.xdr)) {
    return err(notFamilyTx("stellar", '{family: "STELLAR", xdr: base64}'));
  }
  const aborted = estimateAborted("stellar", options.signal);
  if (aborted) return err(aborted);
  const r = await simulateTransaction(url, raw.xdr, options);
  if (!r.ok) {
    const failed = r.error.context.simulationError;
    return typeof failed === "string" ? err(estimateReverted("stellar", failed, r.error)) : r;
  }
  const fee = r.value.minResourceFee;
  if (typeof fee !== "string" || !/^\d{1,20}$/.test(fee)) {
    return err(
      new ClientError("RESPONSE_VALIDATION_FAILED", "Cannot estimate gas on stellar: no minResourceFee", {
        context: { chainKey: "stellar", method: "simulateTransaction", body: r.value },
      }),
    );
  }
  return ok(BigInt(fee));
}
