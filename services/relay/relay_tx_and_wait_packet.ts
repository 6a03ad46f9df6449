/**
 * `relayTxAndWaitPacket`: submits a spoke transaction to the relayer and waits for its packet to be executed.
 *
 * @example Relay an EVM spoke tx through a stub relayer
 * ```ts
 * import assert from "node:assert/strict";
 * import { relayTxAndWaitPacket } from "./relay_tx_and_wait_packet.ts";
 * const packet = {
 *   src_chain_id: 30, src_tx_hash: "0xab", src_address: "0x01", status: "executed", dst_chain_id: 146,
 *   conn_sn: 1, dst_address: "0x02", dst_tx_hash: "0xcd", signatures: [], payload: "0x",
 * };
 * const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
 *   const { action } = JSON.parse(String(init?.body));
 *   return Response.json(action === "submit" ? { success: true, message: "ok" } : { success: true, data: [packet] });
 * };
 * const r = await relayTxAndWaitPacket({
 *   srcTxHash: "0xab", chainKey: "0x2105.base", data: { address: "0x02", payload: "0x1234" },
 *   relayerApiEndpoint: "http://relay.test/", transport: { fetch },
 * });
 * assert.ok(r.ok && r.value.dst_tx_hash === "0xcd");
 * ```
 * @module
 */
import {
  getIntentRelayChainId,
  isSplitTxChain,
  isSpokeChainKey,
  type RelayChainIds,
  type SpokeChainKey,
} from "../../core/chains/mod.ts";
import { type ClientError, clientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import {
  type PacketData,
  type RelayExtraData,
  relayExtraDataSchema,
  type SubmitTxParams,
  submitTxParamsSchema,
} from "../../core/schemas/relayer.ts";
import { checkParams } from "./_relay_call.ts";
import { createAdaptiveRelayPollSchedule } from "./adaptive_poll_schedule.ts";
import { pollUntilExecuted, relayAborted, relayTimeout, type RelayWaitHooks } from "./_poll.ts";
import { DEFAULT_RELAY_TX_TIMEOUT, RELAY_REQUEST_TIMEOUT_MS } from "./constants.ts";
import { submitTransaction } from "./submit_transaction.ts";
import { checkTimeout } from "./wait_until_intent_executed.ts";
import { describeValue } from "../../core/describe_value.ts";
import { guardAsync } from "../../core/guard/guard_result.ts";

/** `RelayAndWaitParams` (docs/rules/relay.md#relay-functions). */
export interface RelayAndWaitParams {
  /** The spoke tx hash. */
  srcTxHash: string;
  /** Hub destination and full call payload; forwarded only for split-tx chains (Solana, Bitcoin). */
  data?: RelayExtraData | undefined;
  /** The chain the tx was sent on. */
  chainKey: SpokeChainKey;
  /** The relayer root. */
  relayerApiEndpoint: string;
  /** Timeout of submission plus wait, in ms; 0 makes no call. @default DEFAULT_RELAY_TX_TIMEOUT (120000) */
  timeout?: number | undefined;
  /** The client's relay chain ids (`relay.relayChainIdMap`). @default the packaged table */
  relayChainIds?: RelayChainIds | undefined;
}

/** Parameters of {@link relayTxAndWaitPacket}: {@link RelayAndWaitParams} plus signal, clock and hooks. */
export type RelayTxAndWaitPacketParams = RelayAndWaitParams & RelayWaitHooks;

/**
 * Builds the `submit` params of a chain: `data` is forwarded only for split-tx chains, where it is required.
 *
 * @param chainKey the source chain
 * @param srcTxHash the spoke tx hash
 * @param data the extra data the caller supplies
 * @param ids the client's relay chain ids. @default the packaged table
 * @returns `Result<SubmitTxParams, ClientError>`: `UNKNOWN_CHAIN_KEY`, or `VALIDATION_FAILED` with
 *   `context.field` `data` when a split-tx chain lacks it
 * @example Data is dropped for an EVM chain
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildSubmitParams } from "./relay_tx_and_wait_packet.ts";
 * const r = buildSubmitParams("0x2105.base", "0xab", { address: "0x1", payload: "0x2" });
 * assert.ok(r.ok && r.value.data === undefined && r.value.chain_id === "30");
 * ```
 */
export function buildSubmitParams(
  chainKey: SpokeChainKey,
  srcTxHash: string,
  data: RelayExtraData | undefined,
  ids?: RelayChainIds | undefined,
): Result<SubmitTxParams, ClientError> {
  if (!isSpokeChainKey(chainKey)) {
    return err(
      clientError("UNKNOWN_CHAIN_KEY", `Cannot relay: unknown chain key ${describeValue(chainKey)}`, {
        field: "chainKey",
        value: describeValue(chainKey),
      }),
    );
  }
  const chainId = getIntentRelayChainId(chainKey, ids).toString();
  if (!isSplitTxChain(chainKey)) return { ok: true, value: { chain_id: chainId, tx_hash: srcTxHash } };
  if (data === undefined) {
    return err(clientError("VALIDATION_FAILED", `Cannot relay: data is required for ${chainKey}`, {
      field: "data",
      reason: "required for split-tx chains (Solana, Bitcoin)",
      chainKey,
    }));
  }
  const d = checkParams(relayExtraDataSchema, data, "relay");
  if (!d.ok) return d;
  return { ok: true, value: { chain_id: chainId, tx_hash: srcTxHash, data: d.value } };
}

/**
 * Submits `srcTxHash` to the relayer (chain key converted to its relay chain id; `data` forwarded only for
 * Solana and Bitcoin), then polls until its packet is `executed` (see `waitUntilIntentExecuted` for the
 * failure rules). The schedule is told the wait follows a fresh submit (`origin: "submit"`): the default does
 * not poll right after a successful submission (the packet was just created) but
 * `DEFAULT_RELAY_FIRST_POLL_AFTER_SUBMIT_MS` (1.4 s) later, then sleeps a fraction of the elapsed time by status
 * ({@link defaultRelayPollSchedule}). With a `latency` estimator (the entry object passes its own) it records
 * each relay it sees executed there and polls on `createAdaptiveRelayPollSchedule(latency)`, which learns where
 * this deployment's relays finish. `timeout` covers both steps: the submission is bounded by
 * `min(RELAY_REQUEST_TIMEOUT_MS, remaining)` too, sleeps never pass the deadline, and `timeout` 0 makes no call.
 *
 * @param params {@link RelayAndWaitParams} plus optional signal, `onPoll`, schedule, sleep, clock, transport
 * @returns `Result<PacketData, ClientError>`: `SUBMIT_TX_FAILED` and `HTTP_REQUEST_FAILED` from the submission
 *   (as `submitTransaction` returns them), `RELAY_TIMEOUT`, `HTTP_REQUEST_FAILED` from polling, `ABORTED`,
 *   `VALIDATION_FAILED`, `UNKNOWN_CHAIN_KEY`, `INVALID_URL`
 * @example Solana without data fails before any call
 * ```ts
 * import assert from "node:assert/strict";
 * import { relayTxAndWaitPacket } from "./relay_tx_and_wait_packet.ts";
 * const r = await relayTxAndWaitPacket({ srcTxHash: "5xL", chainKey: "solana", relayerApiEndpoint: "http://relay.test/" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "data");
 * ```
 */
export function relayTxAndWaitPacket(
  params: RelayTxAndWaitPacketParams,
): Promise<Result<PacketData, ClientError>> {
  return guardedRelayTxAndWaitPacket(params);
}

const guardedRelayTxAndWaitPacket = /* @__PURE__ */ guardAsync(
  "relayTxAndWaitPacket",
  relayTxAndWaitPacketUnguarded,
  {
    params: ["params"],
  },
);

async function relayTxAndWaitPacketUnguarded(
  params: RelayTxAndWaitPacketParams,
): Promise<Result<PacketData, ClientError>> {
  const timeout = checkTimeout(params.timeout ?? DEFAULT_RELAY_TX_TIMEOUT);
  if (!timeout.ok) return timeout;
  const submitParams = buildSubmitParams(
    params.chainKey,
    params.srcTxHash,
    params.data,
    params.relayChainIds,
  );
  if (!submitParams.ok) return submitParams;
  const checked = checkParams(submitTxParamsSchema, submitParams.value, "relay");
  if (!checked.ok) return checked;
  const pollParams = { chain_id: checked.value.chain_id, tx_hash: checked.value.tx_hash };
  const now = params.now ?? Date.now;
  const startedAt = now();
  const timeoutMs = timeout.value;
  if (params.signal?.aborted) return err(relayAborted(pollParams, 0, params.signal.reason));
  if (timeoutMs === 0) return err(relayTimeout({ params: pollParams, timeoutMs }, 0));
  const submitted = await submitTransaction(checked.value, params.relayerApiEndpoint, {
    timeoutMs: Math.min(RELAY_REQUEST_TIMEOUT_MS, timeoutMs),
    signal: params.signal,
    transport: params.transport,
  });
  if (!submitted.ok) {
    const e = submitted.error;
    if (e.code === "ABORTED") return err(relayAborted(pollParams, 0, e.cause));
    const timedOut = e.cause instanceof Error && (e.cause as { code?: unknown }).code === "REQUEST_TIMEOUT";
    if (timedOut && now() - startedAt >= timeoutMs) {
      return err(relayTimeout({ params: pollParams, timeoutMs }, 0));
    }
    return submitted;
  }
  const latency = params.latency;
  let lowMs = 0;
  let inFlightMs: number | undefined;
  const result = await pollUntilExecuted({
    ...params,
    schedule: params.schedule ?? (latency ? createAdaptiveRelayPollSchedule(latency) : undefined),
    onPoll: latency
      ? (event) => {
        if (event.observation !== "executed") lowMs = event.elapsedMs;
        if (event.observation === "pending" || event.observation === "validating") {
          inFlightMs = event.elapsedMs;
        }
        params.onPoll?.(event);
      }
      : params.onPoll,
    params: pollParams,
    apiUrl: params.relayerApiEndpoint,
    timeoutMs,
    startedAt,
    now,
    origin: "submit",
  });
  if (result.ok && latency) latency.record({ lowMs, highMs: now() - startedAt, inFlightMs });
  return result;
}
