/**
 * A private-key EVM wallet over viem that signs locally and sends with `eth_sendRawTransaction` (fees and gas are
 * read from the RPC; nonces come from viem's nonce manager, so concurrent sends of one key each get their own).
 *
 * @example Create a wallet (no I/O until a call)
 * ```ts
 * import assert from "node:assert/strict";
 * import { createPrivateKeyEvmWallet } from "./wallet_private_key.ts";
 * const w = createPrivateKeyEvmWallet({
 *   privateKey: "0x0101010101010101010101010101010101010101010101010101010101010101",
 *   rpcUrl: "http://localhost:8545",
 * });
 * assert.ok(w.ok && (await w.value.getAddress()).startsWith("0x"));
 * ```
 *
 * Signs an EVM transaction for the private-key wallet: viem's `signTransaction` for a local account (serialize,
 * keccak256, viem's `sign`, serialize with the signature), with the keccak of the current `@noble/hashes` over
 * bytes in place of viem's `keccak256(hex)`: 178 vs 215 µs per signature on a swap's ~940-byte transaction.
 * The signed bytes are viem's (tests compare them).
 * @module
 */
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import {
  createWalletClient,
  type Hex,
  serializeTransaction,
  type TransactionSerializable,
  type WalletClient,
} from "viem";
import { privateKeyToAccount, sign } from "viem/accounts";
import { checkNumberOptions } from "../../core/options/number_option.ts";
import { createNonceManager, jsonRpc, type NonceManager } from "viem/nonce";
import { ClientError } from "../../core/errors.ts";
import { DEFAULT_RETRY_POLICY } from "../../core/http/retry_policy.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { minimalChain, type RpcBatchOption, type RpcOptions, rpcTransport } from "../rpc/rpc_transport.ts";
import { runInAccountLane } from "../spoke/account_lane.ts";
import type { EvmTxRequest, EvmWalletProvider } from "./wallet.ts";
import { guardSync } from "../../core/guard/guard_result.ts";

/**
 * The signed, serialized `transaction`.
 *
 * @param transaction a prepared transaction (as viem's `prepareTransactionRequest` returns it)
 * @param privateKey the wallet's `0x` private key
 * @returns the raw transaction for `eth_sendRawTransaction`
 * @throws what viem's serializer or `sign` throws
 * @example The same bytes as viem's local account
 * ```ts
 * import assert from "node:assert/strict";
 * import { privateKeyToAccount } from "viem/accounts";
 * import { signEvmTransaction } from "./wallet_private_key.ts";
 * const key = `0x${"11".repeat(32)}` as const;
 * const tx = {
 *   type: "eip1559",
 *   chainId: 8453,
 *   nonce: 0,
 *   to: "0x0000000000000000000000000000000000000001",
 *   value: 1n,
 *   gas: 21_000n,
 *   maxFeePerGas: 2n,
 *   maxPriorityFeePerGas: 1n,
 * } as const;
 * assert.equal(await signEvmTransaction(tx, key), await privateKeyToAccount(key).signTransaction(tx));
 * ```
 */
export async function signEvmTransaction(
  transaction: TransactionSerializable,
  privateKey: Hex,
): Promise<Hex> {
  // EIP-4844: the signed payload is the body without the sidecars (the network wrapper).
  const signable = transaction.type === "eip4844"
    ? { ...transaction, sidecars: false as const }
    : transaction;
  const unsigned = serializeTransaction(signable);
  const hash: Hex = `0x${bytesToHex(keccak_256(hexToBytes(unsigned.slice(2))))}`;
  return serializeTransaction(transaction, await sign({ hash, privateKey }));
}

/** Options of {@link createPrivateKeyEvmWallet}. */
export interface PrivateKeyEvmWalletOptions extends RpcOptions {
  /** The 32-byte secp256k1 private key. */
  privateKey: Hex;
  /** JSON-RPC endpoint of the chain. */
  rpcUrl: string;
  /** Chain id; when omitted it is read with `eth_chainId` at each send. @default undefined */
  chainId?: number | undefined;
  /**
   * JSON-RPC batching of the wallet's RPC calls (viem's `http` `batch`): the calls issued together go out as one
   * batch array, e.g. a send's block and priority-fee reads, and the calls of concurrent sends of the wallets that
   * share this endpoint and options. `true` caps a batch at `RPC_DEFAULT_BATCH_SIZE` (100) calls; `{ batchSize }`
   * sets the cap (1 to 1,000). The node must accept JSON-RPC batches, as geth, reth, Erigon and Nethermind do;
   * some gateways refuse them or cap their size. docs/chains/concurrency.md#json-rpc-batching.
   * @default false
   */
  batch?: RpcBatchOption | undefined;
}

/**
 * Creates a wallet provider from a private key. Signing is local (viem `privateKeyToAccount`); sending fills the
 * fees and gas through the RPC and submits with `eth_sendRawTransaction`.
 *
 * Concurrent sends of one key (docs/chains/concurrency.md): the nonce comes from viem's nonce manager
 * (`createNonceManager({ source: jsonRpc() })`, one per RPC endpoint and injected `fetch`, shared by every wallet
 * of the key on it): the node's pending count, or one above the last nonce handed out when the node has not
 * counted that tx yet. The sends of one key on one endpoint run one after another, from taking the nonce to the
 * node's answer, so they reach the node in nonce order and a failed send leaves no gap under the next one (the
 * manager is reset after a failure, as viem's `sendTransaction` does, and the next send reads the node again).
 *
 * @param options see {@link PrivateKeyEvmWalletOptions}; `fetch` lets tests talk to an in-process simulator
 * @returns the provider, or `INVALID_CONFIG` for a malformed private key or URL, a `chainId`, `retryCount`,
 *   `timeoutMs` or `batch.batchSize` out of range (`context.field`; a timeout must be above 0 and at most 2^31-1
 *   ms), or a `batch` that is neither a boolean nor an object
 * @example A bad key is a failed Result
 * ```ts
 * import assert from "node:assert/strict";
 * import { createPrivateKeyEvmWallet } from "./wallet_private_key.ts";
 * const w = createPrivateKeyEvmWallet({ privateKey: "0x12", rpcUrl: "http://localhost:8545" });
 * assert.ok(!w.ok && w.error.code === "INVALID_CONFIG");
 * ```
 */
export function createPrivateKeyEvmWallet(
  options: PrivateKeyEvmWalletOptions,
): Result<EvmWalletProvider, ClientError> {
  return guardedCreatePrivateKeyEvmWallet(options);
}

const guardedCreatePrivateKeyEvmWallet = /* @__PURE__ */ guardSync(
  "createPrivateKeyEvmWallet",
  createPrivateKeyEvmWalletUnguarded,
  { params: ["options"] },
);

function createPrivateKeyEvmWalletUnguarded(
  options: PrivateKeyEvmWalletOptions,
): Result<EvmWalletProvider, ClientError> {
  const { privateKey, rpcUrl, chainId } = options ?? ({} as PrivateKeyEvmWalletOptions);
  const numbers = checkNumberOptions([
    ["chainId", chainId, { integer: true, positive: true, max: Number.MAX_SAFE_INTEGER }],
    ["retryCount", options?.retryCount, { integer: true, max: 100 }],
    ["timeoutMs", options?.timeoutMs, { positive: true }],
    ["batch.batchSize", batchSizeOf(options?.batch), { integer: true, positive: true, max: 1000 }],
  ], { code: "INVALID_CONFIG", what: "create wallet" });
  if (!numbers.ok) return numbers;
  const batch = options?.batch === undefined ? false : options.batch;
  if (typeof batch !== "boolean" && (typeof batch !== "object" || batch === null)) {
    return err(
      new ClientError("INVALID_CONFIG", "Cannot create wallet: batch must be a boolean or { batchSize }", {
        context: { field: "batch" },
      }),
    );
  }
  let keyAccount: ReturnType<typeof privateKeyToAccount>;
  try {
    keyAccount = privateKeyToAccount(privateKey);
  } catch (cause) {
    return err(
      new ClientError("INVALID_CONFIG", "Cannot create wallet: malformed private key", {
        context: { field: "privateKey" },
        cause,
      }),
    );
  }
  if (!URL.canParse(rpcUrl)) {
    return err(
      new ClientError("INVALID_CONFIG", "Cannot create wallet: rpcUrl is not a URL", {
        context: { field: "rpcUrl", rpcUrl },
      }),
    );
  }
  const nonceManager = sharedNonceManager(rpcUrl, options);
  // The account as `privateKeyToAccount(privateKey, { nonceManager })` makes it (a plain object).
  const account = { ...keyAccount, nonceManager };
  const client = sharedWalletClient(rpcUrl, options, chainId, batch);
  return ok({
    getAddress: () => Promise.resolve(account.address),
    sendTransaction: (tx: EvmTxRequest): Promise<Hex> =>
      runInAccountLane(nonceManager, account.address, async () => {
        const id = tx.chainId ?? chainId;
        // What viem's sendTransaction does for a local account (prepare with the account's nonce manager, sign,
        // send raw, reset the manager on failure), except that the signed transaction is re-sent by the
        // transport's retry policy: the same bytes carry the same hash and nonce, so a repeat can never apply
        // twice (viem sends it with retryCount 0).
        let consumed: { address: Hex; chainId: number; nonce?: number } | undefined;
        const tracked: NonceManager = {
          consume: async (parameters) => {
            consumed = { address: parameters.address, chainId: parameters.chainId };
            const nonce = await nonceManager.consume(parameters);
            consumed = { ...consumed, nonce };
            return nonce;
          },
          get: (parameters) => nonceManager.get(parameters),
          increment: (parameters) => nonceManager.increment(parameters),
          reset: (parameters) => nonceManager.reset(parameters),
        };
        try {
          const request = await client.prepareTransactionRequest({
            account,
            chain: id !== undefined ? minimalChain(id, rpcUrl) : null,
            to: tx.to,
            data: tx.data,
            value: tx.value,
            nonceManager: tracked,
          });
          const serialized = await signEvmTransaction(request as TransactionSerializable, privateKey);
          return await client.request(
            { method: "eth_sendRawTransaction", params: [serialized] },
            { retryCount: options.retryCount ?? DEFAULT_RETRY_POLICY.limit },
          );
        } catch (error) {
          if (consumed !== undefined) nonceManager.reset(consumed);
          throw error;
        }
      }),
    signMessage: (message: string): Promise<Hex> => account.signMessage({ message }),
  });
}

/**
 * Wallet clients (no account: each send passes its own) shared by the wallets on one RPC with the same options.
 * viem remembers per client whether the node answers `eth_fillTransaction`; a fresh client per wallet asked
 * again, one failed round trip at every new wallet's first send on a node without it.
 */
const SHARED_CLIENTS = new WeakMap<object, Map<string, WalletClient>>();
const SHARED_CLIENTS_PER_FETCH = 256;
/** The key for wallets without an injected `fetch` (they read `globalThis.fetch` at each request). */
const GLOBAL_FETCH = {};

/**
 * viem nonce managers, one per RPC endpoint and injected `fetch` (the key of every account on that node). Not
 * viem's global `nonceManager`: it remembers the last nonce of an address per chain id for the whole process, so
 * two nodes of one chain id (two simulators, a fork and the chain) would share one count.
 */
const NONCE_MANAGERS = new WeakMap<object, Map<string, NonceManager>>();

function sharedNonceManager(rpcUrl: string, options: RpcOptions): NonceManager {
  const byFetch: object = options.fetch ?? GLOBAL_FETCH;
  let managers = NONCE_MANAGERS.get(byFetch);
  if (managers === undefined) NONCE_MANAGERS.set(byFetch, managers = new Map());
  let manager = managers.get(rpcUrl);
  if (manager === undefined) {
    if (managers.size >= SHARED_CLIENTS_PER_FETCH) managers.clear();
    manager = createNonceManager({ source: jsonRpc() });
    managers.set(rpcUrl, manager);
  }
  return manager;
}

function batchSizeOf(batch: unknown): unknown {
  return typeof batch === "object" && batch !== null
    ? (batch as { batchSize?: unknown }).batchSize
    : undefined;
}

function sharedWalletClient(
  rpcUrl: string,
  options: RpcOptions,
  chainId: number | undefined,
  batch: RpcBatchOption,
): WalletClient {
  const byFetch: object = options.fetch ?? GLOBAL_FETCH;
  let clients = SHARED_CLIENTS.get(byFetch);
  if (clients === undefined) SHARED_CLIENTS.set(byFetch, clients = new Map());
  const batchKey = batch === false ? "0" : batch === true ? "1" : `1:${batch.batchSize ?? ""}`;
  const key = `${rpcUrl}\n${options.retryCount}\n${options.timeoutMs}\n${chainId}\n${batchKey}`;
  let client = clients.get(key);
  if (client === undefined) {
    if (clients.size >= SHARED_CLIENTS_PER_FETCH) clients.clear();
    client = createWalletClient({
      transport: rpcTransport(rpcUrl, options, batch),
      ...(chainId !== undefined ? { chain: minimalChain(chainId, rpcUrl) } : {}),
    });
    clients.set(key, client);
  }
  return client;
}
