/**
 * The outcome of a hub-service write, for every source family.
 *
 * Every variant keeps the EVM-era fields (`kind`, `tx`, `relayData`, and `srcTxHash` / `hubTxHash` when sent) so
 * callers written for EVM sources keep working, and adds `family`:
 * - `family: "EVM"`: `tx` is the unsigned EVM transaction ({@link EvmRawTx}), and the raw form's `rawTx` is
 *   `{family: "EVM", tx}`.
 * - Other families: `tx` is a family-neutral summary ({@link HubSourceTx}: sender, spoke contract, native value,
 *   hub payload), and the raw form's `rawTx` is the unsigned transaction in the family's own form
 *   ({@link SpokeHubCallRawTx}: Solana a base64 serialized transaction, Stellar an XDR envelope, ICON the
 *   `icx_sendTransaction` params). Sign and send `rawTx`, then relay it as {@link RelayData} says.
 *
 * @example Narrow to the raw transaction of a family
 * ```ts
 * import assert from "node:assert/strict";
 * import type { HubWriteResult } from "./write_result.ts";
 * function solanaTx(r: HubWriteResult): string | undefined {
 *   return r.kind === "raw" && r.rawTx.family === "SOLANA" ? r.rawTx.transaction : undefined;
 * }
 * assert.ok(typeof solanaTx === "function");
 * ```
 * @module
 */
import type { Hex } from "viem";
import type { ChainType } from "../../core/chains/mod.ts";
import type { EvmRawTx, RelayData } from "../../chains/evm/swap_intent.ts";
import type { SpokeHubCallRawTx } from "../../chains/spoke/spoke_adapter.ts";

/**
 * What the source transaction of a non-EVM hub-service write does, in the shape of an EVM tx so family-blind code
 * can log or compare it: not signable (sign `rawTx`).
 */
export interface HubSourceTx {
  /** The sender on the source chain, in its own format. */
  from: string;
  /** The spoke contract or program called: the asset manager for a deposit, the connection for a message. */
  to: string;
  /** The amount deposited when it is the chain's native coin, else `0n`. */
  value: bigint;
  /** The hub call list the hub wallet runs (as in `relayData.payload`). */
  data: Hex;
}

/** The source family of a write other than EVM. */
export type NonEvmFamily = Exclude<ChainType, "EVM">;

/** The EVM form of {@link SpokeHubCallRawTx}. */
export type EvmHubCallRawTx = Extract<SpokeHubCallRawTx, { family: "EVM" }>;

/** The non-EVM forms of {@link SpokeHubCallRawTx}. */
export type NonEvmHubCallRawTx = Exclude<SpokeHubCallRawTx, { family: "EVM" }>;

/** The unsigned result of a write (`raw: true`). */
export type HubWriteRaw =
  | { kind: "raw"; family: "EVM"; tx: EvmRawTx; rawTx: EvmHubCallRawTx; relayData: RelayData }
  | { kind: "raw"; family: NonEvmFamily; tx: HubSourceTx; rawTx: NonEvmHubCallRawTx; relayData: RelayData };

/** The result of a sent and relayed write. */
export type HubWriteSent =
  | { kind: "sent"; family: "EVM"; tx: EvmRawTx; relayData: RelayData; srcTxHash: string; hubTxHash: string }
  | {
    kind: "sent";
    family: NonEvmFamily;
    tx: HubSourceTx;
    relayData: RelayData;
    srcTxHash: string;
    hubTxHash: string;
  };

/** The outcome of a hub-service write: see the module doc. */
export type HubWriteResult = HubWriteRaw | HubWriteSent;

/**
 * A hub call list's source transaction sent but not yet relayed: `HubWriteSent` without the hub transaction
 * (`sendHubCallList`, the first step of `executeHubCalls`).
 */
export type HubWriteSubmitted =
  | { kind: "sent"; family: "EVM"; tx: EvmRawTx; relayData: RelayData; srcTxHash: string }
  | { kind: "sent"; family: NonEvmFamily; tx: HubSourceTx; relayData: RelayData; srcTxHash: string };
