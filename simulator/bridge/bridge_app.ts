/**
 * The simulator's bridge API sub-app: `POST /submit-tx` hands a spoke deposit to the backend, which relays it to
 * the hub in the background as the ledger's clock advances; `GET /submit-tx/status` reports the job. Mount it at
 * `{prefix}/bridge`; authentication and faults are the gateway's middleware, not this app's.
 *
 * @example Submit a bridge deposit and poll it to `executed` (the platform backend's word for done)
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../state/clock.ts";
 * import { Ledger } from "../state/ledger.ts";
 * import { createBridgeApp } from "./bridge_app.ts";
 * const clock = createManualClock();
 * const ledger = new Ledger({ clock });
 * ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: "0xaa", from: "0x01" });
 * const app = createBridgeApp({ ledger });
 * const body = JSON.stringify({ txHash: "0xaa", srcChainKey: "0x2105.base", dstChainKey: "sonic" });
 * await (await app.request("/submit-tx", { method: "POST", body })).json();
 * clock.advance(60_000);
 * const res = await app.request("/submit-tx/status?txHash=0xaa&srcChainKey=0x2105.base");
 * const status = await res.json();
 * assert.ok(status.data.status === "executed" && typeof status.data.result.dstTxHash === "string");
 * ```
 * @module
 */
import { Hono } from "hono";
import { bridgeSubmitTxRequestSchema, type BridgeSubmitTxStatusResponse } from "../../core/schemas/bridge.ts";
import type { Ledger } from "../state/ledger.ts";
import { errorResponse, parseBody, parseQuery } from "../swaps/http.ts";
import { findJob, jobStatusBase, submitJob, submitTxStatusQuerySchema } from "../swaps/submit_tx.ts";

/** Options of {@link createBridgeApp}. */
export interface BridgeAppOptions {
  /** The simulator's state ledger; submit-tx creates `bridge` jobs in it. */
  ledger: Ledger;
}

/**
 * Creates the bridge sub-app with routes `POST /submit-tx` and `GET /submit-tx/status?txHash=&srcChainKey=`.
 *
 * Rules: the body follows `bridgeSubmitTxRequestSchema`; malformed JSON, an invalid body or query, or an unknown
 * chain key is a 400 `{message, code}`; a split-tx source (Solana, Bitcoin) needs `relayData`; re-submitting
 * answers `{success: true, message: "Transaction already submitted"}` and creates no second job (the ledger
 * counts it as `bridgeSubmitTx.repeated`); a status query without a job is a 404 `{message, code: "NOT_FOUND"}`.
 * `result.dstTxHash` is the hub tx hash of the relayed deposit.
 *
 * @param options the ledger
 * @returns a hono app to mount at `{prefix}/bridge`
 * @example Unknown chain keys are a 400
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../state/clock.ts";
 * import { Ledger } from "../state/ledger.ts";
 * import { createBridgeApp } from "./bridge_app.ts";
 * const app = createBridgeApp({ ledger: new Ledger({ clock: createManualClock() }) });
 * const body = JSON.stringify({ txHash: "0xaa", srcChainKey: "mars", dstChainKey: "sonic" });
 * const res = await app.request("/submit-tx", { method: "POST", body });
 * assert.ok(res.status === 400 && (await res.json()).code === "UNKNOWN_CHAIN_KEY");
 * ```
 */
export function createBridgeApp(options: BridgeAppOptions): Hono {
  const { ledger } = options;
  const app = new Hono();

  app.post("/submit-tx", async (c) => {
    const body = await parseBody(c, bridgeSubmitTxRequestSchema);
    if (!body.ok) return body.response;
    return submitJob(c, ledger, "bridge", body.value);
  });

  app.get("/submit-tx/status", (c) => {
    const query = parseQuery(c, submitTxStatusQuerySchema, ["srcChainKey"]);
    if (!query.ok) return query.response;
    const found = findJob(c, ledger, "bridge", query.value);
    if (!found.ok) return found.response;
    const job = found.value;
    const response: BridgeSubmitTxStatusResponse = {
      success: true,
      data: {
        ...jobStatusBase(job),
        ...(job.result ? { result: { dstTxHash: job.result.dstIntentTxHash } } : {}),
      },
    };
    return c.json(response, 200);
  });

  app.onError((e, c) => errorResponse(c, 500, "UNKNOWN", `Simulator bug: ${e.message}`));
  app.notFound((c) => errorResponse(c, 404, "NOT_FOUND", `No route ${c.req.method} ${c.req.path}`));
  return app;
}
