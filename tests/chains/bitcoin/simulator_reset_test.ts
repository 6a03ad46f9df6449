/** The simulator's reset forgets the simulated Bitcoin chain and the exchange's trading wallets. */
import assert from "node:assert/strict";
import { createBitcoinSpokeAdapter } from "../../../chains/bitcoin/adapter.ts";
import { createPrivateKeyBitcoinWallet } from "../../../chains/bitcoin/wallet_private_key.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { ADDRESS_1, BITCOIN_PARAMS, KEY_1 } from "./_fixture.ts";

Deno.test("reset() restores the funding UTXO of an address that spent it", async () => {
  const sim = createSimulatorApp({ clock: createManualClock(), preset: "calm" });
  try {
    const adapter = createBitcoinSpokeAdapter({
      ...DEFAULT_CLIENT_CONFIG.chains.bitcoin,
      rpcUrl: `${sim.urls.origin}/bitcoin/api`,
      exchange: undefined,
    }, { fetch: sim.fetch });
    const wallet = createPrivateKeyBitcoinWallet(KEY_1);
    assert.ok(wallet.ok);
    assert.deepEqual(await adapter.getBalance(ADDRESS_1, "BTC"), { ok: true, value: 100_000_000n });
    const created = await adapter.createSwapIntent(BITCOIN_PARAMS, wallet.value);
    assert.ok(created.ok, created.ok ? "" : created.error.message);
    const after = await adapter.getBalance(ADDRESS_1, "BTC");
    assert.ok(after.ok && after.value < 100_000_000n - BITCOIN_PARAMS.inputAmount);
    sim.reset();
    assert.deepEqual(await adapter.getBalance(ADDRESS_1, "BTC"), { ok: true, value: 100_000_000n });
    const status = await sim.fetch(`/bitcoin/api/tx/${created.value.txHash}/status`);
    assert.equal(status.status, 404);
    await status.body?.cancel();
  } finally {
    sim.close();
  }
});
