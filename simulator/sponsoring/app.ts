/**
 * The simulator's Stellar sponsoring service (docs/rules/sponsoring.md#resources,
 * docs/rules/sponsoring.md#activation-transaction): a hono sub-app with `GET /config` and `POST /accounts`
 * (mount at `/sponsorships/stellar`), a docs app (mount at `/sponsorships/docs`), and a Horizon-like app over
 * the same ledger (mount anywhere, e.g. `/horizon`). Every bad body is a JSON 4xx.
 *
 * @example Read the config in-process
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSponsoringApp } from "./app.ts";
 * const sim = createSponsoringApp({ now: () => 1_700_000_000_000, random: () => 0.25 });
 * const res = await sim.app.request("/config");
 * const body = await res.json();
 * assert.ok(body.sponsorAccount === sim.sponsorPublicKey && body.startingBalance === "0");
 * ```
 * @module
 */
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type Keypair, Networks } from "@stellar/stellar-sdk";
import {
  type SponsoringErrorCode,
  stellarActivationRequestSchema,
  type StellarActivationResponse,
  type StellarSponsorConfig,
} from "../../core/schemas/sponsoring.ts";
import { notFoundOrMethodNotAllowed } from "../http/method_not_allowed.ts";
import { createHorizonApp } from "./horizon_app.ts";
import { sponsoringOpenApi } from "./docs.ts";
import { renderDocsPage } from "./docs_page.ts";
import { createStellarLedger, openAccount, type StellarLedger } from "./ledger.ts";
import { createSponsorKeypair } from "./sponsor_keypair.ts";
import { verifyActivationEnvelope } from "./verify_envelope.ts";

/** Verdict of the API-key check: 401 for `missing`/`invalid`, 403 for `suspended`. */
export type ApiKeyVerdict = "ok" | "missing" | "invalid" | "suspended";

/** Options of {@link createSponsoringApp}. */
export interface SponsoringAppOptions {
  /** Clock in ms since the epoch. */
  now: () => number;
  /** Seeded randomness; the sponsor keypair is derived from it. @default crypto randomness */
  random?: (() => number) | undefined;
  /** Sponsor keypair. @default derived from `random` */
  sponsorKeypair?: Keypair | undefined;
  /** Network passphrase (sponsoring is mainnet only). @default Networks.PUBLIC */
  networkPassphrase?: string | undefined;
  /** API-key check of `x-api-key` on config and accounts. @default every request is accepted */
  requireApiKey?: ((key: string | undefined) => ApiKeyVerdict) | undefined;
  /** Asked on each activation that passed verification; true answers 409 SEQUENCE_CONFLICT. @default never */
  injectSequenceConflict?: (() => boolean) | undefined;
  /** Asked on each config/accounts request; true answers 503 SPONSOR_UNAVAILABLE. @default never */
  injectUnavailable?: (() => boolean) | undefined;
  /** Per-operation base fee band in stroops. @default {min: 100n, max: 10_000n} */
  feeBand?: { min: bigint; max: bigint } | undefined;
  /** Validity window of the config's time bounds in seconds. @default 300 */
  windowSeconds?: number | undefined;
}

/** Counters and ledger of the sponsoring simulator. */
export interface SponsoringState {
  /** All accounts (the sponsor included), keyed by `G...`. */
  accounts: StellarLedger["accounts"];
  ledger: StellarLedger;
  /** Activations that created an account. */
  activationsApplied: number;
  /** POSTs to `/accounts` (any outcome). */
  activationRequests: number;
  /** 409 answers (injected or real). */
  sequenceConflicts: number;
}

/** What {@link createSponsoringApp} returns. */
export interface SponsoringSimulator {
  /** `GET /config`, `POST /accounts`: mount at `/sponsorships/stellar`. */
  app: Hono;
  /** `GET /` (HTML reference) and `GET /openapi.json`: mount at `/sponsorships/docs`. */
  docsApp: Hono;
  /** Both of the above under `/stellar/*` and `/docs`: mount at `/sponsorships`. */
  sponsorshipsApp: Hono;
  /** Horizon-like `GET /accounts/:id`, `POST /__fund`, `POST /__trustline`. */
  horizonApp: Hono;
  state: SponsoringState;
  sponsorPublicKey: string;
  /** The accounts the Horizon-like app serves (the Soroban RPC shares their sequences). */
  ledger: StellarLedger;
}

/** The sponsor's opening native balance in stroops (10 000 XLM). */
export const SIM_SPONSOR_BALANCE_STROOPS = 100_000_000_000n;
/** Opening ledger sequence base: new accounts start at `ledger << 32`, as on Stellar. */
const LEDGER_SEQ = 50_000_000n;

type ErrorBody = { message: string; code: SponsoringErrorCode };
const fail = (status: number, code: SponsoringErrorCode, message: string) => ({
  status,
  body: { message, code },
});

/**
 * Creates the sponsoring simulator (sub-apps, shared ledger, sponsor keypair).
 *
 * @param options clock, randomness and fault knobs
 * @returns the apps to mount, the state and the sponsor's public key
 *
 * @example Inject a sponsor outage
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSponsoringApp } from "./app.ts";
 * const sim = createSponsoringApp({ now: () => 0, injectUnavailable: () => true });
 * const res = await sim.app.request("/config");
 * assert.ok(res.status === 503 && (await res.json()).code === "SPONSOR_UNAVAILABLE");
 * ```
 */
export function createSponsoringApp(options: SponsoringAppOptions): SponsoringSimulator {
  const sponsor = options.sponsorKeypair ?? createSponsorKeypair(options.random);
  const passphrase = options.networkPassphrase ?? Networks.PUBLIC;
  const fee = options.feeBand ?? { min: 100n, max: 10_000n };
  const windowSeconds = options.windowSeconds ?? 300;
  const ledger = createStellarLedger();
  openAccount(ledger, {
    accountId: sponsor.publicKey(),
    nativeStroops: SIM_SPONSOR_BALANCE_STROOPS,
    sequence: LEDGER_SEQ << 32n,
  });
  const state: SponsoringState = {
    accounts: ledger.accounts,
    ledger,
    activationsApplied: 0,
    activationRequests: 0,
    sequenceConflicts: 0,
  };
  const nowSec = (): number => Math.floor(options.now() / 1000);

  const gate = (key: string | undefined): { status: number; body: ErrorBody } | undefined => {
    if (options.injectUnavailable?.()) {
      return fail(503, "SPONSOR_UNAVAILABLE", "sponsor is temporarily unavailable");
    }
    const verdict = options.requireApiKey?.(key) ?? "ok";
    if (verdict === "missing") return fail(401, "UNAUTHORIZED", "missing API key");
    if (verdict === "invalid") return fail(401, "UNAUTHORIZED", "invalid API key");
    if (verdict === "suspended") return fail(403, "FORBIDDEN", "organisation suspended");
    return undefined;
  };

  const config = (): StellarSponsorConfig => ({
    sponsorAccount: sponsor.publicKey(),
    startingBalance: "0",
    fee: { min: fee.min.toString(), max: fee.max.toString() },
    networkPassphrase: passphrase,
    timeBounds: { minTime: nowSec(), maxTime: nowSec() + windowSeconds },
  });

  const activate = (raw: string): { status: number; body: ErrorBody | StellarActivationResponse } => {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return fail(400, "INVALID_BODY", "body is not JSON");
    }
    const body = stellarActivationRequestSchema.safeParse(json);
    if (!body.success) return fail(400, "INVALID_BODY", "body must be {data: string}");
    const verified = verifyActivationEnvelope(body.data.data, {
      sponsor: sponsor.publicKey(),
      networkPassphrase: passphrase,
      startingBalanceStroops: 0n,
      feeMin: fee.min,
      feeMax: fee.max,
      nowSec: nowSec(),
      windowSeconds,
    });
    if (!verified.ok) return { status: verified.error.status, body: verified.error };
    const { tx, newAccount } = verified.value;
    if (ledger.accounts.has(newAccount)) return { status: 200, body: { hash: null, alreadyActive: true } };
    const sponsorAccount = ledger.accounts.get(sponsor.publicKey());
    if (!sponsorAccount) return fail(503, "SPONSOR_UNAVAILABLE", "sponsor account is missing");
    if (options.injectSequenceConflict?.()) sponsorAccount.sequence += 1n;
    if (BigInt(tx.sequence) !== sponsorAccount.sequence + 1n) {
      state.sequenceConflicts++;
      return fail(409, "SEQUENCE_CONFLICT", "sponsor sequence moved; rebuild and sign again");
    }
    tx.sign(sponsor);
    sponsorAccount.sequence = BigInt(tx.sequence);
    sponsorAccount.nativeStroops -= BigInt(tx.fee);
    sponsorAccount.numSponsoring += 2;
    openAccount(ledger, {
      accountId: newAccount,
      nativeStroops: 0n,
      sequence: LEDGER_SEQ << 32n,
      numSponsored: 2,
    });
    state.activationsApplied++;
    return { status: 200, body: { hash: toHex(tx.hash()), alreadyActive: false } };
  };

  const app = new Hono();
  app.get("/config", (c) => {
    const denied = gate(c.req.header("x-api-key"));
    return denied ? c.json(denied.body, denied.status as ContentfulStatusCode) : c.json(config());
  });
  app.post("/accounts", async (c) => {
    state.activationRequests++;
    const denied = gate(c.req.header("x-api-key"));
    if (denied) return c.json(denied.body, denied.status as ContentfulStatusCode);
    const out = activate(await c.req.text());
    return c.json(out.body, out.status as ContentfulStatusCode);
  });
  jsonFallbacks(app);

  const docsApp = new Hono();
  // docs/rules/sponsoring.md#endpoints: an interactive reference (HTML); the raw document at /openapi.json, or for an Accept preferring JSON.
  docsApp.get("/", (c) => {
    const accept = c.req.header("accept") ?? "";
    const wantsJson = accept.includes("application/json") && !accept.includes("text/html");
    return wantsJson ? c.json(sponsoringOpenApi()) : c.html(renderDocsPage(sponsoringOpenApi()));
  });
  docsApp.get("/openapi.json", (c) => c.json(sponsoringOpenApi()));
  jsonFallbacks(docsApp);

  const sponsorshipsApp = new Hono();
  sponsorshipsApp.route("/stellar", app);
  sponsorshipsApp.route("/docs", docsApp);
  jsonFallbacks(sponsorshipsApp);

  return {
    app,
    docsApp,
    sponsorshipsApp,
    horizonApp: createHorizonApp(ledger),
    state,
    sponsorPublicKey: sponsor.publicKey(),
    ledger,
  };
}

/**
 * Installs a JSON 404 for unknown routes (a 405 with `Allow` for a known route under a wrong method) and a JSON
 * 400 instead of any 500.
 *
 * @param app the app to harden
 *
 * @example An unknown route
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { jsonFallbacks } from "./app.ts";
 * const app = new Hono();
 * jsonFallbacks(app);
 * const res = await app.request("/nope");
 * assert.ok(res.status === 404 && (await res.json()).code === "NOT_FOUND");
 * ```
 */
export function jsonFallbacks(app: Hono): void {
  app.notFound(notFoundOrMethodNotAllowed(app));
  app.onError((e, c) => c.json({ message: `request rejected: ${e.message}`, code: "INVALID_BODY" }, 400));
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
