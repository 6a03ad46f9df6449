/**
 * Balance reads of Stacks through the Hiro API's `GET /extended/v1/address/{principal}/balances` (the endpoint the
 * platform SDK's `getSTXBalance` reads): `stx.balance` for native STX (micro-STX), and for a SIP-010 token the
 * `fungible_tokens` entry keyed `{contract id}::{asset name}` (absent: `0n`). Stacks has no allowance model (a
 * deposit is a contract call signed by the owner), so `isAllowanceValid` is always `true` and `getAllowance`
 * fails `UNSUPPORTED_CHAIN_OPERATION`.
 *
 * @example A malformed owner is refused without I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStacksTokenReads } from "./token_reads.ts";
 * const reads = createStacksTokenReads({ rpcUrl: "http://stacks.test" });
 * const r = await reads.getBalance("0x12", "ST000000000000000000002AMW42H.nativetoken");
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.chainKey === "stacks");
 * ```
 * @module
 */
import * as z from "../../core/schemas/zod.ts";
import { describeValue } from "../../core/describe_value.ts";
import { isUint256Decimal } from "../../core/schemas/uint256_decimal.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidStacksAddress } from "../address/stacks.ts";
import type { SpokeAdapterOptions } from "../spoke/adapter_options.ts";
import type { SpokeAdapter, SpokeAllowanceQuery } from "../spoke/spoke_adapter.ts";
import { stacksRequest } from "./_rest.ts";

/** The native STX token id of the packaged config. */
export const STACKS_NATIVE_TOKEN = "ST000000000000000000002AMW42H.nativetoken";

/** The chain settings the reads need. */
export interface StacksTokenReadsConfig {
  /** Node / Hiro API root. */
  rpcUrl: string;
  /** The native coin's token id. @default STACKS_NATIVE_TOKEN */
  nativeToken?: string | undefined;
}

/** Transport options of the reads. */
export type StacksTokenReadsOptions = Pick<SpokeAdapterOptions, "fetch" | "sleep">;

/** The read half of the Stacks {@link SpokeAdapter}. */
export type StacksTokenReads = Pick<SpokeAdapter, "getBalance" | "getAllowance" | "isAllowanceValid">;

/** A balance: a uint256 at most, checked before conversion (docs/rules/http.md#amounts). */
const amount = z.string().check(z.refine(isUint256Decimal, "expected a decimal integer of at most 2^256-1"));
const balancesSchema = z.object({
  stx: z.object({ balance: amount }),
  fungible_tokens: z.optional(z.record(z.string(), z.object({ balance: amount }))),
});

/**
 * Whether `token` is a Stacks token id: `nativeToken`, or a mainnet contract principal (`SP....name`).
 *
 * @param token the candidate (any value)
 * @param nativeToken the native STX id @default STACKS_NATIVE_TOKEN
 * @returns true when well-formed
 * @example A standard principal is not a token
 * ```ts
 * import assert from "node:assert/strict";
 * import { isStacksToken } from "./token_reads.ts";
 * assert.ok(isStacksToken("SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0.bnusd"));
 * assert.ok(!isStacksToken("SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0"));
 * ```
 */
export function isStacksToken(token: unknown, nativeToken: string = STACKS_NATIVE_TOKEN): token is string {
  return token === nativeToken ||
    (typeof token === "string" && token.includes(".") && isValidStacksAddress(token));
}

/**
 * Creates the Stacks reads.
 *
 * @param config see {@link StacksTokenReadsConfig}
 * @param options injected fetch and sleep
 * @returns the reads; failures: `INVALID_ADDRESS` (no I/O), the transport's failures (`HTTP_REQUEST_FAILED`,
 *   `NETWORK_ERROR`, ...), `RESPONSE_VALIDATION_FAILED` (a malformed answer), `UNSUPPORTED_CHAIN_OPERATION`
 *   (`getAllowance`)
 * @example Always allowed
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStacksTokenReads, STACKS_NATIVE_TOKEN } from "./token_reads.ts";
 * const reads = createStacksTokenReads({ rpcUrl: "http://stacks.test" });
 * const owner = "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7";
 * assert.deepEqual(await reads.isAllowanceValid({ owner, token: STACKS_NATIVE_TOKEN, amount: 5n }), { ok: true, value: true });
 * ```
 */
export function createStacksTokenReads(
  config: StacksTokenReadsConfig,
  options: StacksTokenReadsOptions = {},
): StacksTokenReads {
  const nativeToken = config.nativeToken ?? STACKS_NATIVE_TOKEN;

  function check(operation: string, fields: Record<string, unknown>): ClientError | undefined {
    for (const [field, value] of Object.entries(fields)) {
      const valid = field === "token" ? isStacksToken(value, nativeToken) : isValidStacksAddress(value);
      if (!valid) {
        return new ClientError(
          "INVALID_ADDRESS",
          `Cannot read ${operation}: ${field} is not a Stacks ${field === "token" ? "token" : "principal"}`,
          { context: { chainKey: "stacks", field, value: describeValue(value) } },
        );
      }
    }
    return undefined;
  }

  async function getBalance(address: string, token: string): Promise<Result<bigint, ClientError>> {
    const invalid = check("balance", { address, token });
    if (invalid) return err(invalid);
    const res = await stacksRequest(
      config.rpcUrl,
      "GET",
      `/extended/v1/address/${address}/balances`,
      balancesSchema,
      options,
    );
    if (!res.ok) return res;
    if (token === nativeToken) return ok(BigInt(res.value.stx.balance));
    const entry = Object.entries(res.value.fungible_tokens ?? {}).find(([id]) => id.startsWith(`${token}::`));
    return ok(entry === undefined ? 0n : BigInt(entry[1].balance));
  }

  function getAllowance(owner: string, token: string, spender: string): Promise<Result<bigint, ClientError>> {
    const invalid = check("allowance", { owner, token, spender });
    if (invalid) return Promise.resolve(err(invalid));
    return Promise.resolve(err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        "Cannot read allowance: Stacks has no allowance model (deposits are contract calls signed by the owner)",
        { context: { chainKey: "stacks", owner, token, spender } },
      ),
    ));
  }

  function isAllowanceValid(query: SpokeAllowanceQuery): Promise<Result<boolean, ClientError>> {
    const q = (query ?? {}) as Partial<SpokeAllowanceQuery>;
    const fields: Record<string, unknown> = { owner: q.owner, token: q.token };
    if (q.spender !== undefined) fields.spender = q.spender;
    const invalid = check("allowance", fields);
    return Promise.resolve(invalid ? err(invalid) : ok(true));
  }

  return { getBalance, getAllowance, isAllowanceValid };
}
