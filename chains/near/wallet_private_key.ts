/**
 * `createPrivateKeyNearWallet`: a {@link NearWalletProvider} over a local key (`ed25519:...` secret key string, as
 * near-cli and `KeyPair.toString()` write it), for tests, examples and server-side signers. It signs with
 * near-api-js (`createTransaction`, `actions.functionCall`, `KeyPairSigner.signTransaction`) and talks to the
 * node through the library's HTTP layer (injected fetch): `query` `view_access_key` for the nonce and a recent
 * block hash, then `send_tx` with `wait_until: "FINAL"`. It rejects when the node refuses the transaction or, by
 * default, when the transaction failed on chain.
 *
 * Concurrent sends of one wallet (docs/chains/concurrency.md) run one after another, from reading the access
 * key's nonce to the node's answer (a NEAR tx must carry a nonce above its key's, and the node refuses one that
 * is not: `InvalidNonce`); each uses one above the larger of the key's nonce and the last nonce this wallet sent.
 *
 * @example Refuses a malformed key
 * ```ts
 * import assert from "node:assert/strict";
 * import { createPrivateKeyNearWallet } from "./wallet_private_key.ts";
 * const r = createPrivateKeyNearWallet({ accountId: "alice.near", privateKey: "ed25519:nope", rpcUrl: "http://near.test" });
 * assert.ok(!r.ok && r.error.code === "INVALID_CONFIG" && r.error.context.chainKey === "near");
 * ```
 * @module
 */
import {
  actions,
  base64Encode,
  baseDecode,
  baseEncode,
  createTransaction,
  KeyPair,
  KeyPairSigner,
  type KeyPairString,
} from "near-api-js";
import { ClientError } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidNearAddress } from "../address/near.ts";
import type { NearTransactionRequest, NearWalletProvider } from "./wallet.ts";
import { runInAccountLane } from "../spoke/account_lane.ts";
import { nearRpcCall } from "./_rpc.ts";

/** Options of {@link createPrivateKeyNearWallet}. */
export interface PrivateKeyNearWalletOptions {
  /** The account that signs (named or implicit). */
  accountId: string;
  /** A full-access key of the account: `ed25519:<base58 secret key>`. */
  privateKey: string;
  /** The NEAR JSON-RPC endpoint. */
  rpcUrl: string;
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Injected backoff sleep of the RPC reads. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Reject when the sent transaction failed on chain. @default true */
  throwOnFailure?: boolean | undefined;
}

/**
 * Creates the wallet (no I/O).
 *
 * @param options see {@link PrivateKeyNearWalletOptions}
 * @returns the provider; `INVALID_ADDRESS` (account id) or `INVALID_CONFIG` (key) with `chainKey: "near"`
 * @example The address is the account id
 * ```ts
 * import assert from "node:assert/strict";
 * import { KeyPair } from "near-api-js";
 * import { createPrivateKeyNearWallet } from "./wallet_private_key.ts";
 * const key = KeyPair.fromRandom("ed25519");
 * const r = createPrivateKeyNearWallet({ accountId: "alice.near", privateKey: key.toString(), rpcUrl: "http://near.test" });
 * assert.ok(r.ok && (await r.value.getWalletAddress()) === "alice.near");
 * ```
 */
export function createPrivateKeyNearWallet(
  options: PrivateKeyNearWalletOptions,
): Result<NearWalletProvider, ClientError> {
  const { accountId, rpcUrl, throwOnFailure = true } = options;
  if (!isValidNearAddress(accountId)) {
    return err(
      new ClientError("INVALID_ADDRESS", "Cannot create NEAR wallet: accountId is not a NEAR account id", {
        context: { chainKey: "near", field: "accountId" },
      }),
    );
  }
  let signer: KeyPairSigner;
  try {
    signer = new KeyPairSigner(KeyPair.fromString(options.privateKey as KeyPairString));
  } catch (cause) {
    return err(
      new ClientError("INVALID_CONFIG", "Cannot create NEAR wallet: privateKey is not an ed25519:... key", {
        context: { chainKey: "near", field: "privateKey" },
        cause,
      }),
    );
  }
  const rpc = { fetch: options.fetch, sleep: options.sleep };
  // The last nonce this wallet signed: a read at `final` finality may not count the latest tx yet.
  let lastNonce = 0n;

  async function signAndSendTransaction(
    request: NearTransactionRequest,
  ): Promise<{ transactionHash: string }> {
    const publicKey = await signer.getPublicKey();
    const key = await nearRpcCall(rpcUrl, "query", {
      request_type: "view_access_key",
      finality: "final",
      account_id: accountId,
      public_key: publicKey.toString(),
    }, rpc);
    if (!key.ok) throw key.error;
    const { nonce, block_hash } = (key.value ?? {}) as { nonce?: unknown; block_hash?: unknown };
    if ((typeof nonce !== "number" && typeof nonce !== "string") || typeof block_hash !== "string") {
      throw new ClientError(
        "RESPONSE_VALIDATION_FAILED",
        "Cannot sign NEAR transaction: no access key nonce",
        {
          context: { chainKey: "near", accountId },
        },
      );
    }
    const next = (BigInt(nonce) > lastNonce ? BigInt(nonce) : lastNonce) + 1n;
    lastNonce = next;
    const tx = createTransaction(
      accountId,
      publicKey,
      request.receiverId,
      next,
      request.actions.map((a) => actions.functionCall(a.methodName, a.args, a.gas, a.deposit)),
      baseDecode(block_hash),
    );
    const { txHash, signedTransaction } = await signer.signTransaction(tx);
    const sent = await nearRpcCall(rpcUrl, "send_tx", {
      signed_tx_base64: base64Encode(signedTransaction.encode()),
      wait_until: "FINAL",
    }, { ...rpc, mutation: true });
    if (!sent.ok) throw sent.error;
    const transactionHash = baseEncode(txHash);
    const status = (sent.value as { status?: Record<string, unknown> } | null)?.status;
    if (throwOnFailure && status !== undefined && "Failure" in status) {
      throw new ClientError("SUBMIT_TX_FAILED", "NEAR transaction failed", {
        context: { chainKey: "near", txHash: transactionHash, failure: JSON.stringify(status.Failure) },
      });
    }
    return { transactionHash };
  }

  const scope = options.fetch ?? GLOBAL_FETCH;
  return ok({
    getWalletAddress: () => Promise.resolve(accountId),
    signAndSendTransaction: async (request: NearTransactionRequest): Promise<{ transactionHash: string }> => {
      const key = `${rpcUrl}\n${accountId}\n${(await signer.getPublicKey()).toString()}`;
      return await runInAccountLane(scope, key, () => signAndSendTransaction(request));
    },
  });
}

/** The lane scope of wallets without an injected `fetch`. */
const GLOBAL_FETCH = {};
