/** An ICON adapter wired to the in-process simulator ICON RPC, with a keypair-free wallet, for the ICON tests. */
import { createIconSpokeAdapter, type IconSpokeAdapterOptions } from "../../../chains/icon/adapter.ts";
import { createSimulatorIconWallet } from "../../../chains/icon/simulator_wallet.ts";
import type { SpokeSwapIntentParams } from "../../../chains/spoke/spoke_adapter.ts";
import { swapToBaseParams } from "../_swap_params.ts";
import type { IconWalletProvider } from "../../../chains/icon/wallet.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import {
  createIconRpc,
  DEFAULT_ICON_CONTRACTS,
  type IconRpc,
} from "../../../simulator/chains/icon/rpc_app.ts";
import { createManualClock, type ManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";

export { A } from "../_swap_params.ts";
/** The user's ICON wallet. */
export const USER = `hx${"0a".repeat(20)}`;
/** Native ICX. */
export const ICX = DEFAULT_ICON_CONTRACTS.nativeToken;
/** The packaged wICX. */
export const WICX = DEFAULT_ICON_CONTRACTS.wICX;
/** The packaged legacy bnUSD (an IRC-2 token). */
export const BNUSD = "cx88fd7df7ddff82f7cc735c871dc519838cb235bb";
/** The simulator RPC URL the adapter and wallet use. */
export const RPC_URL = "http://sim.local/api/v3";

/** Swap parameters from ICON to Base. */
export const ICON_PARAMS: SpokeSwapIntentParams = swapToBaseParams(
  ICX,
  "0xb66cB7D841272AF6BaA8b8119007EdEE35d2C24F",
);

/** The simulator node, its fetch, a wallet and an adapter with the packaged contracts. */
export function iconFixture(options: IconSpokeAdapterOptions = {}): {
  clock: ManualClock;
  ledger: Ledger;
  rpc: IconRpc;
  fetch: FetchLike;
  wallet: IconWalletProvider;
  adapter: ReturnType<typeof createIconSpokeAdapter>;
} {
  const clock = createManualClock();
  const ledger = new Ledger({ clock });
  const rpc = createIconRpc({ ledger });
  const fetch: FetchLike = (input, init) => Promise.resolve(rpc.app.request(input, init));
  const wallet = createSimulatorIconWallet({ address: USER, rpcUrl: RPC_URL, fetch, now: () => clock.now() });
  const adapter = createIconSpokeAdapter({
    rpcUrl: RPC_URL,
    nid: "0x1",
    addresses: {
      assetManager: DEFAULT_ICON_CONTRACTS.assetManager,
      connection: DEFAULT_ICON_CONTRACTS.connection,
      wICX: WICX,
    },
    nativeToken: ICX,
  }, { fetch, now: () => clock.now(), ...options });
  return { clock, ledger, rpc, fetch, wallet, adapter };
}
