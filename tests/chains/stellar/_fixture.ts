/** A Stellar adapter wired to the in-process simulator Soroban RPC, for the Stellar tests. */
import { Keypair } from "@stellar/stellar-sdk";
import type { SpokeSwapIntentParams } from "../../../chains/spoke/spoke_adapter.ts";
import { swapToBaseParams } from "../_swap_params.ts";
import {
  createStellarSpokeAdapter,
  type StellarSpokeAdapterOptions,
} from "../../../chains/stellar/adapter.ts";
import type { StellarWalletProvider } from "../../../chains/stellar/wallet.ts";
import { createKeypairStellarWallet } from "../../../chains/stellar/wallet_private_key.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { createManualClock, type ManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";
import {
  createStellarRpcApp,
  DEFAULT_STELLAR_ASSET_MANAGER,
} from "../../../simulator/chains/stellar/rpc_app.ts";

export { A } from "../_swap_params.ts";
/** The XLM token contract. */
export const XLM = "CAS3J7GYLGXMF6TDJBBYYSE3HQ6BBSMLNUQ34T6TZMYMW2EVH34XOWMA";

/** Swap parameters from Stellar to Base. */
export const STELLAR_PARAMS: SpokeSwapIntentParams = swapToBaseParams(XLM);

/** The simulator, its fetch, a keypair wallet and an adapter. */
export function stellarFixture(options: StellarSpokeAdapterOptions = {}): {
  clock: ManualClock;
  ledger: Ledger;
  fetch: FetchLike;
  keypair: Keypair;
  wallet: StellarWalletProvider;
  adapter: ReturnType<typeof createStellarSpokeAdapter>;
} {
  const clock = createManualClock();
  const ledger = new Ledger({ clock });
  const app = createStellarRpcApp({ ledger });
  const fetch: FetchLike = (input, init) => Promise.resolve(app.request(input, init));
  const keypair = Keypair.random();
  const wallet = createKeypairStellarWallet(keypair);
  if (!wallet.ok) throw wallet.error;
  const adapter = createStellarSpokeAdapter({
    sorobanRpcUrl: "http://sim.local/",
    addresses: { assetManager: DEFAULT_STELLAR_ASSET_MANAGER },
  }, { fetch, ...options });
  return { clock, ledger, fetch, keypair, wallet: wallet.value, adapter };
}
