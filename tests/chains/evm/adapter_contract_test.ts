/** The EVM adapter against the shared adapter contract (in-process simulator EVM RPC). */
import { createEvmSpokeAdapter } from "../../../chains/evm/adapter.ts";
import type { EvmWalletProvider } from "../../../chains/evm/wallet.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/wallet_private_key.ts";
import { runAdapterContract } from "../adapter_contract.ts";
import { A, swapToBaseParams } from "../_swap_params.ts";
import { ARB_ASSET_MANAGER, HUB, startSim } from "./_sim.ts";

runAdapterContract<EvmWalletProvider>({
  name: "EVM adapter (arbitrum)",
  create: () => {
    const sim = startSim();
    const rpcUrl = sim.rpc("0xa4b1.arbitrum");
    const wallet = createPrivateKeyEvmWallet({
      privateKey: `0x${"01".repeat(32)}`,
      rpcUrl,
      fetch: sim.fetch,
    });
    if (!wallet.ok) throw wallet.error;
    const refuse = () => Promise.reject(new Error("declined"));
    return {
      adapter: createEvmSpokeAdapter({
        chainKey: "0xa4b1.arbitrum",
        rpcUrl,
        chainId: 42161,
        assetManager: ARB_ASSET_MANAGER,
        nativeToken: "0x0000000000000000000000000000000000000000",
      }, { fetch: sim.fetch }),
      wallet: wallet.value,
      failingWallet: { getAddress: refuse, sendTransaction: refuse },
      params: {
        ...swapToBaseParams("0x7777777777777777777777777777777777777777"),
        intentsContract: HUB.intents,
      },
      validAddresses: [A, "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"],
      invalidAddresses: ["", "11111111111111111111111111111111", "0x12", 42, null],
      malformedHash: "0x12",
      nativeToken: "0x0000000000000000000000000000000000000000",
      freshAddress: "0x9999999999999999999999999999999999999999",
    };
  },
});
