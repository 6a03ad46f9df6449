/**
 * Backend API client (docs/rules/oracle.md#candles, docs/rules/bridge.md#backend-submit-tx-apis,
 * docs/rules/auth.md#key-precedence): data API (intent records and lists, the orderbook, money-market and
 * configuration reads), swaps and bridge submit-tx with their status reads, the price oracle and the solver
 * oracle. Every method returns a zod-validated `Result` and accepts a per-call {@link
 * BackendRequestOptions} (`baseURL`, `timeout`, `headers`, `apiKey`, `signal`).
 *
 * @example Read an intent record from a stub gateway
 * ```ts
 * import assert from "node:assert/strict";
 * import { BackendApiClient } from "./mod.ts";
 * const fetch = () => Promise.resolve(Response.json({ message: "not found" }, { status: 404 }));
 * const api = new BackendApiClient({ baseURL: "http://gw.test/v1", fetch });
 * const r = await api.getIntentByTxHash("0xabc");
 * assert.ok(!r.ok && r.error.context.status === 404);
 * ```
 * @module
 */
export { BackendApiClient, type OracleCandlesQuery, type SubmitTxStatusQuery } from "./backend_api_client.ts";
export type { DateInput, PageParams } from "./_paging.ts";
export type { UserIntentsQuery } from "./intent_reads.ts";
export type {
  BackendApiClientOptions,
  BackendRequestOptions,
  BackendService,
  BackendServiceSettings,
} from "./types.ts";
