// The two methods a client that builds Sui transactions with unresolved arguments needs from the node (the
// platform SDK does): the entry functions' normalized signatures and a dry run for the gas budget. The platform
// SDK's whole Sui swap over them runs in the conformance wire diff (conformance/wire_diff_test.ts).
import assert from "node:assert/strict";
import { Transaction } from "@mysten/sui/transactions";
import { toBase64 } from "@mysten/sui/utils";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";
import { createSuiRpc, DEFAULT_SUI_CONTRACTS } from "../../../simulator/chains/sui/rpc_app.ts";

const SENDER = `0x${"11".repeat(32)}`;

async function call(rpc: ReturnType<typeof createSuiRpc>, method: string, params: unknown[]) {
  const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method, params });
  return await (await rpc.app.request("/", { method: "POST", body })).json();
}

Deno.test("sui_getNormalizedMoveFunction: transfer<T> takes both states by &mut; an unknown function is an error", async () => {
  const rpc = createSuiRpc({ ledger: new Ledger({ clock: createManualClock() }) });
  const am = DEFAULT_SUI_CONTRACTS.assetManager;
  const ok = await call(rpc, "sui_getNormalizedMoveFunction", [am.packageId, "asset_manager", "transfer"]);
  assert.equal(ok.result.typeParameters.length, 1);
  assert.deepEqual(ok.result.parameters.map((p: object) => Object.keys(p)[0] ?? p), [
    "MutableReference",
    "MutableReference",
    "Struct",
    "Vector",
    "Vector",
    "MutableReference",
  ]);
  const missing = await call(rpc, "sui_getNormalizedMoveFunction", [am.packageId, "asset_manager", "steal"]);
  assert.match(missing.error.message, /No function was found/);
});

Deno.test("sui_dryRunTransactionBlock answers success and a gas cost, and records nothing", async () => {
  const rpc = createSuiRpc({ ledger: new Ledger({ clock: createManualClock() }) });
  const tx = new Transaction();
  tx.setSender(SENDER);
  tx.setGasPrice(750);
  tx.setGasBudget(10_000_000);
  tx.setGasPayment([{
    objectId: `0x${"22".repeat(32)}`,
    version: "1",
    digest: "11111111111111111111111111111111",
  }]);
  tx.transferObjects([tx.gas], SENDER);
  const dry = await call(rpc, "sui_dryRunTransactionBlock", [toBase64(await tx.build())]);
  assert.equal(dry.result.effects.status.status, "success");
  assert.equal(dry.result.effects.gasUsed.computationCost, "750000");
  assert.equal(rpc.store.snapshot().txs.length, 0);
});
