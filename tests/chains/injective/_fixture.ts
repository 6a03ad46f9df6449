/**
 * An Injective adapter and private-key wallet wired to the in-process simulator's Injective REST node
 * (`createSimulatorApp`, mounted at `/injective`), for the Injective tests.
 */
import { PrivateKey } from "@injectivelabs/sdk-ts/core/accounts";
import {
  createInjectiveSpokeAdapter,
  type InjectiveSpokeAdapter,
  type InjectiveSpokeAdapterOptions,
} from "../../../chains/injective/adapter.ts";
import { createPrivateKeyInjectiveWallet } from "../../../chains/injective/wallet_private_key.ts";
import type { SpokeSwapIntentParams } from "../../../chains/spoke/spoke_adapter.ts";
import { swapToBaseParams } from "../_swap_params.ts";
import type { InjectiveWalletProvider } from "../../../chains/injective/wallet.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { createSimulatorApp, type SimulatorApp } from "../../../simulator/mod.ts";
import { createManualClock, type ManualClock } from "../../../simulator/state/clock.ts";

export { A } from "../_swap_params.ts";
/** The user's key (a test key, never funded anywhere real). */
export const USER_KEY = `0x${"42".repeat(32)}`;
/** The user's Injective address (derived by the SDK). */
export const USER = PrivateKey.fromHex(USER_KEY).toBech32();
/** Native INJ. */
export const INJ = "inj";
/** The packaged chain configuration. */
export const INJECTIVE_CONFIG = DEFAULT_CLIENT_CONFIG.chains["injective-1"];
/** The packaged INJ token. */
export const INJ_TOKEN = INJECTIVE_CONFIG.supportedTokens.find((t) => t.symbol === "INJ")!;

/** Swap parameters from Injective to Base. */
export const INJECTIVE_PARAMS: SpokeSwapIntentParams = swapToBaseParams(INJ, INJ_TOKEN.hubAsset);

/** What {@link injectiveFixture} builds. */
export interface InjectiveFixture {
  clock: ManualClock;
  sim: SimulatorApp;
  restUrl: string;
  fetch: FetchLike;
  wallet: InjectiveWalletProvider;
  adapter: InjectiveSpokeAdapter;
  /** A wallet over `key` on the same node. */
  walletOf(key: string): InjectiveWalletProvider;
}

/** The simulator (close it with `sim.close()`), its fetch, the user's wallet and an adapter on the packaged config. */
export function injectiveFixture(options: InjectiveSpokeAdapterOptions = {}): InjectiveFixture {
  const clock = createManualClock();
  const sim = createSimulatorApp({ clock, preset: "calm" });
  const restUrl = `${sim.urls.origin}/injective`;
  const fetch: FetchLike = (input, init) => sim.fetch(input, init);
  const walletOf = (key: string): InjectiveWalletProvider => {
    const w = createPrivateKeyInjectiveWallet({ privateKey: key, restUrl, fetch });
    if (!w.ok) throw w.error;
    return w.value;
  };
  const adapter = createInjectiveSpokeAdapter({ ...INJECTIVE_CONFIG, rpcUrl: restUrl }, {
    fetch,
    now: () => clock.now(),
    sleep: (ms) => Promise.resolve(clock.advance(ms)),
    ...options,
  });
  return { clock, sim, restUrl, fetch, wallet: walletOf(USER_KEY), adapter, walletOf };
}
