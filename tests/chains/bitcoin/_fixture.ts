/** A Bitcoin adapter wired to the in-process simulated Esplora node, for the Bitcoin tests. */
import {
  type BitcoinSpokeAdapterOptions,
  createBitcoinSpokeAdapter,
} from "../../../chains/bitcoin/adapter.ts";
import { createPrivateKeyBitcoinWallet } from "../../../chains/bitcoin/wallet_private_key.ts";
import type { SpokeSwapIntentParams } from "../../../chains/spoke/spoke_adapter.ts";
import { swapToBaseParams } from "../_swap_params.ts";
import type { BitcoinWalletProvider } from "../../../chains/bitcoin/wallet.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import type { BitcoinChainState } from "../../../simulator/chains/bitcoin/chain_state.ts";
import {
  createBitcoinEsploraApp,
  DEFAULT_BITCOIN_ASSET_MANAGER,
} from "../../../simulator/chains/bitcoin/esplora_app.ts";
import { createManualClock, type ManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";

export { A } from "../_swap_params.ts";

/** A fixed private key (hex) and its P2WPKH address. */
export const KEY_1 = "0000000000000000000000000000000000000000000000000000000000000001";
/** The P2WPKH address of {@link KEY_1} (BIP-173 test vector). */
export const ADDRESS_1 = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";

/** Swap parameters from Bitcoin to Base (gross 1_000_000 sats, fee 1_000). */
export const BITCOIN_PARAMS: SpokeSwapIntentParams = swapToBaseParams("0:0");

/** A wallet over a random key. */
export function randomWallet(): BitcoinWalletProvider {
  const w = createPrivateKeyBitcoinWallet(crypto.getRandomValues(new Uint8Array(32)));
  if (!w.ok) throw w.error;
  return w.value;
}

/** The simulated node, its fetch, a key wallet and an adapter. */
export function bitcoinFixture(options: BitcoinSpokeAdapterOptions = {}): {
  clock: ManualClock;
  ledger: Ledger;
  chain: BitcoinChainState;
  fetch: FetchLike;
  wallet: BitcoinWalletProvider;
  adapter: ReturnType<typeof createBitcoinSpokeAdapter>;
} {
  const clock = createManualClock();
  const ledger = new Ledger({ clock });
  const { app, chain } = createBitcoinEsploraApp({ ledger });
  const fetch: FetchLike = (input, init) => Promise.resolve(app.request(input, init));
  const wallet = randomWallet();
  const adapter = createBitcoinSpokeAdapter({
    rpcUrl: "http://sim.local/",
    addresses: { assetManager: DEFAULT_BITCOIN_ASSET_MANAGER },
    pollingConfig: { pollingIntervalMs: 10, maxTimeoutMs: 100 },
  }, { fetch, sleep: () => Promise.resolve(), ...options });
  return { clock, ledger, chain, fetch, wallet, adapter };
}
