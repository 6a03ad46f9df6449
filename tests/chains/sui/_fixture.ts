/** A Sui adapter wired to the in-process simulator's Sui JSON-RPC, with a keypair wallet, for the Sui tests. */
import { Ed25519Keypair } from "@mysten/sui/keypairs/ed25519";
import type { SpokeSwapIntentParams } from "../../../chains/spoke/spoke_adapter.ts";
import { swapToBaseParams } from "../_swap_params.ts";
import { createSuiSpokeAdapter, type SuiSpokeAdapterOptions } from "../../../chains/sui/adapter.ts";
import { createKeypairSuiWallet } from "../../../chains/sui/wallet_private_key.ts";
import type { SuiWalletProvider } from "../../../chains/sui/wallet.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { createManualClock, type ManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";
import { createSuiRpc, type SuiRpc, suiRpcOptionsFromConfig } from "../../../simulator/chains/sui/rpc_app.ts";

export { A } from "../_swap_params.ts";
/** The test keypair (fixed seed) and its address. */
export const KEYPAIR = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7));
/** The user's Sui address. */
export const USER = KEYPAIR.toSuiAddress();
/** Native SUI. */
export const SUI = DEFAULT_CLIENT_CONFIG.chains.sui.nativeToken;
/** The packaged USDC coin type on Sui. */
export const USDC = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens.sui.find((t) => t.symbol === "USDC")!.address;
/** The simulator RPC URL the adapter uses. */
export const RPC_URL = "http://sim.local/";

/** Swap parameters from Sui to Base. */
export const SUI_PARAMS: SpokeSwapIntentParams = swapToBaseParams(
  SUI,
  "0x4676b2a551b25c04e235553c1c81019337384673",
);

/** The wallet of {@link KEYPAIR}. */
export function suiWallet(): SuiWalletProvider {
  const w = createKeypairSuiWallet(KEYPAIR);
  if (!w.ok) throw w.error;
  return w.value;
}

/** The simulator node, its fetch, a wallet and an adapter on the packaged configuration. */
export function suiFixture(options: SuiSpokeAdapterOptions = {}): {
  clock: ManualClock;
  ledger: Ledger;
  rpc: SuiRpc;
  fetch: FetchLike;
  wallet: SuiWalletProvider;
  adapter: ReturnType<typeof createSuiSpokeAdapter>;
  requests: string[];
} {
  const clock = createManualClock();
  const ledger = new Ledger({ clock });
  const rpc = createSuiRpc({ ledger, ...suiRpcOptionsFromConfig(DEFAULT_CLIENT_CONFIG) });
  const requests: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    if (typeof init?.body === "string") requests.push(JSON.parse(init.body).method);
    return await rpc.app.request(input, init);
  };
  const adapter = createSuiSpokeAdapter(
    { ...DEFAULT_CLIENT_CONFIG.chains.sui, grpc_url: RPC_URL },
    { fetch, now: () => clock.now(), sleep: (ms) => Promise.resolve(clock.advance(ms)), ...options },
  );
  return { clock, ledger, rpc, fetch, wallet: suiWallet(), adapter, requests };
}
