/**
 * The simulator's own reading of the two Soroban calls it answers for, with `@stellar/stellar-sdk`'s `xdr`,
 * `Address` and `scValToNative` (not the library's decoders):
 *
 * - asset manager `transfer(from: Address, token: Address, amount: u128, to: Bytes(20), data: Bytes)`, the order
 *   the platform SDK sends (`@sodax/sdk` 1.3.0-beta and its current source, `buildDepositCall`) and the only one
 *   read: the order our library sent up to 2026-11 (`to` before `amount`) is not a deposit;
 * - connection `send_message(from: Address, dst_chain_id: u128, dst_address: Bytes(20), payload: Bytes)`.
 * @module
 */
import { Address, scValToNative, type xdr } from "@stellar/stellar-sdk";
import { bytesToHex, getAddress, type Hex } from "viem";

/** A deposit call's fields. */
export interface SimStellarDeposit {
  /** The asset-manager contract id. */
  assetManager: string;
  /** The depositor (`G...`). */
  from: string;
  /** The token contract id. */
  token: string;
  /** The user's hub wallet. */
  to: Hex;
  /** Gross amount (u128). */
  amount: bigint;
  /** The hub call list. */
  payload: Hex;
}

/** A send-message call's fields. */
export interface SimStellarMessage {
  /** The connection contract id. */
  connection: string;
  /** The sender (`G...`). */
  from: string;
  /** Relay chain id of the destination (u128). */
  dstChainId: bigint;
  /** The user's hub wallet. */
  to: Hex;
  /** The hub call list. */
  payload: Hex;
}

type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

function invocation(
  op: xdr.Operation,
  fn: string,
  argCount: number,
): Read<{ contract: string; args: xdr.ScVal[]; values: unknown[] }> {
  const body = op.body;
  if (body.type !== "invokeHostFunction") return { ok: false, reason: "not a host function call" };
  const host = body.invokeHostFunctionOp.hostFunction;
  if (host.type !== "hostFunctionTypeInvokeContract") return { ok: false, reason: "not a contract call" };
  const call = host.invokeContract;
  if (call.functionName.toString() !== fn) return { ok: false, reason: `not a ${fn} call` };
  const args = call.args;
  if (args.length !== argCount) {
    return { ok: false, reason: `${args.length} arguments, expected ${argCount}` };
  }
  return {
    ok: true,
    value: {
      contract: Address.fromScAddress(call.contractAddress).toString(),
      args,
      values: args.map((a: xdr.ScVal) => scValToNative(a) as unknown),
    },
  };
}

const isU128 = (v: xdr.ScVal | undefined) => v?.type === "scvU128";
const hub = (v: unknown) => v instanceof Uint8Array && v.length === 20;

/**
 * Reads an asset-manager `transfer`, or says why `op` is not one.
 *
 * @param op the transaction's operation
 * @returns the deposit fields, or the reason
 * @example A send_message is not a transfer
 * ```ts
 * import assert from "node:assert/strict";
 * import { Contract } from "@stellar/stellar-sdk";
 * import { readDepositInvocation } from "./_read_invocation.ts";
 * const op = new Contract("CA3D5KRYM6CB7OWQ6TWYRR3Z4T7GNZLKERYNZGGA5SOAOPIFY6YQGAXE").call("send_message");
 * assert.deepEqual(readDepositInvocation(op), { ok: false, reason: "not a transfer call" });
 * ```
 */
export function readDepositInvocation(op: xdr.Operation): Read<SimStellarDeposit> {
  try {
    const call = invocation(op, "transfer", 5);
    if (!call.ok) return call;
    const [from, token, amount, to, data] = call.value.values;
    if (typeof from !== "string" || typeof token !== "string") {
      return { ok: false, reason: "from and token must be addresses" };
    }
    // Only the asset manager's order, as the platform calls it: transfer(from, token, amount: u128, to: bytes,
    // data: bytes) (docs/wire_inventory.md#spoke-deposit). The old order (to before amount) is refused.
    if (
      typeof amount !== "bigint" || !isU128(call.value.args[2]) || !hub(to) || !(data instanceof Uint8Array)
    ) {
      return { ok: false, reason: "transfer arguments have the wrong types" };
    }
    return {
      ok: true,
      value: {
        assetManager: call.value.contract,
        from,
        token,
        to: getAddress(bytesToHex(to as Uint8Array)),
        amount,
        payload: bytesToHex(data),
      },
    };
  } catch {
    return { ok: false, reason: "malformed operation" };
  }
}

/**
 * Reads a connection `send_message`, or says why `op` is not one.
 *
 * @param op the transaction's operation
 * @returns the message fields, or the reason
 * @example Four arguments are required
 * ```ts
 * import assert from "node:assert/strict";
 * import { Contract } from "@stellar/stellar-sdk";
 * import { readMessageInvocation } from "./_read_invocation.ts";
 * const op = new Contract("CA3D5KRYM6CB7OWQ6TWYRR3Z4T7GNZLKERYNZGGA5SOAOPIFY6YQGAXE").call("send_message");
 * assert.deepEqual(readMessageInvocation(op), { ok: false, reason: "0 arguments, expected 4" });
 * ```
 */
export function readMessageInvocation(op: xdr.Operation): Read<SimStellarMessage> {
  try {
    const call = invocation(op, "send_message", 4);
    if (!call.ok) return call;
    const [from, dstChainId, to, payload] = call.value.values;
    if (typeof from !== "string" || typeof dstChainId !== "bigint" || !isU128(call.value.args[1])) {
      return { ok: false, reason: "from must be an address, dst_chain_id a u128" };
    }
    if (!hub(to) || !(payload instanceof Uint8Array)) {
      return { ok: false, reason: "send_message arguments have the wrong types" };
    }
    return {
      ok: true,
      value: {
        connection: call.value.contract,
        from,
        dstChainId,
        to: getAddress(bytesToHex(to as Uint8Array)),
        payload: bytesToHex(payload),
      },
    };
  } catch {
    return { ok: false, reason: "malformed operation" };
  }
}
