/**
 * One client process of the peer scale rows (`peer_rows.ts`): ours (`--side=ours`; `--side=ours-batch` with the
 * wallets' opt-in JSON-RPC batching, `batch: true`) or the platform SDK's
 * (`--side=platform`), alone in its process as a user's app would run it, against the simulator whose printed
 * line (`_peer_sim_process.ts`) is given as `--sim=<json>`. Only that side's module graph is loaded.
 *
 * Line protocol on stdin/stdout (one JSON object per line out):
 * - `warm <k>`: k unmeasured swaps one after another, then `{ "warm": k }`;
 * - `prep <n>`: makes n wallets (not measured), then `{ "ready": n }`;
 * - `go`: runs the n whole swaps at once, then `{ "ms": [...], "codes": [...], "cpuMs": <this process's CPU
 *   over the batch, user + system of every thread, from `process.cpuUsage()`> }`.
 * Exits when stdin closes.
 * @module
 */
import process from "node:process";
import type { ScaleSwapResult } from "./_scale_swap.ts";
import { lines } from "../_lines.ts";

interface Printed {
  origin: string;
  sodax: Record<string, unknown>;
  spokeRpcUrls: Record<string, string>;
}

interface Runner {
  newWallet(): Promise<unknown>;
  swap(wallet: unknown): Promise<ScaleSwapResult>;
}

async function oursRunner(sim: Printed, batch: boolean): Promise<Runner> {
  const [{ XSwap }, { createPrivateKeyEvmWallet }, { clientOptionsForSimulator }, { scaleSwapRunner }] =
    await Promise.all([
      import("../../mod.ts"),
      import("../../chains/evm/mod.ts"),
      import("../../simulator/client_config/urls.ts"),
      import("./_scale_swap.ts"),
    ]);
  const client = new XSwap(clientOptionsForSimulator(sim.origin));
  const rpcUrl = sim.spokeRpcUrls["0x2105.base"];
  const run = scaleSwapRunner(
    client,
    (privateKey) => createPrivateKeyEvmWallet({ privateKey, rpcUrl, ...(batch ? { batch: true } : {}) }),
    0,
  );
  return { newWallet: run.newWallet, swap: (w) => run.swap(w as never) };
}

async function platformRunner(sim: Printed): Promise<Runner> {
  const { loadSodax } = await import("../../conformance/_sdk.ts");
  const loaded = await loadSodax();
  if (loaded.modules === undefined) throw new Error(`the platform SDK is not installed: ${loaded.problem}`);
  const m = loaded.modules;
  const sodax = new m.sdk.Sodax(sim.sodax);
  const base = m.types.spokeChainConfig[m.types.BASE_MAINNET_CHAIN_ID];
  const bsc = m.types.spokeChainConfig[m.types.BSC_MAINNET_CHAIN_ID];
  const rpcUrl = sim.spokeRpcUrls["0x2105.base"];
  let seq = 1_000_000;
  return {
    async newWallet() {
      const key = `0x${(++seq).toString(16).padStart(64, "0")}`;
      const wallet = new m.wallet.EvmWalletProvider({
        privateKey: key,
        chainId: m.types.BASE_MAINNET_CHAIN_ID,
        rpcUrl,
      });
      const provider = new m.sdk.EvmSpokeProvider(wallet, base, rpcUrl);
      return { provider, me: await wallet.getWalletAddress() as string };
    },
    async swap(made) {
      const { provider, me } = made as { provider: unknown; me: string };
      const t0 = performance.now();
      try {
        const r = await sodax.swaps.swap({
          intentParams: {
            inputToken: base.supportedTokens.USDC.address,
            outputToken: bsc.supportedTokens.USDC.address,
            inputAmount: 1_000_000n,
            minOutputAmount: 1n,
            deadline: 0n,
            allowPartialFill: false,
            srcChain: base.chain.id,
            dstChain: bsc.chain.id,
            srcAddress: me,
            dstAddress: me,
            solver: "0x0000000000000000000000000000000000000000",
            data: "0x",
          },
          spokeProvider: provider,
        });
        const code = r.ok ? undefined : String(r.error?.code ?? "FAILED");
        return { ms: performance.now() - t0, ok: r.ok === true, ...(code === undefined ? {} : { code }) };
      } catch (e) {
        return { ms: performance.now() - t0, ok: false, code: e instanceof Error ? e.name : "THROWN" };
      }
    },
  };
}

if (import.meta.main) {
  const arg = (name: string) => Deno.args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const side = arg("side");
  const sim: Printed = JSON.parse(arg("sim") ?? "{}");
  const runner = side === "platform"
    ? await platformRunner(sim)
    : await oursRunner(sim, side === "ours-batch");
  // the platform SDK logs its hub simulation on every swap: keep stdout for the protocol
  console.log = () => {};
  const out = (value: unknown) =>
    Deno.stdout.writeSync(new TextEncoder().encode(`${JSON.stringify(value)}\n`));
  out({ started: side });
  let wallets: unknown[] = [];
  for await (const command of lines(Deno.stdin.readable)) {
    const [cmd, n] = command.split(" ");
    if (cmd === "warm") {
      for (let i = 0; i < Number(n); i++) await runner.swap(await runner.newWallet());
      out({ warm: Number(n) });
    } else if (cmd === "prep") {
      wallets = await Promise.all(Array.from({ length: Number(n) }, () => runner.newWallet()));
      out({ ready: wallets.length });
    } else if (cmd === "go") {
      const c0 = process.cpuUsage();
      const results = await Promise.all(wallets.map((w) => runner.swap(w)));
      const c = process.cpuUsage(c0);
      wallets = [];
      out({
        ms: results.map((r) => r.ok ? r.ms : -1),
        codes: results.flatMap((r) => r.ok ? [] : [r.code]),
        cpuMs: (c.user + c.system) / 1000,
      });
    }
  }
}
