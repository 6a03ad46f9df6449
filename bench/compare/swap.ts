/**
 * Whole swap on the zero-latency simulator (`preset: "instant"`), in-process, on the real clock: the time of
 * `client.swaps.swap(...)` end to end and the requests it makes (counted by a wrapper around the simulator's
 * `fetch`, grouped by service).
 * @module
 */
import { XSwap } from "../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../chains/evm/mod.ts";
import { createSimulatorApp, type SimulatorApp } from "../../simulator/mod.ts";
import { mean, percentile } from "../_stats.ts";

/** What the swap measurement found. */
export interface SwapResults {
  runs: number;
  failures: number;
  p50Ms: number;
  p95Ms: number;
  /** Requests per swap (the last run), by route key. */
  requestsPerSwap: number;
  /** Mean requests per measured swap. */
  meanRequests: number;
  byService: Record<string, number>;
}

/** A fault scenario of the whole swap: `arm` runs before each swap (after the counters reset). */
export interface SwapScenario {
  name: string;
  /** The fault-free flow this one is compared with. */
  baseline: string;
  arm(sim: SimulatorApp): void;
}

/** The fault scenarios (issue 23 item 2), each with its fault-free baseline. */
export const SWAP_SCENARIOS: readonly SwapScenario[] = [
  { name: "backend path, fault-free", baseline: "backend path, fault-free", arm: () => {} },
  {
    name: "backend job fails -> client relay fallback",
    baseline: "backend path, fault-free",
    arm: (sim) => sim.setFaults({ profile: { submitTx: { failProbability: 1 } } }),
  },
  {
    name: "key-verification 503 burst (2 per swap on submit-tx)",
    baseline: "backend path, fault-free",
    arm: (sim) =>
      sim.setFaults({
        schedules: [{ route: "POST /swaps/submit-tx", count: 2, fault: "keyVerification503" }],
      }),
  },
  {
    name: "5xx 10% + drop 5% on reads (RPC, GETs)",
    baseline: "backend path, fault-free",
    arm: (sim) =>
      sim.setFaults({
        rules: [
          { route: "GET *", error5xx: 0.1, drop: 0.05 },
          { route: "POST /rpc/*", error5xx: 0.1, drop: 0.05 },
        ],
      }),
  },
];

function serviceOf(path: string): string {
  if (path.startsWith("/relayer")) return "relayer";
  if (path.startsWith("/rpc/")) return `rpc ${path.slice(5).split("/")[0]}`;
  const p = path.replace(/^\/v1/, "");
  return p.split("/").slice(0, 3).join("/") || "/";
}

/** Runs `runs` swaps (after `warmup` unmeasured ones) on one in-process instant simulator. */
export async function measureSwap(runs = 60, warmup = 5, scenario?: SwapScenario): Promise<SwapResults> {
  const sim = createSimulatorApp({ preset: "instant", seed: 5, unlimitedAllowances: true });
  const requests: number[] = [];
  let byService: Record<string, number> = {};
  const counted = ((input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const key = serviceOf(new URL(url, sim.urls.origin).pathname);
    byService[key] = (byService[key] ?? 0) + 1;
    return sim.fetch(input, init);
  }) as typeof fetch;
  try {
    const client = new XSwap({ ...sim.clientConfig, fetch: counted });
    const wallet = createPrivateKeyEvmWallet({
      privateKey: `0x${"01".repeat(32)}`,
      rpcUrl: sim.urls.rpc("0x2105.base"),
      fetch: counted,
    });
    if (!wallet.ok) throw wallet.error;
    const me = await wallet.value.getAddress();
    const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC");
    const usdcBsc = client.config.getSupportedSwapTokens("0x38.bsc").find((t) => t.symbol === "USDC");
    if (!usdcBase || !usdcBsc) throw new Error("USDC not configured on base or bsc");
    const times: number[] = [];
    let failures = 0;
    for (let i = 0; i < warmup + runs; i++) {
      byService = {};
      scenario?.arm(sim);
      const t0 = performance.now();
      const deadline = await client.swaps.getSwapDeadline();
      const swap = await client.swaps.swap({
        params: {
          srcChainKey: "0x2105.base",
          dstChainKey: "0x38.bsc",
          inputToken: usdcBase.address,
          outputToken: usdcBsc.address,
          inputAmount: 1_000_000n + BigInt(i),
          minOutputAmount: 1n,
          srcAddress: me,
          dstAddress: me,
          deadline: deadline.ok ? deadline.value : 0n,
          allowPartialFill: false,
        },
        walletProvider: wallet.value,
      });
      const ms = performance.now() - t0;
      if (i < warmup) continue;
      requests.push(Object.values(byService).reduce((a, b) => a + b, 0));
      if (swap.ok) times.push(ms);
      else failures++;
    }
    const requestsPerSwap = Object.values(byService).reduce((a, b) => a + b, 0);
    return {
      runs,
      failures,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      requestsPerSwap,
      meanRequests: mean(requests),
      byService,
    };
  } finally {
    sim.close();
  }
}

/** One scenario's measurement. */
export interface SwapScenarioResult {
  scenario: string;
  baseline: string;
  result: SwapResults;
}

/** Runs every scenario (interleaving is unnecessary: each is on the real clock against its own simulator). */
export async function measureSwapScenarios(runs = 40, warmup = 5): Promise<SwapScenarioResult[]> {
  const out: SwapScenarioResult[] = [];
  for (const scenario of SWAP_SCENARIOS) {
    out.push({
      scenario: scenario.name,
      baseline: scenario.baseline,
      result: await measureSwap(runs, warmup, scenario),
    });
  }
  return out;
}
