/**
 * The Injective transaction of an execute request, built with `@injectivelabs/sdk-ts` (the platform's own SDK):
 * `MsgExecuteContract.fromJSON` for the message, `createBody` for the unsigned `TxBody` (raw mode), and
 * `createTransaction` for the SIGN_MODE_DIRECT sign doc the private-key wallet signs.
 *
 * @example The raw (unsigned) tx of a message
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildInjectiveUnsignedTx } from "./execute_tx.ts";
 * const tx = buildInjectiveUnsignedTx("inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rp", {
 *   contractAddress: "inj1eexvfglsptxwfj9hft96xcnsdrvr7d7dalcm8w", msg: { send_message: {} }, funds: [],
 * });
 * assert.ok(tx.family === "INJECTIVE" && tx.bodyBytes.length > 0);
 * ```
 * @module
 */
import { MsgExecuteContract } from "@injectivelabs/sdk-ts/core/modules";
import {
  CosmosTxV1Beta1TxPb,
  createBody,
  createTransaction,
  type CreateTransactionResult,
} from "@injectivelabs/sdk-ts/core/tx";
import { uint8ArrayToBase64 } from "@injectivelabs/sdk-ts/utils";
import type { SpokeInjectiveUnsignedTx } from "../spoke/spoke_adapter.ts";
import type { InjectiveExecuteRequest } from "./wallet.ts";

/** Gas limit of one spoke execute message. */
export const INJECTIVE_GAS_LIMIT = 400_000;

/** Gas price in `inj` base units (the packaged `gasPrice`, `500000000inj`). */
export const INJECTIVE_GAS_PRICE = 500_000_000n;

/**
 * The SDK's `MsgExecuteContract` of `request` sent by `sender`.
 *
 * @param sender `inj1...`
 * @param request the contract, JSON message and funds
 * @returns the SDK message
 * @example Funds are kept
 * ```ts
 * import assert from "node:assert/strict";
 * import { toMsgExecuteContract } from "./execute_tx.ts";
 * const m = toMsgExecuteContract("inj1s", { contractAddress: "inj1c", msg: { a: {} }, funds: [{ denom: "inj", amount: "1" }] });
 * assert.equal(m.toData().contract, "inj1c");
 * ```
 */
export function toMsgExecuteContract(sender: string, request: InjectiveExecuteRequest): MsgExecuteContract {
  return MsgExecuteContract.fromJSON({
    sender,
    contractAddress: request.contractAddress,
    msg: request.msg,
    funds: request.funds.map((c) => ({ denom: c.denom, amount: c.amount })),
  });
}

/**
 * The unsigned form of `request` (raw mode): the message fields and the protobuf `TxBody` (base64) a wallet
 * completes with its own `AuthInfo` (public key, sequence, fee) and signs.
 *
 * @param sender `inj1...`
 * @param request the execute request
 * @returns the raw tx
 * @example The body decodes back to one MsgExecuteContract
 * ```ts
 * import assert from "node:assert/strict";
 * import { CosmosTxV1Beta1TxPb } from "@injectivelabs/sdk-ts/core/tx";
 * import { buildInjectiveUnsignedTx } from "./execute_tx.ts";
 * const tx = buildInjectiveUnsignedTx("inj1s", { contractAddress: "inj1c", msg: { a: {} }, funds: [] });
 * const body = CosmosTxV1Beta1TxPb.TxBody.fromBinary(Uint8Array.from(atob(tx.bodyBytes), (c) => c.charCodeAt(0)));
 * assert.equal(body.messages[0]?.typeUrl, "/cosmwasm.wasm.v1.MsgExecuteContract");
 * ```
 */
export function buildInjectiveUnsignedTx(
  sender: string,
  request: InjectiveExecuteRequest,
): SpokeInjectiveUnsignedTx {
  const body = createBody({ message: toMsgExecuteContract(sender, request), memo: "" });
  return {
    family: "INJECTIVE",
    sender,
    contract: request.contractAddress,
    msg: request.msg,
    funds: request.funds.map((c) => ({ denom: c.denom, amount: c.amount })),
    bodyBytes: uint8ArrayToBase64(CosmosTxV1Beta1TxPb.TxBody.toBinary(body)),
  };
}

/** The signer fields of {@link buildInjectiveSignDoc}. */
export interface InjectiveSignerFields {
  /** Base64 of the compressed secp256k1 public key. */
  publicKey: string;
  /** The account's number. */
  accountNumber: number;
  /** The account's sequence. */
  sequence: number;
  /** The chain id. @default "injective-1" */
  chainId?: string | undefined;
  /** Gas limit. @default INJECTIVE_GAS_LIMIT */
  gasLimit?: number | undefined;
  /** Gas price in `inj` base units. @default INJECTIVE_GAS_PRICE */
  gasPrice?: bigint | undefined;
}

/**
 * The SIGN_MODE_DIRECT transaction of `request` (`signBytes` is what an `eth_secp256k1` key signs, keccak-256
 * hashed, as the SDK's `PrivateKey.sign` does).
 *
 * @param sender `inj1...`
 * @param request the execute request
 * @param signer public key, account number, sequence, fee settings
 * @returns the SDK's `CreateTransactionResult` (`txRaw` without signature)
 * @example The fee is gas limit times gas price
 * ```ts
 * import assert from "node:assert/strict";
 * import { PrivateKey } from "@injectivelabs/sdk-ts/core/accounts";
 * import { CosmosTxV1Beta1TxPb } from "@injectivelabs/sdk-ts/core/tx";
 * import { buildInjectiveSignDoc } from "./execute_tx.ts";
 * const key = PrivateKey.fromHex(`0x${"11".repeat(32)}`);
 * const tx = buildInjectiveSignDoc(key.toBech32(), { contractAddress: "inj1c", msg: {}, funds: [] }, {
 *   publicKey: key.toPublicKey().toBase64(), accountNumber: 1, sequence: 0,
 * });
 * const fee = CosmosTxV1Beta1TxPb.AuthInfo.fromBinary(tx.authInfoBytes).fee;
 * assert.equal(fee?.amount[0]?.amount, "200000000000000");
 * ```
 */
export function buildInjectiveSignDoc(
  sender: string,
  request: InjectiveExecuteRequest,
  signer: InjectiveSignerFields,
): CreateTransactionResult {
  const gas = signer.gasLimit ?? INJECTIVE_GAS_LIMIT;
  const price = signer.gasPrice ?? INJECTIVE_GAS_PRICE;
  return createTransaction({
    message: toMsgExecuteContract(sender, request),
    memo: "",
    chainId: signer.chainId ?? "injective-1",
    pubKey: signer.publicKey,
    sequence: signer.sequence,
    accountNumber: signer.accountNumber,
    fee: { amount: [{ denom: "inj", amount: (BigInt(gas) * price).toString() }], gas: String(gas) },
  });
}
