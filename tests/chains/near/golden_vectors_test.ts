/**
 * Golden vectors of the NEAR tx builders (`buildNearDepositCall`, `buildNearMessageCall`) signed by the
 * private-key wallet.
 *
 * How the vectors were derived: the expected arguments are written out as the platform SDK's
 * `NearSpokeService.deposit` / `sendMessage` build them (same keys, same order, byte fields as number arrays,
 * amounts as decimal strings; the token deposit attaches 1 yoctoNEAR as NEP-141 requires where the platform SDK
 * attaches 0), and the pinned hashes were computed once with near-api-js's own encoder and signer
 * (`createTransaction`, `actions.functionCall`, `KeyPairSigner.signTransaction`) from those literal arguments, the
 * simulator's test key, nonce 7 and the all-zero block hash — never from this library's builders.
 */
import assert from "node:assert/strict";
import { base64Decode, baseEncode, decodeSignedTransaction } from "near-api-js";
import { sha256 } from "viem";
import { buildNearDepositCall, buildNearMessageCall } from "../../../chains/near/function_call.ts";
import { createPrivateKeyNearWallet } from "../../../chains/near/wallet_private_key.ts";
import type { NearTransactionRequest } from "../../../chains/near/wallet.ts";
import { SIM_NEAR_TEST_ACCOUNT } from "../../../simulator/chains/near/rpc_app.ts";

const HUB = "0x1111111111111111111111111111111111111111";
const HUB_BYTES = Array(20).fill(0x11);
const PAYLOAD = "0x0102ff";
const PAYLOAD_BYTES = [1, 2, 255];
const AMOUNT = 5n * 10n ** 24n;
const TGAS_300 = 300_000_000_000_000n;

/** Signs `request` with the wallet against a stub node (access key nonce 6, zero block hash); returns the sent tx. */
async function signed(request: NearTransactionRequest): Promise<{ hash: string; bytes: Uint8Array }> {
  let sent: string | undefined;
  const fetch = (_input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const body = JSON.parse(String(init?.body));
    if (body.method === "query") {
      return Promise.resolve(Response.json({
        jsonrpc: "2.0",
        id: body.id,
        result: {
          nonce: 6,
          permission: "FullAccess",
          block_hash: "11111111111111111111111111111111",
          block_height: 1,
        },
      }));
    }
    sent = body.params.signed_tx_base64;
    return Promise.resolve(
      Response.json({ jsonrpc: "2.0", id: body.id, result: { status: { SuccessValue: "" } } }),
    );
  };
  const wallet = createPrivateKeyNearWallet({
    accountId: SIM_NEAR_TEST_ACCOUNT.accountId,
    privateKey: SIM_NEAR_TEST_ACCOUNT.privateKey,
    rpcUrl: "http://near.test",
    fetch,
  });
  assert.ok(wallet.ok);
  const { transactionHash } = await wallet.value.signAndSendTransaction(request);
  assert.ok(sent !== undefined);
  return { hash: transactionHash, bytes: base64Decode(sent) };
}

const VECTORS = [
  {
    name: "native NEAR deposit: asset manager transfer({to, amount, data}) with the amount attached",
    request: buildNearDepositCall({
      token: "NEAR",
      nativeToken: "NEAR",
      assetManager: "asset-manager.sodax.near",
      amount: AMOUNT,
      hubWallet: HUB,
      payload: PAYLOAD,
    }),
    receiverId: "asset-manager.sodax.near",
    methodName: "transfer",
    args: { to: HUB_BYTES, amount: AMOUNT.toString(), data: PAYLOAD_BYTES },
    deposit: AMOUNT,
    txHash: "FAtXyBcbyHRSd29e81LPMzzzbnqZnhAu7Crsv8h7AuK6",
    signedSha256: "0x2fac58e5873013f53742ff3eb22fb6cbdc918051474e641e1696e83183d77c71",
  },
  {
    name: "NEP-141 deposit: token ft_transfer_call({receiver_id, amount, memo, msg}) with 1 yoctoNEAR",
    request: buildNearDepositCall({
      token: "bnusd.sodax.near",
      nativeToken: "NEAR",
      assetManager: "asset-manager.sodax.near",
      amount: AMOUNT,
      hubWallet: HUB,
      payload: PAYLOAD,
    }),
    receiverId: "bnusd.sodax.near",
    methodName: "ft_transfer_call",
    args: {
      receiver_id: "asset-manager.sodax.near",
      amount: AMOUNT.toString(),
      memo: "",
      msg: JSON.stringify({ to: HUB_BYTES, data: PAYLOAD_BYTES }),
    },
    deposit: 1n,
    txHash: "52ufcvmUeocErTZsWnhSXyfy3oUHcqhEoBMeEGpNC1fJ",
    signedSha256: "0x8aa84e688face17a5d60841078b22a43deb69ae0eb8999e83b48d6fdd26cdada",
  },
  {
    name: "message: connection send_message({dst_address, dst_chain_id: 146, payload}) with nothing attached",
    request: buildNearMessageCall({
      connection: "connection.sodax.near",
      dstChainId: 146,
      hubWallet: HUB,
      payload: PAYLOAD,
    }),
    receiverId: "connection.sodax.near",
    methodName: "send_message",
    args: { dst_address: HUB_BYTES, dst_chain_id: 146, payload: PAYLOAD_BYTES },
    deposit: 0n,
    txHash: "DPGYjBwdP6cnHqq6iw3YSSYhqBYpPBE7xUe8HfbX3Lu3",
    signedSha256: "0xbbd94ae18f3e5d78c8e30d8f5608cb7c2e919cad0c1c0212d6128d7d6a4bb53e",
  },
] as const;

for (const v of VECTORS) {
  Deno.test(`golden: ${v.name}`, async () => {
    assert.equal(v.request.receiverId, v.receiverId);
    assert.equal(v.request.actions.length, 1);
    const [call] = v.request.actions;
    assert.equal(call.methodName, v.methodName);
    assert.equal(call.gas, TGAS_300);
    assert.equal(call.deposit, v.deposit);
    assert.equal(JSON.stringify(call.args), JSON.stringify(v.args), "same keys, same order, same values");

    const { hash, bytes } = await signed(v.request);
    assert.equal(hash, v.txHash);
    assert.equal(sha256(bytes), v.signedSha256);
    const decoded = decodeSignedTransaction(bytes);
    assert.equal(decoded.transaction.nonce, 7n);
    assert.equal(decoded.transaction.signerId, SIM_NEAR_TEST_ACCOUNT.accountId);
    assert.equal(decoded.transaction.publicKey.toString(), SIM_NEAR_TEST_ACCOUNT.publicKey);
    assert.equal(baseEncode(sha256(decoded.transaction.encode(), "bytes")), v.txHash);
  });
}
