/**
 * The platform's `Permit2Service.getAllowance` and `isAllowanceValid`: Permit2's packed allowance of a user for a
 * token and spender, read with `allowance(user, token, spender)` through a viem public client (its
 * `readContract`; `getPublicClient` of this sub-path gives one), answering a `Result` instead of throwing.
 *
 * @example A malformed address is refused before any read
 * ```ts
 * import assert from "node:assert/strict";
 * import { getPermit2Allowance } from "./permit2_reads.ts";
 * const client = { readContract: () => Promise.reject(new Error("not called")) };
 * const r = await getPermit2Allowance("0x12", "0x12", "0x12", "0x12", client as never);
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.field === "permit2");
 * ```
 * @module
 */
import { type Address, isAddress, type PublicClient } from "viem";
import { permit2AllowanceTransferAbi } from "../../core/abis/permit2_allowance_transfer.ts";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { rpcFailure } from "../rpc/rpc_failure.ts";

/** Permit2's allowance of one user, token and spender (`IAllowanceTransfer.allowance`). */
export interface Permit2Allowance {
  /** The allowed amount (uint160). */
  amount: bigint;
  /** When the allowance expires (unix seconds, uint48); `0` for one never set. */
  expiration: number;
  /** The user's nonce for this token and spender (uint48). */
  nonce: number;
}

/** What the reads need of a viem public client: its `readContract`. */
export type Permit2ReadClient = Pick<PublicClient, "readContract">;

/** Options of {@link isPermit2AllowanceValid}. */
export interface Permit2ValidityOptions {
  /** The time the expiration is compared with, unix seconds. @default Math.floor(Date.now() / 1000) */
  nowSeconds?: number | undefined;
}

function badAddress(fields: Record<string, unknown>): ClientError | undefined {
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value !== "string" || !isAddress(value, { strict: false })) {
      return new ClientError(
        "INVALID_ADDRESS",
        `Cannot read a Permit2 allowance: ${field} is not an EVM address`,
        {
          context: {
            field,
            value: describeValue(value),
            action: "read a Permit2 allowance",
            phase: "validate",
          },
        },
      );
    }
  }
  return undefined;
}

/**
 * Reads Permit2's `allowance(user, token, spender)`.
 *
 * @param permit2 the Permit2 contract
 * @param user the owner of the tokens
 * @param token the token
 * @param spender who may pull them
 * @param publicClient a viem public client of the chain (anything with its `readContract`)
 * @returns the allowance; failures: `INVALID_ADDRESS` (no I/O), `NETWORK_ERROR` / `REQUEST_TIMEOUT` /
 *   `HTTP_REQUEST_FAILED` (the read failed or reverted; `cause` attached)
 * @example A client that answers a set allowance
 * ```ts
 * import assert from "node:assert/strict";
 * import { getPermit2Allowance } from "./permit2_reads.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const client = { readContract: () => Promise.resolve([5n, 1_900_000_000, 2]) };
 * const r = await getPermit2Allowance(a, a, a, a, client as never);
 * assert.deepEqual(r.ok && r.value, { amount: 5n, expiration: 1_900_000_000, nonce: 2 });
 * ```
 */
export async function getPermit2Allowance(
  permit2: Address,
  user: Address,
  token: Address,
  spender: Address,
  publicClient: Permit2ReadClient,
): Promise<Result<Permit2Allowance, ClientError>> {
  const invalid = badAddress({ permit2, user, token, spender });
  if (invalid !== undefined) return err(invalid);
  try {
    const [amount, expiration, nonce] = await publicClient.readContract({
      address: permit2,
      abi: permit2AllowanceTransferAbi,
      functionName: "allowance",
      args: [user, token, spender],
    });
    return ok({ amount: BigInt(amount), expiration: Number(expiration), nonce: Number(nonce) });
  } catch (cause) {
    const failure = rpcFailure(cause);
    return err(
      new ClientError(failure.code, `Cannot read a Permit2 allowance: the RPC read failed: ${failure.what}`, {
        context: {
          permit2,
          user,
          token,
          spender,
          phase: "read",
          ...(failure.status === undefined ? {} : { status: failure.status }),
        },
        cause,
      }),
    );
  }
}

/**
 * Whether `spender` may pull `amount` of `token` from `user` through Permit2 now: the allowance covers the
 * amount and has not expired (`expiration > now`, as the platform compares).
 *
 * @param permit2 the Permit2 contract
 * @param user the owner of the tokens
 * @param token the token
 * @param spender who may pull them
 * @param amount the amount needed (a bigint >= 0)
 * @param publicClient a viem public client of the chain
 * @param options the time compared with. @default {}
 * @returns the answer; failures: those of {@link getPermit2Allowance}, `INVALID_AMOUNT`
 * @example An allowance that expired is not valid
 * ```ts
 * import assert from "node:assert/strict";
 * import { isPermit2AllowanceValid } from "./permit2_reads.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const client = { readContract: () => Promise.resolve([5n, 100, 0]) };
 * const r = await isPermit2AllowanceValid(a, a, a, a, 5n, client as never, { nowSeconds: 100 });
 * assert.ok(r.ok && r.value === false);
 * ```
 */
export async function isPermit2AllowanceValid(
  permit2: Address,
  user: Address,
  token: Address,
  spender: Address,
  amount: bigint,
  publicClient: Permit2ReadClient,
  options: Permit2ValidityOptions = {},
): Promise<Result<boolean, ClientError>> {
  if (typeof amount !== "bigint" || amount < 0n) {
    return err(
      new ClientError(
        "INVALID_AMOUNT",
        "Cannot check a Permit2 allowance: amount must be a non-negative bigint",
        {
          context: { field: "amount", value: describeValue(amount), phase: "validate" },
        },
      ),
    );
  }
  const { nowSeconds = Math.floor(Date.now() / 1000) } = options;
  const allowance = await getPermit2Allowance(permit2, user, token, spender, publicClient);
  if (!allowance.ok) return allowance;
  return ok(allowance.value.amount >= amount && allowance.value.expiration > nowSeconds);
}
