/**
 * Wire schemas of the Stellar sponsoring API (docs/rules/sponsoring.md#resources,
 * docs/rules/sponsoring.md#activation-transaction) and of the Horizon account read the client uses for
 * account status. The spec names only `startingBalance` and the activation bodies; every other field name
 * here is this library's design, followed by both the client and the simulator:
 *
 * - `GET {root}/sponsorships/stellar/config` answers {@link StellarSponsorConfig}.
 * - `POST {root}/sponsorships/stellar/accounts` takes `{data}` (base64 envelope) and answers
 *   `{hash, alreadyActive: false}` or `{hash: null, alreadyActive: true}`; failures are JSON
 *   `{message, code}` with a code of {@link SPONSORING_ERROR_CODES}.
 * - `GET {horizon}/accounts/{G...}` answers the {@link HorizonAccount} subset, or 404.
 *
 * @example Parse a config
 * ```ts
 * import assert from "node:assert/strict";
 * import { stellarSponsorConfigSchema } from "./sponsoring.ts";
 * const c = stellarSponsorConfigSchema.parse({
 *   sponsorAccount: "GAKPEFTISS6M2TDCQZBOWLRAZS6ELSAUUPJ4G2ZXGGVP45IJEDIVTK3T", startingBalance: "0",
 *   fee: { min: "100", max: "10000" }, networkPassphrase: "Public Global Stellar Network ; September 2015",
 *   timeBounds: { minTime: 1700000000, maxTime: 1700000300 },
 * });
 * assert.ok(c.fee.min === "100");
 * ```
 * @module
 */
import * as z from "./zod.ts";
import { decimalString } from "./_bigint.ts";

/** A Stellar account id (`G...`, 56 base32 characters; checksum not checked here). */
export const stellarAccountIdSchema: z.ZodMiniString<string> = z.string().check(z.regex(
  /^G[A-Z2-7]{55}$/,
  "expected a G... account id",
));

/**
 * `GET /sponsorships/stellar/config` response.
 * - `sponsorAccount`: the account that sponsors reserves and is the transaction source (read live, never
 *   hard-coded);
 * - `startingBalance`: native units the new account starts with, as a Stellar amount string (currently `"0"`);
 * - `fee`: band of the per-operation base fee in stroops (decimal strings); the transaction fee is
 *   `base fee x 3` and must fall within `[min x 3, max x 3]`;
 * - `networkPassphrase`: the network the envelope is signed for (mainnet only);
 * - `timeBounds`: the validity window in unix seconds the envelope must use (`minTime <= now <= maxTime`).
 */
export const stellarSponsorConfigSchema: z.ZodMiniType<StellarSponsorConfig> = z.object({
  sponsorAccount: stellarAccountIdSchema,
  startingBalance: z.string().check(z.regex(/^[0-9]{1,12}(\.[0-9]{1,7})?$/)),
  fee: z.object({ min: decimalString, max: decimalString }),
  networkPassphrase: z.string().check(z.minLength(1)),
  timeBounds: z.object({
    minTime: z.number().check(z.int(), z.nonnegative()),
    maxTime: z.number().check(z.int(), z.nonnegative()),
  }),
});
/** The sponsor config. */
export interface StellarSponsorConfig {
  /** The sponsor's account id (`G...`). */
  sponsorAccount: string;
  /** XLM the sponsor funds the new account with (decimal string). */
  startingBalance: string;
  /** Accepted fee range (stroops, decimal strings). */
  fee: { min: string; max: string };
  /** Network the activation is signed for. */
  networkPassphrase: string;
  /** Validity window the envelope must use (UNIX seconds). */
  timeBounds: { minTime: number; maxTime: number };
}

/** `POST /sponsorships/stellar/accounts` body: `data` is the base64 envelope signed by the new account. */
export const stellarActivationRequestSchema: z.ZodMiniType<StellarActivationRequest> = z.object({
  data: z.string().check(z.minLength(1)),
});
/** The activation request body. */
export interface StellarActivationRequest {
  data: string;
}

/** Activation response: submitted (`hash` set) or the account already existed (`hash` null). Both are success. */
export const stellarActivationResponseSchema: z.ZodMiniType<StellarActivationResponse> = z.union([
  z.object({ hash: z.string().check(z.minLength(1)), alreadyActive: z.literal(false) }),
  z.object({ hash: z.null(), alreadyActive: z.literal(true) }),
]);
/** The activation response. */
export type StellarActivationResponse = { hash: string; alreadyActive: false } | {
  hash: null;
  alreadyActive: true;
};

/**
 * Codes of the sponsoring API's JSON error bodies (`{message, code}`), with their HTTP status:
 * - 400 `INVALID_BODY`: not JSON, or `data` missing / not a string;
 * - 400 `INVALID_ENVELOPE`: `data` is not a base64 transaction envelope (or is a fee-bump envelope);
 * - 400 `WRONG_OPERATIONS`: not exactly begin-sponsoring, create-account, end-sponsoring in this order for one
 *   new account (op 3 sourced by that account);
 * - 400 `WRONG_SPONSOR`: the transaction source or the source of ops 1-2 is not the sponsor;
 * - 400 `WRONG_STARTING_BALANCE`: create-account's starting balance differs from the config;
 * - 400 `FEE_OUT_OF_BAND`: the fee is outside the config's band;
 * - 400 `INVALID_TIME_BOUNDS`: no time bounds, or a window wider than / beyond the config's;
 * - 400 `TX_TOO_EARLY` / `TX_TOO_LATE`: the window has not started / has passed (rebuild from a fresh config);
 * - 400 `WRONG_NETWORK`: signed for another network passphrase;
 * - 400 `BAD_SIGNATURE`: no valid signature of the new account;
 * - 401 `UNAUTHORIZED` (missing or invalid key), 403 `FORBIDDEN` (suspended organisation);
 * - 409 `SEQUENCE_CONFLICT`: the sponsor's sequence moved; rebuild with the current sequence and sign again;
 * - 503 `SPONSOR_UNAVAILABLE`: the sponsor cannot submit right now; back off.
 */
export const SPONSORING_ERROR_CODES = [
  "INVALID_BODY",
  "INVALID_ENVELOPE",
  "WRONG_OPERATIONS",
  "WRONG_SPONSOR",
  "WRONG_STARTING_BALANCE",
  "FEE_OUT_OF_BAND",
  "INVALID_TIME_BOUNDS",
  "TX_TOO_EARLY",
  "TX_TOO_LATE",
  "WRONG_NETWORK",
  "BAD_SIGNATURE",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "SEQUENCE_CONFLICT",
  "SPONSOR_UNAVAILABLE",
] as const;
/** A sponsoring API error code. */
export type SponsoringErrorCode = typeof SPONSORING_ERROR_CODES[number];

/** A sponsoring API error body; `code` is kept as a string so an unknown future code still parses. */
export const sponsoringErrorBodySchema = z.object({ message: z.string(), code: z.optional(z.string()) });
/** A sponsoring API error body. */
export type SponsoringErrorBody = z.infer<typeof sponsoringErrorBodySchema>;

/** One balance line of a Horizon account (`asset_type` `native`, `credit_alphanum4`, ...). */
export const horizonBalanceSchema = z.object({
  asset_type: z.string(),
  balance: z.string(),
  selling_liabilities: z.optional(z.string()),
  buying_liabilities: z.optional(z.string()),
  asset_code: z.optional(z.string()),
  asset_issuer: z.optional(z.string()),
  limit: z.optional(z.string()),
});
/** A Horizon balance line. */
export type HorizonBalance = z.infer<typeof horizonBalanceSchema>;

/** The subset of Horizon's `GET /accounts/{id}` the client reads (extra fields pass through unread). */
export const horizonAccountSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  sequence: decimalString,
  subentry_count: z.number().check(z.int(), z.nonnegative()),
  num_sponsoring: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  num_sponsored: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  balances: z.array(horizonBalanceSchema),
});
/** A Horizon account. */
export type HorizonAccount = z.infer<typeof horizonAccountSchema>;

/** Stroops per native unit (1 XLM = 10^7 stroops). */
export const STROOPS_PER_UNIT = 10_000_000n;

/** The network's base reserve in stroops (0.5 XLM): each base entry and subentry locks one. */
export const STELLAR_BASE_RESERVE_STROOPS = 5_000_000n;

/** The network's minimum base fee per operation in stroops. */
export const STELLAR_BASE_FEE_STROOPS = 100n;

/**
 * Reads a Stellar amount string (`"12.5"`, `"0.0000001"`, at most 7 decimals) as stroops; `undefined` when it is
 * not one. Stellar amounts are int64 stroops (at most 922337203685.4775807), so the whole part has at most 12
 * digits: a longer one is refused before any conversion (docs/rules/http.md#amounts).
 *
 * @param amount the amount string
 * @returns stroops, or undefined
 *
 * @example Half a unit
 * ```ts
 * import assert from "node:assert/strict";
 * import { amountToStroops } from "./sponsoring.ts";
 * assert.ok(amountToStroops("0.5") === 5_000_000n);
 * assert.ok(amountToStroops("1e3") === undefined);
 * ```
 */
export function amountToStroops(amount: string): bigint | undefined {
  const m = /^(-?)([0-9]{1,12})(?:\.([0-9]{1,7}))?$/.exec(amount);
  if (!m) return undefined;
  const value = BigInt(m[2] ?? "0") * STROOPS_PER_UNIT + BigInt((m[3] ?? "").padEnd(7, "0") || "0");
  return m[1] === "-" ? -value : value;
}

/**
 * Writes stroops as a Stellar amount string with 7 decimals (Horizon's format).
 *
 * @param stroops the amount in stroops
 * @returns e.g. `"0.5000000"`
 *
 * @example Format
 * ```ts
 * import assert from "node:assert/strict";
 * import { stroopsToAmount } from "./sponsoring.ts";
 * assert.ok(stroopsToAmount(5_000_000n) === "0.5000000");
 * ```
 */
export function stroopsToAmount(stroops: bigint): string {
  const sign = stroops < 0n ? "-" : "";
  const abs = stroops < 0n ? -stroops : stroops;
  return `${sign}${abs / STROOPS_PER_UNIT}.${(abs % STROOPS_PER_UNIT).toString().padStart(7, "0")}`;
}
