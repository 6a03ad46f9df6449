/**
 * Wire schemas of the relayer API (SPEC 2.4, 4.3): every request is `POST /` with `{action, params}`.
 *
 * @example Validate a packet
 * ```ts
 * import { packetDataSchema } from "./relayer.ts";
 * const p = packetDataSchema.parse({
 *   src_chain_id: 30, src_tx_hash: "0xab", src_address: "0x01", status: "executed", dst_chain_id: 146,
 *   conn_sn: 1, dst_address: "0x02", dst_tx_hash: "0xcd", signatures: [], payload: "0x",
 * });
 * console.assert(p.status === "executed");
 * ```
 * @module
 */
import { z } from "zod";

/** Packet states, in the order a packet moves through them. */
export const PACKET_STATUSES = ["pending", "validating", "executing", "executed"] as const;
/** A relay packet state. */
export type PacketStatus = typeof PACKET_STATUSES[number];

/** Extra data of split-tx chains (Solana, Bitcoin): the hub destination and the full call payload. */
export const relayExtraDataSchema = z.object({
  address: z.string().min(1),
  payload: z.string().min(1),
});
/** `RelayExtraData`. */
export type RelayExtraData = z.infer<typeof relayExtraDataSchema>;

/** `SubmitTxParams`. */
export const submitTxParamsSchema = z.object({
  chain_id: z.string().regex(/^[0-9]+$/),
  tx_hash: z.string().min(1),
  data: relayExtraDataSchema.optional(),
});
/** `SubmitTxParams` on the wire. */
export type SubmitTxParams = z.infer<typeof submitTxParamsSchema>;

/** `SubmitTxResponse`. */
export const submitTxResponseSchema = z.object({ success: z.boolean(), message: z.string() });
/** `SubmitTxResponse`. */
export type SubmitTxResponse = z.infer<typeof submitTxResponseSchema>;

/** `GetTransactionPacketsParams`. */
export const getTransactionPacketsParamsSchema = z.object({
  chain_id: z.string().regex(/^[0-9]+$/),
  tx_hash: z.string().min(1),
});
/** `GetTransactionPacketsParams`. */
export type GetTransactionPacketsParams = z.infer<typeof getTransactionPacketsParamsSchema>;

/** `GetPacketParams`. */
export const getPacketParamsSchema = z.object({
  chain_id: z.string().regex(/^[0-9]+$/),
  tx_hash: z.string().min(1),
  conn_sn: z.string().regex(/^[0-9]+$/),
});
/** `GetPacketParams`. */
export type GetPacketParams = z.infer<typeof getPacketParamsSchema>;

/** `PacketData`. */
export const packetDataSchema = z.object({
  src_chain_id: z.number(),
  src_tx_hash: z.string(),
  src_address: z.string(),
  status: z.enum(PACKET_STATUSES),
  dst_chain_id: z.number(),
  conn_sn: z.number(),
  dst_address: z.string(),
  dst_tx_hash: z.string(),
  signatures: z.array(z.string()),
  payload: z.string(),
});
/** `PacketData`. */
export type PacketData = z.infer<typeof packetDataSchema>;

/** `GetTransactionPacketsResponse`. */
export const getTransactionPacketsResponseSchema = z.object({
  success: z.boolean(),
  data: z.array(packetDataSchema),
});
/** `GetTransactionPacketsResponse`. */
export type GetTransactionPacketsResponse = z.infer<typeof getTransactionPacketsResponseSchema>;

/** `GetPacketResponse`: `{success: true, data}` or `{success: false, message}`. */
export const getPacketResponseSchema = z.discriminatedUnion("success", [
  z.object({ success: z.literal(true), data: packetDataSchema }),
  z.object({ success: z.literal(false), message: z.string() }),
]);
/** `GetPacketResponse`. */
export type GetPacketResponse = z.infer<typeof getPacketResponseSchema>;

/** The request envelope, one variant per action. */
export const relayRequestSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("submit"), params: submitTxParamsSchema }),
  z.object({ action: z.literal("get_transaction_packets"), params: getTransactionPacketsParamsSchema }),
  z.object({ action: z.literal("get_packet"), params: getPacketParamsSchema }),
]);
/** A relayer request body. */
export type RelayRequest = z.infer<typeof relayRequestSchema>;
