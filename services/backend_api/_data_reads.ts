/**
 * The data API reads (intents, orderbook, money market, configuration parts) as a concrete class over one
 * sender: what `LazyDataReads` (`backend_api_client.ts`) loads on the first read of a `BackendApiClient`. Only imported dynamically.
 *
 * @example Reads through the given sender
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok } from "../../core/result.ts";
 * import { DataReads } from "./_data_reads.ts";
 * const routes: string[] = [];
 * const reads = new DataReads((route) => {
 *   routes.push(route);
 *   return Promise.resolve(ok({ total: 0, data: [] } as never));
 * });
 * await reads.getOrderbook({ offset: 0, limit: 10 });
 * assert.deepEqual(routes, ["/solver/orderbook?offset=0&limit=10"]);
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import { BackendConfigReads } from "./config_reads.ts";
import type { BackendRequestOptions, ResponseSchema } from "./types.ts";

/** One data API GET parsed with `schema` (the client's `sendDataRead`). */
export type DataReadSender = <S extends ResponseSchema>(
  route: string,
  schema: S,
  options: BackendRequestOptions | undefined,
) => Promise<Result<S["_zod"]["output"], ClientError>>;

/** The read layers over `send`. */
export class DataReads extends BackendConfigReads {
  readonly #send: DataReadSender;

  /**
   * Builds the reads.
   *
   * @param send the client's data API GET
   */
  constructor(send: DataReadSender) {
    super();
    this.#send = send;
  }

  /**
   * Sends through the client.
   *
   * @param route route after the data API's service path
   * @param schema response schema
   * @param options per-call override
   */
  protected override sendDataRead<S extends ResponseSchema>(
    route: string,
    schema: S,
    options: BackendRequestOptions | undefined,
  ): Promise<Result<S["_zod"]["output"], ClientError>> {
    return this.#send(route, schema, options);
  }
}
