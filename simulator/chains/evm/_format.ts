/** JSON-RPC shapes of blocks, transactions and receipts, as viem's formatters read them. */
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { type Hex, numberToHex } from "viem";
import { BASE_FEE, type ChainState, type MinedTx } from "./_chain_state.ts";

const ZERO32: Hex = `0x${"0".repeat(64)}`;
const EMPTY_BLOOM: Hex = `0x${"0".repeat(512)}`;

/** Recent block hashes: every swap reads the head block and its parent, and receipts name their block. */
const BLOCK_HASHES = new Map<string, Hex>();
const BLOCK_HASH_CACHE_SIZE = 4096;

/** Deterministic hash of block `number` on chain `chainId`: `keccak256` of `sim-evm-block|<chainId>|<number>`. */
export function blockHash(chainId: number, number: bigint): Hex {
  const key = `${chainId}|${number}`;
  let hash = BLOCK_HASHES.get(key);
  if (hash === undefined) {
    if (BLOCK_HASHES.size >= BLOCK_HASH_CACHE_SIZE) BLOCK_HASHES.clear();
    hash = `0x${bytesToHex(keccak_256(utf8ToBytes(`sim-evm-block|${key}`)))}`;
    BLOCK_HASHES.set(key, hash);
  }
  return hash;
}

/** A block object; `timestamp` in seconds (the caller picks it: now for `latest`, the mining time otherwise). */
export function formatBlock(
  state: ChainState,
  number: bigint,
  timestamp: bigint,
  fullTransactions: boolean,
): Record<string, unknown> {
  const mined = state.txInBlock(number);
  return {
    number: numberToHex(number),
    hash: blockHash(state.chainId, number),
    parentHash: number > 0n ? blockHash(state.chainId, number - 1n) : ZERO32,
    nonce: "0x0000000000000000",
    sha3Uncles: ZERO32,
    logsBloom: EMPTY_BLOOM,
    transactionsRoot: ZERO32,
    stateRoot: ZERO32,
    receiptsRoot: ZERO32,
    miner: "0x0000000000000000000000000000000000000000",
    difficulty: "0x0",
    totalDifficulty: "0x0",
    extraData: "0x",
    size: "0x200",
    gasLimit: numberToHex(30_000_000n),
    gasUsed: mined ? numberToHex(21_000n) : "0x0",
    timestamp: numberToHex(timestamp),
    baseFeePerGas: numberToHex(BASE_FEE),
    mixHash: ZERO32,
    uncles: [],
    transactions: mined ? [fullTransactions ? formatTx(state, mined) : mined.record.txHash] : [],
  };
}

/** A transaction object. */
export function formatTx(state: ChainState, tx: MinedTx): Record<string, unknown> {
  const { record } = tx;
  const fees = tx.type === "legacy" || tx.type === "eip2930"
    ? { gasPrice: numberToHex(tx.gasPrice ?? BASE_FEE) }
    : {
      gasPrice: numberToHex(effectiveGasPrice(tx)),
      maxFeePerGas: numberToHex(tx.maxFeePerGas ?? BASE_FEE),
      maxPriorityFeePerGas: numberToHex(tx.maxPriorityFeePerGas ?? 0n),
    };
  return {
    hash: record.txHash,
    blockHash: blockHash(state.chainId, record.blockNumber),
    blockNumber: numberToHex(record.blockNumber),
    transactionIndex: "0x0",
    from: record.from,
    to: record.to,
    value: numberToHex(record.value),
    input: record.data,
    nonce: numberToHex(tx.nonce),
    gas: numberToHex(tx.gas),
    ...fees,
    type: TYPE_HEX[tx.type],
    chainId: numberToHex(state.chainId),
    accessList: [],
    v: numberToHex(tx.v),
    r: tx.r,
    s: tx.s,
    yParity: numberToHex(tx.yParity),
  };
}

/** A receipt object. */
export function formatReceipt(state: ChainState, tx: MinedTx): Record<string, unknown> {
  const { record } = tx;
  const hash = blockHash(state.chainId, record.blockNumber);
  return {
    transactionHash: record.txHash,
    transactionIndex: "0x0",
    blockHash: hash,
    blockNumber: numberToHex(record.blockNumber),
    from: record.from,
    to: record.to,
    cumulativeGasUsed: numberToHex(21_000n),
    gasUsed: numberToHex(21_000n),
    effectiveGasPrice: numberToHex(effectiveGasPrice(tx)),
    contractAddress: null,
    logs: tx.logs.map((log, i) => ({
      address: log.address,
      topics: log.topics,
      data: log.data,
      blockNumber: numberToHex(record.blockNumber),
      blockHash: hash,
      transactionHash: record.txHash,
      transactionIndex: "0x0",
      logIndex: numberToHex(i),
      removed: false,
    })),
    logsBloom: EMPTY_BLOOM,
    status: record.status === "success" ? "0x1" : "0x0",
    type: TYPE_HEX[tx.type],
  };
}

const TYPE_HEX: Record<MinedTx["type"], Hex> = {
  legacy: "0x0",
  eip2930: "0x1",
  eip1559: "0x2",
  eip4844: "0x3",
  eip7702: "0x4",
};

function effectiveGasPrice(tx: MinedTx): bigint {
  if (tx.gasPrice !== undefined) return tx.gasPrice;
  const max = tx.maxFeePerGas ?? BASE_FEE;
  const tip = tx.maxPriorityFeePerGas ?? 0n;
  return BASE_FEE + tip < max ? BASE_FEE + tip : max;
}
