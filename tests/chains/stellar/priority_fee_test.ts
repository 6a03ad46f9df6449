// The Stellar deposit's fee: the chain config's base fee plus its priority fee, as the platform's deposit pays
// (docs/wire_inventory.md#differences-found-by-the-conformance-diff); no priority fee configured, the base fee.
import assert from "node:assert/strict";
import { Networks, TransactionBuilder } from "@stellar/stellar-sdk";
import { createStellarSpokeAdapter } from "../../../chains/stellar/adapter.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { DEFAULT_STELLAR_ASSET_MANAGER } from "../../../simulator/chains/stellar/rpc_app.ts";
import { STELLAR_PARAMS, stellarFixture } from "./_fixture.ts";

async function feeSent(fees: { baseFee?: string; priorityFee?: string }): Promise<string> {
  const f = stellarFixture();
  let sent: string | undefined;
  const spy: FetchLike = async (input, init) => {
    const body = JSON.parse(String(init?.body));
    if (body.method === "sendTransaction") sent = body.params.transaction;
    return await f.fetch(input, init);
  };
  const adapter = createStellarSpokeAdapter({
    sorobanRpcUrl: "http://sim.local/",
    addresses: { assetManager: DEFAULT_STELLAR_ASSET_MANAGER },
    ...fees,
  }, { fetch: spy });
  const r = await adapter.createSwapIntent(STELLAR_PARAMS, f.wallet);
  assert.ok(r.ok && sent !== undefined, r.ok ? "nothing sent" : r.error.message);
  return TransactionBuilder.fromXDR(sent, Networks.PUBLIC).fee;
}

Deno.test("a Stellar deposit pays the configured base fee plus the priority fee (the packaged 100 + 10000)", async () => {
  assert.equal(await feeSent({ baseFee: "100", priorityFee: "10000" }), "10100");
});

Deno.test("a Stellar deposit without a priority fee pays the base fee", async () => {
  assert.equal(await feeSent({}), "100");
});
