/**
 * Property 6: the swaps wire client's attempt counts, taken from the simulator's request log, match the retry
 * table of docs/rules/http.md#retry, docs/rules/auth.md#auth-failures (written out again here, independently
 * of `core/http/retry_policy.ts`) for every method and every generated sequence of faults; a mutation reaches
 * its handler at most once; the key sent is the one docs/rules/wire_client.md#options selects.
 */
import fc from "fast-check";
import "../_fc_seed.ts";
import { type SwapsApiClient, SwapsApiClient as Client } from "../../wire/mod.ts";
import type { FaultSchedule } from "../../simulator/mod.ts";
import { createSimulatorApp } from "../../simulator/mod.ts";
import { propertyTest, seededRandom, settle, withVirtualTime } from "./_harness.ts";
import { reachedHandler } from "./_oracles.ts";

const BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
const BSC_USDC = "0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d";
const ME = "0x5555555555555555555555555555555555555555";
const QUOTE = {
  tokenSrc: BASE_USDC,
  tokenDst: BSC_USDC,
  tokenSrcChainKey: "0x2105.base",
  tokenDstChainKey: "0x38.bsc",
  amount: 1_000_000n,
  quoteType: "exact_input",
} as const;
const INTENT = {
  ...QUOTE,
  srcAddress: ME,
  dstAddress: ME,
  minOutputAmount: 1n,
  deadline: 0n,
  allowPartialFill: false,
};
const TX = { txHash: `0x${"aa".repeat(32)}`, srcChainKey: "0x2105.base" } as const;

type Kind = "read" | "compute" | "mutation";
const METHODS: Record<
  string,
  { route: string; kind: Kind; call: (api: SwapsApiClient) => Promise<unknown> }
> = {
  getTokens: { route: "GET /swaps/tokens", kind: "read", call: (api) => api.getTokens() },
  getQuote: { route: "POST /swaps/quote", kind: "compute", call: (api) => api.getQuote(QUOTE) },
  checkAllowance: {
    route: "POST /swaps/allowance",
    kind: "compute",
    call: (api) => api.checkAllowance(INTENT),
  },
  getSubmitTxStatus: {
    route: "GET /swaps/submit-tx/status",
    kind: "read",
    call: (api) => api.getSubmitTxStatus(TX),
  },
  createIntent: { route: "POST /swaps/intent", kind: "mutation", call: (api) => api.createIntent(INTENT) },
  approve: { route: "POST /swaps/approve", kind: "mutation", call: (api) => api.approve(INTENT) },
  submitTx: { route: "POST /swaps/submit-tx", kind: "mutation", call: (api) => api.submitTx(TX) },
};

/** One injected failure of one attempt. */
type Fault =
  | { fault: "keyVerification503" | "drop" | "stall" }
  | { fault: "error5xx"; status: number }
  | { fault: "lost"; status?: 502 | 504 };

/** The retry table (docs/rules/http.md#retry, docs/rules/auth.md#auth-failures, default policy): attempts until an answer or a give-up. */
function expectedAttempts(kind: Kind, faults: readonly Fault[]): number {
  const RETRIED = [408, 429, 500, 502, 503, 504];
  for (let attempt = 1;; attempt++) {
    const f = faults[attempt - 1];
    if (f === undefined || f.fault === "stall") return attempt;
    if (f.fault === "keyVerification503") {
      if (attempt <= 3) continue;
      return attempt;
    }
    if (kind === "mutation" || attempt > 3) return attempt;
    // An answer lost after the handler ran looks, to the client, like a reset (no status) or a gateway 502/504.
    if (f.fault === "lost") continue;
    if (f.fault === "drop" || (f.fault === "error5xx" && RETRIED.includes(f.status))) continue;
    return attempt;
  }
}

const faultArb: fc.Arbitrary<Fault> = fc.oneof(
  fc.constant<Fault>({ fault: "keyVerification503" }),
  fc.constant<Fault>({ fault: "drop" }),
  fc.constant<Fault>({ fault: "stall" }),
  fc.constantFrom<Fault>({ fault: "lost" }, { fault: "lost", status: 502 }, { fault: "lost", status: 504 }),
  fc.constantFrom(500, 502, 503, 504, 429, 408, 501, 400, 404).map((status): Fault => ({
    fault: "error5xx",
    status,
  })),
);

const keyArb = fc.record({
  apiKey: fc.constantFrom(undefined, "", "k-option"),
  header: fc.option(
    fc.record({
      name: fc.constantFrom("x-api-key", "X-API-KEY", "X-Api-Key"),
      value: fc.constantFrom("", "k-header"),
    }),
  ),
});

const caseArb = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  method: fc.constantFrom(...Object.keys(METHODS)),
  faults: fc.array(faultArb, { maxLength: 6 }),
  latencyMs: fc.integer({ min: 0, max: 1_000 }),
  keys: keyArb,
});

propertyTest(
  "wire client attempt counts match the policy table",
  () =>
    fc.asyncProperty(caseArb, async ({ seed, method, faults, latencyMs, keys }) => {
      const row = METHODS[method];
      const random = Math.random;
      Math.random = seededRandom(seed);
      try {
        await withVirtualTime(async (clock) => {
          const sim = createSimulatorApp({ seed, allowAnyKey: true });
          try {
            const schedules: FaultSchedule[] = faults.map((f) => ({ route: row.route, ...f, latencyMs }));
            sim.setFaults({ schedules });
            const headers = keys.header ? { [keys.header.name]: keys.header.value } : undefined;
            const api = new Client({
              baseUrl: sim.urls.gateway,
              fetch: sim.fetch,
              apiKey: keys.apiKey,
              headers,
            });
            await settle(clock, row.call(api).catch((e) => e), 120_000);
            const log = sim.requests().filter((e) => e.route === row.route);
            const want = expectedAttempts(row.kind, faults);
            if (log.length !== want) {
              throw new Error(
                `${method} (${row.kind}) made ${log.length} attempt(s), the table says ${want}`,
              );
            }
            if (row.kind === "mutation" && log.filter(reachedHandler).length > 1) {
              throw new Error(`${method} reached its handler twice`);
            }
            const key = keys.header ? keys.header.value : keys.apiKey ? keys.apiKey : null;
            const sent = log.map((e) => e.apiKey).filter((k) => k !== key);
            if (sent.length > 0) {
              throw new Error(
                `P5: sent x-api-key ${JSON.stringify(sent)}, docs/rules/auth.md#per-call-key selects ${key}`,
              );
            }
          } finally {
            sim.close();
          }
        });
      } finally {
        Math.random = random;
      }
    }),
);
