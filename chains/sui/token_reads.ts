/**
 * The read half of the Sui adapter: coin balances (`suix_getBalance`, the total over the owner's coins of a
 * type), decimals (`suix_getCoinMetadata`) and the allowance answers of a chain without allowances (a deposit is
 * signed by the coins' owner, so `isAllowanceValid` is always true and `getAllowance` is unsupported).
 *
 * @example A malformed owner fails without I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSuiRpcClient } from "./sui_client.ts";
 * import { createSuiTokenReads } from "./token_reads.ts";
 * const reads = createSuiTokenReads(createSuiRpcClient({ grpc_url: "http://sui.test" }));
 * const r = await reads.getBalance("0x12", "0x2::sui::SUI");
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.chainKey === "sui");
 * ```
 * @module
 */
import type { SuiJsonRpcClient } from "@mysten/sui/jsonRpc";
import { describeValue } from "../../core/describe_value.ts";
import { isUint256Decimal } from "../../core/schemas/uint256_decimal.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidSuiAddress } from "../address/sui.ts";
import type { SpokeAdapter, SpokeAllowanceQuery } from "../spoke/spoke_adapter.ts";
import { isValidSuiCoinType, parseSuiMoveRef } from "./move_target.ts";
import { suiRpcError } from "./sui_client.ts";

/** The read half of the Sui {@link SpokeAdapter}, plus decimals. */
export interface SuiTokenReads
  extends Pick<SpokeAdapter, "getBalance" | "getAllowance" | "isAllowanceValid"> {
  /** The coin type's decimals (`suix_getCoinMetadata`); `UNSUPPORTED_TOKEN` when the chain has no metadata. */
  getDecimals(token: string): Promise<Result<number, ClientError>>;
}

/**
 * Creates the reads.
 *
 * @param client the SDK client
 * @returns the reads; failures: `INVALID_ADDRESS` (a malformed owner or coin type: `context.field`),
 *   `HTTP_REQUEST_FAILED` (the read failed: `context.method`, `cause`), `RESPONSE_VALIDATION_FAILED`,
 *   `UNSUPPORTED_CHAIN_OPERATION` (`getAllowance`)
 * @example Native coins need no approval
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSuiRpcClient } from "./sui_client.ts";
 * import { createSuiTokenReads } from "./token_reads.ts";
 * const reads = createSuiTokenReads(createSuiRpcClient({ grpc_url: "http://sui.test" }));
 * const r = await reads.isAllowanceValid({ owner: `0x${"ab".repeat(32)}`, token: "0x2::sui::SUI", amount: 1n });
 * assert.deepEqual(r, { ok: true, value: true });
 * ```
 */
export function createSuiTokenReads(client: SuiJsonRpcClient): SuiTokenReads {
  async function getBalance(address: string, token: string): Promise<Result<bigint, ClientError>> {
    const invalid = checkFields("balance", { owner: address, token });
    if (invalid) return err(invalid);
    const context = { chainKey: "sui", address, token };
    let res: { totalBalance?: unknown };
    try {
      res = await client.getBalance({ owner: address, coinType: token });
    } catch (cause) {
      return err(
        suiRpcError("HTTP_REQUEST_FAILED", "Cannot read balance: suix_getBalance failed", {
          ...context,
          method: "suix_getBalance",
        }, cause),
      );
    }
    const total = res?.totalBalance;
    // a uint256 at most, checked before conversion (docs/rules/http.md#amounts)
    return typeof total === "string" && isUint256Decimal(total)
      ? ok(BigInt(total))
      : err(malformed("suix_getBalance", context, total));
  }

  async function getDecimals(token: string): Promise<Result<number, ClientError>> {
    const invalid = checkFields("decimals", { token });
    if (invalid) return err(invalid);
    const context = { chainKey: "sui", token };
    let res: { decimals?: unknown } | null;
    try {
      res = await client.getCoinMetadata({ coinType: token });
    } catch (cause) {
      return err(
        suiRpcError("HTTP_REQUEST_FAILED", "Cannot read decimals: suix_getCoinMetadata failed", {
          ...context,
          method: "suix_getCoinMetadata",
        }, cause),
      );
    }
    if (res === null || res === undefined) {
      return err(
        new ClientError(
          "UNSUPPORTED_TOKEN",
          "Cannot read decimals: the chain has no metadata for this coin",
          {
            context,
          },
        ),
      );
    }
    const decimals = res.decimals;
    return typeof decimals === "number" && Number.isInteger(decimals) && decimals >= 0
      ? ok(decimals)
      : err(malformed("suix_getCoinMetadata", context, decimals));
  }

  function getAllowance(owner: string, token: string, spender: string): Promise<Result<bigint, ClientError>> {
    const invalid = checkFields("allowance", { owner, token, spender });
    if (invalid) return Promise.resolve(err(invalid));
    return Promise.resolve(err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        "Cannot read allowance: Sui has no allowance model (deposits are signed by the coins' owner)",
        { context: { chainKey: "sui", owner, token, spender } },
      ),
    ));
  }

  function isAllowanceValid(query: SpokeAllowanceQuery): Promise<Result<boolean, ClientError>> {
    const q = (query ?? {}) as Partial<SpokeAllowanceQuery>;
    const fields: Record<string, unknown> = { owner: q.owner, token: q.token };
    if (q.spender !== undefined) fields.spender = q.spender;
    const invalid = checkFields("allowance", fields);
    return Promise.resolve(invalid ? err(invalid) : ok(true));
  }

  return { getBalance, getDecimals, getAllowance, isAllowanceValid };
}

function checkFields(operation: string, fields: Record<string, unknown>): ClientError | undefined {
  for (const [field, value] of Object.entries(fields)) {
    const valid = field === "token"
      ? isValidSuiCoinType(value)
      : field === "spender"
      ? isValidSuiAddress(value) || parseSuiMoveRef(value) !== undefined
      : isValidSuiAddress(value);
    if (!valid) {
      const what = field === "token" ? "a Sui coin type" : "a Sui address";
      return new ClientError("INVALID_ADDRESS", `Cannot read ${operation}: ${field} is not ${what}`, {
        context: { chainKey: "sui", field, value: describeValue(value) },
      });
    }
  }
  return undefined;
}

function malformed(method: string, contextFields: ErrorContextFields, value: unknown): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return new ClientError("RESPONSE_VALIDATION_FAILED", `Cannot read: malformed ${method} result`, {
    context: { ...context, method, value: describeValue(value) },
  });
}
