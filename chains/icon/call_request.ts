/**
 * The two ICON SCORE calls that reach the hub, as wallet requests ({@link IconCallRequest}), and their
 * `icx_sendTransaction` form. Facts confirmed against the platform SDK (icon-project/sodax-sdks,
 * `packages/sdk/src/shared/services/spoke/IconSpokeService.ts` and its test; `packages/types/src/icon`):
 *
 * - deposit: `transfer(_to = assetManager, _value, _data = rlp([payload, hubWallet]))` on the token. An IRC-2 token
 *   sends `value 0x0`; native ICX is sent as `value` to the **wICX** contract's `transfer` (the SDK substitutes wICX
 *   for the native token; wICX wraps the ICX and forwards it to the asset manager).
 * - message: `sendMessage(dstChainId, dstAddress, payload)` on the connection, `value 0x0`; `dstChainId` is the
 *   hub's relay chain id (146, sent as the hex quantity `0x92`) and `dstAddress` the hub wallet.
 * - the transaction: version `0x3`, timestamp in microseconds, `dataType: "call"`; step limit 2 000 000 in the
 *   raw (unsigned) form, 3 000 000 as the platform's wallet provider sends it (`ICON_WALLET_STEP_LIMIT`).
 *
 * @example A wICX deposit carrying a payload
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildIconDepositCall } from "./call_request.ts";
 * const req = buildIconDepositCall({
 *   from: `hx${"ab".repeat(20)}`, nid: "0x1", token: `cx${"01".repeat(20)}`, amount: 1000n,
 *   hubWallet: `0x${"11".repeat(20)}`, payload: "0xdeadbeef",
 *   addresses: { assetManager: `cx${"02".repeat(20)}`, wICX: `cx${"03".repeat(20)}` },
 *   nativeToken: `cx${"00".repeat(20)}`,
 * });
 * assert.ok(req.method === "transfer" && req.value === "0x0" && req.params._value === "0x3e8");
 * ```
 * @module
 */
import { type Hex, toHex } from "viem";
import { getIntentRelayChainId, HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import type { IconCallRequest } from "./wallet.ts";
import { encodeIconDepositData } from "./deposit_data.ts";

/** The step limit of an unsigned (raw) call: the platform SDK's raw transaction (`IconSpokeService`). */
export const ICON_STEP_LIMIT = 2_000_000n;

/**
 * The step limit the library's own ICON wallets send: the platform's wallet provider's default
 * (`@sodax/wallet-sdk-core` `IconWalletProvider`, 3 000 000), which is what the platform's transactions carry
 * on the wire.
 */
export const ICON_WALLET_STEP_LIMIT = 3_000_000n;

/** Parameters of {@link buildIconDepositCall}. */
export interface IconDepositCallParams {
  /** The sender (`hx...`). */
  from: string;
  /** The network id (hex). */
  nid: string;
  /** The token deposited (`nativeToken` for ICX). */
  token: string;
  /** Amount in the token's smallest unit. */
  amount: bigint;
  /** The hub wallet credited (hex). */
  hubWallet: Hex;
  /** The hub call list it runs (hex). */
  payload: Hex;
  /** The chain's `assetManager` and `wICX` contracts. */
  addresses: { assetManager: string; wICX: string };
  /** The chain's native token id. */
  nativeToken: string;
}

/**
 * Builds the deposit call (inputs already validated).
 *
 * @param p see {@link IconDepositCallParams}
 * @returns the wallet request
 * @example Native ICX goes to wICX with a value
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildIconDepositCall } from "./call_request.ts";
 * const native = `cx${"00".repeat(20)}`;
 * const wICX = `cx${"03".repeat(20)}`;
 * const req = buildIconDepositCall({
 *   from: `hx${"ab".repeat(20)}`, nid: "0x1", token: native, amount: 16n, hubWallet: `0x${"11".repeat(20)}`,
 *   payload: "0x", addresses: { assetManager: `cx${"02".repeat(20)}`, wICX }, nativeToken: native,
 * });
 * assert.ok(req.to === wICX && req.value === "0x10");
 * ```
 */
export function buildIconDepositCall(p: IconDepositCallParams): IconCallRequest {
  const native = p.token === p.nativeToken;
  const amount = toHex(p.amount);
  return {
    from: p.from,
    to: native ? p.addresses.wICX : p.token,
    nid: p.nid,
    value: native ? amount : "0x0",
    method: "transfer",
    params: {
      _to: p.addresses.assetManager,
      _value: amount,
      _data: encodeIconDepositData(p.payload, p.hubWallet),
    },
  };
}

/**
 * Builds the message call to the hub (inputs already validated).
 *
 * @param p sender, network id, the connection contract, the hub wallet and the payload
 * @returns the wallet request
 * @example The hub's relay id as a hex quantity
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildIconMessageCall } from "./call_request.ts";
 * const req = buildIconMessageCall({
 *   from: `hx${"ab".repeat(20)}`, nid: "0x1", connection: `cx${"04".repeat(20)}`,
 *   hubWallet: `0x${"11".repeat(20)}`, payload: "0x12",
 * });
 * assert.ok(req.method === "sendMessage" && req.params.dstChainId === "0x92");
 * ```
 */
export function buildIconMessageCall(
  p: {
    from: string;
    nid: string;
    connection: string;
    hubWallet: Hex;
    payload: Hex;
    hubRelayChainId?: bigint | undefined;
  },
): IconCallRequest {
  return {
    from: p.from,
    to: p.connection,
    nid: p.nid,
    value: "0x0",
    method: "sendMessage",
    params: {
      dstChainId: toHex(p.hubRelayChainId ?? getIntentRelayChainId(HUB_CHAIN_KEY)),
      dstAddress: p.hubWallet,
      payload: p.payload,
    },
  };
}

/** `icx_sendTransaction` params without the signature. */
export interface IconTransactionParams {
  /** Always `0x3`. */
  version: "0x3";
  /** The sender. */
  from: string;
  /** The contract called. */
  to: string;
  /** ICX sent (hex loop). */
  value: string;
  /** Step limit (hex). */
  stepLimit: string;
  /** Microseconds since the epoch (hex). */
  timestamp: string;
  /** Network id (hex). */
  nid: string;
  /** Always `call`. */
  dataType: "call";
  /** The SCORE method and its params. */
  data: { method: string; params: Record<string, unknown> };
}

/**
 * The `icx_sendTransaction` params of a wallet request (what a wallet signs; raw mode returns it).
 *
 * @param request the wallet request
 * @param options `timestampMs` (the clock) and `stepLimit` (@default ICON_STEP_LIMIT)
 * @returns the params, without `signature`
 * @example Microsecond timestamps
 * ```ts
 * import assert from "node:assert/strict";
 * import { toIconTransactionParams } from "./call_request.ts";
 * const p = toIconTransactionParams(
 *   { from: `hx${"ab".repeat(20)}`, to: `cx${"01".repeat(20)}`, nid: "0x1", value: "0x0", method: "m", params: {} },
 *   { timestampMs: 1 },
 * );
 * assert.ok(p.timestamp === "0x3e8" && p.stepLimit === "0x1e8480" && p.dataType === "call");
 * ```
 */
export function toIconTransactionParams(
  request: IconCallRequest,
  options: { timestampMs: number; stepLimit?: bigint | undefined },
): IconTransactionParams {
  return {
    version: "0x3",
    from: request.from,
    to: request.to,
    value: request.value,
    stepLimit: toHex(options.stepLimit ?? ICON_STEP_LIMIT),
    timestamp: toHex(BigInt(Math.trunc(options.timestampMs)) * 1000n),
    nid: request.nid,
    dataType: "call",
    data: { method: request.method, params: request.params },
  };
}
