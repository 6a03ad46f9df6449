// Error contexts are closed per code: each code carries its own keys (ErrorContextByCode), the detail keys its
// failures set (DetailKeysByCode) and the keys every code has (CommonErrorContext, SharedDetailKey). These tests
// pin the table in docs/errors.md to the type, and (at compile time: `deno test` type-checks this file) that
// narrowing on the code narrows the context to exactly those keys.
import assert from "node:assert/strict";
import { ClientError, clientError, ERROR_CODES } from "../../core/errors.ts";

const root = new URL("../../", import.meta.url).pathname;
const source = Deno.readTextFileSync(`${root}core/errors.ts`);
const doc = Deno.readTextFileSync(`${root}docs/errors.md`);

/** The body of `export interface <name> {...}` in core/errors.ts. */
function interfaceBody(name: string): string {
  const start = source.indexOf(`export interface ${name} {`);
  assert.ok(start >= 0, name);
  return source.slice(start, source.indexOf("\n}\n", start));
}

function detailKeys(): string[] {
  return [...interfaceBody("DetailErrorContext").matchAll(/^ {2}readonly (\w+)\?:/gm)].map((m) => m[1]);
}

function sharedKeys(): string[] {
  return unionKeys("SharedDetailKey");
}

/** The keys of `export type <name> = "a" | "b";` in core/errors.ts. */
function unionKeys(name: string): string[] {
  const m = new RegExp(`export type ${name} =([^;]+);`).exec(source);
  assert.ok(m, name);
  return [...m[1].matchAll(/"(\w+)"/g)].map((k) => k[1]);
}

/** DetailKeysByCode, as code -> keys (the shared lists it names, `TransportDetailKey` and the like, expanded). */
function keysByCode(): Map<string, string[]> {
  const body = interfaceBody("DetailKeysByCode").replace(/\/\*\*[\s\S]*?\*\//g, "");
  const out = new Map<string, string[]>();
  for (const m of body.matchAll(/^ {2}([A-Z_]+):([^;]*);/gm)) {
    const keys = [...m[2].matchAll(/"(\w+)"/g)].map((k) => k[1]);
    for (const alias of m[2].matchAll(/\b([A-Z]\w*DetailKey)\b/g)) keys.push(...unionKeys(alias[1]));
    out.set(m[1], keys.sort());
  }
  return out;
}

/** The table of docs/errors.md#detail-keys-per-code, as code -> keys. */
function docTable(): Map<string, string[]> {
  const start = doc.indexOf("### Detail keys per code");
  assert.ok(start >= 0, "docs/errors.md has no Detail keys per code section");
  const section = doc.slice(start, doc.indexOf("\n## ", start));
  const out = new Map<string, string[]>();
  for (const line of section.split("\n")) {
    const m = /^\|\s*`([A-Z_]+)`\s*\|(.*)\|\s*$/.exec(line);
    if (m) out.set(m[1], [...m[2].matchAll(/`(\w+)`/g)].map((k) => k[1]).sort());
  }
  return out;
}

Deno.test("DetailKeysByCode has one row per code, each key a declared detail key that is not shared", () => {
  const table = keysByCode();
  const detail = new Set(detailKeys());
  const shared = new Set(sharedKeys());
  assert.deepEqual([...table.keys()].sort(), [...ERROR_CODES].sort());
  for (const [code, keys] of table) {
    for (const k of keys) {
      assert.ok(detail.has(k), `${code}: ${k} is not a DetailErrorContext key`);
      assert.ok(!shared.has(k), `${code}: ${k} is shared already`);
    }
  }
  for (const k of shared) assert.ok(detail.has(k), `shared ${k} is not a DetailErrorContext key`);
});

Deno.test("every detail key is carried by some code", () => {
  const carried = new Set([...sharedKeys(), ...[...keysByCode().values()].flat()]);
  assert.deepEqual(detailKeys().filter((k) => !carried.has(k)), []);
});

Deno.test("docs/errors.md lists each code's detail keys as DetailKeysByCode does, and the shared ones", () => {
  const rows = [...keysByCode()].map(([c, keys]) =>
    `| \`${c}\` | ${keys.length === 0 ? "none" : keys.map((k) => `\`${k}\``).join(", ")} |`
  );
  assert.deepEqual(
    Object.fromEntries(docTable()),
    Object.fromEntries(keysByCode()),
    `the rows DetailKeysByCode gives (then deno fmt docs/errors.md):\n${rows.join("\n")}`,
  );
  const start = doc.indexOf("### Detail keys per code");
  const section = doc.slice(start, doc.indexOf("| Code |", start));
  for (const k of sharedKeys()) assert.ok(section.includes(`\`${k}\``), `the docs do not name shared ${k}`);
});

/** A failure typed as an error of any code, as a Result's error is. */
function declined(): ClientError {
  return new ClientError("WALLET_ERROR", "Cannot swap: the user declined", {
    context: { walletCode: 4001, srcChainKey: "0x2105.base", phase: "deposit" },
  });
}

Deno.test("narrowing on the code narrows the context to that code's keys", () => {
  const error = declined();
  // Keys every code has read without narrowing.
  assert.equal(error.context.srcChainKey, "0x2105.base");
  assert.equal(error.context.phase, "deposit");
  // @ts-expect-error walletCode is a detail key of some codes only: narrow on the code first
  assert.equal(error.context.walletCode, 4001);
  if (error.code === "WALLET_ERROR") assert.equal(error.context.walletCode, 4001);
  if (error.code === "INVALID_FEE") {
    // @ts-expect-error INVALID_FEE does not carry walletCode (WALLET_ERROR's)
    assert.fail(String(error.context.walletCode));
    // @ts-expect-error nor revertReason (INTENT_CREATION_FAILED's)
    assert.fail(String(error.context.revertReason));
  }
  if (error.code === "RELAY_TIMEOUT") {
    // @ts-expect-error RELAY_TIMEOUT does not carry rpcCode (the transport codes')
    assert.fail(String(error.context.rpcCode));
  }
});

Deno.test("a context key the code does not carry, or no code declares, does not compile", () => {
  // @ts-expect-error INVALID_FEE's failures never set walletCode
  const a = new ClientError("INVALID_FEE", "x", { context: { walletCode: 4001 } });
  // @ts-expect-error a misspelt key is no code's key
  const b = clientError("WALLET_ERROR", "x", { walletCod: 4001 });
  const c = clientError("WALLET_ERROR", "x", { walletCode: 4001, srcChainKey: "0x2105.base" });
  assert.deepEqual([a.code, b.code, c.code], ["INVALID_FEE", "WALLET_ERROR", "WALLET_ERROR"]);
});
