// The failures a newcomer meets first say what to do (issue 40, item 9): a chain name that is not a key names the
// closest keys, a JS number where a bigint is needed says so and how to write it, an unreachable solver names its
// URL and carries the transport error as cause, a family SDK that needs a newer Node says which.
import assert from "node:assert/strict";
import { type ClientError, isClientError, XSwap } from "../../../mod.ts";
import { sdkLoadFailure } from "../../../chains/spoke/sdk_load_failure.ts";

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const refused = (): Promise<Response> =>
  Promise.reject(new TypeError("error sending request: Connection refused"));
const client = (): XSwap =>
  new XSwap({ fetch: refused, logger: quiet, transport: { sleep: () => Promise.resolve() } });
const USDC_BASE = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
const USDC_BSC = "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d";
const quote = {
  token_src: USDC_BASE,
  token_dst: USDC_BSC,
  token_src_blockchain_id: "0x2105.base",
  token_dst_blockchain_id: "0x38.bsc",
  amount: 1_000_000n,
  quote_type: "exact_input",
} as const;

Deno.test("an unknown chain key lists the valid keys and the closest one, on getQuote and bridge", async () => {
  const c = client();
  const r = await c.swaps.getQuote({ ...quote, token_src_blockchain_id: "base" as never });
  assert.ok(!r.ok && r.error.code === "UNKNOWN_CHAIN_KEY");
  assert.deepEqual(r.error.context.closest, ["0x2105.base"]);
  assert.ok(r.error.context.validKeys?.includes("0x2105.base") && r.error.context.validKeys.length === 22);
  assert.match(String(r.error.context.hint), /Did you mean "0x2105\.base"\?/);
  const bridge = await c.bridge.bridge({ params: { srcChainKey: "BSC_MAINNET" } } as never);
  assert.ok(!bridge.ok && bridge.error.code === "UNKNOWN_CHAIN_KEY");
  assert.deepEqual(bridge.error.context.closest, ["0x38.bsc"]);
});

Deno.test("a JS number for an amount says it got a number and how to write the bigint", async () => {
  const c = client();
  const r = await c.swaps.getQuote({ ...quote, amount: 1_000_000 as never });
  assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
  assert.equal(
    r.error.message,
    "Cannot quote: amount must be a positive bigint, got a number (1000000): pass 1000000n or BigInt(1000000)",
  );
  assert.equal(r.error.context.got, "a number");
  const swap = await c.swaps.swap({
    params: {
      srcChainKey: "0x2105.base",
      dstChainKey: "0x38.bsc",
      inputToken: USDC_BASE,
      outputToken: USDC_BSC,
      inputAmount: "5" as never,
      minOutputAmount: 1n,
      srcAddress: "0x1111111111111111111111111111111111111111",
      dstAddress: "0x1111111111111111111111111111111111111111",
      deadline: 0n,
      allowPartialFill: false,
    },
    walletProvider: {} as never,
  });
  assert.ok(!swap.ok && swap.error.code === "INVALID_AMOUNT");
  assert.match(swap.error.message, /got a string \("5"\): pass BigInt\("5"\) or 5n/);
});

Deno.test("an unreachable solver is NETWORK_ERROR naming the URL, its cause the transport error", async () => {
  const r = await client().swaps.getQuote(quote);
  assert.ok(!r.ok && r.error.code === "NETWORK_ERROR");
  const url = r.error.context.url;
  assert.ok(typeof url === "string" && url.endsWith("/quote"), String(url));
  assert.ok(r.error.message.includes(url));
  assert.ok(isClientError(r.error.cause), "the cause is the transport's ClientError");
  assert.doesNotMatch(String(r.error.cause), /\[object Object\]/);
  assert.ok((r.error.cause as ClientError).cause instanceof TypeError, "the network error is under it");
});

Deno.test("CHAIN_SDK_MISSING says which Node the SDK needs when it is above the library's own", () => {
  const missing = (pkg: string) =>
    Object.assign(new Error(`Cannot find package '${pkg}' imported from /app/x.js`), {
      code: "ERR_MODULE_NOT_FOUND",
    });
  const stellar = sdkLoadFailure(missing("@stellar/stellar-sdk"), {
    family: "STELLAR",
    action: "use chain stellar",
  });
  assert.equal(stellar.code, "CHAIN_SDK_MISSING");
  assert.match(stellar.message, /it needs Node >=22\.12\.0\)$/);
  assert.equal(stellar.context.node, ">=22.12.0");
  for (const [family, pkg] of [["SUI", "@mysten/sui"], ["NEAR", "near-api-js"]] as const) {
    assert.match(sdkLoadFailure(missing(pkg), { family, action: "x" }).message, /it needs Node >=22/);
  }
  const solana = sdkLoadFailure(missing("@solana/web3.js"), { family: "SOLANA", action: "use chain solana" });
  assert.doesNotMatch(solana.message, /needs Node/);
});
