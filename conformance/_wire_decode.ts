/**
 * Turns one recorded request into the items the wire diff compares: a service call (method, path, query,
 * canonical JSON body, headers without secrets), a signed transaction decoded whole (each family's decoder below
 * says what it keeps and which values, differing by nature, it folds: signatures, timestamps, nonces), or a chain
 * read. Node bookkeeping reads (gas, nonce, chain id, blocks, receipts) are dropped: they are each client's
 * business and change nothing the platform sees. A request that cannot be decoded throws; the diff reports it.
 * @module
 */
import {
  type Abi,
  bytesToHex,
  decodeAbiParameters,
  decodeFunctionData,
  type Hex,
  parseAbi,
  parseTransaction,
} from "viem";
import { Networks, type Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import * as aavePool from "../core/abis/aave_pool.ts";
import * as assetManager from "../core/abis/asset_manager.ts";
import * as balnSwap from "../core/abis/baln_swap.ts";
import * as clPoolManager from "../core/abis/cl_pool_manager.ts";
import * as clPositionManager from "../core/abis/cl_position_manager.ts";
import * as clQuoter from "../core/abis/cl_quoter.ts";
import * as clRouter from "../core/abis/cl_router.ts";
import * as connection from "../core/abis/connection.ts";
import * as erc20 from "../core/abis/erc20.ts";
import * as erc20Transfers from "../core/abis/erc20_transfers.ts";
import * as erc4626 from "../core/abis/erc4626.ts";
import * as hubVault from "../core/abis/hub_vault.ts";
import * as hubWallet from "../core/abis/hub_wallet.ts";
import * as icxMigration from "../core/abis/icx_migration.ts";
import * as intents from "../core/abis/intents.ts";
import * as permit2 from "../core/abis/permit2.ts";
import * as protocolIntents from "../core/abis/protocol_intents.ts";
import * as staking from "../core/abis/staking.ts";
import * as stataToken from "../core/abis/stata_token.ts";
import * as uiPoolDataProvider from "../core/abis/ui_pool_data_provider.ts";
import * as walletRouterRoute from "../core/abis/wallet_router_route.ts";
import * as wrappedNative from "../core/abis/wrapped_native.ts";
import * as wrappedSonicWithdraw from "../core/abis/wrapped_sonic_withdraw.ts";
import { bcs } from "@mysten/sui/bcs";
import { VersionedTransaction } from "@solana/web3.js";
import { Transaction } from "@mysten/sui/transactions";
import { base64Decode, decodeSignedTransaction } from "near-api-js";
import type { RecordedWireRequest } from "./_wire_ops.ts";

/** One compared thing: `key` names it (what is called where), `detail` is its canonical content. */
export interface WireItem {
  /** E.g. `POST /v1/intent/quote`, `tx 0x2105.base transfer`, `call sonic getReservesList`. */
  key: string;
  /** Canonical JSON of what was sent (values that differ per run folded). */
  detail: string;
}

const MODULES = [
  aavePool,
  assetManager,
  balnSwap,
  clPoolManager,
  clPositionManager,
  clQuoter,
  clRouter,
  connection,
  erc20,
  erc20Transfers,
  erc4626,
  hubVault,
  hubWallet,
  icxMigration,
  intents,
  permit2,
  protocolIntents,
  staking,
  stataToken,
  uiPoolDataProvider,
  walletRouterRoute,
  wrappedNative,
  wrappedSonicWithdraw,
];

/**
 * Functions only the platform SDK calls (its pre-flight, its UI data provider reads, and Multicall3's `aggregate3`,
 * through which it batches hub reads: the calls inside decode as any call does), from its bundle.
 */
const SDK_ONLY_ABI = parseAbi([
  "function simulateRecvMessage(uint256 srcChainId, bytes srcAddress, bytes payload)",
  "function getFacilitatorBucket(address facilitator) view returns (uint256, uint256)",
  "function getReservesList(address provider) view returns (address[])",
  "function aggregate3((address target, bool allowFailure, bytes callData)[] calls) returns ((bool, bytes)[])",
]);

/** Every function of the platform's ABIs the library packages, one entry per selector. */
const ABI: Abi = (() => {
  const seen = new Set<string>();
  const out: Abi[number][] = [];
  for (const m of MODULES) {
    for (const v of Object.values(m)) {
      if (!Array.isArray(v)) continue;
      for (const item of v as Abi) {
        if (typeof item !== "object" || item === null || item.type !== "function") continue;
        const sig = `${item.name}(${item.inputs.map((i) => i.type).join(",")})`;
        if (!seen.has(sig)) {
          seen.add(sig);
          out.push(item);
        }
      }
    }
  }
  return [...out, ...SDK_ONLY_ABI];
})();

const CALLS = [{
  type: "tuple[]",
  components: [{ name: "to", type: "address" }, { name: "value", type: "uint256" }, {
    name: "data",
    type: "bytes",
  }],
}] as const;

/** JSON-RPC methods not compared: gas, fees, nonces, chain ids, blocks and the receipts a client waits on. */
export const BOOKKEEPING_METHODS: ReadonlySet<string> = new Set([
  "eth_chainId",
  "eth_blockNumber",
  "eth_gasPrice",
  "eth_maxPriorityFeePerGas",
  "eth_feeHistory",
  "eth_estimateGas",
  "eth_getTransactionCount",
  "eth_getBlockByNumber",
  "eth_getBlockByHash",
  "eth_getTransactionReceipt",
  "eth_getTransactionByHash",
  "eth_getBalance",
  "eth_getCode",
  "net_version",
  "getLatestLedger",
  "getNetwork",
  "getTransaction",
  "eth_fillTransaction",
  "getFeeStats",
  "getVersionInfo",
  // ICON
  "icx_getTransactionResult",
  "icx_getLastBlock",
  "debug_estimateStep",
  // NEAR
  "block",
  "tx",
  "EXPERIMENTAL_tx_status",
  "gas_price",
  "status",
  // Sui
  "suix_getReferenceGasPrice",
  "sui_getNormalizedMoveFunction",
  "sui_getObject",
  "sui_multiGetObjects",
  "sui_getTransactionBlock",
  "sui_dryRunTransactionBlock",
  "suix_getLatestSuiSystemState",
  "sui_getChainIdentifier",
  "sui_getProtocolConfig",
]);

/** Decodes calldata (and the call lists and payloads inside its `bytes` arguments) into plain data. */
export function decodeCallData(data: Hex): { fn: string; args: unknown } {
  try {
    const d = decodeFunctionData({ abi: ABI, data });
    return { fn: d.functionName, args: deep(d.args ?? []) };
  } catch {
    return { fn: data.slice(0, 10), args: data.length > 10 ? `0x…${(data.length - 10) / 2} bytes` : [] };
  }
}

function deep(value: unknown): unknown {
  if (value instanceof Uint8Array) {
    return decodeBytes(`0x${[...value].map((b) => b.toString(16).padStart(2, "0")).join("")}`);
  }
  if (Array.isArray(value)) return value.map(deep);
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "string") return decodeBytes(value);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deep(v)]));
  }
  return value;
}

function decodeBytes(value: string): unknown {
  if (!/^0x[0-9a-fA-F]*$/.test(value) || value.length <= 42) {
    return /^0x[0-9a-fA-F]{40}$/.test(value) ? value.toLowerCase() : value;
  }
  if (value.length >= 10 + 64) {
    try {
      const [calls] = decodeAbiParameters(CALLS, value as Hex);
      if (calls.length > 0) {
        return calls.map((c) => ({
          to: c.to.toLowerCase(),
          value: c.value.toString(),
          ...decodeCallData(c.data),
        }));
      }
    } catch { /* not a call list */ }
  }
  try {
    const d = decodeFunctionData({ abi: ABI, data: value as Hex });
    return { fn: d.functionName, args: deep(d.args ?? []) };
  } catch {
    return value.toLowerCase();
  }
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined || text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function headersOf(h: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h ?? {})) {
    const name = k.toLowerCase();
    out[name] = name === "x-api-key" || name === "authorization" ? "<secret>" : v;
  }
  return out;
}

/** Multicall3's canonical address (every EVM chain) and the one batch function clients send it. */
const MULTICALL3 = "0xca11bde05977b3631167028862be2a173976ca11";
const AGGREGATE3_ABI = parseAbi([
  "function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)",
]);

/**
 * An `eth_call` of Multicall3 `aggregate3`, decoded whole: one item for the batch (whether its calls may fail)
 * and one per call, keyed and shaped as the same read sent alone (`call <chain> <fn>` with `to` and
 * `args`), so a batched read compares with a direct one and the batch itself shows as its own item. `undefined`
 * when the call is not to Multicall3; malformed `aggregate3` calldata throws (the diff reports it undecoded).
 */
function multicall3Items(chain: string, to: string | undefined, data: Hex): WireItem[] | undefined {
  if (to?.toLowerCase() !== MULTICALL3) return undefined;
  const { args } = decodeFunctionData({ abi: AGGREGATE3_ABI, data });
  const calls = args[0];
  return [
    {
      key: `call ${chain} aggregate3`,
      // Not the number of calls: how a client chunks its batch, and in which order parallel chunks arrive, is
      // transport; each call is its own item below.
      detail: JSON.stringify({
        to: MULTICALL3,
        allowFailure: [...new Set(calls.map((c) => c.allowFailure))],
      }),
    },
    ...calls.map((c): WireItem => {
      const call = decodeCallData(c.callData);
      return {
        key: `call ${chain} ${call.fn}`,
        detail: JSON.stringify({ to: c.target.toLowerCase(), args: call.args }),
      };
    }),
  ];
}

function evmItems(chain: string, body: unknown, keep: ReadonlySet<string>): WireItem[] {
  const calls = Array.isArray(body) ? body : [body];
  return calls.flatMap((c): WireItem[] => {
    const { method, params } = (c ?? {}) as { method?: string; params?: unknown[] };
    if (!method || (BOOKKEEPING_METHODS.has(method) && !keep.has(method))) return [];
    if (method === "eth_sendRawTransaction") {
      const tx = parseTransaction(String(params?.[0]) as Hex);
      const call = tx.data ? decodeCallData(tx.data) : { fn: "(transfer)", args: [] };
      // Nonce, gas and fees are the node's answers to each client's bookkeeping reads; the signature is over them.
      return [{
        key: `tx ${chain} ${call.fn}`,
        detail: JSON.stringify({
          type: tx.type,
          chainId: tx.chainId ?? null,
          to: tx.to?.toLowerCase() ?? null,
          value: String(tx.value ?? 0n),
          accessList: plain(tx.accessList ?? []),
          args: call.args,
        }),
      }];
    }
    if (method === "eth_call") {
      const p = (params?.[0] ?? {}) as { to?: string; data?: string; input?: string };
      const batch = multicall3Items(chain, p.to, (p.data ?? p.input ?? "0x") as Hex);
      if (batch !== undefined) return batch;
      const call = decodeCallData((p.data ?? p.input ?? "0x") as Hex);
      return [{
        key: `call ${chain} ${call.fn}`,
        detail: JSON.stringify({ to: p.to?.toLowerCase(), args: call.args }),
      }];
    }
    return [{ key: `rpc ${chain} ${method}`, detail: JSON.stringify(params ?? []) }];
  });
}

/** The key of an item whose request could not be decoded: the diff reports it and no row can excuse it. */
export const UNDECODED = "(undecoded)";

/** Replaces, anywhere in a decoded value, the values of the named keys (what differs by nature) by a marker. */
function foldKeys(value: unknown, folds: Readonly<Record<string, string>>): unknown {
  if (Array.isArray(value)) return value.map((v) => foldKeys(v, folds));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map((
        [k, v],
      ) => [k, k in folds && v !== null && v !== undefined ? folds[k] : foldKeys(v, folds)]),
    );
  }
  return value;
}

/** Plain data of a decoded structure: bytes as `0x` hex, bigints as strings, class instances as their fields. */
function plain(value: unknown): unknown {
  if (value instanceof Uint8Array) return bytesToHex(value);
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object") {
    if (typeof (value as { toJSON?: unknown }).toJSON === "function") {
      return plain(JSON.parse(JSON.stringify(value)));
    }
    return Object.fromEntries(
      Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== "function").map((
        [k, v],
      ) => [k, plain(v)]),
    );
  }
  return value;
}

// A Stellar transaction compared whole: the envelope's JSON form (source, fee, sequence, memo, every operation
// with its host function, auth entries and the Soroban data's resources and footprint); a `bytes` argument is
// decoded like EVM bytes (hub call lists). Folded: signatures (each client signs its own bytes), auth nonces and
// the time bounds (each client's clock).
const STELLAR_FOLDS = {
  signature: "<signature>",
  nonce: "<nonce>",
  min_time: "<timestamp>",
  max_time: "<timestamp>",
} as const;

function stellarBytes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stellarBytes);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === "bytes" && typeof v === "string" && /^[0-9a-f]*$/i.test(v)
          ? decodeBytes(`0x${v}`)
          : stellarBytes(v),
      ]),
    );
  }
  return value;
}

function stellarTransaction(envelope: string): { fn: string; detail: unknown } {
  const parsed = TransactionBuilder.fromXDR(envelope, Networks.PUBLIC);
  const tx = "innerTransaction" in parsed ? parsed.innerTransaction : parsed;
  const fn = tx.operations.map((op) => {
    if (op.type !== "invokeHostFunction") return `(${op.type})`;
    const func = (op as Operation.InvokeHostFunction).func as unknown as { switch?: () => { name: string } };
    const json = JSON.parse(JSON.stringify(func)) as { invoke_contract?: { function_name?: string } };
    return json.invoke_contract?.function_name ??
      `(${typeof func.switch === "function" ? func.switch().name : "host function"})`;
  }).join(",");
  const whole = JSON.parse(JSON.stringify(parsed.toEnvelope()));
  return { fn, detail: foldKeys(stellarBytes(whole), STELLAR_FOLDS) };
}

function sorobanItems(body: unknown): WireItem[] {
  const { method, params } = (body ?? {}) as { method?: string; params?: Record<string, unknown> };
  if (!method || BOOKKEEPING_METHODS.has(method)) return [];
  if (method === "sendTransaction" || method === "simulateTransaction") {
    const call = stellarTransaction(String(params?.transaction ?? ""));
    return [{ key: `soroban ${method} ${call.fn}`, detail: JSON.stringify(call.detail) }];
  }
  return [{ key: `soroban ${method}`, detail: JSON.stringify(params ?? {}) }];
}

type JsonRpcCall = { method?: string; params?: unknown };

// An ICON transaction compared whole: every param of `icx_sendTransaction` (step limit, version, nid, value,
// data); the signature folds to `<signature>` when there is one (an unsigned tx shows as such) and the
// timestamp (each client's clock) to `<timestamp>`.
function iconItems(call: JsonRpcCall): WireItem[] {
  const p = (call.params ?? {}) as Record<string, unknown>;
  const data = p.data as { method?: string; params?: unknown } | undefined;
  const what = `${call.method} ${p.dataType ?? ""} ${data?.method ?? ""}`.replace(/\s+/g, " ").trim();
  const detail = call.method === "icx_sendTransaction"
    ? foldKeys(p, { signature: "<signature>", timestamp: "<timestamp>" })
    : p;
  return [{ key: `icon ${what}`, detail: JSON.stringify(detail) }];
}

/** A JSON value with its byte arrays (arrays of 0-255 integers, as NEAR's JSON args carry bytes) decoded as hex. */
function jsonBytes(value: unknown): unknown {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)) {
      return decodeBytes(bytesToHex(Uint8Array.from(value as number[])));
    }
    return value.map(jsonBytes);
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonBytes(v)]));
  }
  return value;
}

/** Bytes of a decoded NEAR field (a `Uint8Array` or, from the Borsh decoder, a plain array of numbers). */
function nearBytes(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return value;
  if (Array.isArray(value)) return Uint8Array.from(value as number[]);
  throw new Error(`not bytes: ${typeof value}`);
}

// A NEAR transaction compared whole: signer, public key, receiver and every action (function calls with their
// decoded JSON args, gas and deposit); the nonce and the block hash are each client's reads of the node.
function nearItems(call: JsonRpcCall): WireItem[] {
  const p = (call.params ?? {}) as Record<string, unknown>;
  if (call.method === "query") {
    if (p.request_type !== "call_function") return [];
    const args = typeof p.args_base64 === "string"
      ? jsonBytes(parseJson(new TextDecoder().decode(base64Decode(p.args_base64))))
      : null;
    return [{
      key: `near call_function ${p.method_name}`,
      detail: JSON.stringify({ account_id: p.account_id, args }),
    }];
  }
  if (
    call.method === "send_tx" || call.method === "broadcast_tx_commit" || call.method === "broadcast_tx_async"
  ) {
    const raw = String(p.signed_tx_base64 ?? (Array.isArray(call.params) ? call.params[0] : ""));
    const t = decodeSignedTransaction(base64Decode(raw)).transaction;
    const actions = t.actions.map((a) => {
      const f = a.functionCall;
      if (!f) return plain(a);
      return {
        functionCall: {
          method: f.methodName,
          args: jsonBytes(parseJson(new TextDecoder().decode(nearBytes(f.args)))),
          gas: f.gas.toString(),
          deposit: f.deposit.toString(),
        },
      };
    });
    const names = t.actions.map((a) =>
      a.functionCall?.methodName ?? Object.keys(a).find((k) =>
        (a as unknown as Record<string, unknown>)[k]
      ) ?? "action"
    );
    return [{
      key: `near ${call.method} ${names.join(",")}`,
      detail: JSON.stringify({
        signer: t.signerId,
        publicKey: plain(t.publicKey),
        receiver: t.receiverId,
        wait_until: p.wait_until ?? null,
        actions,
      }),
    }];
  }
  return [{ key: `near ${call.method}`, detail: JSON.stringify(p) }];
}

/** A pure input: a `vector<u8>` decoded (a hub call list inside it too), anything else as its base64. */
function suiPure(b64: string): unknown {
  const bytes = base64Decode(b64);
  try {
    const inner = bcs.vector(bcs.u8()).parse(bytes);
    if (bcs.vector(bcs.u8()).serialize(inner).toBytes().length === bytes.length) {
      return decodeBytes(`0x${[...inner].map((b) => b.toString(16).padStart(2, "0")).join("")}`);
    }
  } catch { /* not a byte vector */ }
  return b64;
}

/** An object reference by its id (its version and digest are the node's current values, read by each client). */
function suiObjectById(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(suiObjectById);
  if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (typeof o.objectId === "string" && "digest" in o) return { objectId: o.objectId };
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, suiObjectById(v)]));
  }
  return value;
}

// A Sui transaction compared whole: sender, gas owner, price and budget, the gas payment and every object input
// by id, every pure input (byte vectors decoded), every command with its arguments; the object versions and
// digests are the node's.
function suiItems(call: JsonRpcCall): WireItem[] {
  const params = Array.isArray(call.params) ? call.params : [];
  if (call.method === "sui_executeTransactionBlock") {
    const data = Transaction.from(String(params[0])).getData();
    const inputs = data.inputs.map((
      i,
    ) => (i.Pure ? { Pure: suiPure(i.Pure.bytes) } : suiObjectById(plain(i))));
    return [{
      key: `sui executeTransactionBlock`,
      detail: JSON.stringify({
        sender: data.sender,
        expiration: plain(data.expiration) ?? null,
        gasData: suiObjectById(plain(data.gasData)),
        inputs,
        commands: plain(data.commands),
        options: params[2] ?? null,
      }),
    }];
  }
  return [{ key: `sui ${call.method}`, detail: JSON.stringify(params) }];
}

// A Solana transaction compared by what it asks of the chain: its version, header, address lookups, compute
// budget and send options as one item, then each other instruction (every account with its signer and writable
// flags, data) as an item keyed by its program; the signatures and the recent blockhash are each client's.
const COMPUTE_BUDGET = "ComputeBudget111111111111111111111111111111";

function solanaSendItems(call: JsonRpcCall): WireItem[] {
  const [wire, config] = Array.isArray(call.params) ? call.params : [];
  const key = "rpc /solana sendTransaction";
  const tx = VersionedTransaction.deserialize(base64Decode(String(wire)));
  const m = tx.message;
  const keys = m.staticAccountKeys.map((k) => k.toBase58());
  const account = (i: number) => ({
    key: keys[i] ?? `lookup#${i - keys.length}`,
    signer: m.isAccountSigner(i),
    writable: m.isAccountWritable(i),
  });
  const instructions = m.compiledInstructions.map((ix) => ({
    program: keys[ix.programIdIndex],
    accounts: ix.accountKeyIndexes.map(account),
    data: bytesToHex(ix.data),
  }));
  const budget = instructions.filter((ix) => ix.program === COMPUTE_BUDGET).map((ix) => ix.data);
  return [
    {
      key,
      detail: JSON.stringify({
        version: tx.version,
        header: plain(m.header),
        signatures: tx.signatures.length,
        addressTableLookups: plain(m.addressTableLookups),
        computeBudget: budget,
        config: config ?? null,
      }),
    },
    ...instructions.filter((ix) => ix.program !== COMPUTE_BUDGET).map(({ program, accounts, data }) => ({
      key: `${key} ${program}`,
      detail: JSON.stringify({ accounts, data }),
    })),
  ];
}

function jsonRpcItems(path: string, body: unknown): WireItem[] | undefined {
  const calls = (Array.isArray(body) ? body : [body]) as JsonRpcCall[];
  if (!calls.every((c) => c && typeof c === "object" && typeof c.method === "string")) return undefined;
  return calls.flatMap((call): WireItem[] => {
    if (BOOKKEEPING_METHODS.has(call.method ?? "")) return [];
    if (path.startsWith("/icon/")) return iconItems(call);
    if (path === "/near") return nearItems(call);
    if (path === "/sui") return suiItems(call);
    if (path === "/solana" && call.method === "sendTransaction") return solanaSendItems(call);
    return [{ key: `rpc ${path} ${call.method}`, detail: JSON.stringify(call.params ?? null) }];
  });
}

/**
 * The compared items of one request.
 *
 * @param req the recorded request
 * @param keep bookkeeping methods an operation compares all the same (its gas estimate, when that is what it does)
 */
export function requestItems(req: RecordedWireRequest, keep: ReadonlySet<string> = new Set()): WireItem[] {
  const q = req.path.indexOf("?");
  const path = q < 0 ? req.path : req.path.slice(0, q);
  const query = q < 0 ? "" : req.path.slice(q + 1);
  const body = parseJson(req.body);
  const rpc = /^\/rpc\/([^/]+)$/.exec(path);
  if (rpc) return evmItems(rpc[1], body, keep);
  if (path === "/soroban") return sorobanItems(body);
  const rpcCalls = path.startsWith("/v1/") || path === "/relayer" ? undefined : jsonRpcItems(path, body);
  if (rpcCalls) return rpcCalls;
  if (path.startsWith("/horizon/")) {
    return [{
      key: `${req.method} ${path.replace(/\/G[A-Z0-9]{55}/g, "/{account}")}`,
      detail: JSON.stringify({ path }),
    }];
  }
  const action = body && typeof body === "object" && "action" in body
    ? ` action=${(body as { action: unknown }).action}`
    : "";
  const params = new URLSearchParams(query);
  const sortedQuery = Object.fromEntries([...params.entries()].sort(([a], [b]) => a.localeCompare(b)));
  return [{
    key: `${req.method} ${path.replace(/\/0x[0-9a-fA-F]{64}/g, "/{hash}")}${action}`,
    detail: JSON.stringify({ path, query: sortedQuery, body: body ?? null, headers: headersOf(req.headers) }),
  }];
}
