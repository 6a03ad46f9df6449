/**
 * The exchange's UTXO service (the chain config's `exchange.umsUrl`), read without credentials as the platform's
 * `RadfiProvider` reads it: the expired outputs of a trading wallet
 * (`GET /utxos?address_eq=…&isSpent_eq=false&isExpired_eq=true&page=…&pageSize=…`), which the exchange no longer
 * spends until they are renewed, and a wallet's balance (`GET /wallets/balance?address=…`).
 *
 * @example Expired outputs of a trading wallet, from a stub service
 * ```ts
 * import assert from "node:assert/strict";
 * import { createExchangeClient } from "./exchange_client.ts";
 * const seen: string[] = [];
 * const fetch = async (url: string | URL | Request) => {
 *   seen.push(new URL(String(url)).search);
 *   return Response.json({ code: "0", message: "success", data: [] });
 * };
 * const exchange = createExchangeClient("http://exchange.local/api", { fetch, umsUrl: "http://ums.local/api" });
 * const r = await exchange.getExpiredUtxos("bc1qtrading");
 * assert.ok(r.ok && r.value.data.length === 0);
 * assert.deepEqual(seen, ["?address_eq=bc1qtrading&isSpent_eq=false&isExpired_eq=true&page=1&pageSize=100"]);
 * ```
 * @module
 */
import * as z from "../../core/schemas/zod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { type ExchangeCallOptions, type ExchangeRequest, required } from "./_exchange_request.ts";

/** An output as the UTXO service lists it (the platform's `RadfiUtxo`). */
export interface ExchangeUtxo {
  /** The service's id. */
  _id: string;
  /** Tx id. */
  txid: string;
  /** Output index. */
  vout: number;
  /** `"<txid>:<vout>"` (what a renewal lists). */
  txidVout: string;
  /** Sats. */
  satoshi: number;
  /** BTC, as a decimal string. */
  amount: string;
  /** The owner. */
  address: string;
  /** Whether it is spent. */
  isSpent: boolean;
  /** Its status at the service. */
  status: string;
  /** Where the service learnt it. */
  source: string;
  /** Whether it has expired (present when the service answers it). @default undefined */
  isExpired?: boolean | undefined;
  /** Block height. @default undefined */
  height?: number | undefined;
  /** Confirmations. @default undefined */
  confirmations?: number | undefined;
  /** Creation time. @default undefined */
  createdAt?: number | undefined;
  /** Update time. @default undefined */
  updatedAt?: number | undefined;
}

/** A page of outputs (the platform's `RadfiUtxoListResponse`). */
export interface ExchangeUtxoList {
  /** The service's status code. */
  code: string;
  /** Its message. */
  message: string;
  /** The outputs. */
  data: ExchangeUtxo[];
}

/** A wallet's balance at the exchange (the platform's `RadfiWalletBalance`). */
export interface ExchangeWalletBalance {
  /** Spendable sats. */
  btcSatoshi: bigint;
  /** Sats on their way in. */
  pendingSatoshi: bigint;
  /** Sats on their way in from outside the exchange. */
  externalPendingSatoshi: bigint;
  /** How many outputs. */
  totalUtxos: number;
}

/** The UTXO service calls. */
export interface ExchangeUmsCalls {
  /** The expired unspent outputs of a trading wallet (a page: `page` from 1, `pageSize` up to 100 by default). */
  getExpiredUtxos(
    tradingAddress: string,
    params?: { page?: number | undefined; pageSize?: number | undefined },
    call?: Pick<ExchangeCallOptions, "signal">,
  ): Promise<Result<ExchangeUtxoList, ClientError>>;
  /** The balance of an address at the exchange. */
  getBalance(
    address: string,
    call?: Pick<ExchangeCallOptions, "signal">,
  ): Promise<Result<ExchangeWalletBalance, ClientError>>;
}

const int = z.number().check(z.int(), z.nonnegative());
const utxoSchema = z.object({
  _id: z.string(),
  txid: z.string().check(z.regex(/^[0-9a-f]{64}$/i)),
  vout: int,
  txidVout: z.string(),
  satoshi: int,
  amount: z.string(),
  address: z.string(),
  isSpent: z.boolean(),
  status: z.string(),
  source: z.string(),
  isExpired: z.optional(z.boolean()),
  height: z.optional(z.number()),
  confirmations: z.optional(z.number()),
  createdAt: z.optional(z.number()),
  updatedAt: z.optional(z.number()),
});
const listSchema = z.object({ code: z.string(), message: z.string(), data: z.array(utxoSchema) });
const sats = z.optional(z.union([z.string().check(z.regex(/^\d+$/)), int]));
const balanceSchema = z.object({
  data: z.object({
    btcSatoshi: sats,
    pendingSatoshi: sats,
    externalPendingSatoshi: sats,
    totalUtxos: z.optional(int),
  }),
});

/**
 * The UTXO service calls over its request function.
 *
 * @param request the service's request function
 * @param umsUrl the configured root (its absence fails every call with `INVALID_CONFIG`)
 * @returns the calls; failures: the exchange client's codes, `INVALID_CONFIG` (no `umsUrl`), `VALIDATION_FAILED`
 *   (a page below 1 or a page size outside 1..1000) before any request
 */
export function exchangeUmsCalls(request: ExchangeRequest, umsUrl: string | undefined): ExchangeUmsCalls {
  const missing = (what: string) =>
    err(
      new ClientError("INVALID_CONFIG", `Cannot read ${what}: the exchange's umsUrl is not configured`, {
        context: { chainKey: "bitcoin", field: "exchange.umsUrl" },
      }),
    );
  const configured = typeof umsUrl === "string" && umsUrl !== "";
  return {
    async getExpiredUtxos(tradingAddress, params = {}, call = {}) {
      if (!configured) return missing("expired UTXOs");
      const page = params?.page ?? 1;
      const pageSize = params?.pageSize ?? 100;
      if (
        !Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000
      ) {
        return err(
          new ClientError("VALIDATION_FAILED", "Cannot read expired UTXOs: page >= 1 and pageSize 1..1000", {
            context: { chainKey: "bitcoin", field: "page", page, pageSize },
          }),
        );
      }
      const query = new URLSearchParams({
        address_eq: tradingAddress,
        isSpent_eq: "false",
        isExpired_eq: "true",
        page: String(page),
        pageSize: String(pageSize),
      });
      const r = required(await request("GET", `/utxos?${query}`, undefined, listSchema, call));
      return r.ok ? ok(r.value) : r;
    },
    async getBalance(address, call = {}) {
      if (!configured) return missing("the exchange balance");
      const query = new URLSearchParams({ address });
      const r = required(await request("GET", `/wallets/balance?${query}`, undefined, balanceSchema, call));
      if (!r.ok) return r;
      const d = r.value.data;
      return ok({
        btcSatoshi: BigInt(d.btcSatoshi ?? 0),
        pendingSatoshi: BigInt(d.pendingSatoshi ?? 0),
        externalPendingSatoshi: BigInt(d.externalPendingSatoshi ?? 0),
        totalUtxos: d.totalUtxos ?? 0,
      });
    },
  };
}
