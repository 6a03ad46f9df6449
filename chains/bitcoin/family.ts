/**
 * The Bitcoin family as the registry sees it: chain type `BITCOIN`, its adapter loaded on first use (with its SDK)
 * by a dynamic import, so an app that never routes a Bitcoin chain never loads it. The adapter it answers carries
 * the platform's `BitcoinSpokeService` methods too ({@link BitcoinServiceMethods}): `getBtcNetwork` is answered from
 * the configuration at once, the others load the adapter first.
 *
 * @example The family's declaration
 * ```ts
 * import assert from "node:assert/strict";
 * import { bitcoinFamily } from "./family.ts";
 * assert.equal(bitcoinFamily.chainType, "BITCOIN");
 * ```
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import { isValidBitcoinAddress } from "../address/mod.ts";
import { createLazySpokeAdapter } from "../spoke/lazy_adapter.ts";
import { sdkLoadFailure } from "../spoke/sdk_load_failure.ts";
import type { SpokeAdapter } from "../spoke/spoke_adapter.ts";
import type { SpokeFamily } from "../spoke/spoke_family.ts";
import type { BitcoinSpokeAdapter } from "./adapter.ts";
import { bitcoinNetworkOf } from "./network.ts";
import type { BitcoinServiceMethods } from "./service_methods.ts";

type AsyncMethods = Exclude<keyof BitcoinServiceMethods, "getBtcNetwork">;
const FORWARDED: readonly AsyncMethods[] = [
  "radfi",
  "getEffectiveWalletAddress",
  "getTradingWalletAddress",
  "fundTradingWallet",
  "fetchRawTransaction",
  "fetchScriptPubKey",
];

/** The Bitcoin family: `build` answers a lazy adapter that imports `./adapter.ts` on first use. */
export const bitcoinFamily: SpokeFamily<"BITCOIN"> = {
  chainType: "BITCOIN",
  build: (chainKey, config, options) => {
    let loading: Promise<BitcoinSpokeAdapter> | undefined;
    const load = (): Promise<BitcoinSpokeAdapter> => {
      loading ??= import("./adapter.ts").then((m) => m.createBitcoinSpokeAdapter(config, options)).catch(
        (cause: unknown) => {
          loading = undefined;
          throw cause;
        },
      );
      return loading;
    };
    const base = createLazySpokeAdapter({
      chainKey,
      family: "BITCOIN",
      isValidAddress: isValidBitcoinAddress,
      load: load as () => Promise<SpokeAdapter>,
    });
    const forwarded: Record<string, unknown> = {};
    for (const name of FORWARDED) {
      forwarded[name] = async (...args: unknown[]): Promise<Result<unknown, ClientError>> => {
        let adapter: BitcoinSpokeAdapter;
        try {
          adapter = await load();
        } catch (cause) {
          return {
            ok: false,
            error: sdkLoadFailure(cause, { family: "BITCOIN", chainKey, action: `use chain ${chainKey}` }),
          };
        }
        return (adapter[name] as (...a: unknown[]) => Promise<Result<unknown, ClientError>>)(...args);
      };
    }
    const adapter = {
      ...base,
      ...forwarded,
      getBtcNetwork: () => bitcoinNetworkOf(config.network),
    } as SpokeAdapter & BitcoinServiceMethods;
    return adapter;
  },
};
