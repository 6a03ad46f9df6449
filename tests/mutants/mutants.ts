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

const DEADLINE = "tests/core/http/deadline_bounds_test.ts";
const TRACK_BOUNDS = "tests/services/swaps/track_bounds_test.ts";
const XSWAP_OPTIONS = "tests/services/client/xswap_options_bounds_test.ts";
const RELAY_IDS = "tests/services/relay_chain_id_map_test.ts";
const GLOBAL_KEY = "tests/core/auth/global_api_key_clients_test.ts";
/** The relay id table's lines from avax to polygon (the mutant swaps the two ids). */
const AVAX_TO_POLYGON = [
  '"0xa86a.avax": 6n,',
  '"0xa4b1.arbitrum": 23n,',
  '"0x2105.base": 30n,',
  '"0x38.bsc": 4n,',
  '"injective-1": 19n,',
  "sonic: 146n,",
  '"0xa.optimism": 24n,',
  '"0x89.polygon": 5n,',
].join("\n  ");
const WALLET_FAILURE = "tests/chains/wallet_failure_test.ts";
const CONTROL_GUARD = "tests/simulator/control_guard_test.ts";
const JUNK_TABLE = "tests/services/client/junk_table_test.ts";
const HOSTILE_SURFACE = "tests/properties/public_surface_hostile_test.ts";
const NUMERIC_OPTIONS = "tests/services/numeric_options_test.ts";
const SIMULATE_HELP = "tests/simulator/simulate_help_test.ts";
const INJECTIVE_WALLET_OPTIONS = "tests/chains/injective/wallet_options_test.ts";
const JOURNAL_CRASHES = "tests/services/journal/crash_points_test.ts";
const JOURNAL_RULES = "tests/services/journal/journal_test.ts";
const ORIGINS = "tests/services/credentials_stay_on_origin_test.ts";
const RESPONSE_BOUNDS = "tests/core/http/response_bounds_test.ts";
const UINT256 = "tests/core/schemas/uint256_bound_test.ts";
const CONCURRENT = "tests/properties/concurrent_swaps_test.ts";
const EVM_NONCES = "tests/chains/evm/wallet_nonce_test.ts";
/** The concurrent-swaps property alone (the latest kill, Injective's, is at run 11 of the fixed seed). */
const concurrentRuns = (runs: number) => ({
  env: { FUZZ_ONLY: "concurrent swaps from one wallet", FUZZ_PROPERTY_RUNS: `${runs}`, FUZZ_NO_SHRINK: "1" },
});
const HUGE_INPUTS = "tests/simulator/huge_inputs_test.ts";
const BODY_LIMITS = "tests/simulator/body_limits_test.ts";
const RELAYER_TRUST = "tests/simulator/relayer_trust_test.ts";
const STATE_FILE = "tests/simulator/state_file_test.ts";

/** Every mutant, in the order `deno task mutants` runs them. */
export const MUTANTS: readonly Mutant[] = [
  {
    id: "kv503-mutation-not-retried",
    rule: "a mutation is retried after the key-verification 503 (docs/rules/auth.md#auth-failures)",
    file: "core/http/retry_policy.ts",
    find: "if (attempt > policy.keyVerificationLimit) return { retry: false };",
    replace: 'if (attempt > policy.keyVerificationLimit || kind === "mutation") return { retry: false };',
    tests: [SWAP],
    ci: swapRuns(4),
  },
  {
    id: "plain-503-mutation-retried",
    rule: "a mutation is never retried after a plain 503 (docs/rules/http.md#retry)",
    file: "core/http/retry_policy.ts",
    find: 'if (kind === "mutation") return { retry: false };',
    replace: "",
    tests: [SWAP],
    ci: swapRuns(4),
  },
  {
    id: "per-attempt-timeout-ignored",
    rule:
      "the backend attempt is bounded by the per-attempt timeout (docs/rules/swaps.md#per-attempt-timeout)",
    file: "services/swaps/swap.ts",
    find: "const timeoutMs = extras.timeout ?? DEFAULT_SWAP_TIMEOUT_MS;",
    replace: "const timeoutMs = (extras.timeout ?? DEFAULT_SWAP_TIMEOUT_MS) * 10;",
    tests: [SWAP],
    ci: swapRuns(4),
  },
  {
    id: "double-relay-submit",
    rule: "the relay submission is sent once per relay wait (nothing applied twice)",
    file: "services/relay/relay_client.ts",
    find: "const submitted = await submitTransaction(checked.value, params.relayerApiEndpoint, {",
    replace:
      "await submitTransaction(checked.value, params.relayerApiEndpoint, { transport: params.transport });\n" +
      "  const submitted = await submitTransaction(checked.value, params.relayerApiEndpoint, {",
    tests: [SWAP],
    ci: swapRuns(4),
  },
  {
    id: "partial-fill-solved",
    rule: "getStatus never reports a partial fill as SOLVED (docs/rules/swaps.md#get-status)",
    file: "core/schemas/intent_record.ts",
    find: "remainingInput === 0n",
    replace: "remainingInput !== -1n",
    tests: ["tests/properties/get_status_test.ts"],
    ci: { env: { FUZZ_ONLY: "getStatus against the ledger", FUZZ_NO_SHRINK: "1" } },
  },
  {
    id: "track-out-requests-fixed-poll",
    rule: "track never sends more status requests than a fixed 2 s poll over the same span",
    file: "services/relay/track_schedule.ts",
    find: "return Math.max(at, context.startedAt + context.requests * TRACK_REFERENCE_INTERVAL_MS);",
    replace: "return at;",
    tests: ["tests/services/swaps/track_test.ts"],
  },
  {
    id: "resume-token-dropped-on-failure",
    rule: "a failure after the source tx was sent carries the resume token",
    file: "services/intent/lifecycle.ts",
    find: "  return withResumeToken(\n    error,\n    reached,\n",
    replace: "  return error ?? withResumeToken(\n    error,\n    reached,\n",
    tests: ["tests/services/swaps/resume_test.ts"],
  },
  {
    id: "journal-write-after-send",
    rule:
      "the journal records the request before the wallet is asked to send it (docs/swap_lifecycle.md#the-swap-journal)",
    file: "services/journal/journal_writer.ts",
    find: "          await beforeEvmSend(evm, tx);\n          return await evm.sendTransaction(tx);\n",
    replace:
      "          const hash = await evm.sendTransaction(tx);\n          await beforeEvmSend(evm, tx);\n          return hash;\n",
    tests: [JOURNAL_CRASHES, JOURNAL_RULES],
  },
  {
    id: "journal-recover-skips-chain-lookup",
    rule:
      "recovery looks an unrecorded send up on chain before sending it again (docs/swap_lifecycle.md#the-swap-journal)",
    file: "services/journal/evm_lookup.ts",
    find: "  if (!(latest.value > send.nonce)) return notMined();\n",
    replace: "  if (latest.value >= 0) return notMined();\n",
    tests: [JOURNAL_CRASHES],
  },
  {
    id: "journal-send-failed-resent",
    rule:
      "a send the app was told failed is never sent again by recovery (docs/swap_lifecycle.md#the-swap-journal)",
    file: "services/client/recover_journal.ts",
    find: '  if (entry.phase === "sendFailed") return { line: await drop(ctx, id, line("notSent").line) };\n',
    replace:
      '  if (entry.phase === "sendFailedNever") return { line: await drop(ctx, id, line("notSent").line) };\n',
    tests: [JOURNAL_RULES],
  },
  {
    id: "intent-layout-fields-swapped",
    rule:
      "the library encodes the Intent struct in the platform's field order (docs/wire_inventory.md#intent-struct); the simulator " +
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
    find: 'const sentHash = typeof sent === "string" ? { srcTxHash: sent } : {};',
    replace: "const sentHash = {};",
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
      '        : { kind: "message", to, payload, hubRelayChainId: params.hubRelayChainId },',
    replace: '? { kind: "deposit", token: deposit.token, amount: deposit.amount, to, data: "0x" as Hex }\n' +
      '        : { kind: "message", to, payload: "0x" as Hex, hubRelayChainId: params.hubRelayChainId },',
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

  // issue 34 "Bounded for any input"
  {
    id: "timer-limit-unchecked",
    rule: "a timeout above 2^31-1 ms is refused (setTimeout wraps it and fires at once)",
    file: "core/options/number_option.ts",
    find: "const max = rule.max ?? MAX_TIMER_MS;",
    replace: "const max = rule.max ?? Number.MAX_VALUE;",
    tests: [DEADLINE],
  },
  {
    id: "request-timeout-unchecked",
    rule: "the transport refuses a timeoutMs / attemptTimeoutMs that setTimeout cannot honour",
    file: "core/http/request.ts",
    find: "const problem = value === undefined ? undefined : numberOptionProblem(value);",
    replace: "const problem: string | undefined = undefined;",
    tests: [DEADLINE],
  },
  {
    id: "retry-after-outlasts-deadline",
    rule: "a Retry-After reaching the call's deadline returns the failure at once (status, retryAfterMs)",
    file: "core/http/retry_policy.ts",
    find: "return input.remainingMs !== undefined && delayMs >= input.remainingMs;",
    replace: "return false;",
    tests: [DEADLINE],
  },
  {
    id: "time-left-not-passed",
    rule: "the transport gives the retry policy the time left of the call's deadline",
    file: "core/http/request.ts",
    find: "      remainingMs: call.timeLeft(),\n",
    replace: "",
    tests: [DEADLINE],
  },
  {
    id: "track-request-outlives-deadline",
    rule: "every request of track has the time left as its own deadline (never a whole budget past it)",
    file: "services/swaps/track.ts",
    find: "Math.max(1, Math.min(budget, deadline - now()))",
    replace: "Math.min(budget, timeout)",
    tests: [TRACK_BOUNDS],
  },
  {
    id: "track-bounds-unchecked",
    rule: "track refuses a NaN / infinite / negative / over-the-limit timeout or request budget",
    file: "services/swaps/track.ts",
    find: '[["timeout", { positive: true }], ["requestBudgetMs", { positive: true }]],',
    replace: "[],",
    tests: [TRACK_BOUNDS],
  },
  {
    id: "xswap-null-options-throw",
    rule: "new XSwap(null) never throws: non-object options are INVALID_CONFIG",
    file: "services/client/xswap.ts",
    find: "const given: XSwapOptions = readable && isPlainObject(options) ? options : {};",
    replace: "const given: XSwapOptions = options;",
    tests: [XSWAP_OPTIONS],
  },
  {
    id: "xswap-string-options-accepted",
    rule: "XSwap.create refuses options that are not an object (a string destructures to {0: ...})",
    file: "services/client/xswap.ts",
    find: "? validateClientOptions(options as ClientOptions)",
    replace: "? validateClientOptions(clientOptions)",
    tests: [XSWAP_OPTIONS],
  },
  {
    id: "transport-options-unchecked",
    rule: "XSwap's transport options (retry counts and delays, hooks) are validated",
    file: "core/config/validate_client_options.ts",
    find: 'for (const issue of transportOptionIssues(options.transport, "transport")) {',
    replace: 'for (const issue of transportOptionIssues(undefined, "transport")) {',
    tests: [XSWAP_OPTIONS],
  },
  {
    id: "retry-limit-fraction-accepted",
    rule: "a retry count is a whole number",
    file: "core/http/transport_option_issues.ts",
    find: "  limit: { integer: true, max: MAX_RETRY_LIMIT },",
    replace: "  limit: { max: MAX_RETRY_LIMIT },",
    tests: [XSWAP_OPTIONS],
  },
  {
    id: "mutant-crash-counted-as-kill",
    rule: "the mutants harness counts a kill only when a test fails (not a parse error or a missing file)",
    file: "tests/mutants/classify_run.ts",
    find: "  if (ruleFailures.length === 0) {",
    replace: "  if (ruleFailures.length < 0) {",
    tests: ["tests/mutants/classify_run_test.ts"],
  },
  {
    id: "bitcoin-exchange-body-throws",
    rule: "the Bitcoin exchange client returns a body failing mid-read as a failure value, never a throw",
    file: "chains/bitcoin/_exchange_request.ts",
    find: "      text = read.text;\n    } catch (cause) {\n",
    replace: "      text = read.text;\n    } catch (cause) {\n      if (cause !== null) throw cause;\n",
    tests: ["tests/chains/bitcoin/exchange_body_failure_test.ts"],
  },
  {
    id: "solver-401-as-http-status",
    rule:
      "docs/rules/errors.md#solver-errors: a solver answer without a solver error body is a solver failure, not HTTP_REQUEST_FAILED 401",
    file: "services/swaps/get_quote.ts",
    find: "if (transport !== undefined && transport.status === undefined) {",
    replace: "if (transport !== undefined && transport.status !== 0) {",
    tests: ["tests/services/client/transport_failure_test.ts"],
  },
  {
    id: "relay-id-map-ignored",
    rule:
      "relay.relayChainIdMap is honoured where a relay id is converted (the packaged table only fills gaps)",
    file: "core/chains/relay_chain_ids.ts",
    find: "return ids?.[chainKey] ?? RelayChainIdMap[chainKey];",
    replace: "return RelayChainIdMap[chainKey];",
    tests: [RELAY_IDS],
  },
  {
    id: "global-key-dropped-backend",
    rule: "the global apiKey reaches the data API and the swaps and bridge submit-tx as x-api-key",
    file: "services/backend_api/backend_api_client.ts",
    find: "configuredApiKey: settings.apiKey,",
    replace: "configuredApiKey: undefined,",
    tests: [GLOBAL_KEY],
  },
  {
    id: "global-key-dropped-solver",
    rule: "the global apiKey reaches the solver (/quote, /status) as x-api-key",
    file: "services/solver/solver_calls.ts",
    find: "headers: resolveSolverHeaders({}, config.apiKey),",
    replace: "headers: resolveSolverHeaders({}, undefined),",
    tests: [GLOBAL_KEY],
  },
  {
    id: "relay-ids-avax-polygon-swapped",
    rule: "every relay chain id is docs/rules/relay.md#relay-chain-ids's and the platform's packaged one",
    file: "core/chains/relay_chain_ids.ts",
    find: AVAX_TO_POLYGON,
    replace: AVAX_TO_POLYGON.replace('avax": 6n', 'avax": 5n').replace('polygon": 5n', 'polygon": 6n'),
    tests: ["tests/core/config/platform_constants_test.ts", "tests/simulator/relay_ids_own_table_test.ts"],
  },
  {
    id: "relay-id-reverse-ignores-map",
    rule: "a relay id moved by relay.relayChainIdMap names its chain; the old id no longer does",
    file: "core/chains/relay_chain_ids.ts",
    find: "const key = reverseOf(ids).get(id);",
    replace: "const key = REVERSE.get(id);",
    tests: [RELAY_IDS],
  },
  {
    id: "hub-wallet-ignores-relay-id-map",
    rule: "the hub wallet of a spoke user is derived with the client's configured relay id of its chain",
    file: "chains/hub/hub_provider.ts",
    find: "const relayChainId = getIntentRelayChainId(chainKey, this.#relayChainIds?.());",
    replace: "const relayChainId = getIntentRelayChainId(chainKey);",
    tests: [RELAY_IDS],
  },
  {
    id: "wallet-node-500-as-wallet-error",
    rule: "an RPC 500 under a wallet's send is HTTP_REQUEST_FAILED with its status, not WALLET_ERROR",
    file: "chains/spoke/wallet_failure.ts",
    find: 'if (link.name === "HttpRequestError") {',
    replace: 'if (link.name === "HttpRequestError" && link.status === -1) {',
    tests: [WALLET_FAILURE],
  },
  {
    id: "wallet-detail-unbounded",
    rule: "a wallet failure's detail is one short line (no signed payloads, no multi-line dependency text)",
    file: "chains/spoke/wallet_failure.ts",
    find:
      "return cut.length > MAX_WALLET_DETAIL_CHARS ? `${cut.slice(0, MAX_WALLET_DETAIL_CHARS - 1)}…` : cut;",
    replace: "return text;",
    tests: [WALLET_FAILURE],
  },
  {
    id: "track-failed-verdict-recoded",
    rule: "track reports the solver's FAILED verdict as EXECUTION_FAILED (docs/errors.md)",
    file: "services/swaps/track.ts",
    find: 'return fail("EXECUTION_FAILED", "Cannot track swap: the solver reports the intent failed", {',
    replace: 'return fail("EXTERNAL_API_ERROR", "Cannot track swap: the solver reports the intent failed", {',
    tests: [TRACK_BOUNDS],
  },
  {
    id: "errors-doc-calls-produced-code-reserved",
    rule: "docs/errors.md never calls a code the library produces reserved",
    file: "docs/errors.md",
    find: "| `EXECUTION_FAILED`            | The intent failed on the hub:",
    replace: "| `EXECUTION_FAILED`            | Reserved. The intent failed on the hub:",
    tests: ["tests/docs/error_codes_doc_test.ts"],
  },
  {
    id: "control-host-unchecked",
    rule:
      "the simulator's control surface refuses a Host that is not loopback or --allowed-host (DNS rebinding)",
    file: "simulator/cors/control_guard.ts",
    find: "if (!isLoopbackHost(name) && !hosts.has(name)) {",
    replace: 'if (!isLoopbackHost(name) && !hosts.has(name) && name === "") {',
    tests: [CONTROL_GUARD],
  },
  {
    id: "control-origin-unchecked",
    rule:
      "the simulator's control surface refuses an Origin other than its own or one named by --cors-origin",
    file: "simulator/cors/control_guard.ts",
    find: "if (o !== self && !origins.has(o)) {",
    replace: 'if (o !== self && !origins.has(o) && o === "") {',
    tests: [CONTROL_GUARD],
  },
  {
    id: "control-text-plain-accepted",
    rule:
      "the simulator's control surface refuses state-changing requests whose body is not application/json",
    file: "simulator/cors/control_guard.ts",
    find: 'if (type !== "application/json") {',
    replace: 'if (type === "never/never") {',
    tests: [CONTROL_GUARD],
  },
  {
    id: "simulate-help-starts",
    rule: "simulate --help prints every flag and exits 0 instead of starting a simulator",
    file: "simulator/simulate_cli.ts",
    find: "if (help && errors.length === 0) {",
    replace: "if (help && errors.length < 0) {",
    tests: [SIMULATE_HELP],
  },
  {
    id: "simulate-unknown-flag-ignored",
    rule: "an unknown simulate flag prints one line and exits 2",
    file: "simulator/simulate_cli.ts",
    find: "unknown ??= args[i];",
    replace: "unknown ??= undefined;",
    tests: [SIMULATE_HELP],
  },
  {
    id: "junk-signal-accepted",
    rule: "the transport refuses a signal that is not an AbortSignal (a failure value, not a TypeError)",
    file: "core/http/request.ts",
    find: "if (req.signal !== undefined && !isAbortSignal(req.signal)) {",
    replace: "if (req.signal === null) {",
    tests: ["tests/core/http/request_test.ts", JUNK_TABLE],
  },
  {
    id: "junk-call-options-signal-accepted",
    rule: "per-call options refuse a signal that is not an AbortSignal",
    file: "core/options/number_option.ts",
    find: "if (record.signal !== undefined && !isAbortSignal(record.signal)) {",
    replace: "if (record.signal === null) {",
    tests: [JUNK_TABLE],
  },
  {
    id: "guard-removed-from-one-method",
    rule:
      "every service method is guarded: a hostile argument is a failed Result, never a throw or rejection",
    file: "services/client/guard_service.ts",
    find: "if (plain[key] === true) continue;",
    replace: 'if (plain[key] === true || key === "getQuote") continue;',
    tests: [HOSTILE_SURFACE],
    // killed at run 1 of the fixed seed (every run calls every target)
    ci: {
      env: {
        FUZZ_ONLY: "public surface answers hostile arguments",
        FUZZ_PROPERTY_RUNS: "4",
        FUZZ_NO_SHRINK: "1",
      },
    },
  },
  {
    id: "simulator-numeric-options-unchecked",
    rule: "the simulator refuses NaN / infinite / negative / out-of-range numeric options, naming the field",
    file: "simulator/app.ts",
    find: "if (!checked.ok) throw checked.error;",
    replace: "void checked;",
    tests: [NUMERIC_OPTIONS],
  },
  {
    id: "wallet-numeric-options-unchecked",
    rule: "the private-key EVM wallet refuses a bad chainId, retryCount or timeoutMs, naming the field",
    file: "chains/evm/wallet_private_key.ts",
    find: "if (!numbers.ok) return numbers;",
    replace: "void numbers;",
    tests: [NUMERIC_OPTIONS],
  },
  {
    id: "injective-wallet-gas-limit-unchecked",
    rule:
      "the private-key Injective wallet refuses a NaN / infinite / negative / fractional gasLimit, naming the field",
    file: "chains/injective/wallet_private_key.ts",
    find: "if (!gasLimit.ok) return gasLimit;",
    replace: "void gasLimit;",
    tests: [INJECTIVE_WALLET_OPTIONS],
  },
  {
    id: "bridge-track-timeout-unchecked",
    rule: "trackBridge refuses a NaN / infinite / negative / over-the-limit timeout",
    file: "services/bridge/track.ts",
    find: '[["timeout", { positive: true }]], "track bridge"',
    replace: '[], "track bridge"',
    tests: [NUMERIC_OPTIONS],
  },
  {
    id: "chain-polling-config-unchecked",
    rule:
      "a chain's pollingConfig numbers are validated like every other timeout (INVALID_CONFIG naming the path)",
    file: "core/config/validate_client_options.ts",
    find: "const problem = value === undefined ? undefined : numberOptionProblem(value);",
    replace: "const problem: string | undefined = undefined;",
    tests: [XSWAP_OPTIONS],
  },
  {
    id: "solana-compute-limit-dropped",
    rule:
      "a Solana spoke transaction asks for the platform's compute budget (1,400,000 units for a deposit); the " +
      "simulated node refuses one left at the runtime's 200,000 default",
    file: "chains/solana/solana_tx.ts",
    find: "    tx.add(ComputeBudgetProgram.setComputeUnitLimit({ units: computeUnitLimit }));\n",
    replace: "",
    tests: ["tests/chains/solana/adapter_test.ts"],
  },
  {
    id: "solana-compute-unmetered",
    rule: "the simulated Solana node meters compute units and refuses a transaction over its limit",
    file: "simulator/chains/solana/compute_budget.ts",
    find: "    if (units > limit) return",
    replace: "    if (units > limit && limit < 0) return",
    tests: ["tests/simulator/solana/compute_budget_test.ts"],
  },
  {
    id: "cancel-refunds-the-whole-input",
    rule:
      "a cancelled intent returns only what no fill consumed (the simulated intents contract's cancelIntent)",
    file: "simulator/state/ledger.ts",
    find: "const refund = hub.intent.inputAmount - consumed;",
    replace: "const refund = hub.intent.inputAmount;",
    tests: ["tests/services/swaps/cancel_intent_test.ts"],
  },
  {
    id: "cancel-sent-to-the-wrong-wallet",
    rule:
      "a cancel is sent to the intent's creator (the user's hub wallet), the only account the contract obeys",
    file: "services/swaps/cancel_intent.ts",
    find: "    hubWallet: intent.creator as Address,",
    replace: "    hubWallet: intent.solver as Address,",
    tests: ["tests/services/swaps/cancel_intent_test.ts"],
  },
  {
    id: "cross-origin-redirect-followed",
    rule: "credentials never leave their origin: a redirect to another origin is refused, never followed",
    file: "core/http/request.ts",
    find: "if (next.origin !== new URL(current).origin) {",
    replace: "if (next.origin !== next.origin) {",
    tests: [ORIGINS],
  },
  {
    id: "response-cap-counts-one-chunk",
    rule: "a body is capped on the bytes read so far, while it streams",
    file: "core/http/read_capped_body.ts",
    find: "bytes += value.byteLength;",
    replace: "bytes = value.byteLength;",
    tests: [RESPONSE_BOUNDS],
  },
  {
    id: "response-cap-byob-counts-one-read",
    rule: "a byte-stream body (a fetch body) is capped on the bytes read so far, while it streams",
    file: "core/http/read_capped_body.ts",
    find: "filled += value.byteLength;",
    replace: "filled = value.byteLength;",
    tests: [RESPONSE_BOUNDS],
  },
  {
    id: "abort-leaves-body-reader",
    rule: "an abort or timeout cancels the body's reader whatever fetch does with its signal",
    file: "core/http/read_capped_body.ts",
    find: 'signal?.addEventListener("abort", onAbort, { once: true });',
    replace: 'signal?.addEventListener("abort", () => {}, { once: true });',
    tests: [RESPONSE_BOUNDS],
  },
  {
    id: "uint256-length-unbounded",
    rule: "no amount string over 78 digits is accepted or converted",
    file: "core/schemas/uint256_decimal.ts",
    find: "/^(0|[1-9][0-9]{0,77})$/",
    replace: "/^(0|[1-9][0-9]*)$/",
    tests: [UINT256],
  },
  {
    id: "uint256-range-unchecked",
    rule: "an amount above 2^256-1 is refused",
    file: "core/schemas/uint256_decimal.ts",
    find: "return canonical.length < UINT256_MAX_DIGITS || canonical <= UINT256_MAX_DECIMAL;",
    replace: "return canonical.length <= UINT256_MAX_DIGITS;",
    tests: [UINT256],
  },
  {
    id: "evm-nonce-manager-dropped",
    rule:
      "the private-key EVM wallet takes its nonces from viem's nonce manager (docs/chains/concurrency.md)",
    file: "chains/evm/wallet_private_key.ts",
    find: "nonceManager: tracked,",
    replace: "nonceManager: undefined,",
    tests: [EVM_NONCES],
  },
  {
    id: "evm-send-lane-dropped",
    rule: "the sends of one EVM key reach the node one after another, in nonce order",
    file: "chains/evm/wallet_private_key.ts",
    find: "runInAccountLane(nonceManager, account.address, async",
    replace:
      "((_s: unknown, _k: unknown, f: () => Promise<Hex>) => f())(nonceManager, account.address, async",
    tests: [CONCURRENT, EVM_NONCES],
    ci: concurrentRuns(12),
  },
  {
    id: "stellar-source-lane-dropped",
    rule: "the writes of one Stellar source account run one after another (one sequence each)",
    file: "chains/stellar/soroban_tx.ts",
    find: "return runInAccountLane(rpcOptions.fetch ?? GLOBAL_FETCH, `${url}\\n${source}`, write);",
    replace: "return write();",
    tests: [CONCURRENT],
    ci: concurrentRuns(12),
  },
  {
    id: "stacks-wallet-lane-dropped",
    rule: "the calls of one Stacks wallet run one after another (one nonce each)",
    file: "chains/stacks/wallet_private_key.ts",
    find: "runInAccountLane(scope, `${network.client.baseUrl}\\n${address}`, () => callContract(request))",
    replace: "callContract(request)",
    tests: [CONCURRENT],
    ci: concurrentRuns(20),
  },
  {
    id: "near-wallet-lane-dropped",
    rule: "the sends of one NEAR access key run one after another (nonces reach the node in order)",
    file: "chains/near/wallet_private_key.ts",
    find: "return await runInAccountLane(scope, key, () => signAndSendTransaction(request));",
    replace: "return await signAndSendTransaction(request);",
    tests: [CONCURRENT],
    ci: concurrentRuns(12),
  },
  {
    id: "injective-wallet-lane-dropped",
    rule: "the executes of one Injective wallet run one after another (one account sequence each)",
    file: "chains/injective/wallet_private_key.ts",
    find: "runInAccountLane(scope, `${options.restUrl}\\n${address}`, () => execute(request))",
    replace: "execute(request)",
    tests: [CONCURRENT],
    ci: concurrentRuns(20),
  },
  {
    id: "bitcoin-spend-lane-dropped",
    rule: "two spends of one Bitcoin address never pick the same UTXOs",
    file: "chains/bitcoin/send_psbt.ts",
    find: "await runInAccountLane(esplora, address, spend)",
    replace: "await spend()",
    tests: [CONCURRENT],
    ci: concurrentRuns(12),
  },
  {
    id: "relayer-id-length-unchecked",
    rule:
      "the simulated relayer refuses a chain_id or conn_sn above 2^53 - 1 as INVALID_REQUEST, checked by length",
    file: "simulator/relayer/relayer_app.ts",
    find: "if (badId !== undefined) {",
    replace: 'if (badId !== undefined && badId === "") {',
    tests: [HUGE_INPUTS],
  },
  {
    id: "body-read-before-cap",
    rule: "the simulator caps a request body while reading it, before anything (the recorder) reads it whole",
    file: "simulator/app.ts",
    find: "request.body === null ? record(request) : door.fetch(request)",
    replace: "record(request)",
    tests: [BODY_LIMITS],
  },
  {
    id: "relayer-trusts-declared-data",
    rule: "the simulated relayer relays what the source chain recorded, not a client's declared data",
    file: "simulator/state/ledger.ts",
    find:
      "const relay = split ? (unresolved ? data : undefined) : this.#relayRecordOf?.(chainId, tx.txHash);",
    replace: "const relay = data ?? this.#relayRecordOf?.(chainId, tx.txHash);",
    tests: [RELAYER_TRUST],
  },
  {
    id: "state-written-in-place",
    rule: "simulate --state writes a temporary file and renames it: a kill leaves no torn state file",
    file: "simulator/scenarios/state_file.ts",
    find: "await fs.rename(temporary, path);",
    replace: "await fs.writeTextFile(path, text);",
    tests: [STATE_FILE],
  },
  {
    id: "exchange-spends-expired-utxos",
    rule: "the simulated exchange no longer spends an expired trading-wallet output until it is renewed",
    file: "simulator/chains/bitcoin/_exchange_context.ts",
    find: "return utxos.filter((u) => !isExpiredAt(ctx.chain.createdAtOf(u.txid, u.vout) ?? 0, ctx.now()));",
    replace: "return utxos;",
    tests: ["tests/chains/bitcoin/trading_wallet_test.ts"],
  },
  {
    id: "exchange-login-signature-unchecked",
    rule: "the simulated exchange's log-in checks the BIP-322 signature of the message",
    file: "simulator/chains/bitcoin/_bip322.ts",
    find: 'return valid ? undefined : "signature does not verify";',
    replace: "return undefined;",
    tests: ["tests/chains/bitcoin/trading_wallet_test.ts"],
  },
  {
    id: "stellar-credit-without-trustline",
    rule: "the simulated Stellar network credits a classic asset only to an account with a trustline to it",
    file: "simulator/chains/stellar/trustline_credit.ts",
    find: 'if (line === undefined) return "trustline missing";',
    replace: "if (line === undefined) return undefined;",
    tests: ["tests/chains/stellar/trustline_test.ts"],
  },
  {
    id: "near-withdrawal-past-rate-limit",
    rule: "the simulated NEAR rate-limit contract refuses a withdrawal beyond what is available",
    file: "simulator/chains/near/rate_limits.ts",
    find: 'return amount > available(token, setting) ? "rate limit exceeded" : undefined;',
    replace: "return undefined;",
    tests: ["tests/chains/near/rate_limit_test.ts"],
  },
  {
    id: "atoken-repay-burns-at-borrow-index",
    rule:
      "the simulated pool's repayWithATokens burns the supply at the liquidity index: it falls by what the debt does",
    file: "simulator/state/positions/money_market.ts",
    find: "const burnt = paid === supplied ? row.scaledATokenBalance : rayDiv(paid, state.liquidityIndex);",
    replace:
      "const burnt = paid === supplied ? row.scaledATokenBalance : rayDiv(paid, state.variableBorrowIndex);",
    tests: ["tests/simulator/positions/money_market_reserve_ops_test.ts"],
  },
  {
    id: "tick-factor-typo",
    rule:
      "getSqrtRatioAtTick uses TickMath.sol's exact per-bit factors (a transposed digit moves every tick with that bit)",
    file: "services/dex/_tick_math.ts",
    find: "0xfe5dee046a99a2a811c461f1969c3053n",
    replace: "0xfe5ede046a99a2a811c461f1969c3053n",
    tests: ["tests/services/dex/cl_math_test.ts"],
  },
  {
    id: "cl-liquidity-loose-constraint",
    rule:
      "in range, the liquidity of two amounts is the binding (smaller) of the two single-token liquidities",
    file: "services/dex/_tick_math.ts",
    find: "return l0 < l1 ? l0 : l1;",
    replace: "return l0 > l1 ? l0 : l1;",
    tests: ["tests/services/dex/cl_math_test.ts"],
  },
  {
    id: "operation-budget-ignored",
    rule: "totalTimeout bounds the whole swap or bridge (docs/swaps.md#whole-operation-timeout)",
    file: "services/intent/operation_budget.ts",
    find: "    }, budgetMs);",
    replace: "    }, budgetMs * 10);",
    tests: [
      "tests/services/swaps/total_timeout_test.ts",
      "tests/services/bridge/bridge_total_timeout_test.ts",
    ],
  },
  {
    id: "presimulated-intent-differs",
    rule: "the hub pre-simulation sees the very intent the wallet then sends (services/swaps/swap.ts)",
    file: "services/swaps/swap.ts",
    find: "const built = buildIntent(deps, params, fields);",
    replace: "const built = buildIntent(deps, params, { ...fields, intentId: fields.intentId + 1n });",
    tests: ["tests/services/swaps/prepare_intent_test.ts"],
  },
  {
    id: "undeclared-error-code",
    rule:
      "a public method fails only with the codes its signature declares (swaps.getSolverFee: SwapInputErrorCode)",
    file: "services/swaps/swaps_service.ts",
    find: '"INVALID_AMOUNT",\n          "Cannot compute the solver fee',
    replace: '"RELAY_FAILED",\n          "Cannot compute the solver fee',
    tests: ["tests/errors/declared_codes_test.ts"],
  },
  {
    id: "one-go-read-trusts-built-response",
    rule:
      "only a body the runtime ends at its Content-Length is read in one go; any other streams through the cap",
    file: "core/http/read_capped_body.ts",
    find: 'if (response.type !== "basic") return false;',
    replace: "",
    tests: ["tests/core/http/runtime_fetch_body_test.ts"],
  },
  {
    id: "one-go-read-of-decoded-body",
    rule: "a compressed body is capped on its decoded bytes, not its Content-Length",
    file: "core/http/read_capped_body.ts",
    find: 'return encoding === null || encoding.trim().toLowerCase() === "identity";',
    replace: "return true;",
    tests: ["tests/core/http/runtime_fetch_body_test.ts"],
  },
  {
    id: "history-pages-in-arrival-order",
    rule: "getAllUserIntents puts the pages in list order, not in the order their answers arrive",
    file: "services/backend_api/_all_pages.ts",
    find: "pages[index] = page.value.items;",
    replace: "pages[pages.findIndex((p) => p === undefined)] = page.value.items;",
    tests: ["tests/services/backend_api/all_user_intents_test.ts"],
  },
];
