/**
 * Migration: golden vectors of the ICX -> SODA and bnUSD call lists, an offline bnUSD migration from the hub
 * (wallet-router path, no relay), and ICX migrations from ICON (deposit through the ICON adapter, relayed; raw;
 * refusals) against the in-process simulator.
 *
 * Vector inputs: amount 1e18 (`0x0de0b6b3a7640000`), receiver `0x…00aa`, wICX stand-in `0x…00c0`, the packaged ICX
 * migration `0x8294DE9f…9875`, legacy bnUSD (Sonic bnUSDd) `0x94dC79ce…Fc38`, new bnUSD hub asset of Base
 * `0xDF5639D9…d100`, bnUSD vault `0xE801CA34…0131`. Signatures: `approve(address,uint256)` `0x095ea7b3`;
 * migration `swap(uint256,address)` `0xd3986f08` with (1e18, 0x…aa); vault `deposit(address,uint256)`
 * `0x47e7ef24`, `withdraw(address,uint256)` `0xf3fef3a3`; hub delivery `transfer(address,uint256)` `0xa9059cbb`
 * with (0x…aa, 1e18).
 * @module
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { decodeFunctionData } from "viem";
import { walletRouterRouteAbi } from "../../../core/abis/wallet_router_route.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { createSimulatorIconWallet } from "../../../chains/icon/simulator_wallet.ts";
import type { IconWalletProvider } from "../../../chains/icon/wallet.ts";
import { getIntentRelayChainId } from "../../../core/chains/mod.ts";
import type { SimulatorApp } from "../../../simulator/mod.ts";
import {
  buildBnUSDMigrationCalls,
  buildIcxMigrationCalls,
  MigrationService,
} from "../../../services/migration/mod.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

const W = "0x00000000000000000000000000000000000000aa" as const;
const ONE = 10n ** 18n;
const ICON_USER = `hx${"0a".repeat(20)}`;
const WICX = "cx3975b43d260fb8ec802cef6e60c2f4d07486f11d";
const WICX_HUB = "0xb66cb7d841272af6baa8b8119007edee35d2c24f";
const ICX_MIGRATION = "0x8294de9fc60f5abcc19245e5857071d7c42b9875";
const ICON_RELAY_ID = String(getIntentRelayChainId("0x1.icon"));

/** A keypair-free ICON wallet on the simulator's ICON RPC. */
function iconWallet(sim: SimulatorApp): IconWalletProvider {
  return createSimulatorIconWallet({
    address: ICON_USER,
    rpcUrl: `${sim.urls.origin}/icon/api/v3`,
    fetch: sim.fetch,
  });
}

Deno.test("buildIcxMigrationCalls() approves the migration contract and swaps (golden vectors)", () => {
  const calls = buildIcxMigrationCalls({
    wICX: "0x00000000000000000000000000000000000000c0",
    icxMigration: "0x8294DE9fc60F5ABCc19245E5857071d7C42B9875",
    amount: ONE,
    receiver: W,
  });
  deepStrictEqual(calls.map((c) => c.data), [
    "0x095ea7b30000000000000000000000008294de9fc60f5abcc19245e5857071d7c42b98750000000000000000000000000000000000000000000000000de0b6b3a7640000",
    "0xd3986f080000000000000000000000000000000000000000000000000de0b6b3a764000000000000000000000000000000000000000000000000000000000000000000aa",
  ]);
});

Deno.test("buildBnUSDMigrationCalls() swaps through the bnUSD vault and delivers (golden vectors)", () => {
  const calls = buildBnUSDMigrationCalls({
    legacy: "0x94dC79ce9C515ba4AE4D195da8E6AB86c69BFc38",
    next: "0xDF5639D91359866f266b56D60d98edE9fEEDd100",
    vault: "0xE801CA34E19aBCbFeA12025378D19c4FBE250131",
    amount: ONE,
    to: { hub: W },
  }, "0x60c5681bD1DB4e50735c4cA3386005A4BA4937C0");
  deepStrictEqual(calls.map((c) => c.data), [
    "0x095ea7b3000000000000000000000000e801ca34e19abcbfea12025378d19c4fbe2501310000000000000000000000000000000000000000000000000de0b6b3a7640000",
    "0x47e7ef2400000000000000000000000094dc79ce9c515ba4ae4d195da8e6ab86c69bfc380000000000000000000000000000000000000000000000000de0b6b3a7640000",
    "0xf3fef3a3000000000000000000000000df5639d91359866f266b56d60d98ede9feedd1000000000000000000000000000000000000000000000000000de0b6b3a7640000",
    "0xa9059cbb00000000000000000000000000000000000000000000000000000000000000aa0000000000000000000000000000000000000000000000000de0b6b3a7640000",
  ]);
});

Deno.test("migrateBnUSD() from the hub routes through the wallet router and skips the relay", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const migration = new MigrationService(deps);
    const r = await migration.migrateBnUSD({
      srcChainKey: "sonic",
      srcAddress: TEST_USER,
      srcToken: "0x94dC79ce9C515ba4AE4D195da8E6AB86c69BFc38",
      amount: ONE,
      dstChainKey: "0x2105.base",
      dstToken: "0xAcfab3F31C0a18559D78556BBf297EC29c6cf8aa",
    }, { walletProvider: wallet("sonic") });
    if (!r.ok) throw r.error;
    if (r.value.kind !== "sent") throw new Error("not sent");
    strictEqual(r.value.hubTxHash, r.value.srcTxHash);
    strictEqual(r.value.tx.to, "0xC67C3e55c665E78b25dc9829B3Aa5af47d914733");
    const { args } = decodeFunctionData({ abi: walletRouterRouteAbi, data: r.value.tx.data });
    strictEqual(args[0].length, 5);
    strictEqual(args[0][0].data.slice(0, 10), "0x23b872dd");
    strictEqual(sim.requests().filter((e) => e.path.startsWith("/relayer")).length, 0);
  } finally {
    sim.close();
  }
});

Deno.test("migrateIcxToSoda() deposits ICX on ICON with the migration calls and relays them to the hub", async () => {
  const { sim, deps } = simDeps();
  try {
    const r = await new MigrationService(deps).migrateIcxToSoda(
      { srcChainKey: "0x1.icon", srcAddress: ICON_USER, amount: ONE, receiver: W },
      { walletProvider: iconWallet(sim) },
    );
    if (!r.ok) throw r.error;
    if (r.value.kind !== "sent") throw new Error("not sent");
    strictEqual(r.value.family, "ICON");
    const calls = decodeContractCalls(r.value.relayData.payload as `0x${string}`);
    if (!calls.ok) throw calls.error;
    deepStrictEqual(calls.value.map((c) => c.address.toLowerCase()), [WICX_HUB, ICX_MIGRATION]);
    strictEqual(calls.value[1].data.slice(0, 10), "0xd3986f08");
    const tx = sim.ledger.getSpokeTx("0x1.icon", r.value.srcTxHash);
    deepStrictEqual(tx?.deposit?.amount, ONE);
    strictEqual(tx?.deposit?.to.toLowerCase(), r.value.relayData.address.toLowerCase());
    const [packet] = sim.ledger.packetsFor(ICON_RELAY_ID, r.value.srcTxHash);
    strictEqual(packet.payload, r.value.relayData.payload);
    strictEqual(packet.dst_tx_hash, r.value.hubTxHash);
  } finally {
    sim.close();
  }
});

Deno.test("migrateIcxToSoda() raw returns the unsigned ICON deposit: native ICX to wICX with value, wICX without", async () => {
  const { sim, deps } = simDeps();
  try {
    const service = new MigrationService(deps);
    const params = { srcChainKey: "0x1.icon", srcAddress: ICON_USER, amount: ONE, receiver: W };
    for (const [token, value] of [[undefined, "0xde0b6b3a7640000"], [WICX, "0x0"]] as const) {
      const r = await service.migrateIcxToSoda({ ...params, token }, { raw: true });
      if (!r.ok) throw r.error;
      if (r.value.kind !== "raw" || r.value.rawTx.family !== "ICON") throw new Error("not an ICON raw tx");
      const tx = r.value.rawTx.params as {
        from: string;
        to: string;
        value: string;
        data: { method: string };
      };
      deepStrictEqual([tx.from, tx.to, tx.value, tx.data.method], [ICON_USER, WICX, value, "transfer"]);
    }
    strictEqual(sim.requests().filter((e) => e.path.startsWith("/relayer")).length, 0);
  } finally {
    sim.close();
  }
});

Deno.test("migrateIcxToSoda() refuses bad input in the validate phase", async () => {
  const { sim, deps } = simDeps();
  try {
    const service = new MigrationService(deps);
    const params = { srcChainKey: "0x1.icon", srcAddress: ICON_USER, amount: ONE, receiver: W };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ srcChainKey: "0x2105.base" }, "UNSUPPORTED_CHAIN_OPERATION"],
      [{ amount: 0n }, "INVALID_AMOUNT"],
      [{ receiver: ICON_USER }, "INVALID_ADDRESS"],
      [{ srcAddress: W }, "INVALID_ADDRESS"],
      [{ token: "cx88fd7df7ddff82f7cc735c871dc519838cb235bb" }, "UNSUPPORTED_TOKEN"],
    ];
    for (const [patch, code] of cases) {
      const r = await service.migrateIcxToSoda({ ...params, ...patch } as typeof params, { raw: true });
      strictEqual(!r.ok && r.error.code, code, JSON.stringify(Object.keys(patch)));
      strictEqual(!r.ok && r.error.context.phase, "validate");
    }
  } finally {
    sim.close();
  }
});
