/**
 * Golden vectors of the Injective tx builders.
 *
 * How the vectors were derived:
 * - the execute-message JSON (`transfer` on the asset manager with `[{denom, amount}]` funds, `send_message` on the
 *   connection with `dst_chain_id: 146`): from the platform SDK source, `InjectiveSpokeService.deposit` /
 *   `sendMessage` (`to`/`data`/`dst_address`/`payload` as `Array.from(fromHex(...))`, `amount.toString()`, key
 *   order as written there);
 * - the `TxBody` bytes: re-encoded in this test with Injective's own protobuf package
 *   (`@injectivelabs/core-proto-ts-v2`: `MsgExecuteContract`, `Any`, `TxBody`), independent of the client's
 *   `@injectivelabs/sdk-ts` path, and pinned as base64 below;
 * - the signed `TxRaw` and its hash: produced once with the SDK's own encoder and signer (`createTransaction`,
 *   `PrivateKey.sign`, RFC 6979 deterministic) for key `0x42…42`, account 40000, sequence 0; its signature is
 *   re-checked here with `@noble/curves` over the keccak-256 of the sign doc, and the hash is its SHA-256.
 */
import assert from "node:assert/strict";
import { SignDoc, TxBody, TxRaw } from "@injectivelabs/core-proto-ts-v2/generated/cosmos/tx/v1beta1/tx_pb";
import { MsgExecuteContract } from "@injectivelabs/core-proto-ts-v2/generated/cosmwasm/wasm/v1/tx_pb";
import { Any } from "@injectivelabs/core-proto-ts-v2/generated/google/protobuf/any_pb";
import { PubKey } from "@injectivelabs/core-proto-ts-v2/generated/injective/crypto/v1beta1/ethsecp256k1/keys_pb";
import { PrivateKey } from "@injectivelabs/sdk-ts/core/accounts";
import { CosmosTxV1Beta1TxPb } from "@injectivelabs/sdk-ts/core/tx";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak256, sha256 } from "viem";
import {
  buildInjectiveDepositRequest,
  buildInjectiveMessageRequest,
} from "../../../chains/injective/execute_msg.ts";
import { buildInjectiveSignDoc, buildInjectiveUnsignedTx } from "../../../chains/injective/execute_tx.ts";

const KEY = PrivateKey.fromHex(`0x${"42".repeat(32)}`);
const SENDER = "inj1zlz3s5t8gq0dqr847ke0e97eh07m05p9vwqxxs";
const ASSET_MANAGER = "inj1dg6tm62uup53wn2kn97caeqfwt0sukx3qjk8rw";
const CONNECTION = "inj1eexvfglsptxwfj9hft96xcnsdrvr7d7dalcm8w";
const HUB_WALLET = "0x0102030405060708090a0b0c0d0e0f1011121314";
const BYTES_1_TO_20 = "[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]";

const TRANSFER_JSON =
  `{"transfer":{"token":"inj","to":${BYTES_1_TO_20},"amount":"1000","data":[222,173,190,239]}}`;
const SEND_MESSAGE_JSON =
  `{"send_message":{"dst_chain_id":146,"dst_address":${BYTES_1_TO_20},"payload":[222,173,190,239]}}`;
const DEPOSIT_BODY =
  "Co8CCiQvY29zbXdhc20ud2FzbS52MS5Nc2dFeGVjdXRlQ29udHJhY3QS5gEKKmluajF6bHozczV0OGdxMGRxcjg0N2tlMGU5N2VoMDdtMDVwOXZ3cXh4cxIqaW5qMWRnNnRtNjJ1dXA1M3duMmtuOTdjYWVxZnd0MHN1a3gzcWprOHJ3Gn97InRyYW5zZmVyIjp7InRva2VuIjoiaW5qIiwidG8iOlsxLDIsMyw0LDUsNiw3LDgsOSwxMCwxMSwxMiwxMywxNCwxNSwxNiwxNywxOCwxOSwyMF0sImFtb3VudCI6IjEwMDAiLCJkYXRhIjpbMjIyLDE3MywxOTAsMjM5XX19KgsKA2luahIEMTAwMA==";
const MESSAGE_BODY =
  "CogCCiQvY29zbXdhc20ud2FzbS52MS5Nc2dFeGVjdXRlQ29udHJhY3QS3wEKKmluajF6bHozczV0OGdxMGRxcjg0N2tlMGU5N2VoMDdtMDVwOXZ3cXh4cxIqaW5qMWVleHZmZ2xzcHR4d2ZqOWhmdDk2eGNuc2RydnI3ZDdkYWxjbTh3GoQBeyJzZW5kX21lc3NhZ2UiOnsiZHN0X2NoYWluX2lkIjoxNDYsImRzdF9hZGRyZXNzIjpbMSwyLDMsNCw1LDYsNyw4LDksMTAsMTEsMTIsMTMsMTQsMTUsMTYsMTcsMTgsMTksMjBdLCJwYXlsb2FkIjpbMjIyLDE3MywxOTAsMjM5XX19";
const SIGNED_DEPOSIT =
  "CpICCo8CCiQvY29zbXdhc20ud2FzbS52MS5Nc2dFeGVjdXRlQ29udHJhY3QS5gEKKmluajF6bHozczV0OGdxMGRxcjg0N2tlMGU5N2VoMDdtMDVwOXZ3cXh4cxIqaW5qMWRnNnRtNjJ1dXA1M3duMmtuOTdjYWVxZnd0MHN1a3gzcWprOHJ3Gn97InRyYW5zZmVyIjp7InRva2VuIjoiaW5qIiwidG8iOlsxLDIsMyw0LDUsNiw3LDgsOSwxMCwxMSwxMiwxMywxNCwxNSwxNiwxNywxOCwxOSwyMF0sImFtb3VudCI6IjEwMDAiLCJkYXRhIjpbMjIyLDE3MywxOTAsMjM5XX19KgsKA2luahIEMTAwMBJ8ClwKVAotL2luamVjdGl2ZS5jcnlwdG8udjFiZXRhMS5ldGhzZWNwMjU2azEuUHViS2V5EiMKIQMkZT6sQ0SIACzAa7+38Q/hiZHjX5/kMC2+ptI1PcCrHBIECgIIARIcChYKA2luahIPMjAwMDAwMDAwMDAwMDAwEIC1GBpAf0ZsLqOM8p2o3dOLHTDGrpoIuey5AHJcpImPSFWRAy5icl6jzRoLeYuKJ2+JNdh2Xf8QoK9X4rwMAI7TyiqAaQ==";
const SIGNED_DEPOSIT_HASH = "00955B3F785D1EEB76C08C04F2A226270A7F80FF79ABFA7A1A0418DD86F7C7DF";

const b64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

function depositRequest() {
  return buildInjectiveDepositRequest({
    assetManager: ASSET_MANAGER,
    token: "inj",
    amount: 1000n,
    hubWallet: HUB_WALLET,
    payload: "0xdeadbeef",
  });
}

function messageRequest() {
  return buildInjectiveMessageRequest({
    connection: CONNECTION,
    hubWallet: HUB_WALLET,
    payload: "0xdeadbeef",
  });
}

/** The TxBody of one MsgExecuteContract, encoded with core-proto-ts alone. */
function protoBody(contract: string, json: string, funds: { denom: string; amount: string }[]): string {
  const msg = MsgExecuteContract.toBinary(
    MsgExecuteContract.create({ sender: SENDER, contract, msg: new TextEncoder().encode(json), funds }),
  );
  const any = Any.create({ typeUrl: "/cosmwasm.wasm.v1.MsgExecuteContract", value: msg });
  return toB64(TxBody.toBinary(TxBody.create({ messages: [any], memo: "" })));
}

Deno.test("the test key derives the pinned sender address", () => {
  assert.equal(KEY.toBech32(), SENDER);
});

Deno.test("deposit request: the asset manager's transfer JSON and funds of the platform SDK", () => {
  const r = depositRequest();
  assert.equal(r.contractAddress, ASSET_MANAGER);
  assert.equal(JSON.stringify(r.msg), TRANSFER_JSON);
  assert.deepEqual(r.funds, [{ denom: "inj", amount: "1000" }]);
});

Deno.test("message request: the connection's send_message JSON to the hub, no funds", () => {
  const r = messageRequest();
  assert.equal(r.contractAddress, CONNECTION);
  assert.equal(JSON.stringify(r.msg), SEND_MESSAGE_JSON);
  assert.deepEqual(r.funds, []);
});

Deno.test("raw deposit: the TxBody bytes match the pinned vector and core-proto-ts's own encoding", () => {
  const tx = buildInjectiveUnsignedTx(SENDER, depositRequest());
  assert.equal(tx.bodyBytes, DEPOSIT_BODY);
  assert.equal(protoBody(ASSET_MANAGER, TRANSFER_JSON, [{ denom: "inj", amount: "1000" }]), DEPOSIT_BODY);
  assert.deepEqual({ sender: tx.sender, contract: tx.contract, funds: tx.funds }, {
    sender: SENDER,
    contract: ASSET_MANAGER,
    funds: [{ denom: "inj", amount: "1000" }],
  });
});

Deno.test("raw message: the TxBody bytes match the pinned vector and core-proto-ts's own encoding", () => {
  const tx = buildInjectiveUnsignedTx(SENDER, messageRequest());
  assert.equal(tx.bodyBytes, MESSAGE_BODY);
  assert.equal(protoBody(CONNECTION, SEND_MESSAGE_JSON, []), MESSAGE_BODY);
});

Deno.test("signed deposit: the SDK-signed TxRaw is pinned, its hash is the SHA-256, its signature verifies", () => {
  const tx = buildInjectiveSignDoc(SENDER, depositRequest(), {
    publicKey: KEY.toPublicKey().toBase64(),
    accountNumber: 40_000,
    sequence: 0,
  });
  const signed = CosmosTxV1Beta1TxPb.TxRaw.toBinary(
    CosmosTxV1Beta1TxPb.TxRaw.create({
      bodyBytes: tx.txRaw.bodyBytes,
      authInfoBytes: tx.txRaw.authInfoBytes,
      signatures: [KEY.sign(tx.signBytes)],
    }),
  );
  assert.equal(toB64(signed), SIGNED_DEPOSIT);
  assert.equal(sha256(signed).slice(2).toUpperCase(), SIGNED_DEPOSIT_HASH);
  const raw = TxRaw.fromBinary(b64(SIGNED_DEPOSIT));
  assert.equal(toB64(raw.bodyBytes), DEPOSIT_BODY);
  const doc = SignDoc.toBinary(
    SignDoc.create({
      bodyBytes: raw.bodyBytes,
      authInfoBytes: raw.authInfoBytes,
      chainId: "injective-1",
      accountNumber: 40_000n,
    }),
  );
  const { AuthInfo } = CosmosTxV1Beta1TxPb;
  const info = AuthInfo.fromBinary(raw.authInfoBytes).signerInfos[0]!;
  const pub = PubKey.fromBinary(info.publicKey!.value).key;
  assert.ok(secp256k1.verify(raw.signatures[0]!, keccak256(doc, "bytes"), pub, { prehash: false }));
});
