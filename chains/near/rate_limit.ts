/**
 * The withdrawal rate limit of a NEAR token, as the platform's `NearSpokeService.getRateLimit` reads it: a view
 * call of `get_rate_limit({token})` on the rate-limit contract (`addresses.rateLimit`), answering
 * `{max_available, available, rate_per_second}` (numbers or decimal strings are both read) or `null`, which
 * reads as all zeros, as the platform reads it. `getLimit` is `maxAvailable`, `getAvailable` is `available`.
 *
 * @example No rate-limit contract configured
 * ```ts
 * import assert from "node:assert/strict";
 * import { readNearRateLimit } from "./rate_limit.ts";
 * const r = await readNearRateLimit({ rpcUrl: "http://near.test", addresses: {} }, "wrap.near");
 * assert.ok(!r.ok && r.error.code === "INVALID_CONFIG");
 * ```
 * @module
 */
import { base64Encode } from "near-api-js";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidNearAddress } from "../address/near.ts";
import type { SpokeRateLimit, SpokeReadOptions } from "../spoke/spoke_adapter.ts";
import { nearRpcCall } from "./_rpc.ts";

/** The chain settings the read needs. */
export interface NearRateLimitConfig {
  /** JSON-RPC endpoint. */
  rpcUrl: string;
  /** Contract accounts by role; `rateLimit` is read. */
  addresses: Readonly<Record<string, string>>;
}

/** Transport of the read. */
export interface NearRateLimitTransport {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Injected backoff sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
}

/**
 * Reads `token`'s rate limit.
 *
 * @param config RPC endpoint and the rate-limit contract
 * @param token the token account (`wrap.near`, ...; the native coin as the chain names it)
 * @param options signal and timeout, plus the injected transport
 * @returns the limit; failures: `INVALID_ADDRESS` (no I/O), `INVALID_CONFIG` (no rate-limit contract), the
 *   RPC's (`HTTP_REQUEST_FAILED` with `context.rpcCause`, `NETWORK_ERROR`, `REQUEST_TIMEOUT`, `ABORTED`),
 *   `RESPONSE_VALIDATION_FAILED` (an answer that is not a rate limit)
 * @example A malformed token fails without I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { readNearRateLimit } from "./rate_limit.ts";
 * const r = await readNearRateLimit({ rpcUrl: "http://near.test", addresses: { rateLimit: "rl.near" } }, "BAD TOKEN");
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS");
 * ```
 */
export async function readNearRateLimit(
  config: NearRateLimitConfig,
  token: string,
  options: SpokeReadOptions & NearRateLimitTransport = {},
): Promise<Result<SpokeRateLimit, ClientError>> {
  const context = { chainKey: "near", token, phase: "lookup" };
  if (typeof token !== "string" || (token !== "NEAR" && !isValidNearAddress(token))) {
    return err(
      new ClientError("INVALID_ADDRESS", "Cannot read rate limit: token is not a NEAR account", {
        context: { ...context, token: describeValue(token), field: "token" },
      }),
    );
  }
  const contract = config.addresses.rateLimit;
  if (typeof contract !== "string" || !isValidNearAddress(contract)) {
    return err(
      new ClientError("INVALID_CONFIG", "Cannot read rate limit: no NEAR rate-limit contract configured", {
        context: { ...context, field: "addresses.rateLimit" },
      }),
    );
  }
  const res = await nearRpcCall(config.rpcUrl, "query", {
    request_type: "call_function",
    finality: "final",
    account_id: contract,
    method_name: "get_rate_limit",
    args_base64: base64Encode(new TextEncoder().encode(JSON.stringify({ token }))),
  }, { fetch: options.fetch, sleep: options.sleep, signal: options.signal, timeoutMs: options.timeout });
  if (!res.ok) return res;
  const bytes = (res.value as { result?: unknown } | null)?.result;
  let value: unknown;
  try {
    value = Array.isArray(bytes) ? JSON.parse(new TextDecoder().decode(Uint8Array.from(bytes))) : undefined;
  } catch {
    value = undefined;
  }
  if (value === null) return ok({ maxAvailable: 0n, available: 0n, ratePerSecond: 0n });
  const v = value as { max_available?: unknown; available?: unknown; rate_per_second?: unknown } | undefined;
  const fields = [v?.max_available, v?.available, v?.rate_per_second].map(toAmount);
  const [maxAvailable, available, ratePerSecond] = fields;
  if (maxAvailable === undefined || available === undefined || ratePerSecond === undefined) {
    return err(
      new ClientError(
        "RESPONSE_VALIDATION_FAILED",
        "Cannot read rate limit: get_rate_limit answered no rate limit",
        {
          context: { ...context, contract },
        },
      ),
    );
  }
  return ok({ maxAvailable, available, ratePerSecond });
}

function toAmount(v: unknown): bigint | undefined {
  if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) return BigInt(v);
  if (typeof v === "string" && /^[0-9]{1,78}$/.test(v)) return BigInt(v);
  return undefined;
}
