import assert from "node:assert/strict";
import {
  type ApiConfig,
  DEFAULT_API_TIMEOUT_MS,
  DEFAULT_GATEWAY_BASE_URL,
  resolveApiConfig,
  type ResolvedApiConfig,
  type WarnSink,
} from "../../../core/api_config/mod.ts";
import type { ErrorContextFields } from "../../../core/errors.ts";

function collect(): WarnSink & { messages: string[]; contexts: (Record<string, unknown> | undefined)[] } {
  const messages: string[] = [];
  const contexts: (Record<string, unknown> | undefined)[] = [];
  return { messages, contexts, warn: (m, c) => (messages.push(m), contexts.push(c)) };
}

function resolve(api: ApiConfig | undefined, apiKey?: string): ResolvedApiConfig {
  const r = resolveApiConfig(api, { apiKey });
  if (!r.ok) throw r.error;
  return r.value;
}

const GW = DEFAULT_GATEWAY_BASE_URL;

Deno.test("resolveApiConfig gives every client the packaged gateway and its service path by default", () => {
  const r = resolve(undefined);
  assert.deepEqual(
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, [v.baseURL, v.basePath, v.timeout]])),
    {
      dataApi: [GW, "/be", DEFAULT_API_TIMEOUT_MS],
      swaps: [GW, "/swaps", 30000],
      bridge: [GW, "/bridge", 30000],
      sponsoring: [GW, "/sponsorships/stellar", 30000],
    },
  );
  assert.equal(r.dataApi.headers["Content-Type"], "application/json");
});

Deno.test("resolveApiConfig follows the layering table of docs/rules/http.md#api-config-resolution", () => {
  const base = { baseURL: GW, timeout: 1000, headers: {} };
  const table: {
    name: string;
    api: ApiConfig;
    expect: Partial<Record<keyof ResolvedApiConfig, [string, string]>>;
  }[] = [
    {
      name: "flat baseURL moves data, swaps and bridge, not sponsoring",
      api: { ...base, baseURL: "http://local:1" },
      expect: {
        dataApi: ["http://local:1", "/be"],
        swaps: ["http://local:1", "/swaps"],
        bridge: ["http://local:1", "/bridge"],
        sponsoring: [GW, "/sponsorships/stellar"],
      },
    },
    {
      name: "baseApiConfig wins over flat fields",
      api: { ...base, baseURL: "http://flat:1", baseApiConfig: { baseURL: "http://shared:2" } },
      expect: {
        dataApi: ["http://shared:2", "/be"],
        swaps: ["http://shared:2", "/swaps"],
        bridge: ["http://shared:2", "/bridge"],
      },
    },
    {
      name: "swapsApiConfig moves swaps only",
      api: { baseApiConfig: { baseURL: "http://shared:2" }, swapsApiConfig: { baseURL: "http://swaps:3" } },
      expect: {
        dataApi: ["http://shared:2", "/be"],
        swaps: ["http://swaps:3", "/swaps"],
        bridge: ["http://shared:2", "/bridge"],
      },
    },
    {
      name: "basePath reaches the data API only (empty allowed)",
      api: { ...base, basePath: "" },
      expect: { dataApi: [GW, ""], swaps: [GW, "/swaps"], bridge: [GW, "/bridge"] },
    },
    {
      name: "basePath of baseApiConfig never reaches swaps",
      api: { baseApiConfig: { basePath: "/data" } },
      expect: { dataApi: [GW, "/data"], swaps: [GW, "/swaps"] },
    },
    {
      name: "sponsoring takes only its own slice",
      api: {
        baseApiConfig: { baseURL: "http://shared:2" },
        sponsoringApiConfig: { baseURL: "https://sp.example" },
      },
      expect: { sponsoring: ["https://sp.example", "/sponsorships/stellar"] },
    },
  ];
  for (const { name, api, expect } of table) {
    const r = resolve(api);
    for (const [svc, [url, path]] of Object.entries(expect)) {
      const got = r[svc as keyof ResolvedApiConfig];
      assert.deepEqual([got.baseURL, got.basePath], [url, path], `${name}: ${svc}`);
    }
  }
});

Deno.test("sponsoring inherits only the timeout, never headers or key", () => {
  const r = resolve({
    baseURL: GW,
    timeout: 1234,
    headers: { "x-custom": "1" },
    apiKey: "flat-key",
    sponsoringApiConfig: { headers: { "x-sp": "2" } },
  }, "global");
  assert.equal(r.sponsoring.timeout, 1234);
  assert.equal(r.sponsoring.headers["x-custom"], undefined);
  assert.equal(r.sponsoring.headers["x-sp"], "2");
  assert.equal(r.sponsoring.apiKey, undefined);
  assert.equal(resolve({ sponsoringApiConfig: { timeout: 5, apiKey: "sp" } }).sponsoring.timeout, 5);
  assert.equal(resolve({ sponsoringApiConfig: { apiKey: "sp" } }).sponsoring.apiKey, "sp");
});

Deno.test("headers merge layer by layer and keys resolve per client", () => {
  const r = resolve({
    baseURL: GW,
    timeout: 1,
    headers: { a: "flat", b: "flat" },
    apiKey: "",
    baseApiConfig: { headers: { b: "shared" }, apiKey: "shared-key" },
    swapsApiConfig: { headers: { c: "swaps" }, apiKey: "swaps-key", timeout: 9 },
  }, "global");
  assert.deepEqual([r.dataApi.headers.a, r.dataApi.headers.b, r.dataApi.headers.c], [
    "flat",
    "shared",
    undefined,
  ]);
  assert.equal(r.swaps.headers.c, "swaps");
  assert.equal(r.bridge.headers.c, undefined);
  assert.deepEqual([r.dataApi.apiKey, r.swaps.apiKey, r.bridge.apiKey], [
    "shared-key",
    "swaps-key",
    "shared-key",
  ]);
  assert.deepEqual([r.swaps.timeout, r.bridge.timeout], [9, 1]);
  assert.equal(resolve(undefined, "").dataApi.apiKey, undefined);
  assert.equal(resolve(undefined, "g").bridge.apiKey, "g");
});

Deno.test("a trailing /be is trimmed with a warning naming the setting", () => {
  const log = collect();
  const r = resolveApiConfig({ baseURL: "https://api.sodax.com/v1/be/", timeout: 1, headers: {} }, {
    logger: log,
  });
  assert.ok(r.ok);
  assert.equal(r.value.dataApi.baseURL, GW);
  assert.equal(r.value.dataApi.basePath, "/be");
  assert.ok(log.messages.some((m) => m.includes("dataApi.baseURL") && m.includes("/be")));
  assert.ok(log.messages.some((m) => m.includes("swaps.baseURL")));
});

Deno.test("one construction warning names each service lacking the version prefix on the packaged host", () => {
  const log = collect();
  resolveApiConfig({
    baseApiConfig: { baseURL: "https://api.sodax.com" },
    sponsoringApiConfig: { baseURL: "https://API.SODAX.COM/v2" },
  }, { logger: log });
  const warnings = log.messages.filter((m) => m.includes("version prefix"));
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!, /dataApi, swaps, bridge$/);
  const quiet = collect();
  resolveApiConfig({ baseApiConfig: { baseURL: "http://localhost:8080" } }, { logger: quiet });
  resolveApiConfig(undefined, { logger: quiet });
  assert.deepEqual(quiet.messages, []);
});

Deno.test("bad URLs, timeouts and base paths are failed Results, never throws", () => {
  const table: [ApiConfig, string, string][] = [
    [{ baseURL: "not a url", timeout: 1, headers: {} }, "INVALID_URL", "dataApi.baseURL"],
    [{ swapsApiConfig: { baseURL: "ftp://x" } }, "INVALID_URL", "swaps.baseURL"],
    [{ sponsoringApiConfig: { baseURL: "https://x/?q=1" } }, "INVALID_URL", "sponsoring.baseURL"],
    [{ baseApiConfig: { baseURL: "https://u:p@x" } }, "INVALID_URL", "dataApi.baseURL"],
    [{ baseURL: GW, timeout: -1, headers: {} }, "INVALID_CONFIG", "dataApi.timeout"],
    [{ baseApiConfig: { basePath: "be" } }, "INVALID_CONFIG", "dataApi.basePath"],
  ];
  for (const [api, code, where] of table) {
    const r = resolveApiConfig(api);
    assert.ok(!r.ok, where);
    assert.equal(r.error.code, code, where);
    assert.equal((r.error.context as ErrorContextFields).label ?? r.error.context.field, where);
  }
});
