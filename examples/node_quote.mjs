// A quote from Node 20+ (ESM): `node node_quote.mjs` with XSWAP_OPTIONS set to the client options JSON
// (the simulator's, or your production options). Exits 1 with one line `CODE: message context` on failure.
import { argv, env, exit } from "node:process";
import { pathToFileURL } from "node:url";
import { XSwap } from "@xswap/client";

/** Quotes 1 USDC from Base to BSC and returns the quoted amount (throws the ClientError on failure). */
export async function quoteUsdc(client) {
  const usdc = (chain) =>
    client.config.getSupportedSwapTokens(chain).find((t) => t.symbol === "USDC").address;
  const quote = await client.swaps.getQuote({
    token_src: usdc("0x2105.base"),
    token_src_blockchain_id: "0x2105.base",
    token_dst: usdc("0x38.bsc"),
    token_dst_blockchain_id: "0x38.bsc",
    amount: 1_000_000n, // 1 USDC (6 decimals)
    quote_type: "exact_input",
  });
  if (!quote.ok) throw quote.error;
  return quote.value.quoted_amount;
}

if (argv[1] && import.meta.url === pathToFileURL(argv[1]).href) {
  const client = new XSwap(JSON.parse(env.XSWAP_OPTIONS ?? "{}"));
  await quoteUsdc(client).then(
    (amount) => console.log("quoted", amount),
    (error) => {
      console.error(`${error.code ?? error.name}: ${error.message}`, JSON.stringify(error.context ?? {}));
      exit(1);
    },
  );
}
