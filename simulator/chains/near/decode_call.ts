/**
 * `decodeNearCall`: what a NEAR function call does for the cross-chain flow — an asset-manager deposit carrying a
 * hub payload (native `transfer` on the asset manager, or a NEP-141 `ft_transfer_call` to it), a connection
 * `send_message` to the hub, or nothing the flow cares about — read from the call's JSON arguments. The layouts are
 * the platform SDK's (`NearSpokeService.deposit` / `sendMessage`): byte fields are arrays of numbers, amounts
 * decimal strings, the token deposit's `msg` the JSON text of `{to, data}`.
 *
 * @example A message to the hub
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeNearCall } from "./decode_call.ts";
 * const d = decodeNearCall(
 *   { receiverId: "conn.near", methodName: "send_message", args: { dst_chain_id: 146, dst_address: Array(20).fill(17), payload: [18] }, deposit: 0n },
 *   { assetManager: "am.near", connection: "conn.near", nativeToken: "NEAR" },
 * );
 * assert.ok(d.kind === "message" && d.relay.payload === "0x12");
 * ```
 * @module
 */
import { bytesToHex, type Hex } from "viem";
import { HUB_CHAIN_KEY } from "../../../core/chains/chain_keys.ts";
import { simRelayChainId } from "../../client_config/relay_ids.ts";

/** The contracts the decoder recognises. */
export interface NearSimContracts {
  /** Receives deposits. */
  assetManager: string;
  /** Sends messages. */
  connection: string;
  /** The native token id recorded for native deposits. */
  nativeToken: string;
}

/** One function call, its arguments parsed from JSON. */
export interface NearSimCall {
  /** The contract called. */
  receiverId: string;
  /** The method. */
  methodName: string;
  /** The JSON arguments (`undefined` when they are not a JSON object). */
  args: Record<string, unknown> | undefined;
  /** yoctoNEAR attached. */
  deposit: bigint;
}

/** What the call does: relay data for the hub (plus the deposit), nothing, or a failure. */
export type DecodedNearCall =
  | {
    kind: "deposit";
    relay: { address: Hex; payload: Hex };
    deposit: { token: string; to: Hex; amount: bigint; hubCalls: Hex };
  }
  | { kind: "message"; relay: { address: Hex; payload: Hex } }
  | { kind: "other" }
  | { kind: "failed"; reason: string };

const HUB_RELAY_ID = Number(simRelayChainId(HUB_CHAIN_KEY));

/**
 * Decodes one call (never throws).
 *
 * @param call the contract, method, arguments and attached deposit
 * @param contracts the chain's asset manager, connection and native token id
 * @returns the effect; malformed arguments, a native deposit whose attached NEAR differs from `amount`, a token
 *   deposit without exactly 1 yoctoNEAR attached, a zero amount, or a message to another chain is `failed`
 * @example A native deposit whose attached NEAR differs from its amount
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeNearCall } from "./decode_call.ts";
 * const c = { assetManager: "am.near", connection: "conn.near", nativeToken: "NEAR" };
 * const d = decodeNearCall({ receiverId: "am.near", methodName: "transfer", args: { to: Array(20).fill(1), amount: "2", data: [] }, deposit: 1n }, c);
 * assert.ok(d.kind === "failed");
 * ```
 */
export function decodeNearCall(call: NearSimCall, contracts: NearSimContracts): DecodedNearCall {
  const { receiverId, methodName, args, deposit } = call;
  if (receiverId === contracts.connection && methodName === "send_message") {
    if (args === undefined) return { kind: "failed", reason: "send_message arguments are not a JSON object" };
    if (args.dst_chain_id !== HUB_RELAY_ID) {
      return { kind: "failed", reason: `message destination ${String(args.dst_chain_id)} is not the hub` };
    }
    const address = bytes(args.dst_address, 20);
    const payload = bytes(args.payload);
    if (address === undefined || payload === undefined) {
      return { kind: "failed", reason: "dst_address or payload is not a byte array" };
    }
    return { kind: "message", relay: { address, payload } };
  }
  if (receiverId === contracts.assetManager && methodName === "transfer") {
    if (args === undefined) return { kind: "failed", reason: "transfer arguments are not a JSON object" };
    const amount = uint(args.amount);
    if (amount === undefined || amount === 0n) {
      return { kind: "failed", reason: "amount is not a positive amount" };
    }
    if (deposit !== amount) {
      return { kind: "failed", reason: `attached deposit ${deposit} differs from amount ${amount}` };
    }
    return depositOf(contracts.nativeToken, amount, args.to, args.data);
  }
  if (methodName === "ft_transfer_call") {
    if (args === undefined) {
      return { kind: "failed", reason: "ft_transfer_call arguments are not a JSON object" };
    }
    if (args.receiver_id !== contracts.assetManager) return { kind: "other" };
    if (deposit !== 1n) return { kind: "failed", reason: "Requires attached deposit of exactly 1 yoctoNEAR" };
    const amount = uint(args.amount);
    if (amount === undefined || amount === 0n) {
      return { kind: "failed", reason: "amount is not a positive amount" };
    }
    let msg: unknown;
    try {
      msg = typeof args.msg === "string" ? JSON.parse(args.msg) : undefined;
    } catch {
      msg = undefined;
    }
    if (typeof msg !== "object" || msg === null) {
      return { kind: "failed", reason: "msg is not JSON {to, data}" };
    }
    const m = msg as Record<string, unknown>;
    return depositOf(receiverId, amount, m.to, m.data);
  }
  return { kind: "other" };
}

function depositOf(token: string, amount: bigint, to: unknown, data: unknown): DecodedNearCall {
  const hubWallet = bytes(to, 20);
  const payload = bytes(data);
  if (hubWallet === undefined || payload === undefined) {
    return { kind: "failed", reason: "to or data is not a byte array" };
  }
  return {
    kind: "deposit",
    relay: { address: hubWallet, payload },
    deposit: { token, to: hubWallet, amount, hubCalls: payload },
  };
}

function bytes(value: unknown, length?: number): Hex | undefined {
  if (!Array.isArray(value) || (length !== undefined && value.length !== length)) return undefined;
  if (!value.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)) return undefined;
  return bytesToHex(Uint8Array.from(value as number[]));
}

function uint(value: unknown): bigint | undefined {
  return typeof value === "string" && /^\d{1,39}$/.test(value) ? BigInt(value) : undefined;
}
