/**
 * `createStacksRpcApp`: the Stacks node / Hiro API subset the Stacks spoke and its private-key wallet need (mount
 * it at `/stacks`):
 *
 * - `POST /v2/transactions` (`{tx: hex}` JSON, or the raw bytes as `application/octet-stream`): decodes the
 *   transaction with `@stacks/transactions`, checks the network, the origin signature (`verifyOrigin`), the nonce
 *   and the sender's funds, decodes the contract call (`decode_call.ts`), records deposits and messages in the
 *   ledger with the intent their payload creates (Stacks is not split-tx: the relayer reads the payload from the
 *   ledger record), and answers the txid as a JSON string; refusals are a 400
 *   `{error: "transaction rejected", reason, reason_data, txid}` as the node writes them;
 * - `GET /extended/v1/tx/{txid}`: `tx_status` `success`, or `abort_by_response` for a call that reverted (final at
 *   once); 404 for an unknown txid;
 * - `GET /extended/v1/address/{principal}/nonces`, `GET /v2/accounts/{principal}`;
 * - `GET /extended/v1/address/{principal}/balances`: every account is funded (`stxBalance` micro-STX and
 *   `tokenBalance` of each listed token), less what its accepted deposits moved;
 * - `POST /v2/fees/transaction`: estimations derived from the payload's length (`stacksFeeEstimations`); a payload
 *   that is not a contract call is the estimator's 400 with its `reason`;
 * - `POST /v2/contracts/call-read/{address}/{name}/{function}`: `get-asset-manager-impl` on the asset manager
 *   state contract, `get-balance` and `get-decimals` on listed tokens.
 *
 * State is the app's own, and is forgotten when the ledger is reset (its last recorded tx disappears).
 *
 * @example Read an account's STX balance
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../../state/clock.ts";
 * import { Ledger } from "../../state/ledger.ts";
 * import { createStacksRpcApp } from "./rpc_app.ts";
 * const app = createStacksRpcApp({ ledger: new Ledger({ clock: createManualClock() }) });
 * const res = await app.request("/extended/v1/address/SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7/balances");
 * assert.equal((await res.json()).stx.balance, "1000000000000");
 * ```
 * @module
 */
import {
  addressFromVersionHash,
  AddressHashMode,
  addressToString,
  AddressVersion,
  Cl,
  cvToHex,
  deserializePayload,
  deserializeTransaction,
  hexToCV,
  isContractCallPayload,
  type StacksTransactionWire,
  validateStacksAddress,
} from "@stacks/transactions";
import { type Context, Hono } from "hono";
import { type Hex, keccak256, stringToHex } from "viem";
import { decodeHubPayloadIntent } from "../../hub_abi/hub_payload_intent.ts";
import type { ClientDefaultConfig } from "../../../core/config_types/client_default_config.ts";
import { jsonError } from "../../http/respond.ts";
import type { Ledger } from "../../state/ledger.ts";
import type { BalanceBook } from "../../state/balances/balance_book.ts";
import { decodeStacksCall, type StacksSimContracts } from "./decode_call.ts";
import type { SimStore } from "../../state/sim_store.ts";

/** The packaged asset manager state contract. */
export const DEFAULT_STACKS_ASSET_MANAGER = "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0.asset-manager-state";
/** The packaged connection contract. */
export const DEFAULT_STACKS_CONNECTION = "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0.connection-v3";
/** The packaged native STX token id. */
export const DEFAULT_STACKS_NATIVE_TOKEN = "ST000000000000000000002AMW42H.nativetoken";
const BLOCK_MS = 5_000;
const CHAIN_ID_MAINNET = 0x00000001;

/** Options of {@link createStacksRpcApp}. */
export interface StacksRpcAppOptions {
  /** Where accepted txs are recorded. */
  ledger: Ledger;
  /** The asset manager state contract. @default DEFAULT_STACKS_ASSET_MANAGER */
  assetManager?: string | undefined;
  /** The implementation `get-asset-manager-impl` answers. @default "{deployer}.asset-manager-impl" */
  assetManagerImpl?: string | undefined;
  /** The connection contract. @default DEFAULT_STACKS_CONNECTION */
  connection?: string | undefined;
  /** The native STX token id. @default DEFAULT_STACKS_NATIVE_TOKEN */
  nativeToken?: string | undefined;
  /** Listed SIP-010 tokens and their decimals. @default [] */
  tokens?: readonly { address: string; decimals: number }[] | undefined;
  /** Micro-STX every account starts with. @default 10^12 (1,000,000 STX) */
  stxBalance?: bigint | undefined;
  /** Units of each listed token every account starts with. @default 10^12 */
  tokenBalance?: bigint | undefined;
  /**
   * When set, balances follow the transactions in this book (untouched accounts read `stxBalance` and
   * `tokenBalance`; accepted deposits are debited through the ledger). @default undefined (fixed, less deposits)
   */
  balances?: BalanceBook | undefined;
  /** Chain key the txs are recorded under. @default "stacks" */
  chainKey?: string | undefined;
}

/**
 * The {@link StacksRpcAppOptions} of a simulated configuration: its Stacks contracts and tokens.
 *
 * @param config the configuration the simulator serves
 * @returns contracts and tokens (the defaults where the configuration has no Stacks chain)
 * @example The packaged tokens
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/default_config.ts";
 * import { stacksRpcOptionsFromConfig } from "./rpc_app.ts";
 * assert.ok(stacksRpcOptionsFromConfig(DEFAULT_CLIENT_CONFIG).tokens!.some((t) => t.address.endsWith(".bnusd")));
 * ```
 */
export function stacksRpcOptionsFromConfig(
  config: Readonly<ClientDefaultConfig>,
): Pick<StacksRpcAppOptions, "assetManager" | "connection" | "nativeToken" | "tokens"> {
  const chain = (config.chains as Record<string, unknown>)["stacks"] as
    | {
      addresses?: Record<string, string>;
      nativeToken?: string;
      supportedTokens?: readonly { address: string; decimals: number }[];
    }
    | undefined;
  const nativeToken = chain?.nativeToken ?? DEFAULT_STACKS_NATIVE_TOKEN;
  return {
    assetManager: chain?.addresses?.assetManager || DEFAULT_STACKS_ASSET_MANAGER,
    connection: chain?.addresses?.connection || DEFAULT_STACKS_CONNECTION,
    nativeToken,
    tokens: (chain?.supportedTokens ?? [])
      .filter((t) => t.address !== nativeToken)
      .map((t) => ({ address: t.address, decimals: t.decimals })),
  };
}

/** One transaction the simulated Stacks node took. */
export interface StacksSimTx {
  txid: Hex;
  sender: string;
  nonce: bigint;
  fee: bigint;
  height: number;
  contractId: string;
  functionName: string;
  failure?: string | undefined;
  spent?: { token: string; amount: bigint } | undefined;
}

/** The Stacks node's state as data. */
export interface StacksSnapshot {
  /** Transactions by key, in order. */
  txs: [string, StacksSimTx][];
  /** Key of the last tx recorded in the ledger (a ledger reset under the node is noticed through it). */
  lastRecorded?: string | undefined;
}

/** What {@link createStacksRpcApp} returns: the app and its store. */
export type StacksRpcApp = Hono & { store: SimStore<StacksSnapshot> & { reset(): void } };

type Rejection = { reason: string; reason_data?: Record<string, unknown> };

/**
 * Creates the node.
 *
 * @param options see {@link StacksRpcAppOptions}
 * @returns the hono app
 * @example Nonces start at 0
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../../state/clock.ts";
 * import { Ledger } from "../../state/ledger.ts";
 * import { createStacksRpcApp } from "./rpc_app.ts";
 * const app = createStacksRpcApp({ ledger: new Ledger({ clock: createManualClock() }) });
 * const res = await app.request("/extended/v1/address/SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7/nonces");
 * assert.equal((await res.json()).possible_next_nonce, 0);
 * ```
 */
export function createStacksRpcApp(options: StacksRpcAppOptions): StacksRpcApp {
  const { ledger, chainKey = "stacks" } = options;
  const assetManager = options.assetManager ?? DEFAULT_STACKS_ASSET_MANAGER;
  const tokens = options.tokens ?? [];
  const contracts: StacksSimContracts = {
    assetManagerImpl: options.assetManagerImpl ?? `${assetManager.split(".")[0]}.asset-manager-impl`,
    connection: options.connection ?? DEFAULT_STACKS_CONNECTION,
    nativeToken: options.nativeToken ?? DEFAULT_STACKS_NATIVE_TOKEN,
    tokens: tokens.map((t) => t.address),
  };
  const stxBalance = options.stxBalance ?? 10n ** 12n;
  const tokenBalance = options.tokenBalance ?? 10n ** 12n;
  const txs = new Map<string, StacksSimTx>();
  let lastRecorded: string | undefined;
  const height = (): number => Math.floor(ledger.now() / BLOCK_MS) + 1;

  /** Forgets everything when the ledger was reset under us. */
  function sync(): void {
    if (lastRecorded !== undefined && ledger.getSpokeTx(chainKey, lastRecorded) === undefined) {
      txs.clear();
      lastRecorded = undefined;
    }
  }

  function nonceOf(address: string): bigint {
    let n = 0n;
    for (const tx of txs.values()) if (tx.sender === address && tx.nonce >= n) n = tx.nonce + 1n;
    return n;
  }

  const book = options.balances;
  book?.seedChain(chainKey, (_account, token) => token === contracts.nativeToken ? stxBalance : tokenBalance);

  function balanceOf(address: string, token: string): bigint {
    if (book !== undefined) return book.balanceOf(chainKey, address, token);
    let spent = 0n;
    for (const tx of txs.values()) {
      if (tx.sender === address && tx.spent?.token === token) spent += tx.spent.amount;
    }
    return (token === contracts.nativeToken ? stxBalance : tokenBalance) - spent;
  }

  function reject(c: Context, txid: string, rejection: Rejection): Response {
    return c.json({ error: "transaction rejected", txid, ...rejection }, 400);
  }

  async function readTx(c: Context): Promise<Uint8Array | string | undefined> {
    const type = c.req.header("content-type") ?? "";
    if (type.includes("application/octet-stream")) return new Uint8Array(await c.req.arrayBuffer());
    const body = await c.req.json().catch(() => undefined) as { tx?: unknown } | undefined;
    return typeof body?.tx === "string" && /^(0x)?[0-9a-fA-F]+$/.test(body.tx) ? body.tx : undefined;
  }

  function senderOf(tx: StacksTransactionWire): string | undefined {
    const condition = tx.auth.spendingCondition;
    if (!("signer" in condition)) return undefined;
    const version = condition.hashMode === AddressHashMode.P2PKH
      ? AddressVersion.MainnetSingleSig
      : AddressVersion.MainnetMultiSig;
    return addressToString(addressFromVersionHash(version, condition.signer));
  }

  const app = new Hono();

  app.post("/v2/transactions", async (c) => {
    sync();
    const raw = await readTx(c);
    if (raw === undefined) {
      return reject(c, "", { reason: "Deserialization", reason_data: { message: "no tx" } });
    }
    let tx: StacksTransactionWire;
    try {
      tx = deserializeTransaction(raw);
    } catch (cause) {
      return reject(c, "", { reason: "Deserialization", reason_data: { message: String(cause) } });
    }
    const txid = tx.txid();
    const key = `0x${txid}` as Hex;
    if (txs.has(key)) return c.json(txid);
    if (tx.chainId !== CHAIN_ID_MAINNET) {
      return reject(c, txid, { reason: "BadTransactionVersion", reason_data: { chain_id: tx.chainId } });
    }
    try {
      tx.verifyOrigin();
    } catch (cause) {
      return reject(c, txid, { reason: "SignatureValidation", reason_data: { message: String(cause) } });
    }
    const sender = senderOf(tx);
    if (sender === undefined) return reject(c, txid, { reason: "SignatureValidation" });
    const condition = tx.auth.spendingCondition;
    const expected = nonceOf(sender);
    if (BigInt(condition.nonce) !== expected) {
      return reject(c, txid, {
        reason: "BadNonce",
        reason_data: { expected: Number(expected), actual: Number(condition.nonce), is_origin: true },
      });
    }
    if (!isContractCallPayload(tx.payload)) {
      return reject(c, txid, { reason: "NotSimulated", reason_data: { message: "only contract calls" } });
    }
    const payload = tx.payload;
    const contractId = `${addressToString(payload.contractAddress)}.${payload.contractName.content}`;
    const effect = decodeStacksCall(payload, contracts);
    const fee = BigInt(condition.fee);
    if (effect.kind === "deposit") {
      const { token, amount } = effect.deposit;
      const available = balanceOf(sender, token);
      if (available < amount) {
        return reject(c, txid, {
          reason: "NotEnoughFunds",
          reason_data: { expected: `0x${amount.toString(16)}`, actual: `0x${available.toString(16)}` },
        });
      }
    }
    const record: StacksSimTx = {
      txid: key,
      sender,
      nonce: BigInt(condition.nonce),
      fee,
      height: height(),
      contractId,
      functionName: payload.functionName.content,
    };
    if (effect.kind === "reverted") {
      txs.set(key, { ...record, failure: effect.reason });
      return c.json(txid);
    }
    txs.set(key, {
      ...record,
      spent: effect.kind === "deposit"
        ? { token: effect.deposit.token, amount: effect.deposit.amount }
        : undefined,
    });
    const relay = effect.kind === "other" ? undefined : effect.relay;
    const intent = relay === undefined ? undefined : decodeHubPayloadIntent(relay.payload);
    ledger.recordSpokeTx({
      chainKey,
      txHash: key,
      from: sender,
      intent: intent?.ok ? intent.value?.intent : undefined,
      intentHash: intent?.ok ? intent.value?.intentHash : undefined,
      deposit: effect.kind === "deposit" ? effect.deposit : undefined,
      message: effect.kind === "message"
        ? { to: effect.relay.address, payload: effect.relay.payload }
        : undefined,
    });
    lastRecorded = key;
    return c.json(txid);
  });

  app.get("/extended/v1/tx/:txid", (c) => {
    sync();
    const id = c.req.param("txid");
    if (!/^(0x)?[0-9a-fA-F]{64}$/.test(id)) return jsonError(400, `'${id}' is not a txid`, "BAD_REQUEST");
    const key = `0x${id.replace(/^0x/, "").toLowerCase()}`;
    const tx = txs.get(key);
    if (tx === undefined) {
      return c.json({ error: `could not find transaction by ID ${key}`, tx_id: key }, 404);
    }
    const result = tx.failure === undefined ? Cl.ok(Cl.bool(true)) : Cl.error(Cl.uint(1));
    return c.json({
      tx_id: key,
      tx_status: tx.failure === undefined ? "success" : "abort_by_response",
      tx_type: "contract_call",
      nonce: Number(tx.nonce),
      fee_rate: tx.fee.toString(),
      sender_address: tx.sender,
      sponsored: false,
      block_height: tx.height,
      block_hash: keccak256(stringToHex(`sim-stacks-block:${tx.height}`)),
      burn_block_time: Math.floor(ledger.now() / 1000),
      canonical: true,
      tx_index: 0,
      tx_result: { hex: cvToHex(result), repr: tx.failure === undefined ? "(ok true)" : "(err u1)" },
      contract_call: { contract_id: tx.contractId, function_name: tx.functionName },
      event_count: 0,
      events: [],
    });
  });

  const principalOr400 = (p: string): Response | undefined =>
    validPrincipal(p) ? undefined : jsonError(400, `'${p}' is not a Stacks principal`, "BAD_REQUEST");

  app.get("/extended/v1/address/:principal/nonces", (c) => {
    sync();
    const p = c.req.param("principal");
    const bad = principalOr400(p);
    if (bad) return bad;
    const next = nonceOf(p);
    return c.json({
      last_mempool_tx_nonce: null,
      last_executed_tx_nonce: next === 0n ? null : Number(next - 1n),
      possible_next_nonce: Number(next),
      detected_missing_nonces: [],
      detected_mempool_nonces: [],
    });
  });

  app.get("/v2/accounts/:principal", (c) => {
    sync();
    const p = c.req.param("principal");
    const bad = principalOr400(p);
    if (bad) return bad;
    return c.json({
      balance: `0x${balanceOf(p, contracts.nativeToken).toString(16).padStart(32, "0")}`,
      locked: `0x${"0".repeat(32)}`,
      unlock_height: 0,
      nonce: Number(nonceOf(p)),
      balance_proof: "",
      nonce_proof: "",
    });
  });

  app.get("/extended/v1/address/:principal/balances", (c) => {
    sync();
    const p = c.req.param("principal");
    const bad = principalOr400(p);
    if (bad) return bad;
    const stx = balanceOf(p, contracts.nativeToken);
    const fungible: Record<string, { balance: string; total_sent: string; total_received: string }> = {};
    for (const t of tokens) {
      const balance = balanceOf(p, t.address);
      fungible[`${t.address}::${t.address.split(".")[1]}`] = {
        balance: balance.toString(),
        total_sent: (tokenBalance - balance).toString(),
        total_received: tokenBalance.toString(),
      };
    }
    return c.json({
      stx: {
        balance: stx.toString(),
        total_sent: (stxBalance - stx).toString(),
        total_received: stxBalance.toString(),
        total_fees_sent: "0",
        total_miner_rewards_received: "0",
        lock_tx_id: "",
        locked: "0",
        lock_height: 0,
        burnchain_lock_height: 0,
        burnchain_unlock_height: 0,
      },
      fungible_tokens: fungible,
      non_fungible_tokens: {},
    });
  });

  app.post("/v2/fees/transaction", async (c) => {
    const body = await c.req.json().catch(() => undefined) as
      | { transaction_payload?: unknown; estimated_len?: unknown }
      | undefined;
    if (typeof body?.transaction_payload !== "string") {
      return jsonError(400, "transaction_payload (hex) is required", "BAD_REQUEST");
    }
    const hex = body.transaction_payload.replace(/^0x/, "");
    const estimated = body.estimated_len;
    if (
      estimated !== undefined &&
      (typeof estimated !== "number" || !Number.isSafeInteger(estimated) || estimated < 0)
    ) {
      return jsonError(400, "estimated_len must be a non-negative integer", "BAD_REQUEST");
    }
    let payload: ReturnType<typeof deserializePayload>;
    try {
      if (!/^([0-9a-fA-F]{2})+$/.test(hex)) throw new Error("not hex");
      payload = deserializePayload(hex);
    } catch (cause) {
      // the node's answer to a payload it cannot read: the estimator's error, with its reason
      return c.json({
        error: "Estimation could not be performed",
        reason: "InvalidPayload",
        reason_data: { message: `Failed to deserialize transaction payload: ${String(cause)}` },
      }, 400);
    }
    if (!isContractCallPayload(payload)) {
      return c.json({
        error: "Estimation could not be performed",
        reason: "NoEstimateAvailable",
        reason_data: { message: "only contract calls are estimated" },
      }, 400);
    }
    return c.json(stacksFeeEstimations(hex.length / 2, typeof estimated === "number" ? estimated : 0));
  });

  app.post("/v2/contracts/call-read/:address/:name/:fn", async (c) => {
    sync();
    const contract = `${c.req.param("address")}.${c.req.param("name")}`;
    const fn = c.req.param("fn");
    const body = await c.req.json().catch(() => undefined) as
      | { sender?: unknown; arguments?: unknown }
      | undefined;
    if (typeof body?.sender !== "string" || !Array.isArray(body.arguments)) {
      return jsonError(400, "body must be {sender, arguments: [hex]}", "BAD_REQUEST");
    }
    const answer = (cv: Parameters<typeof cvToHex>[0]) => c.json({ okay: true, result: cvToHex(cv) });
    if (contract === assetManager && fn === "get-asset-manager-impl") {
      const [address, name] = contracts.assetManagerImpl.split(".");
      return answer(Cl.contractPrincipal(address, name));
    }
    const token = tokens.find((t) => t.address === contract);
    if (token !== undefined && fn === "get-decimals") return answer(Cl.ok(Cl.uint(token.decimals)));
    if (token !== undefined && fn === "get-balance") {
      let owner: unknown;
      try {
        const cv = hexToCV(String(body.arguments[0]));
        owner = cv.type === "address" || cv.type === "contract" ? cv.value : undefined;
      } catch {
        owner = undefined;
      }
      if (typeof owner !== "string") return c.json({ okay: false, cause: "Unchecked(TypeValueError)" });
      return answer(Cl.ok(Cl.uint(balanceOf(owner, token.address))));
    }
    return c.json({ okay: false, cause: `Unchecked(NoSuchPublicFunction("${contract}", "${fn}"))` });
  });

  app.notFound((c) => jsonError(404, `No route ${c.req.method} ${c.req.path}`, "NOT_FOUND"));
  const store: StacksRpcApp["store"] = {
    reset: () => {
      txs.clear();
      lastRecorded = undefined;
    },
    snapshot: () => ({ txs: [...txs], lastRecorded }),
    restore: (value) => {
      store.reset();
      for (const [key, tx] of value.txs) txs.set(key, tx);
      lastRecorded = value.lastRecorded;
    },
  };
  return Object.assign(app, { store });
}

function validPrincipal(p: string): boolean {
  const [address, name, ...rest] = p.split(".");
  if (rest.length > 0 || !validateStacksAddress(address)) return false;
  return name === undefined || /^[a-zA-Z]([a-zA-Z0-9]|[-_])*$/.test(name);
}

/**
 * The simulated fee estimations, derived from the work: the node's cost scalar for a contract call and the
 * transaction's length (the payload plus `estimated_len` and a signed single-sig envelope's 180 bytes), at fee rates
 * 1, 2 and 3 micro-STX a byte, each at least the 180 micro-STX minimum relay fee.
 *
 * @param payloadBytes the serialized payload's bytes
 * @param estimatedLen the caller's `estimated_len` (bytes beyond the payload)
 * @returns the node's answer
 */
export function stacksFeeEstimations(payloadBytes: number, estimatedLen: number): Record<string, unknown> {
  const length = payloadBytes + estimatedLen + 180;
  const fee = (rate: number) => Math.max(180, Math.ceil(length * rate + 1_000 * rate));
  return {
    estimated_cost: {
      read_count: 8,
      read_length: 4_096,
      runtime: 250_000,
      write_count: 3,
      write_length: 256,
    },
    estimated_cost_scalar: 1_000,
    cost_scalar_change_by_byte: 0.00476,
    estimations: [1, 2, 3].map((rate) => ({ fee_rate: rate, fee: fee(rate) })),
  };
}
