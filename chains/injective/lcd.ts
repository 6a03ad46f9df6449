/**
 * The Injective REST (LCD) calls the spoke makes, over the shared HTTP transport (`core/http`): bank balance by
 * denom, tx lookup by hash, account number and sequence, and `POST /cosmos/tx/v1beta1/txs` (sync broadcast).
 * Every answer is checked with a zod schema; node errors come back as failed Results (`HTTP_REQUEST_FAILED`
 * with `context.status`).
 *
 * @example Read a balance from a stub node
 * ```ts
 * import assert from "node:assert/strict";
 * import { lcdBalance } from "./lcd.ts";
 * const fetch = () => Promise.resolve(Response.json({ balance: { denom: "inj", amount: "42" } }));
 * const r = await lcdBalance("http://lcd.test", "inj1x", "inj", { fetch });
 * assert.deepEqual(r, { ok: true, value: 42n });
 * ```
 * @module
 */
import { DEFAULT_LCD_TIMEOUT_MS } from "../../core/timing.ts";
export { DEFAULT_LCD_TIMEOUT_MS } from "../../core/timing.ts";
import * as z from "../../core/schemas/zod.ts";
import type { ClientError } from "../../core/errors.ts";
import { httpRequest } from "../../core/http/request.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { map, type Result } from "../../core/result.ts";

/** Transport options of the REST calls. */
export interface LcdOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Injected backoff sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Aborts the call. @default undefined */
  signal?: AbortSignal | undefined;
  /** Bound of the call in ms. @default DEFAULT_LCD_TIMEOUT_MS */
  timeoutMs?: number | undefined;
}

const uintString = z.string().check(z.regex(/^\d{1,78}$/));

const balanceSchema = z.object({ balance: z.object({ denom: z.string(), amount: uintString }) });

/** The fields of a Cosmos `TxResponse` the spoke reads. */
export const txResponseSchema: z.ZodMiniType<LcdTxResponse> = z.object({
  txhash: z.string(),
  code: z.number().check(z.int()),
  height: z.optional(z.union([z.string(), z.number()])),
  raw_log: z.optional(z.string()),
  codespace: z.optional(z.string()),
});

/** A Cosmos `TxResponse` (the fields the spoke reads). */
export interface LcdTxResponse {
  /** Upper-case hex hash. */
  txhash: string;
  /** 0 on success. */
  code: number;
  /** Block height. */
  height?: string | number | undefined;
  /** The node's log (the failure reason when `code != 0`). */
  raw_log?: string | undefined;
  /** Module of the failure code. */
  codespace?: string | undefined;
}

const accountSchema = z.object({
  account: z.object({
    base_account: z.optional(z.object({ account_number: uintString, sequence: uintString })),
    account_number: z.optional(uintString),
    sequence: z.optional(uintString),
  }),
});

function base(url: string): string {
  return url.replace(/\/+$/, "");
}

function get<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  options: LcdOptions,
): Promise<Result<z.output<S>, ClientError>> {
  return httpRequest({
    url,
    method: "GET",
    schema,
    kind: "read",
    timeoutMs: options.timeoutMs ?? DEFAULT_LCD_TIMEOUT_MS,
    signal: options.signal,
  }, { fetch: options.fetch, sleep: options.sleep });
}

/**
 * `GET /cosmos/bank/v1beta1/balances/{address}/by_denom?denom=`: the bank balance of one denom.
 *
 * @param restUrl the LCD root
 * @param address `inj1...`
 * @param denom the denom
 * @param options transport options
 * @returns the amount in base units
 * @example A malformed answer
 * ```ts
 * import assert from "node:assert/strict";
 * import { lcdBalance } from "./lcd.ts";
 * const fetch = () => Promise.resolve(Response.json({ balance: { denom: "inj", amount: "-1" } }));
 * const r = await lcdBalance("http://lcd.test", "inj1x", "inj", { fetch });
 * assert.ok(!r.ok);
 * ```
 */
export async function lcdBalance(
  restUrl: string,
  address: string,
  denom: string,
  options: LcdOptions = {},
): Promise<Result<bigint, ClientError>> {
  const url = `${base(restUrl)}/cosmos/bank/v1beta1/balances/${encodeURIComponent(address)}/by_denom?denom=${
    encodeURIComponent(denom)
  }`;
  return map(await get(url, balanceSchema, options), (v) => BigInt(v.balance.amount));
}

/**
 * `GET /cosmos/tx/v1beta1/txs/{hash}`: the tx's response (a 404 means not indexed yet).
 *
 * @param restUrl the LCD root
 * @param hash the hex tx hash
 * @param options transport options
 * @returns the `tx_response`
 * @example Succeeded
 * ```ts
 * import assert from "node:assert/strict";
 * import { lcdTx } from "./lcd.ts";
 * const fetch = () => Promise.resolve(Response.json({ tx_response: { txhash: "AB", code: 0 } }));
 * const r = await lcdTx("http://lcd.test", "AB", { fetch });
 * assert.ok(r.ok && r.value.code === 0);
 * ```
 */
export async function lcdTx(
  restUrl: string,
  hash: string,
  options: LcdOptions = {},
): Promise<Result<LcdTxResponse, ClientError>> {
  const schema = z.object({ tx_response: txResponseSchema });
  return map(
    await get(`${base(restUrl)}/cosmos/tx/v1beta1/txs/${hash}`, schema, options),
    (v) => v.tx_response,
  );
}

/**
 * `GET /cosmos/auth/v1beta1/accounts/{address}`: account number and sequence (Injective answers an `EthAccount`
 * with a `base_account`; a plain `BaseAccount` is read too).
 *
 * @param restUrl the LCD root
 * @param address `inj1...`
 * @param options transport options
 * @returns `{accountNumber, sequence}`
 * @example An EthAccount
 * ```ts
 * import assert from "node:assert/strict";
 * import { lcdAccount } from "./lcd.ts";
 * const fetch = () => Promise.resolve(Response.json({ account: { base_account: { account_number: "7", sequence: "2" } } }));
 * const r = await lcdAccount("http://lcd.test", "inj1x", { fetch });
 * assert.deepEqual(r, { ok: true, value: { accountNumber: 7, sequence: 2 } });
 * ```
 */
export async function lcdAccount(
  restUrl: string,
  address: string,
  options: LcdOptions = {},
): Promise<Result<{ accountNumber: number; sequence: number }, ClientError>> {
  const url = `${base(restUrl)}/cosmos/auth/v1beta1/accounts/${encodeURIComponent(address)}`;
  return map(await get(url, accountSchema, options), ({ account }) => {
    const a = account.base_account ?? account;
    return { accountNumber: Number(a.account_number ?? 0), sequence: Number(a.sequence ?? 0) };
  });
}

/**
 * `POST /cosmos/tx/v1beta1/txs` in `BROADCAST_MODE_SYNC` (never retried: a mutation).
 *
 * @param restUrl the LCD root
 * @param txBytes the signed `TxRaw` bytes, base64
 * @param options transport options
 * @returns the node's `tx_response` (`code != 0`: refused at check time)
 * @example Accepted
 * ```ts
 * import assert from "node:assert/strict";
 * import { lcdBroadcast } from "./lcd.ts";
 * const fetch = () => Promise.resolve(Response.json({ tx_response: { txhash: "AB", code: 0 } }));
 * const r = await lcdBroadcast("http://lcd.test", "AQ==", { fetch });
 * assert.ok(r.ok && r.value.txhash === "AB");
 * ```
 */
export async function lcdBroadcast(
  restUrl: string,
  txBytes: string,
  options: LcdOptions = {},
): Promise<Result<LcdTxResponse, ClientError>> {
  const res = await httpRequest({
    url: `${base(restUrl)}/cosmos/tx/v1beta1/txs`,
    method: "POST",
    body: { tx_bytes: txBytes, mode: "BROADCAST_MODE_SYNC" },
    schema: z.object({ tx_response: txResponseSchema }),
    // Re-sending signed bytes is idempotent (the same bytes carry the same hash; the chain applies them once), so
    // an answer lost after the node took the tx (reset, 502/504) is retried like a read.
    kind: "read",
    timeoutMs: options.timeoutMs ?? DEFAULT_LCD_TIMEOUT_MS,
    signal: options.signal,
  }, { fetch: options.fetch, sleep: options.sleep });
  return map(res, (v) => v.tx_response);
}
