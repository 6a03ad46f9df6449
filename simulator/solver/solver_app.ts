/**
 * The simulated solver API (docs/rules/swaps.md#solver-api), mounted at `{prefix}/intent`: `POST /quote`,
 * `/execute`, `/status`. Failures are `SolverErrorResponse` bodies `{detail: {code, message}}`: 400 with
 * UNKNOWN (-999) for a malformed body, NEGATIVE_INPUT_AMOUNT (-18) for a zero amount, MAX_INPUT_AMOUNT (-14)
 * above 10^60, NO_PATH_FOUND (-4) for an unknown token; 404 INTENT_NOT_FOUND (-12) from `/execute` for an
 * unknown hub tx. `/status` answers NOT_FOUND (-1) for an unknown or not yet executed intent (and inside a
 * fault window), NOT_STARTED_YET (1) before the first fill, STARTED_NOT_FINISHED (2) while partially filled,
 * SOLVED (3) with `fill_tx_hash` (the last fill) once the whole input is filled, FAILED (4) when the solver
 * gave up or the intent's creator cancelled it (then `/execute` answers INTENT_NOT_FOUND: the intents contract
 * no longer holds it).
 *
 * @example Status of an unknown intent
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../state/clock.ts";
 * import { Ledger } from "../state/ledger.ts";
 * import { FaultEngine } from "../faults/fault_engine.ts";
 * import { TokenCatalog } from "../state/token_catalog.ts";
 * import { createSolverApp } from "./solver_app.ts";
 * const clock = createManualClock();
 * const app = createSolverApp({
 *   ledger: new Ledger({ clock }), clock, seed: () => 1, catalog: new TokenCatalog([]), faults: new FaultEngine({ seed: 1 }),
 * });
 * const res = await app.request("/status", { method: "POST", body: JSON.stringify({ intent_tx_hash: "0xab" }) });
 * assert.ok((await res.json()).status === -1);
 * ```
 * @module
 */
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import {
  solverExecutionRequestSchema,
  SolverIntentErrorCode,
  SolverIntentStatusCode,
  type SolverIntentStatusResponse,
  solverQuoteAcceptedRequestSchema,
  solverStatusRequestSchema,
} from "../../core/schemas/solver.ts";
import { describeIssues, readJsonBody } from "../http/respond.ts";
import type { FaultEngine } from "../faults/fault_engine.ts";
import type { TokenCatalog } from "../state/token_catalog.ts";
import { priceAt } from "../state/seed/prices.ts";
import type { SimClock } from "../state/clock.ts";
import type { Ledger } from "../state/ledger.ts";
import { quoteAmount } from "./quote.ts";

/** Largest amount the simulated solver quotes. */
export const MAX_QUOTE_AMOUNT = 10n ** 60n;

/** Options of {@link createSolverApp}. */
export interface SolverAppOptions {
  /** The state ledger. */
  ledger: Ledger;
  /** Prices are read at this clock's time. */
  clock: SimClock;
  /** Simulator seed (read per request). */
  seed: () => number;
  /** Tokens the solver can quote. */
  catalog: TokenCatalog;
  /** NOT_FOUND windows. */
  faults: FaultEngine;
}

function solverError(status: ContentfulStatusCode, code: number, message: string): Response {
  return new Response(JSON.stringify({ detail: { code, message } }), {
    status,
    headers: { "content-type": "application/json; charset=UTF-8" },
  });
}

async function parse<S extends z.core.$ZodType>(
  c: Parameters<typeof readJsonBody>[0],
  schema: S,
): Promise<{ ok: true; value: z.output<S> } | { ok: false; response: Response }> {
  const body = await readJsonBody(c);
  if (!body.ok) {
    return {
      ok: false,
      response: solverError(400, SolverIntentErrorCode.UNKNOWN, `Invalid JSON: ${body.message}`),
    };
  }
  const parsed = z.safeParse(schema, body.value);
  if (!parsed.success) {
    const message = `Invalid request: ${describeIssues(parsed.error.issues)}`;
    return { ok: false, response: solverError(400, SolverIntentErrorCode.UNKNOWN, message) };
  }
  return { ok: true, value: parsed.data };
}

/**
 * Creates the solver sub-app.
 *
 * @param options ledger, clock, seed, catalog, faults
 * @returns the hono app
 */
export function createSolverApp(options: SolverAppOptions): Hono {
  const { ledger, clock, seed, catalog, faults } = options;
  const app = new Hono();

  app.post("/quote", async (c) => {
    const req = await parse(c, solverQuoteAcceptedRequestSchema);
    if (!req.ok) return req.response;
    const q = req.value;
    // at most 78 digits: the schema bounds the amount to a uint256 by its length before this conversion
    const amount = BigInt(q.amount);
    if (amount === 0n) {
      return solverError(400, SolverIntentErrorCode.NEGATIVE_INPUT_AMOUNT, "amount must be > 0");
    }
    if (amount > MAX_QUOTE_AMOUNT) {
      return solverError(
        400,
        SolverIntentErrorCode.MAX_INPUT_AMOUNT,
        `amount must be <= ${MAX_QUOTE_AMOUNT}`,
      );
    }
    // Hub assets only, as the platform's client sends them; relay-id fields do not change the lookup, so a
    // spoke token address is NO_PATH_FOUND (docs/wire_inventory.md#solver-quote).
    const src = catalog.findByHubAsset(q.token_src);
    const dst = catalog.findByHubAsset(q.token_dst);
    if (!src || !dst) {
      const which = !src ? `token_src ${q.token_src}` : `token_dst ${q.token_dst}`;
      return solverError(400, SolverIntentErrorCode.NO_PATH_FOUND, `No path found: unknown ${which}`);
    }
    const t = clock.now() / 1000;
    const quoted = quoteAmount({
      amount,
      quoteType: q.quote_type,
      src,
      dst,
      priceSrc: priceAt(seed(), src.canonical, t),
      priceDst: priceAt(seed(), dst.canonical, t),
    });
    if (quoted <= 0n) {
      return solverError(400, SolverIntentErrorCode.NO_PATH_FOUND, "Amount too small to quote");
    }
    return c.json({ quoted_amount: quoted.toString() });
  });

  app.post("/execute", async (c) => {
    const req = await parse(c, solverExecutionRequestSchema);
    if (!req.ok) return req.response;
    const r = ledger.execute(req.value.intent_tx_hash);
    if (!r.ok) {
      return solverError(
        404,
        SolverIntentErrorCode.INTENT_NOT_FOUND,
        `Intent not found: ${req.value.intent_tx_hash}`,
      );
    }
    return c.json({ answer: "OK", intent_hash: r.intentHash });
  });

  app.post("/status", async (c) => {
    const req = await parse(c, solverStatusRequestSchema);
    if (!req.ok) return req.response;
    return c.json(intentStatus(ledger, faults, req.value.intent_tx_hash, clock.now()));
  });

  return app;
}

/** The solver status of a hub intent at `now` (see the module doc for the mapping). */
export function intentStatus(
  ledger: Ledger,
  faults: FaultEngine,
  hubTxHash: string,
  now: number,
): SolverIntentStatusResponse {
  if (faults.solverNotFound(hubTxHash, now)) return { status: SolverIntentStatusCode.NOT_FOUND };
  const hub = ledger.hubIntent(hubTxHash);
  // Cancelled by its creator: the solver will never fill it (what it filled before stays filled).
  if (hub?.cancelled !== undefined) return { status: SolverIntentStatusCode.FAILED };
  if (!hub?.execution) return { status: SolverIntentStatusCode.NOT_FOUND };
  if (hub.execution.failed) return { status: SolverIntentStatusCode.FAILED };
  const fills = ledger.fillsOf(hub);
  const filled = fills.reduce((n, f) => n + f.inputAmount, 0n);
  if (fills.length > 0 && filled >= hub.intent.inputAmount) {
    return { status: SolverIntentStatusCode.SOLVED, fill_tx_hash: fills[fills.length - 1].fillTxHash };
  }
  return {
    status: fills.length > 0
      ? SolverIntentStatusCode.STARTED_NOT_FINISHED
      : SolverIntentStatusCode.NOT_STARTED_YET,
  };
}
