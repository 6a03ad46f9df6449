/**
 * The checks of the transport options every client takes (`retry` overrides, `sleep`, `random`, `fetch`): each
 * retry count a whole number from 0 to 100, each delay a number of ms from 0 to the timer limit, `statusCodes` a
 * list of HTTP statuses, the hooks functions.
 *
 * @example A NaN base delay is named
 * ```ts
 * import assert from "node:assert/strict";
 * import { transportOptionIssues } from "./transport_option_issues.ts";
 * const issues = transportOptionIssues({ retry: { baseDelayMs: Number.NaN } }, "transport");
 * assert.equal(issues[0].path, "transport.retry.baseDelayMs");
 * ```
 * @module
 */
import { numberOptionProblem, type NumberOptionRule } from "../options/number_option.ts";
import { MAX_RESPONSE_BYTES_LIMIT } from "./read_capped_body.ts";

/** One problem of an options object: the dotted path of the option and what is wrong. */
export interface OptionIssue {
  /** Dotted path, such as `transport.retry.limit`. */
  path: string;
  /** What is wrong. */
  message: string;
}

/** Largest retry count accepted (more would only hide a dead endpoint behind minutes of retries). */
export const MAX_RETRY_LIMIT = 100;

const RETRY_NUMBERS: Readonly<Record<string, NumberOptionRule>> = {
  limit: { integer: true, max: MAX_RETRY_LIMIT },
  keyVerificationLimit: { integer: true, max: MAX_RETRY_LIMIT },
  baseDelayMs: {},
  backoffLimitMs: {},
  keyVerificationDelayMs: {},
  keyVerificationMaxDelayMs: {},
  maxRetryAfterMs: {},
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Lists the problems of retry overrides (`undefined` fields keep their default and pass).
 *
 * @param retry the overrides as passed
 * @param path the dotted path of `retry` in the caller's options
 * @returns the issues, empty when valid
 * @example A retry limit of 1.5
 * ```ts
 * import assert from "node:assert/strict";
 * import { retryOverrideIssues } from "./transport_option_issues.ts";
 * assert.equal(retryOverrideIssues({ limit: 1.5 }, "retry")[0].path, "retry.limit");
 * assert.deepEqual(retryOverrideIssues({ limit: 2, baseDelayMs: undefined }, "retry"), []);
 * ```
 */
export function retryOverrideIssues(retry: unknown, path: string): OptionIssue[] {
  if (retry === undefined) return [];
  if (!isObject(retry)) return [{ path, message: "expected an object of retry settings" }];
  const issues: OptionIssue[] = [];
  for (const [key, rule] of Object.entries(RETRY_NUMBERS)) {
    const value = retry[key];
    if (value === undefined) continue;
    const problem = numberOptionProblem(value, rule);
    if (problem !== undefined) issues.push({ path: `${path}.${key}`, message: problem });
  }
  const codes = retry.statusCodes;
  if (
    codes !== undefined &&
    (!Array.isArray(codes) ||
      codes.some((c) => numberOptionProblem(c, { integer: true, min: 100, max: 599 })))
  ) {
    issues.push({ path: `${path}.statusCodes`, message: "expected a list of HTTP statuses (100 to 599)" });
  }
  return issues;
}

/** What `maxResponseBytes` may hold: a whole number of bytes from 1 to 2^30. */
export const MAX_RESPONSE_BYTES_RULE: Readonly<NumberOptionRule> = {
  integer: true,
  positive: true,
  max: MAX_RESPONSE_BYTES_LIMIT,
};

/**
 * Lists the problems of transport options `{fetch?, retry?, sleep?, random?, maxResponseBytes?}`.
 *
 * @param transport the options as passed
 * @param path the dotted path of the options in the caller's options (`""` for the top level)
 * @returns the issues, empty when valid
 * @example A sleep that is not a function
 * ```ts
 * import assert from "node:assert/strict";
 * import { transportOptionIssues } from "./transport_option_issues.ts";
 * assert.equal(transportOptionIssues({ sleep: 5 }, "transport")[0].path, "transport.sleep");
 * ```
 */
export function transportOptionIssues(transport: unknown, path: string): OptionIssue[] {
  if (transport === undefined) return [];
  const at = (key: string): string => (path === "" ? key : `${path}.${key}`);
  if (!isObject(transport)) return [{ path, message: "expected an object" }];
  const issues = retryOverrideIssues(transport.retry, at("retry"));
  if (transport.maxResponseBytes !== undefined) {
    const problem = numberOptionProblem(transport.maxResponseBytes, MAX_RESPONSE_BYTES_RULE);
    if (problem !== undefined) issues.push({ path: at("maxResponseBytes"), message: problem });
  }
  for (const hook of ["fetch", "sleep", "random"]) {
    const value = transport[hook];
    if (value !== undefined && typeof value !== "function") {
      issues.push({ path: at(hook), message: "expected a function" });
    }
  }
  return issues;
}
