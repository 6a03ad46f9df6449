/** The ICON adapter against the shared adapter contract. */
import type { IconWalletProvider } from "../../../chains/icon/wallet.ts";
import { runAdapterContract } from "../adapter_contract.ts";
import { A, ICON_PARAMS, iconFixture, ICX, USER, WICX } from "./_fixture.ts";

runAdapterContract<IconWalletProvider>({
  name: "ICON adapter",
  create: () => {
    const f = iconFixture();
    const refuse = () => Promise.reject(new Error("declined"));
    return {
      adapter: f.adapter,
      wallet: f.wallet,
      failingWallet: { getWalletAddress: refuse, sendTransaction: refuse },
      params: ICON_PARAMS,
      validAddresses: [USER, WICX],
      invalidAddresses: ["", A, `hx${"AB".repeat(20)}`, `hx${"ab".repeat(19)}`, 1, null],
      malformedHash: "0x12",
      nativeToken: ICX,
      freshAddress: `hx${"0f".repeat(20)}`,
    };
  },
});
