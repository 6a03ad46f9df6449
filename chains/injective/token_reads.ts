/**
 * Balance reads of Injective over REST (LCD): a token is a bank denom (`inj`, `factory/...`, `ibc/...`,
 * `peggy0x...`), read with `GET /cosmos/bank/v1beta1/balances/{address}/by_denom`. Deposits attach the coins to
 * the execute message (signed by the owner), so there is no allowance: `isAllowanceValid` is always `true` and
 * `getAllowance` fails `UNSUPPORTED_CHAIN_OPERATION`. Bank denoms carry no decimals on chain (the packaged token
 * list has them).
 *
 * @example A malformed owner is refused without I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createInjectiveTokenReads } from "./token_reads.ts";
 * const reads = createInjectiveTokenReads({ restUrl: "http://lcd.test" });
 * const r = await reads.getBalance("0x12", "inj");
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.chainKey === "injective-1");
 * ```
 * @module
 */
import { describeValue } from "../../core/describe_value.ts";
import { carriedContext, ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidInjectiveAddress } from "../address/injective.ts";
import type { SpokeAdapterOptions } from "../spoke/adapter_options.ts";
import type { SpokeAdapter, SpokeAllowanceQuery } from "../spoke/spoke_adapter.ts";
import { lcdBalance } from "./lcd.ts";

/** The chain key of the Injective spoke. */
export const INJECTIVE_CHAIN_KEY = "injective-1";

/** The native coin's denom. */
export const INJECTIVE_NATIVE_TOKEN = "inj";

const DENOM = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/;

/**
 * Whether `token` is a well-formed bank denom (the Cosmos SDK's denom rule).
 *
 * @param token the candidate (any value)
 * @returns true when well-formed
 * @example An EVM address is not a denom
 * ```ts
 * import assert from "node:assert/strict";
 * import { isInjectiveDenom } from "./token_reads.ts";
 * assert.ok(isInjectiveDenom("inj") && isInjectiveDenom("factory/inj1d036ftaatxpkqsu9hja8r24rv3v33chz3appxp/bnUSD"));
 * assert.ok(!isInjectiveDenom("0x1111111111111111111111111111111111111111") && !isInjectiveDenom(""));
 * ```
 */
export function isInjectiveDenom(token: unknown): token is string {
  return typeof token === "string" && DENOM.test(token) && !/^0x[0-9a-fA-F]+$/.test(token);
}

/** The chain settings the reads need. */
export interface InjectiveTokenReadsConfig {
  /** The REST (LCD) root. */
  restUrl: string;
}

/** Transport options of the reads. */
export type InjectiveTokenReadsOptions = Pick<SpokeAdapterOptions, "fetch" | "sleep">;

/** The read half of the Injective {@link SpokeAdapter}. */
export type InjectiveTokenReads = Pick<SpokeAdapter, "getBalance" | "getAllowance" | "isAllowanceValid">;

/**
 * Creates the Injective reads.
 *
 * @param config see {@link InjectiveTokenReadsConfig}
 * @param options injected fetch and sleep
 * @returns the reads; failures: `INVALID_ADDRESS` (no I/O: addresses are `inj1...`, tokens bank denoms), the
 *   transport's failures (`HTTP_REQUEST_FAILED` with `context.status`, `RESPONSE_VALIDATION_FAILED`),
 *   `UNSUPPORTED_CHAIN_OPERATION` (`getAllowance`)
 * @example Always allowed
 * ```ts
 * import assert from "node:assert/strict";
 * import { createInjectiveTokenReads } from "./token_reads.ts";
 * const reads = createInjectiveTokenReads({ restUrl: "http://lcd.test" });
 * const owner = "inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rp";
 * assert.deepEqual(await reads.isAllowanceValid({ owner, token: "inj", amount: 5n }), { ok: true, value: true });
 * ```
 */
export function createInjectiveTokenReads(
  config: InjectiveTokenReadsConfig,
  options: InjectiveTokenReadsOptions = {},
): InjectiveTokenReads {
  async function getBalance(address: string, token: string): Promise<Result<bigint, ClientError>> {
    const invalid = checkFields("balance", { address }, { token });
    if (invalid) return err(invalid);
    const res = await lcdBalance(config.restUrl, address, token, options);
    if (res.ok) return res;
    return err(
      new ClientError(res.error.code, `Cannot read balance: ${res.error.message}`, {
        context: carriedContext<typeof res.error.code>({
          ...res.error.context,
          chainKey: INJECTIVE_CHAIN_KEY,
          address,
          token,
        }),
        cause: res.error,
      }),
    );
  }

  function getAllowance(owner: string, token: string, spender: string): Promise<Result<bigint, ClientError>> {
    const invalid = checkFields("allowance", { owner, spender }, { token });
    if (invalid) return Promise.resolve(err(invalid));
    return Promise.resolve(err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        "Cannot read allowance: Injective deposits attach bank coins to the execute message (no allowance model)",
        { context: { chainKey: INJECTIVE_CHAIN_KEY, owner, token, spender } },
      ),
    ));
  }

  function isAllowanceValid(query: SpokeAllowanceQuery): Promise<Result<boolean, ClientError>> {
    const q = (query ?? {}) as Partial<SpokeAllowanceQuery>;
    const addresses: Record<string, unknown> = { owner: q.owner };
    if (q.spender !== undefined) addresses.spender = q.spender;
    const invalid = checkFields("allowance", addresses, { token: q.token });
    return Promise.resolve(invalid ? err(invalid) : ok(true));
  }

  return { getBalance, getAllowance, isAllowanceValid };
}

function checkFields(
  operation: string,
  addresses: Record<string, unknown>,
  tokens: Record<string, unknown>,
): ClientError | undefined {
  for (const [field, value] of Object.entries(addresses)) {
    if (!isValidInjectiveAddress(value)) {
      return new ClientError(
        "INVALID_ADDRESS",
        `Cannot read ${operation}: ${field} is not an Injective address`,
        {
          context: { chainKey: INJECTIVE_CHAIN_KEY, field, value: describeValue(value) },
        },
      );
    }
  }
  for (const [field, value] of Object.entries(tokens)) {
    if (!isInjectiveDenom(value)) {
      return new ClientError("INVALID_ADDRESS", `Cannot read ${operation}: ${field} is not a bank denom`, {
        context: { chainKey: INJECTIVE_CHAIN_KEY, field, value: describeValue(value) },
      });
    }
  }
  return undefined;
}
