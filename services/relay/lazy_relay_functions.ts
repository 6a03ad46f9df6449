/**
 * The relay free functions the package root exports, loading their code on first call: same names, parameters,
 * results and failures as the functions of `services/relay/` they forward to, so a page that never relays
 * itself (the backend's submit-tx job delivers its swaps) does not ship the relay wait, its schedules and the
 * relayer schemas (docs/browser.md#size). A failed load (a chunk the network could not fetch) is an
 * `INTEGRATION_ERROR` Result with the import error as `cause`, and the next call tries again.
 *
 * Library code calls the modules of `services/relay/` directly; only the root's re-exports come from here.
 *
 * @example The first call loads the relay code, then forwards
 * ```ts
 * import assert from "node:assert/strict";
 * import { relayTxAndWaitPacket } from "./lazy_relay_functions.ts";
 * const r = await relayTxAndWaitPacket({ srcTxHash: "5xL", chainKey: "solana", relayerApiEndpoint: "http://relay.test/" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "data");
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type {
  GetPacketParams,
  GetTransactionPacketsParams,
  GetTransactionPacketsResponse,
  PacketData,
  SubmitTxParams,
  SubmitTxResponse,
} from "../../core/schemas/relayer.ts";
import type { RelayRequestOptions } from "./_relay_call.ts";
import type { GetTransactionPacketsOptions } from "./get_transaction_packets.ts";
import type { RelayTxAndWaitPacketParams } from "./relay_tx_and_wait_packet.ts";
import type { GetSolvedIntentPacketParams } from "./get_solved_intent_packet.ts";
import type { WaitUntilIntentExecutedParams } from "./wait_until_intent_executed.ts";

/**
 * Imports one relay module for `name`, or the `INTEGRATION_ERROR` of a failed load.
 *
 * @param name the function being called, for the error
 * @param load the module's dynamic import
 * @returns the module, or the failure
 * @example A failed load is a Result
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadRelayModule } from "./lazy_relay_functions.ts";
 * const r = await loadRelayModule("getPacket", () => Promise.reject(new TypeError("chunk fetch failed")));
 * assert.ok(!r.ok && r.error.code === "INTEGRATION_ERROR" && r.error.context.action === "getPacket");
 * ```
 */
export async function loadRelayModule<M>(
  name: string,
  load: () => Promise<M>,
): Promise<Result<M, ClientError>> {
  try {
    return ok(await load());
  } catch (cause) {
    return err(
      new ClientError("INTEGRATION_ERROR", `Cannot call ${name}: the relay code failed to load`, {
        context: { action: name, phase: "load" },
        cause,
      }),
    );
  }
}

/**
 * `relayTxAndWaitPacket` (`services/relay/relay_tx_and_wait_packet.ts`), loaded on first call: submits a spoke
 * tx to the relayer and waits for its packet to be `executed`.
 *
 * @param params see `RelayTxAndWaitPacketParams`
 * @returns the executed packet, or the failures of the loaded function (and `INTEGRATION_ERROR` on a failed load)
 * @example Solana without data fails before any call
 * ```ts
 * import assert from "node:assert/strict";
 * import { relayTxAndWaitPacket } from "./lazy_relay_functions.ts";
 * const r = await relayTxAndWaitPacket({ srcTxHash: "5xL", chainKey: "solana", relayerApiEndpoint: "http://relay.test/" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export async function relayTxAndWaitPacket(
  params: RelayTxAndWaitPacketParams,
): Promise<Result<PacketData, ClientError>> {
  const m = await loadRelayModule("relayTxAndWaitPacket", () => import("./relay_tx_and_wait_packet.ts"));
  return m.ok ? m.value.relayTxAndWaitPacket(params) : m;
}

/**
 * `getSolvedIntentPacket` (`services/relay/get_solved_intent_packet.ts`), loaded on first call: waits for the
 * fill's packet on the destination chain.
 *
 * @param params see `GetSolvedIntentPacketParams`
 * @returns the packet, or the failures of the loaded function (and `INTEGRATION_ERROR` on a failed load)
 * @example A bad chain id fails before any call
 * ```ts
 * import assert from "node:assert/strict";
 * import { getSolvedIntentPacket } from "./lazy_relay_functions.ts";
 * const r = await getSolvedIntentPacket({ chainId: "mars", fillTxHash: "0xab", relayerApiEndpoint: "http://relay.test/" });
 * assert.ok(!r.ok);
 * ```
 */
export async function getSolvedIntentPacket(
  params: GetSolvedIntentPacketParams,
): Promise<Result<PacketData, ClientError>> {
  const m = await loadRelayModule("getSolvedIntentPacket", () => import("./get_solved_intent_packet.ts"));
  return m.ok ? m.value.getSolvedIntentPacket(params) : m;
}

/**
 * `waitUntilIntentExecuted` (`services/relay/wait_until_intent_executed.ts`), loaded on first call: polls the
 * relayer until the tx's packet is `executed`.
 *
 * @param params see `WaitUntilIntentExecutedParams`
 * @returns the packet, or the failures of the loaded function (and `INTEGRATION_ERROR` on a failed load)
 * @example A negative timeout fails before any call
 * ```ts
 * import assert from "node:assert/strict";
 * import { waitUntilIntentExecuted } from "./lazy_relay_functions.ts";
 * const r = await waitUntilIntentExecuted({
 *   intentRelayChainId: "146", srcTxHash: "0xab", timeout: -1, apiUrl: "http://relay.test/",
 * });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export async function waitUntilIntentExecuted(
  params: WaitUntilIntentExecutedParams,
): Promise<Result<PacketData, ClientError>> {
  const m = await loadRelayModule("waitUntilIntentExecuted", () => import("./wait_until_intent_executed.ts"));
  return m.ok ? m.value.waitUntilIntentExecuted(params) : m;
}

/**
 * `submitTransaction` (`services/relay/submit_transaction.ts`), loaded on first call: submits a spoke tx to the
 * relayer.
 *
 * @param payload the relayer's `submit` params
 * @param apiUrl the relayer endpoint
 * @param options timeout, signal and transport @default {}
 * @returns the relayer's answer, or the failures of the loaded function (and `INTEGRATION_ERROR` on a failed load)
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { submitTransaction } from "./lazy_relay_functions.ts";
 * const fetch = () => Promise.resolve(Response.json({ success: true, message: "submitted" }));
 * const r = await submitTransaction({ chain_id: "30", tx_hash: "0xab" }, "http://relay.test/", { transport: { fetch } });
 * assert.ok(r.ok && r.value.success);
 * ```
 */
export async function submitTransaction(
  payload: SubmitTxParams,
  apiUrl: string,
  options?: RelayRequestOptions,
): Promise<Result<SubmitTxResponse, ClientError>> {
  const m = await loadRelayModule("submitTransaction", () => import("./submit_transaction.ts"));
  return m.ok ? m.value.submitTransaction(payload, apiUrl, options) : m;
}

/**
 * `getTransactionPackets` (`services/relay/get_transaction_packets.ts`), loaded on first call: the relayer's
 * packets of one spoke tx.
 *
 * @param payload `{chain_id, tx_hash}`
 * @param apiUrl the relayer endpoint
 * @param timeoutMs the request budget
 * @param options signal and transport @default {}
 * @returns the packets, or the failures of the loaded function (and `INTEGRATION_ERROR` on a failed load)
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { getTransactionPackets } from "./lazy_relay_functions.ts";
 * const fetch = () => Promise.resolve(Response.json({ success: true, data: [] }));
 * const r = await getTransactionPackets({ chain_id: "30", tx_hash: "0xab" }, "http://relay.test/", 1_000, {
 *   transport: { fetch },
 * });
 * assert.ok(r.ok && r.value.data.length === 0);
 * ```
 */
export async function getTransactionPackets(
  payload: GetTransactionPacketsParams,
  apiUrl: string,
  timeoutMs?: number | undefined,
  options?: GetTransactionPacketsOptions,
): Promise<Result<GetTransactionPacketsResponse, ClientError>> {
  const m = await loadRelayModule("getTransactionPackets", () => import("./get_transaction_packets.ts"));
  return m.ok ? m.value.getTransactionPackets(payload, apiUrl, timeoutMs, options) : m;
}

/**
 * `getPacket` (`services/relay/get_packet.ts`), loaded on first call: one packet by its connection sequence.
 *
 * @param payload `{chain_id, tx_hash, conn_sn}`
 * @param apiUrl the relayer endpoint
 * @param options timeout, signal and transport @default {}
 * @returns the packet, or the failures of the loaded function (and `INTEGRATION_ERROR` on a failed load)
 * @example A single-packet failure
 * ```ts
 * import assert from "node:assert/strict";
 * import { getPacket } from "./lazy_relay_functions.ts";
 * const fetch = () => Promise.resolve(Response.json({ success: false, message: "no packet" }));
 * const r = await getPacket({ chain_id: "30", tx_hash: "0xab", conn_sn: "7" }, "http://relay.test/", {
 *   transport: { fetch },
 * });
 * assert.ok(!r.ok && r.error.context.relayMessage === "no packet");
 * ```
 */
export async function getPacket(
  payload: GetPacketParams,
  apiUrl: string,
  options?: RelayRequestOptions,
): Promise<Result<PacketData, ClientError>> {
  const m = await loadRelayModule("getPacket", () => import("./get_packet.ts"));
  return m.ok ? m.value.getPacket(payload, apiUrl, options) : m;
}
