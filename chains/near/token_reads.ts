/**
 * Balance reads of NEAR over JSON-RPC `query` (the platform SDK reads NEP-141 balances with `ft_balance_of`): the
 * native coin is `view_account`'s `amount` (yoctoNEAR; an account that does not exist holds 0), a NEP-141 token is
 * a `call_function` of `ft_balance_of({account_id})` on the token, answering a JSON string. A token account with no
 * contract (or none at all) fails `UNSUPPORTED_TOKEN`. NEAR deposits are NEP-141 `ft_transfer_call`s signed by
 * the owner, so there is no allowance: `isAllowanceValid` is always `true` and `getAllowance` fails
 * `UNSUPPORTED_CHAIN_OPERATION`.
 *
 * @example A malformed owner is refused without I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createNearTokenReads } from "./token_reads.ts";
 * const reads = createNearTokenReads({ rpcUrl: "http://near.test" });
 * const r = await reads.getBalance("Alice.near", "NEAR");
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.chainKey === "near");
 * ```
 * @module
 */
import { base64Encode } from "near-api-js";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidNearAddress } from "../address/near.ts";
import type { SpokeAdapterOptions } from "../spoke/adapter_options.ts";
import type { SpokeAdapter, SpokeAllowanceQuery } from "../spoke/spoke_adapter.ts";
import { nearRpcCall } from "./_rpc.ts";
import { NEAR_NATIVE_TOKEN } from "./function_call.ts";

/** The chain settings the reads need. */
export interface NearTokenReadsConfig {
  /** JSON-RPC endpoint. */
  rpcUrl: string;
  /** The native coin's token id. @default NEAR_NATIVE_TOKEN */
  nativeToken?: string | undefined;
}

/** Transport options of the reads. */
export type NearTokenReadsOptions = Pick<SpokeAdapterOptions, "fetch" | "sleep">;

/** The read half of the NEAR {@link SpokeAdapter}. */
export type NearTokenReads = Pick<SpokeAdapter, "getBalance" | "getAllowance" | "isAllowanceValid">;

const MISSING_CONTRACT = new Set(["UNKNOWN_ACCOUNT", "NO_CONTRACT_CODE", "CONTRACT_EXECUTION_ERROR"]);

/**
 * Creates the NEAR reads.
 *
 * @param config see {@link NearTokenReadsConfig}
 * @param options injected fetch and sleep
 * @returns the reads; failures (all with `chainKey: "near"`): `INVALID_ADDRESS` (no I/O), `UNSUPPORTED_TOKEN`
 *   (the token account has no contract), the transport's failure or `HTTP_REQUEST_FAILED` (node error:
 *   `context.rpcCause`), `RESPONSE_VALIDATION_FAILED` (not an amount), `UNSUPPORTED_CHAIN_OPERATION`
 *   (`getAllowance`)
 * @example Always allowed
 * ```ts
 * import assert from "node:assert/strict";
 * import { createNearTokenReads } from "./token_reads.ts";
 * const reads = createNearTokenReads({ rpcUrl: "http://near.test" });
 * assert.deepEqual(await reads.isAllowanceValid({ owner: "alice.near", token: "wrap.near", amount: 5n }), { ok: true, value: true });
 * ```
 */
export function createNearTokenReads(
  config: NearTokenReadsConfig,
  options: NearTokenReadsOptions = {},
): NearTokenReads {
  const nativeToken = config.nativeToken ?? NEAR_NATIVE_TOKEN;
  const rpc = { fetch: options.fetch, sleep: options.sleep };
  const isToken = (t: unknown) => t === nativeToken || isValidNearAddress(t);

  async function getBalance(address: string, token: string): Promise<Result<bigint, ClientError>> {
    const invalid = checkAddresses("balance", { address }, { token }, isToken);
    if (invalid) return err(invalid);
    const context = { chainKey: "near", address, token };
    if (token === nativeToken) {
      const res = await nearRpcCall(config.rpcUrl, "query", {
        request_type: "view_account",
        finality: "final",
        account_id: address,
      }, rpc);
      if (!res.ok) {
        return (res.error.context as ErrorContextFields).rpcCause === "UNKNOWN_ACCOUNT" ? ok(0n) : res;
      }
      return amountOf((res.value as { amount?: unknown } | null)?.amount, context);
    }
    const args = new TextEncoder().encode(JSON.stringify({ account_id: address }));
    const res = await nearRpcCall(config.rpcUrl, "query", {
      request_type: "call_function",
      finality: "final",
      account_id: token,
      method_name: "ft_balance_of",
      args_base64: base64Encode(args),
    }, rpc);
    if (!res.ok) {
      if (!MISSING_CONTRACT.has(String((res.error.context as ErrorContextFields).rpcCause))) return res;
      return err(
        new ClientError(
          "UNSUPPORTED_TOKEN",
          "Cannot read balance: the token account has no NEP-141 contract",
          {
            context: { ...context, rpcCause: (res.error.context as ErrorContextFields).rpcCause },
            cause: res.error,
          },
        ),
      );
    }
    const bytes = (res.value as { result?: unknown } | null)?.result;
    let value: unknown;
    try {
      value = Array.isArray(bytes) ? JSON.parse(new TextDecoder().decode(Uint8Array.from(bytes))) : undefined;
    } catch {
      value = undefined;
    }
    return amountOf(value, context);
  }

  function getAllowance(owner: string, token: string, spender: string): Promise<Result<bigint, ClientError>> {
    const invalid = checkAddresses("allowance", { owner, spender }, { token }, isToken);
    if (invalid) return Promise.resolve(err(invalid));
    return Promise.resolve(err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        "Cannot read allowance: NEAR deposits are ft_transfer_call calls signed by the owner (no allowance model)",
        { context: { chainKey: "near", owner, token, spender } },
      ),
    ));
  }

  function isAllowanceValid(query: SpokeAllowanceQuery): Promise<Result<boolean, ClientError>> {
    const q = (query ?? {}) as Partial<SpokeAllowanceQuery>;
    const accounts: Record<string, unknown> = { owner: q.owner };
    if (q.spender !== undefined) accounts.spender = q.spender;
    const invalid = checkAddresses("allowance", accounts, { token: q.token }, isToken);
    return Promise.resolve(invalid ? err(invalid) : ok(true));
  }

  return { getBalance, getAllowance, isAllowanceValid };
}

/** Options of {@link readNearTokenDecimals}. */
export interface ReadNearTokenDecimalsOptions extends NearTokenReadsOptions {
  /** Aborts the read. @default undefined */
  signal?: AbortSignal | undefined;
  /** The native coin's token id (24 decimals, no read). @default NEAR_NATIVE_TOKEN */
  nativeToken?: string | undefined;
}

/**
 * Reads a token's decimals: 24 for native NEAR, else the NEP-148 `ft_metadata().decimals` of the token contract.
 *
 * @param rpcUrl the NEAR JSON-RPC endpoint
 * @param token the native token id or a NEP-141 contract account
 * @param options fetch, sleep, signal, native token id
 * @returns the decimals; failures (with `chainKey: "near"`): `INVALID_ADDRESS` (no I/O), `UNSUPPORTED_TOKEN` (no
 *   contract), the transport's, `RESPONSE_VALIDATION_FAILED` (no integer `decimals`)
 * @example Native NEAR needs no read
 * ```ts
 * import assert from "node:assert/strict";
 * import { readNearTokenDecimals } from "./token_reads.ts";
 * assert.deepEqual(await readNearTokenDecimals("http://near.test", "NEAR"), { ok: true, value: 24 });
 * const bad = await readNearTokenDecimals("http://near.test", "Not A Token");
 * assert.ok(!bad.ok && bad.error.code === "INVALID_ADDRESS");
 * ```
 */
export async function readNearTokenDecimals(
  rpcUrl: string,
  token: string,
  options: ReadNearTokenDecimalsOptions = {},
): Promise<Result<number, ClientError>> {
  const nativeToken = options.nativeToken ?? NEAR_NATIVE_TOKEN;
  if (token === nativeToken) return ok(24);
  const invalid = checkAddresses("decimals", {}, { token }, (t) => isValidNearAddress(t));
  if (invalid) return err(invalid);
  const context = { chainKey: "near", token };
  const res = await nearRpcCall(rpcUrl, "query", {
    request_type: "call_function",
    finality: "final",
    account_id: token,
    method_name: "ft_metadata",
    args_base64: base64Encode(new TextEncoder().encode("{}")),
  }, { fetch: options.fetch, sleep: options.sleep, signal: options.signal });
  if (!res.ok) {
    if (!MISSING_CONTRACT.has(String((res.error.context as ErrorContextFields).rpcCause))) return res;
    return err(
      new ClientError(
        "UNSUPPORTED_TOKEN",
        "Cannot read decimals: the token account has no NEP-141 contract",
        {
          context: { ...context, rpcCause: (res.error.context as ErrorContextFields).rpcCause },
          cause: res.error,
        },
      ),
    );
  }
  const bytes = (res.value as { result?: unknown } | null)?.result;
  let decimals: unknown;
  try {
    decimals = Array.isArray(bytes)
      ? (JSON.parse(new TextDecoder().decode(Uint8Array.from(bytes))) as { decimals?: unknown })?.decimals
      : undefined;
  } catch {
    decimals = undefined;
  }
  if (typeof decimals === "number" && Number.isInteger(decimals) && decimals >= 0 && decimals <= 255) {
    return ok(decimals);
  }
  return err(
    new ClientError(
      "RESPONSE_VALIDATION_FAILED",
      "Cannot read decimals: ft_metadata has no integer decimals",
      {
        context: { ...context, value: describeValue(decimals) },
      },
    ),
  );
}

function amountOf(value: unknown, contextFields: ErrorContextFields): Result<bigint, ClientError> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  if (typeof value === "string" && /^\d{1,80}$/.test(value)) return ok(BigInt(value));
  return err(
    new ClientError("RESPONSE_VALIDATION_FAILED", "Cannot read balance: the node's answer is not an amount", {
      context: { ...context, value: describeValue(value) },
    }),
  );
}

function checkAddresses(
  operation: string,
  accounts: Record<string, unknown>,
  tokens: Record<string, unknown>,
  isToken: (t: unknown) => boolean,
): ClientError | undefined {
  const fields = [
    ...Object.entries(accounts).map(([f, v]) => [f, v, isValidNearAddress(v)] as const),
    ...Object.entries(tokens).map(([f, v]) => [f, v, isToken(v)] as const),
  ];
  for (const [field, value, valid] of fields) {
    if (!valid) {
      return new ClientError(
        "INVALID_ADDRESS",
        `Cannot read ${operation}: ${field} is not a NEAR account id`,
        {
          context: { chainKey: "near", field, value: describeValue(value) },
        },
      );
    }
  }
  return undefined;
}
