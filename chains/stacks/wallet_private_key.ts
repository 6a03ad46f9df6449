/**
 * `createPrivateKeyStacksWallet`: a {@link StacksWalletProvider} over a local secp256k1 key, for tests, examples
 * and server-side signers. It builds and signs the contract call with `@stacks/transactions`' `makeContractCall`
 * (nonce and fee read from the node through the SDK), and broadcasts it with `broadcastTransaction`, both on a
 * mainnet `@stacks/network` network whose client is `{baseUrl: rpcUrl, fetch}`.
 *
 * Concurrent calls of one wallet (docs/chains/concurrency.md) run one after another, from reading the nonce to
 * the node's answer: each reads the SDK's nonce (`possible_next_nonce`, which counts the txs in the mempool)
 * after the node took the one before.
 *
 * @example The address of a key
 * ```ts
 * import assert from "node:assert/strict";
 * import { createPrivateKeyStacksWallet } from "./wallet_private_key.ts";
 * const r = createPrivateKeyStacksWallet({ privateKey: "01".repeat(32) + "01", rpcUrl: "http://stacks.test" });
 * assert.ok(r.ok && (await r.value.getWalletAddress()).startsWith("SP"));
 * assert.ok(!createPrivateKeyStacksWallet({ privateKey: "zz", rpcUrl: "http://stacks.test" }).ok);
 * ```
 * @module
 */
import { createNetwork } from "@stacks/network";
import {
  broadcastTransaction,
  hexToCV,
  makeContractCall,
  PostConditionMode,
  privateKeyToAddress,
} from "@stacks/transactions";
import { checkBigintOption } from "../../core/options/number_option.ts";
import { ClientError } from "../../core/errors.ts";
import type { FetchLike } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { runInAccountLane } from "../spoke/account_lane.ts";
import type { StacksContractCallRequest, StacksWalletProvider } from "./wallet.ts";

/** Options of {@link createPrivateKeyStacksWallet}. */
export interface PrivateKeyStacksWalletOptions {
  /** The key (hex, 32 bytes, or 33 with the `01` compressed suffix; `0x` optional). */
  privateKey: string;
  /** Node / Hiro API root the wallet reads its nonce from and broadcasts to. */
  rpcUrl: string;
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Fee in micro-STX, a bigint from 0 to 2^64-1. @default the node's estimate (`POST /v2/fees/transaction`) */
  fee?: bigint | undefined;
}

/**
 * Creates the wallet.
 *
 * @param options see {@link PrivateKeyStacksWalletOptions}
 * @returns the wallet, or `INVALID_CONFIG` when the key is malformed or `fee` is not a bigint from 0 to 2^64-1
 *   (`context.field`); `callContract` rejects when the node
 *   refuses the transaction (message: the node's `error` and `reason`)
 * @example Sign and broadcast against a stub node
 * ```ts
 * import assert from "node:assert/strict";
 * import { createPrivateKeyStacksWallet } from "./wallet_private_key.ts";
 * const txid = "ab".repeat(32);
 * const fetch = (input: string | URL | Request) => {
 *   const url = String(input instanceof Request ? input.url : input);
 *   return Promise.resolve(url.endsWith("/nonces") ? Response.json({ possible_next_nonce: 0 }) : Response.json(txid));
 * };
 * const r = createPrivateKeyStacksWallet({ privateKey: "01".repeat(32), rpcUrl: "http://stacks.test", fetch, fee: 1000n });
 * assert.ok(r.ok);
 * const sent = await r.value.callContract({
 *   contractAddress: "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0", contractName: "connection-v3",
 *   functionName: "send-message", functionArgs: ["0x0100000000000000000000000000000092"],
 * });
 * assert.equal(sent.txid, txid);
 * ```
 */
export function createPrivateKeyStacksWallet(
  options: PrivateKeyStacksWalletOptions,
): Result<StacksWalletProvider, ClientError> {
  const fee = checkBigintOption(options.fee, "fee", { code: "INVALID_CONFIG", what: "create Stacks wallet" });
  if (!fee.ok) return fee;
  const privateKey = typeof options.privateKey === "string" ? options.privateKey.replace(/^0x/, "") : "";
  let address: string;
  try {
    if (!/^[0-9a-fA-F]{64}(01)?$/.test(privateKey)) throw new TypeError("not 32 or 33 hex bytes");
    address = privateKeyToAddress(privateKey, "mainnet");
  } catch (cause) {
    return err(
      new ClientError("INVALID_CONFIG", "Cannot create Stacks wallet: invalid private key", {
        context: { chainKey: "stacks", field: "privateKey" },
        cause,
      }),
    );
  }
  const network = createNetwork({
    network: "mainnet",
    client: {
      baseUrl: options.rpcUrl.replace(/\/+$/, ""),
      ...(options.fetch === undefined ? {} : { fetch: options.fetch as typeof fetch }),
    },
  });
  async function callContract(request: StacksContractCallRequest): Promise<{ txid: string }> {
    const transaction = await makeContractCall({
      contractAddress: request.contractAddress,
      contractName: request.contractName,
      functionName: request.functionName,
      functionArgs: request.functionArgs.map((a) => hexToCV(a)),
      postConditionMode: request.postConditionMode === "allow"
        ? PostConditionMode.Allow
        : PostConditionMode.Deny,
      senderKey: privateKey,
      network,
      ...(options.fee === undefined ? {} : { fee: options.fee }),
    });
    // The txid is known before the broadcast: when the node's answer is lost (reset, 502/504), the tx may have
    // been taken, so the failure names it (`context.sentTxHash`) and the caller can verify it, never lose it.
    const sentTxHash = `0x${transaction.txid()}`;
    const lost = (cause: unknown): ClientError =>
      new ClientError(
        "WALLET_ERROR",
        `Stacks broadcast of ${sentTxHash} got no answer: it may have been applied`,
        {
          context: { chainKey: "stacks", sentTxHash },
          cause,
        },
      );
    let sent: Awaited<ReturnType<typeof broadcastTransaction>>;
    try {
      sent = await broadcastTransaction({ transaction, network });
    } catch (cause) {
      throw lost(cause);
    }
    if (typeof sent !== "object" || sent === null) throw lost(undefined);
    if ("error" in sent) {
      throw new ClientError(
        "WALLET_ERROR",
        `Stacks node refused the transaction: ${sent.error} (${sent.reason})`,
        {
          context: { chainKey: "stacks", reason: sent.reason, txid: sent.txid },
        },
      );
    }
    if (typeof sent.txid !== "string") throw lost(sent);
    return { txid: sent.txid };
  }
  const scope = options.fetch ?? GLOBAL_FETCH;
  return ok({
    getWalletAddress: () => Promise.resolve(address),
    callContract: (request: StacksContractCallRequest): Promise<{ txid: string }> =>
      runInAccountLane(scope, `${network.client.baseUrl}\n${address}`, () => callContract(request)),
  });
}

/** The lane scope of wallets without an injected `fetch`. */
const GLOBAL_FETCH = {};
