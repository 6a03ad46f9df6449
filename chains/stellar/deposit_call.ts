/**
 * The Soroban call that deposits into the Stellar asset manager and carries the hub payload **in full** (Stellar is
 * not a split-tx chain): `transfer(from: Address, token: Address, amount: u128, to: Bytes, data: Bytes)`, the
 * asset manager's argument order as the platform's own SDK calls it (`StellarSpokeService.buildDepositCall` of
 * `@sodax/sdk`; `tests/chains/stellar/deposit_call_order_test.ts` pins it).
 *
 * @example Round trip
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair } from "@stellar/stellar-sdk";
 * import { buildDepositOperation, decodeDepositOperation } from "./deposit_call.ts";
 * const from = Keypair.random().publicKey();
 * const op = buildDepositOperation({
 *   assetManager: "CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3",
 *   from,
 *   token: "CAS3J7GYLGXMF6TDJBBYYSE3HQ6BBSMLNUQ34T6TZMYMW2EVH34XOWMA",
 *   to: "0x1111111111111111111111111111111111111111",
 *   amount: 10n,
 *   payload: "0x1234",
 * });
 * const r = decodeDepositOperation(op);
 * assert.ok(r.ok && r.value.from === from && r.value.amount === 10n && r.value.payload === "0x1234");
 * ```
 * @module
 */
import { Address, Contract, nativeToScVal, type xdr } from "@stellar/stellar-sdk";
import { bytesToHex, getAddress, type Hex, hexToBytes } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { readContractCall } from "./_contract_call.ts";

/** The asset-manager function called. */
export const DEPOSIT_FUNCTION = "transfer";
/** The largest amount a u128 holds. */
export const MAX_U128 = (1n << 128n) - 1n;

/** The fields of a Stellar deposit. */
export interface StellarDeposit {
  /** The asset-manager contract id (`C...`). */
  assetManager: string;
  /** The depositor (`G...`), also the tx source. */
  from: string;
  /** The token's contract id (`C...`; the native XLM contract for XLM). */
  token: string;
  /** The user's hub wallet (20 bytes, hex). */
  to: Hex;
  /** Gross amount in the token's base units (u128). */
  amount: bigint;
  /** The hub payload `[approve, createIntent]` (hex). */
  payload: Hex;
}

/**
 * Builds the `invokeHostFunction` operation of a deposit.
 *
 * @param deposit the fields
 * @returns the operation
 * @throws the SDK's error when an address is malformed, `RangeError` for an amount outside u128 (the adapter
 *   checks first)
 * @example The function name
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair } from "@stellar/stellar-sdk";
 * import { buildDepositOperation } from "./deposit_call.ts";
 * const op = buildDepositOperation({
 *   assetManager: "CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3", from: Keypair.random().publicKey(),
 *   token: "CAS3J7GYLGXMF6TDJBBYYSE3HQ6BBSMLNUQ34T6TZMYMW2EVH34XOWMA",
 *   to: "0x1111111111111111111111111111111111111111", amount: 1n, payload: "0x",
 * });
 * const fn = op.body.type === "invokeHostFunction" ? op.body.invokeHostFunctionOp.hostFunction : undefined;
 * assert.ok(fn?.type === "hostFunctionTypeInvokeContract" && fn.invokeContract.functionName.toString() === "transfer");
 * ```
 */
export function buildDepositOperation(deposit: StellarDeposit): xdr.Operation {
  if (deposit.amount < 0n || deposit.amount > MAX_U128) throw new RangeError("amount must fit in a u128");
  return new Contract(deposit.assetManager).call(
    DEPOSIT_FUNCTION,
    Address.fromString(deposit.from).toScVal(),
    Address.fromString(deposit.token).toScVal(),
    nativeToScVal(deposit.amount, { type: "u128" }),
    nativeToScVal(hexToBytes(deposit.to), { type: "bytes" }),
    nativeToScVal(hexToBytes(deposit.payload), { type: "bytes" }),
  );
}

/**
 * Decodes a deposit operation built by {@link buildDepositOperation}.
 *
 * @param op an operation
 * @returns the fields, or `VALIDATION_FAILED` when `op` is not such a call
 * @example Another operation
 * ```ts
 * import assert from "node:assert/strict";
 * import { Operation } from "@stellar/stellar-sdk";
 * import { decodeDepositOperation } from "./deposit_call.ts";
 * assert.ok(!decodeDepositOperation(Operation.bumpSequence({ bumpTo: "2" })).ok);
 * ```
 */
export function decodeDepositOperation(op: xdr.Operation): Result<StellarDeposit, ClientError> {
  try {
    const call = readContractCall(op, DEPOSIT_FUNCTION, 5);
    if (!call.ok) return err(invalid(call.reason));
    const { args, values: [from, token, amount, to, data] } = call.value;
    if (typeof from !== "string" || typeof token !== "string") {
      return err(invalid("from and token must be addresses"));
    }
    if (!(to instanceof Uint8Array) || to.length !== 20) return err(invalid("to must be 20 bytes"));
    if (typeof amount !== "bigint" || args[2].type !== "scvU128") return err(invalid("amount must be u128"));
    if (!(data instanceof Uint8Array)) return err(invalid("data must be bytes"));
    return ok({
      assetManager: call.value.contract,
      from,
      token,
      to: getAddress(bytesToHex(to)),
      amount,
      payload: bytesToHex(data),
    });
  } catch (cause) {
    return err(invalid("malformed operation", cause));
  }
}

function invalid(reason: string, cause?: unknown): ClientError {
  return new ClientError("VALIDATION_FAILED", `Cannot decode Stellar deposit: ${reason}`, {
    context: { reason },
    cause,
  });
}
