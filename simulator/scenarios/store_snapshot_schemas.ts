/**
 * zod schemas of the sub-app stores' snapshot parts (`SimContext.stores`): EVM chains, NEAR node, Bitcoin chain
 * and exchange, Stellar sponsoring, Soroban, Solana, Sui, ICON, Injective and Stacks nodes, swaps counters. Like `snapshot_schemas.ts`, they check the JSON after `fromJsonValue` turned
 * `{"$bigint"}` objects back into bigints, so a bad snapshot is refused whole before anything changes.
 *
 * @example A nonce must be a whole number
 * ```ts
 * import assert from "node:assert/strict";
 * import { evmSnapshotSchema } from "./store_snapshot_schemas.ts";
 * const chain = { chainId: 146, head: 1_000_000n, nonces: [["0xab", 1.5]], txs: [] };
 * assert.ok(!evmSnapshotSchema.safeParse({ chains: { sonic: chain } }).success);
 * assert.ok(evmSnapshotSchema.safeParse({ chains: { sonic: { ...chain, nonces: [["0xab", 1]] } } }).success);
 * ```
 * @module
 */
import { z } from "zod";
import type { ChainStoresOf } from "../chains/registry.ts";
import { intentSchema } from "./snapshot_schemas.ts";

const int = z.number().int();
const count = int.min(0);
const str = z.string();
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, "expected 0x-prefixed hex");
const bareHex = z.string().regex(/^(?:[0-9a-f]{2})*$/, "expected lower-case hex bytes");
const opt = <T extends z.ZodType>(t: T) => t.optional();
const relay = z.object({ address: str, payload: str }).strict();

const spokeTxRecordSchema = z.object({
  chainKey: str,
  txHash: hex,
  from: hex,
  to: hex,
  value: z.bigint(),
  data: hex,
  blockNumber: z.bigint(),
  status: z.enum(["success", "reverted"]),
  revertReason: opt(str),
  deposit: opt(z.object({ token: hex, to: hex, amount: z.bigint(), hubCalls: hex }).strict()),
  intent: opt(intentSchema),
  intentHash: opt(hex),
  bridgeTransfer: opt(z.object({ token: hex, to: hex, amount: z.bigint() }).strict()),
  message: opt(z.object({ to: hex, payload: hex }).strict()),
}).strict();

const minedTxSchema = z.object({
  record: spokeTxRecordSchema,
  raw: hex,
  nonce: count,
  gas: z.bigint(),
  type: z.enum(["legacy", "eip2930", "eip1559", "eip4844", "eip7702"]),
  gasPrice: opt(z.bigint()),
  maxFeePerGas: opt(z.bigint()),
  maxPriorityFeePerGas: opt(z.bigint()),
  r: hex,
  s: hex,
  v: z.bigint(),
  yParity: int,
  timestamp: z.bigint(),
  logs: z.array(z.object({ address: hex, topics: z.array(hex), data: hex }).strict()),
}).strict();

/** The `evm` part (`EvmChainStore.snapshot`). */
export const evmSnapshotSchema = z.object({
  chains: z.record(
    z.string(),
    z.object({
      chainId: int.min(1),
      head: z.bigint(),
      nonces: z.array(z.tuple([str, count])),
      txs: z.array(minedTxSchema),
    }).strict(),
  ),
}).strict();

/** The `near` part (the NEAR node's `store`). */
export const nearSnapshotSchema = z.object({
  txs: z.array(
    z.object({
      hash: str,
      height: int,
      signerId: str,
      publicKey: str,
      nonce: z.bigint(),
      receiverId: str,
      actions: z.array(z.unknown()),
      signature: str,
      failure: opt(str),
      relay: opt(relay),
    }).strict(),
  ),
  nonces: z.array(z.tuple([str, z.bigint()])),
}).strict();

/** The `bitcoin` part (the Esplora app's `store`). */
export const bitcoinSnapshotSchema = z.object({
  chain: z.object({
    utxos: z.array(
      z.object({
        txid: str,
        vout: count,
        value: z.bigint(),
        script: bareHex,
        createdAt: z.number().optional(),
      })
        .strict(),
    ),
    spent: z.array(str),
    funded: z.array(str),
    txs: z.array(z.object({ txid: str, hex: bareHex, minedAt: z.number(), from: str }).strict()),
    adjustments: count.optional(),
  }).strict(),
  commitments: z.array(z.tuple([str, z.object({ hash: hex, from: str, deposit: z.bigint() }).strict()])),
}).strict();

/** The `bitcoinExchange` part (the exchange app's `store`). */
export const bitcoinExchangeSnapshotSchema = z.object({
  wallets: z.array(
    z.object({
      tradingAddress: str,
      userAddress: str,
      userPublicKey: str,
      lockScript: bareHex,
      witnessScript: bareHex,
    }).strict(),
  ),
  sessions: z.array(z.tuple([str, str])),
  tokens: z.array(
    z.object({ token: str, kind: z.enum(["access", "refresh"]), userAddress: str, expiresAt: z.number() })
      .strict(),
  ).optional(),
  pending: z.array(z.tuple([str, z.object({ type: str, userAddress: str }).strict()])).optional(),
}).strict();

/** The `sponsoring` part (`sponsoringStore`). */
export const sponsoringSnapshotSchema = z.object({
  accounts: z.array(
    z.object({
      accountId: str,
      sequence: z.bigint(),
      nativeStroops: z.bigint(),
      sellingLiabilitiesStroops: z.bigint(),
      numSponsoring: count,
      numSponsored: count,
      trustlines: z.array(
        z.object({
          assetCode: str,
          assetIssuer: str,
          balanceStroops: z.bigint(),
          limitStroops: z.bigint().optional(),
        }).strict(),
      ),
    }).strict(),
  ),
  activationsApplied: count,
  activationRequests: count,
  sequenceConflicts: count,
}).strict();

const entries = <T extends z.ZodType>(value: T) => z.array(z.tuple([str, value]));

/** The `soroban` part (the Soroban RPC's `store`). */
export const sorobanSnapshotSchema = z.object({
  sequences: entries(z.bigint()),
  envelopes: entries(
    z.object({
      xdr: str,
      ledger: int,
      classic: z.object({ failed: z.boolean(), resultXdr: str }).strict().optional(),
    }).strict(),
  ),
}).strict();

/** The `stellarMessages` part. */
export const stellarMessagesSnapshotSchema = z.object({ entries: entries(relay) }).strict();

/** The `solana` part. */
export const solanaSnapshotSchema = z.object({
  recorded: entries(
    z.union([
      z.object({
        kind: z.literal("deposit"),
        user: str,
        deposit: z.object({ token: str, to: hex, amount: z.bigint(), verificationHash: hex }).strict(),
      }).strict(),
      z.object({
        kind: z.literal("message"),
        user: str,
        message: z.object({ dstChainId: z.bigint(), to: hex, verificationHash: hex }).strict(),
      }).strict(),
    ]),
  ),
  // What getTransaction returns of each taken tx; absent from snapshots taken before the node answered it.
  transactions: opt(entries(
    z.object({
      slot: count,
      blockTime: count,
      version: z.union([z.literal("legacy"), z.literal(0)]),
      wire: str,
      signatures: z.array(str),
      message: z.record(str, z.unknown()),
      preBalances: z.array(z.number()),
    }).strict(),
  )),
}).strict();

const nodeTx = { failure: opt(str), relay: opt(relay) };

/** The `sui` part. */
export const suiSnapshotSchema = z.object({
  txs: entries(z.object({ checkpoint: int, timestampMs: z.number(), sender: str, ...nodeTx }).strict()),
  coins: entries(z.object({ coinType: str, balance: z.bigint(), owner: str }).strict()),
}).strict();

/** The `icon` part. */
export const iconSnapshotSchema = z.object({
  txs: entries(z.object({ to: str, height: int, ...nodeTx }).strict()),
}).strict();

/** The `injective` part. */
export const injectiveSnapshotSchema = z.object({
  accounts: entries(z.object({ accountNumber: count, sequence: count, publicKey: opt(str) }).strict()),
  spent: entries(z.bigint()),
  txs: entries(
    z.object({
      hash: str,
      height: int,
      code: int,
      codespace: str,
      rawLog: str,
      txBytes: str,
      timestamp: str,
      relay: opt(relay),
    }).strict(),
  ),
}).strict();

/** The `stacks` part. */
export const stacksSnapshotSchema = z.object({
  txs: entries(
    z.object({
      txid: hex,
      sender: str,
      nonce: z.bigint(),
      fee: z.bigint(),
      height: int,
      contractId: str,
      functionName: str,
      failure: opt(str),
      spent: opt(z.object({ token: str, amount: z.bigint() }).strict()),
    }).strict(),
  ),
  lastRecorded: opt(str),
}).strict();

/** The `swaps` part (the swaps API counters). */
export const swapsSnapshotSchema = z.object({ createIntent: count, approve: count, quotes: count }).strict();

/** The schema of each chain store's part, by part name (typed so every store of `chains/registry.ts` has one). */
export const CHAIN_STORE_SNAPSHOT_SCHEMAS: Readonly<Record<keyof ChainStoresOf, z.ZodType>> = {
  evm: evmSnapshotSchema,
  near: nearSnapshotSchema,
  bitcoin: bitcoinSnapshotSchema,
  bitcoinExchange: bitcoinExchangeSnapshotSchema,
  sponsoring: sponsoringSnapshotSchema,
  soroban: sorobanSnapshotSchema,
  stellarMessages: stellarMessagesSnapshotSchema,
  solana: solanaSnapshotSchema,
  sui: suiSnapshotSchema,
  icon: iconSnapshotSchema,
  injective: injectiveSnapshotSchema,
  stacks: stacksSnapshotSchema,
};
