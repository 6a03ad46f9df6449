/** The Solana adapter against the shared adapter contract. */
import { Keypair } from "@solana/web3.js";
import type { SolanaWalletProvider } from "../../../chains/solana/wallet.ts";
import { runAdapterContract } from "../adapter_contract.ts";
import { SOLANA_PARAMS, solanaFixture } from "./_fixture.ts";

runAdapterContract<SolanaWalletProvider>({
  name: "Solana adapter",
  create: () => {
    const f = solanaFixture();
    const refuse = () => Promise.reject(new Error("declined"));
    return {
      adapter: f.adapter,
      wallet: f.wallet,
      failingWallet: { getPublicKey: refuse, signTransaction: refuse },
      params: SOLANA_PARAMS,
      validAddresses: [f.keypair.publicKey.toBase58(), "11111111111111111111111111111111"],
      invalidAddresses: ["", "0x1111111111111111111111111111111111111111", "0OIl", 7, undefined],
      malformedHash: "0x12",
      nativeToken: "11111111111111111111111111111111",
      freshAddress: Keypair.generate().publicKey.toBase58(),
    };
  },
});
