// Node smoke test (run by .ci/node_smoke): imports the Node build by package name, points the entry object at a
// simulator started by Deno, runs a quote and a whole swap, and checks the standalone wire client.
// Usage: node smoke.mjs <simulator log file>   (the log holds the "Client options" JSON the simulator prints)
import { readFileSync } from "node:fs";
import { ERROR_CODES, XSwap } from "@xswap/client";
import { createPrivateKeyEvmWallet } from "@xswap/client/chains/evm";
import { SwapsApiClient } from "@xswap/client/wire";

function fail(step, detail) {
  console.error(`node smoke failed at ${step}:`, detail);
  process.exit(1);
}

const log = readFileSync(process.argv[2], "utf8");
const header = log.indexOf("Client options");
if (header < 0) fail("read simulator config", "no 'Client options' block in the simulator log");
const start = log.indexOf("\n{", header) + 1;
const end = log.indexOf("\n}", start) + 2;
const simConfig = JSON.parse(log.slice(start, end));

const client = new XSwap(simConfig);
if (client.optionsError) fail("construct", client.optionsError);
if (!Array.isArray(ERROR_CODES) && typeof ERROR_CODES !== "object") fail("exports", "ERROR_CODES missing");

const src = "0x2105.base";
const dst = "0x38.bsc";
const usdcSrc = client.config.getSupportedSwapTokens(src).find((t) => t.symbol === "USDC");
const usdcDst = client.config.getSupportedSwapTokens(dst).find((t) => t.symbol === "USDC");
if (!usdcSrc || !usdcDst) fail("tokens", "USDC not configured on base/bsc");

const quote = await client.swaps.getQuote({
  token_src: usdcSrc.address,
  token_dst: usdcDst.address,
  token_src_blockchain_id: src,
  token_dst_blockchain_id: dst,
  amount: 1_000_000n,
  quote_type: "exact_input",
});
if (!quote.ok) fail("quote", quote.error);
console.log("quote ok:", JSON.stringify(quote.value, (_, v) => (typeof v === "bigint" ? `${v}n` : v)));

const wallet = createPrivateKeyEvmWallet({
  privateKey: `0x${"01".repeat(32)}`,
  rpcUrl: simConfig.chains[src].rpcUrl,
});
if (!wallet.ok) fail("wallet", wallet.error);
const me = await wallet.value.getAddress();
const deadline = await client.swaps.getSwapDeadline();
if (!deadline.ok) fail("deadline", deadline.error);
const args = {
  params: {
    srcChainKey: src,
    dstChainKey: dst,
    inputToken: usdcSrc.address,
    outputToken: usdcDst.address,
    inputAmount: 1_000_000n,
    minOutputAmount: 1n,
    srcAddress: me,
    dstAddress: me,
    deadline: deadline.value,
    allowPartialFill: false,
  },
  walletProvider: wallet.value,
};
// An ERC-20 source needs an allowance first, as on the real chains (docs/swaps.md#approve-then-swap).
const allowed = await client.swaps.isAllowanceValid(args);
if (!allowed.ok) fail("allowance", allowed.error);
if (!allowed.value) {
  const approved = await client.swaps.approve(args);
  if (!approved.ok) fail("approve", approved.error);
}
const swap = await client.swaps.swap(args);
if (!swap.ok) fail("swap", swap.error);
console.log(`swap ok: path ${swap.value.path}, intent ${swap.value.intent.intentId}`);

const wire = new SwapsApiClient({ baseUrl: simConfig.api.baseURL, apiKey: simConfig.apiKey });
const tokens = await wire.getTokens().catch((e) => fail("wire getTokens", e));
if (!tokens || typeof tokens !== "object") fail("wire getTokens", tokens);
console.log("wire client ok");

console.log(`OK (node ${process.version})`);
