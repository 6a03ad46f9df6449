/**
 * The Stellar sponsoring client (docs/rules/sponsoring.md#resources, docs/rules/sponsoring.md#activation,
 * docs/rules/auth.md#sponsoring-key, docs/rules/auth.md#key-rotation,
 * docs/rules/sponsoring.md#signature-check): sponsor config, account status from one Horizon read, and
 * sponsored activation. Every method returns a Result; failures carry `context.nextAction`.
 *
 * @example Point it at an in-process simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { createSponsoringApp } from "../../simulator/sponsoring/mod.ts";
 * import { SponsoringService } from "./service.ts";
 * const sim = createSponsoringApp({ now: () => 1_700_000_000_000 });
 * const gw = new Hono().route("/v1/sponsorships/stellar", sim.app).route("/horizon", sim.horizonApp);
 * const service = new SponsoringService({
 *   baseURL: "http://sim.local/v1",
 *   horizonUrl: "http://sim.local/horizon",
 *   fetch: async (input, init) => await gw.request(input, init),
 * });
 * const config = await service.getStellarSponsorConfig();
 * assert.ok(config.ok && config.value.sponsorAccount === sim.sponsorPublicKey);
 * ```
 * @module
 */
import type * as z from "../../core/schemas/zod.ts";
import { isValidStellarAccountId } from "../../chains/address/stellar.ts";
import { normalizeBaseUrl } from "../../core/api_config/normalize_base_url.ts";
import {
  DEFAULT_API_HEADERS,
  DEFAULT_API_TIMEOUT_MS,
  DEFAULT_GATEWAY_BASE_URL,
  type RequestOverrideConfig,
  SERVICE_PATHS,
} from "../../core/api_config/types.ts";
import { checkHeaderRecord, mergeHeaderLayers } from "../../core/api_config/resolve_api_config.ts";
import { resolveSponsoringHeaders } from "../../core/auth/sponsoring_api_key.ts";
import { type Logger, SILENT_LOGGER } from "../../core/config/logger.ts";
import { type ClientError, clientError } from "../../core/errors.ts";
import type { SponsoringErrorCode } from "./error_codes.ts";
import type { SetHeadersErrorCode } from "../backend_api/error_codes.ts";
import { httpRequest } from "../../core/http/request.ts";
import type {
  FetchLike,
  HttpMethod,
  RequestKind,
  RetryPolicyOverrides,
  Sleep,
  TransportOptions,
} from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import {
  type HorizonAccount,
  horizonAccountSchema,
  sponsoringErrorBodySchema,
  stellarActivationResponseSchema,
  type StellarSponsorConfig,
  stellarSponsorConfigSchema,
} from "../../core/schemas/sponsoring.ts";
import { type StellarAccountStatus, stellarAccountStatusFromHorizon } from "./account_status.ts";
import { withNextAction } from "./next_action.ts";
import type { ActivateStellarAccountParameters, StellarActivationResult } from "./types.ts";

/** The packaged Horizon (ledger API) of Stellar mainnet. */
export const DEFAULT_HORIZON_URL = "https://horizon.stellar.org";

/**
 * Options of {@link SponsoringService}. Feed it from the resolved `api.sponsoring` settings
 * (`{...resolved.sponsoring, globalApiKey: config.apiKey, sharedRoot: resolved.dataApi.baseURL,
 * horizonUrl: chains.stellar.horizonRpcUrl}`).
 */
export interface SponsoringServiceOptions {
  /** Sponsoring root, version prefix included, no service path. @default "https://api.sodax.com/v1" */
  baseURL?: string | undefined;
  /** Service path appended to the root. @default "/sponsorships/stellar" */
  basePath?: string | undefined;
  /** Overall deadline of each call in ms (retries included). @default 30000 */
  timeout?: number | undefined;
  /** Configured headers (an `x-api-key` here is tier 3). @default JSON Content-Type and Accept */
  headers?: Record<string, string> | undefined;
  /** The sponsoring client's own key (`sponsoringApiConfig.apiKey`); always wins over the global key. @default undefined */
  apiKey?: string | undefined;
  /** The global `apiKey`: sent only when the request targets a gateway (docs/rules/auth.md#sponsoring-key). @default undefined */
  globalApiKey?: string | undefined;
  /** The resolved shared gateway root (data API base URL); counts as a gateway. @default undefined */
  sharedRoot?: string | undefined;
  /**
   * Horizon root for account reads (never receives an API key), or a function read on every request (so a
   * configuration that changes later, as `initialize()` does, is followed). @default "https://horizon.stellar.org"
   */
  horizonUrl?: string | (() => string) | undefined;
  /** The `fetch` of every request. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Transport retry policy. @default DEFAULT_RETRY_POLICY */
  retry?: RetryPolicyOverrides | undefined;
  /** Backoff sleep. @default setTimeout-based */
  sleep?: Sleep | undefined;
  /** Jitter source. @default Math.random */
  random?: (() => number) | undefined;
  /** Largest answer read, in bytes (docs/rules/http.md#response-size). @default DEFAULT_MAX_RESPONSE_BYTES (4 MiB) */
  maxResponseBytes?: number | undefined;
  /** Log sink. @default silent */
  logger?: Logger | undefined;
}

/**
 * The sponsoring client. Construct once; rotate its key with {@link SponsoringService.setHeaders} (the client's
 * global `setHeaders` does not reach it, docs/rules/auth.md#key-rotation).
 *
 * @example An invalid address fails without I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { SponsoringService } from "./service.ts";
 * const service = new SponsoringService({ fetch: () => Promise.reject(new Error("no I/O expected")) });
 * const r = await service.getStellarAccountStatus("not-an-account");
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.nextAction === "fixInput");
 * ```
 */
export class SponsoringService {
  readonly #baseURL: string;
  readonly #basePath: string;
  readonly #timeout: number;
  #headers: Record<string, string>;
  readonly #apiKey: string | undefined;
  readonly #globalApiKey: string | undefined;
  readonly #sharedRoot: string | undefined;
  readonly #horizonUrlOf: () => string;
  readonly #transport: TransportOptions;
  readonly #logger: Logger;

  /**
   * Builds the service; no I/O happens until a method is called.
   *
   * @param options resolved settings, keys, Horizon root and transport; each defaulted
   */
  constructor(options: SponsoringServiceOptions = {}) {
    this.#baseURL = trimSlash(options.baseURL ?? DEFAULT_GATEWAY_BASE_URL);
    this.#basePath = options.basePath ?? SERVICE_PATHS.sponsoring;
    this.#timeout = options.timeout ?? DEFAULT_API_TIMEOUT_MS;
    this.#headers = { ...(options.headers ?? DEFAULT_API_HEADERS) };
    this.#apiKey = options.apiKey === "" ? undefined : options.apiKey;
    this.#globalApiKey = options.globalApiKey;
    this.#sharedRoot = options.sharedRoot;
    const horizonUrl = options.horizonUrl ?? DEFAULT_HORIZON_URL;
    this.#horizonUrlOf = typeof horizonUrl === "function"
      ? () => trimSlash(horizonUrl() || DEFAULT_HORIZON_URL)
      : () => trimSlash(horizonUrl);
    this.#transport = {
      fetch: options.fetch,
      retry: options.retry,
      sleep: options.sleep,
      random: options.random,
      maxResponseBytes: options.maxResponseBytes,
    };
    this.#logger = options.logger ?? SILENT_LOGGER;
  }

  /**
   * Merges headers into the configured ones (keys compared case-insensitively); `{"x-api-key": k}` rotates the
   * sponsoring key (tier 3, above the configured `apiKey`).
   *
   * @param headers headers to set
   * @returns `ok` or, for anything but an object of strings, `VALIDATION_FAILED` (nothing changed)
   */
  setHeaders(headers: Record<string, string>): Result<void, ClientError<SetHeadersErrorCode>>;
  setHeaders(headers: Record<string, string>): Result<void, ClientError> {
    const checked = checkHeaderRecord(headers, "set headers");
    if (!checked.ok) return checked;
    this.#headers = mergeHeaderLayers(this.#headers, headers);
    return ok(undefined);
  }

  /**
   * Reads the live sponsor config.
   *
   * @param override per-call root, timeout, headers, key
   * @returns the config, or a `ClientError` with `context.nextAction`
   */
  getStellarSponsorConfig(
    override?: RequestOverrideConfig,
  ): Promise<Result<StellarSponsorConfig, ClientError<SponsoringErrorCode>>>;
  getStellarSponsorConfig(
    override?: RequestOverrideConfig,
  ): Promise<Result<StellarSponsorConfig, ClientError>> {
    return this.#backend("/config", "GET", "read", stellarSponsorConfigSchema, undefined, override);
  }

  /**
   * Tells whether the account exists on the ledger (one Horizon read; 404 = false).
   *
   * @param address a `G...` account id
   * @returns true/false, or `INVALID_ADDRESS` (no I/O) / a transport error, with `context.nextAction`
   */
  isStellarAccountActive(address: string): Promise<Result<boolean, ClientError<SponsoringErrorCode>>>;
  async isStellarAccountActive(address: string): Promise<Result<boolean, ClientError>> {
    const status = await this.getStellarAccountStatus(address);
    return status.ok ? ok(status.value.active) : status;
  }

  /**
   * Reads the account status from one Horizon read: active, spendable native balance (bigint stroops) and
   * `canAffordTrustline`.
   *
   * @param address a `G...` account id
   * @returns the status, or `INVALID_ADDRESS` (no I/O) / a transport error, with `context.nextAction`
   */
  getStellarAccountStatus(
    address: string,
  ): Promise<Result<StellarAccountStatus, ClientError<SponsoringErrorCode>>>;
  async getStellarAccountStatus(address: string): Promise<Result<StellarAccountStatus, ClientError>> {
    if (typeof address !== "string" || !isValidStellarAccountId(address)) {
      return err(
        clientError("INVALID_ADDRESS", "Cannot read Stellar account: address is not a G... account id", {
          address,
          nextAction: "fixInput",
        }),
      );
    }
    const account = await this.#horizonAccount(address);
    return account.ok ? ok(stellarAccountStatusFromHorizon(account.value)) : account;
  }

  /**
   * Activates `address` through the sponsor: live config, build, `onSignatureRequired`, wallet signature checked
   * against `address` before any POST, submit, one rebuild on a sequence conflict.
   *
   * @param params address, wallet and callback
   * @param override per-call root, timeout, headers, key (sponsoring requests only)
   * @returns `{status: "activated", hash}` or `{status: "alreadyActive"}`, or a `ClientError` with
   *   `context.nextAction` (`INVALID_ADDRESS`, `INTEGRATION_ERROR`, `WALLET_ERROR`, `ACTIVATION_FAILED`,
   *   transport codes)
   */
  activateStellarAccount(
    params: ActivateStellarAccountParameters,
    override?: RequestOverrideConfig,
  ): Promise<Result<StellarActivationResult, ClientError<SponsoringErrorCode>>>;
  async activateStellarAccount(
    params: ActivateStellarAccountParameters,
    override?: RequestOverrideConfig,
  ): Promise<Result<StellarActivationResult, ClientError>> {
    // The activation flow loads on first use: most pages never activate a Stellar account.
    let activation: typeof import("./activate.ts");
    try {
      activation = await import("./activate.ts");
    } catch (cause) {
      return err(withNextAction(
        clientError(
          "INTEGRATION_ERROR",
          "Cannot activate a Stellar account: the activation code failed to load",
          { service: "sponsoring", method: "activateStellarAccount" },
          cause,
        ),
        {},
        "retry",
      )); // a chunk the network could not fetch: the next call loads it again
    }
    return await activation.runActivation({
      getConfig: () => this.getStellarSponsorConfig(override),
      getAccount: (address) => this.#horizonAccount(address),
      submit: (data) =>
        this.#backend("/accounts", "POST", "mutation", stellarActivationResponseSchema, { data }, override),
      logger: this.#logger,
    }, params);
  }

  async #backend<S extends z.core.$ZodType>(
    route: string,
    method: HttpMethod,
    kind: RequestKind,
    schema: S,
    body: unknown,
    override: RequestOverrideConfig | undefined,
  ): Promise<Result<z.output<S>, ClientError>> {
    let root = this.#baseURL;
    if (override?.baseURL !== undefined) {
      const normalized = normalizeBaseUrl(override.baseURL, {
        logger: this.#logger,
        label: "override.baseURL",
      });
      if (!normalized.ok) return err(withNextAction(normalized.error, {}, "fixInput"));
      root = trimSlash(normalized.value);
    }
    const headers = resolveSponsoringHeaders({
      settings: { baseURL: this.#baseURL, headers: this.#headers, apiKey: this.#apiKey },
      globalApiKey: this.#globalApiKey,
      sharedRoot: this.#sharedRoot,
      override: override === undefined ? undefined : { ...override, baseURL: root },
    });
    const r = await httpRequest({
      url: `${root}${this.#basePath}${route}`,
      method,
      kind,
      schema,
      body,
      headers,
      timeoutMs: override?.timeout ?? this.#timeout,
    }, this.#transport);
    if (r.ok) return r;
    const parsed = sponsoringErrorBodySchema.safeParse(r.error.context.body);
    const serverCode = parsed.success ? parsed.data.code : undefined;
    return err(withNextAction(r.error, serverCode === undefined ? {} : { serverCode }));
  }

  async #horizonAccount(address: string): Promise<Result<HorizonAccount | undefined, ClientError>> {
    const r = await httpRequest({
      url: `${this.#horizonUrlOf()}/accounts/${address}`,
      method: "GET",
      kind: "read",
      schema: horizonAccountSchema,
      headers: { Accept: "application/json" },
      timeoutMs: this.#timeout,
    }, this.#transport);
    if (r.ok) return r;
    if (r.error.code === "HTTP_REQUEST_FAILED" && r.error.context.status === 404) return ok(undefined);
    return err(withNextAction(r.error, { phase: "ledgerRead" }));
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}
