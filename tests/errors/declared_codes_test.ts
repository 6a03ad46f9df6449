// Each public method of the main services declares the codes it fails with (`Result<T, ClientError<C>>`,
// tests/errors/declared_codes.ts); these tests check the declarations against what the methods produce: under a
// table of hostile arguments here (the generated junk and hostile properties of tests/properties/ check the same
// through `badOutcome`), and in the services' own tests, recorded by tests/errors/record.ts into
// observed_codes.json.
import assert from "node:assert/strict";
import { ERROR_CODES } from "../../core/errors.ts";
import { XSwap } from "../../services/client/xswap.ts";
import { DECLARED_ERROR_CODES, type DeclaredCodes } from "./declared_codes.ts";
import { CREATE_ERROR_CODES, type CreateErrorCode } from "../../services/client/error_codes.ts";
import {
  BOUND_MS,
  callWithJunk,
  methodsOf,
  refuse,
  revokedProxy,
  SERVICES,
  throwingConversions,
  throwingGetters,
  warmUp,
} from "../properties/_public_surface.ts";
import { settle, withVirtualTime } from "../properties/_harness.ts";

const TABLE: readonly unknown[][] = [
  [],
  [null, null],
  [{ params: null, walletProvider: null, extras: null }],
  ["mars", { amount: -1n, srcChainKey: "mars", dstChainKey: "0x38.bsc" }],
  [-1n, Number.NaN],
  [throwingGetters(), throwingGetters()],
  [revokedProxy()],
  [throwingConversions()],
];

Deno.test("every declared list names known codes once, each of a method the client has", () => {
  const client = new XSwap({ fetch: () => Promise.reject(new TypeError("no server")) });
  for (const [name, codes] of Object.entries(DECLARED_ERROR_CODES)) {
    assert.ok(codes.length > 0, name);
    assert.equal(new Set(codes).size, codes.length, `${name} lists a code twice`);
    for (const c of codes) assert.ok((ERROR_CODES as readonly string[]).includes(c), `${name}: ${c}`);
    const [service, method] = name.split(".");
    const owner = service === "client"
      ? client as unknown as Record<string, unknown>
      : (client as unknown as Record<string, Record<string, unknown>>)[service];
    assert.equal(typeof owner?.[method], "function", `${name} is not a method of the client`);
  }
});

Deno.test("every boundary failure (a hostile argument, a defect) is a declared code of every method", () => {
  for (const [name, codes] of Object.entries(DECLARED_ERROR_CODES)) {
    assert.ok(codes.includes("VALIDATION_FAILED") && codes.includes("UNKNOWN"), name);
  }
});

Deno.test("each declared method fails only with its declared codes under a table of hostile arguments", async () => {
  const broken: string[] = [];
  for (const name of Object.keys(DECLARED_ERROR_CODES)) {
    const [on, method] = name.split(".") as [typeof SERVICES[number] | "client", string];
    for (const args of TABLE) {
      const problem = await callWithJunk({ on, method }, args);
      if (problem !== undefined) {
        broken.push(problem);
        break;
      }
    }
  }
  assert.deepEqual(broken, []);
});

Deno.test("the codes the services' own tests produced (observed_codes.json) are declared", () => {
  const observed = JSON.parse(
    Deno.readTextFileSync(new URL("./observed_codes.json", import.meta.url)),
  ) as Record<string, string[]>;
  const undeclared: string[] = [];
  let checked = 0;
  for (const [name, codes] of Object.entries(observed)) {
    const declared = DECLARED_ERROR_CODES[name];
    if (declared === undefined) continue;
    checked++;
    for (const c of codes) if (!declared.includes(c as never)) undeclared.push(`${name}: ${c}`);
  }
  assert.ok(checked > 0, "observed_codes.json covers no declared method");
  assert.deepEqual(undeclared, []);
});

/** Methods the prototype walk sees that the types keep private: `protected` (the data API reads' transport). */
const NOT_PUBLIC: readonly string[] = ["backendApi.sendDataRead"];

/** The public methods of the entry object's services that return a plain value, not a Result (no codes). */
const PLAIN_VALUE_METHODS: readonly string[] = [
  "backendApi.getBaseURL",
  "config.findSupportedTokenBySymbol",
  "config.getChainConfig",
  "config.getChainToken",
  "config.getHubChainConfig",
  "config.getMoneyMarketToken",
  "config.getOriginalAssetAddress",
  "config.getOriginalAssetsFromVault",
  "config.getSodaTokenAddress",
  "config.getSupportedSwapTokens",
  "config.getSwapToken",
  "config.isMoneyMarketSupportedToken",
  "config.isSodaVaultHubAsset",
  "config.isValidChainHubAsset",
  "config.isValidHubAsset",
  "config.isValidSpokeChainKey",
  "config.isValidStakedATokenAddress",
  "dex.getPools",
  "leverageYield.getVaults",
  "moneyMarket.getSupportedReserves",
];

Deno.test("every public method of the entry object's services that returns a Result declares its codes", async () => {
  await warmUp();
  const realFetch = globalThis.fetch;
  globalThis.fetch = refuse;
  const undeclared: string[] = [];
  let results = 0;
  try {
    await withVirtualTime(async (clock) => {
      const client = new XSwap({ fetch: refuse, logger: { debug() {}, info() {}, warn() {}, error() {} } });
      for (const on of SERVICES) {
        const service = client[on] as unknown as Record<string, (...a: unknown[]) => unknown>;
        for (const method of methodsOf(service)) {
          const name = `${on}.${method}`;
          if (NOT_PUBLIC.includes(name)) continue;
          let value: unknown;
          try {
            value = service[method]!();
            if (value instanceof Promise) value = await settle(clock, value, BOUND_MS);
          } catch {
            value = undefined;
          }
          const isResult = typeof value === "object" && value !== null && "ok" in value;
          if (PLAIN_VALUE_METHODS.includes(name)) {
            if (isResult) undeclared.push(`${name} (listed as plain, returns a Result)`);
            continue;
          }
          if (isResult) results++;
          if (DECLARED_ERROR_CODES[name] === undefined) undeclared.push(name);
        }
      }
    });
  } finally {
    globalThis.fetch = realFetch;
  }
  assert.deepEqual(undeclared, []);
  assert.equal(results, Object.keys(DECLARED_ERROR_CODES).filter((n) => !n.startsWith("client.")).length);
});

Deno.test("XSwap.create (static, not guarded) declares the codes of the options' issues and fails only with them", () => {
  type Create = DeclaredCodes<typeof XSwap.create>;
  const same: [Create] extends [CreateErrorCode] ? [CreateErrorCode] extends [Create] ? true : false : false =
    true;
  assert.ok(same);
  const quiet = { debug() {}, info() {}, warn() {}, error() {} };
  const hostile = {
    get fee(): never {
      throw new Error("hostile getter");
    },
  };
  const table: unknown[] = [
    null,
    "x",
    hostile,
    { logger: quiet, fee: { address: "0x2222222222222222222222222222222222222222", percentage: 20_000 } },
    { logger: quiet, transport: "fast" },
    { logger: quiet, swapJournal: 1 },
    { logger: quiet, pollPolicy: 1 },
  ];
  const codes = new Set<string>();
  for (const [i, options] of table.entries()) {
    const r = XSwap.create(options as never);
    assert.ok(!r.ok, `options #${i}`);
    assert.ok(CREATE_ERROR_CODES.includes(r.error.code), r.error.code);
    codes.add(r.error.code);
  }
  assert.ok(codes.has("INVALID_CONFIG") && codes.has("INVALID_FEE"), [...codes].join());
});
