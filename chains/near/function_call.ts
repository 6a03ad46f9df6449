/**
 * The NEAR function calls of the spoke, as the platform SDK's `NearSpokeService` builds them (`deposit`,
 * `sendMessage`): byte fields are JSON arrays of numbers, amounts decimal strings, 300 TGas attached.
 *
 * - native NEAR deposit: `assetManager.transfer({to, amount, data})` with `amount` yoctoNEAR attached;
 * - NEP-141 token deposit: `token.ft_transfer_call({receiver_id: assetManager, amount, memo: "", msg})` where
 *   `msg` is the JSON text of `{to, data}`; 1 yoctoNEAR attached (NEP-141 `ft_transfer_call` asserts exactly one
 *   yocto; the platform SDK attaches 0, which a standard token contract refuses);
 * - message: `connection.send_message({dst_chain_id, dst_address, payload})`, nothing attached.
 *
 * `to` / `dst_address` are the 20 bytes of the user's hub wallet, `data` / `payload` the hub call list. Argument
 * keys are in the platform SDK's order, so the JSON bytes (and the transaction hash) are the same.
 *
 * @example A native deposit
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildNearDepositCall } from "./function_call.ts";
 * const tx = buildNearDepositCall({
 *   token: "NEAR", nativeToken: "NEAR", assetManager: "asset-manager.sodax.near", amount: 5n,
 *   hubWallet: "0x1111111111111111111111111111111111111111", payload: "0x0102",
 * });
 * assert.equal(tx.receiverId, "asset-manager.sodax.near");
 * assert.deepEqual(tx.actions[0].args, { to: Array(20).fill(0x11), amount: "5", data: [1, 2] });
 * assert.equal(tx.actions[0].deposit, 5n);
 * ```
 * @module
 */
import { type Hex, hexToBytes } from "viem";
import type { NearFunctionCall, NearTransactionRequest } from "./wallet.ts";

/** Gas attached to every spoke call: 300 TGas (the platform SDK's `NEAR_DEFAULT_GAS`). */
export const NEAR_DEFAULT_GAS = 300_000_000_000_000n;

/** The deposit NEP-141 `ft_transfer_call` requires: exactly 1 yoctoNEAR. */
export const ONE_YOCTO = 1n;

/** The native coin's token id in the chain config (`nativeToken`). */
export const NEAR_NATIVE_TOKEN = "NEAR";

/** Parameters of {@link buildNearDepositCall}. */
export interface NearDepositCallParams {
  /** The deposited token: `nativeToken` or a NEP-141 contract account. */
  token: string;
  /** The chain's native token id. */
  nativeToken: string;
  /** The spoke asset manager account. */
  assetManager: string;
  /** Gross amount in the token's smallest unit. */
  amount: bigint;
  /** The user's hub wallet (20-byte hex). */
  hubWallet: string;
  /** The hub call list (hex). */
  payload: string;
}

/**
 * Builds the asset-manager deposit of `token`.
 *
 * @param p see {@link NearDepositCallParams}
 * @returns the transaction request (one function call)
 * @example A NEP-141 deposit
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildNearDepositCall } from "./function_call.ts";
 * const tx = buildNearDepositCall({
 *   token: "wrap.near", nativeToken: "NEAR", assetManager: "am.near", amount: 7n,
 *   hubWallet: "0x1111111111111111111111111111111111111111", payload: "0x09",
 * });
 * const call = tx.actions[0];
 * assert.ok(tx.receiverId === "wrap.near" && call.methodName === "ft_transfer_call" && call.deposit === 1n);
 * assert.deepEqual(JSON.parse(String(call.args.msg)).data, [9]);
 * ```
 */
export function buildNearDepositCall(p: NearDepositCallParams): NearTransactionRequest {
  const to = byteArray(p.hubWallet);
  const data = byteArray(p.payload);
  const amount = p.amount.toString();
  if (p.token === p.nativeToken) {
    return {
      receiverId: p.assetManager,
      actions: [functionCall("transfer", { to, amount, data }, p.amount)],
    };
  }
  return {
    receiverId: p.token,
    actions: [
      functionCall("ft_transfer_call", {
        receiver_id: p.assetManager,
        amount,
        memo: "",
        msg: JSON.stringify({ to, data }),
      }, ONE_YOCTO),
    ],
  };
}

/** Parameters of {@link buildNearMessageCall}. */
export interface NearMessageCallParams {
  /** The spoke connection account. */
  connection: string;
  /** Relay chain id of the destination (the hub: 146). */
  dstChainId: number;
  /** The user's hub wallet (20-byte hex). */
  hubWallet: string;
  /** The hub call list (hex). */
  payload: string;
}

/**
 * Builds the connection message (nothing moved).
 *
 * @param p see {@link NearMessageCallParams}
 * @returns the transaction request (one function call, no deposit)
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildNearMessageCall } from "./function_call.ts";
 * const tx = buildNearMessageCall({
 *   connection: "connection.sodax.near", dstChainId: 146,
 *   hubWallet: "0x1111111111111111111111111111111111111111", payload: "0xff",
 * });
 * assert.deepEqual(tx.actions[0].args.payload, [255]);
 * assert.equal(tx.actions[0].deposit, 0n);
 * ```
 */
export function buildNearMessageCall(p: NearMessageCallParams): NearTransactionRequest {
  return {
    receiverId: p.connection,
    actions: [
      functionCall("send_message", {
        dst_address: byteArray(p.hubWallet),
        dst_chain_id: p.dstChainId,
        payload: byteArray(p.payload),
      }, 0n),
    ],
  };
}

function functionCall(methodName: string, args: Record<string, unknown>, deposit: bigint): NearFunctionCall {
  return { methodName, args, gas: NEAR_DEFAULT_GAS, deposit };
}

function byteArray(hex: string): number[] {
  return Array.from(hexToBytes(hex as Hex));
}
