/**
 * The deliberate mutants of `deno task mutants`: each patches one rule of the library (one exact text
 * replacement in one file) and names the tests that must fail with it. A mutant the tests survive is an oracle
 * that cannot catch that bug.
 * @module
 */

/** One mutant. */
export interface Mutant {
  /** Short id. */
  id: string;
  /** The rule it breaks. */
  rule: string;
  /** The file patched, relative to the repository root. */
  file: string;
  /** The exact text replaced (must occur exactly once). */
  find: string;
  /** Its replacement. */
  replace: string;
  /** The tests that must fail (paths relative to the repository root). */
  tests: readonly string[];
  /** Environment of the test run (a small property budget). @default {} */
  env?: Readonly<Record<string, string>> | undefined;
}

/** Every mutant, in the order `deno task mutants` runs them. */
export const MUTANTS: readonly Mutant[] = [
  {
    id: "kv503-mutation-not-retried",
    rule: "a mutation is retried after the key-verification 503 (SPEC 5.9)",
    file: "core/http/retry_policy.ts",
    find: "if (attempt > policy.keyVerificationLimit) return { retry: false };",
    replace: 'if (attempt > policy.keyVerificationLimit || kind === "mutation") return { retry: false };',
    tests: ["tests/properties/swap_faults_test.ts"],
  },
  {
    id: "plain-503-mutation-retried",
    rule: "a mutation is never retried after a plain 503 (SPEC 4.5)",
    file: "core/http/retry_policy.ts",
    find: 'if (kind === "mutation") return { retry: false };',
    replace: "",
    tests: ["tests/properties/swap_faults_test.ts"],
  },
  {
    id: "per-attempt-timeout-ignored",
    rule: "the backend attempt is bounded by the per-attempt timeout (SPEC 4.6 rule 4)",
    file: "services/swaps/swap.ts",
    find: "const timeoutMs = extras.timeout ?? DEFAULT_SWAP_TIMEOUT_MS;",
    replace: "const timeoutMs = (extras.timeout ?? DEFAULT_SWAP_TIMEOUT_MS) * 10;",
    tests: ["tests/properties/swap_faults_test.ts"],
  },
  {
    id: "double-relay-submit",
    rule: "the relay submission is sent once per relay wait (nothing applied twice)",
    file: "services/relay/relay_tx_and_wait_packet.ts",
    find: "const submitted = await submitTransaction(checked.value, params.relayerApiEndpoint, {",
    replace:
      "await submitTransaction(checked.value, params.relayerApiEndpoint, { transport: params.transport });\n" +
      "  const submitted = await submitTransaction(checked.value, params.relayerApiEndpoint, {",
    tests: ["tests/properties/swap_faults_test.ts"],
  },
  {
    id: "partial-fill-solved",
    rule: "getStatus never reports a partial fill as SOLVED (SPEC 4.6 getStatus rule 4)",
    file: "core/schemas/intent_record.ts",
    find: "remainingInput === 0n",
    replace: "remainingInput >= 0n",
    tests: ["tests/properties/get_status_test.ts"],
  },
  {
    id: "track-out-requests-fixed-poll",
    rule: "track never sends more status requests than a fixed 2 s poll over the same span",
    file: "services/swaps/track_schedule.ts",
    find: "return Math.max(at, context.startedAt + context.requests * TRACK_REFERENCE_INTERVAL_MS);",
    replace: "return at;",
    tests: ["tests/services/swaps/track_test.ts"],
  },
  {
    id: "resume-token-dropped-on-failure",
    rule: "a failure after the source tx was sent carries the resume token",
    file: "services/swaps/swap.ts",
    find: "resumeToken: reached,",
    replace: "",
    tests: ["tests/services/swaps/resume_test.ts"],
  },
  {
    id: "intent-layout-fields-swapped",
    rule:
      "the library encodes the Intent struct in the platform's field order (wire-facts 6.1); the simulator " +
      "decodes with its own layout, so a wrong shared ABI no longer cancels out",
    file: "core/abis/intents.ts",
    find: '  { name: "inputAmount", type: "uint256" },\n' +
      '  { name: "minOutputAmount", type: "uint256" },\n' +
      '  { name: "deadline", type: "uint256" },\n' +
      '  { name: "allowPartialFill", type: "bool" },\n',
    replace: '  { name: "allowPartialFill", type: "bool" },\n' +
      '  { name: "minOutputAmount", type: "uint256" },\n' +
      '  { name: "deadline", type: "uint256" },\n' +
      '  { name: "inputAmount", type: "uint256" },\n',
    tests: ["tests/properties/swap_faults_test.ts"],
  },
  {
    id: "fill-credited-twice",
    rule: "a delivered fill or onward transfer credits its receiver exactly its amount, once",
    file: "simulator/state/balances/ledger_settlement.ts",
    find: "amount: packet.asset.amount, ref",
    replace: "amount: packet.asset.amount * 2n, ref",
    tests: ["tests/properties/conservation_test.ts"],
  },
];
