import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";
import { parseConfigAllFast } from "../../../core/schemas/_config_all_fast.ts";
import {
  configAllResponseSchema,
  strictConfigAllSchema,
  toConfigAllPayload,
} from "../../../core/schemas/config_all.ts";

type Json = Record<string, unknown>;

const WIRE = JSON.stringify(toConfigAllPayload(DEFAULT_CLIENT_CONFIG));

function wire(): Json {
  return JSON.parse(WIRE);
}

/** Every path into the wire payload (objects, arrays and leaves). */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...prefix, i], out));
  else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  }
  return out;
}

const PATHS = pathsOf(wire()).filter((p) => p.length > 0);

type Mutation = { kind: "set"; value: unknown } | { kind: "delete" } | { kind: "extra"; key: string };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constantFrom<unknown>(
    undefined,
    null,
    "",
    "x",
    "12",
    "-1",
    "0x2105.base",
    "EVM",
    "SOLANA",
    0,
    -1,
    1.5,
    2 ** 60,
    Number.NaN,
    true,
    {},
    [],
    [{}],
    new Date(0),
    Object.create(null),
  ).map((value): Mutation => ({ kind: "set", value })),
  fc.constant<Mutation>({ kind: "delete" }),
  fc.constantFrom("extra", "future-chain", "sonic", "__proto__").map((key): Mutation => ({
    kind: "extra",
    key,
  })),
);

function mutate(root: Json, path: (string | number)[], m: Mutation): void {
  let parent: Record<string | number, unknown> = root;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (m.kind === "set") parent[last] = m.value;
  else if (m.kind === "delete") delete parent[last];
  else {
    const target = parent[last];
    if (typeof target === "object" && target !== null && !Array.isArray(target)) {
      Object.defineProperty(target, m.key, {
        value: { a: 1 },
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
}

Deno.test("the fast path of the /config/all schema returns zod's output for the packaged payload", () => {
  const body = wire();
  const fast = parseConfigAllFast(body);
  const strict = strictConfigAllSchema.safeParse(body);
  assert.ok(fast !== undefined && strict.success);
  assert.deepEqual(fast, strict.data);
});

Deno.test("the fast path accepts only what zod accepts and then agrees with it; issues are zod's", () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.integer({ min: 0, max: PATHS.length - 1 }), mutationArb), {
        minLength: 1,
        maxLength: 3,
      }),
      (mutations) => {
        const build = (): Json => {
          const body = wire();
          for (const [i, m] of mutations) {
            try {
              mutate(body, PATHS[i] as (string | number)[], m);
            } catch {
              // the path went away with an earlier mutation
            }
          }
          return body;
        };
        const body = build();
        const strict = strictConfigAllSchema.safeParse(body);
        const fast = parseConfigAllFast(body);
        if (fast !== undefined) {
          assert.ok(strict.success, "fast path accepted a body zod refuses");
          assert.deepEqual(fast, strict.data);
        }
        // the owned (in-place) form decides and answers the same on its own copy of the body
        const owned = parseConfigAllFast(build(), { owned: true });
        assert.equal(owned === undefined, fast === undefined);
        if (owned !== undefined) assert.deepEqual(owned, fast);
        const pub = configAllResponseSchema.safeParse(body);
        assert.equal(pub.success, strict.success);
        if (pub.success && strict.success) assert.deepEqual(pub.data, strict.data);
        if (!pub.success && !strict.success) {
          assert.deepEqual(
            pub.error.issues.map((x) => [x.code, x.path, x.message]),
            strict.error.issues.map((x) => [x.code, x.path, x.message]),
          );
        }
      },
    ),
    { numRuns: 400 },
  );
});

Deno.test("an owned body is validated and frozen in place; fields to strip or revive are copied", () => {
  const body = wire();
  const config = body.config as Json;
  const sonic = (config.chains as Json).sonic as Json;
  sonic.extra = 1;
  const owned = parseConfigAllFast(body, { owned: true });
  const copied = parseConfigAllFast(wire());
  assert.ok(owned !== undefined && copied !== undefined);
  assert.deepEqual(owned, copied);
  assert.equal(owned.config.hub, config.hub);
  assert.notEqual(owned.config.chains.sonic, sonic);
  assert.equal(owned.config.chains.sonic?.supportedTokens, sonic.supportedTokens);
  assert.notEqual(owned.config.relay.relayChainIdMap, (config.relay as Json).relayChainIdMap);
  assert.ok(Object.isFrozen(owned.config.hub) && Object.isFrozen(owned.config.chains.sonic));
  const unowned = wire();
  parseConfigAllFast(unowned);
  assert.ok(!Object.isFrozen(unowned.config), "a body the caller keeps is never touched");
});

Deno.test("a body the fast path declines still parses when zod accepts it (a class instance as a record)", () => {
  const body = wire();
  const config = body.config as Json;
  config.dex = Object.assign(new (class Dex {})(), config.dex);
  const r = configAllResponseSchema.safeParse(body);
  assert.equal(parseConfigAllFast(body), undefined);
  assert.equal(r.success, strictConfigAllSchema.safeParse(body).success);
});

Deno.test("the fast path declines a chain config of another family under a chain key, as zod refuses it", () => {
  const chains = (wire().config as Json).chains as Record<string, { chain: { type: string } }>;
  const byType = new Map(Object.values(chains).map((c) => [c.chain.type, c]));
  for (const key of Object.keys(chains)) {
    for (const [type, other] of byType) {
      if (type === chains[key]?.chain.type) continue;
      const body = wire();
      ((body.config as Json).chains as Json)[key] = structuredClone(other);
      assert.equal(parseConfigAllFast(body), undefined, `${key} <- ${type}`);
      assert.ok(!configAllResponseSchema.safeParse(body).success, `${key} <- ${type}`);
    }
  }
});
