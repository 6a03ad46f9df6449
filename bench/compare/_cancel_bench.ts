/**
 * What the cancel-lag row (`cancel_lag.ts`) and its interleaved A/B (`cancel_ab.ts`) share: the user's USDC balance
 * read straight from the node, the wait until a cancel's input is back, an open limit order to cancel, and the
 * platform SDK's cancel as its docs tell a dApp to make one (`swaps.cancelIntent(intent, spokeProvider)` sends the
 * spoke tx, then `relayTxAndWaitPacket` relays it to the hub and waits for the packet). Imports no library code
 * (the client and its wallet maker are arguments), so the A/B tool still loads only the two trees it compares.
 * @module
 */
import type { SodaxModules } from "../../conformance/_sdk.ts";

/**
 * The `balanceOf(owner)` of an ERC-20 `token`, read with one `eth_call` (no library code in between).
 *
 * @returns the balance (0 when the node answered no result)
 * @example Shape of a call (needs a node)
 * ```ts ignore
 * const before = await balanceOf("http://127.0.0.1:8787/rpc/0x2105.base", usdc, me);
 * ```
 */
export async function balanceOf(rpcUrl: string, token: string, owner: string): Promise<bigint> {
  const data = `0x70a08231${owner.slice(2).toLowerCase().padStart(64, "0")}`;
  const r = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "eth_call",
      params: [{ to: token, data }, "latest"],
    }),
  });
  const body = await r.json() as { result?: string };
  return BigInt(body.result ?? "0x0");
}

/**
 * Polls `owner`'s `token` balance every 5 ms until it is back at `before` or `deadline` (`performance.now()` time).
 *
 * @returns whether the balance came back in time
 * @example Shape of a call (needs a node)
 * ```ts ignore
 * const back = await untilBack(rpcUrl, usdc, me, before, performance.now() + 60_000);
 * ```
 */
export async function untilBack(
  rpcUrl: string,
  token: string,
  owner: string,
  before: bigint,
  deadline: number,
): Promise<boolean> {
  while (performance.now() < deadline) {
    if ((await balanceOf(rpcUrl, token, owner)) >= before) return true;
    await new Promise((r) => setTimeout(r, 5));
  }
  return false;
}

/** The part of an `XSwap` (of either tree) an order needs; `I` is its intent type. */
export interface OrderClient<I> {
  swaps: {
    createLimitOrder(
      args: { params: Record<string, unknown>; walletProvider: unknown },
    ): Promise<{ ok: true; value: { intent: I } } | { ok: false; error: unknown }>;
  };
}

/** An open limit order, ready to cancel: `I` is the client's intent type, `W` its wallet's. */
export interface OpenOrder<I, W> {
  /** The creator's key (a platform cancel builds its own wallet from it). */
  privateKey: `0x${string}`;
  /** The creator's wallet, as `makeWallet` made it. */
  wallet: W;
  /** The creator's address. */
  me: string;
  /** The creator's Base USDC balance before the order. */
  before: bigint;
  /** The order's intent. */
  intent: I;
}

/**
 * Opens a Base USDC -> BSC USDC limit order (1 USDC, at least 0.99 out, so the solver leaves it open) from a new
 * wallet whose key is `privateKey`.
 *
 * @param client the client that creates the order
 * @param makeWallet `createPrivateKeyEvmWallet` of that client's tree
 * @param usdc the USDC address of a chain, as that client's configuration lists it
 * @example Shape of a call (needs a simulator)
 * ```ts ignore
 * const o = await openLimitOrder(client, createPrivateKeyEvmWallet, `0x${"01".padStart(64, "0")}`, rpcUrl, usdc);
 * ```
 */
export async function openLimitOrder<I, W extends { getAddress(): Promise<string> }>(
  client: OrderClient<I>,
  makeWallet: (
    options: { privateKey: `0x${string}`; rpcUrl: string },
  ) => { ok: true; value: W } | { ok: false; error: unknown },
  privateKey: `0x${string}`,
  rpcUrl: string,
  usdc: (chain: "0x2105.base" | "0x38.bsc") => string,
): Promise<OpenOrder<I, W>> {
  const wallet = makeWallet({ privateKey, rpcUrl });
  if (!wallet.ok) throw wallet.error;
  const me = await wallet.value.getAddress();
  const before = await balanceOf(rpcUrl, usdc("0x2105.base"), me);
  const created = await client.swaps.createLimitOrder({
    params: {
      srcChainKey: "0x2105.base",
      dstChainKey: "0x38.bsc",
      inputToken: usdc("0x2105.base"),
      outputToken: usdc("0x38.bsc"),
      inputAmount: 1_000_000n,
      minOutputAmount: 990_000n,
      srcAddress: me,
      dstAddress: me,
      allowPartialFill: false,
    },
    walletProvider: wallet.value,
  });
  if (!created.ok) throw created.error;
  return { privateKey, wallet: wallet.value, me, before, intent: created.value.intent };
}

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
