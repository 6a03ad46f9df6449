// The simulator's control surface (/__sim/*) cannot be driven by a web page: refused Hosts (DNS rebinding),
// refused Origins, refused non-JSON writes; the platform API routes keep answering browser dApps from any origin.
import assert from "node:assert/strict";
import { parseSimulateArgs } from "../../simulator/main.ts";
import { startSimulator } from "../../simulator/start.ts";
import { makeSim } from "./_helpers.ts";

const SIM = "http://127.0.0.1:8787";
const EVIL = "https://evil.example";

function req(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Request {
  return new Request(`${SIM}${path}`, {
    method: init.method ?? "GET",
    headers: init.headers ?? {},
    body: init.body ?? null,
  });
}

async function answer(
  sim: ReturnType<typeof makeSim>,
  request: Request,
): Promise<{ status: number; code?: string | undefined }> {
  const res = await sim.handle(request);
  const text = await res.text();
  let code: string | undefined;
  try {
    code = JSON.parse(text).code;
  } catch { /* not JSON */ }
  return { status: res.status, code };
}

Deno.test("a control request whose Host is not a loopback name is refused 403 HOST_NOT_ALLOWED (DNS rebinding)", async () => {
  const sim = makeSim();
  try {
    const r = await answer(sim, req("/__sim/state", { headers: { host: "attacker.example:8787" } }));
    assert.deepEqual(r, { status: 403, code: "HOST_NOT_ALLOWED" });
    const write = await answer(
      sim,
      req("/__sim/reset", {
        method: "POST",
        headers: { host: "attacker.example", "content-type": "application/json" },
        body: '{"seed":2}',
      }),
    );
    assert.equal(write.status, 403);
    for (const host of ["127.0.0.1:8787", "localhost:8787", "[::1]:8787", "app.localhost"]) {
      assert.equal((await answer(sim, req("/__sim/state", { headers: { host } }))).status, 200, host);
    }
  } finally {
    sim.close();
  }
});

Deno.test("--allowed-host names a Host the control surface answers", async () => {
  const sim = makeSim({ allowedHosts: ["sim.test"] });
  try {
    assert.equal(
      (await answer(sim, req("/__sim/state", { headers: { host: "sim.test:8787" } }))).status,
      200,
    );
    assert.equal((await answer(sim, req("/__sim/state", { headers: { host: "other.test" } }))).status, 403);
  } finally {
    sim.close();
  }
  const flags = parseSimulateArgs(
    ["--allowed-host=sim.test,box.lan", "--allowed-host", "dev.test"],
    () => undefined,
  );
  assert.deepEqual(flags.options.allowedHosts, ["sim.test", "box.lan", "dev.test"]);
  assert.deepEqual(
    parseSimulateArgs([], (k) => (k === "SIM_ALLOWED_HOST" ? "a.test" : undefined)).options.allowedHosts,
    [
      "a.test",
    ],
  );
  assert.equal(parseSimulateArgs(["--allowed-host=http://x/"], () => undefined).errors.length, 1);
});

Deno.test("a control request from another origin is refused 403 ORIGIN_NOT_ALLOWED, preflights included", async () => {
  const sim = makeSim();
  try {
    const host = { host: "127.0.0.1:8787" };
    const read = await answer(sim, req("/__sim/snapshot", { headers: { ...host, origin: EVIL } }));
    assert.deepEqual(read, { status: 403, code: "ORIGIN_NOT_ALLOWED" });
    const pre = await sim.handle(req("/__sim/faults", {
      method: "OPTIONS",
      headers: { ...host, origin: EVIL, "access-control-request-method": "POST" },
    }));
    assert.equal(pre.status, 403);
    assert.equal(pre.headers.get("access-control-allow-origin"), null);
    await pre.body?.cancel();
    // its own origin passes (the dashboard's fetches)
    const own = await answer(sim, req("/__sim/state", { headers: { ...host, origin: SIM } }));
    assert.equal(own.status, 200);
  } finally {
    sim.close();
  }
});

Deno.test("GET /__sim/client-options answers a dApp page of any origin (the options simulate prints)", async () => {
  const sim = makeSim();
  try {
    const res = await sim.handle(
      req("/__sim/client-options", { headers: { host: "127.0.0.1:8787", origin: EVIL } }),
    );
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("access-control-allow-origin"), "*");
    await res.body?.cancel();
    const rebound = await answer(
      sim,
      req("/__sim/client-options", { headers: { host: "evil.example", origin: EVIL } }),
    );
    assert.equal(rebound.status, 403);
  } finally {
    sim.close();
  }
});

Deno.test("an origin named by --cors-origin may drive the control surface; the default any-origin does not", async () => {
  const vite = "http://localhost:3000";
  const named = makeSim({ corsOrigin: [vite] });
  const open = makeSim();
  try {
    const headers = { host: "127.0.0.1:8787", origin: vite };
    assert.equal((await answer(named, req("/__sim/state", { headers }))).status, 200);
    assert.equal((await answer(open, req("/__sim/state", { headers }))).status, 403);
  } finally {
    named.close();
    open.close();
  }
});

Deno.test("a state-changing control request whose body is not application/json is refused 415", async () => {
  const sim = makeSim();
  try {
    const host = { host: "127.0.0.1:8787" };
    // text/plain and form POSTs need no preflight: a page could send them blind
    for (
      const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]
    ) {
      const r = await answer(
        sim,
        req("/__sim/reset", {
          method: "POST",
          headers: { ...host, "content-type": type },
          body: '{"seed":3}',
        }),
      );
      assert.deepEqual(r, { status: 415, code: "UNSUPPORTED_MEDIA_TYPE" }, type);
    }
    const none = await answer(sim, req("/__sim/reset", { method: "POST", headers: host }));
    assert.equal(none.status, 415);
    const json = await answer(
      sim,
      req("/__sim/reset", {
        method: "POST",
        headers: { ...host, "content-type": "application/json; charset=utf-8" },
        body: '{"seed":3}',
      }),
    );
    assert.equal(json.status, 200);
  } finally {
    sim.close();
  }
});

Deno.test("the platform API routes keep answering a browser dApp from any origin and any Host", async () => {
  const sim = makeSim();
  try {
    const res = await sim.handle(req("/v1/swaps/tokens", {
      headers: { host: "attacker.example", origin: EVIL, "x-api-key": String(sim.clientConfig.apiKey) },
    }));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("access-control-allow-origin"), "*");
    await res.body?.cancel();
  } finally {
    sim.close();
  }
});

/** Sends a raw HTTP/1.1 request (fetch will not send a forged Host) and returns its status. */
async function rawStatus(port: number, lines: string[]): Promise<number> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  try {
    await conn.write(new TextEncoder().encode([...lines, "connection: close", "", ""].join("\r\n")));
    const buf = new Uint8Array(256);
    const n = await conn.read(buf);
    return Number(/^HTTP\/1\.1 (\d{3})/.exec(new TextDecoder().decode(buf.subarray(0, n ?? 0)))?.[1]);
  } finally {
    conn.close();
  }
}

Deno.test("over a real socket, a rebinding Host and a cross-origin text/plain POST to /__sim/reset are refused", async () => {
  await using sim = await startSimulator({ port: 0 });
  const port = Number(new URL(sim.urls.origin).port);
  assert.equal(await rawStatus(port, ["GET /__sim/state HTTP/1.1", `host: evil.example:${port}`]), 403);
  const plain = await fetch(`http://127.0.0.1:${port}/__sim/reset`, {
    method: "POST",
    headers: { origin: EVIL, "content-type": "text/plain" },
    body: "{}",
  });
  assert.equal(plain.status, 403);
  await plain.body?.cancel();
  const ok = await fetch(`http://127.0.0.1:${port}/__sim/state`);
  assert.equal(ok.status, 200);
  await ok.body?.cancel();
});
