/**
 * `createIconRpc`: the ICON JSON-RPC v3 subset the ICON spoke needs, at `POST /api/v3` (and `POST /`; mount it at
 * `/icon`): `icx_sendTransaction`, `icx_getTransactionResult`, `icx_getBalance`, `icx_call` (`balanceOf` only);
 * and the debug endpoint's `debug_estimateStep` at `POST /api/v3d`.
 *
 * `icx_sendTransaction` checks the envelope (version `0x3`, `hx` sender, `cx` contract, the network id, hex
 * step limit and timestamp, `dataType: "call"`) but no signature — the simulator never verifies ICON keys, which
 * lets the keypair-free `createSimulatorIconWallet` send. The hash is `keccak256` of the params' canonical JSON
 * (sorted keys, `signature` left out; the real chain hashes its own serialization with SHA3-256), so a re-sent tx
 * gets the same hash and is recorded once. What the call does comes from `decode_call.ts`: a deposit or message
 * to the hub is recorded in the ledger (a deposit with its hub call list and the intent it creates), and its relay
 * data is what {@link IconRpc.relayDataOf} answers for the relayer (ICON is not split-tx: the client sends no
 * `data`); a reverted call answers `status: 0x0` with a `failure` and is not in the ledger; any other call
 * succeeds with no effect. Results are final at once. Balances are fixed per options.
 *
 * @example Read a balance
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../../state/clock.ts";
 * import { Ledger } from "../../state/ledger.ts";
 * import { createIconRpc } from "./rpc_app.ts";
 * const { app } = createIconRpc({ ledger: new Ledger({ clock: createManualClock() }) });
 * const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "icx_getBalance", params: { address: `hx${"01".repeat(20)}` } });
 * const res = await app.request("/api/v3", { method: "POST", body });
 * assert.equal((await res.json()).result, "0x3635c9adc5dea00000");
 * ```
 * @module
 */
import { Hono } from "hono";
import { keccak256, stringToHex, toHex } from "viem";
import { decodeHubPayloadIntent } from "../../hub_abi/hub_payload_intent.ts";
import { simRelayChainId } from "../../client_config/relay_ids.ts";
import type { ClientDefaultConfig } from "../../../core/config_types/client_default_config.ts";
import type { IconChainConfig } from "../../../core/config/mod.ts";
import { handleJsonRpc, RPC_ERRORS, RpcFault, type RpcHandler } from "../json_rpc.ts";
import type { Ledger } from "../../state/ledger.ts";
import type { BalanceBook } from "../../state/balances/balance_book.ts";
import { decodeIconCall, type IconSimContracts, quantity } from "./decode_call.ts";
import { type MapsStore, mapsStore } from "../../state/maps_store.ts";

/** The packaged ICON contracts (mainnet `0x1.icon`). */
export const DEFAULT_ICON_CONTRACTS: IconSimContracts = {
  assetManager: "cx1be33c283c7dc7617181d1b21a6a2309e71b1ee7",
  connection: "cxe5cdf3b0f26967b0efc72d470d57bbf534268f94",
  wICX: "cx3975b43d260fb8ec802cef6e60c2f4d07486f11d",
  nativeToken: "cx0000000000000000000000000000000000000000",
};
const ICON_KEY = "0x1.icon";
const ICON_RELAY_ID = String(simRelayChainId(ICON_KEY));
const BLOCK_MS = 2_000;
const HX = /^hx[0-9a-f]{40}$/;
const CX = /^cx[0-9a-f]{40}$/;
const ICX = 10n ** 18n;

/** Options of {@link createIconRpc}. */
export interface IconRpcOptions {
  /** Where accepted txs are recorded. */
  ledger: Ledger;
  /** The contracts deposits and messages go to. @default DEFAULT_ICON_CONTRACTS */
  contracts?: Partial<IconSimContracts> | undefined;
  /** The network id txs must carry. @default "0x1" */
  nid?: string | undefined;
  /** Chain key the txs are recorded under. @default "0x1.icon" */
  chainKey?: string | undefined;
  /** Loop every address holds. @default 1000 ICX */
  balance?: bigint | undefined;
  /** Smallest units of every IRC-2 token every owner holds. @default 10^21 */
  tokenBalance?: bigint | undefined;
  /**
   * When set, balances follow the transactions in this book (untouched accounts read `balance` and
   * `tokenBalance`), and a deposit beyond the sender's balance fails. @default undefined (fixed)
   */
  balances?: BalanceBook | undefined;
}

/** The simulated node and what the relayer asks it. */
export interface IconRpc {
  /** The hono app (routes `POST /api/v3` and `POST /`). */
  app: Hono;
  /** The relay data (`{address: hubWallet, payload}`) of an accepted deposit or message, if `txHash` is one. */
  relayDataOf(txHash: string): { address: string; payload: string } | undefined;
  /** {@link IconRpc.relayDataOf} keyed like the relayer's `submit` (`undefined` for another chain id). */
  relayDataOfRelay(chainId: string, txHash: string): { address: string; payload: string } | undefined;
  /** The node's transactions, for simulator snapshots and reset. */
  store: MapsStore<{ txs: Map<string, IconSimTx> }>;
}

/**
 * The {@link IconRpcOptions} of a simulated configuration: its ICON contracts, network id and native token.
 *
 * @param config the configuration the simulator serves
 * @returns contracts, `nid` and chain key (defaults where the configuration has no ICON chain)
 * @example The packaged contracts
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/default_config.ts";
 * import { DEFAULT_ICON_CONTRACTS, iconRpcOptionsFromConfig } from "./rpc_app.ts";
 * assert.deepEqual(iconRpcOptionsFromConfig(DEFAULT_CLIENT_CONFIG).contracts, DEFAULT_ICON_CONTRACTS);
 * ```
 */
export function iconRpcOptionsFromConfig(
  config: Readonly<ClientDefaultConfig>,
): Pick<IconRpcOptions, "contracts" | "nid" | "chainKey"> {
  const chain = config.chains[ICON_KEY] as Partial<IconChainConfig> | undefined;
  const a = chain?.addresses ?? {};
  const contracts: Partial<IconSimContracts> = {};
  for (const role of ["assetManager", "connection", "wICX"] as const) {
    if (typeof a[role] === "string") contracts[role] = a[role];
  }
  if (typeof chain?.nativeToken === "string") contracts.nativeToken = chain.nativeToken;
  return {
    contracts: { ...DEFAULT_ICON_CONTRACTS, ...contracts },
    nid: chain?.nid ?? "0x1",
    chainKey: ICON_KEY,
  };
}

/** One transaction the simulated ICON node took. */
export interface IconSimTx {
  to: string;
  height: number;
  failure?: string | undefined;
  relay?: { address: string; payload: string } | undefined;
}

/**
 * Creates the ICON node.
 *
 * @param options see {@link IconRpcOptions}
 * @returns the app and the relayer's lookup
 */
export function createIconRpc(options: IconRpcOptions): IconRpc {
  const { ledger, nid = "0x1", chainKey = "0x1.icon" } = options;
  const contracts = { ...DEFAULT_ICON_CONTRACTS, ...options.contracts };
  const balance = toHex(options.balance ?? 1000n * ICX);
  const tokenBalance = toHex(options.tokenBalance ?? 1000n * ICX);
  const txs = new Map<string, IconSimTx>();
  const height = (): number => Math.floor(ledger.now() / BLOCK_MS);
  const book = options.balances;
  book?.seedChain(
    chainKey,
    (_account, token) => BigInt(token === contracts.nativeToken ? balance : tokenBalance),
  );
  const read = (owner: string, token: string, fixed: string): string =>
    book === undefined ? fixed : toHex(book.balanceOf(chainKey, owner, token));

  function sendTransaction(params: unknown): string {
    const p = object(params, "params");
    const data = object(p.data, "data");
    if (p.version !== "0x3") throw invalidParams("version must be 0x3");
    if (typeof p.from !== "string" || !HX.test(p.from)) throw invalidParams("from is not an hx address");
    if (typeof p.to !== "string" || !CX.test(p.to)) throw invalidParams("to is not a cx contract");
    if (p.nid !== nid) throw invalidParams(`nid must be ${nid}`);
    if (quantity(p.stepLimit) === undefined || quantity(p.timestamp) === undefined) {
      throw invalidParams("stepLimit and timestamp must be hex quantities");
    }
    const value = p.value === undefined ? 0n : quantity(p.value);
    if (value === undefined) throw invalidParams("value must be a hex quantity");
    if (p.dataType !== "call" || typeof data.method !== "string") {
      throw invalidParams("only calls are simulated");
    }
    const { signature: _signature, ...unsigned } = p;
    const hash = keccak256(stringToHex(canonicalJson(unsigned))).toLowerCase();
    const known = txs.get(hash);
    if (known && (known.failure !== undefined || ledger.getSpokeTx(chainKey, hash))) return hash;
    const effect = decodeIconCall(
      {
        to: p.to,
        value,
        method: data.method,
        params: data.params === undefined ? {} : object(data.params, "data.params"),
      },
      contracts,
    );
    const tx: IconSimTx = { to: p.to, height: height() };
    if (effect.kind === "reverted") {
      txs.set(hash, { ...tx, failure: effect.reason });
      return hash;
    }
    if (book !== undefined && effect.kind === "deposit") {
      const have = book.balanceOf(chainKey, p.from, effect.deposit.token);
      if (have < effect.deposit.amount) {
        txs.set(hash, {
          ...tx,
          failure: `Reverted(0): insufficient balance (${have} < ${effect.deposit.amount})`,
        });
        return hash;
      }
    }
    const relay = effect.kind === "other" ? undefined : effect.relay;
    txs.set(hash, { ...tx, relay });
    const intent = relay === undefined ? undefined : decodeHubPayloadIntent(relay.payload);
    ledger.recordSpokeTx({
      chainKey,
      txHash: hash,
      from: p.from,
      intent: intent?.ok ? intent.value?.intent : undefined,
      intentHash: intent?.ok ? intent.value?.intentHash : undefined,
      deposit: effect.kind === "deposit" ? effect.deposit : undefined,
    });
    return hash;
  }

  /**
   * `debug_estimateStep` (the debug endpoint, `/api/v3d`): the transaction's params without `stepLimit` and
   * `signature`, checked as `icx_sendTransaction` checks them; the steps are derived from the work (a base, the
   * call's data bytes, and a charge per kind of call); a call that would revert is the SCORE's error (`-30032`).
   */
  function estimateStep(params: unknown): string {
    const p = object(params, "params");
    const data = object(p.data, "data");
    if (p.version !== "0x3") throw invalidParams("version must be 0x3");
    if (typeof p.from !== "string" || !HX.test(p.from)) throw invalidParams("from is not an hx address");
    if (typeof p.to !== "string" || !CX.test(p.to)) throw invalidParams("to is not a cx contract");
    if (p.nid !== nid) throw invalidParams(`nid must be ${nid}`);
    if (quantity(p.timestamp) === undefined) throw invalidParams("timestamp must be a hex quantity");
    const value = p.value === undefined ? 0n : quantity(p.value);
    if (value === undefined) throw invalidParams("value must be a hex quantity");
    if (p.dataType !== "call" || typeof data.method !== "string") {
      throw invalidParams("only calls are simulated");
    }
    const effect = decodeIconCall(
      {
        to: p.to,
        value,
        method: data.method,
        params: data.params === undefined ? {} : object(data.params, "data.params"),
      },
      contracts,
    );
    if (effect.kind === "reverted") throw new RpcFault(-30032, effect.reason);
    if (book !== undefined && effect.kind === "deposit") {
      const have = book.balanceOf(chainKey, p.from, effect.deposit.token);
      if (have < effect.deposit.amount) {
        throw new RpcFault(-30032, `Reverted(0): insufficient balance (${have} < ${effect.deposit.amount})`);
      }
    }
    return toHex(iconStepsOf(effect.kind, new TextEncoder().encode(canonicalJson(data)).length));
  }

  function getTransactionResult(params: unknown): unknown {
    const { txHash } = object(params, "params");
    if (typeof txHash !== "string" || !/^0x[0-9a-fA-F]{64}$/.test(txHash)) throw invalidParams("bad txHash");
    const tx = txs.get(txHash.toLowerCase());
    if (tx === undefined) throw new RpcFault(-31004, "NotFound: no transaction result");
    return {
      status: tx.failure === undefined ? "0x1" : "0x0",
      to: tx.to,
      txHash: txHash.toLowerCase(),
      txIndex: "0x0",
      blockHeight: toHex(tx.height),
      blockHash: keccak256(stringToHex(`sim-icon-block:${tx.height}`)),
      cumulativeStepUsed: "0x186a0",
      stepUsed: "0x186a0",
      stepPrice: "0x2e90edd00",
      eventLogs: [],
      logsBloom: `0x${"00".repeat(256)}`,
      ...(tx.failure === undefined ? {} : { failure: { code: "0x20", message: tx.failure } }),
    };
  }

  function call(params: unknown): string {
    const p = object(params, "params");
    const data = object(p.data, "data");
    if (typeof p.to !== "string" || !CX.test(p.to)) throw invalidParams("to is not a cx contract");
    if (data.method !== "balanceOf") throw new RpcFault(-30032, `MethodNotFound: ${String(data.method)}`);
    const owner = object(data.params, "data.params")._owner;
    if (typeof owner !== "string" || !(HX.test(owner) || CX.test(owner))) throw invalidParams("bad _owner");
    return read(owner, p.to, tokenBalance);
  }

  const methods: Record<string, RpcHandler> = {
    icx_sendTransaction: sendTransaction,
    icx_getTransactionResult: getTransactionResult,
    icx_getBalance: (params) => {
      const { address } = object(params, "params");
      if (typeof address !== "string" || !(HX.test(address) || CX.test(address))) {
        throw invalidParams("bad address");
      }
      return read(address, contracts.nativeToken, balance);
    },
    icx_call: call,
  };
  const app = new Hono();
  app.post("/api/v3d", (c) => handleJsonRpc(c, { debug_estimateStep: estimateStep }));
  app.post("/api/v3", (c) => handleJsonRpc(c, methods));
  app.post("/", (c) => handleJsonRpc(c, methods));
  const relayDataOf = (txHash: string) =>
    typeof txHash === "string" ? txs.get(txHash.toLowerCase())?.relay : undefined;
  return {
    app,
    relayDataOf,
    relayDataOfRelay: (chainId, txHash) => (chainId === ICON_RELAY_ID ? relayDataOf(txHash) : undefined),
    store: mapsStore({ txs }),
  };
}

/** ICON's default step (every tx), and what one byte of `data` costs. */
const ICON_STEP_DEFAULT = 100_000n;
const ICON_STEP_PER_DATA_BYTE = 200n;
/** What each kind of call runs on top (a deposit moves a token and calls the connection; a message only calls it). */
const ICON_STEP_CALL = { deposit: 350_000n, message: 220_000n, other: 60_000n } as const;

/**
 * The steps a call takes: the default step, its `data` bytes, and its kind's charge.
 *
 * @param kind what the call does
 * @param dataBytes the bytes of its `data` (canonical JSON)
 * @returns the steps
 */
export function iconStepsOf(kind: "deposit" | "message" | "other", dataBytes: number): bigint {
  return ICON_STEP_DEFAULT + ICON_STEP_PER_DATA_BYTE * BigInt(dataBytes) + ICON_STEP_CALL[kind];
}

function object(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalidParams(`${name} must be an object`);
  }
  return value as Record<string, unknown>;
}

function invalidParams(message: string): RpcFault {
  return new RpcFault(RPC_ERRORS.INVALID_PARAMS, `Invalid params: ${message}`);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
