/**
 * The simulated relayer (docs/rules/relay.md#relayer-api), mounted at `/relayer`: every call is `POST /` with
 * `{action, params}`. `submit` creates the packet of a spoke tx the simulator knows (idempotent) with what the
 * source chain recorded (docs/wire_inventory.md#simulator-strictness): the ledger reads the deposit or message
 * payload from the chain's records and ignores `data` on every chain but the split-tx ones (Solana, Bitcoin),
 * which need it and whose chain checks it against the tx's on-chain verification hash (a mismatch is refused);
 * `get_transaction_packets` answers `{success: true, data: []}` for a tx not yet indexed; `get_packet` answers
 * `{success: false, message}` when no packet matches. A malformed envelope (a `chain_id` or `conn_sn` above
 * 2^53 - 1 included: refused by length, never converted) is a 400 `{success: false, message, code}`; other
 * methods get 405.
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
import { decimalFits } from "../http/uint256.ts";
import type { Ledger } from "../state/ledger.ts";

/** Options of {@link createRelayerApp}. */
export interface RelayerAppOptions {
  /** The state ledger (it reads each tx's relay data from the source chain's records). */
  ledger: Ledger;
}

/** Most digits of a relay chain id or connection sequence number (both at most 2^53 - 1). */
const MAX_ID_DIGITS = 16;

/** The first id param (`chain_id`, `conn_sn`) that is not a safe integer, checked by length first. */
function oversizedId(params: Readonly<Record<string, unknown>>): string | undefined {
  for (const field of ["chain_id", "conn_sn"]) {
    const value = params[field];
    if (typeof value !== "string") continue;
    if (!decimalFits(value, MAX_ID_DIGITS) || !Number.isSafeInteger(Number(value))) return field;
  }
  return undefined;
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
    const badId = oversizedId(req.params as unknown as Record<string, unknown>);
    if (badId !== undefined) {
      return relayError(400, `Invalid request: params.${badId}: not a safe integer`, "INVALID_REQUEST");
    }
    switch (req.action) {
      case "submit": {
        const p = req.params;
        return c.json(ledger.submitRelay(p.chain_id, p.tx_hash, p.data));
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
