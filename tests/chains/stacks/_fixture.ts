/** A Stacks adapter and private-key wallet wired to an in-process simulator (its `/stacks` node), for the tests. */
import { createStacksSpokeAdapter, type StacksSpokeAdapterOptions } from "../../../chains/stacks/adapter.ts";
import { createPrivateKeyStacksWallet } from "../../../chains/stacks/wallet_private_key.ts";
import type { SpokeSwapIntentParams } from "../../../chains/spoke/spoke_adapter.ts";
import { swapToBaseParams } from "../_swap_params.ts";
import type { StacksWalletProvider } from "../../../chains/stacks/wallet.ts";
import { DEFAULT_CLIENT_CONFIG, type StacksChainConfig } from "../../../core/config/mod.ts";
import { createSimulatorApp, type SimulatorApp } from "../../../simulator/mod.ts";
import { createManualClock, type ManualClock } from "../../../simulator/state/clock.ts";

export { A } from "../_swap_params.ts";
/** A throwaway test key (the simulator funds every account). */
export const USER_KEY = "01".repeat(32) + "01";
/** Another test key. */
export const OTHER_KEY = "02".repeat(32) + "01";
/** The packaged Stacks chain. */
export const STACKS: StacksChainConfig = DEFAULT_CLIENT_CONFIG.chains["stacks"];
/** Native STX. */
export const STX = STACKS.nativeToken;
/** The packaged bnUSD on Stacks (a listed SIP-010 token). */
export const BNUSD = STACKS.bnUSD;

/** Swap parameters from Stacks to Base. */
export const STACKS_PARAMS: SpokeSwapIntentParams = swapToBaseParams(
  STX,
  STACKS.supportedTokens.find((t) => t.symbol === "STX")!.hubAsset,
);

/** The simulator, its Stacks chain config, a wallet and an adapter. */
export interface StacksFixture {
  sim: SimulatorApp;
  clock: ManualClock;
  chain: StacksChainConfig;
  wallet: StacksWalletProvider;
  address: string;
  adapter: ReturnType<typeof createStacksSpokeAdapter>;
}

/** Starts an in-process simulator and wires a Stacks adapter and wallet to it (close `sim` after). */
export async function stacksFixture(
  options: StacksSpokeAdapterOptions = {},
  privateKey = USER_KEY,
): Promise<StacksFixture> {
  const clock = createManualClock();
  const sim = createSimulatorApp({ clock, preset: "calm" });
  const chain: StacksChainConfig = { ...STACKS, rpcUrl: `${sim.urls.origin}/stacks` };
  const wallet = createPrivateKeyStacksWallet({ privateKey, rpcUrl: chain.rpcUrl, fetch: sim.fetch });
  if (!wallet.ok) throw wallet.error;
  const adapter = createStacksSpokeAdapter(chain, {
    fetch: sim.fetch,
    sleep: (ms) => Promise.resolve(clock.advance(ms)),
    now: () => clock.now(),
    ...options,
  });
  return { sim, clock, chain, wallet: wallet.value, address: await wallet.value.getWalletAddress(), adapter };
}
