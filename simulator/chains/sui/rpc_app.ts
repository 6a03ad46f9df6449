/**
 * `createSuiRpc`: the Sui JSON-RPC subset the Sui spoke needs (the protocol `@mysten/sui`'s `SuiJsonRpcClient`
 * speaks over fetch), at `POST /` (mount it at `/sui`): `sui_getObject`, `sui_multiGetObjects`, `suix_getCoins`,
 * `suix_getBalance`, `suix_getCoinMetadata`, `suix_getReferenceGasPrice`, `sui_getChainIdentifier`,
 * `sui_executeTransactionBlock`, `sui_getTransactionBlock`, `sui_dryRunTransactionBlock` (the decoder's verdict
 * and a fixed gas cost), `sui_devInspectTransactionBlock` (a `TransactionKind` for a sender: the verdict and a gas
 * summary derived from the work) and `sui_getNormalizedMoveFunction` (the spoke's two entry functions,
 * `normalized_functions.ts`).
 *
 * Objects: the asset manager's and the connection's shared states (the asset manager's `latest_package_id` is its
 * configured package), and one coin per owner and funded coin type. Every address holds `balance` MIST of SUI and
 * `tokenBalance` of every coin type the configuration lists for `sui` (others: none), except the `unfunded`
 * addresses, which hold nothing; balances are fixed (spends are not deducted), as on the simulated EVM chains.
 *
 * `sui_executeTransactionBlock` verifies the signature with the SDK's verifier (the signer must be the sender),
 * decodes the transaction with the SDK (`decode_tx.ts`) and, for a deposit or a message to the hub, records it in
 * the ledger (a deposit with its hub call list and the intent it creates, a message with its payload); its relay
 * data is what {@link SuiRpc.relayDataOf} answers for the relayer (Sui is not split-tx: the client sends no
 * `data`). A call the decoder refuses executes with effects status `failure` and is not in the ledger; any other
 * transaction succeeds with no effect. Results are final at once.
 *
 * @example Read the reference gas price
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../../state/clock.ts";
 * import { Ledger } from "../../state/ledger.ts";
 * import { createSuiRpc } from "./rpc_app.ts";
 * const { app } = createSuiRpc({ ledger: new Ledger({ clock: createManualClock() }) });
 * const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "suix_getReferenceGasPrice", params: [] });
 * const res = await app.request("/", { method: "POST", body });
 * assert.equal((await res.json()).result, "750");
 * ```
 * @module
 */
import { Transaction } from "@mysten/sui/transactions";
import {
  fromBase64,
  isValidSuiAddress,
  isValidTransactionDigest,
  normalizeStructTag,
  normalizeSuiAddress,
  toBase58,
} from "@mysten/sui/utils";
import { verifyTransactionSignature } from "@mysten/sui/verify";
import { type Context, Hono } from "hono";
import { sha256, stringToHex } from "viem";
import { decodeHubPayloadIntent } from "../../hub_abi/hub_payload_intent.ts";
import { simRelayChainId } from "../../client_config/relay_ids.ts";
import type { ClientDefaultConfig } from "../../../core/config_types/client_default_config.ts";
import { RPC_ERRORS, RpcFault } from "../json_rpc.ts";
import { readTextWithin } from "../../http/body_limits.ts";
import type { Ledger } from "../../state/ledger.ts";
import type { BalanceBook } from "../../state/balances/balance_book.ts";
import { decodeSuiSpokeTx, type SuiSimCoin, type SuiSimContract, type SuiSimContracts } from "./decode_tx.ts";
import { normalizedMoveFunction } from "./normalized_functions.ts";
import { type MapsStore, mapsStore } from "../../state/maps_store.ts";

/** The packaged Sui contracts (mainnet `sui`). */
export const DEFAULT_SUI_CONTRACTS: SuiSimContracts = {
  assetManager: {
    packageId: "0xa17a409164d1676db71b411ab50813ba2c7dd547d2df538c699049566f1ff922",
    module: "asset_manager",
    objectId: "0xcb7346339340b7f8dea40fcafb70721dc2fcfa7e8626a89fd954d46c1f928b61",
  },
  connection: {
    packageId: "0xf3b1e696a66d02cb776dc15aae73c68bc8f03adcb6ba0ec7f6332d9d90a6a3d2",
    module: "connectionv3",
    objectId: "0x3ee76d13909ac58ae13baab4c9be5a5142818d9a387aed641825e5d4356969bf",
  },
};
/** An address the simulated node funds with nothing (unfunded-account tests). */
export const SUI_SIM_UNFUNDED_ADDRESS = `0x${"de".repeat(32)}`;
const SUI_KEY = "sui";
const SUI_RELAY_ID = String(simRelayChainId(SUI_KEY));
const SUI = normalizeStructTag("0x2::sui::SUI");
const CHECKPOINT_MS = 250;
const MAX_BODY_BYTES = 1_000_000;

/** Options of {@link createSuiRpc}. */
export interface SuiRpcOptions {
  /** Where accepted txs are recorded. */
  ledger: Ledger;
  /** The asset manager and connection. @default DEFAULT_SUI_CONTRACTS */
  contracts?: SuiSimContracts | undefined;
  /** Coin types every address holds besides SUI, with their decimals. @default {} */
  tokens?: Readonly<Record<string, number>> | undefined;
  /** MIST of SUI every funded address holds. @default 1000 SUI */
  balance?: bigint | undefined;
  /** Smallest units of every listed coin type every funded address holds. @default 10^15 */
  tokenBalance?: bigint | undefined;
  /** Addresses that hold nothing. @default [SUI_SIM_UNFUNDED_ADDRESS] */
  unfunded?: readonly string[] | undefined;
  /**
   * When set, balances follow the transactions in this book (untouched addresses read `balance` and
   * `tokenBalance`), and a deposit beyond the sender's balance fails. @default undefined (fixed)
   */
  balances?: BalanceBook | undefined;
  /** The reference gas price in MIST. @default 750n */
  gasPrice?: bigint | undefined;
}

/** The simulated node and what the relayer asks it. */
export interface SuiRpc {
  /** The hono app (routes `POST /`). */
  app: Hono;
  /** The relay data (`{address: hubWallet, payload}`) of an accepted deposit or message. */
  relayDataOf(digest: string): { address: string; payload: string } | undefined;
  /** {@link SuiRpc.relayDataOf} keyed like the relayer's `submit` (`undefined` for another chain id). */
  relayDataOfRelay(chainId: string, digest: string): { address: string; payload: string } | undefined;
  /** The node's transactions and coin objects, for simulator snapshots and reset. */
  store: MapsStore<{ txs: Map<string, SuiSimTx>; coins: Map<string, SuiSimCoin> }>;
}

/** One transaction the simulated Sui node took. */
export interface SuiSimTx {
  checkpoint: number;
  timestampMs: number;
  sender: string;
  failure?: string | undefined;
  relay?: { address: string; payload: string } | undefined;
}

/**
 * The {@link SuiRpcOptions} of a simulated configuration: its Sui contracts and listed coin types.
 *
 * @param config the configuration the simulator serves
 * @returns contracts and tokens (the packaged contracts where the configuration has none)
 * @example The packaged configuration
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/default_config.ts";
 * import { DEFAULT_SUI_CONTRACTS, suiRpcOptionsFromConfig } from "./rpc_app.ts";
 * const o = suiRpcOptionsFromConfig(DEFAULT_CLIENT_CONFIG);
 * assert.deepEqual(o.contracts, DEFAULT_SUI_CONTRACTS);
 * assert.equal(Object.values(o.tokens ?? {}).length > 3, true);
 * ```
 */
export function suiRpcOptionsFromConfig(
  config: Readonly<ClientDefaultConfig>,
): Pick<SuiRpcOptions, "contracts" | "tokens"> {
  const chain = config.chains[SUI_KEY] as { addresses?: Record<string, string | undefined> } | undefined;
  const contract = (role: "assetManager" | "connection"): SuiSimContract => {
    const parts = chain?.addresses?.[role]?.split("::");
    if (parts?.length !== 3 || !parts.every((p) => p !== "")) return DEFAULT_SUI_CONTRACTS[role];
    return {
      packageId: normalizeSuiAddress(parts[0]!),
      module: parts[1]!,
      objectId: normalizeSuiAddress(parts[2]!),
    };
  };
  const tokens: Record<string, number> = {};
  const visit = (value: unknown, chainKey: string | undefined): void => {
    if (Array.isArray(value)) return value.forEach((v) => visit(v, chainKey));
    if (typeof value !== "object" || value === null) return;
    const row = value as Record<string, unknown>;
    if (
      chainKey === SUI_KEY && typeof row.address === "string" &&
      /^0x[0-9a-fA-F]+::\w+::\w+$/.test(row.address)
    ) {
      tokens[normalizeStructTag(row.address)] = typeof row.decimals === "number" ? row.decimals : 9;
    }
    for (const [k, v] of Object.entries(row)) visit(v, k === SUI_KEY ? SUI_KEY : chainKey);
  };
  visit(
    { swaps: config.swaps, moneyMarket: config.moneyMarket, bridge: config.bridge, dex: config.dex },
    undefined,
  );
  return {
    contracts: { assetManager: contract("assetManager"), connection: contract("connection") },
    tokens,
  };
}

/**
 * Creates the Sui node.
 *
 * @param options see {@link SuiRpcOptions}
 * @returns the app and the relayer's lookup
 * @example The unfunded address holds nothing
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../../state/clock.ts";
 * import { Ledger } from "../../state/ledger.ts";
 * import { createSuiRpc, SUI_SIM_UNFUNDED_ADDRESS } from "./rpc_app.ts";
 * const { app } = createSuiRpc({ ledger: new Ledger({ clock: createManualClock() }) });
 * const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "suix_getBalance", params: [SUI_SIM_UNFUNDED_ADDRESS] });
 * const res = await app.request("/", { method: "POST", body });
 * assert.equal((await res.json()).result.totalBalance, "0");
 * ```
 */
export function createSuiRpc(options: SuiRpcOptions): SuiRpc {
  const { ledger } = options;
  const contracts = options.contracts ?? DEFAULT_SUI_CONTRACTS;
  const tokens = new Map<string, number>([[SUI, 9]]);
  for (const [t, d] of Object.entries(options.tokens ?? {})) tokens.set(normalizeStructTag(t), d);
  const balance = options.balance ?? 1000n * 10n ** 9n;
  const tokenBalance = options.tokenBalance ?? 10n ** 15n;
  const unfunded = new Set(
    (options.unfunded ?? [SUI_SIM_UNFUNDED_ADDRESS]).map((a) => normalizeSuiAddress(a)),
  );
  const gasPrice = options.gasPrice ?? 750n;
  const txs = new Map<string, SuiSimTx>();
  const coins = new Map<string, SuiSimCoin>();
  const checkpoint = (): number => Math.floor(ledger.now() / CHECKPOINT_MS);

  const seeded = (owner: string, coinType: string): bigint => {
    if (unfunded.has(owner) || !tokens.has(coinType)) return 0n;
    return coinType === SUI ? balance : tokenBalance;
  };
  const book = options.balances;
  book?.seedChain(SUI_KEY, seeded);
  const balanceOf = (owner: string, coinType: string): bigint =>
    book?.balanceOf(SUI_KEY, owner, coinType) ?? seeded(owner, coinType);
  const coinId = (owner: string, coinType: string): string =>
    sha256(stringToHex(`sim-sui-coin:${owner}:${coinType}`));
  const digestOf = (id: string): string => toBase58(sha256(stringToHex(`sim-sui-digest:${id}`), "bytes"));
  const coinRow = (owner: string, coinType: string) => {
    const id = coinId(owner, coinType);
    const value = balanceOf(owner, coinType);
    coins.set(id, { owner, coinType, balance: value });
    return {
      coinType,
      coinObjectId: id,
      version: "1",
      digest: digestOf(id),
      balance: value.toString(),
      previousTransaction: digestOf(`genesis:${id}`),
    };
  };

  function objectResponse(id: unknown, opts: unknown): unknown {
    if (typeof id !== "string" || !isValidSuiAddress(normalizeSuiAddress(id))) {
      throw invalidParams("bad object id");
    }
    const objectId = normalizeSuiAddress(id);
    const o = (opts ?? {}) as { showOwner?: boolean; showContent?: boolean; showType?: boolean };
    const shared = [contracts.assetManager, contracts.connection].find((c) => c.objectId === objectId);
    const coin = coins.get(objectId);
    if (shared === undefined && coin === undefined) {
      return { error: { code: "notExists", object_id: objectId } };
    }
    const type = shared
      ? `${shared.packageId}::${shared.module}::${shared === contracts.assetManager ? "Config" : "Storage"}`
      : `0x2::coin::Coin<${coin!.coinType}>`;
    const fields = shared === contracts.assetManager
      ? { id: { id: objectId }, latest_package_id: shared.packageId }
      : shared
      ? { id: { id: objectId } }
      : { id: { id: objectId }, balance: coin!.balance.toString() };
    return {
      data: {
        objectId,
        version: "1",
        digest: digestOf(objectId),
        ...(o.showType ? { type } : {}),
        ...(o.showOwner
          ? { owner: shared ? { Shared: { initial_shared_version: 1 } } : { AddressOwner: coin!.owner } }
          : {}),
        ...(o.showContent
          ? { content: { dataType: "moveObject", type, hasPublicTransfer: !shared, fields } }
          : {}),
      },
    };
  }

  async function executeTransactionBlock(params: unknown): Promise<unknown> {
    const [bytesB64, signatures] = positional(params, 2);
    if (typeof bytesB64 !== "string" || !Array.isArray(signatures) || signatures.length !== 1) {
      throw invalidParams("expected base64 transaction bytes and one signature");
    }
    let bytes: Uint8Array;
    let tx: Transaction;
    try {
      bytes = fromBase64(bytesB64);
      tx = Transaction.from(bytes);
    } catch (cause) {
      throw invalidParams(`cannot decode transaction: ${String(cause)}`);
    }
    const data = tx.getData();
    const sender = normalizeSuiAddress(data.sender ?? "0x0");
    try {
      const key = await verifyTransactionSignature(bytes, String(signatures[0]));
      if (key.toSuiAddress() !== sender) throw new Error("the signer is not the sender");
    } catch (cause) {
      throw new RpcFault(-32002, `Invalid user signature: ${cause instanceof Error ? cause.message : cause}`);
    }
    const digest = await tx.getDigest();
    const known = txs.get(digest);
    if (known) return txResponse(digest, known);
    for (const coinType of tokens.keys()) coinRow(sender, coinType); // the sender's coins, even if never listed
    const effect = decodeSuiSpokeTx(data, contracts, (id) => coins.get(id));
    const base: SuiSimTx = { checkpoint: checkpoint(), timestampMs: ledger.now(), sender };
    let record: SuiSimTx = base;
    if (effect.kind === "reverted") record = { ...base, failure: effect.reason };
    const over = effect.kind === "deposit" &&
      (book !== undefined ? effect.amount > balanceOf(sender, effect.token) : effect.fromGas) &&
      effect.amount > balanceOf(sender, book !== undefined ? effect.token : SUI);
    if (over) {
      record = { ...base, failure: "InsufficientCoinBalance" };
    } else if (effect.kind === "deposit" || effect.kind === "message") {
      const relay = effect.kind === "deposit"
        ? { address: effect.to, payload: effect.data }
        : { address: effect.to, payload: effect.payload };
      record = { ...base, relay };
      const decoded = decodeHubPayloadIntent(relay.payload);
      ledger.recordSpokeTx({
        chainKey: SUI_KEY,
        txHash: digest,
        from: sender,
        intent: decoded.ok ? decoded.value?.intent : undefined,
        intentHash: decoded.ok ? decoded.value?.intentHash : undefined,
        deposit: effect.kind === "deposit"
          ? { token: effect.token, to: effect.to, amount: effect.amount, hubCalls: effect.data }
          : undefined,
        message: effect.kind === "message" ? { to: effect.to, payload: effect.payload } : undefined,
      });
    }
    txs.set(digest, record);
    return txResponse(digest, record);
  }

  /** A dry run: the decoder's verdict and a fixed gas cost, nothing recorded (clients size their gas budget). */
  function dryRunTransactionBlock(params: unknown): unknown {
    const [bytesB64] = positional(params, 1);
    let tx: Transaction;
    try {
      tx = Transaction.from(fromBase64(String(bytesB64)));
    } catch (cause) {
      throw invalidParams(`cannot decode transaction: ${String(cause)}`);
    }
    const data = tx.getData();
    const sender = normalizeSuiAddress(data.sender ?? "0x0");
    for (const coinType of tokens.keys()) coinRow(sender, coinType);
    const effect = decodeSuiSpokeTx(data, contracts, (id) => coins.get(id));
    const failure = effect.kind === "reverted" ? effect.reason : undefined;
    return {
      effects: {
        messageVersion: "v1",
        status: failure === undefined ? { status: "success" } : { status: "failure", error: failure },
        executedEpoch: "0",
        gasUsed: {
          computationCost: "750000",
          storageCost: "0",
          storageRebate: "0",
          nonRefundableStorageFee: "0",
        },
        transactionDigest: "",
      },
      events: [],
      objectChanges: [],
      balanceChanges: [],
    };
  }

  /**
   * `sui_devInspectTransactionBlock` (`[sender, txKindBytes, gasPrice?, epoch?]`): runs a `TransactionKind` for
   * `sender` without signing or recording; the gas is derived from the work ({@link suiInspectGas}); a call the
   * decoder refuses is `effects.status: failure` and the answer's `error`, as a node's Move abort.
   */
  function devInspectTransactionBlock(params: unknown): unknown {
    const [senderParam, bytesB64, gasPriceParam] = positional(params, 2);
    const sender = address(senderParam);
    if (gasPriceParam !== undefined && gasPriceParam !== null && !/^\d{1,20}$/.test(String(gasPriceParam))) {
      throw invalidParams("gas price must be a decimal string");
    }
    let tx: Transaction;
    try {
      tx = Transaction.fromKind(fromBase64(String(bytesB64)));
    } catch (cause) {
      throw invalidParams(`cannot decode transaction kind: ${String(cause)}`);
    }
    tx.setSender(sender);
    const data = tx.getData();
    for (const coinType of tokens.keys()) coinRow(sender, coinType);
    const effect = decodeSuiSpokeTx(data, contracts, (id) => coins.get(id));
    const failure = effect.kind === "reverted" ? effect.reason : undefined;
    const price = gasPriceParam === undefined || gasPriceParam === null
      ? gasPrice
      : BigInt(String(gasPriceParam));
    return {
      effects: {
        messageVersion: "v1",
        status: failure === undefined ? { status: "success" } : { status: "failure", error: failure },
        executedEpoch: "0",
        gasUsed: suiInspectGas(effect.kind, data.commands.length, price),
        transactionDigest: "",
      },
      events: [],
      results: [],
      ...(failure === undefined ? {} : { error: failure }),
    };
  }

  function txResponse(digest: string, tx: SuiSimTx): unknown {
    return {
      digest,
      effects: {
        messageVersion: "v1",
        status: tx.failure === undefined ? { status: "success" } : { status: "failure", error: tx.failure },
        executedEpoch: "0",
        gasUsed: {
          computationCost: "750000",
          storageCost: "0",
          storageRebate: "0",
          nonRefundableStorageFee: "0",
        },
        transactionDigest: digest,
      },
      checkpoint: String(tx.checkpoint),
      timestampMs: String(tx.timestampMs),
      confirmedLocalExecution: true,
    };
  }

  const methods: Record<string, (params: unknown) => unknown> = {
    sui_getChainIdentifier: () => "35834a8a",
    suix_getReferenceGasPrice: () => gasPrice.toString(),
    sui_getObject: (params) => {
      const [id, opts] = positional(params, 1);
      return objectResponse(id, opts);
    },
    sui_multiGetObjects: (params) => {
      const [ids, opts] = positional(params, 1);
      if (!Array.isArray(ids) || ids.length > 50) throw invalidParams("expected up to 50 object ids");
      return ids.map((id) => objectResponse(id, opts));
    },
    suix_getCoins: (params) => {
      const [owner, coinType] = positional(params, 1);
      const o = address(owner);
      const t = coinType === undefined || coinType === null ? SUI : structTag(coinType);
      return {
        data: balanceOf(o, t) > 0n ? [coinRow(o, t)] : [],
        nextCursor: null,
        hasNextPage: false,
      };
    },
    suix_getBalance: (params) => {
      const [owner, coinType] = positional(params, 1);
      const o = address(owner);
      const t = coinType === undefined || coinType === null ? SUI : structTag(coinType);
      const value = balanceOf(o, t);
      return {
        coinType: t,
        coinObjectCount: value > 0n ? 1 : 0,
        totalBalance: value.toString(),
        lockedBalance: {},
      };
    },
    suix_getCoinMetadata: (params) => {
      const [coinType] = positional(params, 1);
      const t = structTag(coinType);
      const decimals = tokens.get(t);
      if (decimals === undefined) return null;
      const name = t.split("::")[2] ?? "";
      return { decimals, name, symbol: name, description: "", iconUrl: null, id: coinId("metadata", t) };
    },
    sui_executeTransactionBlock: executeTransactionBlock,
    sui_dryRunTransactionBlock: dryRunTransactionBlock,
    sui_devInspectTransactionBlock: devInspectTransactionBlock,
    sui_getNormalizedMoveFunction: (params) => {
      const [pkg, module, fn] = positional(params, 3);
      if (typeof pkg !== "string" || !isValidSuiAddress(normalizeSuiAddress(pkg))) {
        throw invalidParams("bad package id");
      }
      const found = normalizedMoveFunction(contracts, pkg, String(module), String(fn));
      if (found === undefined) {
        throw new RpcFault(
          RPC_ERRORS.INVALID_PARAMS,
          `No function was found with function name ${String(fn)}`,
        );
      }
      return found;
    },
    sui_getTransactionBlock: (params) => {
      const [digest] = positional(params, 1);
      if (typeof digest !== "string" || !isValidTransactionDigest(digest)) throw invalidParams("bad digest");
      const tx = txs.get(digest);
      if (tx === undefined) {
        throw new RpcFault(
          RPC_ERRORS.INVALID_PARAMS,
          `Could not find the referenced transaction [${digest}].`,
        );
      }
      return txResponse(digest, tx);
    },
  };

  const app = new Hono();
  app.post("/", (c) => handle(c, methods));
  const relayDataOf = (digest: string) => (typeof digest === "string" ? txs.get(digest)?.relay : undefined);
  return {
    app,
    relayDataOf,
    relayDataOfRelay: (chainId, digest) => (chainId === SUI_RELAY_ID ? relayDataOf(digest) : undefined),
    store: mapsStore({ txs, coins }),
  };
}

async function handle(c: Context, methods: Record<string, (params: unknown) => unknown>): Promise<Response> {
  const text = await readTextWithin(c, MAX_BODY_BYTES);
  const reply = (id: unknown, body: Record<string, unknown>) => ({
    jsonrpc: "2.0",
    id: typeof id === "string" || typeof id === "number" ? id : null,
    ...body,
  });
  if (text === undefined) {
    return c.json(
      reply(null, { error: { code: RPC_ERRORS.INVALID_REQUEST, message: "Body too large" } }),
      413,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return c.json(reply(null, { error: { code: RPC_ERRORS.PARSE, message: "Parse error" } }), 400);
  }
  const one = async (value: unknown) => {
    const req = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
    if (req.jsonrpc !== "2.0" || typeof req.method !== "string") {
      return reply(req.id, { error: { code: RPC_ERRORS.INVALID_REQUEST, message: "Invalid request" } });
    }
    const handler = Object.hasOwn(methods, req.method) ? methods[req.method] : undefined;
    if (handler === undefined) {
      return reply(req.id, {
        error: { code: RPC_ERRORS.METHOD_NOT_FOUND, message: `Method not found: ${req.method}` },
      });
    }
    try {
      return reply(req.id, { result: await handler(req.params) });
    } catch (cause) {
      if (cause instanceof RpcFault) {
        return reply(req.id, { error: { code: cause.code, message: cause.message } });
      }
      return reply(req.id, {
        error: { code: RPC_ERRORS.INTERNAL, message: "Internal error", data: String(cause) },
      });
    }
  };
  if (!Array.isArray(body)) return c.json(await one(body));
  if (body.length === 0 || body.length > 100) {
    return c.json(
      reply(null, { error: { code: RPC_ERRORS.INVALID_REQUEST, message: "Bad batch size" } }),
      400,
    );
  }
  const results = [];
  for (const item of body) results.push(await one(item));
  return c.json(results);
}

/** Storage of one written object (MIST): what Sui charges for an object of a coin's size. */
const SUI_OBJECT_STORAGE = 988_000n;

/**
 * The gas of an inspected run, derived from the work: computation units per command and per kind of call, at
 * `gasPrice`; storage for the objects a deposit writes (the coin and the asset manager's state) or a message writes
 * (the connection's state), 99% of it rebated on the mutated objects as Sui rebates it.
 *
 * @param kind what the transaction does
 * @param commands its command count
 * @param gasPrice the reference gas price
 * @returns `effects.gasUsed`
 */
export function suiInspectGas(
  kind: "deposit" | "message" | "other" | "reverted",
  commands: number,
  gasPrice: bigint,
): { computationCost: string; storageCost: string; storageRebate: string; nonRefundableStorageFee: string } {
  const units = 1_000n + 100n * BigInt(commands) +
    (kind === "deposit" ? 1_000n : kind === "message" ? 500n : 0n);
  const objects = kind === "deposit" ? 2n : kind === "message" ? 1n : 0n;
  const storage = objects * SUI_OBJECT_STORAGE;
  const rebate = storage * 99n / 100n;
  return {
    computationCost: (units * gasPrice).toString(),
    storageCost: storage.toString(),
    storageRebate: rebate.toString(),
    nonRefundableStorageFee: (storage - rebate).toString(),
  };
}

function positional(params: unknown, min: number): unknown[] {
  if (!Array.isArray(params) || params.length < min) throw invalidParams(`expected at least ${min} params`);
  return params;
}

function address(value: unknown): string {
  if (typeof value !== "string" || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) {
    throw invalidParams("bad owner address");
  }
  return normalizeSuiAddress(value);
}

function structTag(value: unknown): string {
  if (typeof value !== "string" || !/^0x[0-9a-fA-F]{1,64}::\w+::\w+$/.test(value)) {
    throw invalidParams("bad coin type");
  }
  return normalizeStructTag(value);
}

function invalidParams(message: string): RpcFault {
  return new RpcFault(RPC_ERRORS.INVALID_PARAMS, `Invalid params: ${message}`);
}
