/**
 * Bitcoin in the balance book: the simulated node's UTXOs follow the book's sats (token `0:0` on `bitcoin`).
 * `/__sim/fund` sets what `GET /address/:address/utxo`, `GET /address/:address` and the adapter's `getBalance`
 * read; a broadcast swap debits the sender by the deposit and the fee (the asset manager and the fee account
 * credited, the chain's total unchanged); a fill to Bitcoin credits the receiver; `GET /__sim/balances` lists
 * it; a swap beyond the funded sats fails in the library (coin selection) and a tx built on outputs the book has
 * since taken away is refused by the node as a mempool reject, both as failed Results naming `bitcoin`.
 */
import assert from "node:assert/strict";
import { createPrivateKeyBitcoinWallet } from "../../../chains/bitcoin/wallet_private_key.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { XSwap } from "../../../services/client/xswap.ts";
import {
  BITCOIN_FEE_ACCOUNT,
  DEFAULT_BITCOIN_FUNDING_SATS,
} from "../../../simulator/chains/bitcoin/chain_state.ts";
import type { SimulatorApp } from "../../../simulator/mod.ts";
import { SIMULATED_CONFIG } from "../../../simulator/client_config/simulated_deployments.ts";
import { withSwapWorld } from "../../services/swaps/_harness.ts";
import { ADDRESS_1, KEY_1 } from "../../chains/bitcoin/_fixture.ts";

const BTC = "0:0";
const RECEIVER = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";

function btcWallet() {
  const w = createPrivateKeyBitcoinWallet(KEY_1);
  if (!w.ok) throw w.error;
  return w.value;
}

async function utxoSum(sim: SimulatorApp, address: string): Promise<bigint> {
  const res = await sim.fetch(`/bitcoin/api/address/${address}/utxo`);
  assert.equal(res.status, 200);
  const utxos: { value: number }[] = await res.json();
  return utxos.reduce((n, u) => n + BigInt(u.value), 0n);
}

async function fund(sim: SimulatorApp, body: Record<string, unknown>): Promise<Response> {
  return await sim.fetch("/__sim/fund", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** Sum of the book's sats over every touched Bitcoin account, minus their seeds. */
function bitcoinDelta(sim: SimulatorApp): bigint {
  const fresh = (account: string) =>
    account === BITCOIN_FEE_ACCOUNT
      ? 0n
      : account === ASSET_MANAGER
      ? 10n ** 40n
      : DEFAULT_BITCOIN_FUNDING_SATS;
  return sim.context.balances.entries({ chainKey: "bitcoin" })
    .filter((e) => e.token === BTC)
    .reduce((n, e) => n + e.amount - fresh(e.account), 0n);
}

const ASSET_MANAGER = SIMULATED_CONFIG.chains.bitcoin.addresses.assetManager;

function swapFromBitcoin(client: XSwap, me: string, inputAmount: bigint) {
  const usdc = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
  return client.swaps.swap({
    params: {
      srcChainKey: "bitcoin",
      dstChainKey: "0x2105.base",
      inputToken: BTC,
      outputToken: usdc.address,
      inputAmount,
      minOutputAmount: 1n,
      srcAddress: ADDRESS_1,
      dstAddress: me,
      deadline: 0n,
      allowPartialFill: false,
    },
    walletProvider: btcWallet(),
    extras: { useBackendSubmitTx: false },
  });
}

Deno.test("an untouched Bitcoin address holds the default funding in the book and on the node", async () => {
  await withSwapWorld(async ({ sim, client }) => {
    assert.equal(sim.context.balances.balanceOf("bitcoin", ADDRESS_1, BTC), DEFAULT_BITCOIN_FUNDING_SATS);
    assert.equal(await utxoSum(sim, ADDRESS_1), DEFAULT_BITCOIN_FUNDING_SATS);
    const adapter = client.spoke.adapter("bitcoin");
    assert.ok(adapter.ok);
    assert.deepEqual(await adapter.value.getBalance(ADDRESS_1, BTC), {
      ok: true,
      value: DEFAULT_BITCOIN_FUNDING_SATS,
    });
  });
});

Deno.test("/__sim/fund sets and adds Bitcoin sats that the node's UTXOs, address stats and /__sim/balances answer", async () => {
  await withSwapWorld(async ({ sim }) => {
    assert.equal(await utxoSum(sim, ADDRESS_1), DEFAULT_BITCOIN_FUNDING_SATS, "listed before the fund");
    const set = await fund(sim, { chainKey: "bitcoin", account: ADDRESS_1, amount: "250000" });
    assert.deepEqual(await set.json(), {
      chainKey: "bitcoin",
      account: ADDRESS_1,
      token: BTC,
      amount: "250000",
    });
    assert.equal(await utxoSum(sim, ADDRESS_1), 250_000n, "lowered: the outputs are consolidated");
    await (await fund(sim, { chainKey: "bitcoin", account: ADDRESS_1, amount: 50_000, mode: "add" })).body
      ?.cancel();
    assert.equal(await utxoSum(sim, ADDRESS_1), 300_000n, "raised: one more output");
    const stats = await (await sim.fetch(`/bitcoin/api/address/${ADDRESS_1}`)).json();
    assert.equal(stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum, 300_000);
    const listed = await (await sim.fetch(`/__sim/balances?chainKey=bitcoin&account=${ADDRESS_1}`)).json();
    assert.deepEqual(listed.balances, [{
      chainKey: "bitcoin",
      account: ADDRESS_1,
      token: BTC,
      amount: "300000",
    }]);
    const bad = await sim.fetch("/bitcoin/api/address/not-an-address");
    assert.equal(bad.status, 400);
    await bad.body?.cancel();
  });
});

Deno.test("a Bitcoin swap debits the sender by its deposit and fee; the asset manager and the fee account are credited", async () => {
  await withSwapWorld(async ({ sim, client, me, settle }) => {
    sim.context.balances.fund("bitcoin", ADDRESS_1, BTC, 2_000_000n);
    const r = await settle(swapFromBitcoin(client, me, 500_000n));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    const book = sim.context.balances;
    const left = book.balanceOf("bitcoin", ADDRESS_1, BTC);
    const fee = book.balanceOf("bitcoin", BITCOIN_FEE_ACCOUNT, BTC);
    assert.ok(fee > 0n && fee < 10_000n, `a miner fee was paid: ${fee}`);
    assert.equal(left, 2_000_000n - 500_000n - fee);
    assert.equal(book.balanceOf("bitcoin", ASSET_MANAGER, BTC), 10n ** 40n + 500_000n);
    assert.equal(await utxoSum(sim, ADDRESS_1), left, "the node's UTXOs are the change");
    assert.equal(
      bitcoinDelta(sim),
      2_000_000n - DEFAULT_BITCOIN_FUNDING_SATS,
      "sats are conserved on the chain (only the fund changed its total)",
    );
  });
});

Deno.test("a swap to Bitcoin credits the receiver's sats in the book and on the node", async () => {
  await withSwapWorld(async ({ sim, client, wallet, params, settle, clock }) => {
    const r = await settle(client.swaps.swap({
      params: params({
        dstChainKey: "bitcoin",
        outputToken: BTC,
        dstAddress: RECEIVER,
        minOutputAmount: 1_000n,
      }),
      walletProvider: wallet,
    }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    await clock.tickAsync(600_000);
    const credited = sim.context.balances.balanceOf("bitcoin", RECEIVER, BTC) - DEFAULT_BITCOIN_FUNDING_SATS;
    assert.ok(credited >= 1_000n, `the fill was credited: ${credited}`);
    assert.equal(await utxoSum(sim, RECEIVER), DEFAULT_BITCOIN_FUNDING_SATS + credited);
  });
});

Deno.test("a Bitcoin swap beyond the funded sats fails in the library with the chain key and debits nothing", async () => {
  await withSwapWorld(async ({ sim, client, me, settle }) => {
    sim.context.balances.fund("bitcoin", ADDRESS_1, BTC, 100_000n);
    const r = await settle(swapFromBitcoin(client, me, 500_000n));
    assert.ok(!r.ok);
    assert.equal(r.error.code, "INVALID_AMOUNT");
    assert.equal(r.error.context.chainKey, "bitcoin");
    assert.equal(sim.context.balances.balanceOf("bitcoin", ADDRESS_1, BTC), 100_000n);
  });
});

Deno.test("a tx built on outputs the book has since taken away is a mempool reject, reported with the chain key", async () => {
  await withSwapWorld(async ({ sim, me, settle }) => {
    // Lower the balance after the library listed the UTXOs and before it broadcasts (a spend elsewhere).
    const fetch: FetchLike = async (input, init) => {
      const res = await sim.fetch(input, init);
      if (new URL(new Request(input, init).url).pathname.endsWith(`/address/${ADDRESS_1}/utxo`)) {
        sim.context.balances.fund("bitcoin", ADDRESS_1, BTC, 1_000n);
      }
      return res;
    };
    const client = new XSwap({ ...sim.clientConfig, fetch });
    const r = await settle(swapFromBitcoin(client, me, 500_000n));
    assert.ok(!r.ok);
    assert.equal(r.error.context.chainKey, "bitcoin");
    const node = r.error.cause as { context?: { status?: unknown; body?: unknown } } | undefined;
    assert.equal(node?.context?.status, 400);
    assert.match(
      String(node?.context?.body),
      /^sendrawtransaction RPC error: .*bad-txns-inputs-missingorspent/,
    );
    assert.equal(sim.context.balances.balanceOf("bitcoin", ADDRESS_1, BTC), 1_000n, "nothing debited");
    assert.equal(sim.ledger.events().filter((e) => e.type === "spoke_tx").length, 0, "nothing recorded");
  });
});
