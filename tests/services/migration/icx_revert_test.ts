/**
 * SODA -> ICX revert (`revertMigrateSodaToIcx`): golden vectors of the hub call list, a sent revert from the hub
 * (wallet router, then the hub tx handed to the relayer, which delivers the wICX to ICON only then), raw mode, the allowance helpers and the validate-phase refusals, against the
 * in-process simulator.
 *
 * How the vectors were derived (each checked once against a hand assembly of `keccak256(signature)[0..4]` and
 * 32-byte words, independent of the builder's viem encoding):
 * - inputs: amount 1e18 (`0x0de0b6b3a7640000`); SODA `0x7c7d53EE…dC963` (`hub.addresses.sodaToken`); ICX migration
 *   `0x8294DE9f…9875` (`hub.addresses.icxMigration`); wICX hub asset `0xb66cb7d8…c24f` (hub side of ICON's
 *   `addresses.wICX`, default tokens); hub asset manager `0x60c5681b…37C0`; hub wallet stand-in `0x…00bb`; ICON
 *   wallet `hx` + `0a` x 20, which `chains/address` `encodeAddress("0x1.icon", …)` makes the 21 bytes
 *   `0x00` + `0a` x 20.
 * - `approve(address,uint256)` `0x095ea7b3` on SODA with (icxMigration, 1e18);
 * - `reverseSwap(uint256,address)` `0x743a0e58` on the migration contract with (1e18, hub wallet): signature from
 *   icon-project/sodax-sdks `packages/sdk/src/shared/abis/icxSwap.abi.ts`, argument order from
 *   `IcxMigrationService.encodeRevertMigration`;
 * - `transfer(address,bytes,uint256,bytes)` `0xc6b4180b` on the hub asset manager with (wICX hub asset, the
 *   21-byte ICON wallet, 1e18, `0x`): head offsets `0x80` / `0xc0`, length `0x15`, right-padded body, empty
 *   bytes — the call `EvmAssetManagerService.encodeTransfer` makes in `IcxMigrationService.revertMigration`.
 * @module
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { decodeFunctionData } from "viem";
import { assetManagerAbi } from "../../../core/abis/asset_manager.ts";
import { erc20Abi } from "../../../core/abis/erc20.ts";
import { erc20TransfersAbi } from "../../../core/abis/erc20_transfers.ts";
import { icxMigrationAbi } from "../../../core/abis/icx_migration.ts";
import { walletRouterRouteAbi } from "../../../core/abis/wallet_router_route.ts";
import { ConfigService } from "../../../core/config/mod.ts";
import { buildRevertSodaToIcxCalls, MigrationService } from "../../../services/migration/mod.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

const ONE = 10n ** 18n;
const ICON_USER = `hx${"0a".repeat(20)}`;
const SODA = "0x7c7d53eecda37a87ce0d5bf8e0b24512a48dc963";
const ICX_MIGRATION = "0x8294de9fc60f5abcc19245e5857071d7c42b9875";
const WICX_HUB = "0xb66cb7d841272af6baa8b8119007edee35d2c24f";
const HUB_ASSET_MANAGER = "0x60c5681bd1db4e50735c4ca3386005a4ba4937c0";
const PARAMS = { srcChainKey: "sonic", srcAddress: TEST_USER, amount: ONE, dstAddress: ICON_USER };

Deno.test("buildRevertSodaToIcxCalls() approves SODA, reverse-swaps to the hub wallet and delivers wICX to ICON (golden vectors)", () => {
  const calls = buildRevertSodaToIcxCalls({
    soda: "0x7c7d53EEcda37a87ce0D5bf8E0b24512A48dC963",
    icxMigration: "0x8294DE9fc60F5ABCc19245E5857071d7C42B9875",
    wICX: WICX_HUB,
    hubAssetManager: "0x60c5681bD1DB4e50735c4cA3386005A4BA4937C0",
    amount: ONE,
    hubWallet: "0x00000000000000000000000000000000000000bb",
    to: `0x00${"0a".repeat(20)}`,
  });
  deepStrictEqual(calls.map((c) => c.address.toLowerCase()), [SODA, ICX_MIGRATION, HUB_ASSET_MANAGER]);
  deepStrictEqual(calls.map((c) => c.value), [0n, 0n, 0n]);
  deepStrictEqual(calls.map((c) => c.data), [
    "0x095ea7b30000000000000000000000008294de9fc60f5abcc19245e5857071d7c42b98750000000000000000000000000000000000000000000000000de0b6b3a7640000",
    "0x743a0e580000000000000000000000000000000000000000000000000de0b6b3a764000000000000000000000000000000000000000000000000000000000000000000bb",
    "0xc6b4180b000000000000000000000000b66cb7d841272af6baa8b8119007edee35d2c24f00000000000000000000000000000000000000000000000000000000000000800000000000000000000000000000000000000000000000000de0b6b3a764000000000000000000000000000000000000000000000000000000000000000000c00000000000000000000000000000000000000000000000000000000000000015000a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a00000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
  ]);
});

Deno.test("revertMigrateSodaToIcx() from the hub pulls SODA through the wallet router, then hands the hub tx to the relayer", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const r = await new MigrationService(deps).revertMigrateSodaToIcx(PARAMS, {
      walletProvider: wallet("sonic"),
    });
    if (!r.ok) throw r.error;
    if (r.value.kind !== "sent" || r.value.family !== "EVM") throw new Error("not sent from the hub");
    strictEqual(r.value.hubTxHash, r.value.srcTxHash);
    strictEqual(r.value.tx.to, deps.config.instanceConfig.hub.addresses.walletRouter);
    const hubWallet = r.value.relayData.address.toLowerCase();
    const [routed] = decodeFunctionData({ abi: walletRouterRouteAbi, data: r.value.tx.data }).args;
    deepStrictEqual(routed.map((c) => c.addr.toLowerCase()), [SODA, SODA, ICX_MIGRATION, HUB_ASSET_MANAGER]);
    const pull = decodeFunctionData({ abi: erc20TransfersAbi, data: routed[0].data });
    deepStrictEqual(
      [pull.functionName, pull.args?.[0], String(pull.args?.[1]).toLowerCase(), pull.args?.[2]],
      [
        "transferFrom",
        TEST_USER,
        hubWallet,
        ONE,
      ],
    );
    const reverse = decodeFunctionData({ abi: icxMigrationAbi, data: routed[2].data });
    deepStrictEqual([reverse.functionName, reverse.args[0], reverse.args[1].toLowerCase()], [
      "reverseSwap",
      ONE,
      hubWallet,
    ]);
    const delivery = decodeFunctionData({ abi: assetManagerAbi, data: routed[3].data });
    deepStrictEqual(
      [delivery.args[0].toLowerCase(), delivery.args[1], delivery.args[2]],
      [WICX_HUB, `0x00${"0a".repeat(20)}`, ONE],
    );
    // the platform's relayTxAndWaitPacket: submit under the hub's relay id (146), poll there until executed
    const submitted = sim.ledger.events().filter((e) => e.type === "relay_submitted");
    deepStrictEqual(submitted.map((e) => [e.ref, e.detail?.chainId]), [[r.value.srcTxHash, "146"]]);
    const [packet] = sim.ledger.packetsFor("146", r.value.srcTxHash);
    deepStrictEqual([packet.dst_chain_id, packet.status, packet.dst_tx_hash], [
      1768124270,
      "executed",
      r.value.dstTxHash,
    ]);
  } finally {
    sim.close();
  }
});

Deno.test("a revert's wICX reaches the ICON wallet only once its hub tx is handed to the relayer", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const service = new MigrationService(deps);
    // what a client that never relays does: the unsigned wallet-router tx, sent by the wallet alone
    const raw = await service.revertMigrateSodaToIcx(PARAMS, { raw: true });
    if (!raw.ok || raw.value.kind !== "raw" || raw.value.family !== "EVM") throw new Error("no raw tx");
    const hubTx = await wallet("sonic").sendTransaction(raw.value.tx);
    // ICX and wICX share the wICX hub asset: the delivery credits one of them
    const iconHeld = () =>
      ["cx0000000000000000000000000000000000000000", "cx3975b43d260fb8ec802cef6e60c2f4d07486f11d"]
        .reduce((n, token) => n + sim.context.balances.balanceOf("0x1.icon", ICON_USER, token), 0n);
    const before = iconHeld();
    const relayer = async (action: string, chainId: string) => {
      const res = await sim.fetch(`${sim.urls.relayer}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action, params: { chain_id: chainId, tx_hash: hubTx } }),
      });
      return await res.json();
    };
    // not handed over: nothing leaves the hub, however long one waits
    deepStrictEqual(await relayer("get_transaction_packets", "146"), { success: true, data: [] });
    deepStrictEqual(await relayer("get_transaction_packets", "1768124270"), { success: true, data: [] });
    strictEqual(iconHeld(), before);
    // handed over: one packet from the hub to ICON, executed, and the wICX credited there
    strictEqual((await relayer("submit", "146")).success, true);
    const [packet] = (await relayer("get_transaction_packets", "146")).data;
    deepStrictEqual([packet.src_chain_id, packet.dst_chain_id, packet.status], [146, 1768124270, "executed"]);
    strictEqual(iconHeld(), before + ONE);
    strictEqual((await relayer("submit", "146")).message, "Transaction already submitted");
  } finally {
    sim.close();
  }
});

Deno.test("revertMigrateSodaToIcx() raw returns the unsigned wallet-router tx and sends nothing", async () => {
  const { sim, deps } = simDeps();
  try {
    const r = await new MigrationService(deps).revertMigrateSodaToIcx(PARAMS, { raw: true });
    if (!r.ok) throw r.error;
    if (r.value.kind !== "raw" || r.value.family !== "EVM") throw new Error("not an EVM raw tx");
    deepStrictEqual([r.value.tx.from, r.value.tx.value], [TEST_USER, 0n]);
    strictEqual(r.value.rawTx.tx, r.value.tx);
    strictEqual(sim.requests().filter((e) => e.path.startsWith("/relayer")).length, 0);
  } finally {
    sim.close();
  }
});

Deno.test("the revert allowance helpers ask SODA allowance for the user's hub wallet and approve it", async () => {
  const { sim, deps } = simDeps();
  try {
    const service = new MigrationService(deps);
    const valid = await service.isRevertSodaToIcxAllowanceValid(PARAMS);
    deepStrictEqual(valid, { ok: true, value: false }, "allowances start at zero");
    const hubWallet = await deps.hub.getUserHubWalletAddress("sonic", TEST_USER);
    if (!hubWallet.ok) throw hubWallet.error;
    const approve = await service.approveRevertSodaToIcx(PARAMS, { raw: true });
    if (!approve.ok) throw approve.error;
    strictEqual(approve.value.tx.to.toLowerCase(), SODA);
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: approve.value.tx.data });
    deepStrictEqual([functionName, args[0], args[1]], ["approve", hubWallet.value, ONE]);
    const bad = await service.approveRevertSodaToIcx({ ...PARAMS, dstAddress: "cx" + "0a".repeat(20) }, {
      raw: true,
    });
    strictEqual(!bad.ok && bad.error.code, "INVALID_ADDRESS");
  } finally {
    sim.close();
  }
});

Deno.test("revertMigrateSodaToIcx() refuses bad input in the validate phase without throwing", async () => {
  const { sim, deps } = simDeps();
  try {
    const service = new MigrationService(deps);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ amount: 0n }, "INVALID_AMOUNT", "amount"],
      [{ amount: 1 }, "INVALID_AMOUNT", "amount"],
      [{ srcChainKey: "0x2105.base" }, "UNSUPPORTED_CHAIN_OPERATION", "srcChainKey"],
      [{ srcChainKey: "0x1.icon" }, "UNSUPPORTED_CHAIN_OPERATION", "srcChainKey"],
      [{ dstAddress: `cx${"0a".repeat(20)}` }, "INVALID_ADDRESS", "dstAddress"],
      [{ dstAddress: TEST_USER }, "INVALID_ADDRESS", "dstAddress"],
      [{ dstAddress: "hx12" }, "INVALID_ADDRESS", "dstAddress"],
      [{ dstAddress: undefined }, "INVALID_ADDRESS", "dstAddress"],
      [{ srcAddress: ICON_USER }, "INVALID_ADDRESS", "srcAddress"],
    ];
    for (const [patch, code, field] of cases) {
      const r = await service.revertMigrateSodaToIcx({ ...PARAMS, ...patch } as typeof PARAMS, { raw: true });
      const label = JSON.stringify(Object.keys(patch));
      strictEqual(!r.ok && r.error.code, code, label);
      strictEqual(!r.ok && r.error.context.phase, "validate", label);
      strictEqual(!r.ok && r.error.context.field, field, label);
    }
    const none = await service.revertMigrateSodaToIcx(undefined as unknown as typeof PARAMS);
    strictEqual(!none.ok && none.error.code, "INVALID_AMOUNT");
  } finally {
    sim.close();
  }
});

Deno.test("revertMigrateSodaToIcx() reports INVALID_CONFIG when the ICX migration contract is not configured", async () => {
  const { sim, deps } = simDeps();
  try {
    const hub = sim.clientConfig.hub;
    const config = new ConfigService({
      ...sim.clientConfig,
      hub: { ...hub, addresses: { icxMigration: "nope" } },
    });
    const r = await new MigrationService({ ...deps, config }).revertMigrateSodaToIcx(PARAMS, { raw: true });
    strictEqual(!r.ok && r.error.code, "INVALID_CONFIG");
    deepStrictEqual(!r.ok && [r.error.context.field, r.error.context.phase], ["icxMigration", "validate"]);
  } finally {
    sim.close();
  }
});
