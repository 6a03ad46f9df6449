/**
 * `createNearRpc`: the NEAR JSON-RPC subset the NEAR spoke needs, at `POST /` (mount it at `/near`): `query`
 * (`view_account`, `view_access_key`, `call_function` of NEP-141 `ft_balance_of` / `ft_metadata`), `block`,
 * `send_tx` and `broadcast_tx_commit` (a signed transaction, base64 Borsh), and `tx` (status by hash).
 *
 * A sent transaction is decoded with near-api-js (`decodeSignedTransaction`), its signature checked against its
 * public key with the SDK's verifier over `sha256(borsh(transaction))` (which is also its hash), and refused as the
 * real node does (`INVALID_TRANSACTION`: unknown signer, unknown access key, stale nonce, bad signature, not
 * enough balance). Accounts: every implicit account (64 hex digits, whose key is the public key those digits
 * spell) and the configured named accounts (by default {@link SIM_NEAR_TEST_ACCOUNT}) exist and hold `balance`;
 * the asset manager, connection and listed NEP-141 tokens are contracts; any other account does not exist. Each
 * function call is read by `decode_call.ts`: a deposit or message to the hub is recorded in the ledger (a deposit
 * with its hub call list and the intent it creates), and its relay data is what {@link NearRpc.relayDataOf}
 * answers for the relayer (NEAR is not split-tx); a failing call answers a `Failure` status and is not in the
 * ledger; any other call succeeds with no effect. Outcomes are final at once; balances are fixed per options.
 *
 * @example Read a funded account
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../../state/clock.ts";
 * import { Ledger } from "../../state/ledger.ts";
 * import { createNearRpc, SIM_NEAR_TEST_ACCOUNT } from "./rpc_app.ts";
 * const { app } = createNearRpc({ ledger: new Ledger({ clock: createManualClock() }) });
 * const params = { request_type: "view_account", finality: "final", account_id: SIM_NEAR_TEST_ACCOUNT.accountId };
 * const res = await app.request("/", { method: "POST", body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "query", params }) });
 * assert.equal((await res.json()).result.amount, (10n ** 27n).toString());
 * ```
 * @module
 */
import { Hono } from "hono";
import { base64Decode, base64Encode, baseEncode, decodeSignedTransaction, PublicKey } from "near-api-js";
import { sha256, stringToBytes } from "viem";
import { decodeHubPayloadIntent } from "../../hub_abi/hub_payload_intent.ts";
import { simRelayChainId } from "../../client_config/relay_ids.ts";
import type { NearRateLimits } from "./rate_limits.ts";
import type { ClientDefaultConfig } from "../../../core/config_types/client_default_config.ts";
import type { Ledger } from "../../state/ledger.ts";
import type { BalanceBook } from "../../state/balances/balance_book.ts";
import type { SimStore } from "../../state/sim_store.ts";
import { badParams, handleNearRpc, NearRpcError, type NearRpcHandler } from "./_jsonrpc.ts";
import { decodeNearCall, type NearSimContracts } from "./decode_call.ts";

/** The packaged NEAR contracts (mainnet `near`). */
export const DEFAULT_NEAR_CONTRACTS: NearSimContracts = {
  assetManager: "asset-manager.sodax.near",
  connection: "connection.sodax.near",
  nativeToken: "NEAR",
};

/** A funded named test account of the simulated node and its full-access key (public test key: never fund it). */
export const SIM_NEAR_TEST_ACCOUNT = {
  accountId: "user.sim.near",
  privateKey:
    "ed25519:nmJp9GbX3j4JvTdppANjSvkXkSztP4ifUuukUVWbrxzWW4tdfVTwX2bneWap1urDVGjiGcEZRv8yXuukSnbphuz",
  publicKey: "ed25519:GMVzYBiscjYqGcXhMckufLT2cAxJytqfxctfEAfaGXHz",
} as const;

const NEAR_KEY = "near";
const NEAR_RELAY_ID = String(simRelayChainId(NEAR_KEY));
const BLOCK_MS = 1_000;
const YOCTO = 10n ** 24n;
const IMPLICIT = /^[0-9a-f]{64}$/;

/** Options of {@link createNearRpc}. */
export interface NearRpcOptions {
  /** Where accepted txs are recorded. */
  ledger: Ledger;
  /** The contracts deposits and messages go to. @default DEFAULT_NEAR_CONTRACTS */
  contracts?: Partial<NearSimContracts> | undefined;
  /** NEP-141 token contracts that exist. @default the packaged `near` swap tokens */
  tokens?: readonly string[] | undefined;
  /** Named accounts that exist, with their full-access public key. @default the {@link SIM_NEAR_TEST_ACCOUNT} */
  accounts?: Readonly<Record<string, string>> | undefined;
  /** yoctoNEAR every existing account holds. @default 1000 NEAR */
  balance?: bigint | undefined;
  /** Smallest units of every listed token every account holds. @default 10^27 */
  tokenBalance?: bigint | undefined;
  /**
   * When set, balances follow the transactions in this book (untouched users read `balance` and
   * `tokenBalance`, contracts 0), and a deposit beyond the signer's balance fails. @default undefined (fixed)
   */
  balances?: BalanceBook | undefined;
  /** Chain key the txs are recorded under. @default "near" */
  chainKey?: string | undefined;
  /**
   * The rate-limit contract's state: its account answers `get_rate_limit({token})` from it (`rate_limits.ts`).
   * @default undefined (no rate-limit contract: its account has no code)
   */
  rateLimits?: { contract: string; state: NearRateLimits } | undefined;
}

/** The simulated node and what the relayer asks it. */
export interface NearRpc {
  /** The hono app (routes `POST /`). */
  app: Hono;
  /** The relay data (`{address: hubWallet, payload}`) of an accepted deposit or message, if `txHash` is one. */
  relayDataOf(txHash: string): { address: string; payload: string } | undefined;
  /** {@link NearRpc.relayDataOf} keyed like the relayer's `submit` (`undefined` for another chain id). */
  relayDataOfRelay(chainId: string, txHash: string): { address: string; payload: string } | undefined;
  /** Forgets every transaction and access-key nonce (the simulator's reset). */
  reset(): void;
  /** The node's transactions and access-key nonces, for simulator snapshots. */
  store: SimStore<NearSnapshot>;
}

/** One transaction the simulated NEAR node took (as `tx` answers it). */
export interface NearSimTx {
  /** Base58 tx hash. */
  hash: string;
  /** Block height it was included at. */
  height: number;
  /** Signer account. */
  signerId: string;
  /** Signer's public key (`ed25519:...`). */
  publicKey: string;
  /** Access-key nonce. */
  nonce: bigint;
  /** Receiver account. */
  receiverId: string;
  /** Action views (JSON). */
  actions: unknown[];
  /** `ed25519:...` signature. */
  signature: string;
  /** Why it failed, when it did. */
  failure?: string | undefined;
  /** The relay data of a deposit or message. */
  relay?: { address: string; payload: string } | undefined;
}

/** The NEAR node's state as data. */
export interface NearSnapshot {
  /** Accepted transactions, in order. */
  txs: NearSimTx[];
  /** Access-key nonce by account. */
  nonces: [string, bigint][];
}

const PACKAGED_TOKENS = [
  "bnusd.sodax.near",
  "soda.sodax.near",
  "17208628f84f5d6ad33f0da3bbbeb27ffcb398eac501a31bd6ad2011e36133a1",
  "usdt.tether-token.near",
  "wrap.near",
];

/**
 * The {@link NearRpcOptions} of a simulated configuration: its NEAR contracts, native token and listed tokens.
 *
 * @param config the configuration the simulator serves
 * @returns contracts and tokens (defaults where the configuration has no NEAR chain)
 * @example The packaged contracts
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/default_config.ts";
 * import { DEFAULT_NEAR_CONTRACTS, nearRpcOptionsFromConfig } from "./rpc_app.ts";
 * const o = nearRpcOptionsFromConfig(DEFAULT_CLIENT_CONFIG);
 * assert.deepEqual(o.contracts, DEFAULT_NEAR_CONTRACTS);
 * assert.ok(o.tokens?.includes("wrap.near"));
 * ```
 */
export function nearRpcOptionsFromConfig(
  config: Readonly<ClientDefaultConfig>,
): Pick<NearRpcOptions, "contracts" | "tokens"> {
  const chain = config.chains[NEAR_KEY] as
    | { addresses?: Record<string, string>; nativeToken?: string; bnUSD?: string }
    | undefined;
  const a = chain?.addresses ?? {};
  const nativeToken = chain?.nativeToken ?? DEFAULT_NEAR_CONTRACTS.nativeToken;
  const listed = (config.swaps?.supportedTokens?.[NEAR_KEY] ?? []).map((t) => t.address);
  const tokens = [...new Set([...PACKAGED_TOKENS, ...listed, ...(chain?.bnUSD ? [chain.bnUSD] : [])])]
    .filter((t) => t !== nativeToken);
  return {
    contracts: {
      assetManager: a.assetManager ?? DEFAULT_NEAR_CONTRACTS.assetManager,
      connection: a.connection ?? DEFAULT_NEAR_CONTRACTS.connection,
      nativeToken,
    },
    tokens,
  };
}

/**
 * Creates the NEAR node.
 *
 * @param options see {@link NearRpcOptions}
 * @returns the app and the relayer's lookup
 */
export function createNearRpc(options: NearRpcOptions): NearRpc {
  const { ledger, chainKey = NEAR_KEY } = options;
  const contracts = { ...DEFAULT_NEAR_CONTRACTS, ...options.contracts };
  const tokens = new Set(options.tokens ?? PACKAGED_TOKENS);
  const named = new Map(
    Object.entries(
      options.accounts ?? { [SIM_NEAR_TEST_ACCOUNT.accountId]: SIM_NEAR_TEST_ACCOUNT.publicKey },
    ),
  );
  const balance = options.balance ?? 1000n * YOCTO;
  const tokenBalance = options.tokenBalance ?? 1000n * YOCTO;
  const txs = new Map<string, NearSimTx>();
  const nonces = new Map<string, bigint>();
  const height = (): number => Math.floor(ledger.now() / BLOCK_MS);
  const blockHash = (h: number): string => baseEncode(sha256(stringToBytes(`sim-near-block:${h}`), "bytes"));
  const isContract = (id: string) =>
    id === contracts.assetManager || id === contracts.connection || tokens.has(id);
  const isUser = (id: string) => IMPLICIT.test(id) || named.has(id);
  const book = options.balances;
  book?.seedChain(
    chainKey,
    (account, token) => !isUser(account) ? 0n : token === contracts.nativeToken ? balance : tokenBalance,
  );
  const nativeOf = (id: string): bigint =>
    book?.balanceOf(chainKey, id, contracts.nativeToken) ?? (isUser(id) ? balance : 0n);

  function keyOf(accountId: string): string | undefined {
    if (named.has(accountId)) return named.get(accountId);
    if (!IMPLICIT.test(accountId)) return undefined;
    const bytes = new Uint8Array(accountId.match(/../g)!.map((b) => parseInt(b, 16)));
    return `ed25519:${baseEncode(bytes)}`;
  }

  function unknownAccount(accountId: string): NearRpcError {
    return new NearRpcError(
      "HANDLER_ERROR",
      "UNKNOWN_ACCOUNT",
      `account ${accountId} does not exist while viewing`,
      {
        requested_account_id: accountId,
        block_height: height(),
        block_hash: blockHash(height()),
      },
    );
  }

  function blockInfo() {
    const h = height();
    return { block_height: h, block_hash: blockHash(h) };
  }

  function query(params: unknown): unknown {
    const p = object(params);
    const accountId = string(p.account_id, "account_id");
    switch (p.request_type) {
      case "view_account": {
        if (!isUser(accountId) && !isContract(accountId)) throw unknownAccount(accountId);
        return {
          amount: nativeOf(accountId).toString(),
          locked: "0",
          code_hash: isContract(accountId)
            ? baseEncode(sha256(stringToBytes(`sim-near-code:${accountId}`), "bytes"))
            : "11111111111111111111111111111111",
          storage_usage: 182,
          storage_paid_at: 0,
          ...blockInfo(),
        };
      }
      case "view_access_key": {
        const publicKey = string(p.public_key, "public_key");
        if (!isUser(accountId)) throw unknownAccount(accountId);
        if (keyOf(accountId) !== publicKey) {
          throw new NearRpcError(
            "HANDLER_ERROR",
            "UNKNOWN_ACCESS_KEY",
            `access key ${publicKey} does not exist while viewing`,
            { public_key: publicKey, ...blockInfo() },
          );
        }
        return { nonce: Number(nonces.get(accountId) ?? 0n), permission: "FullAccess", ...blockInfo() };
      }
      case "call_function": {
        const method = string(p.method_name, "method_name");
        const limits = options.rateLimits;
        if (limits !== undefined && accountId === limits.contract) {
          if (method !== "get_rate_limit") {
            throw contractError(`MethodResolveError(MethodNotFound): ${method}`);
          }
          const args = parseArgs(typeof p.args_base64 === "string" ? p.args_base64 : "");
          if (typeof args?.token !== "string") throw contractError("get_rate_limit: missing token");
          const view = limits.state.view(args.token);
          return { result: Array.from(stringToBytes(JSON.stringify(view))), logs: [], ...blockInfo() };
        }
        if (!tokens.has(accountId)) {
          if (isUser(accountId) || isContract(accountId)) {
            throw new NearRpcError(
              "HANDLER_ERROR",
              "NO_CONTRACT_CODE",
              `Contract code for ${accountId} not found`,
              {
                contract_account_id: accountId,
                ...blockInfo(),
              },
            );
          }
          throw unknownAccount(accountId);
        }
        const args = parseArgs(typeof p.args_base64 === "string" ? p.args_base64 : "");
        let value: unknown;
        if (method === "ft_balance_of") {
          if (typeof args?.account_id !== "string") throw contractError("ft_balance_of: missing account_id");
          value = (book?.balanceOf(chainKey, args.account_id, accountId) ??
            (isUser(args.account_id) ? tokenBalance : 0n)).toString();
        } else if (method === "ft_metadata") {
          value = {
            spec: "ft-1.0.0",
            name: accountId,
            symbol: accountId.split(".")[0].toUpperCase(),
            decimals: 24,
          };
        } else {
          throw contractError(`MethodResolveError(MethodNotFound): ${method}`);
        }
        return { result: Array.from(stringToBytes(JSON.stringify(value))), logs: [], ...blockInfo() };
      }
      default:
        throw badParams(`unsupported request_type ${String(p.request_type)}`);
    }
  }

  function sendTx(signedBase64: unknown): unknown {
    if (typeof signedBase64 !== "string" || signedBase64.length === 0) {
      throw badParams("signed_tx_base64 is required");
    }
    let decoded: ReturnType<typeof decodeSignedTransaction>;
    let bytes: Uint8Array;
    try {
      decoded = decodeSignedTransaction(base64Decode(signedBase64));
      bytes = decoded.transaction.encode();
    } catch (cause) {
      throw badParams(
        `not a Borsh SignedTransaction: ${cause instanceof Error ? cause.message : String(cause)}`,
      );
    }
    const t = decoded.transaction;
    const hashBytes = sha256(bytes, "bytes");
    const hash = baseEncode(hashBytes);
    const known = txs.get(hash);
    if (known) return outcome(known);
    const invalid = (info: Record<string, unknown>, message: string) =>
      new NearRpcError("HANDLER_ERROR", "INVALID_TRANSACTION", message, {
        TxExecutionError: { InvalidTxError: info },
      });
    const signature = signatureOf(decoded.signature);
    const publicKey = t.publicKey.toString();
    let verified = false;
    try {
      verified = signature !== undefined && PublicKey.from(publicKey).verify(hashBytes, signature);
    } catch {
      verified = false;
    }
    if (!verified) throw invalid({ InvalidSignature: null }, "Transaction has an invalid signature");
    if (!isUser(t.signerId)) {
      throw invalid({ SignerDoesNotExist: { signer_id: t.signerId } }, `Signer ${t.signerId} does not exist`);
    }
    if (keyOf(t.signerId) !== publicKey) {
      throw invalid(
        { InvalidAccessKeyError: { AccessKeyNotFound: { account_id: t.signerId, public_key: publicKey } } },
        "Signer's access key not found",
      );
    }
    const akNonce = nonces.get(t.signerId) ?? 0n;
    if (t.nonce <= akNonce) {
      throw invalid(
        { InvalidNonce: { tx_nonce: Number(t.nonce), ak_nonce: Number(akNonce) } },
        "Transaction nonce must be larger than the access key nonce",
      );
    }
    const calls = t.actions.map(functionCallOf);
    const attached = calls.reduce((n, c) => n + (c?.deposit ?? 0n), 0n);
    const signerBalance = nativeOf(t.signerId);
    if (attached > signerBalance) {
      throw invalid(
        {
          NotEnoughBalance: {
            signer_id: t.signerId,
            balance: signerBalance.toString(),
            cost: attached.toString(),
          },
        },
        "Sender does not have enough balance",
      );
    }
    nonces.set(t.signerId, t.nonce);
    const tx: NearSimTx = {
      hash,
      height: height(),
      signerId: t.signerId,
      publicKey,
      nonce: t.nonce,
      receiverId: t.receiverId,
      actions: calls.map((c, i) => c === undefined ? { Unsupported: i } : actionView(c)),
      signature: `ed25519:${baseEncode(signature!)}`,
    };
    if (calls.length !== 1 || calls[0] === undefined) {
      txs.set(hash, { ...tx, failure: "only single function-call transactions are simulated" });
      return outcome(txs.get(hash)!);
    }
    const call = calls[0];
    const effect = decodeNearCall(
      { receiverId: t.receiverId, methodName: call.methodName, args: call.json, deposit: call.deposit },
      contracts,
    );
    if (effect.kind === "failed") {
      txs.set(hash, { ...tx, failure: effect.reason });
      return outcome(txs.get(hash)!);
    }
    if (!isContract(t.receiverId)) {
      txs.set(hash, { ...tx, failure: `CodeDoesNotExist: ${t.receiverId}` });
      return outcome(txs.get(hash)!);
    }
    if (book !== undefined && effect.kind === "deposit" && effect.deposit.token !== contracts.nativeToken) {
      const have = book.balanceOf(chainKey, t.signerId, effect.deposit.token);
      if (have < effect.deposit.amount) {
        txs.set(hash, { ...tx, failure: "The account doesn't have enough balance" });
        return outcome(txs.get(hash)!);
      }
    }
    const relay = effect.kind === "other" ? undefined : effect.relay;
    txs.set(hash, { ...tx, relay });
    const intent = relay === undefined ? undefined : decodeHubPayloadIntent(relay.payload);
    if (effect.kind !== "other") {
      ledger.recordSpokeTx({
        chainKey,
        txHash: hash,
        from: t.signerId,
        intent: intent?.ok ? intent.value?.intent : undefined,
        intentHash: intent?.ok ? intent.value?.intentHash : undefined,
        deposit: effect.kind === "deposit" ? effect.deposit : undefined,
        message: effect.kind === "message"
          ? { to: effect.relay.address, payload: effect.relay.payload }
          : undefined,
      });
    }
    return outcome(txs.get(hash)!);
  }

  function outcome(tx: NearSimTx): unknown {
    const receiptId = baseEncode(sha256(stringToBytes(`sim-near-receipt:${tx.hash}`), "bytes"));
    const block = blockHash(tx.height);
    const meta = { version: 3, gas_profile: [] };
    const failure = tx.failure === undefined ? undefined : {
      ActionError: {
        index: 0,
        kind: { FunctionCallError: { ExecutionError: `Smart contract panicked: ${tx.failure}` } },
      },
    };
    const status = failure === undefined ? { SuccessValue: "" } : { Failure: failure };
    return {
      final_execution_status: "FINAL",
      status,
      transaction: {
        signer_id: tx.signerId,
        public_key: tx.publicKey,
        nonce: Number(tx.nonce),
        receiver_id: tx.receiverId,
        actions: tx.actions,
        priority_fee: 0,
        signature: tx.signature,
        hash: tx.hash,
      },
      transaction_outcome: {
        id: tx.hash,
        block_hash: block,
        proof: [],
        outcome: {
          logs: [],
          receipt_ids: [receiptId],
          gas_burnt: 2_428_000_000_000,
          tokens_burnt: "242800000000000000000",
          executor_id: tx.signerId,
          status: { SuccessReceiptId: receiptId },
          metadata: meta,
        },
      },
      receipts_outcome: [{
        id: receiptId,
        block_hash: block,
        proof: [],
        outcome: {
          logs: [],
          receipt_ids: [],
          gas_burnt: 5_000_000_000_000,
          tokens_burnt: "500000000000000000000",
          executor_id: tx.receiverId,
          status,
          metadata: meta,
        },
      }],
    };
  }

  function txStatus(params: unknown): unknown {
    const hash = Array.isArray(params) ? params[0] : object(params).tx_hash;
    if (typeof hash !== "string" || hash.length === 0) throw badParams("tx_hash is required");
    const tx = txs.get(hash);
    if (tx === undefined) {
      throw new NearRpcError("HANDLER_ERROR", "UNKNOWN_TRANSACTION", `Transaction ${hash} doesn't exist`, {
        requested_transaction_hash: hash,
      });
    }
    return outcome(tx);
  }

  const methods: Record<string, NearRpcHandler> = {
    query,
    block: () => {
      const h = height();
      return {
        author: "sim.near",
        header: {
          height: h,
          hash: blockHash(h),
          prev_hash: blockHash(Math.max(0, h - 1)),
          timestamp: ledger.now() * 1e6,
        },
        chunks: [],
      };
    },
    send_tx: (params) => sendTx(object(params).signed_tx_base64),
    broadcast_tx_commit: (params) =>
      sendTx(Array.isArray(params) ? params[0] : object(params).signed_tx_base64),
    tx: txStatus,
  };
  const app = new Hono();
  app.post("/", (c) => handleNearRpc(c, methods));
  const relayDataOf = (txHash: string) => (typeof txHash === "string" ? txs.get(txHash)?.relay : undefined);
  return {
    app,
    relayDataOf,
    relayDataOfRelay: (chainId, txHash) => (chainId === NEAR_RELAY_ID ? relayDataOf(txHash) : undefined),
    reset: () => {
      txs.clear();
      nonces.clear();
    },
    store: {
      snapshot: () => ({ txs: [...txs.values()], nonces: [...nonces] }),
      restore: (value) => {
        txs.clear();
        nonces.clear();
        for (const tx of value.txs) txs.set(tx.hash, tx);
        for (const [account, nonce] of value.nonces) nonces.set(account, nonce);
      },
    },
  };
}

interface SimFunctionCall {
  methodName: string;
  args: Uint8Array;
  json: Record<string, unknown> | undefined;
  gas: bigint;
  deposit: bigint;
}

function functionCallOf(action: unknown): SimFunctionCall | undefined {
  const fc = (action as { functionCall?: Record<string, unknown> } | null)?.functionCall;
  if (fc === undefined || typeof fc.methodName !== "string") return undefined;
  const args = Uint8Array.from(fc.args as ArrayLike<number>);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(args));
  } catch {
    json = undefined;
  }
  return {
    methodName: fc.methodName,
    args,
    json: typeof json === "object" && json !== null && !Array.isArray(json)
      ? json as Record<string, unknown>
      : undefined,
    gas: BigInt(fc.gas as bigint),
    deposit: BigInt(fc.deposit as bigint),
  };
}

function actionView(c: SimFunctionCall): unknown {
  return {
    FunctionCall: {
      method_name: c.methodName,
      args: base64Encode(c.args),
      gas: Number(c.gas),
      deposit: c.deposit.toString(),
    },
  };
}

function signatureOf(signature: unknown): Uint8Array | undefined {
  const s = signature as { ed25519Signature?: { data?: ArrayLike<number> } } | null;
  const data = s?.ed25519Signature?.data;
  return data === undefined ? undefined : Uint8Array.from(data);
}

function parseArgs(base64: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(new TextDecoder().decode(base64Decode(base64)));
    return typeof value === "object" && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

function contractError(message: string): NearRpcError {
  return new NearRpcError("HANDLER_ERROR", "CONTRACT_EXECUTION_ERROR", message, { vm_error: message });
}

function object(value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw badParams("params must be an object");
  }
  return value as Record<string, unknown>;
}

function string(value: unknown, name: string): string {
  if (typeof value !== "string" || value.length === 0) throw badParams(`${name} must be a string`);
  return value;
}
