/**
 * Merge path: constructing the entry object (no options, and a typical override) and `initialize()` applying a
 * `/be/config/all` payload, ours vs the reference, timed in the same process with the same harness.
 * @module
 */
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
import { toConfigAllPayload } from "../../core/schemas/config_all.ts";
import { XSwap, type XSwapOptions } from "../../services/client/xswap.ts";
import { createSimulatorApp } from "../../simulator/mod.ts";
import { percentile } from "../_stats.ts";
import { timePerOp } from "../_timing.ts";
import { measureConstructFresh } from "./construct_fresh.ts";
import type { ReferenceSdk, ReferenceSodax } from "./reference.ts";

/** µs per operation, ours and the reference's (`undefined` when not measurable). */
export interface MergeRow {
  name: string;
  ours: number;
  reference: number | undefined;
  /** Median over alternating rounds of reference ÷ ours of the same round (interleaved rows only). */
  pairedRatio?: number | undefined;
  /** 1-minute load average when the row's measurement ended (interleaved rows only). */
  load?: number | undefined;
}

const FEE = { address: "0x2222222222222222222222222222222222222222", percentage: 100 };
const API_URL = "https://gateway.example.com/v1";

/** Our typical override: partner fee, custom api config, one chain's swap token list. */
export function typicalOptions(): XSwapOptions {
  const base = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens["0x2105.base"] ?? [];
  return {
    swaps: { partnerFee: FEE, supportedTokens: { "0x2105.base": base.slice(0, 3) } },
    api: { baseURL: API_URL, timeout: 10_000, headers: { "x-partner": "acme" } },
  };
}

/**
 * The reference's closest equivalent: partner fee and custom backend api config (it has no per-chain token list
 * option; its token lists come only from its packaged config or `initialize()`).
 */
export function referenceTypicalOptions(): Record<string, unknown> {
  return { swaps: { partnerFee: FEE }, backendApiConfig: { baseURL: API_URL, timeout: 10_000 } };
}

function jsonResponse(body: string): Response {
  return new Response(body, { headers: { "content-type": "application/json" } });
}

function jsonFetch(body: string): typeof fetch {
  return (() => Promise.resolve(jsonResponse(body))) as typeof fetch;
}

/**
 * Warm-up of each constructor measurement, for both sides: the first rows of a fresh process otherwise catch the
 * JIT mid-way (a constructor timed at 35 µs in its first round and 4 µs in its third).
 */
export const CONSTRUCT_WARMUP_MS = 1_000;

/** Runs the merge-path measurements. */
export async function measureMerge(ref: ReferenceSdk | undefined): Promise<MergeRow[]> {
  const rows: MergeRow[] = [];
  // construct rows: the median of fresh processes (construct_fresh.ts), not one process's number
  rows.push(...await measureConstructFresh(9, ref !== undefined));
  rows.push(...await measureInitialize(ref));
  return rows;
}

/** Name of the `initialize()` row (also the `--only=initialize` filter of `main.ts`). */
export const INITIALIZE_ROW = "initialize() applying /be/config/all";

/**
 * Name of the cold `initialize()` row issue 32's target is judged on: a body never seen before on every call (our
 * body memo never hits), the same configuration for both sides, each in its own library's wire shape (ours
 * `{version, config}`, the platform's current backend shape; the reference's the flat fields `@sodax/sdk@1.3.0-beta`
 * reads), both cut from the one body the simulator serves: what each library's user waits for on the same data.
 */
export const INITIALIZE_COLD_DATA_ROW =
  "initialize(), a new /be/config/all body each call (no memo hit), same configuration in each side's wire shape";

/**
 * Name of the informational cold row where both sides parse the same bytes: the simulator's body, which carries
 * both shapes at once (ours ignores the flat fields, the reference the `config` object).
 */
export const INITIALIZE_COLD_ROW =
  "initialize(), a new /be/config/all body each call (no memo hit), same bytes (both shapes in one body)";

/**
 * Name of the informational cold row where each side gets its own packaged payload (ours 119 KB, the
 * reference's 94 KB), the row's method before the same-bytes row.
 */
export const INITIALIZE_COLD_OWN_ROW =
  "initialize(), a new body each call, each side its own packaged payload";

/** A body that differs each call: `{"version":N` then `tail` (a cheap concatenation, nothing re-serialised). */
function countingFetch(body: string, from: number): typeof fetch {
  const tail = body.slice(body.indexOf(',"config":'));
  let version = from;
  return (() => Promise.resolve(jsonResponse(`{"version":${version++}${tail}`))) as typeof fetch;
}

/** The bytes the simulator answers on `GET /be/config/all`. */
async function simulatorBody(): Promise<string> {
  const sim = createSimulatorApp({ preset: "instant", seed: 5, unlimitedAllowances: true });
  try {
    const res = await sim.fetch(`${sim.urls.gateway}/be/config/all`);
    return await res.text();
  } finally {
    sim.close();
  }
}

/** Runs `n` reference `initialize()` calls with the global `fetch` replaced by `fetchFn`. */
function referenceBatch(sodax: ReferenceSodax, fetchFn: typeof fetch): (n: number) => Promise<void> {
  return async (n) => {
    const original = globalThis.fetch;
    globalThis.fetch = fetchFn;
    try {
      for (let i = 0; i < n; i++) {
        const r = await sodax.initialize();
        if (!r.ok) throw new Error("reference initialize failed");
      }
    } finally {
      globalThis.fetch = original;
    }
  };
}

/** Runs `n` of our `initialize()` calls on one client. */
function oursBatch(client: XSwap): (n: number) => Promise<void> {
  return async (n) => {
    for (let i = 0; i < n; i++) {
      const r = await client.initialize();
      if (!r.ok) throw r.error;
    }
  };
}

/**
 * `initialize()` of a constructed client from a stub `fetch`, ours and the reference's. Same-body row: each side
 * gets its packaged payload, the same body each call (as every client of a process fetches it; our transport
 * answers it from its body memo after the first validation). Cold rows: a body that differs each call (its
 * `version` counts up), so every call of ours parses and validates in full; first the same bytes for both
 * sides (the simulator's body; the reference asserts it adopted it), then each side its own packaged payload.
 * Cold rows alternate ours and the reference in rounds ({@link interleavedUsPerOp}).
 */
export async function measureInitialize(ref: ReferenceSdk | undefined): Promise<MergeRow[]> {
  const ourPayload = JSON.stringify(toConfigAllPayload(DEFAULT_CLIENT_CONFIG));
  const ours =
    (await timePerOp(oursBatch(new XSwap({ fetch: jsonFetch(ourPayload) })).bind(null, 1))).usPerOp;
  const wire = await simulatorBody();
  const { version, config, ...flat } = JSON.parse(wire) as { version: number; config: unknown };
  const oursShape = JSON.stringify({ version, config });
  const refShape = JSON.stringify({ version, ...flat });
  const oursSame = oursBatch(new XSwap({ fetch: countingFetch(wire, 100) }));
  const oursData = oursBatch(new XSwap({ fetch: countingFetch(oursShape, 100) }));
  const oursOwn = oursBatch(new XSwap({ fetch: countingFetch(ourPayload, 100) }));
  if (!ref) {
    const alone = async (run: (n: number) => Promise<void>) => (await timePerOp(run.bind(null, 1))).usPerOp;
    return [
      { name: INITIALIZE_ROW, ours, reference: undefined },
      { name: INITIALIZE_COLD_DATA_ROW, ours: await alone(oursData), reference: undefined },
      { name: INITIALIZE_COLD_ROW, ours: await alone(oursSame), reference: undefined },
      { name: INITIALIZE_COLD_OWN_ROW, ours: await alone(oursOwn), reference: undefined },
    ];
  }
  const refPayload = JSON.stringify(
    { version: 1_000, ...(new ref.Sodax().config.sodaxConfig as object) },
    (_k, v) => typeof v === "bigint" ? v.toString() : v,
  );
  const reference = (await timePerOp(referenceBatch(new ref.Sodax(), jsonFetch(refPayload)).bind(null, 1)))
    .usPerOp;
  const sameSodax = new ref.Sodax();
  await referenceBatch(sameSodax, jsonFetch(wire))(1);
  if ((sameSodax.config.sodaxConfig as { config?: unknown }).config === undefined) {
    throw new Error("the reference did not adopt the simulator's /be/config/all body");
  }
  const dataSodax = new ref.Sodax();
  await referenceBatch(dataSodax, jsonFetch(refShape))(1);
  if ((dataSodax.config.sodaxConfig as { version?: unknown }).version !== version) {
    throw new Error("the reference did not adopt the flat fields of the simulator's /be/config/all body");
  }
  const data = await interleavedUsPerOp(
    oursData,
    // the reference has no body memo: the same bytes each call cost it what new ones would
    referenceBatch(dataSodax, jsonFetch(refShape)),
  );
  const same = await interleavedUsPerOp(
    oursSame,
    referenceBatch(sameSodax, countingFetch(wire, 100)),
  );
  const own = await interleavedUsPerOp(
    oursOwn,
    // the reference has no body memo: the same bytes each call cost it what new ones would
    referenceBatch(new ref.Sodax(), jsonFetch(refPayload)),
  );
  return [
    { name: INITIALIZE_ROW, ours, reference },
    { name: INITIALIZE_COLD_DATA_ROW, ...data },
    { name: INITIALIZE_COLD_ROW, ...same },
    { name: INITIALIZE_COLD_OWN_ROW, ...own },
  ];
}

/** What {@link interleavedUsPerOp} measured. */
interface Interleaved {
  ours: number;
  reference: number;
  pairedRatio: number;
  load: number;
}

/**
 * µs per operation of two sides measured in alternating rounds (15 rounds of ~100 ms each, order flipped every
 * round, after a warm-up): medians, the median of each round's reference ÷ ours, and the load average at the end;
 * both sides see the same machine load.
 */
async function interleavedUsPerOp(
  a: (n: number) => Promise<void>,
  b: (n: number) => Promise<void>,
): Promise<Interleaved> {
  const calibrate = async (run: (n: number) => Promise<void>): Promise<number> => {
    let n = 1;
    for (;;) {
      const t0 = performance.now();
      await run(n);
      const ms = performance.now() - t0;
      if (ms >= 25 || n >= 1 << 20) return Math.max(1, Math.round((n * 100) / Math.max(ms, 0.001)));
      n *= 2;
    }
  };
  await a(50);
  await b(50);
  const na = await calibrate(a), nb = await calibrate(b);
  const ua: number[] = [], ub: number[] = [];
  const time = async (run: (n: number) => Promise<void>, n: number, out: number[]): Promise<void> => {
    const t0 = performance.now();
    await run(n);
    out.push(((performance.now() - t0) * 1000) / n);
  };
  for (let r = 0; r < 15; r++) {
    if (r % 2 === 0) {
      await time(a, na, ua);
      await time(b, nb, ub);
    } else {
      await time(b, nb, ub);
      await time(a, na, ua);
    }
  }
  const ratios = ua.map((u, i) => (ub[i] as number) / u);
  return {
    ours: percentile(ua, 0.5),
    reference: percentile(ub, 0.5),
    pairedRatio: percentile(ratios, 0.5),
    load: Deno.loadavg()[0] as number,
  };
}
