import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import {
  type ApiService,
  buildUrl,
  resolveApiConfig,
  type ResolvedApiSettings,
  resolveRequestTimeout,
  type WarnSink,
} from "../../../core/api_config/mod.ts";

Deno.test("buildUrl composes the default example of every service (docs/rules/http.md#url-composition)", () => {
  const r = resolveApiConfig(undefined);
  assert.ok(r.ok);
  const table: [ApiService, string, string][] = [
    ["dataApi", "/config/all", "https://api.sodax.com/v1/be/config/all"],
    ["swaps", "/submit-tx", "https://api.sodax.com/v1/swaps/submit-tx"],
    ["bridge", "/submit-tx", "https://api.sodax.com/v1/bridge/submit-tx"],
    ["sponsoring", "/config", "https://api.sodax.com/v1/sponsorships/stellar/config"],
  ];
  for (const [svc, route, expected] of table) {
    const s: ResolvedApiSettings = r.value[svc];
    assert.deepEqual(buildUrl(s, s.basePath, route), { ok: true, value: expected });
  }
});

Deno.test("a per-call baseURL replaces only the gateway root and is trimmed of /be with a warning", () => {
  const seen: string[] = [];
  const log: WarnSink = { warn: (m) => seen.push(m) };
  const r = buildUrl({ baseURL: "https://api.sodax.com/v1" }, "/be", "/config/all", {
    baseURL: "http://127.0.0.1:8080/be",
  }, log);
  assert.deepEqual(r, { ok: true, value: "http://127.0.0.1:8080/be/config/all" });
  assert.equal(seen.length, 1);
  assert.match(seen[0]!, /override\.baseURL/);
});

Deno.test("a malformed per-call baseURL is INVALID_URL", () => {
  const r = buildUrl({ baseURL: "https://api.sodax.com/v1" }, "/swaps", "/quote", { baseURL: "::nope" });
  assert.ok(!r.ok && r.error.code === "INVALID_URL");
});

Deno.test("a per-call timeout replaces the resolved one, larger or smaller", () => {
  assert.deepEqual(resolveRequestTimeout({ timeout: 1000 }, { timeout: 5000 }), { ok: true, value: 5000 });
  assert.deepEqual(resolveRequestTimeout({ timeout: 1000 }, { timeout: 10 }), { ok: true, value: 10 });
  assert.deepEqual(resolveRequestTimeout({ timeout: 1000 }, {}), { ok: true, value: 1000 });
  const bad = resolveRequestTimeout({ timeout: 1000 }, { timeout: Number.POSITIVE_INFINITY });
  assert.ok(!bad.ok && bad.error.code === "INVALID_CONFIG");
});

const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
const pathArb = fc.array(segment, { maxLength: 3 }).map((s) => s.map((x) => `/${x}`).join(""));
const hostArb = fc.constantFrom("http://127.0.0.1:8080", "https://api.sodax.com", "https://gw.example.org");

Deno.test("URL = root + service path + route for any root, service path and route", () => {
  fc.assert(
    fc.property(hostArb, pathArb, pathArb, pathArb, fc.boolean(), (host, prefix, service, route, slash) => {
      const root = `${host}${prefix}`.replace(/\/be$/, "");
      const r = buildUrl({ baseURL: `${root}${slash ? "/" : ""}` }, service, route);
      return r.ok && r.value === `${root}${service}${route}`;
    }),
  );
});

Deno.test("the per-call root never changes the service path or route", () => {
  fc.assert(fc.property(hostArb, hostArb, pathArb, pathArb, (configured, perCall, service, route) => {
    const a = buildUrl({ baseURL: configured }, service, route, { baseURL: perCall });
    return a.ok && a.value === `${perCall}${service}${route}`;
  }));
});
