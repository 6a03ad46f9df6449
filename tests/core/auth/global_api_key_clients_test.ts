// The global `apiKey` of `new XSwap({apiKey})` reaches each backend client's requests as `x-api-key`
// (docs/rules/auth.md): the data API, the swaps submit-tx, the bridge submit-tx, sponsoring and the solver, one
// request each, seen on the wire (the fetch the client is given), whatever the answer.
import assert from "node:assert/strict";
import { XSwap } from "../../../mod.ts";

const KEY = "global-key-7";
const HASH = `0x${"ab".repeat(32)}` as const;

/** A client whose every request is recorded (URL, method, headers) and answered 503 without retries. */
function recordingClient(): { client: XSwap; sent: { url: string; method: string; key: string | null }[] } {
  const sent: { url: string; method: string; key: string | null }[] = [];
  const client = new XSwap({
    apiKey: KEY,
    transport: { sleep: () => Promise.resolve(), retry: { limit: 0 } },
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      sent.push({ url: req.url, method: req.method, key: req.headers.get("x-api-key") });
      return Promise.resolve(Response.json({ error: "unavailable" }, { status: 503 }));
    },
  });
  assert.equal(client.optionsError, undefined);
  return { client, sent };
}

function only(sent: { url: string; method: string; key: string | null }[], path: string) {
  const hits = sent.filter((s) => new URL(s.url).pathname.endsWith(path));
  assert.ok(hits.length > 0, `no request to ${path} among ${sent.map((s) => s.url).join(", ")}`);
  return hits;
}

Deno.test("data API: GET /be/oracle/markets and /be/intent/tx/{hash} carry the global key as x-api-key", async () => {
  const { client, sent } = recordingClient();
  await client.backendApi.getOracleMarkets();
  await client.backendApi.getIntentByTxHash(HASH);
  for (const hit of [...only(sent, "/be/oracle/markets"), ...only(sent, `/be/intent/tx/${HASH}`)]) {
    assert.equal(hit.key, KEY, hit.url);
  }
});

Deno.test("swaps: POST /swaps/submit-tx and its status carry the global key as x-api-key", async () => {
  const { client, sent } = recordingClient();
  const user = `0x${"11".repeat(20)}` as const;
  await client.backendApi.submitSwapTx({
    txHash: HASH,
    srcChainKey: "0x2105.base",
    walletAddress: user,
    intent: {
      intentId: 1n,
      creator: user,
      inputToken: user,
      outputToken: user,
      inputAmount: 1n,
      minOutputAmount: 1n,
      deadline: 0n,
      allowPartialFill: false,
      srcChain: 30n,
      dstChain: 23n,
      srcAddress: user,
      dstAddress: user,
      solver: `0x${"00".repeat(20)}`,
      data: "0x",
    },
    relayData: "0x01",
  });
  await client.backendApi.getSubmitSwapTxStatus({ txHash: HASH, srcChainKey: "0x2105.base" });
  for (const hit of [...only(sent, "/swaps/submit-tx"), ...only(sent, "/swaps/submit-tx/status")]) {
    assert.equal(hit.key, KEY, hit.url);
  }
});

Deno.test("bridge: POST /bridge/submit-tx and its status carry the global key as x-api-key", async () => {
  const { client, sent } = recordingClient();
  await client.backendApi.submitBridgeTx({
    txHash: HASH,
    srcChainKey: "0x2105.base",
    dstChainKey: "0xa4b1.arbitrum",
  });
  await client.backendApi.getSubmitBridgeTxStatus({ txHash: HASH, srcChainKey: "0x2105.base" });
  for (const hit of [...only(sent, "/bridge/submit-tx"), ...only(sent, "/bridge/submit-tx/status")]) {
    assert.equal(hit.key, KEY, hit.url);
  }
});

Deno.test("sponsoring (packaged gateway): GET /sponsorships/stellar/config carries the global key", async () => {
  const { client, sent } = recordingClient();
  await client.sponsoring.getStellarSponsorConfig();
  for (const hit of only(sent, "/sponsorships/stellar/config")) assert.equal(hit.key, KEY, hit.url);
});

Deno.test("solver: POST /intent/quote and /intent/status carry the global key as x-api-key", async () => {
  const { client, sent } = recordingClient();
  const usdc = (chain: "0x2105.base" | "0xa4b1.arbitrum") =>
    client.config.getSupportedSwapTokens(chain).find((t) => t.symbol === "USDC")!.address;
  await client.swaps.getQuote({
    token_src: usdc("0x2105.base"),
    token_src_blockchain_id: "0x2105.base",
    token_dst: usdc("0xa4b1.arbitrum"),
    token_dst_blockchain_id: "0xa4b1.arbitrum",
    amount: 1_000_000n,
    quote_type: "exact_input",
  });
  await client.swaps.getStatus({ intent_tx_hash: HASH });
  for (const hit of [...only(sent, "/intent/quote"), ...only(sent, "/intent/status")]) {
    assert.equal(hit.method, "POST");
    assert.equal(hit.key, KEY, hit.url);
  }
});
