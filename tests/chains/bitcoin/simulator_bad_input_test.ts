/**
 * The simulated Bitcoin node and exchange answer bad input with a 4xx (text for the node, as Esplora does; JSON
 * `{code, message}` for the exchange), never a 500 or a hang: random paths and bodies on every Bitcoin route.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { createHmacExchangeSigner } from "../../../chains/bitcoin/hmac_exchange_signer.ts";
import {
  SIM_EXCHANGE_ACCESS_TOKEN,
  SIM_EXCHANGE_SECRET_WORD,
} from "../../../simulator/chains/bitcoin/exchange_app.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";

const ROUTES: [string, string][] = [
  ["GET", "/bitcoin/api/address/{x}/utxo"],
  ["GET", "/bitcoin/api/fee-estimates"],
  ["POST", "/bitcoin/api/tx"],
  ["GET", "/bitcoin/api/tx/{x}/status"],
  ["GET", "/bitcoin/api/tx/{x}/hex"],
  ["GET", "/bitcoin/api/tx/{x}"],
  ["GET", "/bitcoin/exchange/wallets/details/{x}"],
  ["POST", "/bitcoin/exchange/wallets"],
  ["POST", "/bitcoin/exchange/sodax/transaction"],
  ["POST", "/bitcoin/exchange/sodax/transaction/sign"],
];

const segment = fc.oneof(
  fc.constant("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"),
  fc.constant("ab".repeat(32)),
  fc.stringMatching(/^[A-Za-z0-9._~-]{0,12}$/),
);
const body = fc.oneof(
  fc.constant(""),
  fc.stringMatching(/^[0-9a-f]{0,200}$/),
  fc.json(),
  fc.constant(JSON.stringify({ type: "sodax-withdraw", params: null })),
  fc.constant(
    JSON.stringify({
      type: "sodax-withdraw",
      params: { amount: "1000", tokenId: "0:0", sodaxData: "ab".repeat(32) },
    }),
  ),
  fc.constant(
    JSON.stringify({
      walletAddress: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
      publicKey: "02" + "11".repeat(32),
    }),
  ),
);

Deno.test("random paths and bodies on the Bitcoin node and exchange routes get a 2xx or 4xx, never a 5xx", async () => {
  const clock = createManualClock();
  const sim = createSimulatorApp({ clock, preset: "calm" });
  const sign = createHmacExchangeSigner({ secretWord: SIM_EXCHANGE_SECRET_WORD, now: () => clock.now() });
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        segment,
        body,
        fc.boolean(),
        async ([method, path], x, b, signed) => {
          const url = path.replace("{x}", encodeURIComponent(x));
          const headers: Record<string, string> = signed
            ? { ...(await sign({ method, path: url })), authorization: `Bearer ${SIM_EXCHANGE_ACCESS_TOKEN}` }
            : {};
          const res = await sim.fetch(url, { method, headers, ...(method === "POST" ? { body: b } : {}) });
          await res.body?.cancel();
          assert.ok(
            res.status >= 200 && res.status < 500,
            `${res.status} for ${method} ${url} ${b.slice(0, 80)}`,
          );
        },
      ),
      { numRuns: 300 },
    );
  } finally {
    sim.close();
  }
});
