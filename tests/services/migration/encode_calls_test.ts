import assert from "node:assert/strict";
import { XSwap } from "../../../mod.ts";

const TO = "0x2222222222222222222222222222222222222222";
const word = (hex: string): string => hex.replace(/^0x/, "").padStart(64, "0");

Deno.test("migration BALN encoders call the configured balnSwap with the platform's selectors", async () => {
  const client = new XSwap();
  const m = client.migration;
  const balnSwap = client.config.instanceConfig.hub.addresses.balnSwap;
  const swap = await m.encodeSwap(5n, 15_552_000, TO, true);
  assert.ok(swap.ok);
  assert.deepEqual(swap.value, {
    address: balnSwap,
    value: 0n,
    data: `0xa9d6c6f6${word("5")}${word((15_552_000).toString(16))}${word(TO)}${word("1")}`,
  });
  const cases: [Promise<{ ok: boolean; value?: { data: string; address: string } }>, string][] = [
    [m.encodeClaim(7n), "0x379607f5"],
    [m.encodeClaimUnstaked(7n), "0x9af40f0c"],
    [m.encodeStake(7n), "0xa694fc3a"],
    [m.encodeUnstake(7n), "0x2e17de78"],
    [m.encodeCancelUnstake(7n), "0x2b187b2b"],
  ];
  for (const [promise, selector] of cases) {
    const r = await promise;
    assert.ok(r.ok && r.value);
    assert.equal(r.value.data, `${selector}${word("7")}`);
    assert.equal(r.value.address, balnSwap);
  }
});

Deno.test("migration ICX encoders call icxMigration.swap / reverseSwap(amount, to)", async () => {
  const client = new XSwap();
  const icxMigration = client.config.instanceConfig.hub.addresses.icxMigration;
  const migrate = await client.migration.encodeMigrate(9n, TO);
  assert.deepEqual(migrate, {
    ok: true,
    value: { address: icxMigration, value: 0n, data: `0xd3986f08${word("9")}${word(TO)}` },
  });
  const revert = await client.migration.encodeRevertMigration(9n, TO);
  assert.deepEqual(revert, {
    ok: true,
    value: { address: icxMigration, value: 0n, data: `0x743a0e58${word("9")}${word(TO)}` },
  });
});

Deno.test("migration encoders refuse a bad lock-up period, lock id, amount or receiver with the field named", async () => {
  const m = new XSwap().migration;
  const period = await m.encodeSwap(1n, 100, TO, false);
  assert.ok(!period.ok && period.error.context.field === "lockupPeriod");
  const lock = await m.encodeClaim(-1n);
  assert.ok(!lock.ok && lock.error.code === "INVALID_AMOUNT" && lock.error.context.field === "lockId");
  const to = await m.encodeMigrate(1n, "hx0000000000000000000000000000000000000000");
  assert.ok(!to.ok && to.error.code === "INVALID_ADDRESS" && to.error.context.field === "to");
  const amount = await m.encodeRevertMigration(1 as unknown as bigint, TO);
  assert.ok(!amount.ok && amount.error.context.field === "amount");
});
