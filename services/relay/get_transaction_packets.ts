/**
 * `getTransactionPackets`: reads the relay packets of one source transaction (`get_transaction_packets`).
 *
 * @example Read packets from a stub relayer
 * ```ts
 * import assert from "node:assert/strict";
 * import { getTransactionPackets } from "./get_transaction_packets.ts";
 * const fetch = () => Promise.resolve(Response.json({ success: true, data: [] }));
 * const r = await getTransactionPackets({ chain_id: "30", tx_hash: "0xab" }, "http://relay.test/", undefined, {
 *   transport: { fetch },
 * });
 * assert.ok(r.ok && r.value.data.length === 0);
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import {
  type GetTransactionPacketsParams,
  getTransactionPacketsParamsSchema,
  type GetTransactionPacketsResponse,
  getTransactionPacketsResponseSchema,
} from "../../core/schemas/relayer.ts";
import { checkParams, relayCall, relayHttpError, type RelayRequestOptions } from "./relay_client.ts";
import { guardAsync } from "../../core/guard/guard_result.ts";

/** Options of {@link getTransactionPackets} besides the timeout. */
export type GetTransactionPacketsOptions = Omit<RelayRequestOptions, "timeoutMs">;

/**
 * Reads the packets of `tx_hash` on relay chain `chain_id`. A read: transient failures are retried by the
 * transport within `timeoutMs`.
 *
 * Errors: `HTTP_REQUEST_FAILED` (message and code; `context.status` for a non-2xx answer, e.g. 404 while the
 * relayer has not indexed the tx; `context.transportCode`; `cause` = the transport error, `REQUEST_TIMEOUT`
 * when `timeoutMs` expired), `VALIDATION_FAILED`, `INVALID_URL`, `ABORTED`.
 *
 * @param payload `{chain_id, tx_hash}`
 * @param apiUrl the relayer root
 * @param timeoutMs bound of the whole read in ms, retries included. @default undefined (unbounded)
 * @param options signal and transport
 * @returns `Result<GetTransactionPacketsResponse, ClientError>`
 *
 * @example A 404 is a failed Result with its status
 * ```ts
 * import assert from "node:assert/strict";
 * import { getTransactionPackets } from "./get_transaction_packets.ts";
 * const fetch = () => Promise.resolve(Response.json({ message: "not found" }, { status: 404 }));
 * const r = await getTransactionPackets({ chain_id: "30", tx_hash: "0xab" }, "http://relay.test/", 1000, {
 *   transport: { fetch },
 * });
 * assert.ok(!r.ok && r.error.context.status === 404);
 * ```
 */
export function getTransactionPackets(
  payload: GetTransactionPacketsParams,
  apiUrl: string,
  timeoutMs?: number | undefined,
  options: GetTransactionPacketsOptions = {},
): Promise<Result<GetTransactionPacketsResponse, ClientError>> {
  return guardedGetTransactionPackets(payload, apiUrl, timeoutMs, options);
}

const guardedGetTransactionPackets = /* @__PURE__ */ guardAsync(
  "getTransactionPackets",
  getTransactionPacketsUnguarded,
  {
    params: ["payload", "apiUrl", "timeoutMs", "options"],
  },
);

async function getTransactionPacketsUnguarded(
  payload: GetTransactionPacketsParams,
  apiUrl: string,
  timeoutMs?: number | undefined,
  options: GetTransactionPacketsOptions = {},
): Promise<Result<GetTransactionPacketsResponse, ClientError>> {
  const params = checkParams(getTransactionPacketsParamsSchema, payload, "get transaction packets");
  if (!params.ok) return params;
  const res = await relayCall(
    apiUrl,
    "get_transaction_packets",
    params.value,
    getTransactionPacketsResponseSchema,
    "read",
    { ...options, timeoutMs },
  );
  return res.ok ? res : err(relayHttpError(res.error, "get_transaction_packets"));
}
