/**
 * Regenerates `_default_chains.ts` and `_default_tokens.ts` from the reference data files beside this one
 * (`default-chain-config.json`, `default-tokens.json`, taken from the platform's packaged configuration; each
 * names its source in `_source`). A development tool: it is excluded from the published package (`deno.json`
 * `publish.exclude`) and carries no machine-specific path.
 *
 * Run: `deno task gen` (the same as `deno run --allow-read --allow-write core/config/_gen/generate.ts`). The
 * output is already in `deno fmt` form, so a run on unchanged input leaves the files byte for byte as they are
 * (`tests/core/config/generated_defaults_test.ts` checks it). Optional arguments: `<source dir>` (default: this
 * folder) and `<output dir>` (default: `core/config/`).
 *
 * @example Generate from in-memory data
 * ```ts
 * import assert from "node:assert/strict";
 * import { generateDefaults } from "./generate.ts";
 * const out = generateDefaults({ chains: {} }, { tokens: {} });
 * assert.ok(out.chains.includes("RAW_PACKAGED_CHAINS") && out.tokens.includes("RAW_PACKAGED_TOKENS"));
 * ```
 * @module
 */

/** One chain of `default-chain-config.json`. */
export interface RawChain {
  name: string;
  type: string;
  nativeChainId: number | string;
  rpc: Record<string, string>;
  addresses: Record<string, string>;
  nativeToken: string;
  bnUSD: string;
  pollingConfig: { pollingIntervalMs: number; maxTimeoutMs: number };
  explorer?: string;
  [key: string]: unknown;
}

/** One token row of `default-tokens.json`. */
export interface RawToken {
  symbol: string;
  decimals: number;
  address: string;
  hubAsset: string;
  vault: string;
  swap: boolean;
}

const ZERO = "0x0000000000000000000000000000000000000000";
const ZERO_ADDRESSES = { assetManager: ZERO, connection: ZERO };

/** Chains of the spec that the reference data does not carry. */
const EXTRA_CHAINS: Record<string, RawChain> = {
  hedera: {
    name: "Hedera",
    type: "EVM",
    nativeChainId: 295,
    rpc: { rpcUrl: "" },
    addresses: ZERO_ADDRESSES,
    nativeToken: ZERO,
    bnUSD: ZERO,
    pollingConfig: { pollingIntervalMs: 1000, maxTimeoutMs: 60000 },
    explorer: "",
  },
  robinhood: {
    name: "Robinhood",
    type: "EVM",
    nativeChainId: 0,
    rpc: { rpcUrl: "" },
    addresses: ZERO_ADDRESSES,
    nativeToken: ZERO,
    bnUSD: ZERO,
    pollingConfig: { pollingIntervalMs: 1000, maxTimeoutMs: 60000 },
    explorer: "",
  },
};

function familyFields(c: RawChain): Record<string, unknown> {
  switch (c.type) {
    case "EVM":
    case "NEAR":
    case "STACKS":
      return { rpcUrl: c.rpc.rpcUrl };
    case "SOLANA":
      return { rpcUrl: c.rpc.rpcUrl, walletAddress: c.walletAddress, gasPrice: c.gasPrice };
    case "STELLAR":
      return {
        horizonRpcUrl: c.rpc.horizonRpcUrl,
        sorobanRpcUrl: c.rpc.sorobanRpcUrl,
        trustlineConfigs: c.trustlineConfigs,
        priorityFee: c.priorityFee,
        baseFee: c.baseFee,
      };
    case "SUI":
      return { grpc_url: c.rpc.rpc_url };
    case "ICON":
      return { rpcUrl: c.rpc.rpcUrl, debugRpcUrl: c.rpc.debugRpcUrl, nid: c.nid };
    case "INJECTIVE":
      return {
        rpcUrl: c.rpc.rpcUrl,
        walletAddress: c.walletAddress,
        prefix: c.prefix,
        gasPrice: c.gasPrice,
        isBrowser: c.isBrowser,
        networkId: c.networkId,
        network: c.network,
      };
    case "BITCOIN": {
      const radfi = c.radfi as Record<string, string>;
      return {
        rpcUrl: c.rpc.rpcUrl,
        network: c.network,
        exchange: { apiUrl: radfi.apiUrl, umsUrl: radfi.umsUrl, walletMode: radfi.walletMode },
      };
    }
    default:
      throw new Error(`unknown chain type ${c.type}`);
  }
}

/** `deno.json` `fmt.lineWidth`. */
const LINE_WIDTH = 110;

/**
 * A value as a TypeScript literal in `deno fmt` form: one key or element a line, two-space indent, trailing
 * commas, keys quoted as in the JSON source, a too long primitive value on its own line; `undefined` fields are left out (as `JSON.stringify` does).
 */

function literal(value: unknown, indent: string): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((v) => `${inner}${literal(v, inner)},`).join("\n")}\n${indent}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return "{}";
    const lines = entries.map(([k, v]) => {
      const line = `${inner}${JSON.stringify(k)}: ${literal(v, inner)},`;
      // deno fmt moves a value that does not fit the line width (110) to its own line.
      return line.length <= LINE_WIDTH || typeof v === "object"
        ? line
        : `${inner}${JSON.stringify(k)}:\n${inner}  ${literal(v, inner)},`;
    });
    return `{\n${lines.join("\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/**
 * A token as its packaged tuple row (see \`PackagedTokenRow\` in the generated \`_default_tokens.ts\`):
 * \`[symbol, decimals, address, swap, hubAsset?, vault?]\`, \`hubAsset\` left out (0 when a \`vault\` follows) when it
 * equals \`address\`, \`vault\` when it equals \`hubAsset\`.
 *
 * @param t the token of the reference data
 * @returns the row
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { tokenRow } from "./generate.ts";
 * assert.deepEqual(tokenRow({ symbol: "A", decimals: 6, address: "0xa", hubAsset: "0xa", vault: "0xa", swap: true }), ["A", 6, "0xa", 1]);
 * assert.deepEqual(tokenRow({ symbol: "A", decimals: 6, address: "0xa", hubAsset: "0xa", vault: "0xv", swap: false }), ["A", 6, "0xa", 0, 0, "0xv"]);
 * assert.deepEqual(tokenRow({ symbol: "A", decimals: 6, address: "0xa", hubAsset: "0xh", vault: "0xh", swap: true }), ["A", 6, "0xa", 1, "0xh"]);
 * ```
 */
export function tokenRow(t: RawToken): Array<string | number> {
  const row: Array<string | number> = [t.symbol, t.decimals, t.address, t.swap ? 1 : 0];
  const hub = t.hubAsset === t.address ? 0 : t.hubAsset;
  if (t.vault !== t.hubAsset) row.push(hub, t.vault);
  else if (hub !== 0) row.push(hub);
  return row;
}

/** The two generated module texts. */
export interface GeneratedDefaults {
  /** Text of `_default_chains.ts`. */
  chains: string;
  /** Text of `_default_tokens.ts`. */
  tokens: string;
}

/**
 * Builds the two module texts from the parsed reference files (pure; no I/O).
 *
 * @param chainsJson parsed `default-chain-config.json` (`{chains: {key: RawChain}}`)
 * @param tokensJson parsed `default-tokens.json` (`{tokens: {key: RawToken[]}}`)
 * @returns the module texts
 * @example Hedera and Robinhood are always present
 * ```ts
 * import assert from "node:assert/strict";
 * import { generateDefaults } from "./generate.ts";
 * assert.ok(generateDefaults({ chains: {} }, { tokens: {} }).chains.includes('"hedera"'));
 * ```
 */
export function generateDefaults(
  chainsJson: { chains: Record<string, RawChain> },
  tokensJson: { tokens: Record<string, RawToken[]> },
): GeneratedDefaults {
  const chains: Record<string, RawChain> = { ...chainsJson.chains, ...EXTRA_CHAINS };
  const tokens: Record<string, RawToken[]> = tokensJson.tokens;

  const chainEntries = Object.entries(chains).map(([key, c]) => {
    const value = {
      chain: {
        key,
        name: c.name,
        type: c.type,
        nativeChainId: c.nativeChainId,
        mainnet: true,
        explorerUrl: c.explorer ?? "",
      },
      addresses: c.addresses,
      nativeToken: c.nativeToken,
      bnUSD: c.bnUSD,
      pollingConfig: c.pollingConfig,
      ...familyFields(c),
    };
    return `  ${JSON.stringify(key)}: ${literal(value, "  ")},`;
  });

  const header = (what: string) =>
    `// Generated by core/config/_gen/generate.ts from ${what}. Do not edit by hand.\n` +
    `// Hedera and Robinhood are not in the packaged data: zero addresses, no RPC URL, no tokens.\n`;

  const chainsText = `${header("default-chain-config.json")}
import type { SpokeChainKey } from "../chains/chain_keys.ts";
import type { ChainConfigOf } from "../config_types/chain_config.ts";

/** Packaged per-chain settings without token lists. */
export const RAW_PACKAGED_CHAINS: { [K in SpokeChainKey]: Omit<ChainConfigOf<K>, "supportedTokens"> } = {
${chainEntries.join("\n")}
};
`;

  const tokenEntries = Object.keys(chains).map((key) => {
    const rows = (tokens[key] ?? []).map((t) => {
      const row = tokenRow(t);
      const line = `    [${row.map((v) => JSON.stringify(v)).join(", ")}],`;
      // deno fmt puts the elements of a row that does not fit the line width on lines of their own
      return line.length <= LINE_WIDTH ? line : `    ${literal(row, "    ")},`;
    });
    return rows.length === 0
      ? `  ${JSON.stringify(key)}: [],`
      : `  ${JSON.stringify(key)}: [\n${rows.join("\n")}\n  ],`;
  });

  const tokensText = `${header("default-tokens.json")}
import type { SpokeChainKey } from "../chains/chain_keys.ts";

/**
 * One packaged token row, a tuple (the packaged tables are in a browser page's first download):
 * \`[symbol, decimals, address, swap, hubAsset?, vault?]\`. \`swap\` is 1 for tokens of \`swaps.supportedTokens\`, else
 * 0; \`hubAsset\` is left out (0 when a \`vault\` follows) when it equals \`address\`, \`vault\` when it equals
 * \`hubAsset\` (\`default_config.ts\` fills both in).
 */
export type PackagedTokenRow = readonly [
  symbol: string,
  decimals: number,
  address: string,
  swap: 0 | 1,
  hubAsset?: string | 0,
  vault?: string,
];

/** Packaged tokens per chain. */
export const RAW_PACKAGED_TOKENS: Readonly<Record<SpokeChainKey, readonly PackagedTokenRow[]>> = {
${tokenEntries.join("\n")}
};
`;
  return { chains: chainsText, tokens: tokensText };
}

/**
 * Reads the two reference files of `sourceDir` and builds the module texts (reads only; writes nothing).
 *
 * @param sourceDir the folder holding `default-chain-config.json` and `default-tokens.json` @default this folder
 * @returns the module texts
 * @example Generate from the packaged input
 * ```ts
 * import assert from "node:assert/strict";
 * import { generateFromFiles } from "./generate.ts";
 * const out = await generateFromFiles();
 * assert.ok(out.tokens.startsWith("// Generated by core/config/_gen/generate.ts"));
 * ```
 */
export async function generateFromFiles(
  sourceDir: URL = new URL("./", import.meta.url),
): Promise<GeneratedDefaults> {
  return generateDefaults(
    JSON.parse(await Deno.readTextFile(new URL("default-chain-config.json", sourceDir))),
    JSON.parse(await Deno.readTextFile(new URL("default-tokens.json", sourceDir))),
  );
}

/** Where `generateDefaults` writes each module, relative to `core/config/`. */
export const GENERATED_FILES: Readonly<Record<keyof GeneratedDefaults, string>> = {
  chains: "_default_chains.ts",
  tokens: "_default_tokens.ts",
};

if (import.meta.main) {
  const cwd = new URL(`file://${Deno.cwd()}/`);
  const dirArg = (arg: string | undefined, fallback: URL): URL =>
    arg === undefined ? fallback : new URL(`${arg.replace(/\/+$/, "")}/`, cwd);
  const source = dirArg(Deno.args[0], new URL("./", import.meta.url));
  const out = dirArg(Deno.args[1], new URL("../", import.meta.url));
  const generated = await generateFromFiles(source);
  await Deno.writeTextFile(new URL(GENERATED_FILES.chains, out), generated.chains);
  await Deno.writeTextFile(new URL(GENERATED_FILES.tokens, out), generated.tokens);
}
