/**
 * Wire schemas of the relayer API (docs/rules/relay.md#relayer-api): every request is `POST /` with `{action,
 * params}`.
 *
 * @example Validate a packet
 * ```ts
 * import assert from "node:assert/strict";
 * import { packetDataSchema } from "./relayer.ts";
 * const p = packetDataSchema.parse({
 *   src_chain_id: 30, src_tx_hash: "0xab", src_address: "0x01", status: "executed", dst_chain_id: 146,
 *   conn_sn: 1, dst_address: "0x02", dst_tx_hash: "0xcd", signatures: [], payload: "0x",
 * });
 * assert.ok(p.status === "executed");
 * ```
 * @module
 */
import * as z from "./zod.ts";

/** Packet states, in the order a packet moves through them. */
export const PACKET_STATUSES = ["pending", "validating", "executing", "executed"] as const;
/** A relay packet state. */
export type PacketStatus = typeof PACKET_STATUSES[number];

/** Extra data of split-tx chains (Solana, Bitcoin): the hub destination and the full call payload. */
export const relayExtraDataSchema: z.ZodMiniType<RelayExtraData> = z.object({
  address: z.string().check(z.minLength(1)),
  payload: z.string().check(z.minLength(1)),
});
/** `RelayExtraData`: hub destination address and full call payload (hex). */
export interface RelayExtraData {
  /** Hub destination address. */
  address: string;
  /** Full call payload (hex). */
  payload: string;
}

/** `SubmitTxParams`. */
export const submitTxParamsSchema: z.ZodMiniType<SubmitTxParams> = z.object({
  chain_id: z.string().check(z.regex(/^[0-9]{1,78}$/)),
  tx_hash: z.string().check(z.minLength(1)),
  data: z.optional(relayExtraDataSchema),
});
/** `SubmitTxParams` on the wire: relay chain id as decimal string, spoke tx hash, split-tx data. */
export interface SubmitTxParams {
  /** Relay chain id of the source chain (decimal string). */
  chain_id: string;
  /** Spoke tx hash to relay. */
  tx_hash: string;
  /** Split-tx chains only: the hub destination and payload. */
  data?: RelayExtraData | undefined;
}

/** `SubmitTxResponse`. */
export const submitTxResponseSchema: z.ZodMiniType<SubmitTxResponse> = z.object({
  success: z.boolean(),
  message: z.string(),
});
/** `SubmitTxResponse`. */
export interface SubmitTxResponse {
  /** Whether the relayer accepted the tx. */
  success: boolean;
  /** The relayer's message. */
  message: string;
}

/** `GetTransactionPacketsParams`. */
export const getTransactionPacketsParamsSchema: z.ZodMiniType<GetTransactionPacketsParams> = z.object({
  chain_id: z.string().check(z.regex(/^[0-9]{1,78}$/)),
  tx_hash: z.string().check(z.minLength(1)),
});
/** `GetTransactionPacketsParams`. */
export interface GetTransactionPacketsParams {
  /** Relay chain id of the source chain (decimal string). */
  chain_id: string;
  /** Spoke tx hash. */
  tx_hash: string;
}

/** `GetPacketParams`. */
export const getPacketParamsSchema: z.ZodMiniType<GetPacketParams> = z.object({
  chain_id: z.string().check(z.regex(/^[0-9]{1,78}$/)),
  tx_hash: z.string().check(z.minLength(1)),
  conn_sn: z.string().check(z.regex(/^[0-9]{1,78}$/)),
});
/** `GetPacketParams`. */
export interface GetPacketParams {
  /** Relay chain id of the source chain (decimal string). */
  chain_id: string;
  /** Spoke tx hash. */
  tx_hash: string;
  /** Connection sequence number (decimal string). */
  conn_sn: string;
}

/** `PacketData`. */
export const packetDataSchema: z.ZodMiniType<PacketData> = z.object({
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
export interface PacketData {
  /** Relay chain id of the source chain. */
  src_chain_id: number;
  /** Spoke tx hash. */
  src_tx_hash: string;
  /** Sender contract on the source chain. */
  src_address: string;
  /** Relay progress of the packet. */
  status: PacketStatus;
  /** Relay chain id of the destination (the hub). */
  dst_chain_id: number;
  /** Connection sequence number of the packet. */
  conn_sn: number;
  /** Receiver contract on the destination chain. */
  dst_address: string;
  /** Hub-chain tx hash, used for later solver queries. */
  dst_tx_hash: string;
  /** Validator signatures collected. */
  signatures: string[];
  /** The relayed payload (hex). */
  payload: string;
}

/** `GetTransactionPacketsResponse`. */
export const getTransactionPacketsResponseSchema: z.ZodMiniType<GetTransactionPacketsResponse> = z.object({
  success: z.boolean(),
  data: z.array(packetDataSchema),
});
/** `GetTransactionPacketsResponse`. */
export interface GetTransactionPacketsResponse {
  /** Whether the relayer answered. */
  success: boolean;
  /** Packets of the tx (empty until it is seen). */
  data: PacketData[];
}

/** `GetPacketResponse`: `{success: true, data}` or `{success: false, message}`. */
export const getPacketResponseSchema: z.ZodMiniType<GetPacketResponse> = z.discriminatedUnion("success", [
  z.object({ success: z.literal(true), data: packetDataSchema }),
  z.object({ success: z.literal(false), message: z.string() }),
]);
/** `GetPacketResponse`. */
export type GetPacketResponse = { success: true; data: PacketData } | { success: false; message: string };

/** The request envelope, one variant per action. */
export const relayRequestSchema: z.ZodMiniType<RelayRequest> = z.discriminatedUnion("action", [
  z.object({ action: z.literal("submit"), params: submitTxParamsSchema }),
  z.object({ action: z.literal("get_transaction_packets"), params: getTransactionPacketsParamsSchema }),
  z.object({ action: z.literal("get_packet"), params: getPacketParamsSchema }),
]);
/** A relayer request body. */
export type RelayRequest =
  | { action: "submit"; params: SubmitTxParams }
  | { action: "get_transaction_packets"; params: GetTransactionPacketsParams }
  | { action: "get_packet"; params: GetPacketParams };
