/**
 * Balance reads of Solana: `getBalance` (lamports) for native SOL, and for an SPL mint the sum of the owner's token
 * accounts of that mint (`getTokenAccountsByOwner` with `jsonParsed`, so Token and Token-2022 accounts both
 * count). Solana has no allowance model: a deposit is signed by the owner, so `isAllowanceValid` is always `true`
 * and `getAllowance` fails `UNSUPPORTED_CHAIN_OPERATION`.
 *
 * @example A malformed owner is refused without I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSolanaTokenReads } from "./token_reads.ts";
 * const reads = createSolanaTokenReads({ rpcUrl: "http://localhost:8899" });
 * const r = await reads.getBalance("0x12", "11111111111111111111111111111111");
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS");
 * ```
 * @module
 */
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import type { SpokeAdapterOptions } from "../spoke/adapter_options.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidSolanaAddress } from "../address/solana.ts";
import { jsonRpcCall } from "../rpc/rpc_transport.ts";
import type { SpokeAdapter, SpokeAllowanceQuery } from "../spoke/spoke_adapter.ts";
import { describeValue } from "../../core/describe_value.ts";
import { isUint256Decimal } from "../../core/schemas/uint256_decimal.ts";

/** The native SOL token id of the packaged config (the system program id). */
export const SOLANA_NATIVE_TOKEN = "11111111111111111111111111111111";

/** The chain settings the reads need. */
export interface SolanaTokenReadsConfig {
  /** JSON-RPC endpoint. */
  rpcUrl: string;
  /** The native coin's token id. @default SOLANA_NATIVE_TOKEN */
  nativeToken?: string | undefined;
}

/** Transport options of the reads. */
export type SolanaTokenReadsOptions = Pick<SpokeAdapterOptions, "fetch" | "sleep">;

/** The read half of the Solana {@link SpokeAdapter}. */
export type SolanaTokenReads = Pick<SpokeAdapter, "getBalance" | "getAllowance" | "isAllowanceValid">;

/**
 * Creates the Solana reads.
 *
 * @param config see {@link SolanaTokenReadsConfig}
 * @param options injected fetch and sleep
 * @returns the reads; failures: `INVALID_ADDRESS` (no I/O), the RPC's transport failure or `HTTP_REQUEST_FAILED`
 *   (node error), `RESPONSE_VALIDATION_FAILED` (a malformed answer), `UNSUPPORTED_CHAIN_OPERATION` (`getAllowance`)
 * @example Always allowed
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSolanaTokenReads } from "./token_reads.ts";
 * const reads = createSolanaTokenReads({ rpcUrl: "http://localhost:8899" });
 * const owner = "11111111111111111111111111111112";
 * const r = await reads.isAllowanceValid({ owner, token: owner, amount: 5n });
 * assert.ok(r.ok && r.value === true);
 * ```
 */
export function createSolanaTokenReads(
  config: SolanaTokenReadsConfig,
  options: SolanaTokenReadsOptions = {},
): SolanaTokenReads {
  const nativeToken = config.nativeToken ?? SOLANA_NATIVE_TOKEN;
  const rpc = (method: string, params: unknown[]) =>
    jsonRpcCall(config.rpcUrl, method, params, { fetch: options.fetch, sleep: options.sleep });

  async function getBalance(address: string, token: string): Promise<Result<bigint, ClientError>> {
    const invalid = checkAddresses("balance", { address, token });
    if (invalid) return err(invalid);
    const context = { chainKey: "solana", address, token };
    if (token === nativeToken) {
      const res = await rpc("getBalance", [address, { commitment: "confirmed" }]);
      if (!res.ok) return res;
      const value = (res.value as { value?: unknown } | null)?.value;
      return typeof value === "number" && Number.isSafeInteger(value) && value >= 0
        ? ok(BigInt(value))
        : err(malformed("getBalance", context));
    }
    const res = await rpc("getTokenAccountsByOwner", [
      address,
      { mint: token },
      { encoding: "jsonParsed", commitment: "confirmed" },
    ]);
    if (!res.ok) return res;
    const total = sumTokenAmounts(res.value);
    return total === undefined ? err(malformed("getTokenAccountsByOwner", context)) : ok(total);
  }

  function getAllowance(owner: string, token: string, spender: string): Promise<Result<bigint, ClientError>> {
    const invalid = checkAddresses("allowance", { owner, token, spender });
    if (invalid) return Promise.resolve(err(invalid));
    return Promise.resolve(err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        "Cannot read allowance: Solana has no allowance model (deposits are signed by the owner)",
        { context: { chainKey: "solana", owner, token, spender } },
      ),
    ));
  }

  function isAllowanceValid(query: SpokeAllowanceQuery): Promise<Result<boolean, ClientError>> {
    const q = (query ?? {}) as Partial<SpokeAllowanceQuery>;
    const fields: Record<string, unknown> = { owner: q.owner, token: q.token };
    if (q.spender !== undefined) fields.spender = q.spender;
    const invalid = checkAddresses("allowance", fields);
    return Promise.resolve(invalid ? err(invalid) : ok(true));
  }

  return { getBalance, getAllowance, isAllowanceValid };
}

function checkAddresses(operation: string, fields: Record<string, unknown>): ClientError | undefined {
  for (const [field, value] of Object.entries(fields)) {
    if (!isValidSolanaAddress(value)) {
      return new ClientError(
        "INVALID_ADDRESS",
        `Cannot read ${operation}: ${field} is not a Solana address`,
        {
          context: { chainKey: "solana", field, value: describeValue(value) },
        },
      );
    }
  }
  return undefined;
}

function malformed(method: string, contextFields: ErrorContextFields): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return new ClientError("RESPONSE_VALIDATION_FAILED", `Cannot read balance: malformed ${method} answer`, {
    context: { ...context, method },
  });
}

/** The sum of `value[].account.data.parsed.info.tokenAmount.amount`, or `undefined` when malformed. */
function sumTokenAmounts(result: unknown): bigint | undefined {
  const accounts = (result as { value?: unknown } | null)?.value;
  if (!Array.isArray(accounts)) return undefined;
  let total = 0n;
  for (const account of accounts) {
    const amount = (account as {
      account?: { data?: { parsed?: { info?: { tokenAmount?: { amount?: unknown } } } } };
    } | null)?.account?.data?.parsed?.info?.tokenAmount?.amount;
    // a uint256 at most, checked before conversion (docs/rules/http.md#amounts)
    if (typeof amount !== "string" || !isUint256Decimal(amount)) return undefined;
    total += BigInt(amount);
  }
  return total;
}
