/** The Injective adapter against the shared adapter contract, wired to the in-process simulator. */
import type { InjectiveWalletProvider } from "../../../chains/injective/wallet.ts";
import { runAdapterContract } from "../adapter_contract.ts";
import { A, INJ, INJECTIVE_CONFIG, INJECTIVE_PARAMS, injectiveFixture, USER } from "./_fixture.ts";

const sims: Array<{ close(): void }> = [];

runAdapterContract<InjectiveWalletProvider>({
  name: "Injective adapter",
  create: () => {
    for (const s of sims.splice(0)) s.close();
    const f = injectiveFixture();
    sims.push(f.sim);
    const refuse = () => Promise.reject(new Error("declined"));
    return {
      adapter: f.adapter,
      wallet: f.wallet,
      failingWallet: { getWalletAddress: refuse, execute: refuse },
      params: INJECTIVE_PARAMS,
      validAddresses: [USER, INJECTIVE_CONFIG.addresses.assetManager!],
      invalidAddresses: [
        "",
        A,
        USER.toUpperCase(),
        "cosmos1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnrk363e",
        `${USER.slice(0, -1)}q`,
        1,
        null,
      ],
      malformedHash: "0x12",
      nativeToken: INJ,
      freshAddress: "inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rp",
    };
  },
});
