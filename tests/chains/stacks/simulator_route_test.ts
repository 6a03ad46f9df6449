/**
 * The simulator's `/stacks` mount behaves like every other route: listed in the OpenAPI document, targeted by
 * `clientOptionsForSimulator`, logged, faulted by route rules, and answering bad input with a JSON 4xx.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
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
        "/stacks/v2/contracts/call-read/{address}/{name}/{fn}",
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

Deno.test("random methods, segments and bodies on the /stacks routes get a JSON 2xx/4xx, never a 5xx", async () => {
  const sim = createSimulatorApp({ clock: "system" });
  const routes = [
    "/stacks/v2/transactions",
    "/stacks/extended/v1/tx/",
    "/stacks/extended/v1/address/",
    "/stacks/v2/accounts/",
    "/stacks/v2/fees/transaction",
    "/stacks/v2/contracts/call-read/",
  ];
  const segment = fc.oneof(
    fc.constant("SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7"),
    fc.constant("SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0.bnusd/balances"),
    fc.constant(`SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0/asset-manager-state/get-asset-manager-impl`),
    fc.constant(`0x${"ab".repeat(32)}`),
    fc.stringMatching(/^[A-Za-z0-9._~-]{0,16}(\/[A-Za-z0-9._~-]{0,12}){0,3}$/),
  );
  const body = fc.oneof(
    fc.constant(undefined),
    fc.string({ maxLength: 40 }),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc.record({ tx: fc.oneof(fc.stringMatching(/^(0x)?[0-9a-f]{0,80}$/), fc.string()) }).map((v) =>
      JSON.stringify(v)
    ),
    fc.record({ sender: fc.string(), arguments: fc.array(fc.oneof(fc.string(), fc.constant("0x0100"))) })
      .map((v) => JSON.stringify(v)),
  );
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        segment,
        fc.constantFrom("GET", "POST", "PUT"),
        body,
        async (route, seg, method, b) => {
          const url = route.endsWith("/") ? `${route}${seg}` : route;
          const init: RequestInit = { method, headers: { "content-type": "application/json" } };
          if (b !== undefined && method !== "GET") init.body = b;
          const res = await sim.fetch(url, init);
          const type = res.headers.get("content-type") ?? "";
          await res.body?.cancel();
          assert.ok(res.status < 500, `${method} ${url} ${b ?? ""} -> ${res.status}`);
          assert.ok(type.includes("json"), `${method} ${url} -> ${type}`);
        },
      ),
      { numRuns: 200 },
    );
  } finally {
    sim.close();
  }
});
