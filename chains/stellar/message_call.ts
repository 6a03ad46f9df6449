/**
 * The Soroban call that sends a cross-chain message through the Stellar connection contract, carrying the hub
 * payload **in full** (Stellar is not a split-tx chain): `send_message(from: Address, dst_chain_id: u128,
 * dst_address: Bytes, payload: Bytes)`. It is the Stellar counterpart of the EVM connection's
 * `sendMessage(dstChainId, dstAddress, payload)`, used by hub-service writes that move no tokens (borrow,
 * withdraw, unstake, ...). Like `deposit_call.ts`, the argument list is our own minimal design understood by the
 * simulator, not checked against the mainnet contract's interface (not in our references).
 *
 * @example Round trip
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair } from "@stellar/stellar-sdk";
 * import { buildMessageOperation, decodeMessageOperation } from "./message_call.ts";
 * const from = Keypair.random().publicKey();
 * const op = buildMessageOperation({
 *   connection: "CDFQDDPUPAM3XPGORHDOEFRNLMKOH3N3X6XTXNLSXJQXIU3RVCM3OPEP",
 *   from,
 *   dstChainId: 146n,
 *   to: "0x1111111111111111111111111111111111111111",
 *   payload: "0x1234",
 * });
 * const r = decodeMessageOperation(op);
 * assert.ok(r.ok && r.value.from === from && r.value.dstChainId === 146n && r.value.payload === "0x1234");
 * ```
 * @module
 */
import { Address, Contract, nativeToScVal, type xdr } from "@stellar/stellar-sdk";
import { bytesToHex, getAddress, type Hex, hexToBytes } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { readContractCall } from "./_contract_call.ts";
import { MAX_U128 } from "./deposit_call.ts";

/** The connection function called. */
export const MESSAGE_FUNCTION = "send_message";

/** The fields of a Stellar message. */
export interface StellarMessage {
  /** The connection contract id (`C...`). */
  connection: string;
  /** The sender (`G...`), also the tx source. */
  from: string;
  /** Relay chain id of the destination (the hub: 146), u128. */
  dstChainId: bigint;
  /** The user's hub wallet (20 bytes, hex). */
  to: Hex;
  /** The hub call list (hex). */
  payload: Hex;
}

/**
 * Builds the `invokeHostFunction` operation of a message.
 *
 * @param message the fields
 * @returns the operation
 * @throws the SDK's error when an address is malformed, `RangeError` for a chain id outside u128 (the adapter
 *   checks first)
 * @example The function name
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair } from "@stellar/stellar-sdk";
 * import { buildMessageOperation } from "./message_call.ts";
 * const op = buildMessageOperation({
 *   connection: "CDFQDDPUPAM3XPGORHDOEFRNLMKOH3N3X6XTXNLSXJQXIU3RVCM3OPEP", from: Keypair.random().publicKey(),
 *   dstChainId: 146n, to: "0x1111111111111111111111111111111111111111", payload: "0x",
 * });
 * const fn = op.body.type === "invokeHostFunction" ? op.body.invokeHostFunctionOp.hostFunction : undefined;
 * assert.ok(fn?.type === "hostFunctionTypeInvokeContract" && fn.invokeContract.functionName.toString() === "send_message");
 * ```
 */
export function buildMessageOperation(message: StellarMessage): xdr.Operation {
  if (message.dstChainId < 0n || message.dstChainId > MAX_U128) {
    throw new RangeError("dstChainId must fit in a u128");
  }
  return new Contract(message.connection).call(
    MESSAGE_FUNCTION,
    Address.fromString(message.from).toScVal(),
    nativeToScVal(message.dstChainId, { type: "u128" }),
    nativeToScVal(hexToBytes(message.to), { type: "bytes" }),
    nativeToScVal(hexToBytes(message.payload), { type: "bytes" }),
  );
}

/**
 * Decodes a message operation built by {@link buildMessageOperation}.
 *
 * @param op an operation
 * @returns the fields, or `VALIDATION_FAILED` when `op` is not such a call
 * @example Another operation
 * ```ts
 * import assert from "node:assert/strict";
 * import { Operation } from "@stellar/stellar-sdk";
 * import { decodeMessageOperation } from "./message_call.ts";
 * assert.ok(!decodeMessageOperation(Operation.bumpSequence({ bumpTo: "2" })).ok);
 * ```
 */
export function decodeMessageOperation(op: xdr.Operation): Result<StellarMessage, ClientError> {
  try {
    const call = readContractCall(op, MESSAGE_FUNCTION, 4);
    if (!call.ok) return err(invalid(call.reason));
    const { args, values: [from, dstChainId, to, payload] } = call.value;
    if (typeof from !== "string") return err(invalid("from must be an address"));
    if (typeof dstChainId !== "bigint" || args[1].type !== "scvU128") {
      return err(invalid("dst_chain_id must be u128"));
    }
    if (!(to instanceof Uint8Array) || to.length !== 20) return err(invalid("dst_address must be 20 bytes"));
    if (!(payload instanceof Uint8Array)) return err(invalid("payload must be bytes"));
    return ok({
      connection: call.value.contract,
      from,
      dstChainId,
      to: getAddress(bytesToHex(to)),
      payload: bytesToHex(payload),
    });
  } catch (cause) {
    return err(invalid("malformed operation", cause));
  }
}

function invalid(reason: string, cause?: unknown): ClientError {
  return new ClientError("VALIDATION_FAILED", `Cannot decode Stellar message: ${reason}`, {
    context: { reason },
    cause,
  });
}
