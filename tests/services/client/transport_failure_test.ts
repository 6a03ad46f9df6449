// One transport failure reads the same on every method (issue 18 item 5): a closed port is NETWORK_ERROR naming
// "connection refused" whether the solver, the hub RPC or the backend API was called; a wrong base path is
// HTTP_REQUEST_FAILED with the 404 status on the hub RPC and the backend, and on the solver a solver failure
// (EXTERNAL_API_ERROR, the status in solverDetail.transport; docs/rules/errors.md#solver-errors).
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

Deno.test("a wrong base path is HTTP_REQUEST_FAILED with status 404 on the hub RPC and backend, a solver failure naming 404 on the solver", async () => {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    () => new Response("no", { status: 404 }),
  );
  try {
    const client = new XSwap(clientOptionsForSimulator(`http://127.0.0.1:${server.addr.port}`));
    const { getQuote, ...others } = await failures(client);
    for (const [method, error] of Object.entries(others)) {
      assert.equal(error.code, "HTTP_REQUEST_FAILED", `${method}: ${error.message}`);
      assert.equal(error.context.status, 404, method);
      assert.match(error.message, /404/, method);
    }
    // docs/rules/errors.md#solver-errors: the solver's answer without a solver error body is a solver failure, the status in solverDetail
    assert.equal(getQuote.code, "EXTERNAL_API_ERROR", getQuote.message);
    assert.equal(getQuote.context.status, undefined);
    assert.equal(
      (getQuote.context.solverDetail as { transport?: { status?: number } }).transport?.status,
      404,
    );
    assert.match(getQuote.message, /404.*base path/);
  } finally {
    await server.shutdown();
  }
});

Deno.test("a solver 401 without a solver error body is a solver failure on getQuote, not HTTP_REQUEST_FAILED 401 (docs/rules/errors.md#solver-errors)", async () => {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    (req) =>
      new URL(req.url).pathname.endsWith("/quote")
        ? Response.json({ message: "unauthorized" }, { status: 401 })
        : new Response("no", { status: 404 }),
  );
  try {
    const client = new XSwap(clientOptionsForSimulator(`http://127.0.0.1:${server.addr.port}`));
    const quote = await client.swaps.getQuote(QUOTE);
    assert.ok(!quote.ok);
    const e = quote.error as ClientError;
    assert.equal(e.code, "EXTERNAL_API_ERROR");
    assert.equal(e.context.status, undefined);
    assert.equal(e.context.solverCode, -999);
    assert.equal((e.context.solverDetail as { transport?: { status?: number } }).transport?.status, 401);
  } finally {
    await server.shutdown();
  }
});
