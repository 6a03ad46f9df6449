/**
 * `decodeSuiSpokeTx`: what a Sui transaction does for the cross-chain flow — an asset-manager `transfer<T>`
 * deposit carrying a hub call list, a connection `send_message_ua` to the hub, or nothing the flow cares about —
 * read with the Sui SDK's own decoder (`Transaction.from(bytes).getData()`, BCS for the pure arguments),
 * independently of the library's builder. The argument layouts are the platform SDK's `SuiSpokeService`
 * (`deposit`: `transfer<T>(asset manager, connection, coin, to: vector<u8>, data: vector<u8>)`, the coin split from
 * the gas coin or from an owned coin; `sendMessage`: `send_message_ua(connection, dst_chain_id: u256,
 * dst_address: vector<u8>, payload: vector<u8>)`).
 *
 * @example A transaction with no spoke call
 * ```ts
 * import assert from "node:assert/strict";
 * import { Transaction } from "@mysten/sui/transactions";
 * import { decodeSuiSpokeTx } from "./decode_tx.ts";
 * const tx = new Transaction();
 * tx.moveCall({ target: "0x2::clock::timestamp_ms", arguments: [] });
 * const contracts = {
 *   assetManager: { packageId: `0x${"a".repeat(64)}`, module: "asset_manager", objectId: `0x${"b".repeat(64)}` },
 *   connection: { packageId: `0x${"c".repeat(64)}`, module: "connectionv3", objectId: `0x${"d".repeat(64)}` },
 * };
 * const d = decodeSuiSpokeTx(tx.getData(), contracts, () => undefined);
 * assert.equal(d.kind, "other");
 * ```
 * @module
 */
import { bcs } from "@mysten/sui/bcs";
import type { Transaction } from "@mysten/sui/transactions";
import { fromBase64, normalizeStructTag, normalizeSuiObjectId } from "@mysten/sui/utils";
import { type Hex, isAddress, toHex } from "viem";
import { HUB_CHAIN_KEY } from "../../../core/chains/chain_keys.ts";
import { simRelayChainId } from "../../client_config/relay_ids.ts";

/** A `<package>::<module>::<shared object>` contract. */
export interface SuiSimContract {
  /** Package id. */
  packageId: string;
  /** Module. */
  module: string;
  /** The shared state object. */
  objectId: string;
}

/** The contracts the decoder recognises. */
export interface SuiSimContracts {
  /** The asset manager (`transfer`). */
  assetManager: SuiSimContract;
  /** The connection (`send_message_ua`). */
  connection: SuiSimContract;
}

/** An owned coin the simulator knows: its type and balance. */
export interface SuiSimCoin {
  /** Coin type. */
  coinType: string;
  /** Balance. */
  balance: bigint;
  /** Owner. */
  owner: string;
}

/** What the transaction does. */
export type DecodedSuiTx =
  | { kind: "deposit"; token: string; amount: bigint; to: Hex; data: Hex; fromGas: boolean }
  | { kind: "message"; to: Hex; payload: Hex }
  | { kind: "other" }
  | { kind: "reverted"; reason: string };

type TxData = ReturnType<Transaction["getData"]>;
type Arg = TxData["commands"][number] extends infer C
  ? C extends { MoveCall?: infer M } ? M extends { arguments: (infer A)[] } ? A
    : never
  : never
  : never;

const HUB_RELAY_ID = simRelayChainId(HUB_CHAIN_KEY);
const SUI = normalizeStructTag("0x2::sui::SUI");

/**
 * Decodes the first spoke call of `data` (never throws).
 *
 * @param data the transaction data (`Transaction.from(bytes).getData()`)
 * @param contracts the asset manager and connection
 * @param coinOf the simulator's owned coin with this object id, if any
 * @returns the effect; a deposit or message with malformed arguments, a coin that is not the sender's or of
 *   another type, an amount above the coin's balance or zero, or a message to another chain is `reverted`
 * @example A message to a chain other than the hub
 * ```ts
 * import assert from "node:assert/strict";
 * import { bcs } from "@mysten/sui/bcs";
 * import { Transaction } from "@mysten/sui/transactions";
 * import { decodeSuiSpokeTx } from "./decode_tx.ts";
 * const conn = { packageId: `0x${"c".repeat(64)}`, module: "connectionv3", objectId: `0x${"d".repeat(64)}` };
 * const tx = new Transaction();
 * const bytes = tx.pure(bcs.vector(bcs.u8()).serialize([1]));
 * tx.moveCall({
 *   target: `${conn.packageId}::connectionv3::send_message_ua`,
 *   arguments: [tx.sharedObjectRef({ objectId: conn.objectId, initialSharedVersion: 1, mutable: true }), tx.pure.u256(1), bytes, bytes],
 * });
 * const d = decodeSuiSpokeTx(tx.getData(), { assetManager: { ...conn, module: "asset_manager" }, connection: conn }, () => undefined);
 * assert.ok(d.kind === "reverted" && d.reason.includes("not the hub"));
 * ```
 */
export function decodeSuiSpokeTx(
  data: TxData,
  contracts: SuiSimContracts,
  coinOf: (objectId: string) => SuiSimCoin | undefined,
): DecodedSuiTx {
  try {
    return decode(data, contracts, coinOf);
  } catch (error) {
    return {
      kind: "reverted",
      reason: `malformed arguments: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

function decode(
  data: TxData,
  contracts: SuiSimContracts,
  coinOf: (objectId: string) => SuiSimCoin | undefined,
): DecodedSuiTx {
  const is = (pkg: string, c: SuiSimContract) =>
    normalizeSuiObjectId(pkg) === normalizeSuiObjectId(c.packageId);
  for (const command of data.commands) {
    const call = command.MoveCall;
    if (!call) continue;
    const am = contracts.assetManager;
    const conn = contracts.connection;
    if (is(call.package, am) && call.module === am.module && call.function === "transfer") {
      const [state, connState, coin, to, payload] = call.arguments;
      if (call.arguments.length !== 5 || !isShared(data, state, am) || !isShared(data, connState, conn)) {
        return {
          kind: "reverted",
          reason: "transfer arguments must be (asset manager, connection, coin, to, data)",
        };
      }
      const token = normalizeStructTag(call.typeArguments[0] ?? "");
      const split = splitOf(data, coin);
      if (split === undefined) {
        return { kind: "reverted", reason: "the coin must be split off in the transaction" };
      }
      if (split.amount === 0n) return { kind: "reverted", reason: "deposit amount is zero" };
      if (split.source === "gas") {
        if (token !== SUI) return { kind: "reverted", reason: "a gas-coin deposit must be of SUI" };
      } else {
        const owned = coinOf(split.source);
        if (owned === undefined || normalizeStructTag(owned.coinType) !== token) {
          return { kind: "reverted", reason: `coin ${split.source} is not a known ${token} coin` };
        }
        if (owned.owner !== normalizeSuiObjectId(data.sender ?? "0x0")) {
          return { kind: "reverted", reason: `coin ${split.source} is not the sender's` };
        }
        if (owned.balance < split.amount) {
          return { kind: "reverted", reason: `insufficient coin balance ${owned.balance} < ${split.amount}` };
        }
      }
      const hubWallet = bytesOf(data, to);
      if (!isAddress(hubWallet, { strict: false })) {
        return { kind: "reverted", reason: "to is not a hub address" };
      }
      return {
        kind: "deposit",
        token,
        amount: split.amount,
        to: hubWallet,
        data: bytesOf(data, payload),
        fromGas: split.source === "gas",
      };
    }
    if (is(call.package, conn) && call.module === conn.module && call.function === "send_message_ua") {
      const [state, dst, to, payload] = call.arguments;
      if (call.arguments.length !== 4 || !isShared(data, state, conn)) {
        return {
          kind: "reverted",
          reason: "send_message_ua arguments must be (connection, dst chain, to, payload)",
        };
      }
      const dstChainId = BigInt(bcs.u256().parse(pureBytes(data, dst)));
      if (dstChainId !== HUB_RELAY_ID) {
        return { kind: "reverted", reason: `message destination ${dstChainId} is not the hub` };
      }
      const hubWallet = bytesOf(data, to);
      if (!isAddress(hubWallet, { strict: false })) {
        return { kind: "reverted", reason: "to is not a hub address" };
      }
      return { kind: "message", to: hubWallet, payload: bytesOf(data, payload) };
    }
  }
  return { kind: "other" };
}

function input(data: TxData, arg: Arg | undefined) {
  if (arg === undefined || arg.$kind !== "Input") throw new Error("expected a transaction input");
  const value = data.inputs[arg.Input];
  if (value === undefined) throw new Error(`no input ${arg.Input}`);
  return value;
}

function isShared(data: TxData, arg: Arg | undefined, contract: SuiSimContract): boolean {
  const shared = input(data, arg).Object?.SharedObject;
  return shared !== undefined &&
    normalizeSuiObjectId(shared.objectId) === normalizeSuiObjectId(contract.objectId);
}

function pureBytes(data: TxData, arg: Arg | undefined): Uint8Array {
  const pure = input(data, arg).Pure;
  if (pure === undefined) throw new Error("expected a pure argument");
  return fromBase64(pure.bytes);
}

function bytesOf(data: TxData, arg: Arg | undefined): Hex {
  return toHex(Uint8Array.from(bcs.vector(bcs.u8()).parse(pureBytes(data, arg))));
}

function splitOf(data: TxData, arg: Arg | undefined): { source: "gas" | string; amount: bigint } | undefined {
  if (arg === undefined) return undefined;
  const index = arg.$kind === "NestedResult" ? arg.NestedResult[0] : arg.$kind === "Result" ? arg.Result : -1;
  if (arg.$kind === "NestedResult" && arg.NestedResult[1] !== 0) return undefined;
  const split = data.commands[index]?.SplitCoins;
  if (split === undefined || split.amounts.length !== 1) return undefined;
  const amount = BigInt(bcs.u64().parse(pureBytes(data, split.amounts[0])));
  if (split.coin.$kind === "GasCoin") return { source: "gas", amount };
  const owned = input(data, split.coin).Object?.ImmOrOwnedObject;
  return owned === undefined ? undefined : { source: normalizeSuiObjectId(owned.objectId), amount };
}
