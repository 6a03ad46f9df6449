/**
 * The data API's per-part configuration reads of {@link BackendApiClient} under the platform SDK's method names
 * (docs/wire_inventory.md#backend-data-api-reads): served chains, swap and money-market tokens (all chains or
 * one), reserve assets, the relay chain id map and every chain's configuration. `getAllConfig` reads all of it
 * in one request; these answer one part each. Chain keys this library does not know are dropped. Their schemas
 * import the `/config/all` schemas, so they load on first use (a failed load is `NETWORK_ERROR`).
 *
 * @example The served chains
 * ```ts
 * import assert from "node:assert/strict";
 * import { BackendApiClient } from "./backend_api_client.ts";
 * const fetch = () => Promise.resolve(Response.json(["sonic", "0x2105.base", "mars"]));
 * const r = await new BackendApiClient({ baseURL: "http://gw.test/v1", fetch }).getChains();
 * assert.ok(r.ok && r.value.length === 2);
 * ```
 * @module
 */
import { isSpokeChainKey, type SpokeChainKey } from "../../core/chains/mod.ts";
import type { ChainConfigs } from "../../core/config_types/chain_config.ts";
import type { XToken } from "../../core/config_types/xtoken.ts";
import { type ClientError, clientError } from "../../core/errors.ts";
import type { BackendApiErrorCode } from "./error_codes.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalid } from "./_validate.ts";
import { BackendMoneyMarketReads } from "./money_market_reads.ts";
import type { BackendRequestOptions, ResponseSchema } from "./types.ts";

/** The schemas module of the configuration parts. */
type PartSchemas = typeof import("../../core/schemas/backend_config_parts.ts");

async function loadPartSchemas(operation: string): Promise<Result<PartSchemas, ClientError>> {
  try {
    return ok(await import("../../core/schemas/backend_config_parts.ts"));
  } catch (cause) {
    const detail = cause instanceof Error ? cause.message.slice(0, 200) : String(cause).slice(0, 200);
    return err(clientError(
      "NETWORK_ERROR",
      "Cannot load the configuration schemas (a code chunk of the library)",
      { operation, detail },
      cause,
    ));
  }
}

/** The configuration reads (above the money-market reads). */
export abstract class BackendConfigReads extends BackendMoneyMarketReads {
  async #part<S extends ResponseSchema>(
    operation: string,
    route: string,
    pick: (schemas: PartSchemas) => S,
    options: BackendRequestOptions | undefined,
  ): Promise<Result<S["_zod"]["output"], ClientError>> {
    const schemas = await loadPartSchemas(operation);
    if (!schemas.ok) return schemas;
    return await this.sendDataRead(route, pick(schemas.value), options);
  }

  #chainRoute(chainKey: string, route: (key: string) => string): Result<string, ClientError> {
    if (!isSpokeChainKey(chainKey)) return err(invalid("chainKey", "must be a known chain key"));
    return ok(route(encodeURIComponent(chainKey)));
  }

  /**
   * The chain keys the backend serves (`GET {base}{basePath}/config/spoke/chains`).
   *
   * @param options per-call override
   * @returns `Result<SpokeChainKey[], ClientError>` (keys this library does not know are dropped)
   * @example See the module example.
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * assert.ok(typeof new BackendApiClient({ baseURL: "http://gw.test/v1" }).getChains === "function");
   * ```
   */
  getChains(
    options?: BackendRequestOptions,
  ): Promise<Result<SpokeChainKey[], ClientError<BackendApiErrorCode>>>;
  async getChains(options?: BackendRequestOptions): Promise<Result<SpokeChainKey[], ClientError>> {
    return await this.#part("getChains", "/config/spoke/chains", (s) => s.chainKeysSchema, options);
  }

  /**
   * The swap tokens of every chain (`GET {base}{basePath}/config/swap/tokens`).
   *
   * @param options per-call override
   * @returns `Result<Partial<Record<SpokeChainKey, XToken[]>>, ClientError>`
   * @example Call shape
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const api = new BackendApiClient({ baseURL: "http://gw.test/v1", fetch: () => Promise.resolve(Response.json({})) });
   * assert.ok((await api.getSwapTokens()).ok);
   * ```
   */
  getSwapTokens(
    options?: BackendRequestOptions,
  ): Promise<Result<Partial<Record<SpokeChainKey, XToken[]>>, ClientError<BackendApiErrorCode>>>;
  async getSwapTokens(
    options?: BackendRequestOptions,
  ): Promise<Result<Partial<Record<SpokeChainKey, XToken[]>>, ClientError>> {
    return await this.#part("getSwapTokens", "/config/swap/tokens", (s) => s.tokensByChainSchema, options);
  }

  /**
   * The swap tokens of one chain (`GET {base}{basePath}/config/swap/{chainKey}/tokens`).
   *
   * @param chainKey the chain key (the platform names it `chainId`)
   * @param options per-call override
   * @returns `Result<XToken[], ClientError>`; an unknown key is `VALIDATION_FAILED` (no request)
   * @example An unknown chain key makes no request
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const r = await new BackendApiClient({ baseURL: "http://gw.test/v1" }).getSwapTokensByChainId("mars");
   * assert.ok(!r.ok && r.error.context.field === "chainKey");
   * ```
   */
  getSwapTokensByChainId(
    chainKey: string,
    options?: BackendRequestOptions,
  ): Promise<Result<XToken[], ClientError<BackendApiErrorCode>>>;
  async getSwapTokensByChainId(
    chainKey: string,
    options?: BackendRequestOptions,
  ): Promise<Result<XToken[], ClientError>> {
    const route = this.#chainRoute(chainKey, (k) => `/config/swap/${k}/tokens`);
    if (!route.ok) return route;
    return await this.#part("getSwapTokensByChainId", route.value, (s) => s.tokenListSchema, options);
  }

  /**
   * The money-market tokens of every chain (`GET {base}{basePath}/config/money-market/tokens`).
   *
   * @param options per-call override
   * @returns `Result<Partial<Record<SpokeChainKey, XToken[]>>, ClientError>`
   * @example Call shape
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const api = new BackendApiClient({ baseURL: "http://gw.test/v1", fetch: () => Promise.resolve(Response.json([])) });
   * assert.ok(!(await api.getMoneyMarketTokens()).ok); // a list where a record belongs
   * ```
   */
  getMoneyMarketTokens(
    options?: BackendRequestOptions,
  ): Promise<Result<Partial<Record<SpokeChainKey, XToken[]>>, ClientError<BackendApiErrorCode>>>;
  async getMoneyMarketTokens(
    options?: BackendRequestOptions,
  ): Promise<Result<Partial<Record<SpokeChainKey, XToken[]>>, ClientError>> {
    return await this.#part(
      "getMoneyMarketTokens",
      "/config/money-market/tokens",
      (s) => s.tokensByChainSchema,
      options,
    );
  }

  /**
   * The money-market tokens of one chain (`GET {base}{basePath}/config/money-market/{chainKey}/tokens`).
   *
   * @param chainKey the chain key
   * @param options per-call override
   * @returns `Result<XToken[], ClientError>`; an unknown key is `VALIDATION_FAILED` (no request)
   * @example An unknown chain key makes no request
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const r = await new BackendApiClient({ baseURL: "http://gw.test/v1" }).getMoneyMarketTokensByChainId("");
   * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
   * ```
   */
  getMoneyMarketTokensByChainId(
    chainKey: string,
    options?: BackendRequestOptions,
  ): Promise<Result<XToken[], ClientError<BackendApiErrorCode>>>;
  async getMoneyMarketTokensByChainId(
    chainKey: string,
    options?: BackendRequestOptions,
  ): Promise<Result<XToken[], ClientError>> {
    const route = this.#chainRoute(chainKey, (k) => `/config/money-market/${k}/tokens`);
    if (!route.ok) return route;
    return await this.#part("getMoneyMarketTokensByChainId", route.value, (s) => s.tokenListSchema, options);
  }

  /**
   * The money market's reserve assets (`GET {base}{basePath}/config/money-market/reserve-assets`).
   *
   * @param options per-call override
   * @returns `Result<string[], ClientError>` (hub addresses)
   * @example Call shape
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const api = new BackendApiClient({ baseURL: "http://gw.test/v1", fetch: () => Promise.resolve(Response.json(["0x01"])) });
   * const r = await api.getMoneyMarketReserveAssets();
   * assert.ok(r.ok && r.value[0] === "0x01");
   * ```
   */
  getMoneyMarketReserveAssets(
    options?: BackendRequestOptions,
  ): Promise<Result<string[], ClientError<BackendApiErrorCode>>>;
  async getMoneyMarketReserveAssets(options?: BackendRequestOptions): Promise<Result<string[], ClientError>> {
    return await this.#part(
      "getMoneyMarketReserveAssets",
      "/config/money-market/reserve-assets",
      (s) => s.reserveAssetsSchema,
      options,
    );
  }

  /**
   * The relay chain id of every chain (`GET {base}{basePath}/config/relay/chain-id-map`).
   *
   * @param options per-call override
   * @returns `Result<Partial<Record<SpokeChainKey, bigint>>, ClientError>` (JSON numbers revived as bigints)
   * @example Ids come back as bigints
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const api = new BackendApiClient({ baseURL: "http://gw.test/v1", fetch: () => Promise.resolve(Response.json({ sonic: 146 })) });
   * const r = await api.getRelayChainIdMap();
   * assert.ok(r.ok && r.value.sonic === 146n);
   * ```
   */
  getRelayChainIdMap(
    options?: BackendRequestOptions,
  ): Promise<Result<Partial<Record<SpokeChainKey, bigint>>, ClientError<BackendApiErrorCode>>>;
  async getRelayChainIdMap(
    options?: BackendRequestOptions,
  ): Promise<Result<Partial<Record<SpokeChainKey, bigint>>, ClientError>> {
    return await this.#part(
      "getRelayChainIdMap",
      "/config/relay/chain-id-map",
      (s) => s.relayChainIdMapSchema,
      options,
    );
  }

  /**
   * Every chain's configuration (`GET {base}{basePath}/config/spoke/all-chains-configs`).
   *
   * @param options per-call override
   * @returns `Result<Partial<ChainConfigs>, ClientError>` (a chain whose family does not match its key fails)
   * @example Call shape
   * ```ts
   * import assert from "node:assert/strict";
   * import { BackendApiClient } from "./backend_api_client.ts";
   * const api = new BackendApiClient({ baseURL: "http://gw.test/v1", fetch: () => Promise.resolve(Response.json({})) });
   * assert.ok((await api.getSpokeChainConfig()).ok);
   * ```
   */
  getSpokeChainConfig(
    options?: BackendRequestOptions,
  ): Promise<Result<Partial<ChainConfigs>, ClientError<BackendApiErrorCode>>>;
  async getSpokeChainConfig(
    options?: BackendRequestOptions,
  ): Promise<Result<Partial<ChainConfigs>, ClientError>> {
    return await this.#part(
      "getSpokeChainConfig",
      "/config/spoke/all-chains-configs",
      (s) => s.spokeChainConfigMapSchema,
      options,
    );
  }
}
