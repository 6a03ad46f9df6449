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
  /**
   * The CI budget (`MUTANTS_BUDGET=ci`): the smallest run that still kills the mutant — the property selected
   * with `FUZZ_ONLY` and run `FUZZ_PROPERTY_RUNS` times (the fixed seed makes the failing run's index stable;
   * the budget keeps a margin over it). @default the full run
   */
  ci?: { env: Readonly<Record<string, string>>; tests?: readonly string[] | undefined } | undefined;
}

const SWAP = "tests/properties/swap_faults_test.ts";
const FAMILIES = "tests/properties/every_family_swap_test.ts";
const swapRuns = (runs: number) => ({
  env: { FUZZ_ONLY: "swap under generated faults", FUZZ_PROPERTY_RUNS: `${runs}` },
});
const HUB_WRITES = "tests/properties/hub_writes_test.ts";
/** The hub-write property alone (kills at run 28 of the fixed seed; the budget keeps a margin). */
const hubWriteRuns = (runs: number) => ({
  env: { FUZZ_ONLY: "hub-service writes", FUZZ_PROPERTY_RUNS: `${runs}`, FUZZ_NO_SHRINK: "1" },
});
/** The every-family property (its lost-answer sweep over every chain runs too). */
const familyRuns = (runs: number) => ({
  env: { FUZZ_ONLY: "swap from every chain family", FUZZ_PROPERTY_RUNS: `${runs}`, FUZZ_NO_SHRINK: "1" },
});

/** Every mutant, in the order `deno task mutants` runs them. */
export const MUTANTS: readonly Mutant[] = [
  {
    id: "kv503-mutation-not-retried",
    rule: "a mutation is retried after the key-verification 503 (SPEC 5.9)",
    file: "core/http/retry_policy.ts",
    find: "if (attempt > policy.keyVerificationLimit) return { retry: false };",
    replace: 'if (attempt > policy.keyVerificationLimit || kind === "mutation") return { retry: false };',
    tests: [SWAP],
    ci: swapRuns(4),
  },
  {
    id: "plain-503-mutation-retried",
    rule: "a mutation is never retried after a plain 503 (SPEC 4.5)",
    file: "core/http/retry_policy.ts",
    find: 'if (kind === "mutation") return { retry: false };',
    replace: "",
    tests: [SWAP],
    ci: swapRuns(4),
  },
  {
    id: "per-attempt-timeout-ignored",
    rule: "the backend attempt is bounded by the per-attempt timeout (SPEC 4.6 rule 4)",
    file: "services/swaps/swap.ts",
    find: "const timeoutMs = extras.timeout ?? DEFAULT_SWAP_TIMEOUT_MS;",
    replace: "const timeoutMs = (extras.timeout ?? DEFAULT_SWAP_TIMEOUT_MS) * 10;",
    tests: [SWAP],
    ci: swapRuns(4),
  },
  {
    id: "double-relay-submit",
    rule: "the relay submission is sent once per relay wait (nothing applied twice)",
    file: "services/relay/relay_tx_and_wait_packet.ts",
    find: "const submitted = await submitTransaction(checked.value, params.relayerApiEndpoint, {",
    replace:
      "await submitTransaction(checked.value, params.relayerApiEndpoint, { transport: params.transport });\n" +
      "  const submitted = await submitTransaction(checked.value, params.relayerApiEndpoint, {",
    tests: [SWAP],
    ci: swapRuns(4),
  },
  {
    id: "partial-fill-solved",
    rule: "getStatus never reports a partial fill as SOLVED (SPEC 4.6 getStatus rule 4)",
    file: "core/schemas/intent_record.ts",
    find: "remainingInput === 0n",
    replace: "remainingInput >= 0n",
    tests: ["tests/properties/get_status_test.ts"],
    ci: { env: { FUZZ_ONLY: "getStatus against the ledger", FUZZ_NO_SHRINK: "1" } },
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
    tests: [SWAP],
    ci: swapRuns(20),
  },
  {
    id: "fill-credited-twice",
    rule: "a delivered fill or onward transfer credits its receiver exactly its amount, once",
    file: "simulator/state/balances/ledger_settlement.ts",
    find: "amount: packet.asset.amount, ref",
    replace: "amount: packet.asset.amount * 2n, ref",
    tests: ["tests/properties/conservation_test.ts"],
  },
  {
    id: "lost-answer-failure-without-hash",
    rule: "a signed tx whose node answer was lost is named in the failure (nothing lost)",
    file: "chains/spoke/intent_creation.ts",
    find: '...(typeof sent === "string" ? { srcTxHash: sent } : {}),',
    replace: "",
    tests: [FAMILIES],
    ci: familyRuns(1),
  },
  {
    id: "signed-tx-not-resent-after-lost-answer",
    rule: "a signed tx is re-sent (idempotent) after its node answer was lost, ending in success",
    file: "chains/icon/simulator_wallet.ts",
    find: "{ ...params }, { fetch });",
    replace: "{ ...params }, { fetch, mutation: true });",
    tests: [FAMILIES],
    ci: familyRuns(1),
  },
  {
    id: "mutation-resubmitted-after-lost-answer",
    rule: "a mutation whose answer was lost (connection reset) is not sent again: it would apply twice",
    file: "core/http/retry_policy.ts",
    find: 'if (kind === "mutation") return { retry: false };',
    replace: 'if (kind === "mutation" && errorKind !== "network") return { retry: false };',
    tests: [SWAP],
    ci: swapRuns(4),
  },
  {
    id: "sui-hub-calls-dropped",
    rule:
      "a hub write from Sui sends the hub call list it relays (the packet's payload is the write's call list)",
    file: "chains/sui/adapter.ts",
    find: '? { kind: "deposit", token: deposit.token, amount: deposit.amount, to, data: payload }\n' +
      '        : { kind: "message", to, payload },',
    replace: '? { kind: "deposit", token: deposit.token, amount: deposit.amount, to, data: "0x" as Hex }\n' +
      '        : { kind: "message", to, payload: "0x" as Hex },',
    tests: [HUB_WRITES],
    ci: hubWriteRuns(40),
  },
  {
    id: "bitcoin-fee-not-booked",
    rule: "a Bitcoin tx moves its whole input value in the balance book (outputs and the miner fee)",
    file: "simulator/chains/bitcoin/chain_state.ts",
    find: "    if (fee > 0n) {",
    replace: "    if (fee < 0n) {",
    tests: ["tests/properties/conservation_test.ts"],
    ci: {
      env: { FUZZ_ONLY: "balance conservation", FUZZ_PROPERTY_RUNS: "8", FUZZ_NO_SHRINK: "1" },
    },
  },
];
