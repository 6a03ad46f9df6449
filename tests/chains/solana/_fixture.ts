/** A Solana adapter wired to the in-process simulator Solana RPC, for the Solana tests. */
import { Keypair } from "@solana/web3.js";
import { createSolanaSpokeAdapter, type SolanaSpokeAdapterOptions } from "../../../chains/solana/adapter.ts";
import type { SolanaWalletProvider } from "../../../chains/solana/wallet.ts";
import { createKeypairSolanaWallet } from "../../../chains/solana/wallet_private_key.ts";
import type { SpokeSwapIntentParams } from "../../../chains/spoke/spoke_adapter.ts";
import { swapToBaseParams } from "../_swap_params.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import {
  createSolanaRpcApp,
  DEFAULT_SOLANA_ASSET_MANAGER,
  DEFAULT_SOLANA_CONNECTION,
} from "../../../simulator/chains/solana/rpc_app.ts";
import { createManualClock, type ManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";

export { A } from "../_swap_params.ts";
/** The native SOL "mint" (system program id). */
export const SOL = "11111111111111111111111111111111";

/** Swap parameters from Solana to Base. */
export const SOLANA_PARAMS: SpokeSwapIntentParams = swapToBaseParams(SOL);

/** The simulator, its fetch, a keypair wallet and an adapter. */
export function solanaFixture(options: SolanaSpokeAdapterOptions = {}): {
  clock: ManualClock;
  ledger: Ledger;
  fetch: FetchLike;
  keypair: Keypair;
  wallet: SolanaWalletProvider;
  adapter: ReturnType<typeof createSolanaSpokeAdapter>;
} {
  const clock = createManualClock();
  const ledger = new Ledger({ clock });
  const app = createSolanaRpcApp({ ledger });
  const fetch: FetchLike = (input, init) => Promise.resolve(app.request(input, init));
  const keypair = Keypair.generate();
  const wallet = createKeypairSolanaWallet(keypair);
  if (!wallet.ok) throw wallet.error;
  const adapter = createSolanaSpokeAdapter({
    rpcUrl: "http://sim.local/",
    addresses: { assetManager: DEFAULT_SOLANA_ASSET_MANAGER, connection: DEFAULT_SOLANA_CONNECTION },
    gasPrice: "500000",
  }, { fetch, ...options });
  return { clock, ledger, fetch, keypair, wallet: wallet.value, adapter };
}
