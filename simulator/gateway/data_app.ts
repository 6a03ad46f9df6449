/**
 * The data API routes of the gateway: `GET /be/config/all` and `GET /be/intent/tx/:txHash` (the durable intent
 * record read by `getStatus`, with the reference's `logIndex`, `blockNumber` and `events` too; 404
 * `{message, code: "INTENT_NOT_FOUND"}` when the hub tx registered no intent), then the platform SDK's other reads
 * (`backend_reads_app.ts`).
 *
 * @example Unknown intent
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../state/clock.ts";
 * import { Ledger } from "../state/ledger.ts";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
 * import { createDataApp } from "./data_app.ts";
 * const app = createDataApp({ ledger: new Ledger({ clock: createManualClock() }), config: DEFAULT_CLIENT_CONFIG });
 * const res = await app.request("/be/intent/tx/0xabc");
 * assert.ok(res.status === 404);
 * await res.body?.cancel();
 * ```
 * @module
 */
import { Hono } from "hono";
import type { ClientDefaultConfig } from "../../core/config_types/client_default_config.ts";
import { jsonError } from "../http/respond.ts";
import type { Ledger } from "../state/ledger.ts";
import { simulatorConfigAll } from "./config_all.ts";
import { createBackendReadsApp, intentResponse } from "./backend_reads_app.ts";

/** Options of {@link createDataApp}. */
export interface DataAppOptions {
  /** The state ledger. */
  ledger: Ledger;
  /** The configuration served by `/be/config/all`. */
  config: Readonly<ClientDefaultConfig>;
}

/**
 * Creates the data sub-app (mount at the gateway root).
 *
 * @param options ledger and configuration
 * @returns the hono app
 */
export function createDataApp(options: DataAppOptions): Hono {
  const { ledger, config } = options;
  const byOrigin = new Map<string, string>();
  const app = new Hono();
  app.get("/be/config/all", (c) => {
    const origin = new URL(c.req.url).origin;
    let body = byOrigin.get(origin);
    if (body === undefined) {
      body = JSON.stringify(simulatorConfigAll(config, origin));
      if (byOrigin.size > 16) byOrigin.clear();
      byOrigin.set(origin, body);
    }
    return c.body(body, 200, { "content-type": "application/json; charset=UTF-8" });
  });
  app.get("/be/intent/tx/:txHash", (c) => {
    const hash = c.req.param("txHash");
    if (!/^0x[0-9a-fA-F]{1,128}$/.test(hash)) {
      return jsonError(400, "txHash must be a 0x-prefixed hex string", "INVALID_TX_HASH");
    }
    const hub = ledger.hubIntent(hash);
    if (!hub) return jsonError(404, `No intent registered by hub tx ${hash}`, "INTENT_NOT_FOUND");
    return c.json(intentResponse(ledger, hub));
  });
  app.route("/", createBackendReadsApp({ ledger, config }));
  return app;
}
