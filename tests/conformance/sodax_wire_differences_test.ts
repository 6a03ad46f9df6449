// Where the platform SDK (@sodax/sdk 1.3.0-beta; docs/wire_inventory.md#solver-quote, #backend-data-api) and SPEC
// differ on the wire. One test per difference listed in docs/sodax_sdk.md.
import assert from "node:assert/strict";
import { configAllResponseSchema } from "../../core/schemas/config_all.ts";
import { solverQuoteAcceptedRequestSchema, solverQuoteWireRequestSchema } from "../../core/schemas/solver.ts";
import { XSwap } from "../../mod.ts";
import { get, makeSim, post } from "../simulator/_helpers.ts";

// The SDK's quote body, from its own SolverApiService test ("POSTs JSON to {endpoint}/quote with hub-translated
// tokens, stringified amount, quote_type"): Base USDC and Arbitrum USDT hub assets.
const SDK_QUOTE_BODY = {
  token_src: "0x72E852545B024ddCbc5b70C1bCBDAA025164259C",
  token_dst: "0x3C0a80C6a1110fC80309382b3989eC626c135eE9",
  amount: "1000000",
  quote_type: "exact_input",
};

Deno.test("quote body: swaps.getQuote sends the SDK's shape (hub assets, no blockchain ids)", async () => {
  let sent: unknown;
  const fetch = (_input: string | URL | Request, init?: RequestInit) => {
    sent = JSON.parse(String(init?.body));
    return Promise.resolve(Response.json({ quoted_amount: "1" }));
  };
  const client = new XSwap({ fetch });
  const usdc = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
  const usdt = client.config.getSupportedSwapTokens("0xa4b1.arbitrum").find((t) => t.symbol === "USDT")!;
  const r = await client.swaps.getQuote({
    token_src: usdc.address,
    token_src_blockchain_id: "0x2105.base",
    token_dst: usdt.address,
    token_dst_blockchain_id: "0xa4b1.arbitrum",
    amount: 1_000_000n,
    quote_type: "exact_input",
  });
  assert.ok(r.ok);
  assert.deepEqual(sent, SDK_QUOTE_BODY);
  assert.ok(solverQuoteWireRequestSchema.safeParse(sent).success);
  assert.ok(solverQuoteAcceptedRequestSchema.safeParse(SDK_QUOTE_BODY).success);
});

Deno.test("quote body: the simulated solver quotes the SDK's body (hub assets) and refuses spoke token addresses", async () => {
  const sim = makeSim();
  const sdk = await post(sim, "/v1/intent/quote", SDK_QUOTE_BODY);
  const spoke = await post(sim, "/v1/intent/quote", {
    ...SDK_QUOTE_BODY,
    token_src: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
    token_src_blockchain_id: "30",
    token_dst: "0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9",
    token_dst_blockchain_id: "23",
  });
  assert.equal(sdk.status, 200);
  assert.equal(spoke.status, 400);
  assert.equal(spoke.body.detail.code, -4);
});

Deno.test("config/all carries SPEC's {version, config} and the SDK's flat 1.3.0-beta fields; our client reads SPEC's", async () => {
  const sim = makeSim();
  const all = await get(sim, "/v1/be/config/all");
  assert.equal(all.body.version, 100);
  assert.ok("config" in all.body);
  // The fields 1.3.0-beta's initialize() adopts when version >= 26 (its GetAllConfigApiResponse).
  for (
    const key of [
      "supportedChains",
      "supportedSwapTokens",
      "supportedMoneyMarketTokens",
      "supportedMoneyMarketReserveAssets",
      "supportedHubAssets",
      "relayChainIdMap",
      "spokeChainConfig",
    ]
  ) assert.ok(key in all.body, key);
  assert.ok(all.body.supportedChains.includes("0x2105.base"));
  assert.equal(all.body.spokeChainConfig["0x2105.base"].chain.id, "0x2105.base");
  assert.equal(all.body.spokeChainConfig["0x2105.base"].supportedTokens.USDC.xChainId, "0x2105.base");
  assert.equal(all.body.spokeChainConfig.sui.supportedTokens.legacybnUSD.symbol, "bnUSD (legacy)");
  const parsed = configAllResponseSchema.parse(all.body);
  assert.equal(parsed.version, 100);
  assert.ok(!("supportedChains" in parsed));
  assert.equal(parsed.config.relay.relayChainIdMap["0x2105.base"], 30n);
});

Deno.test("token lists carry SPEC's chainKey and the SDK's xChainId", async () => {
  const sim = makeSim();
  const tokens = await get(sim, "/v1/be/config/swap/0x2105.base/tokens");
  assert.ok(tokens.body.length > 0);
  for (const t of tokens.body) assert.equal(t.xChainId, t.chainKey);
});
