/**
 * A Horizon-like ledger API over the simulator's Stellar ledger:
 * - `GET /accounts/:id`: Horizon's account JSON subset, 404 problem JSON when absent, 400 for a bad id;
 * - `POST /__fund` `{account, amount}` (amount as a Stellar amount string, e.g. `"10"`): a native payment lands;
 * - `POST /__trustline` `{account, assetCode, assetIssuer}`: the account adds a trustline, paying its reserve.
 *
 * @example Walk an account through funding
 * ```ts
 * import assert from "node:assert/strict";
 * import { createHorizonApp } from "./horizon_app.ts";
 * import { createStellarLedger, openAccount } from "./ledger.ts";
 * const ledger = createStellarLedger();
 * const id = "GAKPEFTISS6M2TDCQZBOWLRAZS6ELSAUUPJ4G2ZXGGVP45IJEDIVTK3T";
 * openAccount(ledger, { accountId: id, nativeStroops: 0n, sequence: 1n, numSponsored: 2 });
 * const app = createHorizonApp(ledger);
 * const res = await app.request("/__fund", { method: "POST", body: JSON.stringify({ account: id, amount: "2" }) });
 * assert.ok(res.status === 200);
 * await res.body?.cancel();
 * ```
 * @module
 */
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { StrKey } from "@stellar/stellar-sdk";
import { z } from "zod";
import { amountToStroops } from "../../core/schemas/sponsoring.ts";
import {
  addTrustline,
  fundAccount,
  type LedgerRejection,
  type StellarLedger,
  toHorizonAccount,
} from "./ledger.ts";

const fundBody = z.object({ account: z.string(), amount: z.string() });
const trustlineBody = z.object({
  account: z.string(),
  assetCode: z.string().regex(/^[A-Za-z0-9]{1,12}$/),
  assetIssuer: z.string().refine((s) => StrKey.isValidEd25519PublicKey(s)),
});

function problem(status: number, title: string, detail: string, code?: string): Record<string, unknown> {
  return {
    type: `https://stellar.org/horizon-errors/${title.toLowerCase().replaceAll(" ", "_")}`,
    title,
    status,
    detail,
    ...(code === undefined ? {} : { extras: { result_codes: { operations: [code] } } }),
  };
}

async function readJson(req: Request): Promise<unknown> {
  try {
    return JSON.parse(await req.text());
  } catch {
    return undefined;
  }
}

function rejection(e: LedgerRejection): [Record<string, unknown>, ContentfulStatusCode] {
  const title = e.status === 404 ? "Resource Missing" : "Transaction Failed";
  return [problem(e.status, title, e.message, e.code), e.status as ContentfulStatusCode];
}

/**
 * Creates the Horizon-like app over `ledger`.
 *
 * @param ledger the shared ledger
 * @returns the hono app
 */
export function createHorizonApp(ledger: StellarLedger): Hono {
  const app = new Hono();
  app.get("/accounts/:id", (c) => {
    const id = c.req.param("id");
    if (!StrKey.isValidEd25519PublicKey(id)) {
      return c.json(problem(400, "Bad Request", "invalid account id"), 400);
    }
    const account = ledger.accounts.get(id);
    if (!account) return c.json(problem(404, "Resource Missing", "account not found"), 404);
    return c.json(toHorizonAccount(account));
  });
  app.post("/__fund", async (c) => {
    const body = fundBody.safeParse(await readJson(c.req.raw));
    const stroops = body.success ? amountToStroops(body.data.amount) : undefined;
    if (!body.success || stroops === undefined) {
      return c.json(problem(400, "Bad Request", "body must be {account, amount}"), 400);
    }
    const r = fundAccount(ledger, body.data.account, stroops);
    return r.ok
      ? c.json({ account: body.data.account, nativeStroops: r.value.toString() })
      : c.json(...rejection(r.error));
  });
  app.post("/__trustline", async (c) => {
    const body = trustlineBody.safeParse(await readJson(c.req.raw));
    if (!body.success) {
      return c.json(problem(400, "Bad Request", "body must be {account, assetCode, assetIssuer}"), 400);
    }
    const { account, ...asset } = body.data;
    const r = addTrustline(ledger, account, asset);
    return r.ok ? c.json({ account, subentryCount: r.value }) : c.json(...rejection(r.error));
  });
  app.notFound((c) => c.json(problem(404, "Resource Missing", "route not found"), 404));
  app.onError((e, c) => c.json(problem(400, "Bad Request", e.message), 400));
  return app;
}
