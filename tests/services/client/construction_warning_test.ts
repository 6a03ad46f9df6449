import assert from "node:assert/strict";
import { XSwap, type XSwapOptions } from "../../../mod.ts";

function capturingConsoleWarn<T>(fn: () => T): { value: T; warned: string[] } {
  const warned: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void warned.push(args.map(String).join(" "));
  try {
    return { value: fn(), warned };
  } finally {
    console.warn = original;
  }
}

Deno.test("a bad option at construction warns on console.warn when no logger is given", () => {
  const { value: client, warned } = capturingConsoleWarn(() =>
    new XSwap({ apiKey: 12345 } as unknown as XSwapOptions)
  );
  assert.ok(client.optionsError !== undefined);
  assert.equal(warned.length, 1);
  assert.match(warned[0], /^xswap: invalid client options \([A-Z_]+\): /);
});

Deno.test("a bad option at construction warns through the configured logger, not the console", () => {
  const seen: string[] = [];
  const logger = { debug() {}, info() {}, warn: (m: string) => void seen.push(m), error() {} };
  const { warned } = capturingConsoleWarn(() =>
    new XSwap({ logger, fee: { address: "0x2222222222222222222222222222222222222222", percentage: 20_000 } })
  );
  assert.deepEqual(warned, []);
  assert.equal(seen.length, 1);
  assert.match(seen[0], /INVALID_FEE/);
});

Deno.test("valid options construct without any warning", () => {
  const { warned } = capturingConsoleWarn(() => new XSwap({ apiKey: "key" }));
  assert.deepEqual(warned, []);
});

Deno.test("XSwap.create returns the options error instead of warning", () => {
  const { value: created, warned } = capturingConsoleWarn(() =>
    XSwap.create({ fee: { address: "0x2222222222222222222222222222222222222222", percentage: 20_000 } })
  );
  assert.ok(!created.ok && created.error.code === "INVALID_FEE");
  assert.deepEqual(warned, []);
});
