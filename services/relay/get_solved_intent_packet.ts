/**
 * `getSolvedIntentPacket`: waits for the relay packet that carries a solver's hub fill to the destination chain.
 *
 * @example Find the fill packet on the destination chain
 * ```ts
 * import assert from "node:assert/strict";
 * import { getSolvedIntentPacket } from "./get_solved_intent_packet.ts";
 * const packet = {
 *   src_chain_id: 146, src_tx_hash: "0xf1", src_address: "0x01", status: "executed", dst_chain_id: 30,
 *   conn_sn: 9, dst_address: "0x02", dst_tx_hash: "0xd5", signatures: [], payload: "0x",
 * };
 * let sent: unknown;
 * const fetch = async (_u: string | URL | Request, init?: RequestInit) => {
 *   sent = JSON.parse(String(init?.body)).params;
 *   return Response.json({ success: true, data: [packet] });
 * };
 * const r = await getSolvedIntentPacket({
 *   chainId: "0x2105.base", fillTxHash: "0xf1", relayerApiEndpoint: "http://relay.test/", transport: { fetch },
 * });
 * assert.ok(r.ok && r.value.dst_tx_hash === "0xd5");
 * assert.ok(JSON.stringify(sent) === JSON.stringify({ chain_id: "30", tx_hash: "0xf1" }));
 * ```
 * @module
 */
import {
  getIntentRelayChainId,
  HUB_RELAY_CHAIN_ID,
  isSpokeChainKey,
  packetLookupChainId,
  type RelayChainIds,
  type SpokeChainKey,
} from "../../core/chains/mod.ts";
import { type ClientError, clientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import type { PacketData } from "../../core/schemas/relayer.ts";
import type { RelayWaitHooks } from "./_poll.ts";
import { DEFAULT_RELAY_TX_TIMEOUT } from "./constants.ts";
import { waitUntilIntentExecuted } from "./wait_until_intent_executed.ts";
import { describeValue } from "../../core/describe_value.ts";
import { guardAsync } from "../../core/guard/guard_result.ts";

/** Parameters of {@link getSolvedIntentPacket}. */
export interface GetSolvedIntentPacketParams extends RelayWaitHooks {
  /** The destination chain: its chain key, or its relay chain id (bigint, number or decimal string). */
  chainId: SpokeChainKey | bigint | number | string;
  /** The solver's hub fill tx hash (`fill_tx_hash` of a SOLVED status). */
  fillTxHash: string;
  /** The relayer root. */
  relayerApiEndpoint: string;
  /** Timeout of the wait in ms. @default DEFAULT_RELAY_TX_TIMEOUT (120000) */
  timeout?: number | undefined;
  /** The client's relay chain ids (`relay.relayChainIdMap`). @default the packaged table */
  relayChainIds?: RelayChainIds | undefined;
}

/**
 * Resolves a chain key or relay chain id to the decimal relay id string the relayer expects.
 *
 * @param chainId a chain key, or a relay id as bigint, number or decimal string
 * @param ids the client's relay chain ids. @default the packaged table
 * @returns `Result<string, ClientError>`; `UNKNOWN_CHAIN_KEY` for anything else
 * @example Both forms
 * ```ts
 * import assert from "node:assert/strict";
 * import { toRelayChainIdString } from "./get_solved_intent_packet.ts";
 * const a = toRelayChainIdString("solana");
 * const b = toRelayChainIdString(30n);
 * assert.ok(a.ok && a.value === "1" && b.ok && b.value === "30");
 * ```
 */
export function toRelayChainIdString(
  chainId: unknown,
  ids?: RelayChainIds | undefined,
): Result<string, ClientError> {
  if (isSpokeChainKey(chainId)) return { ok: true, value: getIntentRelayChainId(chainId, ids).toString() };
  if (typeof chainId === "bigint" && chainId >= 0n) return { ok: true, value: chainId.toString() };
  if (typeof chainId === "number" && Number.isSafeInteger(chainId) && chainId >= 0) {
    return { ok: true, value: describeValue(chainId) };
  }
  if (typeof chainId === "string" && /^[0-9]+$/.test(chainId)) return { ok: true, value: chainId };
  return err(
    clientError("UNKNOWN_CHAIN_KEY", `Cannot resolve chain ${describeValue(chainId)} to a relay chain id`, {
      field: "chainId",
      value: describeValue(chainId),
    }),
  );
}

/**
 * Polls `get_transaction_packets` with `chain_id` = the destination chain's relay id (the packet-lookup rule of a
 * packet leaving the hub: docs/wire_inventory.md#packet-lookup) and `tx_hash` = the hub fill hash until the
 * matching packet is `executed`; the caller reads `dst_tx_hash` (the destination-chain tx).
 * Timing and failure rules are those of `waitUntilIntentExecuted`.
 *
 * @param params destination chain, fill hash, relayer URL, timeout and optional hooks
 * @returns `Result<PacketData, ClientError>`: `RELAY_TIMEOUT`, `HTTP_REQUEST_FAILED`, `ABORTED`,
 *   `UNKNOWN_CHAIN_KEY`, `VALIDATION_FAILED`, `INVALID_URL`
 * @example An unknown chain
 * ```ts
 * import assert from "node:assert/strict";
 * import { getSolvedIntentPacket } from "./get_solved_intent_packet.ts";
 * const r = await getSolvedIntentPacket({ chainId: "mars", fillTxHash: "0xf1", relayerApiEndpoint: "http://r.test/" });
 * assert.ok(!r.ok && r.error.code === "UNKNOWN_CHAIN_KEY");
 * ```
 */
export function getSolvedIntentPacket(
  params: GetSolvedIntentPacketParams,
): Promise<Result<PacketData, ClientError>> {
  return guardedGetSolvedIntentPacket(params);
}

const guardedGetSolvedIntentPacket = /* @__PURE__ */ guardAsync(
  "getSolvedIntentPacket",
  getSolvedIntentPacketUnguarded,
  {
    params: ["params"],
  },
);

async function getSolvedIntentPacketUnguarded(
  params: GetSolvedIntentPacketParams,
): Promise<Result<PacketData, ClientError>> {
  const dst = toRelayChainIdString(params.chainId, params.relayChainIds);
  if (!dst.ok) return dst;
  const { chainId: _c, fillTxHash, relayerApiEndpoint, timeout, ...hooks } = params;
  return await waitUntilIntentExecuted({
    ...hooks,
    intentRelayChainId: packetLookupChainId(HUB_RELAY_CHAIN_ID, BigInt(dst.value)).toString(),
    srcTxHash: fillTxHash,
    apiUrl: relayerApiEndpoint,
    timeout: timeout ?? DEFAULT_RELAY_TX_TIMEOUT,
  });
}
