/**
 * `createEsploraClient`: the calls of an Esplora / mempool.space REST API the Bitcoin spoke needs: the
 * UTXOs of an address, the fee estimates, the broadcast of a raw tx, the status of a tx and a tx's raw hex. Every call returns a
 * Result; a non-2xx answer is `HTTP_REQUEST_FAILED` (status and body text in `context`), a transport failure is
 * `NETWORK_ERROR`, an unusable body is `RESPONSE_VALIDATION_FAILED`; the fee estimate alone falls back to
 * `DEFAULT_BITCOIN_FEE_RATE` on any of those (as the platform). Nothing is retried here: broadcast is a
 * mutation, and the reads are polled by their callers.
 *
 * @example Read the fee rate of an in-process node
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEsploraClient } from "./esplora.ts";
 * const fetch = () => Promise.resolve(Response.json({ "1": 20.5, "6": 7.1 }));
 * const esplora = createEsploraClient("http://node.local/api", { fetch });
 * assert.deepEqual(await esplora.getFeeRate(6), { ok: true, value: 8n });
 * ```
 * @module
 */
import * as z from "../../core/schemas/zod.ts";
import { ClientError } from "../../core/errors.ts";
import type { FetchLike } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";

/** A spendable output as Esplora lists it (`GET /address/:address/utxo`). */
export interface EsploraUtxo {
  /** Funding tx id (hex, display order). */
  txid: string;
  /** Output index. */
  vout: number;
  /** Amount in sats. */
  value: number;
  /** Confirmation status. */
  status: { confirmed: boolean; block_height?: number | undefined };
}

/** Status of a tx (`GET /tx/:txid/status`). */
export interface EsploraTxStatus {
  /** Whether the tx is in a block. */
  confirmed: boolean;
  /** Height of that block. @default undefined */
  block_height?: number | undefined;
}

/** Fee rate used when the node has no estimate for the target or the estimate call fails, in sat/vB. */
export const DEFAULT_BITCOIN_FEE_RATE = 3n;

/** Confirmation target of {@link EsploraClient.getFeeRate}, in blocks. */
export const DEFAULT_FEE_TARGET_BLOCKS = 6;

/** Options of {@link createEsploraClient}. */
export interface EsploraClientOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
}

/** The Esplora calls of the Bitcoin spoke. */
export interface EsploraClient {
  /** UTXOs of `address`. */
  getUtxos(address: string, signal?: AbortSignal): Promise<Result<EsploraUtxo[], ClientError>>;
  /**
   * Fee rate for `targetBlocks` in whole sat/vB (rounded up; `DEFAULT_BITCOIN_FEE_RATE` when not estimated, and
   * when `/fee-estimates` fails or answers garbage, as the platform does); fails only `ABORTED` on `signal`.
   */
  getFeeRate(targetBlocks?: number, signal?: AbortSignal): Promise<Result<bigint, ClientError>>;
  /** Broadcasts a raw tx (hex); the node answers the txid. */
  broadcast(txHex: string, signal?: AbortSignal): Promise<Result<string, ClientError>>;
  /** The status of `txid`; `undefined` when the node does not know it (404). */
  getTxStatus(txid: string, signal?: AbortSignal): Promise<Result<EsploraTxStatus | undefined, ClientError>>;
  /** The raw hex of `txid` (`GET /tx/:txid/hex`); a txid that is not 64 hex characters fails `VALIDATION_FAILED`. */
  getRawTransaction(txid: string, signal?: AbortSignal): Promise<Result<string, ClientError>>;
}

const utxoSchema = z.object({
  txid: z.string().check(z.regex(/^[0-9a-f]{64}$/i)),
  vout: z.number().check(z.int(), z.nonnegative()),
  value: z.number().check(z.int(), z.nonnegative()),
  status: z.object({ confirmed: z.boolean(), block_height: z.optional(z.number().check(z.int())) }),
});
const statusSchema = z.object({
  confirmed: z.boolean(),
  block_height: z.optional(z.number().check(z.int())),
});
const feeSchema = z.record(z.string(), z.number().check(z.nonnegative()));

/**
 * Creates the client.
 *
 * @param rpcUrl the API root (`https://mempool.space/api`); a trailing slash is ignored
 * @param options injected fetch
 * @returns the client
 * @example A 404 status is "unknown", not an error
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEsploraClient } from "./esplora.ts";
 * const fetch = () => Promise.resolve(new Response("Transaction not found", { status: 404 }));
 * const r = await createEsploraClient("http://node.local", { fetch }).getTxStatus("ab".repeat(32));
 * assert.deepEqual(r, { ok: true, value: undefined });
 * ```
 */
export function createEsploraClient(rpcUrl: string, options: EsploraClientOptions = {}): EsploraClient {
  const root = rpcUrl.replace(/\/+$/, "");
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  async function call(
    path: string,
    init: RequestInit,
    allow404 = false,
  ): Promise<Result<string | undefined, ClientError>> {
    const context = { chainKey: "bitcoin", url: `${root}${path}`, method: init.method ?? "GET" };
    let res: Response;
    try {
      res = await fetchFn(`${root}${path}`, init);
    } catch (cause) {
      const aborted = init.signal?.aborted === true;
      return err(
        new ClientError(aborted ? "ABORTED" : "NETWORK_ERROR", `Cannot call Bitcoin node: ${path}`, {
          context,
          cause,
        }),
      );
    }
    const text = await res.text();
    if (allow404 && res.status === 404) return ok(undefined);
    if (!res.ok) {
      return err(
        new ClientError("HTTP_REQUEST_FAILED", `Cannot call Bitcoin node: status ${res.status}`, {
          context: { ...context, status: res.status, body: text.slice(0, 500) },
        }),
      );
    }
    return ok(text);
  }
  function parse<T>(
    text: string | undefined,
    schema: z.ZodMiniType<T>,
    path: string,
  ): Result<T, ClientError> {
    try {
      const parsed = schema.safeParse(JSON.parse(text ?? ""));
      if (parsed.success) return ok(parsed.data);
    } catch {
      // falls through to the validation failure
    }
    return err(
      new ClientError("RESPONSE_VALIDATION_FAILED", `Cannot read Bitcoin node answer of ${path}`, {
        context: { chainKey: "bitcoin", path, body: (text ?? "").slice(0, 200) },
      }),
    );
  }
  return {
    async getUtxos(address, signal) {
      const path = `/address/${encodeURIComponent(address)}/utxo`;
      const r = await call(path, { signal: signal ?? null });
      return r.ok ? parse(r.value, z.array(utxoSchema), path) : r;
    },
    async getFeeRate(targetBlocks = DEFAULT_FEE_TARGET_BLOCKS, signal) {
      const r = await call("/fee-estimates", { signal: signal ?? null });
      // As the platform's BitcoinSpokeService.getFeeRateEstimate: a node that cannot estimate (an error status,
      // a transport failure, an unusable body) means the default rate, not a failed deposit. Only the caller's
      // own abort stops it.
      if (!r.ok) return r.error.code === "ABORTED" ? r : ok(DEFAULT_BITCOIN_FEE_RATE);
      const fees = parse(r.value, feeSchema, "/fee-estimates");
      if (!fees.ok) return ok(DEFAULT_BITCOIN_FEE_RATE);
      const rate = fees.value[String(targetBlocks)];
      return ok(rate === undefined || rate <= 0 ? DEFAULT_BITCOIN_FEE_RATE : BigInt(Math.ceil(rate)));
    },
    async broadcast(txHex, signal) {
      const r = await call("/tx", {
        method: "POST",
        body: txHex,
        signal: signal ?? null,
        headers: { "content-type": "text/plain" },
      });
      if (!r.ok) return r;
      const txid = (r.value ?? "").trim();
      return /^[0-9a-f]{64}$/i.test(txid) ? ok(txid.toLowerCase()) : parse(txid, z.never(), "/tx");
    },
    async getTxStatus(txid, signal) {
      const path = `/tx/${encodeURIComponent(txid)}/status`;
      const r = await call(path, { signal: signal ?? null }, true);
      if (!r.ok) return r;
      return r.value === undefined ? ok(undefined) : parse(r.value, statusSchema, path);
    },
    async getRawTransaction(txid, signal) {
      if (typeof txid !== "string" || !/^[0-9a-f]{64}$/i.test(txid)) {
        return err(
          new ClientError("VALIDATION_FAILED", "Cannot read Bitcoin tx: a txid is 64 hex characters", {
            context: { chainKey: "bitcoin", field: "txid" },
          }),
        );
      }
      const path = `/tx/${txid.toLowerCase()}/hex`;
      const r = await call(path, { signal: signal ?? null });
      if (!r.ok) return r;
      const raw = (r.value ?? "").trim().toLowerCase();
      return /^(?:[0-9a-f]{2})+$/.test(raw) ? ok(raw) : parse(raw, z.never(), path);
    },
  };
}
