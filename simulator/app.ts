/**
 * `createSimulatorApp`: the whole simulator as one hono app with no socket. Layout: the gateway at `{prefix}`
 * (data API and oracle at `/be`, `/intent/oracle`, solver at `/intent`, swaps at `/swaps`, bridge at `/bridge`,
 * sponsoring at `/sponsorships`, OpenAPI at `/openapi.json`), the relayer at `/relayer`, EVM JSON-RPC at
 * `/rpc/:chainKey`, Horizon at `/horizon`, ICON JSON-RPC at `/icon/api/v3`, NEAR JSON-RPC at `/near`, the Stacks
 * node / Hiro API subset at `/stacks`, Sui JSON-RPC at `/sui`, Injective REST (LCD) at `/injective`, control at
 * `/__sim`, a Bitcoin Esplora subset at `/bitcoin/api` and its trading-wallet exchange at `/bitcoin/exchange`.
 * CORS (any origin by default, `corsOrigin` to restrict) wraps everything. Every service shares one ledger, one
 * request log and one fault layer; bad input anywhere is a JSON 4xx, never a 500 or a hang.
 *
 * @example Read the oracle markets in-process
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "./app.ts";
 * const sim = createSimulatorApp({ clock: "system" });
 * const res = await sim.fetch("/v1/be/oracle/markets");
 * assert.ok(res.status === 200 && (await res.json()).quote === "USD");
 * sim.close();
 * ```
 * @module
 */
import { checkNumberOption, type NumberOptionRule } from "../core/options/number_option.ts";
import { Hono } from "hono";
import type { ClientOptions } from "../core/config/client_options.ts";
import type { SimEnv } from "./faults/sim_env.ts";
import { jsonError } from "./http/respond.ts";
import {
  backendTooLarge,
  type BodyLimitRule,
  bodyLimits,
  relayerTooLarge,
  routePrefix,
  solverTooLarge,
} from "./http/body_limits.ts";
import { notFoundOrMethodNotAllowed } from "./http/method_not_allowed.ts";
import { ApiKeyRegistry, DEFAULT_SIM_API_KEY } from "./auth/api_keys.ts";
import { apiKeyMiddleware } from "./auth/middleware.ts";
import { BITCOIN_BOOK_CHAIN, BITCOIN_BOOK_TOKEN } from "./chains/bitcoin/chain_state.ts";
import { createBridgeApp } from "./bridge/mod.ts";
import type { SimContext } from "./context/sim_context.ts";
import { createControlApp, simState } from "./control/control_app.ts";
import { simulatorCors } from "./cors/cors_middleware.ts";
import { controlGuard } from "./cors/control_guard.ts";
import { mountDashboard } from "./dashboard/mount_dashboard.ts";
import { isControlPath, requestLogMiddleware } from "./request_log/log_middleware.ts";
import { RequestLog, type RequestLogEntry, type RequestLogFilter } from "./request_log/request_log.ts";
import { type FaultConfigPatch, FaultEngine } from "./faults/fault_engine.ts";
import { faultMiddleware } from "./faults/middleware.ts";
import { isFaultPresetName } from "./faults/presets.ts";
import { timerSleep } from "./faults/sleep.ts";
import { TokenCatalog } from "./state/token_catalog.ts";
import { createDataApp } from "./gateway/data_app.ts";
import { candlesFastLane } from "./gateway/candles_fast_lane.ts";
import { CandlesCache, CandlesQueryMemo, createOracleApp } from "./gateway/oracle_app.ts";
import { decodeOnwardTransfers } from "./hub_abi/onward_transfers.ts";
import { cancelledIntentHashes } from "./hub_abi/cancel_intent.ts";
import { SIMULATED_CONFIG } from "./client_config/simulated_deployments.ts";
import { isSpokeChainKey } from "../core/chains/chain_keys.ts";
import { simRelayChainId } from "./client_config/relay_ids.ts";
import { inProcessFetch, type SimFetch } from "./in_process_fetch.ts";
import { openApiDocument } from "./openapi/document.ts";
import {
  DEFAULT_SIM_PREFIX,
  DEFAULT_SIM_SEED,
  IN_PROCESS_ORIGIN,
  normalisePrefix,
  type SimulatorOptions,
} from "./options.ts";
import { createRelayerApp } from "./relayer/relayer_app.ts";
import { RequestRecorder } from "./scenarios/request_recorder.ts";
import {
  createScenariosApp,
  createScenarioSession,
  type ScenarioSession,
} from "./scenarios/scenarios_app.ts";
import { createSolverApp } from "./solver/solver_app.ts";
import { systemClock } from "./state/clock.ts";
import { Ledger } from "./state/ledger.ts";
import { createSimulatorBalanceBook } from "./state/balances/simulator_book.ts";
import { settleLedgerBalances } from "./state/balances/ledger_settlement.ts";
import { positionsContractsFromConfig } from "./state/positions/apply_hub_calls.ts";
import { PositionsStore } from "./state/positions/store.ts";
import type { SimStores } from "./context/sim_stores.ts";
import type { ChainDeps, ChainRoute } from "./chains/chain_module.ts";
import { CHAIN_MODULES, type ChainNodes } from "./chains/registry.ts";
import { mountChainRoute } from "./chains/mount_chain_route.ts";
import { createSwapsApp } from "./swaps/swaps_app.ts";
import { simulatorClientConfig, type SimulatorUrls, simulatorUrls } from "./client_config/urls.ts";

/** The body cap of every path without its own: 1 MB, the backend's `{message, code}` 413. */
const BACKEND_BODY_LIMIT: Omit<BodyLimitRule, "prefix"> = { tooLarge: backendTooLarge };

/** The largest snapshot `POST /__sim/restore` takes (64 MiB). */
export const MAX_RESTORE_BYTES = 64 * 1024 * 1024;

/**
 * The body caps of the simulator's route families (docs/simulator.md#request-bodies): 1 MB everywhere
 * (`DEFAULT_MAX_BODY_BYTES`), 64 MiB for a snapshot restore; each 413 in its service's vocabulary (a chain
 * route's own `tooLarge`, the backend's otherwise).
 */
function bodyLimitRules(prefix: string, chainRoutes: readonly ChainRoute[]): BodyLimitRule[] {
  return [
    { prefix: `${prefix}/intent/`, tooLarge: solverTooLarge },
    { prefix: `${prefix}/intent/oracle`, tooLarge: backendTooLarge },
    { prefix: "/relayer", tooLarge: relayerTooLarge },
    { prefix: "/__sim/restore", maxBytes: MAX_RESTORE_BYTES, tooLarge: backendTooLarge },
    ...chainRoutes.map((route) => ({
      prefix: `${route.gateway ? prefix : ""}${routePrefix(route.path)}`,
      tooLarge: route.tooLarge ?? backendTooLarge,
    })),
  ];
}

/** An in-process simulator. */
export interface SimulatorApp {
  /** The root hono app (`app.request`, `app.fetch`). */
  app: Hono<SimEnv>;
  /**
   * Answers one request: the candles fast lane when it applies (see `gateway/candles_fast_lane.ts`), otherwise
   * `app.fetch`. The socket server and the in-process `fetch` both call it.
   */
  handle(request: Request): Response | Promise<Response>;
  /** `fetch` served in-process (relative URLs allowed; dropped connections reject with a `TypeError`). */
  fetch: SimFetch;
  /** Shared state. */
  context: SimContext;
  /** The state ledger. */
  ledger: Ledger;
  /** URLs on `options.origin`. */
  urls: SimulatorUrls;
  /** Client options targeting `urls`. */
  clientConfig: ClientOptions;
  /** Public key of the simulated Stellar sponsor. */
  sponsorPublicKey(): string;
  /** Patches the fault configuration. */
  setFaults(patch: FaultConfigPatch): void;
  /** Forgets all state and reseeds. */
  reset(seed?: number): void;
  /** The `/__sim/state` summary. */
  counters(): Record<string, unknown>;
  /** The request log. */
  requests(filter?: RequestLogFilter): RequestLogEntry[];
  /** Ends stalls and latency sleeps (call before dropping the app). */
  close(): void;
  /** Snapshot restore and the request recording (`/__sim/snapshot`, `/__sim/restore`, `/__sim/recording`). */
  scenarios: ScenarioSession;
}

/** The bounds of `recordingBytes` (also checked by `simulate --recording-bytes` before it starts). */
export const RECORDING_BYTES_RULE: NumberOptionRule = { integer: true, max: 2 ** 31 - 1 };

/** The numeric options and their bounds (the library's one check, `core/options/number_option.ts`). */
const NUMERIC_OPTIONS: readonly (readonly [keyof SimulatorOptions, NumberOptionRule])[] = [
  ["port", { integer: true, max: 65_535 }],
  ["requestLogCapacity", { integer: true, positive: true, max: 10_000_000 }],
  ["recordingBytes", RECORDING_BYTES_RULE],
  ["ledgerRetainSettled", { integer: true, max: 10_000_000 }],
  ["ledgerRetainSettledMs", { max: Number.MAX_SAFE_INTEGER }],
];

function validateOptions(options: SimulatorOptions): void {
  if (options.seed !== undefined && !Number.isSafeInteger(options.seed)) {
    throw new TypeError(`Simulator seed must be a safe integer, got ${options.seed}`);
  }
  for (const [field, rule] of NUMERIC_OPTIONS) {
    // INVALID_CONFIG naming the field: NaN, infinities, negatives and out-of-range sizes never reach a timer or
    // an allocation
    const checked = checkNumberOption(options[field], field, {
      ...rule,
      code: "INVALID_CONFIG",
      what: "start the simulator",
    });
    if (!checked.ok) throw checked.error;
  }
  if (options.preset !== undefined && !isFaultPresetName(options.preset)) {
    throw new TypeError(`Unknown simulator preset "${options.preset}"`);
  }
}

/**
 * Creates the simulator without a socket.
 *
 * @param options see {@link SimulatorOptions}
 * @returns the app, its state and control helpers
 * @throws {TypeError} on an invalid prefix, seed or preset; a `ClientError` `INVALID_CONFIG` naming
 *   `context.field` for a numeric option (`port`, `requestLogCapacity`, `recordingBytes`, `ledgerRetainSettled`,
 *   `ledgerRetainSettledMs`)
 *   that is NaN, infinite, negative, fractional or out of range
 */
export function createSimulatorApp(options: SimulatorOptions = {}): SimulatorApp {
  validateOptions(options);
  const prefix = normalisePrefix(options.prefix ?? DEFAULT_SIM_PREFIX);
  let seed = options.seed ?? DEFAULT_SIM_SEED;
  const clock = options.clock === undefined || options.clock === "system" ? systemClock : options.clock;
  const config = options.config ?? SIMULATED_CONFIG;
  const faults = new FaultEngine({ seed, preset: options.preset });
  const catalog = TokenCatalog.fromConfig(config);
  const hubAssetManager = config.hub.addresses.assetManager ?? "";
  const balances = createSimulatorBalanceBook({
    config,
    beforeRead: () => ledger.sync(),
    unlimitedAllowances: options.unlimitedAllowances,
  });
  const positions = new PositionsStore({
    contracts: positionsContractsFromConfig(config),
    sync: () => ledger.sync(),
  });
  const ledger = new Ledger({
    clock,
    seed,
    profile: () => faults.profile(),
    retainSettled: options.ledgerRetainSettled,
    retainSettledMs: options.ledgerRetainSettledMs,
    onHubCalls: (d) => positions.applyHubCallList(d.hubWallet, d.payload, d.at, d.hubTxHash),
    onHubIntent: (hub) => positions.applyIntent(hub.intent),
    onwardTransfers: (payload) =>
      decodeOnwardTransfers(payload, hubAssetManager, (hubAsset) => {
        const token = catalog.spokeTokenOfHubAsset(hubAsset);
        return token === undefined || !isSpokeChainKey(token.chainKey)
          ? undefined
          : Number(simRelayChainId(token.chainKey));
      }),
    cancelledIntents: (payload) => cancelledIntentHashes(payload, config.solver.intentsContract),
    onDelivered: (packet) => settlement.onDelivered(packet), // called at sync, after `settlement` exists
    onPruned: (hashes) => balances.forgetRefs(hashes), // a pruned tx cannot be applied again
    // what each node recorded of its txs (called at relay time, after `chains` exists)
    relayRecordOf: (chainId, txHash) => {
      for (const node of chains) {
        const data = node.relayDataOf?.(chainId, txHash);
        if (data !== undefined) return data;
      }
      return undefined;
    },
  });
  const settlement = settleLedgerBalances({
    book: balances,
    ledger,
    config,
    // Stellar classic assets need a trustline, NEAR withdrawals pass the rate limit (called at delivery, after
    // `chains` exists)
    creditGate: {
      refusal: (c) =>
        c.chainKey === "stellar"
          ? (options.stellarTrustlines === "implicit" ? undefined : stellar.creditRefusal(c))
          : c.chainKey === "near"
          ? chains[1].creditRefusal(c)
          : undefined,
      credited: (c) => {
        if (c.chainKey === "stellar" && options.stellarTrustlines !== "implicit") stellar.credited(c);
        if (c.chainKey === "near") chains[1].credited(c);
      },
    },
  });
  const auth = new ApiKeyRegistry(options);
  const log = new RequestLog({ capacity: options.requestLogCapacity });
  const candlesCache = new CandlesCache();
  const candlesQueries = new CandlesQueryMemo();
  const lifetime = new AbortController();
  const swaps = createSwapsApp({
    ledger,
    chains: config.chains,
    intentsContract: config.solver.intentsContract,
    // check-allowance answers what the chain's ERC-20 answers: the shared book
    readAllowance: (q) => balances.allowance(q.chainKey, q.owner, q.token.address, q.spender),
  });
  const chainDeps: ChainDeps = {
    config,
    ledger,
    balances,
    positions,
    clock,
    faults,
    seed,
    prefix,
    nearRateLimits: options.nearRateLimits,
    vaultMaxDeposits: options.vaultMaxDeposits,
  };
  const chains = CHAIN_MODULES.map((m) => m.create(chainDeps)) as ChainNodes;
  const stellar = chains[3]; // the Stellar node: its place in CHAIN_MODULES types it
  const stores = {} as SimStores;
  for (const node of chains) Object.defineProperties(stores, Object.getOwnPropertyDescriptors(node.stores));
  Object.assign(stores, { swaps: swaps.store });

  const ctx: SimContext = {
    ledger,
    balances,
    positions,
    stores,
    clock,
    faults,
    auth,
    log,
    candlesCache,
    sleep: options.sleep ?? timerSleep,
    prefix,
    lifetime: lifetime.signal,
    seed: () => seed,
    reset(newSeed) {
      if (newSeed !== undefined) seed = newSeed;
      ledger.reset(seed);
      balances.reset();
      positions.reset();
      faults.reset(seed);
      log.clear();
      candlesCache.clear();
      swaps.reset();
      for (const node of chains) node.reset(seed);
    },
  };

  const scenarios = createScenarioSession(
    ctx,
    new RequestRecorder({ maxBytes: options.recordingBytes }),
    faults.presetName,
  );

  const gateway = new Hono();
  gateway.route(
    "/",
    createOracleApp({ clock, seed: ctx.seed, catalog, cache: candlesCache, queries: candlesQueries }),
  );
  gateway.route("/", createDataApp({ ledger, config }));
  gateway.route("/intent", createSolverApp({ ledger, clock, seed: ctx.seed, catalog, faults }));
  gateway.route("/swaps", swaps.app);
  gateway.route("/bridge", createBridgeApp({ ledger }));
  for (const route of chains.flatMap((node) => node.routes)) {
    if (route.gateway) mountChainRoute(gateway, route);
  }
  gateway.get("/openapi.json", (c) => c.json(openApiDocument({ prefix })));

  const app = new Hono<SimEnv>();
  app.onError((error) =>
    jsonError(
      500,
      `Internal simulator error: ${error instanceof Error ? error.message : String(error)}`,
      "INTERNAL",
    )
  );
  app.notFound(notFoundOrMethodNotAllowed(app));
  // the control surface answers only loopback / allowed hosts, its own or named origins, JSON writes
  app.use(
    "*",
    controlGuard({
      corsOrigin: options.corsOrigin,
      allowedHosts: options.allowedHosts,
      hostname: options.hostname,
    }),
  );
  app.use("*", simulatorCors(options.corsOrigin)); // preflights answer before the key, fault and log layers
  const dashboard = mountDashboard(app, ctx, { corsOrigin: options.corsOrigin }); // first: the page and its stream are never logged nor faulted
  app.use("*", requestLogMiddleware({ log, clock, prefix, print: options.logRequests }));
  const faultLayer = faultMiddleware({ engine: faults, sleep: ctx.sleep, lifetime: lifetime.signal });
  app.use("*", (c, next) => (isControlPath(c.req.path) ? next() : faultLayer(c, next)));
  const keyed = apiKeyMiddleware(auth);
  for (const path of [`${prefix}/swaps`, `${prefix}/swaps/*`, `${prefix}/bridge`, `${prefix}/bridge/*`]) {
    app.use(path, keyed);
  }
  app.use(`${prefix}/sponsorships/stellar/accounts`, apiKeyMiddleware(auth, ["POST"]));
  app.use(`${prefix}/sponsorships/stellar/config`, apiKeyMiddleware(auth, ["GET", "HEAD"]));
  app.route(prefix === "" ? "/" : prefix, gateway);
  const relayer = createRelayerApp({ ledger });
  app.route("/relayer", relayer);
  app.route("/relayer/", relayer);
  for (const route of chains.flatMap((node) => node.routes)) if (!route.gateway) mountChainRoute(app, route);
  app.route("/__sim", createScenariosApp(ctx, scenarios));
  app.route(
    "/__sim",
    createControlApp(ctx, {
      config: options.config,
      nativeTokenOf: (key) =>
        key === BITCOIN_BOOK_CHAIN
          ? BITCOIN_BOOK_TOKEN
          : (config.chains as Record<string, { nativeToken?: string } | undefined>)[key]?.nativeToken,
    }),
  );

  const fastLane = candlesFastLane({
    prefix,
    clock,
    cache: candlesCache,
    queries: candlesQueries,
    faults,
    log,
    observed: () => dashboard.subscribers > 0 || options.logRequests === true,
  });
  const serve = (request: Request): Response | Promise<Response> => fastLane(request) ?? app.fetch(request);
  const record = (request: Request): Response | Promise<Response> =>
    scenarios.recorder.handle(request, clock.now(), serve);
  // Bodies are capped before anything reads them (the recorder reads whole bodies); a request without a body
  // skips the door.
  const door = new Hono();
  door.use(
    "*",
    bodyLimits(bodyLimitRules(prefix, chains.flatMap((node) => node.routes)), BACKEND_BODY_LIMIT),
  );
  door.all("*", (c) => record(c.req.raw));
  const handle = (request: Request): Response | Promise<Response> =>
    request.body === null ? record(request) : door.fetch(request);

  const urls = simulatorUrls(options.origin ?? IN_PROCESS_ORIGIN, prefix);
  return {
    app,
    handle,
    fetch: inProcessFetch(handle, urls.origin),
    context: ctx,
    ledger,
    urls,
    clientConfig: simulatorClientConfig(urls, config, auth.keys()[0] ?? DEFAULT_SIM_API_KEY),
    sponsorPublicKey: () => stellar.sponsorPublicKey(),
    setFaults: (patch) => faults.update(patch),
    reset: (s) => ctx.reset(s),
    counters: () => simState(ctx),
    requests: (filter) => log.entries(filter),
    close: () => lifetime.abort(),
    scenarios,
  };
}
