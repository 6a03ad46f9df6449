/**
 * `decodeIconCall`: what an ICON SCORE call does for the cross-chain flow — an asset-manager deposit carrying a hub
 * payload, a connection message to the hub, or nothing the flow cares about — read from the `icx_sendTransaction`
 * params. The layouts are the ones `chains/icon/call_request.ts` builds (and documents the sources of); the
 * simulator reads them with its own decoder (`_deposit_data.ts`).
 *
 * @example A message to the hub
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeIconCall } from "./decode_call.ts";
 * const connection = `cx${"04".repeat(20)}`;
 * const d = decodeIconCall(
 *   { to: connection, value: 0n, method: "sendMessage", params: { dstChainId: "0x92", dstAddress: `0x${"11".repeat(20)}`, payload: "0x12" } },
 *   { assetManager: `cx${"02".repeat(20)}`, connection, wICX: `cx${"03".repeat(20)}`, nativeToken: `cx${"00".repeat(20)}` },
 * );
 * assert.ok(d.kind === "message" && d.relay.payload === "0x12");
 * ```
 * @module
 */
import { type Hex, isAddress, isHex, toHex } from "viem";
import { HUB_CHAIN_KEY } from "../../../core/chains/chain_keys.ts";
import { simRelayChainId } from "../../client_config/relay_ids.ts";
import { readIconDepositData } from "./_deposit_data.ts";

/** The contracts the decoder recognises. */
export interface IconSimContracts {
  /** Receives deposits (`_to` of a token `transfer`). */
  assetManager: string;
  /** Sends messages. */
  connection: string;
  /** The wrapped ICX contract (native ICX is deposited through it). */
  wICX: string;
  /** The native token id recorded for native deposits. */
  nativeToken: string;
}

/** One SCORE call, its value already parsed. */
export interface IconSimCall {
  /** The contract called. */
  to: string;
  /** ICX sent in loop. */
  value: bigint;
  /** The method. */
  method: string;
  /** Its params. */
  params: Record<string, unknown>;
}

/** What the call does: relay data for the hub (plus the deposit), nothing, or a revert. */
export type DecodedIconCall =
  | {
    kind: "deposit";
    relay: { address: Hex; payload: Hex };
    deposit: { token: string; to: Hex; amount: bigint; hubCalls: Hex };
  }
  | { kind: "message"; relay: { address: Hex; payload: Hex } }
  | { kind: "other" }
  | { kind: "reverted"; reason: string };

const HUB_RELAY_ID = toHex(simRelayChainId(HUB_CHAIN_KEY));

/**
 * Decodes one call (never throws).
 *
 * @param call the contract, value, method and params
 * @param contracts the chain's asset manager, connection, wICX and native token id
 * @returns the effect; a deposit with malformed `_data`, a value that differs from `_value` (or a value on an
 *   IRC-2 deposit), a zero amount, or a message to another chain is `reverted`
 * @example A native deposit whose value differs from its amount
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeIconCall } from "./decode_call.ts";
 * const c = { assetManager: `cx${"02".repeat(20)}`, connection: `cx${"04".repeat(20)}`, wICX: `cx${"03".repeat(20)}`, nativeToken: `cx${"00".repeat(20)}` };
 * const d = decodeIconCall({ to: c.wICX, value: 1n, method: "transfer", params: { _to: c.assetManager, _value: "0x2", _data: "0x" } }, c);
 * assert.ok(d.kind === "reverted");
 * ```
 */
export function decodeIconCall(call: IconSimCall, contracts: IconSimContracts): DecodedIconCall {
  const { to, value, method, params } = call;
  if (method === "sendMessage" && to === contracts.connection) {
    const { dstChainId, dstAddress, payload } = params;
    if (typeof dstChainId !== "string" || dstChainId.toLowerCase() !== HUB_RELAY_ID) {
      return { kind: "reverted", reason: `message destination ${String(dstChainId)} is not the hub` };
    }
    if (typeof dstAddress !== "string" || !isAddress(dstAddress, { strict: false })) {
      return { kind: "reverted", reason: "dstAddress is not a hub address" };
    }
    if (typeof payload !== "string" || !isHex(payload, { strict: true })) {
      return { kind: "reverted", reason: "payload is not hex" };
    }
    return { kind: "message", relay: { address: dstAddress.toLowerCase() as Hex, payload } };
  }
  if (method !== "transfer" || params._to !== contracts.assetManager) return { kind: "other" };
  const amount = quantity(params._value);
  if (amount === undefined || amount === 0n) {
    return { kind: "reverted", reason: "_value is not a positive amount" };
  }
  const native = to === contracts.wICX && value > 0n;
  if (native && value !== amount) {
    return { kind: "reverted", reason: `native deposit value ${value} differs from _value ${amount}` };
  }
  if (!native && value !== 0n) return { kind: "reverted", reason: "a token deposit sent ICX" };
  const data = readIconDepositData(params._data);
  if (!data.ok) return { kind: "reverted", reason: data.reason };
  const { payload, hubWallet } = data.value;
  return {
    kind: "deposit",
    relay: { address: hubWallet, payload },
    deposit: { token: native ? contracts.nativeToken : to, to: hubWallet, amount, hubCalls: payload },
  };
}

/**
 * Parses a JSON-RPC v3 hex quantity.
 *
 * @param value the candidate
 * @returns the number, or `undefined` when `value` is not `0x` + hex digits
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { quantity } from "./decode_call.ts";
 * assert.ok(quantity("0x10") === 16n && quantity("16") === undefined);
 * ```
 */
export function quantity(value: unknown): bigint | undefined {
  return typeof value === "string" && /^0x[0-9a-fA-F]{1,64}$/.test(value) ? BigInt(value) : undefined;
}
