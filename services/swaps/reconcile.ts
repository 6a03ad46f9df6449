/**
 * `reconcileSwap`: for an app that lost even the resume token, rebuilds it from chain and backend state alone —
 * the relayer's packets of the source tx (hub tx hash, relay data), the backend's intent record (destination
 * chain), the solver's status and the fill's packet on the destination chain — and says what state the swap is
 * in. It only reads; hand the token to `swaps.resume` to finish the swap.
 *
 * States: `notRelayed` (the relayer has no packet of the source tx yet), `relaying` (a packet exists, not yet
 * executed on the hub), `relayed` (on the hub, the solver does not know the intent yet: `/execute` is pending),
 * `executing` (the solver knows it, not filled or partially filled), `solved` (filled, delivery pending),
 * `delivered` (the fill's packet executed on the destination chain), `failed` (the solver reports failure).
 *
 * @example A malformed source chain is refused before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * const r = await new XSwap({}).swaps.reconcile("atlantis" as never, "0xab");
 * assert.ok(!r.ok && r.error.code === "UNKNOWN_CHAIN_KEY");
 * ```
 * @module
 */
import { DEFAULT_TRACK_REQUEST_BUDGET_MS } from "../../core/timing.ts";
import {
  getChainKeyFromRelayChainId,
  HUB_CHAIN_KEY,
  isSpokeChainKey,
  type SpokeChainKey,
} from "../../core/chains/mod.ts";
import { carriedContext, ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { checkCallOptions } from "../../core/options/number_option.ts";
import type { PacketData } from "../../core/schemas/relayer.ts";
import { SolverIntentStatusCode } from "../../core/schemas/solver.ts";
import { describeValue } from "../../core/describe_value.ts";
import { getTransactionPackets, packetQuery } from "../relay/mod.ts";
import { relayIdsOf, type ServiceDeps } from "../deps/service_deps.ts";
import type { SwapResumeToken } from "./resume_token.ts";
import { getIntentStatus } from "./status.ts";

/** Where a reconciled swap stands; see the module doc. */
export type SwapReconcileState =
  | "notRelayed"
  | "relaying"
  | "relayed"
  | "executing"
  | "solved"
  | "delivered"
  | "failed";

/** The value of {@link reconcileSwap}. */
export interface SwapReconcileResult {
  /** Where the swap stands. */
  state: SwapReconcileState;
  /** A token to resume it from (`swaps.resume`). */
  token: SwapResumeToken;
  /** The hub tx hash of the intent, once relayed. */
  hubTxHash?: string | undefined;
  /** The hub tx hash of the fill, once solved. */
  fillTxHash?: string | undefined;
  /** The delivery tx hash on the destination chain, once delivered. */
  dstTxHash?: string | undefined;
}

/** Options of {@link reconcileSwap}. */
export interface SwapReconcileOptions {
  /** Budget of each read in ms. @default 10000 */
  requestBudgetMs?: number | undefined;
}

const matching = (packets: readonly PacketData[], txHash: string): PacketData | undefined =>
  packets.find((p) => p.src_tx_hash.toLowerCase() === txHash.toLowerCase()) ?? packets[0];

/**
 * Reconciles a swap from its source tx; see the module doc.
 *
 * @param deps the swaps service's dependencies
 * @param srcChainKey the source chain
 * @param srcTxHash the source tx that created the intent
 * @param options the per-read budget
 * @returns the state and a resume token; a read that fails (other than "not found") is a failed Result
 * @example An empty hash is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * const r = await new XSwap({}).swaps.reconcile("0x2105.base", "");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export async function reconcileSwap(
  deps: ServiceDeps,
  srcChainKey: SpokeChainKey,
  srcTxHash: string,
  options: SwapReconcileOptions = {},
): Promise<Result<SwapReconcileResult, ClientError>> {
  if (!isSpokeChainKey(srcChainKey)) {
    return err(
      new ClientError(
        "UNKNOWN_CHAIN_KEY",
        `Cannot reconcile swap: unknown chain key ${describeValue(srcChainKey)}`,
        {
          context: { chainKey: describeValue(srcChainKey), phase: "resolve" },
        },
      ),
    );
  }
  if (typeof srcTxHash !== "string" || srcTxHash === "") {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot reconcile swap: srcTxHash must be a non-empty string", {
        context: { field: "srcTxHash", phase: "resolve", srcChainKey },
      }),
    );
  }
  const checked = checkCallOptions(options, [["requestBudgetMs", { positive: true }]], "reconcile swap");
  if (!checked.ok) {
    return err(
      new ClientError("VALIDATION_FAILED", checked.error.message, {
        context: carriedContext<"VALIDATION_FAILED">({ ...checked.error.context, phase: "resolve" }),
      }),
    );
  }
  const budget = options?.requestBudgetMs ?? DEFAULT_TRACK_REQUEST_BUDGET_MS;
  const relayer = deps.config.instanceConfig.relay.relayerApiEndpoint;
  const transport = { transport: { ...deps.transport, fetch: deps.fetch } };
  const base: SwapResumeToken = { v: 1, kind: "swap", phase: "created", srcChainKey, srcTxHash };
  const context = { srcChainKey, srcTxHash, phase: "reconcile" };
  const wrap = (error: ClientError, step: string): Result<never, ClientError> =>
    err(
      new ClientError(error.code, error.message, {
        context: carriedContext<typeof error.code>({ ...error.context, ...context, step }),
        cause: error,
      }),
    );

  let hubTxHash: string;
  let token = base;
  if (srcChainKey === HUB_CHAIN_KEY) {
    hubTxHash = srcTxHash;
    token = { ...base, phase: "relayed", hubTxHash };
  } else {
    const packets = await getTransactionPackets(
      packetQuery(srcChainKey, HUB_CHAIN_KEY, srcTxHash, relayIdsOf(deps)),
      relayer,
      budget,
      transport,
    );
    if (!packets.ok && packets.error.context.status !== 404) return wrap(packets.error, "relay");
    const packet = packets.ok ? matching(packets.value.data, srcTxHash) : undefined;
    if (packet === undefined) return ok({ state: "notRelayed", token });
    token = { ...base, relayData: { address: packet.dst_address, payload: packet.payload } };
    if (packet.status !== "executed" || packet.dst_tx_hash === "") return ok({ state: "relaying", token });
    hubTxHash = packet.dst_tx_hash;
    token = { ...token, phase: "relayed", hubTxHash };
  }

  const record = await deps.backendApi.getIntentByTxHash(hubTxHash, { timeout: budget });
  if (record.ok && record.value.intent !== undefined) {
    const dst = getChainKeyFromRelayChainId(BigInt(record.value.intent.dstChain), relayIdsOf(deps));
    if (dst.ok) token = { ...token, dstChainKey: dst.value };
  }
  const status = await getIntentStatus(deps, { intent_tx_hash: hubTxHash }, budget);
  if (!status.ok) {
    const e = status.error;
    if (e instanceof ClientError) return wrap(e, "status");
    return err(
      new ClientError("EXTERNAL_API_ERROR", "Cannot reconcile swap: the solver refused the status query", {
        context: { ...context, step: "status", hubTxHash, solverCode: e.detail.code, solverDetail: e.detail },
      }),
    );
  }
  const code = status.value.status;
  if (code === SolverIntentStatusCode.NOT_FOUND) return ok({ state: "relayed", token, hubTxHash });
  token = { ...token, phase: "executed" };
  if (code === SolverIntentStatusCode.FAILED) return ok({ state: "failed", token, hubTxHash });
  const fillTxHash = status.value.fill_tx_hash;
  if (code !== SolverIntentStatusCode.SOLVED || fillTxHash === undefined) {
    return ok({ state: "executing", token, hubTxHash });
  }
  if (token.dstChainKey === undefined) return ok({ state: "solved", token, hubTxHash, fillTxHash });
  const fill = await getTransactionPackets(
    packetQuery(HUB_CHAIN_KEY, token.dstChainKey, fillTxHash, relayIdsOf(deps)),
    relayer,
    budget,
    transport,
  );
  const delivered = fill.ok ? matching(fill.value.data, fillTxHash) : undefined;
  if (delivered?.status === "executed") {
    return ok({ state: "delivered", token, hubTxHash, fillTxHash, dstTxHash: delivered.dst_tx_hash });
  }
  return ok({ state: "solved", token, hubTxHash, fillTxHash });
}
