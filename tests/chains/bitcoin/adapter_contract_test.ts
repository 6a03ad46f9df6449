/** The Bitcoin adapter against the shared adapter contract. */
import type { BitcoinWalletProvider } from "../../../chains/bitcoin/wallet.ts";
import { runAdapterContract } from "../adapter_contract.ts";
import { ADDRESS_1, BITCOIN_PARAMS, bitcoinFixture, randomWallet } from "./_fixture.ts";

runAdapterContract<BitcoinWalletProvider>({
  name: "Bitcoin adapter",
  create: async () => {
    const f = bitcoinFixture();
    const refuse = () => Promise.reject(new Error("declined"));
    return {
      adapter: f.adapter,
      wallet: f.wallet,
      failingWallet: { getWalletAddress: refuse, getPublicKey: refuse, signPsbt: refuse },
      params: BITCOIN_PARAMS,
      validAddresses: [ADDRESS_1, "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"],
      invalidAddresses: [
        "",
        "0x1111111111111111111111111111111111111111",
        "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx",
        7,
        undefined,
      ],
      malformedHash: "0x12",
      nativeToken: "BTC",
      freshAddress: await randomWallet().getWalletAddress(),
    };
  },
});
