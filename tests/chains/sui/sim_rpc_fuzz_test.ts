/**
 * The simulator's Sui JSON-RPC (`/sui`) answers arbitrary bodies and every method with arbitrary params with a JSON
 * 2xx/4xx, never a 5xx, a non-JSON body or a hang; internal errors never surface as JSON-RPC `-32603`.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";

const METHODS = [
  "sui_getObject",
  "sui_multiGetObjects",
  "suix_getCoins",
  "suix_getBalance",
  "suix_getCoinMetadata",
  "suix_getReferenceGasPrice",
  "sui_getChainIdentifier",
  "sui_executeTransactionBlock",
  "sui_getTransactionBlock",
  "nope",
];

const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.constant(null),
  fc.constant(`0x${"ab".repeat(32)}`),
  fc.constant("0x2::sui::SUI"),
  fc.constant("AAAA"),
  fc.base64String({ maxLength: 64 }),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.boolean(), { maxKeys: 3 }),
);

Deno.test("POST /sui: random JSON-RPC calls and raw bodies get a JSON answer below 500, and no internal error", async () => {
  const sim = createSimulatorApp({ clock: "system", preset: "calm" });
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            jsonrpc: fc.constant("2.0"),
            id: fc.nat(),
            method: fc.constantFrom(...METHODS),
            params: fc.oneof(fc.array(value, { maxLength: 4 }), value),
          }).map((r) => JSON.stringify(r)),
          fc.string({ maxLength: 40 }),
        ),
        async (body) => {
          const res = await sim.fetch("/sui", { method: "POST", body });
          assert.ok(res.status >= 200 && res.status < 500, `${res.status} for ${body}`);
          const json = await res.json();
          assert.notEqual(json?.error?.code, -32603, `${body}: ${JSON.stringify(json)}`);
        },
      ),
      { numRuns: 300, seed: 20_261_125 },
    );
  } finally {
    sim.close();
  }
});
