/**
 * The client side of a journal crash run: the flows, their routes and run keys, and `runFlow`. Kept apart from
 * `_crash_world.ts` (the in-process simulator, the dying store and the ledger checks) so the crash test's child
 * processes (`_crash_child.ts`) load the library alone, not the simulator: about a third of the CPU per child.
 */
import type { EvmWalletProvider } from "../../../chains/evm/mod.ts";
import type { XSwap } from "../../../services/client/xswap.ts";

/** The operations a crash run starts. */
export type CrashFlow = "swap-backend" | "swap-client" | "bridge-backend" | "bridge-client";

/** The source and destination of each flow (USDC both ways). */
export const ROUTES = {
  swap: { src: "0x2105.base", dst: "0x38.bsc" },
  bridge: { src: "0xa4b1.arbitrum", dst: "0x2105.base" },
} as const;

/** A private key of run `n` (a fresh account per run, so its txs are countable alone). */
export function runKey(n: number): `0x${string}` {
  return `0x${(0x1000 + n).toString(16).padStart(64, "0")}`;
}

/** Starts one flow with `wallet` on `client` and tracks it to delivery. */
export async function runFlow(
  client: XSwap,
  wallet: EvmWalletProvider,
  flow: CrashFlow,
  amount: bigint,
): Promise<void> {
  const me = await wallet.getAddress();
  const backend = flow.endsWith("backend");
  const usdc = (key: string) =>
    client.config.getSupportedSwapTokens(key as "0x2105.base").find((t) => t.symbol === "USDC")!.address;
  if (flow.startsWith("swap")) {
    const r = await client.swaps.swap({
      params: {
        srcChainKey: ROUTES.swap.src,
        dstChainKey: ROUTES.swap.dst,
        inputToken: usdc(ROUTES.swap.src),
        outputToken: usdc(ROUTES.swap.dst),
        inputAmount: amount,
        minOutputAmount: 1n,
        srcAddress: me,
        dstAddress: me,
        deadline: 0n,
        allowPartialFill: false,
      },
      walletProvider: wallet,
      extras: { useBackendSubmitTx: backend },
    });
    if (!r.ok) throw r.error;
    const t = await client.swaps.track(r.value);
    if (!t.ok) throw t.error;
  } else {
    const r = await client.bridge.bridge({
      params: {
        srcChainKey: ROUTES.bridge.src,
        srcAsset: usdc(ROUTES.bridge.src),
        amount,
        dstChainKey: ROUTES.bridge.dst,
        recipient: me,
      },
      walletProvider: wallet,
      extras: { useBackendSubmitTx: backend },
    });
    if (!r.ok) throw r.error;
    if ("raw" in r.value) throw new Error("raw");
    const t = await client.bridge.track({ hubTxHash: r.value.dstTxHash, dstChainKey: ROUTES.bridge.dst });
    if (!t.ok) throw t.error;
  }
}
