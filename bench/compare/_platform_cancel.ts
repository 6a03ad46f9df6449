/**
 * The platform SDK's cancel as its docs tell a dApp to make one, shared by the cancel-lag row (`cancel_lag.ts`) and
 * its interleaved A/B (`cancel_ab.ts`): `swaps.cancelIntent(intent, spokeProvider)` sends the spoke tx, then
 * `relayTxAndWaitPacket` relays it to the hub and waits for the packet. Imports no library code, so the A/B tool
 * still loads only the two trees it compares.
 * @module
 */
import type { SodaxModules } from "../../conformance/_sdk.ts";

/** One platform cancel to make. */
export interface PlatformCancel {
  /** The platform SDK's packages. */
  m: SodaxModules;
  /** The platform's `Sodax` instance (its swaps service sends the cancel). */
  // deno-lint-ignore no-explicit-any
  sodax: any;
  /** The relayer's endpoint the platform relays through. */
  relayerApiEndpoint: string;
  /** Base's node URL on the simulator. */
  rpcUrl: string;
  /** The intent creator's key. */
  privateKey: string;
  /** The intent to cancel, as the platform's `Intent`. */
  intent: unknown;
}

/**
 * Sends the cancel and waits for its hub packet.
 *
 * @returns when the cancel started (`performance.now()`), and the platform's result of the relay (or of the send,
 *   when that failed)
 * @example Shape of a call (needs the platform SDK installed: `deno task conformance`)
 * ```ts ignore
 * const { t0, relayed } = await sendPlatformCancel({ m, sodax, relayerApiEndpoint, rpcUrl, privateKey, intent });
 * ```
 */
export async function sendPlatformCancel(
  c: PlatformCancel,
): Promise<{ t0: number; relayed: { ok: boolean; error?: unknown } }> {
  const { m, sodax, rpcUrl } = c;
  const evmWallet = new m.wallet.EvmWalletProvider({
    privateKey: c.privateKey,
    chainId: m.types.BASE_MAINNET_CHAIN_ID,
    rpcUrl,
  });
  const base = m.types.spokeChainConfig[m.types.BASE_MAINNET_CHAIN_ID];
  const provider = new m.sdk.EvmSpokeProvider(evmWallet, base, rpcUrl);
  const t0 = performance.now();
  const sent = await sodax.swaps.cancelIntent(c.intent, provider);
  const relayed = sent.ok
    ? await m.sdk.relayTxAndWaitPacket(sent.value, undefined, provider, c.relayerApiEndpoint, 60_000)
    : sent;
  return { t0, relayed };
}
