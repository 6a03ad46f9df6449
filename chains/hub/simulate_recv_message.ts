/**
 * `simulateRecvMessage`: the hub pre-simulation's one `eth_call` (docs/wire_inventory.md#hub-pre-simulation).
 * The contract always reverts: with `"Simulation completed"` when the hub would accept the message, with the
 * hub's own reason when it would not. Anything else (a call that returns, a revert without a reason) is a
 * failed simulation too, as the platform reads it.
 *
 * @example A hub that would refuse the deposit
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeErrorResult, parseAbi } from "viem";
 * import { simulateRecvMessage } from "./simulate_recv_message.ts";
 * const data = encodeErrorResult({ abi: parseAbi(["error Error(string)"]), errorName: "Error", args: ["bad token"] });
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, error: { code: 3, message: "execution reverted: bad token", data } }));
 * const r = await simulateRecvMessage("http://hub.test", {
 *   target: "0x1111111111111111111111111111111111111111", srcChainId: 30n, srcAddress: "0x02", payload: "0x03",
 * }, { fetch });
 * assert.ok(!r.ok && r.error.code === "INTENT_CREATION_FAILED" && r.error.context.revertReason === "bad token");
 * ```
 * @module
 */
import { type Address, decodeErrorResult, type Hex, isHex } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { jsonRpcCall } from "../rpc/json_rpc.ts";
import {
  encodeSimulateRecvMessage,
  type SimulateRecvMessageArgs,
  SIMULATION_COMPLETED,
} from "./simulation_params.ts";

// A literal ABI, not `parseAbi`: the human-readable parser (abitype's runtime, ~4 KB gzipped) would ride in every
// page that swaps (docs/browser.md#size).
const errorAbi = [{ type: "error", name: "Error", inputs: [{ type: "string", name: "reason" }] }] as const;

/** Where the simulation is sent and what it carries. */
export interface SimulateRecvMessageParams extends SimulateRecvMessageArgs {
  /** The hub contract: the hub asset manager for a deposit, the user's hub wallet for a message. */
  target: Address;
}

/** Options of {@link simulateRecvMessage}. */
export interface SimulateRecvMessageOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Aborts the call. @default undefined */
  signal?: AbortSignal | undefined;
  /** Bound of the call in ms. @default DEFAULT_RPC_TIMEOUT_MS (15000) */
  timeoutMs?: number | undefined;
  /** Backoff sleep between retries of a transient failure. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
}

/**
 * Runs the simulation on the hub node at `rpcUrl`.
 *
 * @param rpcUrl the hub's JSON-RPC endpoint
 * @param params see {@link SimulateRecvMessageParams}
 * @param options fetch, signal, timeout @default {}
 * @returns `true` when the hub answered `"Simulation completed"`; failures: `INTENT_CREATION_FAILED` (phase
 *   `simulation`, `context.reason` `SIMULATION_FAILED`, the hub's `revertReason` when it gave one, `rpcCode`), the
 *   transport's codes (`HTTP_REQUEST_FAILED`, `NETWORK_ERROR`, `REQUEST_TIMEOUT`, `ABORTED`; phase `simulation`)
 * @example The hub accepts
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeErrorResult, parseAbi } from "viem";
 * import { simulateRecvMessage } from "./simulate_recv_message.ts";
 * const data = encodeErrorResult({ abi: parseAbi(["error Error(string)"]), errorName: "Error", args: ["Simulation completed"] });
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, error: { code: 3, message: "execution reverted", data } }));
 * const r = await simulateRecvMessage("http://hub.test", {
 *   target: "0x1111111111111111111111111111111111111111", srcChainId: 30n, srcAddress: "0x02", payload: "0x03",
 * }, { fetch });
 * assert.ok(r.ok);
 * ```
 */
export async function simulateRecvMessage(
  rpcUrl: string,
  params: SimulateRecvMessageParams,
  options: SimulateRecvMessageOptions = {},
): Promise<Result<true, ClientError>> {
  const context = {
    phase: "simulation",
    chainKey: HUB_CHAIN_KEY,
    target: params.target,
    srcChainId: params.srcChainId.toString(),
  };
  let data: Hex;
  try {
    data = encodeSimulateRecvMessage(params);
  } catch (cause) {
    return err(failed("the simulation call could not be encoded", context, cause));
  }
  const answer = await jsonRpcCall(rpcUrl, "eth_call", [{ to: params.target, data }, "latest"], {
    fetch: options.fetch,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    sleep: options.sleep,
  });
  if (answer.ok) {
    return err(
      failed("the hub did not revert as a simulation must", { ...context, returned: String(answer.value) }),
    );
  }
  const { rpcCode, rpcData, rpcMessage } = answer.error.context as Record<string, unknown>;
  if (rpcCode === undefined) {
    // a transport failure: keep its code, say where it happened
    return err(
      new ClientError(answer.error.code, `Cannot simulate on the hub: ${answer.error.message}`, {
        context: { ...answer.error.context, ...context },
        cause: answer.error,
      }),
    );
  }
  const revertReason = reasonOf(rpcData);
  if (revertReason === SIMULATION_COMPLETED) return ok(true);
  return err(
    failed(
      revertReason === undefined
        ? "the hub reverted without a reason"
        : `the hub would revert: ${revertReason}`,
      {
        ...context,
        rpcCode,
        rpcMessage: typeof rpcMessage === "string" ? rpcMessage : undefined,
        ...(revertReason === undefined ? {} : { revertReason }),
      },
      answer.error,
    ),
  );
}

function reasonOf(data: unknown): string | undefined {
  if (typeof data !== "string" || !isHex(data, { strict: true }) || data.length < 10) return undefined;
  try {
    const decoded = decodeErrorResult({ abi: errorAbi, data });
    const reason = decoded.args?.[0];
    return typeof reason === "string" ? reason : undefined;
  } catch {
    return undefined;
  }
}

function failed(message: string, contextFields: ErrorContextFields, cause?: unknown): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return new ClientError("INTENT_CREATION_FAILED", `Cannot send to the hub: simulation failed: ${message}`, {
    context: { ...context, reason: "SIMULATION_FAILED" },
    cause,
  });
}
