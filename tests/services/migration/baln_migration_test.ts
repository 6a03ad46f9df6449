/**
 * BALN -> SODA (`migrateBaln`): golden vectors of the hub call list, a migration from ICON (BALN deposit through
 * the ICON adapter, relayed), raw mode, refusals, and the lock-up arithmetic (property test).
 *
 * How the vectors were derived (each checked once against a hand assembly of `keccak256(signature)[0..4]` and
 * 32-byte words, independent of the builder's viem encoding):
 * - inputs: amount 1e18 (`0x0de0b6b3a7640000`); BALN hub asset `0xde8e19a0…b572` (hub side of ICON's `BALN`
 *   `cxf61cd5a4…9619`, default tokens); BALN swap `0x610a90B6…8d10` (`hub.addresses.balnSwap`); receiver
 *   `0x…00aa`; lock-up six months = 6 x 30 days = 15 552 000 s (`0xed4e00`); stake true.
 * - `approve(address,uint256)` `0x095ea7b3` on the BALN hub asset with (balnSwap, 1e18);
 * - `swap(uint256,uint256,address,bool)` `0xa9d6c6f6` on the BALN swap with (1e18, 15 552 000, 0x…aa, true):
 *   signature from the `balnSwap.abi.ts` of icon-project/sodax-frontend `packages/sdk/src/abis/`, argument order
 *   from `BalnSwapService.encodeSwap` in icon-project/sodax-sdks `packages/sdk/src/migration/BalnSwapService.ts`
 *   (which also gives the periods, the 5000-15000 bps multipliers and `calculateSodaAmount`).
 * @module
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { decodeFunctionData } from "viem";
import { balnSwapAbi } from "../../../core/abis/baln_swap.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { createSimulatorIconWallet } from "../../../chains/icon/simulator_wallet.ts";
import { getIntentRelayChainId } from "../../../core/chains/mod.ts";
import { ConfigService } from "../../../core/config/mod.ts";
import {
  BALN_LOCKUP_PERIODS,
  buildBalnMigrationCalls,
  calculateBalnSodaAmount,
  type MigrateBalnParams,
  MigrationService,
} from "../../../services/migration/mod.ts";
import { simDeps } from "../hub/_sim_deps.ts";

const W = "0x00000000000000000000000000000000000000aa" as const;
const ONE = 10n ** 18n;
const ICON_USER = `hx${"0b".repeat(20)}`;
const BALN = "cxf61cd5a45dc9f91c15aa65831a30a90d59a09619";
const BALN_HUB = "0xde8e19a099fedf9d617599f62c5f7f020d92b572";
const BALN_SWAP = "0x610a90b61b89a98b954d5750e94834aa45d08d10";
const PARAMS: MigrateBalnParams = {
  srcChainKey: "0x1.icon",
  srcAddress: ICON_USER,
  amount: ONE,
  receiver: W,
  lockupPeriod: BALN_LOCKUP_PERIODS.SIX_MONTHS,
  stake: true,
};

Deno.test("buildBalnMigrationCalls() approves the BALN swap and swaps with the lock-up and stake flag (golden vectors)", () => {
  const calls = buildBalnMigrationCalls({
    baln: BALN_HUB,
    balnSwap: "0x610a90B61b89a98b954d5750E94834Aa45d08d10",
    amount: ONE,
    lockupPeriod: BALN_LOCKUP_PERIODS.SIX_MONTHS,
    receiver: W,
    stake: true,
  });
  deepStrictEqual(calls.map((c) => c.address.toLowerCase()), [BALN_HUB, BALN_SWAP]);
  deepStrictEqual(calls.map((c) => c.data), [
    "0x095ea7b3000000000000000000000000610a90b61b89a98b954d5750e94834aa45d08d100000000000000000000000000000000000000000000000000de0b6b3a7640000",
    "0xa9d6c6f60000000000000000000000000000000000000000000000000de0b6b3a76400000000000000000000000000000000000000000000000000000000000000ed4e0000000000000000000000000000000000000000000000000000000000000000aa0000000000000000000000000000000000000000000000000000000000000001",
  ]);
});

Deno.test("migrateBaln() deposits BALN on ICON with the swap calls and relays them to the hub", async () => {
  const { sim, deps } = simDeps();
  try {
    const walletProvider = createSimulatorIconWallet({
      address: ICON_USER,
      rpcUrl: `${sim.urls.origin}/icon/api/v3`,
      fetch: sim.fetch,
    });
    const r = await new MigrationService(deps).migrateBaln(PARAMS, { walletProvider });
    if (!r.ok) throw r.error;
    if (r.value.kind !== "sent") throw new Error("not sent");
    strictEqual(r.value.family, "ICON");
    const calls = decodeContractCalls(r.value.relayData.payload as `0x${string}`);
    if (!calls.ok) throw calls.error;
    deepStrictEqual(calls.value.map((c) => c.address.toLowerCase()), [BALN_HUB, BALN_SWAP]);
    const swap = decodeFunctionData({ abi: balnSwapAbi, data: calls.value[1].data });
    if (swap.functionName !== "swap") throw new Error(`decoded ${swap.functionName}, not swap`);
    deepStrictEqual([swap.args[0], swap.args[1], swap.args[2].toLowerCase(), swap.args[3]], [
      ONE,
      15_552_000n,
      W,
      true,
    ]);
    const tx = sim.ledger.getSpokeTx("0x1.icon", r.value.srcTxHash);
    deepStrictEqual([tx?.deposit?.token, tx?.deposit?.amount], [BALN, ONE]);
    const [packet] = sim.ledger.packetsFor(String(getIntentRelayChainId("0x1.icon")), r.value.srcTxHash);
    strictEqual(packet.dst_tx_hash, r.value.hubTxHash);
  } finally {
    sim.close();
  }
});

Deno.test("migrateBaln() raw returns the unsigned BALN transfer without ICX value; stake defaults to false", async () => {
  const { sim, deps } = simDeps();
  try {
    const { stake: _stake, ...noStake } = PARAMS;
    const r = await new MigrationService(deps).migrateBaln(noStake, { raw: true });
    if (!r.ok) throw r.error;
    if (r.value.kind !== "raw" || r.value.rawTx.family !== "ICON") throw new Error("not an ICON raw tx");
    const tx = r.value.rawTx.params as { from: string; to: string; value?: string; data: { method: string } };
    deepStrictEqual([tx.from, tx.to, tx.value ?? "0x0", tx.data.method], [
      ICON_USER,
      BALN,
      "0x0",
      "transfer",
    ]);
    const calls = decodeContractCalls(r.value.relayData.payload as `0x${string}`);
    if (!calls.ok) throw calls.error;
    strictEqual(decodeFunctionData({ abi: balnSwapAbi, data: calls.value[1].data }).args[3], false);
    strictEqual(sim.requests().filter((e) => e.path.startsWith("/relayer")).length, 0);
  } finally {
    sim.close();
  }
});

Deno.test("migrateBaln() refuses bad input in the validate phase without throwing", async () => {
  const { sim, deps } = simDeps();
  try {
    const service = new MigrationService(deps);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ amount: -1n }, "INVALID_AMOUNT", "amount"],
      [{ srcChainKey: "sonic" }, "UNSUPPORTED_CHAIN_OPERATION", "srcChainKey"],
      [{ lockupPeriod: 1 }, "VALIDATION_FAILED", "lockupPeriod"],
      [{ lockupPeriod: 15_552_000n }, "VALIDATION_FAILED", "lockupPeriod"],
      [{ lockupPeriod: undefined }, "VALIDATION_FAILED", "lockupPeriod"],
      [{ stake: "yes" }, "VALIDATION_FAILED", "stake"],
      [{ receiver: ICON_USER }, "INVALID_ADDRESS", "receiver"],
      [{ srcAddress: W }, "INVALID_ADDRESS", "srcAddress"],
    ];
    for (const [patch, code, field] of cases) {
      const r = await service.migrateBaln({ ...PARAMS, ...patch } as MigrateBalnParams, { raw: true });
      const label = JSON.stringify(Object.keys(patch));
      strictEqual(!r.ok && r.error.code, code, label);
      strictEqual(!r.ok && r.error.context.phase, "validate", label);
      strictEqual(!r.ok && r.error.context.field, field, label);
    }
    const none = await service.migrateBaln(null as unknown as MigrateBalnParams);
    strictEqual(!none.ok && none.error.code, "INVALID_AMOUNT");
  } finally {
    sim.close();
  }
});

Deno.test("migrateBaln() reports INVALID_CONFIG without a BALN token on ICON or a BALN swap contract", async () => {
  const { sim, deps } = simDeps();
  try {
    const base = sim.clientConfig;
    const noSwap = new ConfigService({ ...base, hub: { ...base.hub, addresses: { balnSwap: "" } } });
    const noBaln = new ConfigService({
      ...base,
      chains: { ...base.chains, "0x1.icon": { ...base.chains?.["0x1.icon"], supportedTokens: [] } },
    });
    for (const [config, field] of [[noSwap, "balnSwap"], [noBaln, "BALN"]] as const) {
      const r = await new MigrationService({ ...deps, config }).migrateBaln(PARAMS, { raw: true });
      deepStrictEqual(!r.ok && [r.error.code, r.error.context.field], ["INVALID_CONFIG", field]);
    }
  } finally {
    sim.close();
  }
});

Deno.test("calculateBalnSodaAmount() pays amount x multiplier / 10000 for the listed periods and refuses others", () => {
  const bps = new Map<number, bigint>([[0, 5000n], [15_552_000, 7500n], [31_104_000, 10000n], [
    46_656_000,
    12500n,
  ], [62_208_000, 15000n]]);
  fc.assert(
    fc.property(fc.bigInt({ min: 0n, max: 1n << 200n }), fc.constantFrom(...bps.keys()), (amount, period) => {
      const r = calculateBalnSodaAmount(amount, period);
      return r.ok && r.value === amount * bps.get(period)! / 10_000n;
    }),
  );
  fc.assert(
    fc.property(fc.integer().filter((n) => !bps.has(n)), (period) => {
      const r = calculateBalnSodaAmount(1n, period);
      return !r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "lockupPeriod";
    }),
  );
  strictEqual(calculateBalnSodaAmount(-1n, 0).ok, false);
});
