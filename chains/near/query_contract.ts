/**
 * `queryContract` (the platform's `NearSpokeService.queryContract`, near-api-js's `callFunction`): a view call of a
 * NEAR contract through the node's `query` with `request_type: "call_function"` at `finality: "final"`, the
 * arguments JSON in `args_base64`, the answer's `result` bytes parsed as JSON.
 *
 * @example A NEP-141 balance
 * ```ts
 * import assert from "node:assert/strict";
 * import { queryContract } from "./query_contract.ts";
 * const bytes = Array.from(new TextEncoder().encode(JSON.stringify("42")));
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: { result: bytes, logs: [] } }));
 * const r = await queryContract("http://near.test", "usdc.near", "ft_balance_of", { account_id: "alice.near" }, { fetch });
 * assert.deepEqual(r, { ok: true, value: "42" });
 * ```
 * @module
 */
import { base64Encode } from "near-api-js";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidNearAddress } from "../address/near.ts";
import { nearRpcCall } from "./_rpc.ts";
import type { NearTokenReadsOptions } from "./token_reads.ts";

/** Options of {@link queryContract}. */
export interface QueryContractOptions extends NearTokenReadsOptions {
  /** Aborts the call. @default undefined */
  signal?: AbortSignal | undefined;
  /** Bound of the call in ms (retries included). @default the JSON-RPC layer's default */
  timeout?: number | undefined;
}

/**
 * Calls a view method of a NEAR contract.
 *
 * @param rpcUrl the NEAR JSON-RPC endpoint
 * @param contractId the contract account
 * @param method the view method
 * @param args its JSON arguments. @default {}
 * @param options fetch, sleep, signal, timeout. @default {}
 * @returns the method's JSON answer; failures (with `chainKey: "near"`): `INVALID_ADDRESS` / `VALIDATION_FAILED`
 *   (no I/O), the transport's, `HTTP_REQUEST_FAILED` for a node error (`context.rpcCause`: `NO_CONTRACT_CODE`,
 *   `UNKNOWN_ACCOUNT`, `CONTRACT_EXECUTION_ERROR` for a method the contract lacks or that panics),
 *   `RESPONSE_VALIDATION_FAILED` (the answer is not JSON bytes)
 * @example A malformed account is refused without I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { queryContract } from "./query_contract.ts";
 * const r = await queryContract("http://near.test", "Not An Account", "ft_metadata");
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS");
 * ```
 */
export async function queryContract(
  rpcUrl: string,
  contractId: string,
  method: string,
  args: Record<string, unknown> = {},
  options: QueryContractOptions = {},
): Promise<Result<unknown, ClientError>> {
  const context = { chainKey: "near", contractId, method };
  if (typeof contractId !== "string" || !isValidNearAddress(contractId)) {
    return err(
      new ClientError("INVALID_ADDRESS", "Cannot query a NEAR contract: contractId is not a NEAR account", {
        context: {
          ...context,
          contractId: describeValue(contractId),
          field: "contractId",
          phase: "validate",
        },
      }),
    );
  }
  let argsJson: string | undefined;
  try {
    argsJson = typeof method === "string" && method.length > 0 ? JSON.stringify(args) : undefined;
  } catch {
    argsJson = undefined;
  }
  if (argsJson === undefined || typeof args !== "object" || args === null) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot query a NEAR contract: method or args are malformed", {
        context: { ...context, method: describeValue(method), value: describeValue(args), phase: "validate" },
      }),
    );
  }
  const res = await nearRpcCall(rpcUrl, "query", {
    request_type: "call_function",
    finality: "final",
    account_id: contractId,
    method_name: method,
    args_base64: base64Encode(new TextEncoder().encode(argsJson)),
  }, { fetch: options.fetch, sleep: options.sleep, signal: options.signal, timeoutMs: options.timeout });
  if (!res.ok) return res;
  const bytes = (res.value as { result?: unknown } | null)?.result;
  try {
    if (!Array.isArray(bytes)) throw new TypeError("no result bytes");
    return ok(JSON.parse(new TextDecoder().decode(Uint8Array.from(bytes))));
  } catch (cause) {
    return err(
      new ClientError("RESPONSE_VALIDATION_FAILED", "Cannot query a NEAR contract: the answer is not JSON", {
        context,
        cause,
      }),
    );
  }
}
