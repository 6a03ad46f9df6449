/**
 * `decodeInjectiveTx`: what the simulated Injective node reads from a broadcast `TxRaw`, decoded with Injective's
 * own protobuf package (`@injectivelabs/core-proto-ts-v2`, independent of the client library's encoders): the
 * single signer's `eth_secp256k1` public key and sequence, the `inj1...` address that key derives (the SDK's
 * `PublicKey`), the SIGN_MODE_DIRECT signature checked with `@noble/curves` over the keccak-256 of the sign doc,
 * and each `MsgExecuteContract` with its JSON message parsed.
 *
 * @example Garbage is refused with a reason
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeInjectiveTx } from "./decode_tx.ts";
 * const r = decodeInjectiveTx(new Uint8Array([1, 2, 3]), { chainId: "injective-1", accountNumberOf: () => 1 });
 * assert.ok(!r.ok && typeof r.reason === "string");
 * ```
 * @module
 */
import {
  AuthInfo,
  SignDoc,
  TxBody,
  TxRaw,
} from "@injectivelabs/core-proto-ts-v2/generated/cosmos/tx/v1beta1/tx_pb";
import { MsgExecuteContract } from "@injectivelabs/core-proto-ts-v2/generated/cosmwasm/wasm/v1/tx_pb";
import { PubKey } from "@injectivelabs/core-proto-ts-v2/generated/injective/crypto/v1beta1/ethsecp256k1/keys_pb";
import { PublicKey } from "@injectivelabs/sdk-ts/core/accounts";
import { uint8ArrayToBase64 } from "@injectivelabs/sdk-ts/utils";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak256 } from "viem";

/** The type URL of Injective's `eth_secp256k1` public key. */
export const ETH_SECP256K1_PUBKEY = "/injective.crypto.v1beta1.ethsecp256k1.PubKey";
/** The type URL of a CosmWasm execute message. */
export const MSG_EXECUTE_CONTRACT = "/cosmwasm.wasm.v1.MsgExecuteContract";

/** One decoded `MsgExecuteContract`. */
export interface DecodedExecute {
  /** The signer named in the message. */
  sender: string;
  /** The contract executed. */
  contract: string;
  /** The parsed JSON message (`undefined` when not JSON). */
  msg: unknown;
  /** Coins attached. */
  funds: { denom: string; amount: bigint }[];
}

/** A decoded, signature-checked transaction. */
export interface DecodedInjectiveTx {
  /** The address the signer's key derives. */
  signer: string;
  /** The signer's compressed public key (base64). */
  publicKey: string;
  /** The sequence signed. */
  sequence: number;
  /** The execute messages (other message types are listed in `otherTypes`). */
  executes: DecodedExecute[];
  /** Type URLs of messages that are not executes. */
  otherTypes: string[];
}

/** A refusal: the ABCI code and log the node answers. */
export interface InjectiveTxRefusal {
  ok: false;
  /** ABCI code (2: tx decode, 4: unauthorized, 8: invalid pubkey). */
  code: number;
  /** The log. */
  reason: string;
}

/** What the decoder needs from the node. */
export interface DecodeTxOptions {
  /** The chain id signed into the sign doc. */
  chainId: string;
  /** The account number of an address (signed into the sign doc). */
  accountNumberOf(address: string): number;
}

/**
 * Decodes `txBytes` and checks its one signature.
 *
 * @param txBytes the broadcast `TxRaw`
 * @param options chain id and account numbers
 * @returns the decoded tx, or the refusal (code and reason)
 */
export function decodeInjectiveTx(
  txBytes: Uint8Array,
  options: DecodeTxOptions,
): { ok: true; tx: DecodedInjectiveTx } | InjectiveTxRefusal {
  let raw: TxRaw;
  let body: TxBody;
  let authInfo: AuthInfo;
  try {
    raw = TxRaw.fromBinary(txBytes);
    body = TxBody.fromBinary(raw.bodyBytes);
    authInfo = AuthInfo.fromBinary(raw.authInfoBytes);
  } catch (cause) {
    return refuse(2, `tx parse error: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  if (authInfo.signerInfos.length !== 1 || raw.signatures.length !== 1) {
    return refuse(4, "exactly one signer and one signature are simulated");
  }
  const info = authInfo.signerInfos[0]!;
  if (info.publicKey?.typeUrl !== ETH_SECP256K1_PUBKEY) {
    return refuse(8, `pubkey must be ${ETH_SECP256K1_PUBKEY}, got ${info.publicKey?.typeUrl ?? "none"}`);
  }
  let key: Uint8Array;
  let signer: string;
  try {
    key = PubKey.fromBinary(info.publicKey.value).key;
    signer = PublicKey.fromBytes(key).toAddress().toBech32("inj");
  } catch {
    return refuse(8, "invalid eth_secp256k1 public key");
  }
  const signDoc = SignDoc.toBinary(
    SignDoc.create({
      bodyBytes: raw.bodyBytes,
      authInfoBytes: raw.authInfoBytes,
      chainId: options.chainId,
      accountNumber: BigInt(options.accountNumberOf(signer)),
    }),
  );
  let valid = false;
  try {
    valid = secp256k1.verify(raw.signatures[0]!, keccak256(signDoc, "bytes"), key, { prehash: false });
  } catch {
    valid = false;
  }
  if (!valid) {
    return refuse(
      4,
      `signature verification failed; please verify account number and chain-id (${options.chainId})`,
    );
  }
  const executes: DecodedExecute[] = [];
  const otherTypes: string[] = [];
  for (const any of body.messages) {
    if (any.typeUrl !== MSG_EXECUTE_CONTRACT) {
      otherTypes.push(any.typeUrl);
      continue;
    }
    let m: MsgExecuteContract;
    try {
      m = MsgExecuteContract.fromBinary(any.value);
    } catch {
      return refuse(2, "MsgExecuteContract does not decode");
    }
    if (m.sender !== signer) return refuse(4, `pubkey does not match signer address ${m.sender}`);
    let msg: unknown;
    try {
      msg = JSON.parse(new TextDecoder().decode(m.msg));
    } catch {
      msg = undefined;
    }
    const funds: { denom: string; amount: bigint }[] = [];
    for (const coin of m.funds) {
      if (!/^\d{1,78}$/.test(coin.amount)) return refuse(10, `invalid coin amount ${coin.amount}`);
      funds.push({ denom: coin.denom, amount: BigInt(coin.amount) });
    }
    executes.push({ sender: m.sender, contract: m.contract, msg, funds });
  }
  return {
    ok: true,
    tx: {
      signer,
      publicKey: uint8ArrayToBase64(key),
      sequence: Number(info.sequence),
      executes,
      otherTypes,
    },
  };
}

/**
 * Decodes a transaction for `Simulate`: no signature is checked (the node skips verification when simulating, and
 * a signer info without a public key stands for a simulated key); the signer is the messages' sender and the
 * sequence the signer info's.
 *
 * @param txBytes the `TxRaw` to simulate
 * @returns the decoded tx (`publicKey` empty), or the refusal (code and reason)
 */
export function decodeUnsignedInjectiveTx(
  txBytes: Uint8Array,
): { ok: true; tx: DecodedInjectiveTx } | InjectiveTxRefusal {
  let body: TxBody;
  let authInfo: AuthInfo;
  try {
    const raw = TxRaw.fromBinary(txBytes);
    body = TxBody.fromBinary(raw.bodyBytes);
    authInfo = AuthInfo.fromBinary(raw.authInfoBytes);
  } catch (cause) {
    return refuse(2, `tx parse error: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  if (authInfo.signerInfos.length !== 1) return refuse(4, "exactly one signer is simulated");
  const executes: DecodedExecute[] = [];
  const otherTypes: string[] = [];
  for (const any of body.messages) {
    if (any.typeUrl !== MSG_EXECUTE_CONTRACT) {
      otherTypes.push(any.typeUrl);
      continue;
    }
    let m: MsgExecuteContract;
    try {
      m = MsgExecuteContract.fromBinary(any.value);
    } catch {
      return refuse(2, "MsgExecuteContract does not decode");
    }
    let msg: unknown;
    try {
      msg = JSON.parse(new TextDecoder().decode(m.msg));
    } catch {
      msg = undefined;
    }
    const funds: { denom: string; amount: bigint }[] = [];
    for (const coin of m.funds) {
      if (!/^\d{1,78}$/.test(coin.amount)) return refuse(10, `invalid coin amount ${coin.amount}`);
      funds.push({ denom: coin.denom, amount: BigInt(coin.amount) });
    }
    executes.push({ sender: m.sender, contract: m.contract, msg, funds });
  }
  const signer = executes[0]?.sender;
  if (signer === undefined) return refuse(4, "no signer: the transaction has no message");
  if (executes.some((e) => e.sender !== signer)) return refuse(4, "exactly one signer is simulated");
  return {
    ok: true,
    tx: { signer, publicKey: "", sequence: Number(authInfo.signerInfos[0]!.sequence), executes, otherTypes },
  };
}

function refuse(code: number, reason: string): InjectiveTxRefusal {
  return { ok: false, code, reason };
}
