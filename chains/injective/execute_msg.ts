/**
 * The CosmWasm execute messages of the Injective spoke (facts from the platform SDK's `InjectiveSpokeService`):
 * a deposit is `{transfer: {token, to, amount, data}}` on the asset manager with the coin attached as funds
 * (`to`: the hub wallet's 20 bytes, `data`: the hub call list, both as JSON arrays of byte values; `amount`: a
 * decimal string, CosmWasm `Uint128`); a message without a deposit is `{send_message: {dst_chain_id, dst_address,
 * payload}}` on the connection (`dst_chain_id`: the hub's relay chain id as a JSON number).
 *
 * @example A deposit of 5 INJ with its funds
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildInjectiveDepositRequest } from "./execute_msg.ts";
 * const r = buildInjectiveDepositRequest({
 *   assetManager: "inj1dg6tm62uup53wn2kn97caeqfwt0sukx3qjk8rw", token: "inj", amount: 5n,
 *   hubWallet: "0x0102030405060708090a0b0c0d0e0f1011121314", payload: "0xff",
 * });
 * assert.deepEqual(r.funds, [{ denom: "inj", amount: "5" }]);
 * assert.deepEqual((r.msg as { transfer: { data: number[] } }).transfer.data, [255]);
 * ```
 * @module
 */
import { type Hex, hexToBytes } from "viem";
import { getIntentRelayChainId, HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import type { InjectiveExecuteRequest } from "./wallet.ts";

/** The asset manager's deposit message. */
export interface InjectiveTransferMsg {
  /** `transfer` of the asset manager. */
  transfer: {
    /** The deposited denom. */
    token: string;
    /** The hub receiver's bytes. */
    to: number[];
    /** Amount in base units (decimal string). */
    amount: string;
    /** The hub call list's bytes. */
    data: number[];
  };
}

/** The connection's message to the hub. */
export interface InjectiveSendMessageMsg {
  /** `send_message` of the connection. */
  send_message: {
    /** Relay chain id of the destination (the hub). */
    dst_chain_id: number;
    /** The hub receiver's bytes. */
    dst_address: number[];
    /** The hub call list's bytes. */
    payload: number[];
  };
}

/** Parameters of {@link buildInjectiveDepositRequest}. */
export interface InjectiveDepositRequestParams {
  /** The asset manager contract (`inj1...`). */
  assetManager: string;
  /** The deposited denom (`inj`, `factory/...`, `ibc/...`, `peggy0x...`). */
  token: string;
  /** Amount in base units. */
  amount: bigint;
  /** The user's hub wallet (hex). */
  hubWallet: Hex;
  /** The hub call list (hex). */
  payload: Hex;
}

/**
 * Builds the asset-manager deposit (no checks: the callers validated every field).
 *
 * @param params see {@link InjectiveDepositRequestParams}
 * @returns the execute request with the coin attached
 * @example The receiver is the hub wallet's bytes
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildInjectiveDepositRequest } from "./execute_msg.ts";
 * const r = buildInjectiveDepositRequest({
 *   assetManager: "inj1x", token: "inj", amount: 1n, hubWallet: `0x${"01".repeat(20)}`, payload: "0x",
 * });
 * assert.equal((r.msg as { transfer: { to: number[] } }).transfer.to.length, 20);
 * ```
 */
export function buildInjectiveDepositRequest(params: InjectiveDepositRequestParams): InjectiveExecuteRequest {
  const msg: InjectiveTransferMsg = {
    transfer: {
      token: params.token,
      to: Array.from(hexToBytes(params.hubWallet)),
      amount: params.amount.toString(),
      data: Array.from(hexToBytes(params.payload)),
    },
  };
  return {
    contractAddress: params.assetManager,
    msg: { ...msg },
    funds: [{ denom: params.token, amount: params.amount.toString() }],
  };
}

/**
 * Builds the connection message to the hub (nothing moved).
 *
 * @param params the connection, the hub wallet and the hub call list
 * @returns the execute request (no funds)
 * @example To the hub (relay chain id 146)
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildInjectiveMessageRequest } from "./execute_msg.ts";
 * const r = buildInjectiveMessageRequest({ connection: "inj1c", hubWallet: `0x${"01".repeat(20)}`, payload: "0x12" });
 * assert.equal((r.msg as { send_message: { dst_chain_id: number } }).send_message.dst_chain_id, 146);
 * assert.deepEqual(r.funds, []);
 * ```
 */
export function buildInjectiveMessageRequest(
  params: { connection: string; hubWallet: Hex; payload: Hex; hubRelayChainId?: bigint | undefined },
): InjectiveExecuteRequest {
  const msg: InjectiveSendMessageMsg = {
    send_message: {
      dst_chain_id: Number(params.hubRelayChainId ?? getIntentRelayChainId(HUB_CHAIN_KEY)),
      dst_address: Array.from(hexToBytes(params.hubWallet)),
      payload: Array.from(hexToBytes(params.payload)),
    },
  };
  return { contractAddress: params.connection, msg: { ...msg }, funds: [] };
}
