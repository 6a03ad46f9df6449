/**
 * The platform's `Erc20Service` encoders (`encodeTransfer`, `encodeTransferFrom`, `encodeApprove`): one ERC-20
 * call `{address: token, value: 0, data}` for a hub call list or a spoke transaction. Each checks its input and
 * answers a Result (`INVALID_ADDRESS` / `INVALID_AMOUNT` naming the field) instead of throwing.
 *
 * @example Approve a spender
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeApprove } from "./erc20_calls.ts";
 * const token = "0x1111111111111111111111111111111111111111";
 * const r = encodeApprove(token, "0x2222222222222222222222222222222222222222", 5n);
 * assert.ok(r.ok && r.value.address === token && r.value.data.startsWith("0x095ea7b3"));
 * ```
 * @module
 */
import { type Address, encodeFunctionData, isAddress } from "viem";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { erc20TransfersAbi } from "../../core/abis/erc20_transfers.ts";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ContractCall } from "../hub/contract_calls.ts";

const MAX_UINT256 = (1n << 256n) - 1n;

function check(
  action: string,
  addresses: Readonly<Record<string, unknown>>,
  amount: unknown,
): ClientError | undefined {
  for (const [field, value] of Object.entries(addresses)) {
    if (typeof value !== "string" || !isAddress(value, { strict: false })) {
      return new ClientError("INVALID_ADDRESS", `Cannot ${action}: ${field} is not an EVM address`, {
        context: { field, value: describeValue(value), action, phase: "validate" },
      });
    }
  }
  if (typeof amount !== "bigint" || amount < 0n || amount > MAX_UINT256) {
    return new ClientError("INVALID_AMOUNT", `Cannot ${action}: amount must be a bigint from 0 to 2^256-1`, {
      context: { field: "amount", value: describeValue(amount), action, phase: "validate" },
    });
  }
  return undefined;
}

const call = (token: string, data: `0x${string}`): ContractCall => ({
  address: token as Address,
  value: 0n,
  data,
});

/**
 * `token.transfer(to, amount)` (the platform's `Erc20Service.encodeTransfer`).
 *
 * @param token the ERC-20
 * @param to the recipient
 * @param amount in the token's smallest unit
 * @returns the call; `INVALID_ADDRESS` / `INVALID_AMOUNT` naming the field
 * @example A transfer
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeTransfer } from "./erc20_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * assert.ok(encodeTransfer(a, a, 1n).ok);
 * ```
 */
export function encodeTransfer(token: string, to: string, amount: bigint): Result<ContractCall, ClientError> {
  const bad = check("encodeTransfer", { token, to }, amount);
  if (bad !== undefined) return err(bad);
  return ok(
    call(
      token,
      encodeFunctionData({ abi: erc20TransfersAbi, functionName: "transfer", args: [to as Address, amount] }),
    ),
  );
}

/**
 * `token.transferFrom(from, to, amount)` (the platform's `Erc20Service.encodeTransferFrom`).
 *
 * @param token the ERC-20
 * @param from the owner
 * @param to the recipient
 * @param amount in the token's smallest unit
 * @returns the call; a failure naming the bad field
 * @example A bad owner
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeTransferFrom } from "./erc20_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = encodeTransferFrom(a, "me", a, 1n);
 * assert.ok(!r.ok && r.error.context.field === "from");
 * ```
 */
export function encodeTransferFrom(
  token: string,
  from: string,
  to: string,
  amount: bigint,
): Result<ContractCall, ClientError> {
  const bad = check("encodeTransferFrom", { token, from, to }, amount);
  if (bad !== undefined) return err(bad);
  return ok(call(
    token,
    encodeFunctionData({
      abi: erc20TransfersAbi,
      functionName: "transferFrom",
      args: [from as Address, to as Address, amount],
    }),
  ));
}

/**
 * `token.approve(spender, amount)` (the platform's `Erc20Service.encodeApprove`).
 *
 * @param token the ERC-20
 * @param spender who may spend
 * @param amount the allowance
 * @returns the call; a failure naming the bad field
 * @example A negative allowance
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeApprove } from "./erc20_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * assert.ok(!encodeApprove(a, a, -1n).ok);
 * ```
 */
export function encodeApprove(
  token: string,
  spender: string,
  amount: bigint,
): Result<ContractCall, ClientError> {
  const bad = check("encodeApprove", { token, spender }, amount);
  if (bad !== undefined) return err(bad);
  return ok(
    call(
      token,
      encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [spender as Address, amount] }),
    ),
  );
}
