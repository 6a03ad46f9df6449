/**
 * Cold-client child (issue 32 item 5): a fresh process imports the entry, constructs the client with
 * `COLD_OPTIONS` and runs one whole swap (Base USDC -> BSC USDC, the client relay path: `relayTxAndWaitPacket`
 * with nothing learned yet) and its `track`, then a second swap and track on the same, now warm, client. Prints
 * one `COLDSWAP {...}` line: the ms of each step. Spawned by `cold_start.ts`.
 * @module
 */
import { XSwap } from "../../../mod.ts";
import { createPrivateKeyEvmWallet, type EvmWalletProvider } from "../../../chains/evm/mod.ts";

const options = JSON.parse(Deno.env.get("COLD_OPTIONS") ?? "{}");
const client = new XSwap({ ...options, swaps: { ...options.swaps, useBackendSubmitTx: false } });
const rpcUrl = options.chains?.["0x2105.base"]?.rpcUrl ?? "";
// a key of its own per process: the simulator funds every account, and no nonce is shared with another run
const key = `0x${
  crypto.getRandomValues(new Uint8Array(32)).reduce((s, b) => s + b.toString(16).padStart(2, "0"), "")
}`;
const wallet = createPrivateKeyEvmWallet({ privateKey: key as `0x${string}`, rpcUrl });
if (!wallet.ok) throw wallet.error;
const w: EvmWalletProvider = wallet.value;
const me = await w.getAddress();
const usdc = (chain: "0x2105.base" | "0x38.bsc"): string =>
  client.config.getSupportedSwapTokens(chain).find((t) => t.symbol === "USDC")?.address ?? "";

async function swapAndTrack(n: bigint): Promise<{ swapMs: number; trackMs: number; ok: boolean }> {
  const t0 = performance.now();
  const swap = await client.swaps.swap({
    params: {
      srcChainKey: "0x2105.base",
      dstChainKey: "0x38.bsc",
      inputToken: usdc("0x2105.base"),
      outputToken: usdc("0x38.bsc"),
      inputAmount: 1_000_000n + n,
      minOutputAmount: 1n,
      srcAddress: me,
      dstAddress: me,
      deadline: 0n,
      allowPartialFill: false,
    },
    walletProvider: w,
  });
  const t1 = performance.now();
  if (!swap.ok) return { swapMs: t1 - t0, trackMs: NaN, ok: false };
  const tracked = await client.swaps.track(swap.value);
  return { swapMs: t1 - t0, trackMs: performance.now() - t1, ok: tracked.ok };
}

const first = await swapAndTrack(0n);
const second = await swapAndTrack(1n);
console.log(`COLDSWAP ${JSON.stringify({ first, second })}`);
