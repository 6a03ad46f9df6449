import assert from "node:assert/strict";
import { submitTransaction } from "../../../services/relay/mod.ts";
import { status, stubRelayer } from "./_stub_relayer.ts";

const URL = "http://relay.test/";
const noWait = { sleep: () => Promise.resolve(), random: () => 0 };

Deno.test("submitTransaction posts {action: submit, params} to the relayer root", async () => {
  let seen: { url: string; body: unknown; method: string | undefined } | undefined;
  const r = await submitTransaction({ chain_id: "30", tx_hash: "0xab" }, URL, {
    transport: {
      fetch: (input, init) => {
        seen = { url: String(input), body: JSON.parse(String(init?.body)), method: init?.method };
        return Promise.resolve(Response.json({ success: true, message: "queued" }));
      },
    },
  });
  assert.ok(r.ok);
  assert.deepEqual(seen, {
    url: URL,
    method: "POST",
    body: { action: "submit", params: { chain_id: "30", tx_hash: "0xab" } },
  });
});

Deno.test("submitTransaction reports SUBMIT_TX_FAILED with the relayer's reason when success is false", async () => {
  const relayer = stubRelayer(() => () =>
    Response.json({ success: false, message: "tx not found on chain" })
  );
  const r = await submitTransaction({ chain_id: "30", tx_hash: "0xab" }, URL, {
    transport: { fetch: relayer.fetch },
  });
  assert.ok(!r.ok);
  assert.equal(r.error.message, "SUBMIT_TX_FAILED");
  assert.equal(r.error.code, "SUBMIT_TX_FAILED");
  assert.equal(r.error.context.relayCode, "SUBMIT_TX_FAILED");
  assert.equal((r.error.cause as Error).message, "tx not found on chain");
  assert.equal(relayer.count("submit"), 1);
});

Deno.test("submitTransaction reports a 4xx refusal as SUBMIT_TX_FAILED with the body's message, unretried", async () => {
  const relayer = stubRelayer(() => status(400, { message: "data is required" }));
  const r = await submitTransaction({ chain_id: "1", tx_hash: "5x" }, URL, {
    transport: { fetch: relayer.fetch },
  });
  assert.ok(!r.ok);
  assert.equal(r.error.message, "SUBMIT_TX_FAILED");
  assert.equal(r.error.context.status, 400);
  assert.equal((r.error.cause as Error).message, "data is required");
  assert.equal(relayer.count("submit"), 1);
});

Deno.test("submitTransaction retries a 5xx (idempotent submit) and then reports HTTP_REQUEST_FAILED", async () => {
  const relayer = stubRelayer(() => status(502));
  const r = await submitTransaction({ chain_id: "30", tx_hash: "0xab" }, URL, {
    transport: { fetch: relayer.fetch, ...noWait },
  });
  assert.ok(!r.ok);
  assert.equal(r.error.message, "HTTP_REQUEST_FAILED");
  assert.equal(r.error.code, "HTTP_REQUEST_FAILED");
  assert.equal(r.error.context.status, 502);
  assert.equal(relayer.count("submit"), 4);
});

Deno.test("submitTransaction recovers from a transient network failure", async () => {
  const relayer = stubRelayer((_a, n) =>
    n === 0 ? "network" : () => Response.json({ success: true, message: "ok" })
  );
  const r = await submitTransaction({ chain_id: "30", tx_hash: "0xab" }, URL, {
    transport: { fetch: relayer.fetch, ...noWait },
  });
  assert.ok(r.ok);
  assert.equal(relayer.count("submit"), 2);
});

Deno.test("submitTransaction reports a persistent network failure as HTTP_REQUEST_FAILED with the cause", async () => {
  const relayer = stubRelayer(() => "network");
  const r = await submitTransaction({ chain_id: "30", tx_hash: "0xab" }, URL, {
    transport: { fetch: relayer.fetch, ...noWait },
  });
  assert.ok(!r.ok && r.error.code === "HTTP_REQUEST_FAILED");
  assert.equal(r.error.message, "HTTP_REQUEST_FAILED");
  assert.equal(r.error.context.transportCode, "NETWORK_ERROR");
  assert.equal((r.error.cause as { code: string }).code, "NETWORK_ERROR");
});

Deno.test("submitTransaction rejects empty or malformed params without a call", async () => {
  const relayer = stubRelayer(() => () => Response.json({ success: true, message: "ok" }));
  for (
    const payload of [{ chain_id: "", tx_hash: "0xab" }, { chain_id: "30", tx_hash: "" }, {
      chain_id: "base",
      tx_hash: "0xab",
    }]
  ) {
    const r = await submitTransaction(payload, URL, { transport: { fetch: relayer.fetch } });
    assert.ok(!r.ok);
    assert.equal(r.error.code, "VALIDATION_FAILED");
    assert.ok(typeof r.error.context.field === "string");
  }
  const bad = await submitTransaction({ chain_id: "30", tx_hash: "0xab" }, "not a url", {
    transport: { fetch: relayer.fetch },
  });
  assert.ok(!bad.ok && bad.error.code === "INVALID_URL");
  assert.equal(relayer.calls.length, 0);
});
