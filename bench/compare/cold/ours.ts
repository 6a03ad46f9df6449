/**
 * Cold-start child (ours): a fresh process that imports the package entry, constructs the client with the
 * options in `COLD_OPTIONS` (JSON) and gets one quote (base USDC -> arbitrum USDC) from the running simulator.
 * Spawned by `cold_start.ts`; prints one `COLD {...}` line.
 * @module
 */
import { XSwap } from "../../../mod.ts";
import { report } from "./_report.ts";

const importMs = performance.now();
const options = JSON.parse(Deno.env.get("COLD_OPTIONS") ?? "{}");
const client = new XSwap(options);
const constructMs = performance.now();
const usdc = (key: "0x2105.base" | "0xa4b1.arbitrum"): string =>
  client.config.getSupportedSwapTokens(key).find((t) => t.symbol === "USDC")?.address ?? "";
const quote = await client.swaps.getQuote({
  token_src: usdc("0x2105.base"),
  token_src_blockchain_id: "0x2105.base",
  token_dst: usdc("0xa4b1.arbitrum"),
  token_dst_blockchain_id: "0xa4b1.arbitrum",
  amount: 1_000_000n,
  quote_type: "exact_input",
});
await report({ importMs, constructMs, quoteMs: performance.now(), ok: quote.ok });
