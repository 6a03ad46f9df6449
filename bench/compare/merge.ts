/**
 * Merge path: constructing the entry object (no options, and a typical override) and `initialize()` applying a
 * `/be/config/all` payload, ours vs the reference, timed in the same process with the same harness.
 * @module
 */
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
import { toConfigAllPayload } from "../../core/schemas/config_all.ts";
import { XSwap, type XSwapOptions } from "../../services/client/xswap.ts";
import { percentile } from "../_stats.ts";
import { timePerOp } from "../_timing.ts";
import { measureConstructFresh } from "./construct_fresh.ts";
import type { ReferenceSdk } from "./reference.ts";

/** µs per operation, ours and the reference's (`undefined` when not measurable). */
export interface MergeRow {
  name: string;
  ours: number;
  reference: number | undefined;
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

/** Name of the cold `initialize()` row: a body never seen before on every call, so our body memo never hits. */
export const INITIALIZE_COLD_ROW = "initialize(), a new /be/config/all body each call (no memo hit)";

/**
 * `initialize()` of a constructed client from a stub `fetch` answering its packaged payload, ours and the
 * reference's: the same body each call (as every client of a process fetches it; our transport answers it from
 * its body memo after the first validation), then a body that differs each call (its `version` counts up), so
 * every call parses and validates in full.
 */
export async function measureInitialize(ref: ReferenceSdk | undefined): Promise<MergeRow[]> {
  const ourPayload = JSON.stringify(toConfigAllPayload(DEFAULT_CLIENT_CONFIG));
  const client = new XSwap({ fetch: jsonFetch(ourPayload) });
  const ours = (await timePerOp(async () => {
    const r = await client.initialize();
    if (!r.ok) throw r.error;
  })).usPerOp;
  let reference: number | undefined;
  if (ref) {
    const sodax = new ref.Sodax();
    const refPayload = JSON.stringify(
      { version: 1_000, ...(sodax.config.sodaxConfig as object) },
      (_k, v) => typeof v === "bigint" ? v.toString() : v,
    );
    const original = globalThis.fetch;
    globalThis.fetch = jsonFetch(refPayload);
    try {
      reference = (await timePerOp(async () => {
        const r = await sodax.initialize();
        if (!r.ok) throw new Error("reference initialize failed");
      })).usPerOp;
    } finally {
      globalThis.fetch = original;
    }
  }
  // `{"version":N,"config":...}`: a fresh body per call by a cheap concatenation (nothing re-serialised per call).
  const tail = ourPayload.slice(ourPayload.indexOf(',"config":'));
  let version = 100;
  const fresh = new XSwap({
    fetch: (() => Promise.resolve(jsonResponse(`{"version":${version++}${tail}`))) as typeof fetch,
  });
  const oursColdOnce = async (): Promise<void> => {
    const r = await fresh.initialize();
    if (!r.ok) throw r.error;
  };
  // the cold row against the reference is measured in alternating rounds (the two sides see the same load)
  let oursCold: number;
  let referenceCold = reference;
  if (ref) {
    const sodax = new ref.Sodax();
    const refPayload = JSON.stringify(
      { version: 1_000, ...(sodax.config.sodaxConfig as object) },
      (_k, v) => typeof v === "bigint" ? v.toString() : v,
    );
    const refFetch = jsonFetch(refPayload);
    const refBatch = async (n: number): Promise<void> => {
      const original = globalThis.fetch;
      globalThis.fetch = refFetch;
      try {
        for (let i = 0; i < n; i++) {
          const r = await sodax.initialize();
          if (!r.ok) throw new Error("reference initialize failed");
        }
      } finally {
        globalThis.fetch = original;
      }
    };
    const oursBatch = async (n: number): Promise<void> => {
      for (let i = 0; i < n; i++) await oursColdOnce();
    };
    [oursCold, referenceCold] = await interleavedUsPerOp(oursBatch, refBatch);
  } else {
    oursCold = (await timePerOp(oursColdOnce)).usPerOp;
  }
  return [
    { name: INITIALIZE_ROW, ours, reference },
    { name: INITIALIZE_COLD_ROW, ours: oursCold, reference: referenceCold },
  ];
}

/**
 * µs per operation of two sides measured in alternating rounds (15 rounds of ~100 ms each, order flipped every
 * round, after a warm-up), medians: both sides see the same machine load.
 */
async function interleavedUsPerOp(
  a: (n: number) => Promise<void>,
  b: (n: number) => Promise<void>,
): Promise<[number, number]> {
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
  return [percentile(ua, 0.5), percentile(ub, 0.5)];
}
