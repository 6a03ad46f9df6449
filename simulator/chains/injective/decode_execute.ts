/**
 * `decodeInjectiveExecute`: what one CosmWasm execute message does to the hub, read from its JSON as the spoke
 * contracts define it (facts from the platform SDK's `InjectiveSpokeService`): the asset manager's
 * `{transfer: {token, to, amount, data}}` with the same coin attached is a deposit to hub wallet `to` carrying the
 * call list `data`; the connection's `{send_message: {dst_chain_id, dst_address, payload}}` to the hub (relay
 * chain id 146) is a message. Byte fields are JSON arrays of byte values.
 *
 * @example A message to the hub
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeInjectiveExecute } from "./decode_execute.ts";
 * const r = decodeInjectiveExecute({
 *   sender: "inj1s", contract: "inj1conn", funds: [],
 *   msg: { send_message: { dst_chain_id: 146, dst_address: new Array(20).fill(17), payload: [1, 2] } },
 * }, { assetManager: "inj1am", connection: "inj1conn" });
 * assert.ok(r.kind === "message" && r.relay.payload === "0x0102");
 * ```
 * @module
 */
import { bytesToHex, type Hex } from "viem";
import { HUB_CHAIN_KEY } from "../../../core/chains/chain_keys.ts";
import { simRelayChainId } from "../../client_config/relay_ids.ts";
import type { DecodedExecute } from "./decode_tx.ts";

/** The contracts the decoder recognises. */
export interface InjectiveSimContracts {
  /** Receives deposits. */
  assetManager: string;
  /** Sends messages. */
  connection: string;
}

/** What the message does. */
export type DecodedInjectiveExecute =
  | {
    kind: "deposit";
    relay: { address: Hex; payload: Hex };
    deposit: { token: string; to: Hex; amount: bigint; hubCalls: Hex };
  }
  | { kind: "message"; relay: { address: Hex; payload: Hex } }
  | { kind: "other" }
  | { kind: "reverted"; reason: string };

const HUB_RELAY_ID = Number(simRelayChainId(HUB_CHAIN_KEY));

/**
 * Classifies one execute message.
 *
 * @param execute the decoded message
 * @param contracts the spoke contracts
 * @returns deposit, message, other (no hub effect) or reverted with the contract's reason
 */
export function decodeInjectiveExecute(
  execute: DecodedExecute,
  contracts: InjectiveSimContracts,
): DecodedInjectiveExecute {
  const msg = execute.msg as Record<string, unknown> | undefined;
  if (execute.contract === contracts.connection) {
    const send = object(msg?.send_message);
    if (send === undefined) return { kind: "reverted", reason: "connection: unknown execute message" };
    if (send.dst_chain_id !== HUB_RELAY_ID) {
      return { kind: "reverted", reason: `message destination ${String(send.dst_chain_id)} is not the hub` };
    }
    const to = bytes(send.dst_address);
    const payload = bytes(send.payload);
    if (to === undefined || to.length !== 20) {
      return { kind: "reverted", reason: "dst_address is not 20 bytes" };
    }
    if (payload === undefined) return { kind: "reverted", reason: "payload is not a byte array" };
    return { kind: "message", relay: { address: bytesToHex(to), payload: bytesToHex(payload) } };
  }
  if (execute.contract !== contracts.assetManager) return { kind: "other" };
  const transfer = object(msg?.transfer);
  if (transfer === undefined) return { kind: "reverted", reason: "asset manager: unknown execute message" };
  const { token, amount } = transfer;
  if (
    typeof token !== "string" || typeof amount !== "string" || !/^\d{1,39}$/.test(amount) ||
    BigInt(amount) === 0n
  ) {
    return { kind: "reverted", reason: "transfer needs a token and a positive amount string" };
  }
  const value = BigInt(amount);
  const sent = execute.funds.filter((c) => c.amount > 0n);
  if (sent.length !== 1 || sent[0]!.denom !== token || sent[0]!.amount !== value) {
    return { kind: "reverted", reason: `funds must be exactly ${amount}${token}` };
  }
  const to = bytes(transfer.to);
  const data = bytes(transfer.data);
  if (to === undefined || to.length !== 20) return { kind: "reverted", reason: "to is not 20 bytes" };
  if (data === undefined) return { kind: "reverted", reason: "data is not a byte array" };
  const hubWallet = bytesToHex(to);
  const payload = bytesToHex(data);
  return {
    kind: "deposit",
    relay: { address: hubWallet, payload },
    deposit: { token, to: hubWallet, amount: value, hubCalls: payload },
  };
}

function object(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? value as Record<string, unknown>
    : undefined;
}

function bytes(value: unknown): Uint8Array | undefined {
  if (!Array.isArray(value)) return undefined;
  if (!value.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)) return undefined;
  return Uint8Array.from(value as number[]);
}
