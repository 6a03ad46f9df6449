/**
 * The data API's money-market reads of {@link BackendApiClient} under the platform SDK's method names
 * (docs/wire_inventory.md#backend-data-api-reads): a user's position, the reserve assets, and the paged supplier
 * and borrower lists, as the backend indexes them (the hub reads of `client.moneyMarket` read the chain itself).
 *
 * @example Every reserve asset
 * ```ts
 * import assert from "node:assert/strict";
 * import { BackendApiClient } from "./backend_api_client.ts";
 * const api = new BackendApiClient({ baseURL: "http://gw.test/v1", fetch: () => Promise.resolve(Response.json([])) });
 * const r = await api.getAllMoneyMarketAssets();
 * assert.ok(r.ok && r.value.length === 0);
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import type { BackendApiErrorCode } from "./error_codes.ts";
import type { Result } from "../../core/result.ts";
import {
  type BackendMoneyMarketAsset,
  type BackendMoneyMarketPosition,
  type BorrowersPage,
  borrowersPageSchema,
  moneyMarketAssetSchema,
  moneyMarketAssetsSchema,
  moneyMarketPositionSchema,
  type SuppliersPage,
  suppliersPageSchema,
} from "../../core/schemas/backend_money_market.ts";
import { type PageParams, segment, setPage } from "./_paging.ts";
import { BackendIntentReads } from "./intent_reads.ts";
import type { BackendRequestOptions } from "./types.ts";

/** The money-market reads (above the intent reads). */
export abstract class BackendMoneyMarketReads extends BackendIntentReads {
  /**
   * A user's supply and borrow balances per reserve (`GET {base}{basePath}/moneymarket/position/{userAddress}`).
   *
   * @param userAddress the user's hub wallet address
   * @param options per-call override
   * @returns `Result<BackendMoneyMarketPosition, ClientError>` (balances as bigints)
   * @example An empty address makes no request
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const r = await new BackendApiClient({ baseURL: "http://gw.test/v1" }).getMoneyMarketPosition("");
   * assert.ok(!r.ok && r.error.context.field === "userAddress");
   * ```
   */
  getMoneyMarketPosition(
    userAddress: string,
    options?: BackendRequestOptions,
  ): Promise<Result<BackendMoneyMarketPosition, ClientError<BackendApiErrorCode>>>;
  async getMoneyMarketPosition(
    userAddress: string,
    options?: BackendRequestOptions,
  ): Promise<Result<BackendMoneyMarketPosition, ClientError>> {
    const user = segment("userAddress", userAddress);
    if (!user.ok) return user;
    return await this.sendDataRead(`/moneymarket/position/${user.value}`, moneyMarketPositionSchema, options);
  }

  /**
   * Every reserve asset's indexed state (`GET {base}{basePath}/moneymarket/asset/all`).
   *
   * @param options per-call override
   * @returns `Result<BackendMoneyMarketAsset[], ClientError>` (balances, rates and indices as bigints)
   * @example See the module example.
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * assert.ok(typeof new BackendApiClient({ baseURL: "http://gw.test/v1" }).getAllMoneyMarketAssets === "function");
   * ```
   */
  getAllMoneyMarketAssets(
    options?: BackendRequestOptions,
  ): Promise<Result<BackendMoneyMarketAsset[], ClientError<BackendApiErrorCode>>>;
  async getAllMoneyMarketAssets(
    options?: BackendRequestOptions,
  ): Promise<Result<BackendMoneyMarketAsset[], ClientError>> {
    return await this.sendDataRead("/moneymarket/asset/all", moneyMarketAssetsSchema, options);
  }

  /**
   * One reserve asset's indexed state (`GET {base}{basePath}/moneymarket/asset/{reserveAddress}`).
   *
   * @param reserveAddress the reserve (hub asset) address
   * @param options per-call override
   * @returns `Result<BackendMoneyMarketAsset, ClientError>`; an unknown reserve is `HTTP_REQUEST_FAILED` with
   *   `context.status` 404
   * @example An empty address makes no request
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const r = await new BackendApiClient({ baseURL: "http://gw.test/v1" }).getMoneyMarketAsset("");
   * assert.ok(!r.ok && r.error.context.field === "reserveAddress");
   * ```
   */
  getMoneyMarketAsset(
    reserveAddress: string,
    options?: BackendRequestOptions,
  ): Promise<Result<BackendMoneyMarketAsset, ClientError<BackendApiErrorCode>>>;
  async getMoneyMarketAsset(
    reserveAddress: string,
    options?: BackendRequestOptions,
  ): Promise<Result<BackendMoneyMarketAsset, ClientError>> {
    const reserve = segment("reserveAddress", reserveAddress);
    if (!reserve.ok) return reserve;
    return await this.sendDataRead(`/moneymarket/asset/${reserve.value}`, moneyMarketAssetSchema, options);
  }

  /**
   * One page of the borrowers of a reserve
   * (`GET {base}{basePath}/moneymarket/asset/{reserveAddress}/borrowers?offset=&limit=`).
   *
   * @param reserveAddress the reserve (hub asset) address
   * @param params `offset` and `limit` (both required)
   * @param options per-call override
   * @returns `Result<BorrowersPage, ClientError>` (`{borrowers, total, offset, limit}`)
   * @example A missing page makes no request
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const api = new BackendApiClient({ baseURL: "http://gw.test/v1" });
   * const r = await api.getMoneyMarketAssetBorrowers("0x01", { offset: "0", limit: "" });
   * assert.ok(!r.ok && r.error.context.field === "limit");
   * ```
   */
  getMoneyMarketAssetBorrowers(
    reserveAddress: string,
    params: PageParams,
    options?: BackendRequestOptions,
  ): Promise<Result<BorrowersPage, ClientError<BackendApiErrorCode>>>;
  async getMoneyMarketAssetBorrowers(
    reserveAddress: string,
    params: PageParams,
    options?: BackendRequestOptions,
  ): Promise<Result<BorrowersPage, ClientError>> {
    return await this.#holders(reserveAddress, "borrowers", params, borrowersPageSchema, options);
  }

  /**
   * One page of the suppliers of a reserve
   * (`GET {base}{basePath}/moneymarket/asset/{reserveAddress}/suppliers?offset=&limit=`).
   *
   * @param reserveAddress the reserve (hub asset) address
   * @param params `offset` and `limit` (both required)
   * @param options per-call override
   * @returns `Result<SuppliersPage, ClientError>` (`{suppliers, total, offset, limit}`)
   * @example An empty reserve makes no request
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const api = new BackendApiClient({ baseURL: "http://gw.test/v1" });
   * const r = await api.getMoneyMarketAssetSuppliers("", { offset: 0, limit: 10 });
   * assert.ok(!r.ok && r.error.context.field === "reserveAddress");
   * ```
   */
  getMoneyMarketAssetSuppliers(
    reserveAddress: string,
    params: PageParams,
    options?: BackendRequestOptions,
  ): Promise<Result<SuppliersPage, ClientError<BackendApiErrorCode>>>;
  async getMoneyMarketAssetSuppliers(
    reserveAddress: string,
    params: PageParams,
    options?: BackendRequestOptions,
  ): Promise<Result<SuppliersPage, ClientError>> {
    return await this.#holders(reserveAddress, "suppliers", params, suppliersPageSchema, options);
  }

  /**
   * One page of every borrower of any reserve (`GET {base}{basePath}/moneymarket/borrowers?offset=&limit=`).
   *
   * @param params `offset` and `limit` (both required)
   * @param options per-call override
   * @returns `Result<BorrowersPage, ClientError>`
   * @example A fractional offset makes no request
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const r = await new BackendApiClient({ baseURL: "http://gw.test/v1" }).getAllMoneyMarketBorrowers({ offset: 0.5, limit: 10 });
   * assert.ok(!r.ok && r.error.context.field === "offset");
   * ```
   */
  getAllMoneyMarketBorrowers(
    params: PageParams,
    options?: BackendRequestOptions,
  ): Promise<Result<BorrowersPage, ClientError<BackendApiErrorCode>>>;
  async getAllMoneyMarketBorrowers(
    params: PageParams,
    options?: BackendRequestOptions,
  ): Promise<Result<BorrowersPage, ClientError>> {
    const qs = new URLSearchParams();
    const page = setPage(qs, params, true);
    if (!page.ok) return page;
    return await this.sendDataRead(`/moneymarket/borrowers?${qs}`, borrowersPageSchema, options);
  }

  async #holders<T>(
    reserveAddress: string,
    kind: "borrowers" | "suppliers",
    params: PageParams,
    schema: typeof borrowersPageSchema | typeof suppliersPageSchema,
    options: BackendRequestOptions | undefined,
  ): Promise<Result<T, ClientError>> {
    const reserve = segment("reserveAddress", reserveAddress);
    if (!reserve.ok) return reserve;
    const qs = new URLSearchParams();
    const page = setPage(qs, params, true);
    if (!page.ok) return page;
    const route = `/moneymarket/asset/${reserve.value}/${kind}?${qs}`;
    return await this.sendDataRead(route, schema, options) as Result<T, ClientError>;
  }
}
