/**
 * `estimateStacksGas`: the Stacks adapter's `estimateGas`, one `POST /v2/fees/transaction` with the serialized
 * contract-call payload (the platform's `StacksSpokeService.estimateGas`: `fetchFeeEstimateTransaction` of
 * `@stacks/transactions`), answering the node's three estimations as `{low, medium, high}`.
 *
 * @example A transaction of another family is refused before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { estimateStacksGas } from "./estimate_gas.ts";
 * const r = await estimateStacksGas("http://x", { family: "SOLANA", transaction: "AA==" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import * as z from "../../core/schemas/zod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import {
  estimateAborted,
  estimateReverted,
  notFamilyTx,
  type SpokeEstimateGasTx,
  type StacksFeeEstimate,
  taggedRawTx,
  unsignedTxOf,
} from "../spoke/gas_estimate.ts";
import { stacksRequest, type StacksRequestOptions } from "./_rest.ts";

const HEX = /^(0x)?([0-9a-fA-F]{2})+$/;
const estimation = z.object({ fee: z.number(), fee_rate: z.number() });
const answerSchema = z.object({ estimations: z.array(estimation) });

/**
 * Asks a Stacks node for the fee of an unsigned contract call.
 *
 * @param rpcUrl the node / API root
 * @param tx `{family: "STACKS", payload}` (a raw hub write) or the bare `tx` of a raw bridge deposit (`data` the
 *   serialized payload)
 * @param options fetch, sleep, signal @default {}
 * @returns the low, medium and high estimations; failures: `VALIDATION_FAILED`, `ABORTED`, `EXECUTION_FAILED` (the
 *   node cannot estimate the payload: a 400 with its `reason`), `RESPONSE_VALIDATION_FAILED`, or the transport's
 */
export async function estimateStacksGas(
  rpcUrl: string,
  tx: SpokeEstimateGasTx,
  options: Omit<StacksRequestOptions, "body"> = {},
): Promise<Result<StacksFeeEstimate, ClientError>> {
  const family = (tx as { family?: unknown }).family;
  const payload = family === "STACKS"
    ? taggedRawTx(tx, "STACKS")?.payload
    : family === undefined
    ? unsignedTxOf(tx)?.data
    : undefined;
  if (typeof payload !== "string" || !HEX.test(payload)) {
    return err(notFamilyTx("stacks", '{family: "STACKS", payload: hex}'));
  }
  const aborted = estimateAborted("stacks", options.signal);
  if (aborted) return err(aborted);
  const r = await stacksRequest(rpcUrl, "POST", "/v2/fees/transaction", answerSchema, {
    ...options,
    body: { transaction_payload: payload.replace(/^0x/, "") },
  });
  if (!r.ok) {
    const body = r.error.context.body as { reason?: unknown } | undefined;
    if (r.error.context.status === 400 && typeof body?.reason === "string") {
      return err(estimateReverted("stacks", body.reason, r.error));
    }
    return r;
  }
  const [low, medium, high] = r.value.estimations;
  if (low === undefined || medium === undefined || high === undefined) {
    return err(
      new ClientError(
        "RESPONSE_VALIDATION_FAILED",
        "Cannot estimate gas on stacks: fewer than three estimations",
        {
          context: { chainKey: "stacks", method: "POST /v2/fees/transaction", body: r.value },
        },
      ),
    );
  }
  return ok({ low, medium, high });
}
