/**
 * `getPacket`: reads one relay packet by connection serial number (`get_packet`).
 *
 * @example Read a packet from a stub relayer
 * ```ts
 * import assert from "node:assert/strict";
 * import { getPacket } from "./get_packet.ts";
 * const packet = {
 *   src_chain_id: 30, src_tx_hash: "0xab", src_address: "0x01", status: "executed", dst_chain_id: 146,
 *   conn_sn: 7, dst_address: "0x02", dst_tx_hash: "0xcd", signatures: [], payload: "0x",
 * };
 * const fetch = () => Promise.resolve(Response.json({ success: true, data: packet }));
 * const r = await getPacket({ chain_id: "30", tx_hash: "0xab", conn_sn: "7" }, "http://relay.test/", {
 *   transport: { fetch },
 * });
 * assert.ok(r.ok && r.value.dst_tx_hash === "0xcd");
 * ```
 * @module
 */
import { type ClientError, clientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import {
  type GetPacketParams,
  getPacketParamsSchema,
  getPacketResponseSchema,
  type PacketData,
} from "../../core/schemas/relayer.ts";
import { checkParams, relayCall, relayHttpError, type RelayRequestOptions } from "./relay_client.ts";
import { guardAsync } from "../../core/guard/guard_result.ts";

/**
 * Reads packet `conn_sn` of `tx_hash` on relay chain `chain_id`.
 *
 * Errors: `RELAY_FAILED` when the relayer answers `{success: false, message}` (`context.relayMessage`, `cause` =
 * `Error(message)`); `HTTP_REQUEST_FAILED` for transport failures (as {@link getTransactionPackets});
 * `VALIDATION_FAILED` (empty fields, non-numeric `conn_sn`), `INVALID_URL`, `ABORTED`.
 *
 * @param payload `{chain_id, tx_hash, conn_sn}` (decimal strings for the ids)
 * @param apiUrl the relayer root
 * @param options timeout (unbounded by default), signal and transport
 * @returns `Result<PacketData, ClientError>`
 *
 * @example A single-packet failure
 * ```ts
 * import assert from "node:assert/strict";
 * import { getPacket } from "./get_packet.ts";
 * const fetch = () => Promise.resolve(Response.json({ success: false, message: "no packet" }));
 * const r = await getPacket({ chain_id: "30", tx_hash: "0xab", conn_sn: "7" }, "http://relay.test/", {
 *   transport: { fetch },
 * });
 * assert.ok(!r.ok && r.error.context.relayMessage === "no packet");
 * ```
 */
export function getPacket(
  payload: GetPacketParams,
  apiUrl: string,
  options: RelayRequestOptions = {},
): Promise<Result<PacketData, ClientError>> {
  return guardedGetPacket(payload, apiUrl, options);
}

const guardedGetPacket = /* @__PURE__ */ guardAsync("getPacket", getPacketUnguarded);

async function getPacketUnguarded(
  payload: GetPacketParams,
  apiUrl: string,
  options: RelayRequestOptions = {},
): Promise<Result<PacketData, ClientError>> {
  const params = checkParams(getPacketParamsSchema, payload, "get packet");
  if (!params.ok) return params;
  const res = await relayCall(apiUrl, "get_packet", params.value, getPacketResponseSchema, "read", options);
  if (!res.ok) return err(relayHttpError(res.error, "get_packet"));
  if (res.value.success) return ok(res.value.data);
  return err(clientError("RELAY_FAILED", `Cannot get packet ${params.value.conn_sn}: ${res.value.message}`, {
    relayMessage: res.value.message,
    chainId: params.value.chain_id,
    txHash: params.value.tx_hash,
    connSn: params.value.conn_sn,
  }, new Error(res.value.message)));
}
