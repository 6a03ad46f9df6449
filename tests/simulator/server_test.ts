import assert from "node:assert/strict";
import { startSimulator } from "../../simulator/mod.ts";

Deno.test("startSimulator serves every service on a free port and closes cleanly", async () => {
  await using sim = await startSimulator({ port: 0, preset: "instant" });
  assert.match(sim.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  const markets = await fetch(`${sim.urls.gateway}/be/oracle/markets`);
  assert.equal(markets.status, 200);
  assert.equal((await markets.json()).quote, "USD");
  const relay = await fetch(sim.urls.relayer, {
    method: "POST",
    body: JSON.stringify({ action: "get_transaction_packets", params: { chain_id: "30", tx_hash: "0x01" } }),
  });
  assert.deepEqual(await relay.json(), { success: true, data: [] });
  const rpc = await fetch(sim.urls.rpc("0x2105.base"), {
    method: "POST",
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
  });
  assert.equal((await rpc.json()).result, "0x2105");
  const state = await fetch(`${sim.urls.control}/state`);
  assert.equal((await state.json()).requests.total, 3);
  assert.equal(sim.clientConfig.solver?.solverApiEndpoint, `${sim.url}/v1/intent`);
});

Deno.test("over a socket a dropped connection fails reading the body with a TypeError", async () => {
  await using sim = await startSimulator({ port: 0 });
  sim.setFaults({ schedules: [{ route: "GET /be/oracle/markets", fault: "drop" }] });
  const res = await fetch(`${sim.urls.gateway}/be/oracle/markets`);
  await assert.rejects(res.text(), TypeError);
});

Deno.test("over a socket a stalled request ends when the client aborts, and close() does not wait for it", async () => {
  const sim = await startSimulator({ port: 0 });
  sim.setFaults({ schedules: [{ route: "*", fault: "stall", count: 2 }] });
  const ac = new AbortController();
  const aborted = fetch(`${sim.urls.gateway}/be/oracle/markets`, { signal: ac.signal });
  const released = fetch(`${sim.urls.gateway}/be/oracle/markets`);
  let tries = 0;
  while (sim.requests().length < 2 && tries++ < 10_000) await new Promise((r) => setTimeout(r, 0));
  ac.abort();
  await assert.rejects(aborted, (e: Error) => e.name === "AbortError");
  await sim.close();
  const outcome = await released.then(async (res) => {
    await res.body?.cancel();
    return res.status;
  }, (e: Error) => e.name);
  assert.ok(outcome === 503 || outcome === "TypeError", String(outcome));
});
