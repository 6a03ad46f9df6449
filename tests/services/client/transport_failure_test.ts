// One transport failure reads the same on every method (issue 18 item 5): a closed port is NETWORK_ERROR naming
// "connection refused" whether the solver, the hub RPC or the backend API was called; a wrong base path is
// HTTP_REQUEST_FAILED with the 404 status on each.
import assert from "node:assert/strict";
import { XSwap } from "../../../mod.ts";
import { clientOptionsForSimulator } from "../../../simulator/mod.ts";
import type { ClientError } from "../../../core/errors.ts";

function closedPortOrigin(): string {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return `http://127.0.0.1:${port}`;
}

const QUOTE = {
  token_src: "0x0000000000000000000000000000000000000000",
  token_src_blockchain_id: "0x2105.base",
  token_dst: "0x0000000000000000000000000000000000000000",
  token_dst_blockchain_id: "0xa4b1.arbitrum",
  amount: 1_000n,
  quote_type: "exact_input",
} as const;

async function failures(client: XSwap): Promise<Record<string, ClientError>> {
  const out: Record<string, ClientError> = {};
  const quote = await client.swaps.getQuote(QUOTE);
  assert.ok(!quote.ok);
  out.getQuote = quote.error as ClientError;
  const deadline = await client.swaps.getSwapDeadline();
  assert.ok(!deadline.ok);
  out.getSwapDeadline = deadline.error;
  const markets = await client.backendApi.getOracleMarkets();
  assert.ok(!markets.ok);
  out.getOracleMarkets = markets.error;
  return out;
}

Deno.test("a closed port is NETWORK_ERROR naming the refused connection on the solver, hub RPC and backend", async () => {
  // Retries still happen (a refused connection is transient); the injected sleep keeps the test off the clock.
  const client = new XSwap({
    ...clientOptionsForSimulator(closedPortOrigin()),
    transport: { sleep: () => Promise.resolve() },
  });
  for (const [method, error] of Object.entries(await failures(client))) {
    assert.equal(error.code, "NETWORK_ERROR", `${method}: ${error.message}`);
    assert.match(error.message, /connection refused/, method);
  }
});

Deno.test("a wrong base path is HTTP_REQUEST_FAILED with status 404 on the solver, hub RPC and backend", async () => {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    () => new Response("no", { status: 404 }),
  );
  try {
    const client = new XSwap(clientOptionsForSimulator(`http://127.0.0.1:${server.addr.port}`));
    for (const [method, error] of Object.entries(await failures(client))) {
      assert.equal(error.code, "HTTP_REQUEST_FAILED", `${method}: ${error.message}`);
      assert.equal(error.context.status, 404, method);
      assert.match(error.message, /404/, method);
    }
  } finally {
    await server.shutdown();
  }
});
