/**
 * The data API's intent reads of {@link BackendApiClient} under the platform SDK's method names
 * (docs/wire_inventory.md#backend-data-api-reads): an intent by its hash, a user's intents page by page, and the
 * solver orderbook. The class is the bottom of the client's read layers; `BackendApiClient` supplies the transport.
 *
 * @example A user's intents, one page
 * ```ts
 * import assert from "node:assert/strict";
 * import { BackendApiClient } from "./backend_api_client.ts";
 * let url = "";
 * const fetch = (u: string | URL | Request) => {
 *   url = String(u);
 *   return Promise.resolve(Response.json({ total: 0, offset: 20, limit: 10, items: [] }));
 * };
 * const api = new BackendApiClient({ baseURL: "http://gw.test/v1", fetch });
 * const r = await api.getUserIntents({ userAddress: "0xabc", offset: 20, limit: 10 });
 * assert.ok(r.ok && url === "http://gw.test/v1/be/intent/user/0xabc?limit=10&offset=20");
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import type { BackendApiErrorCode } from "./error_codes.ts";
import { err, type Result } from "../../core/result.ts";
import {
  type OrderbookPage,
  orderbookResponseSchema,
  type UserIntentsPage,
  userIntentsResponseSchema,
} from "../../core/schemas/backend_intents.ts";
import { type IntentRecord, intentRecordSchema } from "../../core/schemas/intent_record.ts";
import { type DateInput, isoDate, type PageParams, segment, setPage } from "./_paging.ts";
import { readAllPages } from "./_all_pages.ts";
import { invalid } from "./_validate.ts";
import type { BackendRequestOptions, ResponseSchema } from "./types.ts";

/** Parameters of {@link BackendIntentReads.getUserIntents}. */
export interface UserIntentsQuery {
  /** The user's hub wallet address (the intents' creator); spoke addresses match as source or receiver. */
  userAddress: string;
  /** Earliest creation time, sent as ISO 8601. @default undefined (no lower bound) */
  startDate?: DateInput | undefined;
  /** Latest creation time, sent as ISO 8601. @default undefined (no upper bound) */
  endDate?: DateInput | undefined;
  /** Page size. @default undefined (the backend's default) */
  limit?: number | string | undefined;
  /** Index of the first intent. @default undefined (the backend's default, 0) */
  offset?: number | string | undefined;
}

/** Parameters of {@link BackendIntentReads.getAllUserIntents}: those of {@link UserIntentsQuery} but the page. */
export type AllUserIntentsQuery = Omit<UserIntentsQuery, "limit" | "offset">;

/** The largest `pageSize` (the platform states no cap; the simulator serves at most 1,000 a page). */
const MAX_HISTORY_PAGE_SIZE = 1000;

/** Options of {@link BackendIntentReads.getAllUserIntents}: the per-call override plus the reader's bounds. */
export interface AllUserIntentsOptions extends BackendRequestOptions {
  /** Intents asked per page, 1..1000. @default 50 */
  pageSize?: number | undefined;
  /** Pages in flight at most after the first, 1..16. @default 4 */
  concurrency?: number | undefined;
  /** Intents read at most, 1..1,000,000; a longer history reads the first `maxItems` (`truncated: true`). @default 10000 */
  maxItems?: number | undefined;
}

/** A user's whole history as {@link BackendIntentReads.getAllUserIntents} read it. */
export interface AllUserIntents {
  /** `total` as the first page said it. */
  total: number;
  /** The intents in the backend's order, each intent hash once (the first kept). */
  items: IntentRecord[];
  /** `true` when `total` was above `maxItems`: only the first `maxItems` intents were read. */
  truncated: boolean;
}

/** `value` when it is an integer in `min..max`, else the refusal naming `field`. */
function bounded(
  field: string,
  value: unknown,
  fallback: number,
  min: number,
  max: number,
): Result<number, ClientError> {
  if (value === undefined) return { ok: true, value: fallback };
  if (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max) {
    return { ok: true, value };
  }
  return err(invalid(field, `must be an integer in ${min}..${max}`));
}

/** The transport the read layers share: one GET of the data API, parsed with `schema`. */
export abstract class BackendIntentReads {
  /**
   * Sends `GET {base}{basePath}{route}` and parses the body with `schema` (implemented by `BackendApiClient`).
   *
   * @param route the route after the data API's service path, query string included
   * @param schema the response schema
   * @param options per-call override
   */
  protected abstract sendDataRead<S extends ResponseSchema>(
    route: string,
    schema: S,
    options: BackendRequestOptions | undefined,
  ): Promise<Result<S["_zod"]["output"], ClientError>>;

  /**
   * An intent by its intent hash (`GET {base}{basePath}/intent/{intentHash}`): the same record as
   * `getIntentByTxHash`.
   *
   * @param intentHash the intent's hash
   * @param options per-call override
   * @returns `Result<IntentRecord, ClientError>`; an unknown hash is `HTTP_REQUEST_FAILED` with
   *   `context.status` 404
   * @example An empty hash makes no request
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const r = await new BackendApiClient({ baseURL: "http://gw.test/v1" }).getIntentByHash("");
   * assert.ok(!r.ok && r.error.context.field === "intentHash");
   * ```
   */
  getIntentByHash(
    intentHash: string,
    options?: BackendRequestOptions,
  ): Promise<Result<IntentRecord, ClientError<BackendApiErrorCode>>>;
  async getIntentByHash(
    intentHash: string,
    options?: BackendRequestOptions,
  ): Promise<Result<IntentRecord, ClientError>> {
    const hash = segment("intentHash", intentHash);
    if (!hash.ok) return hash;
    return await this.sendDataRead(`/intent/${hash.value}`, intentRecordSchema, options);
  }

  /**
   * One page of a user's intents (`GET {base}{basePath}/intent/user/{userAddress}?startDate=&endDate=&limit=&offset=`),
   * for history pages: dates go out as ISO 8601 (`toISOString`), page fields as decimal strings, and an absent
   * field is not sent. Page on with `offset += items.length` until `offset >= total`.
   *
   * @param query the user, an optional date range and page
   * @param options per-call override
   * @returns `Result<UserIntentsPage, ClientError>` (`{total, offset, limit, items}`); bad input is
   *   `VALIDATION_FAILED` naming the field
   * @example A date that is not one makes no request
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const api = new BackendApiClient({ baseURL: "http://gw.test/v1" });
   * const r = await api.getUserIntents({ userAddress: "0xabc", startDate: "yesterday" });
   * assert.ok(!r.ok && r.error.context.field === "startDate");
   * ```
   */
  getUserIntents(
    query: UserIntentsQuery,
    options?: BackendRequestOptions,
  ): Promise<Result<UserIntentsPage, ClientError<BackendApiErrorCode>>>;
  async getUserIntents(
    query: UserIntentsQuery,
    options?: BackendRequestOptions,
  ): Promise<Result<UserIntentsPage, ClientError>> {
    const user = segment("userAddress", query?.userAddress);
    if (!user.ok) return user;
    const qs = new URLSearchParams();
    for (const field of ["startDate", "endDate"] as const) {
      const value = query[field];
      if (value === undefined) continue;
      const iso = isoDate(field, value);
      if (!iso.ok) return iso;
      qs.set(field, iso.value);
    }
    const page = setPage(qs, { limit: query.limit, offset: query.offset }, false, ["limit", "offset"]);
    if (!page.ok) return page;
    const q = qs.toString();
    const route = `/intent/user/${user.value}${q === "" ? "" : `?${q}`}`;
    return await this.sendDataRead(route, userIntentsResponseSchema, options);
  }

  /**
   * A user's whole history (ours only: the platform reads it page by page with `getUserIntents`): the first page
   * alone to learn `total`, then the remaining pages with at most `concurrency` requests in flight, each validated
   * as `getUserIntents` validates it, returned in the backend's order with each intent hash once. Intents created
   * while the read runs shift the offsets: the read is a snapshot only if nothing is created meanwhile; a record
   * seen twice is kept once (the first), and on a newest-first list as many older records as were created can fall
   * past the last page (docs/backend_api.md#a-users-whole-history).
   *
   * @param query the user and an optional date range (no `offset` or `limit`: the reader pages)
   * @param options `pageSize` (default 50), `concurrency` (default 4), `maxItems` (default 10,000), `signal`
   *   (aborts every page in flight) and the per-call override
   * @returns `Result<AllUserIntents, ClientError>`; bad options or query are `VALIDATION_FAILED` naming the field
   *   before any request; the first failed page fails the read with its error plus `context.offset`
   * @example A page size out of range makes no request
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const api = new BackendApiClient({ baseURL: "http://gw.test/v1" });
   * const r = await api.getAllUserIntents({ userAddress: "0xabc" }, { pageSize: 0 });
   * assert.ok(!r.ok && r.error.context.field === "pageSize");
   * ```
   */
  getAllUserIntents(
    query: AllUserIntentsQuery,
    options?: AllUserIntentsOptions,
  ): Promise<Result<AllUserIntents, ClientError<BackendApiErrorCode>>>;
  async getAllUserIntents(
    query: AllUserIntentsQuery,
    options?: AllUserIntentsOptions,
  ): Promise<Result<AllUserIntents, ClientError>> {
    const { pageSize, concurrency, maxItems, signal, ...override } = options ?? {};
    const size = bounded("pageSize", pageSize, 50, 1, MAX_HISTORY_PAGE_SIZE);
    if (!size.ok) return size;
    const lanes = bounded("concurrency", concurrency, 4, 1, 16);
    if (!lanes.ok) return lanes;
    const bound = bounded("maxItems", maxItems, 10_000, 1, 1_000_000);
    if (!bound.ok) return bound;
    if (typeof query !== "object" || query === null) {
      return err(invalid("query", "must be {userAddress, ...}"));
    }
    for (const field of ["offset", "limit"] as const) {
      if ((query as UserIntentsQuery)[field] !== undefined) {
        return err(invalid(field, "is set by the reader"));
      }
    }
    const user = segment("userAddress", query.userAddress);
    if (!user.ok) return user;
    for (const field of ["startDate", "endDate"] as const) {
      const value = query[field];
      if (value === undefined) continue;
      const iso = isoDate(field, value);
      if (!iso.ok) return iso;
    }
    return await readAllPages<IntentRecord>(
      (offset, limit, pageSignal) =>
        this.getUserIntents({ ...query, offset, limit }, { ...override, signal: pageSignal }),
      { pageSize: size.value, concurrency: lanes.value, maxItems: bound.value, signal },
    );
  }

  /**
   * One page of the solver orderbook: the open intents waiting for a fill
   * (`GET {base}{basePath}/solver/orderbook?offset=&limit=`).
   *
   * @param params `offset` and `limit` (both required, as the platform's)
   * @param options per-call override
   * @returns `Result<OrderbookPage, ClientError>` (`{total, data: [{intentState, intentData}]}`)
   * @example A negative limit makes no request
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const r = await new BackendApiClient({ baseURL: "http://gw.test/v1" }).getOrderbook({ offset: 0, limit: -1 });
   * assert.ok(!r.ok && r.error.context.field === "limit");
   * ```
   */
  getOrderbook(
    params: PageParams,
    options?: BackendRequestOptions,
  ): Promise<Result<OrderbookPage, ClientError<BackendApiErrorCode>>>;
  async getOrderbook(
    params: PageParams,
    options?: BackendRequestOptions,
  ): Promise<Result<OrderbookPage, ClientError>> {
    const qs = new URLSearchParams();
    const page = setPage(qs, params, true);
    if (!page.ok) return page;
    return await this.sendDataRead(`/solver/orderbook?${qs}`, orderbookResponseSchema, options);
  }
}
