/**
 * `XSwap`: the one configurable entry object. Its services return `Result` values and never throw.
 *
 * @example Construct on the packaged defaults and read the effective settings
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "./xswap.ts";
 * const client = new XSwap({ swaps: { partnerFee: { address: "0x2222222222222222222222222222222222222222", percentage: 100 } } });
 * assert.ok(client.config.swapUseBackendSubmitTx === true);
 * assert.ok(client.config.swapPartnerFee?.address.startsWith("0x2222"));
 * ```
 * @module
 */
import { DEFAULT_API_TIMEOUT_MS } from "../../core/timing.ts";
import { type ApiService, resolveApiConfig, type ResolvedApiConfig } from "../../core/api_config/mod.ts";
import {
  type ClientConfig,
  type ClientOptions,
  ConfigService,
  DEFAULT_CLIENT_CONFIG,
  isPlainObject,
  type SolverConfig,
  validateClientOptions,
} from "../../core/config/mod.ts";
import { carriedContext, ClientError } from "../../core/errors.ts";
import type { FetchLike, TransportOptions } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { createSpokeRouter, type SpokeRouter } from "../../chains/registry/routing.ts";
import { BackendApiClient } from "../backend_api/mod.ts";
import {
  BridgeService,
  DexService,
  LeverageYieldService,
  MigrationService,
  MoneyMarketService,
  PartnerService,
  RecoveryService,
  StakingService,
} from "./lazy_services.ts";
import { HubProvider } from "../../chains/hub/hub_provider.ts";
// The hub services' members are typed by their classes (the public ones of `@xswap/client/<service>`); the
// values are the classes of lazy_services.ts that load that code on first use.
import type { MoneyMarketService as MoneyMarketApi } from "../money_market/service.ts";
import type { StakingService as StakingApi } from "../staking/service.ts";
import type { DexService as DexApi } from "../dex/service.ts";
import type { MigrationService as MigrationApi } from "../migration/service.ts";
import type { PartnerService as PartnerApi } from "../partner/service.ts";
import type { RecoveryService as RecoveryApi } from "../recovery/service.ts";
import type { LeverageYieldService as LeverageYieldApi } from "../leverage_yield/service.ts";
import type { SponsoringService } from "../sponsoring/service.ts";
import { LazySponsoringService } from "./lazy_services.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { createPollPolicy, isPollPolicy, type PollPolicy } from "../relay/poll_policy.ts";
import { SwapsService } from "../swaps/mod.ts";
import { createJournalHandle, isJournalStore } from "../journal/handle.ts";
import type { JournalStore } from "../journal/types.ts";
import type { RecoverOptions, RecoverReport } from "./recover_journal.ts";
import type { CreateErrorCode, RecoverErrorCode } from "./error_codes.ts";
import { findHostileValue } from "../../core/guard/find_hostile_value.ts";
import { guardAsync } from "../../core/guard/guard_result.ts";
import { guardService } from "./guard_service.ts";
import {
  BACKEND_API_MEMBERS,
  BRIDGE_MEMBERS,
  CONFIG_MEMBERS,
  DEX_MEMBERS,
  hostileOptionsError,
  LEVERAGE_MEMBERS,
  MONEY_MARKET_MEMBERS,
  NO_SYNC_MEMBERS,
  SPOKE_MEMBERS,
  SPONSORING_MEMBERS,
} from "./_service_guards.ts";
import type { BackendApiErrorCode } from "../backend_api/error_codes.ts";

/** Options of {@link XSwap}: the data-contract overrides plus client-side options. */
export interface XSwapOptions extends ClientOptions {
  /**
   * `fetch` used for every HTTP call (backend, solver, relayer, chain RPCs): pass the simulator's in-process
   * `fetch` to run without sockets. @default globalThis.fetch
   */
  fetch?: FetchLike | undefined;
  /**
   * Retry policy, sleep, jitter and response size cap (`maxResponseBytes`, docs/rules/http.md#response-size) of the
   * HTTP transport. @default DEFAULT_RETRY_POLICY, setTimeout, Math.random, DEFAULT_MAX_RESPONSE_BYTES (4 MiB)
   */
  transport?: Omit<TransportOptions, "fetch"> | undefined;
  /**
   * The swap journal: swaps and bridges record each phase here, from just before the source tx is sent to the
   * delivery, and {@link XSwap.recover} finishes what a crash left in it (docs/swap_lifecycle.md#the-swap-journal).
   * `createMemoryJournalStore()`, `createLocalStorageJournalStore()`, `createFileJournalStore()` from
   * `@xswap/client/journal/file`, or any `{get, set, delete, list}` store. @default undefined (nothing recorded)
   */
  swapJournal?: JournalStore | undefined;
  /**
   * Where the client's polls go and what they learn: the relay waits' schedule, `swaps.track`'s schedule and the
   * learners behind them and behind a quote's `estimatedDeliveryMs`. Make one with `createPollPolicy({...})`
   * from `@xswap/client/deps` (its defaults are the constants of `core/timing.ts`); share one between clients
   * to share what they learn. @default createPollPolicy() (a fresh policy per client)
   */
  pollPolicy?: PollPolicy | undefined;
}

/** `initialize`, guarded: it never rejects. */
const initializeGuarded = guardAsync(
  "client.initialize",
  async (client: XSwap): Promise<Result<void, ClientError>> => {
    const payload = await client.backendApi.getAllConfig();
    if (!payload.ok) return payload;
    return client.config.applyBackendConfig(payload.value);
  },
);

/** Set while {@link XSwap.create} constructs: it returns the options error instead of warning about it. */
let constructingForCreate = false;

/** The entry object. */
export class XSwap {
  /** The configuration service (effective flags, fees, keys, token lookups). */
  readonly config: ConfigService;
  /** Raw backend API access (data API, oracle, swaps and bridge submit-tx). */
  readonly backendApi: BackendApiClient;
  /** Hub reads (hub wallet derivation, deadline). */
  readonly hubProvider: HubProvider;
  /** Spoke routing: the adapter of each chain key. */
  readonly spoke: SpokeRouter;
  /** Swaps. */
  readonly swaps: SwapsService;
  /** Bridge (spoke-to-spoke token moves through the hub; no solver). */
  readonly bridge: BridgeService;
  /** Money market (supply, borrow, withdraw, repay, reserves and positions). */
  readonly moneyMarket: MoneyMarketApi;
  /** Staking (stake, unstake, claim, staking info). */
  readonly staking: StakingApi;
  /** Concentrated-liquidity dex (pools, positions, add/remove liquidity). */
  readonly dex: DexApi;
  /** Migration (ICX to SODA, bnUSD). */
  readonly migration: MigrationApi;
  /** Partner fee claiming. */
  readonly partners: PartnerApi;
  /** Recovery of stuck hub-wallet assets to a spoke chain. */
  readonly recovery: RecoveryApi;
  /** Leverage-yield vaults. */
  readonly leverageYield: LeverageYieldApi;
  /** Stellar sponsored account activation. */
  readonly sponsoring: SponsoringService;
  /** Issues found in the options at construction (`undefined` when none); the client still works on what it can. */
  readonly optionsError: ClientError | undefined;
  /**
   * Shared dependencies of the services (internal; for subclasses).
   *
   * @ignore
   */
  protected readonly deps: ServiceDeps;

  /**
   * Builds the client. Never throws: invalid options are logged and kept in {@link optionsError}; use
   * {@link XSwap.create} to get them as a failed Result instead.
   *
   * @param options overrides of the packaged defaults plus client-side options. @default {}
   */
  constructor(options: XSwapOptions = {}) {
    // JavaScript callers may pass anything: a non-object is reported (INVALID_CONFIG) and the defaults apply; so
    // do options that throw when read (a getter or Proxy that throws), named by path. A cyclic option is refused
    // by path too; the merge skips the reference that closes the cycle.
    const hostile = findHostileValue(options, "options", { symbols: false });
    const readable = hostile?.kind !== "throws";
    const given: XSwapOptions = readable && isPlainObject(options) ? options : {};
    const { fetch: givenFetch, transport: givenTransport, swapJournal, pollPolicy, ...clientOptions } = given;
    const checked = hostile === undefined
      ? validateClientOptions(options as ClientOptions)
      : err(hostileOptionsError(hostile.path, hostile.reason));
    // a fetch or transport that failed validation is not used (the defaults apply)
    const fetch = typeof givenFetch === "function" ? givenFetch : undefined;
    const transport = checked.ok ? givenTransport : undefined;
    this.config = new ConfigService(clientOptions);
    const issues = withPolicyIssue(withJournalIssue(checked, swapJournal), pollPolicy);
    this.optionsError = issues.ok ? undefined : issues.error;
    if (!issues.ok && !constructingForCreate) {
      // A broken logger cannot report its own problem: construction warnings then go to console.warn.
      const logger = clientOptions.logger;
      const usable = typeof logger === "object" && logger !== null && typeof logger.warn === "function";
      const warn = usable ? logger.warn.bind(logger) : console.warn;
      warn(`xswap: invalid client options (${issues.error.code}): ${issues.error.message}`);
    }
    const api = this.#resolveApi();
    this.backendApi = new BackendApiClient({
      ...api.dataApi,
      swaps: api.swaps,
      bridge: api.bridge,
      fetch,
      transport,
      logger: this.config.logger,
    });
    this.hubProvider = new HubProvider(() => this.config.instanceConfig.hub, {
      fetch,
      relayChainIds: () => this.config.instanceConfig.relay.relayChainIdMap,
    });
    this.spoke = createSpokeRouter(() => this.config.instanceConfig.chains, {
      fetch,
      exchange: { signRequest: this.config.exchangeSignRequest },
    });
    this.deps = {
      config: this.config,
      backendApi: this.backendApi,
      spokes: this.spoke,
      hub: this.hubProvider,
      fetch,
      transport,
      sleep: transport?.sleep,
      poll: isPollPolicy(pollPolicy) ? pollPolicy : createPollPolicy(),
      journal: isJournalStore(swapJournal) ? createJournalHandle(swapJournal) : undefined,
    };
    // Every service method is guarded (guard_service.ts): whatever its arguments, it returns a Result and never
    // throws or rejects.
    this.swaps = guardService("swaps", new SwapsService(this.deps), NO_SYNC_MEMBERS);
    this.bridge = guardService("bridge", new BridgeService(this.deps), BRIDGE_MEMBERS);
    // The hub services below load their code on first use (lazy_services.ts).
    this.moneyMarket = guardService("moneyMarket", new MoneyMarketService(this.deps), MONEY_MARKET_MEMBERS);
    this.staking = guardService("staking", new StakingService(this.deps), NO_SYNC_MEMBERS);
    this.dex = guardService("dex", new DexService(this.deps), DEX_MEMBERS);
    this.migration = guardService("migration", new MigrationService(this.deps), NO_SYNC_MEMBERS);
    this.partners = guardService("partners", new PartnerService(this.deps), NO_SYNC_MEMBERS);
    this.recovery = guardService("recovery", new RecoveryService(this.deps), NO_SYNC_MEMBERS);
    this.leverageYield = guardService("leverageYield", new LeverageYieldService(this.deps), LEVERAGE_MEMBERS);
    guardService("config", this.config, CONFIG_MEMBERS);
    guardService("backendApi", this.backendApi, BACKEND_API_MEMBERS);
    guardService("hubProvider", this.hubProvider, NO_SYNC_MEMBERS);
    guardService("spoke", this.spoke, SPOKE_MEMBERS);
    this.sponsoring = guardService(
      "sponsoring",
      // loads on first use (lazy_services.ts)
      new LazySponsoringService({
        ...api.sponsoring,
        globalApiKey: this.config.apiKey,
        sharedRoot: api.dataApi.baseURL,
        // Read per request: initialize() replaces the instance config after construction.
        horizonUrl: () => this.config.instanceConfig.chains.stellar.horizonRpcUrl,
        fetch,
        retry: transport?.retry,
        sleep: transport?.sleep,
        random: transport?.random,
        maxResponseBytes: transport?.maxResponseBytes,
        logger: this.config.logger,
      }),
      SPONSORING_MEMBERS,
    );
  }

  /**
   * Builds the client, or fails with the options' first issue (`INVALID_FEE`, `INVALID_URL`,
   * `UNKNOWN_CHAIN_KEY`, `INVALID_CONFIG`; every issue in `context.issues`).
   *
   * @example Refuse a bad fee
   * ```ts
   * import assert from "node:assert/strict";
   * import { XSwap } from "./xswap.ts";
   * const r = XSwap.create({ fee: { address: "0x2222222222222222222222222222222222222222", percentage: 20_000 } });
   * assert.ok(!r.ok && r.error.code === "INVALID_FEE");
   * ```
   */
  static create(options?: XSwapOptions): Result<XSwap, ClientError<CreateErrorCode>>;
  static create(options: XSwapOptions = {}): Result<XSwap, ClientError> {
    constructingForCreate = true;
    try {
      const client = new XSwap(options);
      return client.optionsError ? err(client.optionsError) : ok(client);
    } finally {
      constructingForCreate = false;
    }
  }

  /**
   * Finishes every swap and bridge the journal (`swapJournal`) holds: what a crashed process or a closed tab left
   * in flight, each delivered once and never sent twice. Call it at startup, before new swaps, from one process
   * or tab at a time per journal (docs/swap_lifecycle.md#the-swap-journal). One call runs at a time: a call made
   * while one runs gets its report.
   *
   * @param options `wallets` (by chain key: to send again a request that never reached its chain), `forget`,
   *   `timeout`, `trackTimeout`, `signal`, `maxScanBlocks`, `concurrency`; see {@link RecoverOptions}
   * @returns one line per entry (`delivered`, `failed`, `retry`, `pending`, `needsWallet`, `notSent`, `unknown`,
   *   `corrupt`, `live`, `forgotten`), or `INVALID_CONFIG` without a journal, `VALIDATION_FAILED` for bad options
   *   (`context.field`), `INTEGRATION_ERROR` when the store fails
   * @example Without a journal
   * ```ts
   * import assert from "node:assert/strict";
   * import { XSwap } from "./xswap.ts";
   * const r = await new XSwap({}).recover();
   * assert.ok(!r.ok && r.error.code === "INVALID_CONFIG");
   * ```
   */
  recover(options?: RecoverOptions): Promise<Result<RecoverReport, ClientError<RecoverErrorCode>>>;
  recover(options?: RecoverOptions): Promise<Result<RecoverReport, ClientError>> {
    // Guarded: hostile options never make it throw.
    return guardAsync("client.recover", (o: RecoverOptions | undefined) => this.#recover(o))(options);
  }

  #recover(options: RecoverOptions | undefined): Promise<Result<RecoverReport, ClientError>> {
    this.#recovering ??= (async (): Promise<Result<RecoverReport, ClientError>> => {
      try {
        const { recoverJournal } = await import("./recover_journal.ts");
        return await recoverJournal(this.deps, options);
      } catch (cause) {
        return err(
          new ClientError("INTEGRATION_ERROR", "Cannot recover: the journal recovery failed", {
            context: { phase: "journal" },
            cause,
          }),
        );
      } finally {
        this.#recovering = undefined;
      }
    })();
    return this.#recovering;
  }

  #recovering: Promise<Result<RecoverReport, ClientError>> | undefined;

  #resolveApi(): ResolvedApiConfig {
    const resolved = resolveApiConfig(this.config.instanceConfig.api, {
      logger: this.config.logger,
      apiKey: this.config.apiKey,
    });
    if (resolved.ok) return resolved.value;
    this.config.logger.error(`Invalid api configuration: ${resolved.error.message}`);
    const raw = this.config.instanceConfig.api as { baseURL?: unknown };
    const broken = {
      baseURL: typeof raw.baseURL === "string" ? raw.baseURL : "",
      basePath: "",
      timeout: DEFAULT_API_TIMEOUT_MS,
      headers: {},
      apiKey: undefined,
    };
    const services: ApiService[] = ["dataApi", "swaps", "bridge", "sponsoring"];
    return Object.fromEntries(services.map((s) => [s, broken])) as unknown as ResolvedApiConfig;
  }

  /** The merged configuration (`ClientConfig`). */
  get instanceConfig(): ClientConfig {
    return this.config.instanceConfig;
  }

  /**
   * Fetches chain and token data from the backend (`GET /be/config/all`) and applies it over the packaged
   * defaults (constructor options re-applied on top). On failure the client keeps working on what it had; the
   * error is informational.
   *
   * @returns `Result<void, ClientError<BackendApiErrorCode>>`
   */
  initialize(): Promise<Result<void, ClientError<BackendApiErrorCode>>>;
  initialize(): Promise<Result<void, ClientError>> {
    return initializeGuarded(this);
  }

  /**
   * The packaged solver configuration object (no parameters; docs/rules/config.md#solver-config): constructor
   * overrides, the derived `{base_url}/intent` root and backend data do not show here (read
   * `instanceConfig.solver` for the settings this client uses). A fresh copy each call, so the packaged
   * object cannot be mutated through it.
   */
  getSolverConfig(): SolverConfig {
    return { ...DEFAULT_CLIENT_CONFIG.solver };
  }
}

/** The options' check with a `swapJournal` that is not a store added as one more `INVALID_CONFIG` issue. */
function withJournalIssue(
  checked: Result<unknown, ClientError>,
  journal: unknown,
): Result<unknown, ClientError> {
  if (journal === undefined || isJournalStore(journal)) return checked;
  return withIssue(checked, "swapJournal", "expected {get, set, delete, list} functions");
}

/** The options' check with a `pollPolicy` that is not a policy added as one more `INVALID_CONFIG` issue. */
function withPolicyIssue(
  checked: Result<unknown, ClientError>,
  policy: unknown,
): Result<unknown, ClientError> {
  if (policy === undefined || isPollPolicy(policy)) return checked;
  return withIssue(checked, "pollPolicy", "expected a PollPolicy (createPollPolicy from @xswap/client/deps)");
}

/** `checked` with one more `INVALID_CONFIG` issue at `path`. */
function withIssue(
  checked: Result<unknown, ClientError>,
  path: string,
  message: string,
): Result<unknown, ClientError> {
  const issue = { code: "INVALID_CONFIG", path, message };
  if (!checked.ok) {
    const issues = Array.isArray(checked.error.context.issues) ? checked.error.context.issues : [];
    return err(
      new ClientError(checked.error.code, checked.error.message, {
        context: carriedContext<typeof checked.error.code>({
          ...checked.error.context,
          issues: [...issues, issue],
        }),
        cause: checked.error.cause,
      }),
    );
  }
  return err(
    new ClientError("INVALID_CONFIG", `Cannot use client options: ${path}: ${issue.message}`, {
      context: { path, issues: [issue] },
    }),
  );
}
