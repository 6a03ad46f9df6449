/** The Stellar adapter against the shared adapter contract. */
import { Keypair } from "@stellar/stellar-sdk";
import type { StellarWalletProvider } from "../../../chains/stellar/wallet.ts";
import { runAdapterContract } from "../adapter_contract.ts";
import { STELLAR_PARAMS, stellarFixture, XLM } from "./_fixture.ts";

runAdapterContract<StellarWalletProvider>({
  name: "Stellar adapter",
  create: () => {
    const f = stellarFixture();
    const refuse = () => Promise.reject(new Error("declined"));
    return {
      adapter: f.adapter,
      wallet: f.wallet,
      failingWallet: { getPublicKey: refuse, signTransaction: refuse },
      params: STELLAR_PARAMS,
      validAddresses: [f.keypair.publicKey(), XLM],
      invalidAddresses: ["", "0x1111111111111111111111111111111111111111", f.keypair.secret(), 1, null],
      malformedHash: "0x12",
      nativeToken: XLM,
      freshAddress: Keypair.random().publicKey(),
    };
  },
});
