/**
 * The simulator's `/stacks` mount behaves like every other route: listed in the OpenAPI document, targeted by
 * `clientOptionsForSimulator`, logged, faulted by route rules, and answering bad input with a JSON 4xx.
 */
import assert from "node:assert/strict";
import { clientOptionsForSimulator, createSimulatorApp } from "../../../simulator/mod.ts";
import { stacksFixture, STX } from "./_fixture.ts";

Deno.test("the OpenAPI document lists the /stacks node routes", async () => {
  const sim = createSimulatorApp({ clock: "system" });
  try {
    const res = await sim.fetch(sim.urls.openapi);
    const doc = await res.json();
    for (
      const path of [
        "/stacks/v2/transactions",
        "/stacks/extended/v1/tx/{txid}",
        "/stacks/extended/v1/address/{principal}/balances",
        "/stacks/extended/v1/address/{principal}/nonces",
        "/stacks/v2/contracts/call-read/{address}/{name}/{function}",
      ]
    ) assert.ok(path in doc.paths, path);
  } finally {
    sim.close();
  }
});

Deno.test("clientOptionsForSimulator() points the Stacks rpcUrl at /stacks", () => {
  const options = clientOptionsForSimulator("http://127.0.0.1:8787");
  assert.deepEqual(options.chains?.["stacks"], { rpcUrl: "http://127.0.0.1:8787/stacks" });
});

Deno.test("a fault rule on a /stacks route fails the adapter's read, and the request log records it", async () => {
  const f = await stacksFixture();
  try {
    f.sim.setFaults({ rules: [{ route: "GET /stacks/extended/v1/address/*/balances", error5xx: 1 }] });
    const r = await f.adapter.getBalance(f.address, STX);
    assert.ok(
      !r.ok && r.error.code === "HTTP_REQUEST_FAILED",
      JSON.stringify(f.sim.requests().map((e) => e.route)),
    );
    assert.equal(r.error.context.chainKey, "stacks");
    const logged = f.sim.requests().filter((e) => e.route === "GET /stacks/extended/v1/address/:id/balances");
    assert.ok(logged.length >= 1 && logged.every((e) => (e.status ?? 0) >= 500));
    f.sim.setFaults({ rules: [] });
    assert.deepEqual(await f.adapter.getBalance(f.address, STX), { ok: true, value: 10n ** 12n });
  } finally {
    f.sim.close();
  }
});

Deno.test("the /stacks node answers bad input with a JSON 4xx, never a 500", async () => {
  const sim = createSimulatorApp({ clock: "system" });
  try {
    const cases: Array<[string, RequestInit | undefined, number]> = [
      ["/stacks/extended/v1/address/not-a-principal/balances", undefined, 400],
      ["/stacks/extended/v1/address/0x12/nonces", undefined, 400],
      ["/stacks/v2/accounts/SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ8", undefined, 400],
      ["/stacks/extended/v1/tx/0x12", undefined, 400],
      [`/stacks/extended/v1/tx/0x${"ab".repeat(32)}`, undefined, 404],
      ["/stacks/v2/transactions", { method: "POST", body: "{" }, 400],
      ["/stacks/v2/transactions", { method: "POST", body: JSON.stringify({ tx: "0x00" }) }, 400],
      ["/stacks/v2/fees/transaction", { method: "POST", body: "[]" }, 400],
      ["/stacks/v2/contracts/call-read/SP1/x/f", { method: "POST", body: "{}" }, 400],
      ["/stacks/v2/nope", undefined, 404],
    ];
    for (const [path, init, status] of cases) {
      const res = await sim.fetch(path, init);
      assert.equal(res.status, status, path);
      assert.ok((res.headers.get("content-type") ?? "").includes("json"), path);
      await res.body?.cancel();
    }
  } finally {
    sim.close();
  }
});
