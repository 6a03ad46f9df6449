/** A NEAR adapter wired to the simulated NEAR node, with the simulator's funded test account, for the NEAR tests. */
import { createNearSpokeAdapter, type NearSpokeAdapterOptions } from "../../../chains/near/adapter.ts";
import { createPrivateKeyNearWallet } from "../../../chains/near/wallet_private_key.ts";
import type { SpokeSwapIntentParams } from "../../../chains/spoke/spoke_adapter.ts";
import { swapToBaseParams } from "../_swap_params.ts";
import type { NearWalletProvider } from "../../../chains/near/wallet.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import {
  createNearRpc,
  DEFAULT_NEAR_CONTRACTS,
  type NearRpc,
  SIM_NEAR_TEST_ACCOUNT,
} from "../../../simulator/chains/near/rpc_app.ts";
import { createManualClock, type ManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";

export { A } from "../_swap_params.ts";
/** The user's NEAR account (funded in the simulator). */
export const USER = SIM_NEAR_TEST_ACCOUNT.accountId;
/** Native NEAR. */
export const NEAR = DEFAULT_NEAR_CONTRACTS.nativeToken;
/** A listed NEP-141 token. */
export const WNEAR = "wrap.near";
/** The simulator RPC URL the adapter and wallet use. */
export const RPC_URL = "http://sim.local/";

/** Swap parameters from NEAR to Base. */
export const NEAR_PARAMS: SpokeSwapIntentParams = swapToBaseParams(
  NEAR,
  "0xda7a39b44d5aa0b99bd3c16110f79fa43d3bf4a4",
);

/** The simulated node, its fetch, the funded wallet and an adapter with the packaged contracts. */
export function nearFixture(options: NearSpokeAdapterOptions = {}): {
  clock: ManualClock;
  ledger: Ledger;
  rpc: NearRpc;
  fetch: FetchLike;
  wallet: NearWalletProvider;
  adapter: ReturnType<typeof createNearSpokeAdapter>;
} {
  const clock = createManualClock();
  const ledger = new Ledger({ clock });
  const rpc = createNearRpc({ ledger });
  const fetch: FetchLike = (input, init) => Promise.resolve(rpc.app.request(input, init));
  const wallet = createPrivateKeyNearWallet({
    accountId: USER,
    privateKey: SIM_NEAR_TEST_ACCOUNT.privateKey,
    rpcUrl: RPC_URL,
    fetch,
  });
  if (!wallet.ok) throw wallet.error;
  const adapter = createNearSpokeAdapter({
    rpcUrl: RPC_URL,
    addresses: {
      assetManager: DEFAULT_NEAR_CONTRACTS.assetManager,
      connection: DEFAULT_NEAR_CONTRACTS.connection,
    },
    nativeToken: NEAR,
  }, { fetch, now: () => clock.now(), sleep: (ms) => Promise.resolve(clock.advance(ms)), ...options });
  return { clock, ledger, rpc, fetch, wallet: wallet.value, adapter };
}
