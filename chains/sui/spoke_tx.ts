/**
 * `buildSuiSpokeTransaction`: the programmable transaction block of a Sui spoke write, built with the SDK's
 * `Transaction` from inputs already resolved (no I/O). The Move calls and their arguments are the platform SDK's
 * (`SuiSpokeService.deposit` and `sendMessage`):
 *
 * - a deposit: `<package>::asset_manager::transfer<T>(asset manager state, connection state, coin, to: vector<u8>,
 *   data: vector<u8>)`, the coin split from the gas coin (native SUI) or from the sender's coins of `T` (merged
 *   first when there are several). The split is always made, even for the exact balance of one coin;
 * - a message: `<package>::<connection module>::send_message_ua(connection state, dst_chain_id: u256,
 *   dst_address: vector<u8>, payload: vector<u8>)`.
 *
 * @example A native deposit, kind bytes only
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildSuiSpokeTransaction } from "./spoke_tx.ts";
 * const shared = (n: string) => ({ objectId: `0x${n.repeat(64)}`, initialSharedVersion: "1" });
 * const tx = buildSuiSpokeTransaction(`0x${"ab".repeat(32)}`, {
 *   kind: "deposit", packageId: `0x${"a".repeat(64)}`, module: "asset_manager", assetManager: shared("b"),
 *   connection: shared("c"), token: "0x2::sui::SUI", coins: "gas", amount: 5n, to: "0x11", data: "0x",
 * });
 * const kind = await tx.build({ onlyTransactionKind: true });
 * assert.ok(kind.length > 0);
 * ```
 * @module
 */
import { bcs } from "@mysten/sui/bcs";
import { Transaction, type TransactionObjectArgument } from "@mysten/sui/transactions";
import { fromHex, type Hex } from "viem";

/** A shared object input. */
export interface SuiSharedRef {
  /** Object id. */
  objectId: string;
  /** The version it became shared at. */
  initialSharedVersion: string | number;
}

/** An owned object (coin) reference. */
export interface SuiObjectRef {
  /** Object id. */
  objectId: string;
  /** Current version. */
  version: string | number;
  /** Current digest (base58). */
  digest: string;
}

/** Gas settings of a full transaction. */
export interface SuiGasSpec {
  /** Gas price in MIST per unit (the reference gas price). */
  price: bigint;
  /** Gas budget in MIST. */
  budget: bigint;
  /** SUI coins paying the gas (the gas coin is their merge). */
  payment: readonly SuiObjectRef[];
}

/** The Move call of a spoke write. */
export type SuiSpokeCall =
  | {
    kind: "deposit";
    /** The asset manager's (latest) package. */
    packageId: string;
    /** Its module (`asset_manager`). */
    module: string;
    /** The asset manager's shared state. */
    assetManager: SuiSharedRef;
    /** The connection's shared state. */
    connection: SuiSharedRef;
    /** The coin type deposited. */
    token: string;
    /** Where the coin comes from: the gas coin (native SUI) or the sender's coins of `token`. */
    coins: "gas" | readonly SuiObjectRef[];
    /** Amount deposited (smallest unit). */
    amount: bigint;
    /** Hub receiver bytes (the user's hub wallet). */
    to: Hex;
    /** Hub call list bytes. */
    data: Hex;
  }
  | {
    kind: "message";
    /** The connection's package. */
    packageId: string;
    /** Its module (e.g. `connectionv3`). */
    module: string;
    /** The connection's shared state. */
    connection: SuiSharedRef;
    /** Relay id of the destination chain (the hub). */
    dstChainId: bigint;
    /** Hub receiver bytes. */
    to: Hex;
    /** Hub call list bytes. */
    payload: Hex;
  };

/**
 * Builds the transaction (sender, gas when given, one Move call).
 *
 * @param sender the sender (`0x` + 64 hex)
 * @param call see {@link SuiSpokeCall}
 * @param gas gas price, budget and payment; omit to build the transaction kind only @default undefined
 * @returns the SDK transaction; `build()` needs no client
 * @throws {Error} from the SDK on malformed ids or an empty coin list (callers resolve inputs first)
 * @example A message
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildSuiSpokeTransaction } from "./spoke_tx.ts";
 * const tx = buildSuiSpokeTransaction(`0x${"ab".repeat(32)}`, {
 *   kind: "message", packageId: `0x${"a".repeat(64)}`, module: "connectionv3",
 *   connection: { objectId: `0x${"c".repeat(64)}`, initialSharedVersion: 3 }, dstChainId: 146n, to: "0x11", payload: "0x22",
 * });
 * assert.equal(tx.getData().commands[0]?.MoveCall?.function, "send_message_ua");
 * ```
 */
export function buildSuiSpokeTransaction(sender: string, call: SuiSpokeCall, gas?: SuiGasSpec): Transaction {
  const tx = new Transaction();
  tx.setSender(sender);
  if (gas !== undefined) {
    tx.setGasPrice(gas.price);
    tx.setGasBudget(gas.budget);
    tx.setGasPayment(gas.payment.map((c) => ({ ...c, version: String(c.version) })));
  }
  const bytes = (hex: Hex) => tx.pure(bcs.vector(bcs.u8()).serialize(fromHex(hex, "bytes")));
  const shared = (ref: SuiSharedRef) => tx.sharedObjectRef({ ...ref, mutable: true });
  if (call.kind === "message") {
    tx.moveCall({
      target: `${call.packageId}::${call.module}::send_message_ua`,
      arguments: [
        shared(call.connection),
        tx.pure.u256(call.dstChainId),
        bytes(call.to),
        bytes(call.payload),
      ],
    });
    return tx;
  }
  const coin = splitCoin(tx, call.coins, call.amount);
  tx.moveCall({
    target: `${call.packageId}::${call.module}::transfer`,
    typeArguments: [call.token],
    arguments: [shared(call.assetManager), shared(call.connection), coin, bytes(call.to), bytes(call.data)],
  });
  return tx;
}

function splitCoin(
  tx: Transaction,
  coins: "gas" | readonly SuiObjectRef[],
  amount: bigint,
): TransactionObjectArgument {
  if (coins === "gas") return tx.splitCoins(tx.gas, [tx.pure.u64(amount)])[0]!;
  const [first, ...rest] = coins.map((c) => tx.objectRef({ ...c, version: String(c.version) }));
  if (first === undefined) throw new Error("no coin to split");
  if (rest.length > 0) tx.mergeCoins(first, rest);
  return tx.splitCoins(first, [tx.pure.u64(amount)])[0]!;
}
