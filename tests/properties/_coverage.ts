/**
 * Outcome coverage of the fault properties: every terminal code that docs/errors.md lists is either reached by
 * a named property's generated schedules within its CI budget, or classified as out of the fault properties'
 * reach with the reason (bad input found before any I/O, a wallet's own failure, a reserved code). Each property
 * records the outcome of every run (`code/phase`, or `ok/<path>`); its file registers an "outcome coverage" test
 * after the property, which prints the counts (with `deno task fuzz` or `FUZZ_STATS=1`) and fails when a code
 * the property must reach never came up.
 * @module
 */
import { CI_RUNS } from "./_harness.ts";

/** Names of the properties that must reach codes. */
export const SWAP_PROPERTY = "swap under generated faults";
/** The every-family swap property. */
export const EVERY_FAMILY_PROPERTY = "swap from every chain family under generated faults";
/** The bridge and sponsoring property. */
export const BRIDGE_SPONSORING_PROPERTY = "bridge and sponsoring under generated faults";

/** How a listed code is covered. */
export type CodeCoverage =
  | { reachedBy: readonly string[] }
  | { outOfReach: string };

const BAD_INPUT =
  "bad input: refused before any I/O, so no fault schedule can produce it (unit tests pin it)";
const WALLET =
  "the wallet integration's own failure: the properties' wallets sign as asked (unit tests pin it)";
const RESERVED = "only for states the flows rule out: no fault schedule can reach it";

/** Every code of docs/errors.md's tables and how the CI budget covers it. */
export const CODE_COVERAGE: Readonly<Record<string, CodeCoverage>> = {
  VALIDATION_FAILED: { outOfReach: BAD_INPUT },
  UNKNOWN_CHAIN_KEY: { outOfReach: BAD_INPUT },
  UNKNOWN_RELAY_CHAIN_ID: { outOfReach: BAD_INPUT },
  INVALID_FEE: { outOfReach: BAD_INPUT },
  INVALID_URL: { outOfReach: BAD_INPUT },
  INVALID_ADDRESS: { outOfReach: BAD_INPUT },
  INVALID_AMOUNT: { outOfReach: BAD_INPUT },
  UNSUPPORTED_TOKEN: { outOfReach: BAD_INPUT },
  INVALID_CONFIG: { outOfReach: BAD_INPUT },
  UNSUPPORTED_CHAIN_OPERATION: { outOfReach: BAD_INPUT },
  CHAIN_SDK_MISSING: {
    outOfReach: "an install problem (a family SDK not installed), not a server fault (unit tests pin it)",
  },
  HTTP_REQUEST_FAILED: { reachedBy: [BRIDGE_SPONSORING_PROPERTY, SWAP_PROPERTY] },
  NETWORK_ERROR: { reachedBy: [BRIDGE_SPONSORING_PROPERTY] },
  REQUEST_TIMEOUT: { reachedBy: [BRIDGE_SPONSORING_PROPERTY] },
  ABORTED: { outOfReach: "the caller's own AbortSignal, not a server fault (unit tests pin it)" },
  PARSE_ERROR: { outOfReach: "the simulator always answers JSON; unit tests feed a non-JSON 2xx" },
  RESPONSE_VALIDATION_FAILED: {
    outOfReach: "the simulator's answers follow the schemas; unit tests feed bad ones",
  },
  CROSS_ORIGIN_REDIRECT: {
    outOfReach:
      "the simulator never redirects; tests/services/credentials_stay_on_origin_test.ts pins each client",
  },
  RESPONSE_TOO_LARGE: {
    outOfReach:
      "the simulator's bodies are far below the cap; tests/core/http/response_bounds_test.ts pins it",
  },
  INSUFFICIENT_ALLOWANCE: {
    outOfReach:
      "the property worlds grant the allowance in the simulator's book; tests/services/{swaps,bridge}/allowance_test.ts pin it",
  },
  SUBMIT_TX_FAILED: { reachedBy: [BRIDGE_SPONSORING_PROPERTY] },
  RELAY_TIMEOUT: { reachedBy: [BRIDGE_SPONSORING_PROPERTY] },
  RELAY_FAILED: { outOfReach: "getPacket only (not a flow's terminal code); unit tests pin it" },
  EXTERNAL_API_ERROR: { reachedBy: [SWAP_PROPERTY] },
  INTENT_CREATION_FAILED: { reachedBy: [EVERY_FAMILY_PROPERTY] },
  TX_VERIFICATION_FAILED: { reachedBy: [SWAP_PROPERTY] },
  EXECUTION_FAILED: {
    outOfReach:
      "the solver's FAILED verdict on an accepted intent: no fault schedule makes it (track tests pin it)",
  },
  // the simulator's faults are node faults: under a wallet they keep their transport code (HTTP_REQUEST_FAILED)
  WALLET_ERROR: { outOfReach: WALLET },
  INTEGRATION_ERROR: { outOfReach: WALLET },
  ACTIVATION_FAILED: { reachedBy: [BRIDGE_SPONSORING_PROPERTY] },
  UNKNOWN: { outOfReach: RESERVED },
};

/** The codes a property must reach within its CI budget. */
export function requiredCodes(property: string): string[] {
  return Object.entries(CODE_COVERAGE)
    .filter(([, c]) => "reachedBy" in c && c.reachedBy.includes(property))
    .map(([code]) => code);
}

/** The codes listed in the tables of a markdown page (first cell of a row, in backquotes, upper snake case). */
export function tableCodes(markdown: string): string[] {
  const codes = new Set<string>();
  for (const line of markdown.split("\n")) {
    const m = /^\|\s*`([A-Z][A-Z0-9_]+)`\s*\|/.exec(line);
    if (m) codes.add(m[1]);
  }
  return [...codes];
}

/** Outcome counts of one property's runs: `code/phase` or `ok/<path>`. */
export class OutcomeCounts {
  readonly #counts = new Map<string, number>();

  /** Creates the counter of a property. */
  constructor(readonly property: string, readonly required: readonly string[] = requiredCodes(property)) {}

  /** Records the outcome of one run. */
  record(outcome: string): void {
    this.#counts.set(outcome, (this.#counts.get(outcome) ?? 0) + 1);
  }

  /** Runs recorded. */
  get total(): number {
    return [...this.#counts.values()].reduce((a, b) => a + b, 0);
  }

  /** Codes (the part before `/`) reached at least once. */
  reachedCodes(): Set<string> {
    return new Set([...this.#counts.keys()].map((k) => k.split("/")[0]));
  }

  /** Required codes never reached. */
  missing(): string[] {
    const reached = this.reachedCodes();
    return this.required.filter((c) => !reached.has(c));
  }

  /** The report: one line per outcome (code/phase) with its count, most frequent first. */
  report(): string {
    const rows = [...this.#counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    return [
      `outcome coverage of "${this.property}" (${this.total} runs)`,
      ...rows.map(([k, n]) => `  ${String(n).padStart(6)}  ${k}`),
      `  required codes: ${this.required.join(", ") || "none"}; missing: ${
        this.missing().join(", ") || "none"
      }`,
    ].join("\n");
  }
}

const env = (name: string): string | undefined => Deno.env.get(name) || undefined;
const CI_TOTAL = Object.values(CI_RUNS).reduce((a, b) => a + b, 0);

/**
 * Registers, after a property's test in the same file, the test that prints its outcome counts (under
 * `deno task fuzz` or `FUZZ_STATS=1`) and fails when a required code was never reached. Skipped when the property
 * is filtered out, replays one case (`FUZZ_SEED`/`FUZZ_PATH`), or runs below its CI budget (`FUZZ_RUNS` smaller
 * than the CI total, or `FUZZ_PROPERTY_RUNS`, as the mutants harness does).
 */
export function coverageTest(counts: OutcomeCounts): void {
  const only = env("FUZZ_ONLY");
  const runs = Number(env("FUZZ_RUNS") ?? 0);
  const ignore = (only !== undefined && !counts.property.includes(only)) || env("FUZZ_SEED") !== undefined ||
    env("FUZZ_PATH") !== undefined || (runs > 0 && runs < CI_TOTAL) ||
    env("FUZZ_PROPERTY_RUNS") !== undefined;
  Deno.test({
    name: `${counts.property}: outcome coverage`,
    ignore,
    fn: () => {
      if (env("FUZZ_MODE") !== undefined || env("FUZZ_STATS") !== undefined) console.log(counts.report());
      const missing = counts.missing();
      if (missing.length > 0) {
        throw new Error(`Never reached within the budget: ${missing.join(", ")}\n${counts.report()}`);
      }
    },
  });
}
