/**
 * The base of `BackendApiClient` whose data API reads load on first use: every public method of
 * `BackendConfigReads` (intent records and lists, the orderbook, money-market and configuration reads) is a
 * forwarder that imports `_data_reads.ts` once, builds the reads over this client's `sendDataRead` and calls the
 * same method with the same arguments. A quote-and-swap page does not ship them (docs/browser.md#size). A failed
 * load (a chunk the network could not fetch) is an `INTEGRATION_ERROR` Result, and the next read tries again.
 *
 * @example The reads answer as the inherited ones did
 * ```ts
 * import assert from "node:assert/strict";
 * import { BackendApiClient } from "./backend_api_client.ts";
 * const fetch = () => Promise.resolve(Response.json({ total: 0, data: [] }));
 * const api = new BackendApiClient({ baseURL: "http://gw.test/v1", fetch });
 * const r = await api.getOrderbook({ offset: 0, limit: 10 });
 * assert.ok(r.ok && r.value.total === 0);
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import type { BackendConfigReads } from "./config_reads.ts";
import type { BackendRequestOptions, ResponseSchema } from "./types.ts";

/** The data API reads `LazyDataReads` forwards (the compiler checks the list is complete). */
const DATA_READ_METHODS: Readonly<Record<keyof BackendConfigReads, true>> = {
  getIntentByHash: true,
  getUserIntents: true,
  getOrderbook: true,
  getMoneyMarketPosition: true,
  getAllMoneyMarketAssets: true,
  getMoneyMarketAsset: true,
  getMoneyMarketAssetBorrowers: true,
  getMoneyMarketAssetSuppliers: true,
  getAllMoneyMarketBorrowers: true,
  getChains: true,
  getSwapTokens: true,
  getSwapTokensByChainId: true,
  getMoneyMarketTokens: true,
  getMoneyMarketTokensByChainId: true,
  getMoneyMarketReserveAssets: true,
  getRelayChainIdMap: true,
  getSpokeChainConfig: true,
};

/** The loaded reads of each client (a failed load is not kept). */
const loaded = new WeakMap<object, Promise<BackendConfigReads>>();

/** The data API reads, loaded on the first call (see the module doc). */
// The interface below gives the class the reads' method types; the static block defines them.
export abstract class LazyDataReads {
  /**
   * One data API GET parsed with `schema`: the transport of the reads.
   *
   * @param route route after the data API's service path, query string included
   * @param schema response schema
   * @param options per-call override
   */
  protected abstract sendDataRead<S extends ResponseSchema>(
    route: string,
    schema: S,
    options: BackendRequestOptions | undefined,
  ): Promise<Result<S["_zod"]["output"], ClientError>>;

  static {
    const readsOf = (client: LazyDataReads): Promise<BackendConfigReads> => {
      let reads = loaded.get(client);
      if (reads === undefined) {
        reads = import("./_data_reads.ts").then(({ DataReads }) =>
          new DataReads((route, schema, options) => client.sendDataRead(route, schema, options))
        );
        reads.catch(() => loaded.delete(client));
        loaded.set(client, reads);
      }
      return reads;
    };
    for (const key of Object.keys(DATA_READ_METHODS) as (keyof BackendConfigReads)[]) {
      const forward = async function (this: LazyDataReads, ...args: unknown[]): Promise<unknown> {
        let reads: BackendConfigReads;
        try {
          reads = await readsOf(this);
        } catch (cause) {
          return err(
            new ClientError(
              "INTEGRATION_ERROR",
              `Cannot call backendApi.${key}: the data API reads failed to load`,
              {
                context: { service: "backendApi", method: key },
                cause,
              },
            ),
          );
        }
        return await (reads[key] as (...a: unknown[]) => Promise<unknown>).apply(reads, args);
      };
      Object.defineProperty(this.prototype, key, { value: forward, writable: true, configurable: true });
    }
  }
}

/** The reads' methods, as `BackendConfigReads` declares them (with their documentation). */
export interface LazyDataReads extends Pick<BackendConfigReads, keyof BackendConfigReads> {}
