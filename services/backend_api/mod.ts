/**
 * `@xswap/client/backend`, the backend API client behind `xswap.backendApi` (docs/rules/oracle.md#candles, docs/rules/bridge.md#backend-submit-tx-apis,
 * docs/rules/auth.md#key-precedence): data API (intent records and lists, the orderbook, money-market and
 * configuration reads), swaps and bridge submit-tx with their status reads, the price oracle and the solver
 * oracle. Every method returns a zod-validated `Result` and accepts a per-call {@link
 * BackendRequestOptions} (`baseURL`, `timeout`, `headers`, `apiKey`, `signal`). Also the types of what the
 * reads return (intent records, pages, money-market positions, configuration, oracle data, submit-tx statuses).
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
export type {
  AllUserIntents,
  AllUserIntentsOptions,
  AllUserIntentsQuery,
  UserIntentsQuery,
} from "./intent_reads.ts";
export type {
  BackendApiClientOptions,
  BackendRequestOptions,
  BackendService,
  BackendServiceSettings,
} from "./types.ts";
export type { BackendIntentReads } from "./intent_reads.ts";
export type { BackendMoneyMarketReads } from "./money_market_reads.ts";
export type { BackendConfigReads } from "./config_reads.ts";
export type { LazyDataReads } from "./backend_api_client.ts";
export type { ResponseSchema } from "./types.ts";
export type {
  BackendConfigData,
  BackendMoneyMarketData,
  ConfigAllPayload,
} from "../../core/schemas/config_all.ts";
export type {
  BackendMoneyMarketAsset,
  BackendMoneyMarketPosition,
  BackendMoneyMarketReservePosition,
  BorrowersPage,
  SuppliersPage,
} from "../../core/schemas/backend_money_market.ts";
export type {
  OrderbookEntry,
  OrderbookIntent,
  OrderbookPage,
  UserIntentsPage,
} from "../../core/schemas/backend_intents.ts";
export type { BridgeSubmitTxRequest, BridgeSubmitTxStatusResponse } from "../../core/schemas/bridge.ts";
export type {
  IntentFill,
  IntentRecord,
  IntentState,
  RecordedIntent,
} from "../../core/schemas/intent_record.ts";
export type { Candle, OracleCandles, OracleMarkets, SolverOracleItem } from "../../core/schemas/oracle.ts";
export {
  isSolvedSubmitTxStatus,
  isTerminalSubmitTxStatus,
  PLATFORM_SUBMIT_TX_STATUSES,
  SUBMIT_TX_STATUSES,
  type SubmitTxResult,
} from "../../core/schemas/submit_tx_status.ts";
