/** The Stacks adapter against the shared adapter contract, wired to the in-process simulator's `/stacks` node. */
import type { StacksWalletProvider } from "../../../chains/stacks/wallet.ts";
import { runAdapterContract } from "../adapter_contract.ts";
import { A, BNUSD, STACKS_PARAMS, stacksFixture, STX } from "./_fixture.ts";

const opened: Array<{ close(): void }> = [];

runAdapterContract<StacksWalletProvider>({
  name: "Stacks adapter",
  create: async () => {
    for (const s of opened.splice(0)) s.close();
    const f = await stacksFixture();
    opened.push(f.sim);
    const refuse = () => Promise.reject(new Error("declined"));
    return {
      adapter: f.adapter,
      wallet: f.wallet,
      failingWallet: { getWalletAddress: refuse, callContract: refuse },
      params: STACKS_PARAMS,
      validAddresses: [f.address, "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7", BNUSD],
      invalidAddresses: [
        "",
        A,
        "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ8",
        "ST2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV",
        1,
        null,
      ],
      malformedHash: "0x12",
      nativeToken: STX,
      freshAddress: "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7",
    };
  },
});
