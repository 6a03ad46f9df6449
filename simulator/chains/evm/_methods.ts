/** The JSON-RPC methods of one simulated EVM chain. */
import {
  type Address,
  encodeEventTopics,
  getAddress,
  type Hex,
  isAddress,
  isHex,
  numberToHex,
  parseTransaction,
} from "viem";
import { clMintPositionEventAbi } from "../../../core/abis/cl_reward_hook.ts";
import type { HubTxEffects } from "../../state/positions/store.ts";
import { evenHexBytes, keccakHex, keccakOfBytes } from "../../hub_abi/keccak_hex.ts";
import { CREATE_INTENT_SELECTOR } from "../../hub_abi/intent.ts";
import { encodeIntentCreatedLog, encodeIntentFilledLog } from "../../hub_abi/intent_events.ts";
import { BASE_FEE, type ChainState, GAS_ESTIMATE, type MinedTx, PRIORITY_FEE } from "./_chain_state.ts";
import { ethCall, type EthCallContext } from "./eth_call.ts";
import { checkStateOverride } from "./state_override.ts";
import { blockHash, formatBlock, formatReceipt, formatTx } from "./_format.ts";
import { RPC_ERRORS, RpcError } from "./_jsonrpc.ts";
import { decodeSpokeTx } from "./decode_spoke_tx.ts";
import { estimateCallGas } from "./estimate_gas.ts";
import { applyEvmBalanceEffects } from "./balance_effects.ts";
import { recoverSender } from "./recover_sender.ts";
import type { HubFillLog, HubIntentLog, SpokeTxRecord } from "./types.ts";

/** Everything a method needs besides its params. */
export interface MethodContext extends EthCallContext {
  chainKey: string;
  state: ChainState;
  nowMs: number;
  onSpokeTx?: ((tx: SpokeTxRecord) => void) | undefined;
  dropFromMempool?: (() => boolean) | undefined;
  hubFills?: ((chainKey: string, txHash: string) => HubFillLog | undefined) | undefined;
  hubIntents?: ((chainKey: string, txHash: string) => HubIntentLog | undefined) | undefined;
}

type Handler = (ctx: MethodContext, params: readonly unknown[]) => unknown | Promise<unknown>;

const CREATE_INTENT = CREATE_INTENT_SELECTOR;
const ZERO_ADDRESS: Address = "0x0000000000000000000000000000000000000000";

const METHODS: Record<string, Handler> = {
  eth_chainId: (ctx) => numberToHex(ctx.state.chainId),
  net_version: (ctx) => String(ctx.state.chainId),
  eth_blockNumber: (ctx) => numberToHex(ctx.state.head),
  eth_getBlockByNumber: (ctx, params) => {
    const number = blockNumberParam(ctx, params[0]);
    if (number === undefined || number > ctx.state.head) return null;
    const mined = ctx.state.txInBlock(number);
    const timestamp = number === ctx.state.head || mined === undefined ? nowSeconds(ctx) : mined.timestamp;
    return formatBlock(ctx.state, number, timestamp, params[1] === true);
  },
  eth_getTransactionCount: (ctx, params) =>
    numberToHex(ctx.state.nonceOf(addressParam(params[0], "address"))),
  eth_gasPrice: () => numberToHex(BASE_FEE + PRIORITY_FEE),
  eth_maxPriorityFeePerGas: () => numberToHex(PRIORITY_FEE),
  eth_feeHistory: (ctx, params) => {
    const count = Math.min(1024, Math.max(1, Number(quantityParam(params[0], "blockCount"))));
    const percentiles = Array.isArray(params[2]) ? params[2] : [];
    return {
      oldestBlock: numberToHex(ctx.state.head - BigInt(count) + 1n),
      baseFeePerGas: Array.from({ length: count + 1 }, () => numberToHex(BASE_FEE)),
      gasUsedRatio: Array.from({ length: count }, () => 0.5),
      reward: Array.from({ length: count }, () => percentiles.map(() => numberToHex(PRIORITY_FEE))),
    };
  },
  eth_estimateGas: (_ctx, params) => {
    const call = callParam(params[0]);
    return numberToHex(estimateCallGas(call.to, call.data, call.value));
  },
  eth_getBalance: (ctx, params) => {
    const address = addressParam(params[0], "address");
    if (ctx.balances === undefined) return numberToHex(ctx.balance);
    return numberToHex(ctx.balances.balanceOf(ctx.chainKey, address, ZERO_ADDRESS));
  },
  eth_call: (ctx, params) => {
    const call = callParam(params[0]);
    if (params.length > 3) throw invalid("eth_call takes [call, block, stateOverride]");
    blockNumberParam(ctx, params[1]);
    checkStateOverride(params[2]);
    return ethCall(ctx, call.to, call.data);
  },
  eth_sendRawTransaction: (ctx, params) => sendRawTransaction(ctx, params[0]),
  eth_getTransactionReceipt: (ctx, params) => {
    const hash = hashParam(params[0]);
    const tx = ctx.state.tx(hash);
    if (tx !== undefined) return formatReceipt(ctx.state, tx);
    const fill = ctx.hubFills?.(ctx.chainKey, hash);
    if (fill !== undefined) return fillReceipt(ctx, fill);
    const created = ctx.hubIntents?.(ctx.chainKey, hash);
    if (created !== undefined) return intentCreatedReceipt(ctx, created);
    const ran = ctx.positions?.hubTxEffects(hash);
    return ran === undefined ? null : hubCallsReceipt(ctx, hash as Hex, ran);
  },
  eth_getTransactionByHash: (ctx, params) => {
    const hash = hashParam(params[0]);
    const tx = ctx.state.tx(hash);
    if (tx !== undefined) return formatTx(ctx.state, tx);
    // Hub txs the relay or the solver made (no signed tx here): enough for viem's waitForTransactionReceipt.
    const fill = ctx.hubFills?.(ctx.chainKey, hash);
    if (fill !== undefined) return syntheticTx(ctx, hash, fill.solver, fill.intentsContract);
    const created = ctx.hubIntents?.(ctx.chainKey, hash);
    if (created !== undefined) return syntheticTx(ctx, hash, created.from, created.intentsContract);
    const ran = ctx.positions?.hubTxEffects(hash);
    return ran === undefined ? null : syntheticTx(ctx, hash, ran.caller as Hex, ran.caller as Hex);
  },
  eth_accounts: () => [],
};

/** Runs `method`; throws {@link RpcError} for JSON-RPC failures. */
export function callMethod(ctx: MethodContext, method: string, params: readonly unknown[]): unknown {
  const handler = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  if (handler === undefined) {
    throw new RpcError(RPC_ERRORS.METHOD_NOT_FOUND, `the method ${method} does not exist/is not available`);
  }
  return handler(ctx, params);
}

async function sendRawTransaction(ctx: MethodContext, rawParam: unknown): Promise<Hex> {
  // the hex is decoded once (even length) for the recovery and the hash; anything else is checked by viem's isHex
  const bytes = typeof rawParam === "string" ? evenHexBytes(rawParam) : undefined;
  if (typeof rawParam !== "string" || (bytes === undefined && !isHex(rawParam)) || rawParam.length < 4) {
    throw invalid("raw transaction must be hex");
  }
  const raw = rawParam.toLowerCase() as Hex;
  let parsed: ReturnType<typeof parseTransaction>;
  let from: Address;
  try {
    parsed = parseTransaction(raw);
    from = await recoverSender(raw, bytes);
  } catch (cause) {
    throw invalid("cannot decode or recover the signed transaction", String(cause));
  }
  const txHash = bytes === undefined ? keccakHex(raw) : keccakOfBytes(bytes);
  if (ctx.state.tx(txHash) !== undefined) return txHash;
  const { state } = ctx;
  if (parsed.chainId !== undefined && parsed.chainId !== state.chainId) {
    throw new RpcError(
      RPC_ERRORS.SERVER,
      `invalid chain id: expected ${state.chainId}, got ${parsed.chainId}`,
    );
  }
  if (parsed.to === undefined || parsed.to === null) {
    throw invalid("contract creation is not supported by the simulator");
  }
  const nonce = parsed.nonce ?? 0;
  const expected = state.nonceOf(from);
  if (nonce !== expected) {
    throw new RpcError(
      RPC_ERRORS.SERVER,
      `nonce too ${nonce < expected ? "low" : "high"}: next nonce ${expected}, tx nonce ${nonce}`,
    );
  }
  if (ctx.dropFromMempool?.()) return txHash;
  const to = getAddress(parsed.to);
  const value = parsed.value ?? 0n;
  const data: Hex = parsed.data ?? "0x";
  let decoded = decodeSpokeTx(to, data, value);
  if (ctx.balances !== undefined) {
    const gasPrice = parsed.gasPrice ?? effectiveGasPrice(parsed.maxFeePerGas, parsed.maxPriorityFeePerGas);
    decoded = applyEvmBalanceEffects(
      ctx.balances,
      { chainKey: ctx.chainKey, txHash, from, to, value, data },
      decoded,
      {
        gasLimit: parsed.gas ?? GAS_ESTIMATE,
        maxFeePerGas: parsed.maxFeePerGas ?? parsed.gasPrice ?? BASE_FEE,
        gasPrice,
      },
    );
  }
  const record: SpokeTxRecord = {
    chainKey: ctx.chainKey,
    txHash,
    from,
    to,
    value,
    data,
    blockNumber: state.nextBlock(),
    ...decoded,
  };
  const sig = parsed as { r?: Hex; s?: Hex; v?: bigint; yParity?: number };
  const mined: { -readonly [K in keyof MinedTx]: MinedTx[K] } = {
    record,
    raw,
    nonce,
    gas: parsed.gas ?? GAS_ESTIMATE,
    type: parsed.type ?? "legacy",
    gasPrice: parsed.gasPrice,
    maxFeePerGas: parsed.maxFeePerGas,
    maxPriorityFeePerGas: parsed.maxPriorityFeePerGas,
    r: sig.r ?? "0x0",
    s: sig.s ?? "0x0",
    v: sig.v ?? BigInt(sig.yParity ?? 0),
    yParity: sig.yParity ?? 0,
    timestamp: nowSeconds(ctx),
    logs: intentCreatedLogs(record),
  };
  try {
    ctx.onSpokeTx?.(record);
  } catch (cause) {
    throw new RpcError(RPC_ERRORS.INTERNAL, "transaction rejected by the simulator", String(cause));
  }
  const ran = ctx.positions?.hubTxEffects(txHash);
  if (ran !== undefined) mined.logs = [...mined.logs, ...mintPositionLogs(ctx, ran)];
  state.mine(mined);
  return txHash;
}

/** A direct `createIntent` emits `IntentCreated(intentHash, intent)` like the hub intents contract does. */
function intentCreatedLogs(record: SpokeTxRecord): MinedTx["logs"] {
  if (record.intent === undefined || record.intentHash === undefined) return [];
  if (!record.data.toLowerCase().startsWith(CREATE_INTENT)) return [];
  return [{ address: record.to, ...encodeIntentCreatedLog(record.intentHash as Hex, record.intent) }];
}

/** The receipt of a hub fill: one `IntentFilled(intentHash, intentState)` log of the intents contract. */
function fillReceipt(ctx: MethodContext, fill: HubFillLog): Record<string, unknown> {
  return logReceipt(
    ctx,
    fill.txHash,
    fill.solver,
    fill.intentsContract,
    encodeIntentFilledLog(fill.intentHash as Hex, fill.intentState),
  );
}

/** The receipt of a relayed intent creation: one `IntentCreated(intentHash, intent)` log. */
function intentCreatedReceipt(ctx: MethodContext, created: HubIntentLog): Record<string, unknown> {
  return logReceipt(
    ctx,
    created.txHash,
    created.from,
    created.intentsContract,
    encodeIntentCreatedLog(created.intentHash, created.intent),
  );
}

/** `MintPosition(tokenId)` of the CL position manager, one per position a hub tx minted. */
function mintPositionLogs(ctx: MethodContext, ran: HubTxEffects): MinedTx["logs"] {
  const manager = ctx.positions?.contracts.clPositionManager as Hex | undefined;
  if (manager === undefined) return [];
  return ran.tokenIds.map((tokenId) => ({
    address: manager,
    topics: encodeEventTopics({
      abi: clMintPositionEventAbi,
      eventName: "MintPosition",
      args: { tokenId },
    }) as Hex[],
    data: "0x",
  }));
}

/**
 * The receipt of a relayed hub call list (no mined tx on the simulated hub): run by the hub wallet, with a
 * `MintPosition` log per CL position it minted.
 */
function hubCallsReceipt(ctx: MethodContext, txHash: Hex, ran: HubTxEffects): Record<string, unknown> {
  const block = ctx.state.head;
  const hash = blockHash(ctx.state.chainId, block);
  return {
    transactionHash: txHash,
    transactionIndex: "0x0",
    blockHash: hash,
    blockNumber: numberToHex(block),
    from: ran.caller,
    to: ran.caller,
    cumulativeGasUsed: numberToHex(GAS_ESTIMATE),
    gasUsed: numberToHex(GAS_ESTIMATE),
    effectiveGasPrice: numberToHex(BASE_FEE + PRIORITY_FEE),
    contractAddress: null,
    logs: mintPositionLogs(ctx, ran).map((log, i) => ({
      ...log,
      blockNumber: numberToHex(block),
      blockHash: hash,
      transactionHash: txHash,
      transactionIndex: "0x0",
      logIndex: numberToHex(i),
      removed: false,
    })),
    logsBloom: `0x${"0".repeat(512)}`,
    status: "0x1",
    type: "0x2",
  };
}

/** A successful receipt at the head block with one log of `address`. */
function logReceipt(
  ctx: MethodContext,
  txHash: Hex,
  from: Hex,
  address: Hex,
  log: { topics: Hex[]; data: Hex },
): Record<string, unknown> {
  const block = ctx.state.head;
  const hash = blockHash(ctx.state.chainId, block);
  return {
    transactionHash: txHash,
    transactionIndex: "0x0",
    blockHash: hash,
    blockNumber: numberToHex(block),
    from,
    to: address,
    cumulativeGasUsed: numberToHex(GAS_ESTIMATE),
    gasUsed: numberToHex(GAS_ESTIMATE),
    effectiveGasPrice: numberToHex(BASE_FEE + PRIORITY_FEE),
    contractAddress: null,
    logs: [{
      address,
      topics: log.topics,
      data: log.data,
      blockNumber: numberToHex(block),
      blockHash: hash,
      transactionHash: txHash,
      transactionIndex: "0x0",
      logIndex: "0x0",
      removed: false,
    }],
    logsBloom: `0x${"0".repeat(512)}`,
    status: "0x1",
    type: "0x2",
  };
}

/** The receipt's `effectiveGasPrice` of an EIP-1559 tx (as `_format.ts` reports it). */
function effectiveGasPrice(maxFee: bigint | undefined, tip: bigint | undefined): bigint {
  const max = maxFee ?? BASE_FEE;
  const price = BASE_FEE + (tip ?? 0n);
  return price < max ? price : max;
}

/** A mined-looking tx at the head block for a hub tx the simulator made itself (relayed message, solver fill). */
function syntheticTx(ctx: MethodContext, hash: Hex, from: Hex, to: Hex): Record<string, unknown> {
  const block = ctx.state.head;
  return {
    hash,
    blockHash: blockHash(ctx.state.chainId, block),
    blockNumber: numberToHex(block),
    transactionIndex: "0x0",
    from,
    to,
    value: "0x0",
    input: "0x",
    nonce: "0x0",
    gas: numberToHex(GAS_ESTIMATE),
    gasPrice: numberToHex(BASE_FEE + PRIORITY_FEE),
    maxFeePerGas: numberToHex(BASE_FEE + PRIORITY_FEE),
    maxPriorityFeePerGas: numberToHex(PRIORITY_FEE),
    type: "0x2",
    chainId: numberToHex(ctx.state.chainId),
    accessList: [],
    v: "0x0",
    r: `0x${"11".repeat(32)}`,
    s: `0x${"22".repeat(32)}`,
    yParity: "0x0",
  };
}

function nowSeconds(ctx: MethodContext): bigint {
  return BigInt(Math.floor(ctx.nowMs / 1000));
}

function invalid(message: string, data?: unknown): RpcError {
  return new RpcError(RPC_ERRORS.INVALID_PARAMS, `invalid params: ${message}`, data);
}

function blockNumberParam(ctx: MethodContext, tag: unknown): bigint | undefined {
  if (tag === undefined || tag === "latest" || tag === "pending" || tag === "safe" || tag === "finalized") {
    return ctx.state.head;
  }
  if (tag === "earliest") return 0n;
  return quantityParam(tag, "block");
}

function quantityParam(value: unknown, name: string): bigint {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === "string" && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value);
  throw invalid(`${name} must be a hex quantity`);
}

function addressParam(value: unknown, name: string): Address {
  if (typeof value !== "string" || !isAddress(value, { strict: false })) {
    throw invalid(`${name} must be an address`);
  }
  return value;
}

function hashParam(value: unknown): Hex {
  if (typeof value !== "string" || !/^0x[0-9a-fA-F]{64}$/.test(value)) {
    throw invalid("hash must be 32 bytes of hex");
  }
  return value as Hex;
}

function callParam(value: unknown): { to: Address | undefined; data: Hex; value: bigint } {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalid("call must be an object");
  }
  const call = value as Record<string, unknown>;
  const to = call.to === undefined || call.to === null ? undefined : addressParam(call.to, "to");
  const data = call.data ?? call.input ?? "0x";
  if (typeof data !== "string" || !isHex(data)) throw invalid("data must be hex");
  return {
    to,
    data,
    value: call.value === undefined || call.value === null ? 0n : quantityParam(call.value, "value"),
  };
}
