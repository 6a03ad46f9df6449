import assert from "node:assert/strict";
import { Hono } from "hono";
import { handleJsonRpc, MAX_BODY_BYTES } from "../../simulator/chains/json_rpc.ts";
import { DEFAULT_MAX_BODY_BYTES } from "../../simulator/http/body_limits.ts";
import { MAX_RESTORE_BYTES } from "../../simulator/app.ts";
import { startSimulator } from "../../simulator/start.ts";
import { hash, makeSim } from "./_helpers.ts";

const CHUNK = 64 * 1024;

/** A body of `total` bytes produced chunk by chunk on demand, counting the bytes the reader pulled. */
function countedBody(total: number): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const chunk = new Uint8Array(CHUNK).fill(0x20); // spaces: valid JSON whitespace
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const n = Math.min(CHUNK, total - sent);
      sent += n;
      controller.enqueue(n === CHUNK ? chunk : chunk.subarray(0, n));
    },
  }, { highWaterMark: 0 });
  return { body, pulled: () => sent };
}

/** Each family's path and the JSON it answers a body over the cap with. */
const FAMILIES: readonly { path: string; check: (body: Record<string, unknown>) => boolean }[] = [
  { path: "/v1/intent/quote", check: (b) => (b.detail as { code?: unknown })?.code === -999 },
  { path: "/relayer", check: (b) => b.success === false && b.code === "PAYLOAD_TOO_LARGE" },
  { path: "/v1/swaps/quote", check: (b) => b.code === "PAYLOAD_TOO_LARGE" },
  { path: "/v1/be/intent/tx", check: (b) => b.code === "PAYLOAD_TOO_LARGE" },
  {
    path: "/rpc/0x2105.base",
    check: (b) => (b.error as { code?: unknown })?.code === -32600 && b.id === null,
  },
  { path: "/near", check: (b) => (b.error as { code?: unknown })?.code === -32600 },
  { path: "/solana", check: (b) => (b.error as { code?: unknown })?.code === -32600 },
  { path: "/injective/cosmos/tx/v1beta1/txs", check: (b) => b.code === "PAYLOAD_TOO_LARGE" },
  { path: "/__sim/fund", check: (b) => b.code === "PAYLOAD_TOO_LARGE" },
];

Deno.test("a streamed 50 MB body is refused with a 413 in its service's JSON after reading at most the cap", async () => {
  const sim = makeSim();
  try {
    for (const family of FAMILIES) {
      const { body, pulled } = countedBody(50_000_000);
      const res = await sim.fetch(family.path, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": "sim-key" },
        body,
        duplex: "half",
      } as RequestInit);
      assert.equal(res.status, 413, family.path);
      assert.match(res.headers.get("content-type") ?? "", /application\/json/);
      const answer = await res.json();
      assert.ok(family.check(answer), `${family.path}: ${JSON.stringify(answer)}`);
      assert.ok(pulled() <= DEFAULT_MAX_BODY_BYTES + 2 * CHUNK, `${family.path}: read ${pulled()} bytes`);
      await body.cancel().catch(() => {});
    }
    assert.equal(sim.scenarios.recording().requests.length, 0, "a refused body is not recorded");
  } finally {
    sim.close();
  }
});

Deno.test("a body of exactly the cap is read and answered by the route; one byte more is a 413", async () => {
  const sim = makeSim();
  try {
    const envelope = JSON.stringify({
      action: "get_transaction_packets",
      params: { chain_id: "30", tx_hash: hash("ab") },
    });
    const at = (size: number) => envelope + " ".repeat(size - envelope.length);
    const fits = await sim.fetch("/relayer", { method: "POST", body: at(DEFAULT_MAX_BODY_BYTES) });
    assert.deepEqual([fits.status, await fits.json()], [200, { success: true, data: [] }]);
    const over = await sim.fetch("/relayer", { method: "POST", body: at(DEFAULT_MAX_BODY_BYTES + 1) });
    assert.equal(over.status, 413);
    await over.body?.cancel();
  } finally {
    sim.close();
  }
});

Deno.test("a snapshot restore takes bodies above 1 MB, up to its own cap", async () => {
  const sim = makeSim();
  try {
    const snapshot = await (await sim.fetch("/__sim/snapshot")).json();
    const text = JSON.stringify(snapshot);
    const big = text.slice(0, -1) + " ".repeat(2 * DEFAULT_MAX_BODY_BYTES) + "}";
    const headers = { "content-type": "application/json" };
    const res = await sim.fetch("/__sim/restore", { method: "POST", headers, body: big });
    assert.equal(res.status, 200);
    await res.body?.cancel();
    const { body, pulled } = countedBody(MAX_RESTORE_BYTES + CHUNK);
    const over = await sim.fetch(
      "/__sim/restore",
      { method: "POST", headers, body, duplex: "half" } as RequestInit,
    );
    assert.equal(over.status, 413);
    assert.equal((await over.json()).code, "PAYLOAD_TOO_LARGE");
    assert.ok(pulled() <= MAX_RESTORE_BYTES + 2 * CHUNK);
  } finally {
    sim.close();
  }
});

Deno.test("on the socket a 50 MB content-length is refused at once with a 413, before its body is sent", async () => {
  await using running = await startSimulator({ port: 0 });
  const port = new URL(running.url).port;
  const conn = await Deno.connect({ hostname: "127.0.0.1", port: Number(port) });
  try {
    const head = `POST /v1/intent/quote HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      `content-type: application/json\r\ncontent-length: 50000000\r\n\r\n{"amount":"`;
    await conn.write(new TextEncoder().encode(head));
    await conn.closeWrite(); // the rest never comes: a server that waits for it reads an early end instead
    const buffer = new Uint8Array(4096);
    let text = "";
    while (!text.includes("}}")) {
      const n = await conn.read(buffer);
      if (n === null) break;
      text += new TextDecoder().decode(buffer.subarray(0, n));
    }
    assert.match(text, /^HTTP\/1\.1 413/);
    assert.match(text, /"detail":\{"code":-999,"message":"Request body larger than 1000000 bytes"\}/);
  } finally {
    conn.close();
  }
});

Deno.test("a JSON-RPC node app used on its own also stops reading at its cap", async () => {
  const app = new Hono().post("/", (c) => handleJsonRpc(c, { ping: () => "pong" }));
  const { body, pulled } = countedBody(50_000_000);
  const res = await app.request("/", { method: "POST", body, duplex: "half" } as RequestInit);
  assert.equal(res.status, 413);
  assert.equal((await res.json()).error.code, -32600);
  assert.ok(pulled() <= MAX_BODY_BYTES + 2 * CHUNK, `read ${pulled()} bytes`);
  await body.cancel().catch(() => {});
  const ok = await app.request("/", { method: "POST", body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' });
  assert.deepEqual(await ok.json(), { jsonrpc: "2.0", id: 1, result: "pong" });
});
