/** The NEAR adapter against the shared adapter contract, wired to the simulated NEAR node. */
import type { NearWalletProvider } from "../../../chains/near/wallet.ts";
import { runAdapterContract } from "../adapter_contract.ts";
import { NEAR, NEAR_PARAMS, nearFixture, USER, WNEAR } from "./_fixture.ts";

runAdapterContract<NearWalletProvider>({
  name: "NEAR adapter",
  create: () => {
    const f = nearFixture();
    const refuse = () => Promise.reject(new Error("declined"));
    return {
      adapter: f.adapter,
      wallet: f.wallet,
      failingWallet: { getWalletAddress: refuse, signAndSendTransaction: refuse },
      params: NEAR_PARAMS,
      validAddresses: [USER, WNEAR, "ab".repeat(32), `0x${"ab".repeat(20)}`],
      invalidAddresses: ["", "Alice.near", "a..near", "no spaces.near", "x", 1, null],
      malformedHash: "0x12",
      nativeToken: NEAR,
      freshAddress: "fresh-account.near",
    };
  },
});
