/**
 * Trading-wallet (`walletMode: "TRADING"`) swaps from Bitcoin and the exchange request rules of
 * docs/rules/auth.md#exchange-signature against the simulated exchange: the `exchange.signRequest` hook is
 * called exactly once per exchange request, may be async, its headers are merged last, an `Authorization`
 * header from it is refused before any request, the per-call access token is sent, and the simulator refuses
 * stale or missing signatures with a 401 JSON body.
 */
import assert from "node:assert/strict";
import { createExchangeClient } from "../../../chains/bitcoin/exchange_client.ts";
import { createHmacExchangeSigner } from "../../../chains/bitcoin/hmac_exchange_signer.ts";
import { createPrivateKeyBitcoinWallet } from "../../../chains/bitcoin/wallet_private_key.ts";
import type { ExchangeSignRequest } from "../../../core/auth/mod.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { SolverIntentStatusCode } from "../../../core/schemas/solver.ts";
import { XSwap } from "../../../services/client/xswap.ts";
import {
  SIM_EXCHANGE_ACCESS_TOKEN,
  SIM_EXCHANGE_SECRET_WORD,
} from "../../../simulator/chains/bitcoin/exchange_app.ts";
import type { SimulatorApp } from "../../../simulator/mod.ts";
import { withSwapWorld } from "../../services/swaps/_harness.ts";
import { ADDRESS_1, KEY_1 } from "./_fixture.ts";

interface Seen {
  method: string;
  path: string;
  headers: Headers;
}

/** An XSwap in trading-wallet mode whose fetch records the exchange requests. */
function tradingClient(sim: SimulatorApp, signRequest: ExchangeSignRequest | undefined) {
  const seen: Seen[] = [];
  const fetch: FetchLike = (input, init) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    if (url.pathname.startsWith("/bitcoin/exchange")) {
      seen.push({ method: req.method, path: url.pathname, headers: req.headers });
    }
    return sim.fetch(input, init);
  };
  const cfg = sim.clientConfig;
  const bitcoin = cfg.chains?.bitcoin;
  const client = new XSwap({
    ...cfg,
    chains: {
      ...cfg.chains,
      bitcoin: { ...bitcoin, exchange: { ...bitcoin?.exchange, walletMode: "TRADING" } },
    },
    exchange: { signRequest },
    fetch,
  });
  return { client, seen, fetch };
}

const wallet = () => {
  const w = createPrivateKeyBitcoinWallet(KEY_1);
  if (!w.ok) throw w.error;
  return w.value;
};

async function tradingAddressOf(sim: SimulatorApp, fetch: FetchLike): Promise<string> {
  const exchange = createExchangeClient(`${sim.urls.origin}/bitcoin/exchange`, {
    fetch,
    signRequest: createHmacExchangeSigner({ secretWord: SIM_EXCHANGE_SECRET_WORD }),
  });
  const created = await exchange.createTradingWallet(
    { walletAddress: ADDRESS_1, publicKey: await wallet().getPublicKey() },
    { accessToken: SIM_EXCHANGE_ACCESS_TOKEN },
  );
  assert.ok(created.ok, created.ok ? "" : created.error.message);
  return created.value.tradingAddress;
}

function swapArgs(client: XSwap, srcAddress: string, dstAddress: string, accessToken: string | undefined) {
  const btc = client.config.getSupportedSwapTokens("bitcoin").find((t) => t.symbol === "BTC")!;
  const usdc = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
  return {
    params: {
      srcChainKey: "bitcoin" as const,
      dstChainKey: "0x2105.base" as const,
      inputToken: btc.address,
      outputToken: usdc.address,
      inputAmount: 300_000n,
      minOutputAmount: 1n,
      srcAddress,
      dstAddress,
      deadline: 0n,
      allowPartialFill: false,
    },
    walletProvider: wallet(),
    extras: { useBackendSubmitTx: false, ...(accessToken ? { exchange: { accessToken } } : {}) },
  };
}

Deno.test("a trading-wallet swap Bitcoin -> Base is solved; an async signRequest runs exactly once per exchange request", async () => {
  await withSwapWorld(async ({ sim, me, settle, clock }) => {
    const calls: string[] = [];
    const hmac = createHmacExchangeSigner({ secretWord: SIM_EXCHANGE_SECRET_WORD });
    const { client, seen, fetch } = tradingClient(sim, async (request) => {
      calls.push(`${request.method} ${request.path}`);
      await Promise.resolve();
      return { ...(await hmac(request)), "x-extra": "merged-last" };
    });
    const trading = await settle(tradingAddressOf(sim, fetch));
    seen.length = 0;
    const r = await settle(client.swaps.swap(swapArgs(client, trading, me, SIM_EXCHANGE_ACCESS_TOKEN)));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    assert.deepEqual(calls, seen.map((s) => `${s.method} ${s.path}`));
    assert.deepEqual(calls, [
      `GET /bitcoin/exchange/wallets/details/${ADDRESS_1}`,
      "POST /bitcoin/exchange/sodax/transaction",
      "POST /bitcoin/exchange/sodax/transaction/sign",
    ]);
    for (const s of seen) {
      assert.equal(s.headers.get("authorization"), `Bearer ${SIM_EXCHANGE_ACCESS_TOKEN}`);
      assert.equal(s.headers.get("x-extra"), "merged-last");
      assert.match(s.headers.get("x-api-signature") ?? "", /^[0-9a-f]{64}$/);
    }
    await clock.tickAsync(5_000);
    const status = await settle(
      client.swaps.getStatus({ intent_tx_hash: r.value.intentDeliveryInfo.dstTxHash }),
    );
    assert.ok(status.ok && status.value.status === SolverIntentStatusCode.SOLVED);
    const spoke = sim.ledger.getSpokeTx("bitcoin", r.value.intentDeliveryInfo.srcTxHash);
    assert.equal(spoke?.from, trading, "the trading wallet paid");
    assert.equal(spoke?.deposit?.amount, 300_000n);
  });
});

Deno.test("the simulated exchange refuses a stale signature with a 401 JSON body", async () => {
  await withSwapWorld(async ({ sim, me, settle }) => {
    const stale = createHmacExchangeSigner({
      secretWord: SIM_EXCHANGE_SECRET_WORD,
      now: () => Date.now() - 61_000,
    });
    const { client, fetch } = tradingClient(sim, stale);
    const trading = await settle(tradingAddressOf(sim, fetch));
    const r = await settle(client.swaps.swap(swapArgs(client, trading, me, SIM_EXCHANGE_ACCESS_TOKEN)));
    assert.ok(!r.ok);
    assert.equal(r.error.code, "EXTERNAL_API_ERROR");
    assert.equal(r.error.context.status, 401);
    const res = await sim.fetch(`/bitcoin/exchange/wallets/details/${ADDRESS_1}`, {
      headers: {
        ...(await stale({ method: "GET", path: "/" })),
        authorization: `Bearer ${SIM_EXCHANGE_ACCESS_TOKEN}`,
      },
    });
    assert.equal(res.status, 401);
    assert.deepEqual(await res.json(), {
      code: "SIGNATURE_EXPIRED",
      message: "x-api-signature is older than 60 s (or from the future)",
    });
  });
});

Deno.test("without signRequest no signature header is sent and the simulated exchange answers 401", async () => {
  await withSwapWorld(async ({ sim, me, settle }) => {
    const { client, seen, fetch } = tradingClient(sim, undefined);
    const trading = await settle(tradingAddressOf(sim, fetch));
    seen.length = 0;
    const r = await settle(client.swaps.swap(swapArgs(client, trading, me, SIM_EXCHANGE_ACCESS_TOKEN)));
    assert.ok(!r.ok && r.error.code === "EXTERNAL_API_ERROR" && r.error.context.status === 401);
    assert.equal(seen.length, 1);
    assert.equal(seen[0].headers.get("x-api-signature"), null);
    assert.match(String(r.error.context.detail), /required/);
  });
});

Deno.test("an Authorization header from signRequest is refused before any exchange request", async () => {
  await withSwapWorld(async ({ sim, me, settle }) => {
    const { client, seen } = tradingClient(sim, () => ({ Authorization: "Bearer from-hook" }));
    const r = await settle(client.swaps.swap(swapArgs(client, ADDRESS_1, me, SIM_EXCHANGE_ACCESS_TOKEN)));
    assert.ok(!r.ok);
    assert.equal(r.error.code, "VALIDATION_FAILED");
    assert.equal(r.error.context.header, "Authorization");
    assert.equal(seen.length, 0);
  });
});

Deno.test("the access token is per call: a wrong one is refused by the simulated exchange", async () => {
  await withSwapWorld(async ({ sim, me, settle }) => {
    const { client, seen, fetch } = tradingClient(
      sim,
      createHmacExchangeSigner({ secretWord: SIM_EXCHANGE_SECRET_WORD }),
    );
    const trading = await settle(tradingAddressOf(sim, fetch));
    seen.length = 0;
    const r = await settle(client.swaps.swap(swapArgs(client, trading, me, "someone-else")));
    assert.ok(!r.ok && r.error.code === "EXTERNAL_API_ERROR" && r.error.context.status === 401);
    assert.equal(seen[0].headers.get("authorization"), "Bearer someone-else");
  });
});
