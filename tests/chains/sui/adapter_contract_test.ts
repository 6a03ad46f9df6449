/** The Sui adapter against the shared adapter contract, on the simulator's Sui JSON-RPC. */
import type { SuiWalletProvider } from "../../../chains/sui/wallet.ts";
import { runAdapterContract } from "../adapter_contract.ts";
import { A, SUI, SUI_PARAMS, suiFixture, USER } from "./_fixture.ts";

runAdapterContract<SuiWalletProvider>({
  name: "Sui adapter",
  create: () => {
    const f = suiFixture();
    const refuse = () => Promise.reject(new Error("declined"));
    return {
      adapter: f.adapter,
      wallet: f.wallet,
      failingWallet: { getWalletAddress: refuse, signTransaction: refuse },
      params: SUI_PARAMS,
      validAddresses: [USER, `0x${"0".repeat(64)}`],
      invalidAddresses: [
        "",
        A,
        "0x2",
        `0x${"ab".repeat(31)}`,
        `${"ab".repeat(32)}`,
        `0x${"zz".repeat(32)}`,
        1,
        null,
      ],
      malformedHash: "0x12",
      nativeToken: SUI,
      freshAddress: `0x${"0f".repeat(32)}`,
    };
  },
});
