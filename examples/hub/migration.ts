// Migration: legacy bnUSD -> new bnUSD from the hub (an EVM chain; the new bnUSD is delivered on Base), then
// ICX -> SODA from ICON (a deposit of native ICX through the ICON asset manager, relayed to the hub), SODA -> ICX
// back from the hub (wICX delivered to the ICON wallet), BALN -> SODA from ICON locked for six months, then the
// receiver's BALN locks read on the hub and the first one claimed (a direct hub tx by the lock owner), against
// the simulator (`task simulate`). The ICON wallet is the keypair-free simulator wallet: it signs nothing, which only the
// simulator accepts; use a real ICON wallet provider (Hana, ICONex) on a real network.
// Run: DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 run -A examples/hub/migration.ts
import { XSwap, type XSwapOptions } from "@xswap/client";
import { createPrivateKeyEvmWallet } from "@xswap/client/chains/evm";
import { createSimulatorIconWallet } from "@xswap/client/chains/icon";
import { BALN_LOCKUP_PERIODS, calculateBalnSodaAmount } from "@xswap/client/migration";
import { clientOptionsForSimulator } from "@xswap/client/simulator";

const SONIC_LEGACY_BNUSD = "0x94dC79ce9C515ba4AE4D195da8E6AB86c69BFc38";
const BASE_BNUSD = "0xAcfab3F31C0a18559D78556BBf297EC29c6cf8aa";
const ICON_USER = `hx${"0c".repeat(20)}`;

export async function runMigration(
  options: XSwapOptions,
): Promise<
  { bnUSD: string; icx: string; revert: string; baln: string; balnLocks: number; balnClaim: string }
> {
  const client = new XSwap(options);
  const hub = client.instanceConfig.hub;
  const evm = createPrivateKeyEvmWallet({
    privateKey: `0x${"04".repeat(32)}`,
    rpcUrl: hub.rpcUrl,
    fetch: options.fetch,
  });
  if (!evm.ok) throw evm.error;
  const me = await evm.value.getAddress();
  const one = 10n ** 18n;

  const bnUSD = await client.migration.migrateBnUSD({
    srcChainKey: "sonic",
    srcAddress: me,
    srcToken: SONIC_LEGACY_BNUSD,
    amount: one,
    dstChainKey: "0x2105.base",
    dstToken: BASE_BNUSD,
  }, { walletProvider: evm.value });
  if (!bnUSD.ok) throw bnUSD.error;
  if (bnUSD.value.kind !== "sent") throw new Error("bnUSD migration was not sent");
  console.log("bnUSD migrated, hub tx", bnUSD.value.hubTxHash);

  const icon = client.instanceConfig.chains["0x1.icon"];
  const iconWallet = createSimulatorIconWallet({
    address: ICON_USER,
    rpcUrl: "rpcUrl" in icon ? icon.rpcUrl : "",
    fetch: options.fetch,
  });
  const adapter = client.spoke.adapter("0x1.icon");
  if (!adapter.ok) throw adapter.error;
  const icx = await adapter.value.getBalance(ICON_USER, icon.nativeToken);
  if (!icx.ok) throw icx.error;
  console.log("ICX balance", icx.value);

  const migrated = await client.migration.migrateIcxToSoda(
    { srcChainKey: "0x1.icon", srcAddress: ICON_USER, amount: 5n * one, receiver: me },
    { walletProvider: iconWallet },
  );
  if (!migrated.ok) throw migrated.error;
  if (migrated.value.kind !== "sent") throw new Error("ICX migration was not sent");
  console.log("ICX migrated: ICON tx", migrated.value.srcTxHash, "hub tx", migrated.value.hubTxHash);

  // SODA -> ICX from the hub: the hub wallet pulls the SODA, so it needs an allowance first.
  const revertParams = { srcChainKey: "sonic", srcAddress: me, amount: 2n * one, dstAddress: ICON_USER };
  const allowed = await client.migration.isRevertSodaToIcxAllowanceValid(revertParams);
  if (!allowed.ok) throw allowed.error;
  if (!allowed.value) {
    const approved = await client.migration.approveRevertSodaToIcx(revertParams, {
      walletProvider: evm.value,
    });
    if (!approved.ok) throw approved.error;
  }
  const reverted = await client.migration.revertMigrateSodaToIcx(revertParams, { walletProvider: evm.value });
  if (!reverted.ok) throw reverted.error;
  if (reverted.value.kind !== "sent") throw new Error("SODA revert was not sent");
  console.log("SODA reverted to wICX for", ICON_USER, "hub tx", reverted.value.hubTxHash);

  // BALN -> SODA from ICON, locked six months (0.75x), delivered as SODA (not staked).
  const lockupPeriod = BALN_LOCKUP_PERIODS.SIX_MONTHS;
  const expected = calculateBalnSodaAmount(10n * one, lockupPeriod);
  if (!expected.ok) throw expected.error;
  console.log("10 BALN locked six months pays", expected.value, "SODA");
  const baln = await client.migration.migrateBaln(
    { srcChainKey: "0x1.icon", srcAddress: ICON_USER, amount: 10n * one, receiver: me, lockupPeriod },
    { walletProvider: iconWallet },
  );
  if (!baln.ok) throw baln.error;
  if (baln.value.kind !== "sent") throw new Error("BALN migration was not sent");
  console.log("BALN migrated: ICON tx", baln.value.srcTxHash, "hub tx", baln.value.hubTxHash);

  // The receiver owns the lock on the BALN swap contract: list its locks, then claim one from the hub (the
  // simulator's locks are seeded per owner and do not follow writes; claim only what has unlocked on a real hub).
  const locks = await client.migration.getBalnLocks({ chainKey: "sonic", address: me });
  if (!locks.ok) throw locks.error;
  for (const lock of locks.value.locks) {
    console.log("BALN lock", lock.lockId, "SODA", lock.sodaAmount, "unlocks at", lock.unlockTime);
  }
  const claim = await client.migration.claimBalnLock(
    { srcChainKey: "sonic", srcAddress: me, lockId: locks.value.locks[0].lockId },
    { walletProvider: evm.value },
  );
  if (!claim.ok) throw claim.error;
  if (claim.value.kind !== "sent") throw new Error("BALN lock claim was not sent");
  console.log("BALN lock claimed, hub tx", claim.value.hubTxHash);
  return {
    bnUSD: bnUSD.value.hubTxHash,
    icx: migrated.value.hubTxHash,
    revert: reverted.value.hubTxHash,
    baln: baln.value.hubTxHash,
    balnLocks: locks.value.locks.length,
    balnClaim: claim.value.hubTxHash,
  };
}

if (import.meta.main) {
  await runMigration(clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787"));
}
