/**
 * Permit2 allowances read back from the simulated hub: `Permit2.getAllowance` / `isAllowanceValid` over a viem
 * public client (`getPublicClient`) answer what the Permit2 writes sent on the hub and the Permit2 approvals of a
 * relayed dex call list set; `lockdown` and `invalidateNonces` change them as the contract does; a malformed read
 * reverts. `Erc20.approve` sets an ERC-20 allowance on a spoke that the adapter's read sees.
 * @module
 */
import { deepStrictEqual, ok as assertOk, strictEqual } from "node:assert/strict";
import { encodeFunctionData, getAddress, zeroAddress } from "viem";
import { permit2AllowanceTransferAbi } from "../../../core/abis/permit2_allowance_transfer.ts";
import { Erc20 } from "../../../chains/evm/erc20_approve.ts";
import { Permit2 } from "../../../chains/evm/permit2.ts";
import { constructPublicClient, getPublicClient } from "../../../chains/evm/public_client.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/wallet_private_key.ts";
import { createSpokeRouter } from "../../../chains/registry/routing.ts";
import { HubProvider } from "../../../chains/hub/hub_provider.ts";
import { ConfigService } from "../../../core/config/mod.ts";
import { DexService } from "../../../services/dex/mod.ts";
import type { ServiceDeps } from "../../../services/deps/service_deps.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";

const PERMIT2 = "0x000000000022D473030F116dDEE9F6B43aC78BA3";
const TOKEN = "0x00000000000000000000000000000000000000c0";
const OTHER = "0x00000000000000000000000000000000000000c1";
const SPENDER = "0x2222222222222222222222222222222222222222";
const T0 = 1_780_000_000_000;
const NOW = T0 / 1000;
const POOL = {
  currency0: TOKEN,
  currency1: OTHER,
  hooks: zeroAddress,
  poolManager: "0xA3256ab552A271A16AcDfdB521B32ef82d481F43",
  fee: 3000,
  parameters: "0x00000000000000000000000000000000000000000000000000000000000a0000",
} as const;

function setup() {
  const clock = createManualClock(T0);
  const sim = createSimulatorApp({ preset: "instant", clock });
  const config = new ConfigService({ ...sim.clientConfig, dex: { dexPools: { TEST: POOL } } });
  const chains = config.instanceConfig.chains;
  const wallet = (chainKey: string) => {
    const w = createPrivateKeyEvmWallet({
      privateKey: `0x${"01".repeat(32)}`,
      rpcUrl: sim.urls.rpc(chainKey),
      fetch: sim.fetch,
    });
    if (!w.ok) throw w.error;
    return w.value;
  };
  const client = (chainKey: "sonic" | "0x2105.base") => {
    const c = getPublicClient(chainKey, { chains, fetch: sim.fetch });
    if (!c.ok) throw c.error;
    return c.value;
  };
  return { sim, config, chains, wallet, client };
}

Deno.test("Permit2.getAllowance reads back what a Permit2 approve sent on the hub set, nonce kept, expiry checked by isAllowanceValid", async () => {
  const { sim, wallet, client } = setup();
  try {
    const hub = wallet("sonic");
    const me = await hub.getAddress();
    const before = await Permit2.getAllowance(PERMIT2, me, TOKEN, SPENDER, client("sonic"));
    deepStrictEqual(before.ok && before.value, { amount: 0n, expiration: 0, nonce: 0 });
    const sent = await Permit2.approve(me, PERMIT2, TOKEN, SPENDER, 500n, NOW + 3600, hub);
    assertOk(sent.ok && !sent.value.raw, JSON.stringify(sent));
    const after = await Permit2.getAllowance(PERMIT2, me, TOKEN, SPENDER, client("sonic"));
    deepStrictEqual(after.ok && after.value, { amount: 500n, expiration: NOW + 3600, nonce: 0 });
    const valid = (amount: bigint, nowSeconds: number) =>
      Permit2.isAllowanceValid(PERMIT2, me, TOKEN, SPENDER, amount, client("sonic"), { nowSeconds });
    deepStrictEqual(
      [
        await valid(500n, NOW),
        await valid(501n, NOW),
        await valid(1n, NOW + 3600),
      ].map((r) => r.ok && r.value),
      [true, false, false],
    );
    // another spender, token or owner has its own (never set) allowance
    const other = await Permit2.getAllowance(PERMIT2, me, OTHER, SPENDER, client("sonic"));
    deepStrictEqual(other.ok && other.value, { amount: 0n, expiration: 0, nonce: 0 });
  } finally {
    sim.close();
  }
});

Deno.test("Permit2 lockdown zeroes the amount and invalidateNonces raises the nonce, as the contract does; a lower nonce changes nothing", async () => {
  const { sim, wallet, client } = setup();
  try {
    const hub = wallet("sonic");
    const me = await hub.getAddress();
    assertOk((await Permit2.approve(me, PERMIT2, TOKEN, SPENDER, 9n, NOW + 60, hub)).ok);
    assertOk((await Permit2.invalidateNonces(me, PERMIT2, TOKEN, SPENDER, 3, hub)).ok);
    assertOk((await Permit2.invalidateNonces(me, PERMIT2, TOKEN, SPENDER, 2, hub)).ok); // reverts on chain
    assertOk((await Permit2.lockdown(me, PERMIT2, [{ token: TOKEN, spender: SPENDER }], hub)).ok);
    const read = await Permit2.getAllowance(PERMIT2, me, TOKEN, SPENDER, client("sonic"));
    deepStrictEqual(read.ok && read.value, { amount: 0n, expiration: NOW + 60, nonce: 3 });
  } finally {
    sim.close();
  }
});

Deno.test("A dex addLiquidity's Permit2 approvals, relayed to the hub wallet, are readable as the position manager's allowance", async () => {
  const { sim, config, wallet, client } = setup();
  try {
    const deps: ServiceDeps = {
      config,
      backendApi: {} as ServiceDeps["backendApi"],
      spokes: createSpokeRouter(() => config.instanceConfig.chains, { fetch: sim.fetch }),
      hub: new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch }),
      fetch: sim.fetch,
      sleep: () => Promise.resolve(),
    };
    const base = wallet("0x2105.base");
    const me = await base.getAddress();
    const added = await new DexService(deps).addLiquidity({
      srcChainKey: "0x2105.base",
      srcAddress: me,
      pool: "TEST",
      tickLower: -600,
      tickUpper: 600,
      liquidity: 1000n,
      amount0Max: 500n,
      amount1Max: 700n,
    }, { walletProvider: base });
    if (!added.ok) throw added.error;
    const hubWallet = await deps.hub.getUserHubWalletAddress("0x2105.base", me);
    if (!hubWallet.ok) throw hubWallet.error;
    const manager = config.instanceConfig.dex.concentratedLiquidityConfig.clPositionManager as `0x${string}`;
    const read = (token: `0x${string}`) =>
      Permit2.getAllowance(PERMIT2, hubWallet.value as `0x${string}`, token, manager, client("sonic"));
    const [a0, a1] = [await read(TOKEN), await read(OTHER)];
    assertOk(a0.ok && a1.ok);
    deepStrictEqual([a0.value.amount, a1.value.amount], [500n, 700n]);
    assertOk(a0.value.expiration > NOW);
  } finally {
    sim.close();
  }
});

Deno.test("The simulated Permit2 reverts an allowance read whose calldata does not decode, and a spoke's Permit2 answers a never-set allowance", async () => {
  const { sim, client } = setup();
  try {
    const full = encodeFunctionData({
      abi: permit2AllowanceTransferAbi,
      functionName: "allowance",
      args: [SPENDER, TOKEN, SPENDER],
    });
    const truncated = full.slice(0, 10 + 64) as `0x${string}`; // the selector and one of three words
    const bad = await client("sonic").call({ to: PERMIT2, data: truncated }).then(() => "answered", (e) => e);
    assertOk(bad instanceof Error && /revert/i.test(bad.message), String(bad));
    const spoke = await Permit2.getAllowance(PERMIT2, SPENDER, TOKEN, SPENDER, client("0x2105.base"));
    deepStrictEqual(spoke.ok && spoke.value, { amount: 0n, expiration: 0, nonce: 0 });
  } finally {
    sim.close();
  }
});

Deno.test("Erc20.approve sends a standalone approval on a spoke that the adapter's allowance read then sees; raw returns the unsigned tx", async () => {
  const { sim, chains, wallet } = setup();
  try {
    const base = wallet("0x2105.base");
    const me = getAddress(await base.getAddress());
    const usdc = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
    const raw = await Erc20.approve({ token: usdc, amount: 7n, from: me, spender: SPENDER, raw: true });
    assertOk(raw.ok && raw.value.raw && raw.value.tx.to === usdc && raw.value.tx.from === me);
    const sent = await Erc20.approve({
      token: usdc,
      amount: 7n,
      from: me,
      spender: SPENDER,
      walletProvider: base,
    });
    assertOk(sent.ok && !sent.value.raw);
    const router = createSpokeRouter(() => chains, { fetch: sim.fetch });
    const adapter = router.adapter("0x2105.base");
    if (!adapter.ok) throw adapter.error;
    const allowance = await adapter.value.getAllowance(me, usdc, SPENDER);
    strictEqual(allowance.ok && allowance.value, 7n);
  } finally {
    sim.close();
  }
});

Deno.test("Erc20.approve and getPublicClient refuse bad input as failure values: no wallet, bad address, unknown or non-EVM chain, no rpcUrl", async () => {
  const noWallet = await Erc20.approve({ token: TOKEN, amount: 1n, from: SPENDER, spender: SPENDER });
  assertOk(!noWallet.ok && noWallet.error.code === "VALIDATION_FAILED");
  const badSpender = await Erc20.approve({
    token: TOKEN,
    amount: 1n,
    from: SPENDER,
    spender: "0x12" as never,
  });
  assertOk(!badSpender.ok && badSpender.error.code === "INVALID_ADDRESS");
  const badFrom = await Erc20.approve({
    token: TOKEN,
    amount: 1n,
    from: "x" as never,
    spender: SPENDER,
    raw: true,
  });
  assertOk(!badFrom.ok && badFrom.error.context.field === "from");
  const rejected = await Erc20.approve({
    token: TOKEN,
    amount: 1n,
    from: SPENDER,
    spender: SPENDER,
    walletProvider: { sendTransaction: () => Promise.reject(new Error("user rejected")) } as never,
  });
  assertOk(!rejected.ok && rejected.error.code === "WALLET_ERROR");
  const unknown = getPublicClient("nope" as never);
  assertOk(!unknown.ok && unknown.error.code === "UNKNOWN_CHAIN_KEY");
  const stellar = getPublicClient("stellar");
  assertOk(!stellar.ok && stellar.error.code === "UNSUPPORTED_CHAIN_OPERATION");
  const noUrl = constructPublicClient({ chainId: "hedera" });
  assertOk(!noUrl.ok && noUrl.error.code === "INVALID_URL");
  const given = constructPublicClient({ chainId: "hedera", rpcUrl: "https://example.org/rpc" });
  assertOk(given.ok && given.value.chain.id === 295);
});
