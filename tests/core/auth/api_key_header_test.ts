import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { API_KEY_HEADER, resolveApiKeyHeader, resolveSolverHeaders } from "../../../core/auth/mod.ts";

const CASINGS = ["x-api-key", "X-API-KEY", "X-Api-Key", "x-API-key"];
const valueArb = fc.oneof(fc.constantFrom("", " ", "key-a", "key-b"), fc.string({ maxLength: 6 }));
const optKeyArb = fc.option(valueArb, { nil: undefined });
/** Headers with at most one spelling of x-api-key, plus unrelated headers. */
const headersArb = fc.record({
  key: fc.option(fc.tuple(fc.constantFrom(...CASINGS), valueArb), { nil: undefined }),
  other: fc.dictionary(fc.constantFrom("accept", "x-trace", "content-type"), fc.string({ maxLength: 4 })),
}).map(({ key, other }) => (key === undefined ? { ...other } : { ...other, [key[0]]: key[1] }));

function rawKey(h: Record<string, string> | undefined): string | undefined {
  if (h === undefined) return undefined;
  const entry = Object.entries(h).find(([k]) => k.toLowerCase() === "x-api-key");
  return entry?.[1];
}

/** The oracle: docs/rules/auth.md#key-precedence read literally. */
function oracle(
  cfgHeaders: Record<string, string> | undefined,
  cfgKey: string | undefined,
  reqHeaders: Record<string, string> | undefined,
  reqKey: string | undefined,
): string | undefined {
  const tiers = [rawKey(reqHeaders), reqKey || undefined, rawKey(cfgHeaders), cfgKey || undefined];
  return tiers.find((t) => t !== undefined);
}

function keysOf(h: Record<string, string>): string[] {
  return Object.keys(h).filter((k) => k.toLowerCase() === "x-api-key");
}

Deno.test("resolveApiKeyHeader follows the table of docs/rules/auth.md#key-precedence", () => {
  const table: [string, Parameters<typeof resolveApiKeyHeader>[0], string | undefined][] = [
    ["nothing set", {}, undefined],
    ["tier 4 only", { configuredApiKey: "k4" }, "k4"],
    ["empty tier 4 is unset", { configuredApiKey: "" }, undefined],
    ["tier 3 beats tier 4", { configuredHeaders: { "X-API-KEY": "k3" }, configuredApiKey: "k4" }, "k3"],
    ["blank tier 3 sent verbatim", { configuredHeaders: { "x-api-key": "" }, configuredApiKey: "k4" }, ""],
    ["tier 2 beats tier 3", { configuredHeaders: { "x-api-key": "k3" }, requestApiKey: "k2" }, "k2"],
    ["empty tier 2 is unset", { configuredHeaders: { "x-api-key": "k3" }, requestApiKey: "" }, "k3"],
    ["tier 1 beats tier 2", { requestHeaders: { "X-Api-Key": "k1" }, requestApiKey: "k2" }, "k1"],
    ["blank tier 1 sent verbatim", { requestHeaders: { "x-api-key": " " }, configuredApiKey: "k4" }, " "],
  ];
  for (const [name, params, expected] of table) {
    const h = resolveApiKeyHeader(params);
    assert.equal(h[API_KEY_HEADER], expected, name);
    assert.ok(keysOf(h).length <= 1, name);
  }
});

Deno.test("resolveApiKeyHeader agrees with the 4-tier oracle and keeps other headers", () => {
  fc.assert(fc.property(
    fc.option(headersArb, { nil: undefined }),
    optKeyArb,
    fc.option(headersArb, { nil: undefined }),
    optKeyArb,
    (cfgHeaders, cfgKey, reqHeaders, reqKey) => {
      const h = resolveApiKeyHeader({
        configuredHeaders: cfgHeaders,
        configuredApiKey: cfgKey,
        requestHeaders: reqHeaders,
        requestApiKey: reqKey,
      });
      const expected = oracle(cfgHeaders, cfgKey, reqHeaders, reqKey);
      const keys = keysOf(h);
      if (expected === undefined ? keys.length !== 0 : keys.length !== 1 || h[API_KEY_HEADER] !== expected) {
        return false;
      }
      for (const [k, v] of Object.entries({ ...cfgHeaders, ...reqHeaders })) {
        if (k.toLowerCase() === "x-api-key") continue;
        const want = reqHeaders?.[k] ?? v;
        if (h[k] !== want) return false;
      }
      return true;
    },
  ));
});

interface Model {
  header: string | undefined;
  key: string | undefined;
}
interface Real {
  headers: Record<string, string>;
  key: string | undefined;
}

class SetHeader implements fc.Command<Model, Real> {
  constructor(readonly casing: string, readonly value: string) {}
  check(): boolean {
    return true;
  }
  run(m: Model, r: Real): void {
    r.headers = Object.fromEntries(
      Object.entries(r.headers).filter(([k]) => k.toLowerCase() !== "x-api-key"),
    );
    r.headers[this.casing] = this.value;
    m.header = this.value;
  }
  toString(): string {
    return `setHeaders(${this.casing}=${JSON.stringify(this.value)})`;
  }
}

class DropHeader implements fc.Command<Model, Real> {
  check(): boolean {
    return true;
  }
  run(m: Model, r: Real): void {
    r.headers = Object.fromEntries(
      Object.entries(r.headers).filter(([k]) => k.toLowerCase() !== "x-api-key"),
    );
    m.header = undefined;
  }
  toString(): string {
    return "dropHeader";
  }
}

class SetKey implements fc.Command<Model, Real> {
  constructor(readonly value: string | undefined) {}
  check(): boolean {
    return true;
  }
  run(m: Model, r: Real): void {
    r.key = this.value;
    m.key = this.value === "" ? undefined : this.value;
  }
  toString(): string {
    return `apiKey=${JSON.stringify(this.value)}`;
  }
}

class Request implements fc.Command<Model, Real> {
  constructor(readonly headers: Record<string, string> | undefined, readonly key: string | undefined) {}
  check(): boolean {
    return true;
  }
  run(m: Model, r: Real): void {
    const h = resolveApiKeyHeader({
      configuredHeaders: r.headers,
      configuredApiKey: r.key,
      requestHeaders: this.headers,
      requestApiKey: this.key,
    });
    const expected = rawKey(this.headers) ?? (this.key || undefined) ?? m.header ?? m.key;
    assert.equal(h[API_KEY_HEADER], expected);
    assert.ok(keysOf(h).length === (expected === undefined ? 0 : 1));
  }
  toString(): string {
    return `request(${JSON.stringify(this.headers)}, ${JSON.stringify(this.key)})`;
  }
}

Deno.test("a client rotating keys and headers always sends what the tier model predicts", () => {
  const commands = [
    fc.tuple(fc.constantFrom(...CASINGS), valueArb).map(([c, v]) => new SetHeader(c, v)),
    fc.constant(new DropHeader()),
    optKeyArb.map((v) => new SetKey(v)),
    fc.tuple(fc.option(headersArb, { nil: undefined }), optKeyArb).map(([h, k]) => new Request(h, k)),
  ];
  fc.assert(fc.property(fc.commands(commands, { maxCommands: 30 }), (cmds) => {
    fc.modelRun(
      () => ({ model: { header: undefined, key: undefined }, real: { headers: {}, key: undefined } }),
      cmds,
    );
  }));
});

Deno.test("the solver uses tier 4 only", () => {
  assert.deepEqual(resolveSolverHeaders({ "X-API-KEY": "raw", a: "1" }, "cfg"), {
    a: "1",
    "x-api-key": "cfg",
  });
  assert.deepEqual(resolveSolverHeaders({ "x-api-key": "raw" }, ""), {});
  assert.deepEqual(resolveSolverHeaders({}, undefined), {});
});
