/** A NEAR adapter wired to the simulated NEAR node, with the simulator's funded test account, for the NEAR tests. */
import { createNearSpokeAdapter, type NearSpokeAdapterOptions } from "../../../chains/near/adapter.ts";
import { createPrivateKeyNearWallet } from "../../../chains/near/wallet_keypair.ts";
import type { SpokeSwapIntentParams } from "../../../chains/spoke.ts";
import type { NearWalletProvider } from "../../../chains/wallets/near.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import {
  createNearRpc,
  DEFAULT_NEAR_CONTRACTS,
  type NearRpc,
  SIM_NEAR_TEST_ACCOUNT,
} from "../../../simulator/near_rpc/rpc_app.ts";
import { createManualClock, type ManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";

/** An EVM address used for hub-side fields. */
export const A = "0x1111111111111111111111111111111111111111";
/** The user's NEAR account (funded in the simulator). */
export const USER = SIM_NEAR_TEST_ACCOUNT.accountId;
/** Native NEAR. */
export const NEAR = DEFAULT_NEAR_CONTRACTS.nativeToken;
/** A listed NEP-141 token. */
export const WNEAR = "wrap.near";
/** The simulator RPC URL the adapter and wallet use. */
export const RPC_URL = "http://sim.local/";

/** Swap parameters from NEAR to Base. */
export const NEAR_PARAMS: SpokeSwapIntentParams = {
  dstChainKey: "0x2105.base",
  inputToken: NEAR,
  hubInputToken: "0xda7a39b44d5aa0b99bd3c16110f79fa43d3bf4a4",
  hubOutputToken: "0x4444444444444444444444444444444444444444",
  inputAmount: 1_000_000n,
  feeAmount: 1_000n,
  feeReceiver: "0x2222222222222222222222222222222222222222",
  minOutputAmount: 1n,
  deadline: 0n,
  allowPartialFill: false,
  dstAddress: A,
  creator: A,
  intentsContract: "0x6382D6ccD780758C5e8A6123c33ee8F4472F96ef",
};

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
