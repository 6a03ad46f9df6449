// The hub dex (PancakeSwap Infinity concentrated liquidity): list pools, read a pool's state, quote and swap (exact
// input and exact output), deposit a spoke token into a pool currency, add liquidity, read a position, increase it
// and claim its rewards, against a simulator started with the simulator (`task simulate`). The hub wallet acts: it must hold
// what it spends.
// Run: DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 run -A examples/hub/dex.ts
import { XSwap, type XSwapOptions } from "@xswap/client";
import { createPrivateKeyEvmWallet } from "@xswap/client/chains/evm";
import { clientOptionsForSimulator } from "@xswap/client/simulator";

export async function runDex(
  options: XSwapOptions,
): Promise<
  { amountOut: bigint; hubTxHash: string; poolToken: string; deposited: bigint; sqrtPriceX96: bigint }
> {
  // Pool keys arrive with `initialize()`; the simulator serves none, so name one: wS / bnUSD, 0.3%, tick spacing 10.
  const client = new XSwap({
    ...options,
    dex: {
      dexPools: {
        "wS/bnUSD": {
          currency0: "0x039e2fB66102314Ce7b64Ce5Ce3E5183bc94aD38",
          currency1: "0xE801CA34E19aBCbFeA12025378D19c4FBE250131",
          hooks: "0x0000000000000000000000000000000000000000",
          poolManager: "0xA3256ab552A271A16AcDfdB521B32ef82d481F43",
          fee: 3000,
          parameters: "0x00000000000000000000000000000000000000000000000000000000000a0000",
        },
      },
    },
  });
  for (const [name, key] of Object.entries(client.dex.getPools())) console.log("pool", name, key.fee);

  const base = client.instanceConfig.chains["0x2105.base"];
  const wallet = createPrivateKeyEvmWallet({
    privateKey: `0x${"01".repeat(32)}`, // a throwaway test key: the simulator funds every account
    rpcUrl: "rpcUrl" in base ? base.rpcUrl : "",
    fetch: options.fetch,
  });
  if (!wallet.ok) throw wallet.error;
  const me = await wallet.value.getAddress();
  const wS = "0x039e2fB66102314Ce7b64Ce5Ce3E5183bc94aD38";

  const state = await client.dex.getPoolData("wS/bnUSD"); // getSlot0 + getLiquidity of the pool id
  if (!state.ok) throw state.error;
  console.log(
    "pool tick",
    state.value.tick,
    "liquidity",
    state.value.liquidity,
    "active",
    state.value.isActive,
  );

  const quote = await client.dex.getSwapQuote({ pool: "wS/bnUSD", tokenIn: wS, amountIn: 10n ** 18n });
  if (!quote.ok) throw quote.error;
  console.log("1 wS quotes", quote.value.amountOut, "bnUSD units");

  const swap = await client.dex.swap({
    srcChainKey: "0x2105.base",
    srcAddress: me,
    pool: "wS/bnUSD",
    tokenIn: wS,
    amountIn: 10n ** 18n,
    minAmountOut: (quote.value.amountOut * 99n) / 100n, // 1% slippage
  }, { walletProvider: wallet.value });
  if (!swap.ok) throw swap.error;
  if (swap.value.kind !== "sent") throw new Error("expected a sent swap");
  console.log("swapped in hub tx", swap.value.hubTxHash);

  // Exact output: buy exactly 1 bnUSD, paying at most the quoted wS + 1%; unspent input stays in the hub wallet.
  // (Multi-hop: `getSwapQuote({ tokenIn, path: ["A/B", "B/C"], amountIn })`, `swap({ ..., path, minAmountOut })`.)
  const bnUSD = "0xE801CA34E19aBCbFeA12025378D19c4FBE250131";
  const outQuote = await client.dex.getSwapQuote({
    kind: "exactOut",
    pool: "wS/bnUSD",
    tokenIn: wS,
    amountOut: 10n ** 18n,
  });
  if (!outQuote.ok) throw outQuote.error;
  console.log("1 bnUSD costs", outQuote.value.amountIn, "wS units");
  const bought = await client.dex.swap({
    kind: "exactOut",
    srcChainKey: "0x2105.base",
    srcAddress: me,
    pool: "wS/bnUSD",
    tokenIn: wS,
    amountOut: 10n ** 18n,
    amountInMaximum: (outQuote.value.amountIn * 101n) / 100n,
  }, { walletProvider: wallet.value });
  if (!bought.ok) throw bought.error;
  console.log("bought exactly 1 bnUSD", bnUSD, "relayed:", bought.value.kind === "sent");

  const added = await client.dex.addLiquidity({
    srcChainKey: "0x2105.base",
    srcAddress: me,
    pool: "wS/bnUSD",
    tickLower: -600,
    tickUpper: 600,
    liquidity: 10n ** 15n,
    amount0Max: 10n ** 18n,
    amount1Max: 10n ** 18n,
  }, { walletProvider: wallet.value });
  if (!added.ok) throw added.error;
  console.log("added liquidity, relayed:", added.value.kind === "sent");

  const position = await client.dex.getPosition(1n); // a position id, e.g. from your mint's event
  if (!position.ok) throw position.error;
  console.log(
    "position 1 liquidity",
    position.value.liquidity,
    "ticks",
    position.value.tickLower,
    position.value.tickUpper,
  );

  // Pools trade pool currencies: stata tokens wrapping money-market vault tokens. Deposit 5 USDC from Base into
  // the USDC pool currency (approve the asset manager first), then read the hub wallet's balance of it.
  const deposit = {
    srcChainKey: "0x2105.base",
    srcAddress: me,
    token: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", // USDC on Base
    amount: 5_000_000n,
  };
  const poolToken = await client.dex.getPoolToken({ chainKey: deposit.srcChainKey, token: deposit.token });
  if (!poolToken.ok) throw poolToken.error;
  const allowed = await client.dex.isAllowanceValid({ ...deposit, poolToken: poolToken.value });
  if (!allowed.ok) throw allowed.error;
  if (!allowed.value) {
    const approved = await client.dex.approve({ ...deposit, poolToken: poolToken.value }, {
      walletProvider: wallet.value,
    });
    if (!approved.ok) throw approved.error;
  }
  const deposited = await client.dex.deposit({ ...deposit, poolToken: poolToken.value }, {
    walletProvider: wallet.value,
  });
  if (!deposited.ok) throw deposited.error;
  const balance = await client.dex.getDeposit({
    poolToken: poolToken.value,
    chainKey: "0x2105.base",
    address: me,
  });
  if (!balance.ok) throw balance.error;
  console.log("pool currency", poolToken.value, "balance of the hub wallet", balance.value);

  // Grow position 1, then collect its hook rewards and fees (a zero decrease) into the hub wallet.
  const increased = await client.dex.increaseLiquidity({
    srcChainKey: "0x2105.base",
    srcAddress: me,
    tokenId: 1n,
    liquidity: 10n ** 15n,
    amount0Max: 10n ** 18n,
    amount1Max: 10n ** 18n,
  }, { walletProvider: wallet.value });
  if (!increased.ok) throw increased.error;
  const claimed = await client.dex.claimRewards({ srcChainKey: "0x2105.base", srcAddress: me, tokenId: 1n }, {
    walletProvider: wallet.value,
  });
  if (!claimed.ok) throw claimed.error;
  console.log(
    "increased and claimed, relayed:",
    increased.value.kind === "sent" && claimed.value.kind === "sent",
  );

  const bad = await client.dex.getSwapQuote({ pool: "wS/bnUSD", tokenIn: me, amountIn: 1n });
  console.log("a token outside the pool fails fast:", !bad.ok && bad.error.code);
  return {
    amountOut: quote.value.amountOut,
    hubTxHash: swap.value.hubTxHash,
    poolToken: poolToken.value,
    deposited: balance.value,
    sqrtPriceX96: state.value.sqrtPriceX96,
  };
}

if (import.meta.main) {
  await runDex(clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787"));
}
