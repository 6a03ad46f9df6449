/**
 * Issue 22 part B: leverage-yield vault shares follow the hub. A deposit mints vault shares to the hub wallet
 * (1:1, net of no fee), read back by `leverageYield.getPosition`; the hub leverage-yield example
 * (`examples/hub/leverage_yield.ts`) deposits 10 USDC and redeems every share it then holds, which leaves none.
 */
import assert from "node:assert/strict";
import { privateKeyToAddress } from "viem/accounts";
import { runLeverageYield } from "../../../examples/hub/leverage_yield.ts";
import { XSwap } from "../../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/mod.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";

const quiet = <T>(fn: () => Promise<T>): Promise<T> => {
  const log = console.log;
  console.log = () => {};
  return fn().finally(() => {
    console.log = log;
  });
};

const VAULT = { name: "lev-usdc", address: "0x00000000000000000000000000000000000000b0" };
const USDC_HUB = "0x72E852545B024ddCbc5b70C1bCBDAA025164259C";
const BASE = "0x2105.base";

function setup() {
  const sim = createSimulatorApp({ preset: "instant", seed: 3, clock: createManualClock(1_760_000_000_000) });
  const options = { ...sim.clientConfig, fetch: sim.fetch };
  const client = new XSwap({ ...options, leverageYield: { vaults: [{ ...VAULT, asset: USDC_HUB }] } });
  const shares = async (address: string) => {
    const r = await client.leverageYield.getPosition({ chainKey: BASE, address, vault: VAULT.name });
    if (!r.ok) throw r.error;
    return r.value.shares;
  };
  return { sim, options, client, shares };
}

Deno.test("a leverage-yield deposit mints vault shares to the hub wallet", async () => {
  const { sim, client, shares } = setup();
  try {
    const base = client.instanceConfig.chains[BASE];
    const wallet = createPrivateKeyEvmWallet({
      privateKey: `0x${"0b".repeat(32)}`,
      rpcUrl: "rpcUrl" in base ? base.rpcUrl : "",
      fetch: sim.fetch,
    });
    if (!wallet.ok) throw wallet.error;
    const me = await wallet.value.getAddress();
    const usdc = base.supportedTokens.find((t) => t.symbol === "USDC")!;
    const before = await shares(me);
    const deposit = {
      srcChainKey: BASE,
      srcAddress: me,
      vault: VAULT.name,
      token: usdc.address,
      amount: 10_000_000n,
    };
    const allowed = await client.leverageYield.isAllowanceValid(deposit);
    assert.ok(allowed.ok && allowed.value === false, "allowances start at zero");
    const approved = await client.leverageYield.approve(deposit, { walletProvider: wallet.value });
    if (!approved.ok) throw approved.error;
    const deposited = await client.leverageYield.deposit(deposit, { walletProvider: wallet.value });
    if (!deposited.ok) throw deposited.error;
    const minted = (await shares(me)) - before;
    assert.ok(minted > 0n && minted <= 10n ** 19n, `minted ${minted}`);
  } finally {
    sim.close();
  }
});

Deno.test("the leverage-yield example redeems every share it holds, leaving none", async () => {
  const { sim, options, shares } = setup();
  try {
    const me = privateKeyToAddress(`0x${"07".repeat(32)}`);
    assert.ok((await shares(me)) > 0n); // seeded
    await quiet(() => runLeverageYield(options));
    assert.equal(await shares(me), 0n);
  } finally {
    sim.close();
  }
});
