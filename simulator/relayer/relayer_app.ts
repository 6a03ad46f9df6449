/**
 * The simulated relayer (docs/rules/relay.md#relayer-api), mounted at `/relayer`: every call is `POST /` with
 * `{action, params}`. `submit` creates the packet of a spoke tx the simulator knows (idempotent; split-tx
 * chains need `data`; without `data`, a chain whose node keeps the relay data of its txs — ICON — answers it
 * through `relayDataOf`); `get_transaction_packets` answers `{success: true, data: []}` for a tx not yet
 * indexed; `get_packet` answers `{success: false, message}` when no packet matches. A malformed envelope is a
 * 400 `{success: false, message, code}`; other methods get 405.
 *
 * @example Poll a tx nobody submitted
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../state/clock.ts";
 * import { Ledger } from "../state/ledger.ts";
 * import { createRelayerApp } from "./relayer_app.ts";
 * const app = createRelayerApp({ ledger: new Ledger({ clock: createManualClock() }) });
 * const body = JSON.stringify({ action: "get_transaction_packets", params: { chain_id: "30", tx_hash: "0xaa" } });
 * const res = await app.request("/", { method: "POST", body });
 * assert.ok((await res.json()).data.length === 0);
 * ```
 * @module
 */
import { Hono } from "hono";
import { relayRequestSchema } from "../../core/schemas/relayer.ts";
import { describeIssues, readJsonBody } from "../http/respond.ts";
import type { Ledger } from "../state/ledger.ts";

/** Options of {@link createRelayerApp}. */
export interface RelayerAppOptions {
  /** The state ledger. */
  ledger: Ledger;
  /**
   * The relay data a spoke node read from a tx (e.g. the ICON RPC's deposit or message payload), used when
   * `submit` carries no `data`. @default none
   */
  relayDataOf?:
    | ((chainId: string, txHash: string) => { address: string; payload: string } | undefined)
    | undefined;
}

function relayError(status: 400 | 405, message: string, code: string): Response {
  return new Response(JSON.stringify({ success: false, message, code }), {
    status,
    headers: { "content-type": "application/json; charset=UTF-8" },
  });
}

/**
 * Creates the relayer sub-app.
 *
 * @param options the ledger
 * @returns the hono app (routes `/` and `` for POST)
 */
export function createRelayerApp(options: RelayerAppOptions): Hono {
  const { ledger } = options;
  const app = new Hono();
  const handle = async (c: Parameters<typeof readJsonBody>[0]): Promise<Response> => {
    const body = await readJsonBody(c);
    if (!body.ok) return relayError(400, `Invalid JSON: ${body.message}`, "INVALID_JSON");
    const parsed = relayRequestSchema.safeParse(body.value);
    if (!parsed.success) {
      return relayError(400, `Invalid request: ${describeIssues(parsed.error.issues)}`, "INVALID_REQUEST");
    }
    const req = parsed.data;
    switch (req.action) {
      case "submit": {
        const p = req.params;
        const data = p.data ?? options.relayDataOf?.(p.chain_id, p.tx_hash);
        return c.json(ledger.submitRelay(p.chain_id, p.tx_hash, data));
      }
      case "get_transaction_packets":
        return c.json({ success: true, data: ledger.packetsFor(req.params.chain_id, req.params.tx_hash) });
      case "get_packet": {
        const p = req.params;
        const packet = ledger.packet(p.chain_id, p.tx_hash, p.conn_sn);
        return c.json(
          packet
            ? { success: true, data: packet }
            : { success: false, message: `Packet ${p.conn_sn} of ${p.tx_hash} not found` },
        );
      }
    }
  };
  app.post("/", handle);
  app.all("/", () => relayError(405, "The relayer only answers POST", "METHOD_NOT_ALLOWED"));
  return app;
}
