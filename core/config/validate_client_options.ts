/**
 * Validation of `ClientOptions` at construction. It never throws: it returns a failed Result describing the first
 * problem, with every problem listed in `context.issues`.
 *
 * @example An unknown chain key
 * ```ts
 * import assert from "node:assert/strict";
 * import { validateClientOptions } from "./validate_client_options.ts";
 * const r = validateClientOptions({ chains: { nope: {} } } as never);
 * assert.ok(!r.ok && r.error.code === "UNKNOWN_CHAIN_KEY" && r.error.context.path === "chains.nope");
 * ```
 * @module
 */
import { isServicePath, normalizeBaseUrl } from "../api_config/normalize_base_url.ts";
import { isSpokeChainKey } from "../chains/chain_keys.ts";
import { ClientError, type ErrorCode } from "../errors.ts";
import { validatePartnerFee } from "../fee/partner_fee.ts";
import { err, ok, type Result } from "../result.ts";
import type { ClientOptions } from "./client_options.ts";
import { isPlainObject } from "./merge_config.ts";
import { numberOptionProblem } from "../options/number_option.ts";
import { transportOptionIssues } from "../http/transport_option_issues.ts";

/** One problem found by {@link validateClientOptions}. */
export interface ConfigIssue {
  /** `INVALID_FEE`, `INVALID_URL`, `UNKNOWN_CHAIN_KEY` or `INVALID_CONFIG`. */
  code: ErrorCode;
  /** Dotted path of the offending option, such as `swaps.partnerFee.percentage`. */
  path: string;
  /** What is wrong. */
  message: string;
}

const CHAIN_URL_KEYS = [
  "rpcUrl",
  "horizonRpcUrl",
  "sorobanRpcUrl",
  "grpc_url",
  "rpc_url",
  "debugRpcUrl",
] as const;
const FEE_PATHS = [
  ["fee"],
  ["swaps", "partnerFee"],
  ["bridge", "partnerFee"],
  ["moneyMarket", "partnerFee"],
  ["leverageYield", "partnerFee"],
  ["swapsOptions", "partnerFee"],
  ["bridgeOptions", "partnerFee"],
] as const;

const FLAG_SECTIONS = ["swaps", "bridge", "swapsOptions", "bridgeOptions"] as const;
const API_SLICES = ["baseApiConfig", "swapsApiConfig", "sponsoringApiConfig"] as const;
const LOGGER_METHODS = ["debug", "info", "warn", "error"] as const;

function get(root: unknown, path: readonly string[]): unknown {
  let cur = root;
  for (const key of path) {
    if (!isPlainObject(cur)) return undefined;
    cur = cur[key];
  }
  return cur;
}

function checkUrl(issues: ConfigIssue[], path: string, value: unknown): void {
  if (value === undefined) return;
  const r = normalizeBaseUrl(value, { label: path });
  if (!r.ok) {
    issues.push({ code: "INVALID_URL", path, message: r.error.message });
    return;
  }
  const doubled = /\/(v[0-9]+)\/\1(?=\/|$)/.exec(new URL(r.value).pathname);
  if (doubled) {
    issues.push({
      code: "INVALID_URL",
      path,
      message: `${r.value} has a doubled version prefix /${doubled[1]}/${doubled[1]}: ` +
        `give the origin (or the root with one /${doubled[1]})`,
    });
  }
}

/** RPC endpoints may carry a query (provider keys) and use websockets. */
function checkRpcUrl(issues: ConfigIssue[], path: string, value: unknown): void {
  if (value === undefined) return;
  let protocol = "";
  try {
    protocol = typeof value === "string" ? new URL(value).protocol : "";
  } catch {
    protocol = "";
  }
  if (!["http:", "https:", "ws:", "wss:"].includes(protocol)) {
    issues.push({ code: "INVALID_URL", path, message: "expected an absolute http(s) or ws(s) URL" });
  }
}

function checkApiSlice(issues: ConfigIssue[], path: string, slice: unknown): void {
  if (slice === undefined) return;
  if (!isPlainObject(slice)) {
    issues.push({ code: "INVALID_CONFIG", path, message: "expected an object" });
    return;
  }
  checkUrl(issues, `${path}.baseURL`, slice.baseURL);
  const t = slice.timeout === undefined ? undefined : numberOptionProblem(slice.timeout);
  if (t !== undefined) issues.push({ code: "INVALID_CONFIG", path: `${path}.timeout`, message: t });
  if (slice.basePath !== undefined && !isServicePath(slice.basePath)) {
    issues.push({
      code: "INVALID_CONFIG",
      path: `${path}.basePath`,
      message: 'expected "" or a path starting with /',
    });
  }
  if (slice.apiKey !== undefined && typeof slice.apiKey !== "string") {
    issues.push({ code: "INVALID_CONFIG", path: `${path}.apiKey`, message: "expected a string" });
  }
  const h = slice.headers;
  if (h !== undefined && (!isPlainObject(h) || Object.values(h).some((v) => typeof v !== "string"))) {
    issues.push({
      code: "INVALID_CONFIG",
      path: `${path}.headers`,
      message: "expected an object of strings",
    });
  }
}

function checkChainKeys(issues: ConfigIssue[], path: string, record: unknown): string[] {
  if (record === undefined) return [];
  if (!isPlainObject(record)) {
    issues.push({ code: "INVALID_CONFIG", path, message: "expected an object keyed by chain key" });
    return [];
  }
  const known: string[] = [];
  for (const key of Object.keys(record)) {
    if (isSpokeChainKey(key)) known.push(key);
    else {issues.push({
        code: "UNKNOWN_CHAIN_KEY",
        path: `${path}.${key}`,
        message: `unknown chain key ${key}`,
      });}
  }
  return known;
}

/**
 * Lists every problem of `options` (fees, URLs, chain keys, timeouts, flags, logger, signer, and XSwap's `fetch`
 * and `transport`: retry counts and delays in range, hooks functions). Anything but an object or `undefined` is
 * one `INVALID_CONFIG` issue at path `""`.
 *
 * @param options the constructor options (any value: JavaScript callers may pass anything)
 * @returns the issues, empty when the options are valid
 * @example No issues
 * ```ts
 * import assert from "node:assert/strict";
 * import { collectConfigIssues } from "./validate_client_options.ts";
 * assert.ok(collectConfigIssues({ apiKey: "k" }).length === 0);
 * ```
 */
export function collectConfigIssues(options: unknown): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  if (options === undefined) return issues;
  if (!isPlainObject(options)) {
    return [{ code: "INVALID_CONFIG", path: "", message: "options must be an object" }];
  }
  // Each group runs only when its top-level section was passed; the order of the groups is the order of issues.
  for (const path of FEE_PATHS) {
    if (options[path[0]] === undefined) continue;
    const fee = get(options, path);
    if (fee === undefined) continue;
    const r = validatePartnerFee(fee);
    if (!r.ok) {
      issues.push({
        code: "INVALID_FEE",
        path: [...path, String(r.error.context.field)].join("."),
        message: r.error.message,
      });
    }
  }
  if (options.chains !== undefined) checkChains(issues, options.chains);
  if (options.swaps !== undefined) {
    checkChainKeys(issues, "swaps.supportedTokens", get(options.swaps, ["supportedTokens"]));
  }
  if (options.moneyMarket !== undefined) {
    checkChainKeys(issues, "moneyMarket.supportedTokens", get(options.moneyMarket, ["supportedTokens"]));
  }
  if (options.relay !== undefined) checkRelayIds(issues, get(options.relay, ["relayChainIdMap"]));
  if (options.hub !== undefined) checkRpcUrl(issues, "hub.rpcUrl", get(options.hub, ["rpcUrl"]));
  if (options.solver !== undefined) {
    checkUrl(issues, "solver.solverApiEndpoint", get(options.solver, ["solverApiEndpoint"]));
  }
  if (options.relay !== undefined) {
    checkUrl(issues, "relay.relayerApiEndpoint", get(options.relay, ["relayerApiEndpoint"]));
  }
  if (options.api !== undefined) checkApi(issues, options.api);
  for (const section of FLAG_SECTIONS) {
    if (options[section] === undefined) continue;
    const flag = get(options[section], ["useBackendSubmitTx"]);
    if (flag !== undefined && typeof flag !== "boolean") {
      issues.push({
        code: "INVALID_CONFIG",
        path: `${section}.useBackendSubmitTx`,
        message: "expected a boolean",
      });
    }
  }
  if (options.apiKey !== undefined && typeof options.apiKey !== "string") {
    issues.push({ code: "INVALID_CONFIG", path: "apiKey", message: "expected a string" });
  }
  if (options.logger !== undefined) checkLogger(issues, options.logger);
  // XSwap's client-side options: its fetch and the transport's retry policy, sleep and jitter
  for (const issue of transportOptionIssues({ fetch: options.fetch }, "")) {
    issues.push({ code: "INVALID_CONFIG", ...issue });
  }
  for (const issue of transportOptionIssues(options.transport, "transport")) {
    issues.push({ code: "INVALID_CONFIG", ...issue });
  }
  const sign = options.exchange === undefined ? undefined : get(options.exchange, ["signRequest"]);
  if (sign !== undefined && typeof sign !== "function") {
    issues.push({ code: "INVALID_CONFIG", path: "exchange.signRequest", message: "expected a function" });
  }
  return issues;
}

function checkChains(issues: ConfigIssue[], chains: unknown): void {
  for (const key of checkChainKeys(issues, "chains", chains)) {
    const chain = get(chains, [key]);
    for (const urlKey of CHAIN_URL_KEYS) checkRpcUrl(issues, `chains.${key}.${urlKey}`, get(chain, [urlKey]));
    // the polling interval and bound of on-chain verification: timer values like every other timeout
    for (const field of ["pollingIntervalMs", "maxTimeoutMs"]) {
      const value = get(chain, ["pollingConfig", field]);
      const problem = value === undefined ? undefined : numberOptionProblem(value);
      if (problem !== undefined) {
        issues.push({
          code: "INVALID_CONFIG",
          path: `chains.${key}.pollingConfig.${field}`,
          message: problem,
        });
      }
    }
  }
}

function checkRelayIds(issues: ConfigIssue[], idMap: unknown): void {
  for (const key of checkChainKeys(issues, "relay.relayChainIdMap", idMap)) {
    const id = get(idMap, [key]);
    if (id !== undefined && (typeof id !== "bigint" || id < 0n)) {
      issues.push({
        code: "INVALID_CONFIG",
        path: `relay.relayChainIdMap.${key}`,
        message: "expected a bigint >= 0",
      });
    }
  }
}

function checkApi(issues: ConfigIssue[], api: unknown): void {
  checkApiSlice(issues, "api", api);
  for (const slice of API_SLICES) checkApiSlice(issues, `api.${slice}`, get(api, [slice]));
}

function checkLogger(issues: ConfigIssue[], logger: unknown): void {
  if (
    typeof logger !== "object" || logger === null ||
    LOGGER_METHODS.some((m) => typeof (logger as Record<string, unknown>)[m] !== "function")
  ) {
    issues.push({
      code: "INVALID_CONFIG",
      path: "logger",
      message: "expected {debug, info, warn, error} functions",
    });
  }
}

/**
 * Validates `ClientOptions` without throwing.
 *
 * @param options the constructor options
 * @returns `Result<void, ClientError>`; the error's code is that of the first issue (`INVALID_FEE`, `INVALID_URL`,
 * `UNKNOWN_CHAIN_KEY` or `INVALID_CONFIG`), `context.path` names the option and `context.issues` lists all issues
 * @example A negative fee
 * ```ts
 * import assert from "node:assert/strict";
 * import { validateClientOptions } from "./validate_client_options.ts";
 * const r = validateClientOptions({ fee: { address: "0x0000000000000000000000000000000000000001", amount: -1n } });
 * assert.ok(!r.ok && r.error.code === "INVALID_FEE" && r.error.context.path === "fee.amount");
 * ```
 */
export function validateClientOptions(options: ClientOptions | undefined): Result<void, ClientError> {
  const issues = collectConfigIssues(options);
  const first = issues[0];
  if (first === undefined) return ok();
  return err(
    new ClientError(first.code, `Cannot use client options: ${first.path}: ${first.message}`, {
      context: { path: first.path, issues },
    }),
  );
}
