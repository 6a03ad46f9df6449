import assert from "node:assert/strict";
import { createExchangeClient } from "../../../chains/bitcoin/exchange_client.ts";

/** A 200 answer whose body errors after its first bytes (a connection reset mid-read). */
function failingBody(): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode('{"data":'));
    },
    pull(c) {
      c.error(new TypeError("connection reset"));
    },
  });
  return new Response(stream, { status: 200 });
}

Deno.test("a Bitcoin exchange body failing mid-read is NETWORK_ERROR with the status, never a throw", async () => {
  const client = createExchangeClient("http://exchange.local/api", {
    fetch: () => Promise.resolve(failingBody()),
  });
  const calls = [
    () => client.getTradingWallet("u"),
    () => client.createTradingWallet({ walletAddress: "u", publicKey: "k" }),
    () => client.createWithdrawTransaction({ amount: 1n, tokenId: "0:0", sodaxData: "0x" }),
    () => client.signWithdrawTransaction({ userAddress: "u", signedBase64Tx: "AA==" }),
  ];
  for (const call of calls) {
    const r = await call();
    assert.ok(!r.ok);
    assert.equal(r.error.code, "NETWORK_ERROR");
    assert.equal(r.error.context.status, 200);
  }
});

Deno.test("a Bitcoin exchange body cut by an abort mid-read is ABORTED, never a throw", async () => {
  const controller = new AbortController();
  const fetch = (): Promise<Response> => {
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        controller.abort(new Error("user left"));
        c.error(new DOMException("aborted", "AbortError"));
      },
    });
    return Promise.resolve(new Response(stream, { status: 200 }));
  };
  const client = createExchangeClient("http://exchange.local/api", { fetch });
  const r = await client.getTradingWallet("u", { signal: controller.signal });
  assert.ok(!r.ok && r.error.code === "ABORTED");
});

Deno.test("the Bitcoin exchange client refuses junk parameters and options as failure values", async () => {
  const client = createExchangeClient("http://exchange.local/api", {
    fetch: () => Promise.resolve(Response.json({})),
  });
  const a = await client.createWithdrawTransaction(null as never);
  assert.ok(!a.ok && a.error.code === "VALIDATION_FAILED");
  const b = await client.getTradingWallet("u", null as never);
  assert.ok(!b.ok && b.error.code === "RESPONSE_VALIDATION_FAILED");
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  const c = await client.createTradingWallet(cyclic as never);
  assert.ok(!c.ok && c.error.code === "VALIDATION_FAILED");
});
