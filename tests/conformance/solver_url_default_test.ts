/**
 * Issue 19 item 6: `{solver_url}` defaults to `{base_url}/intent`; a client retargeted at a local or staging
 * gateway sends its solver calls (and the global key) there, unless the user set `solver.solverApiEndpoint`.
 */
import assert from "node:assert/strict";
import { DEFAULT_SOLVER_API_ENDPOINT } from "../../core/config/default_config.ts";
import { XSwap } from "../../mod.ts";

const quote = {
  token_src: "0x01",
  token_dst: "0x02",
  token_src_blockchain_id: "30",
  token_dst_blockchain_id: "146",
  amount: 1_000n,
  quote_type: "exact_input" as const,
};

Deno.test("the solver root follows a flat api.baseURL (trailing slash and /be trimmed)", () => {
  const client = new XSwap({ api: { baseURL: "http://localhost:8080/v1/be/" } });
  assert.equal(client.instanceConfig.solver.solverApiEndpoint, "http://localhost:8080/v1/intent");
});

Deno.test("the solver root follows api.baseApiConfig.baseURL", () => {
  const client = new XSwap({ api: { baseApiConfig: { baseURL: "https://staging.example/v1" } } });
  assert.equal(client.instanceConfig.solver.solverApiEndpoint, "https://staging.example/v1/intent");
});

Deno.test("an explicit solver.solverApiEndpoint wins over the derived one", () => {
  const client = new XSwap({
    api: { baseURL: "http://localhost:8080/v1" },
    solver: { solverApiEndpoint: "https://solver.example/api" },
  });
  assert.equal(client.instanceConfig.solver.solverApiEndpoint, "https://solver.example/api");
});

Deno.test("without a gateway override the packaged solver root is kept", () => {
  assert.equal(new XSwap().instanceConfig.solver.solverApiEndpoint, DEFAULT_SOLVER_API_ENDPOINT);
});

Deno.test("solver calls and the global key go to the retargeted gateway, not the production host", async () => {
  const seen: { url: string; key: string | null }[] = [];
  const fetch = (input: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(input), key: new Headers(init?.headers).get("x-api-key") });
    return Promise.resolve(Response.json({ quoted_amount: "990" }));
  };
  const client = new XSwap({ api: { baseURL: "http://127.0.0.1:9/v1" }, apiKey: "k-local", fetch });
  const tokens = client.config.getSupportedSwapTokens("0x2105.base");
  const hub = client.config.getSupportedSwapTokens("sonic");
  assert.ok(tokens.length > 0 && hub.length > 0);
  const r = await client.swaps.getQuote({
    ...quote,
    token_src: tokens[0].address,
    token_dst: hub[0].address,
    token_src_blockchain_id: "0x2105.base",
    token_dst_blockchain_id: "sonic",
  });
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
  assert.deepEqual(seen, [{ url: "http://127.0.0.1:9/v1/intent/quote", key: "k-local" }]);
});
