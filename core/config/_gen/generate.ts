/**
 * Regenerates `_default_chains.ts` and `_default_tokens.ts` from the reference data files
 * (`default-chain-config.json`, `default-tokens.json`). A development tool: it is excluded from the published
 * package (`deno.json` `publish.exclude`) and carries no machine-specific path.
 *
 * Run: `deno run --allow-read --allow-write core/config/_gen/generate.ts <source dir> [<output dir>]`, then
 * `deno fmt` the output. `<source dir>` holds the two JSON files (required; `XSWAP_REFERENCE_DIR` is read when
 * the argument is omitted); `<output dir>` defaults to `core/config/` (this file's parent folder).
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
    return `  ${JSON.stringify(key)}: ${JSON.stringify(value, null, 2)},`;
  });

  const header = (what: string) =>
    `// Generated by core/config/_gen/generate.ts from ${what}. Do not edit by hand.\n` +
    `// Hedera and Robinhood are not in the packaged data: zero addresses, no RPC URL, no tokens.\n`;

  const chainsText = `${header("default-chain-config.json")}
import type { SpokeChainKey } from "../chains/chain_keys.ts";
import type { ChainConfigOf } from "./chain_config.ts";

/** Packaged per-chain settings without token lists. */
export const RAW_PACKAGED_CHAINS: { [K in SpokeChainKey]: Omit<ChainConfigOf<K>, "supportedTokens"> } = {
${chainEntries.join("\n")}
};
`;

  const tokenEntries = Object.keys(chains).map((key) => {
    const rows = (tokens[key] ?? []).map((t) => ({
      symbol: t.symbol,
      decimals: t.decimals,
      address: t.address,
      hubAsset: t.hubAsset,
      vault: t.vault,
      swap: t.swap,
    }));
    return `  ${JSON.stringify(key)}: ${JSON.stringify(rows, null, 2)},`;
  });

  const tokensText = `${header("default-tokens.json")}
import type { SpokeChainKey } from "../chains/chain_keys.ts";

/** One packaged token row; \`swap\` marks tokens of \`swaps.supportedTokens\`. */
export interface PackagedTokenRow {
  symbol: string;
  decimals: number;
  address: string;
  hubAsset: string;
  vault: string;
  swap: boolean;
}

/** Packaged tokens per chain. */
export const RAW_PACKAGED_TOKENS: Readonly<Record<SpokeChainKey, readonly PackagedTokenRow[]>> = {
${tokenEntries.join("\n")}
};
`;
  return { chains: chainsText, tokens: tokensText };
}

const USAGE =
  "Usage: generate.ts <source dir with default-*.json> [<output dir>] (or set XSWAP_REFERENCE_DIR)";

if (import.meta.main) {
  const dir = Deno.args[0] ?? Deno.env.get("XSWAP_REFERENCE_DIR");
  if (dir === undefined || dir === "") {
    console.error(USAGE);
    Deno.exit(2);
  }
  const out = Deno.args[1] === undefined
    ? new URL("../", import.meta.url)
    : new URL(`${Deno.args[1].replace(/\/+$/, "")}/`, `file://${Deno.cwd()}/`);
  const generated = generateDefaults(
    JSON.parse(await Deno.readTextFile(`${dir}/default-chain-config.json`)),
    JSON.parse(await Deno.readTextFile(`${dir}/default-tokens.json`)),
  );
  await Deno.writeTextFile(new URL("_default_chains.ts", out), generated.chains);
  await Deno.writeTextFile(new URL("_default_tokens.ts", out), generated.tokens);
}
