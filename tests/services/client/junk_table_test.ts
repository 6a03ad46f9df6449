// Every public method of XSwap, its services and SwapsApiClient, and every exported Result function of the root,
// answers a fixed table of junk and hostile arguments within the boundary's contract (no throw, no hang, codes of
// ERROR_CODES); the generated versions are the properties in tests/properties/public_surface_junk_test.ts and
// public_surface_hostile_test.ts.
import assert from "node:assert/strict";
import {
  callWithJunk,
  cyclicObject,
  revokedProxy,
  surfaceTargets,
  throwingConversions,
  throwingGetters,
  throwingProxy,
} from "../../properties/_public_surface.ts";

const cyclic = (): unknown => {
  const o: Record<string, unknown> = { a: 1 };
  o.self = o;
  return o;
};
const hostile = {
  toString(): string {
    throw new Error("hostile toString");
  },
};
const JUNK: readonly unknown[][] = [
  [],
  [null],
  [undefined, null, null],
  [cyclic()],
  ["x".repeat(1 << 20)],
  [Symbol("junk")],
  [Number.NaN, Infinity],
  [{ timeout: Number.NaN, signal: AbortSignal.abort() }],
  [{ signal: 0 }],
  [`0x${"ab".repeat(32)}`, { signal: 0n, dstChainKey: "0x38.bsc" }],
  ["0x2105.base", `0x${"11".repeat(20)}`, null],
  [{ params: null, walletProvider: null, extras: null }],
  [[1, 2]],
  [hostile],
  ["solana", { amount: 2 ** 53 + 1 }],
  [2n ** 70n],
  [throwingGetters(), throwingGetters()],
  [throwingProxy(), throwingProxy()],
  [revokedProxy(), revokedProxy()],
  [{ params: throwingGetters(), walletProvider: throwingProxy(), amount: revokedProxy() }],
  [throwingConversions(), throwingConversions()],
  [cyclicObject(), cyclicObject()],
];

Deno.test("every public method answers a table of junk without throwing, hanging or an unknown code", async () => {
  const broken: string[] = [];
  for (const target of surfaceTargets()) {
    for (const args of JUNK) {
      const problem = await callWithJunk(target, args);
      if (problem !== undefined) {
        broken.push(problem);
        break;
      }
    }
  }
  assert.deepEqual(broken, []);
});
