/**
 * Cold-start child (the platform SDK): a fresh process that imports `@sodax/sdk` and `@sodax/types` from
 * `bench/.ref`, constructs `Sodax` with the options the simulator printed (`COLD_OPTIONS`, JSON) and gets one
 * quote (base USDC -> arbitrum USDC). Spawned by `cold_start.ts`; prints one `COLD {...}` line.
 * @module
 */
import { report } from "./_report.ts";

// The SDK is plain JavaScript outside the import map: typed here by what the child reads.
// deno-lint-ignore no-explicit-any
type Untyped = any;
const root = new URL("../../.ref/node_modules/@sodax/", import.meta.url);
const [sdk, types]: Untyped[] = await Promise.all([
  import(new URL("sdk/dist/index.mjs", root).href),
  import(new URL("types/dist/index.js", root).href),
]);
const importMs = performance.now();
const sodax = new sdk.Sodax(JSON.parse(Deno.env.get("COLD_OPTIONS") ?? "{}"));
const constructMs = performance.now();
const base = types.spokeChainConfig[types.BASE_MAINNET_CHAIN_ID];
const arb = types.spokeChainConfig[types.ARBITRUM_MAINNET_CHAIN_ID];
const quote = await sodax.swaps.getQuote({
  token_src: base.supportedTokens.USDC.address,
  token_src_blockchain_id: base.chain.id,
  token_dst: arb.supportedTokens.USDC.address,
  token_dst_blockchain_id: arb.chain.id,
  amount: 1_000_000n,
  quote_type: "exact_input",
});
await report({ importMs, constructMs, quoteMs: performance.now(), ok: quote.ok === true });
