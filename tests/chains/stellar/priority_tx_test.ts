/**
 * `buildPriorityStellarTransaction` against the simulated Soroban RPC: the transaction's fee is the first
 * simulation's `minResourceFee` plus the priority and base fees, at the source's next sequence, and its own
 * simulation comes back; a bad fee is refused before any I/O.
 * @module
 */
import assert from "node:assert/strict";
import { Address, Contract, Networks, TransactionBuilder } from "@stellar/stellar-sdk";
import { buildPriorityStellarTransaction } from "../../../chains/stellar/mod.ts";
import { stellarFixture, XLM } from "./_fixture.ts";

Deno.test("buildPriorityStellarTransaction() pays minResourceFee + priority + base, and returns the rebuilt tx's simulation", async () => {
  const f = stellarFixture();
  const me = f.keypair.publicKey();
  const operation = new Contract(XLM).call("balance", Address.fromString(me).toScVal());
  const params = {
    source: me,
    operation,
    baseFee: "100",
    networkPassphrase: Networks.PUBLIC,
    timeoutSeconds: 30,
  };
  const plain = await buildPriorityStellarTransaction("http://sim.local/", { ...params, priorityFee: "0" }, {
    fetch: f.fetch,
  });
  const priority = await buildPriorityStellarTransaction("http://sim.local/", {
    ...params,
    priorityFee: "5000",
  }, {
    fetch: f.fetch,
  });
  assert.ok(
    plain.ok && priority.ok,
    JSON.stringify([plain, priority], (_k, v) => typeof v === "bigint" ? `${v}` : v),
  );
  const minResourceFee = BigInt(String(plain.value.simulation.minResourceFee));
  assert.ok(minResourceFee > 0n);
  assert.equal(plain.value.fee, minResourceFee + 100n);
  assert.equal(priority.value.fee - plain.value.fee, 5000n);
  const tx = TransactionBuilder.fromXDR(priority.value.transaction, Networks.PUBLIC);
  assert.equal(tx.fee, String(priority.value.fee));
  assert.equal("source" in tx ? tx.source : undefined, me);
});

Deno.test("buildPriorityStellarTransaction() refuses a fee that is not a decimal, before any I/O", async () => {
  const r = await buildPriorityStellarTransaction("http://sim.local/", {
    source: "G",
    operation: new Contract(XLM).call("decimals"),
    baseFee: "100",
    priorityFee: "-1",
    networkPassphrase: Networks.PUBLIC,
    timeoutSeconds: 30,
  }, { fetch: () => Promise.reject(new Error("no I/O expected")) });
  assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "priorityFee");
});
