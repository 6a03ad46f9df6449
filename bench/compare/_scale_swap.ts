/**
 * The swap the scale benchmarks run (`scale.ts`, `scale_ab.ts`): base USDC -> bsc USDC, 1 USDC, a new
 * private-key wallet per swap. Typed structurally, so `scale_ab.ts` can run it with the client of another tree's
 * module graph. Also the CPU time of a process, read from `/proc`.
 * @module
 */

/** What the runner needs of an `XSwap` (any tree's). */
export interface ScaleClient {
  config: { getSupportedSwapTokens(key: string): ReadonlyArray<{ symbol: string; address: string }> };
  swaps: { swap(args: unknown): Promise<{ ok: true } | { ok: false; error: { code: string } }> };
}

/** A made wallet and its address, or the code its factory failed with. */
export type ScaleWallet<W> = { w: W; me: string } | { code: string };

/** One swap's latency (from the swap call to its result) and outcome. */
export interface ScaleSwapResult {
  ms: number;
  ok: boolean;
  code?: string;
}

/**
 * The benchmark's wallet factory and swap.
 *
 * @param client the client the swaps run on
 * @param makeWallet a private-key EVM wallet for a key (`createPrivateKeyEvmWallet` with the Base RPC URL)
 * @param firstSeq the wallets' keys count up from after it
 * @returns `newWallet` (key, account, address) and `swap` (one swap with a made wallet, timed from the call)
 * @example
 * ```ts ignore
 * const run = scaleSwapRunner(client, (privateKey) => createPrivateKeyEvmWallet({ privateKey, rpcUrl }), 0);
 * const r = await run.swap(run.newWallet());
 * ```
 */
export function scaleSwapRunner<W extends { getAddress(): Promise<string> }>(
  client: ScaleClient,
  makeWallet: (privateKey: `0x${string}`) => { ok: true; value: W } | { ok: false; error: { code: string } },
  firstSeq: number,
): {
  newWallet(): Promise<ScaleWallet<W>>;
  swap(wallet: ScaleWallet<W> | Promise<ScaleWallet<W>>): Promise<ScaleSwapResult>;
} {
  const usdc = (key: string) =>
    client.config.getSupportedSwapTokens(key).find((t) => t.symbol === "USDC")!.address;
  let seq = firstSeq;
  return {
    async newWallet() {
      const wallet = makeWallet(`0x${(++seq).toString(16).padStart(64, "0")}`);
      if (!wallet.ok) return { code: wallet.error.code };
      return { w: wallet.value, me: await wallet.value.getAddress() };
    },
    async swap(wallet) {
      const made = await wallet;
      if ("code" in made) return { ms: 0, ok: false, code: made.code };
      const { w, me } = made;
      const t0 = performance.now();
      const swap = await client.swaps.swap({
        params: {
          srcChainKey: "0x2105.base",
          dstChainKey: "0x38.bsc",
          inputToken: usdc("0x2105.base"),
          outputToken: usdc("0x38.bsc"),
          inputAmount: 1_000_000n,
          minOutputAmount: 1n,
          srcAddress: me,
          dstAddress: me,
          deadline: 0n,
          allowPartialFill: false,
        },
        walletProvider: w,
      });
      return { ms: performance.now() - t0, ok: swap.ok, ...(swap.ok ? {} : { code: swap.error.code }) };
    },
  };
}

/** User + system CPU time of a process in ms (`/proc/<pid>/stat` through `sh`, 100 ticks per second); NaN if unreadable. */
export function cpuMs(pid: number): number {
  let stat = "";
  try {
    const out = new Deno.Command("sh", {
      args: ["-c", `cat /proc/${pid}/stat`],
      stdout: "piped",
      stderr: "null",
    })
      .outputSync();
    stat = new TextDecoder().decode(out.stdout);
  } catch {
    return NaN;
  }
  if (stat === "") return NaN;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
