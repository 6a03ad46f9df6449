/**
 * A non-EVM source follows the book too: an Injective swap debits the signer's INJ (read back through the node's
 * bank balance route), and a swap beyond the funded balance is refused by the adapter's balance check (it reads
 * the node, i.e. the book) with a failed `INVALID_AMOUNT` Result and nothing debited.
 */
import assert from "node:assert/strict";
import { createPrivateKeyInjectiveWallet } from "../../../chains/injective/wallet_private_key.ts";
import { withSwapWorld } from "../../services/swaps/_harness.ts";
import { INJ, USER, USER_KEY } from "../../chains/injective/_fixture.ts";

async function bankBalance(fetch: (input: string) => Promise<Response>, denom: string): Promise<bigint> {
  const res = await fetch(`/injective/cosmos/bank/v1beta1/balances/${USER}/by_denom?denom=${denom}`);
  return BigInt((await res.json()).balance.amount);
}

for (const funded of [10n ** 24n, 10n ** 18n]) {
  const enough = funded >= 2n * 10n ** 18n;
  Deno.test(`an Injective swap of 2 INJ from an account holding ${funded}: ${enough ? "debited" : "refused"}`, async () => {
    await withSwapWorld(async ({ sim, client, me, params, settle }) => {
      const wallet = createPrivateKeyInjectiveWallet({
        privateKey: USER_KEY,
        restUrl: `${sim.urls.origin}/injective`,
        fetch: sim.fetch,
      });
      assert.ok(wallet.ok);
      sim.context.balances.fund("injective-1", USER, INJ, funded);
      const r = await settle(client.swaps.swap({
        params: params({
          srcChainKey: "injective-1",
          inputToken: INJ,
          inputAmount: 2n * 10n ** 18n,
          srcAddress: USER,
          dstChainKey: "0x2105.base",
          outputToken: client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!
            .address,
          dstAddress: me,
        }),
        walletProvider: wallet.value,
      }));
      const after = await bankBalance((u) => sim.fetch(u), INJ);
      if (enough) {
        assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
        assert.equal(after, funded - 2n * 10n ** 18n);
      } else {
        // The Injective adapter reads the balance from the node (now the book) before signing.
        assert.ok(!r.ok);
        assert.equal(r.error.code, "INVALID_AMOUNT");
        assert.equal(r.error.context.chainKey, "injective-1");
        assert.equal(after, funded);
      }
    });
  });
}
