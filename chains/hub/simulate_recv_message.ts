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
 *
 * The hub pre-simulation's calldata (docs/wire_inventory.md#hub-pre-simulation): before a spoke deposit or
 * message is sent, the platform asks the hub what the relayed message would do with one `eth_call` of
 * `simulateRecvMessage(uint256 srcChainId, bytes srcAddress, bytes payload)`. For a deposit the call goes to the
 * hub asset manager, `srcAddress` is the spoke's asset manager and `payload` the RLP of the `Transfer` the spoke
 * emits (`[token, from, to, amount, data]`); for a message it goes to the user's hub wallet with the user's
 * address and the hub call list itself. No state override is sent (a plain `eth_call` at `latest`).
 *
 * @example The calldata of a deposit simulation
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeDepositTransfer, encodeSimulateRecvMessage } from "./simulate_recv_message.ts";
 * const payload = encodeDepositTransfer({
 *   token: "0x01", from: "0x02", to: "0x1111111111111111111111111111111111111111", amount: 0n, data: "0x",
 * });
 * assert.equal(payload, "0xd901029411111111111111111111111111111111111111118080");
 * assert.ok(encodeSimulateRecvMessage({ srcChainId: 30n, srcAddress: "0x02", payload }).startsWith("0xb889587e"));
 * ```
 * @module
 */
import {
  type Address,
  decodeErrorResult,
  encodeFunctionData,
  type Hex,
  isHex,
  numberToHex,
  toRlp,
} from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { jsonRpcCall } from "../rpc/rpc_transport.ts";

/** `simulateRecvMessage` of the hub asset manager and hub wallets. */
export const simulateRecvMessageAbi = [{
  name: "simulateRecvMessage",
  type: "function",
  stateMutability: "nonpayable",
  inputs: [
    { name: "srcChainId", type: "uint256" },
    { name: "srcAddress", type: "bytes" },
    { name: "payload", type: "bytes" },
  ],
  outputs: [],
}] as const;

/** The revert reason of a simulation the hub accepted (the contract always reverts). */
export const SIMULATION_COMPLETED = "Simulation completed";

/** The `Transfer` a spoke asset manager sends to the hub, every field as the hub decodes it. */
export interface DepositTransfer {
  /** The spoke token, encoded for the hub (`encodeAddress` of its chain; ICON's native ICX as wICX, Sui UTF-8). */
  token: Hex;
  /** The depositor, encoded for the hub. */
  from: Hex;
  /** The receiver on the hub (the user's hub wallet). */
  to: Hex;
  /** The amount, in the spoke token's units. */
  amount: bigint;
  /** The hub call list the receiver runs (`0x` for none). */
  data: Hex;
}

/**
 * RLP of a {@link DepositTransfer}: `[token, from, to, amount, data]`, the amount as an RLP integer (big-endian,
 * no leading zeros, zero as the empty string).
 *
 * @param transfer see {@link DepositTransfer}
 * @returns the RLP (hex)
 * @throws TypeError when a byte field is not hex or the amount is negative
 * @example A 1-unit deposit
 * ```ts
 * import assert from "node:assert/strict";
 * import { fromRlp } from "viem";
 * import { encodeDepositTransfer } from "./simulate_recv_message.ts";
 * const rlp = encodeDepositTransfer({ token: "0xaa", from: "0xbb", to: "0xcc", amount: 256n, data: "0xdd" });
 * assert.deepEqual(fromRlp(rlp), ["0xaa", "0xbb", "0xcc", "0x0100", "0xdd"]);
 * ```
 */
export function encodeDepositTransfer(transfer: DepositTransfer): Hex {
  const { token, from, to, amount, data } = transfer;
  for (const [field, value] of Object.entries({ token, from, to, data })) {
    if (!isHex(value, { strict: true }) || value.length % 2 !== 0) {
      throw new TypeError(`${field} is not hex bytes`);
    }
  }
  if (typeof amount !== "bigint" || amount < 0n) throw new TypeError("amount must be a bigint >= 0");
  return toRlp([token, from, to, rlpInteger(amount), data]);
}

function rlpInteger(value: bigint): Hex {
  if (value === 0n) return "0x";
  const hex = numberToHex(value).slice(2);
  return `0x${hex.length % 2 === 0 ? hex : `0${hex}`}`;
}

/** The arguments of `simulateRecvMessage`. */
export interface SimulateRecvMessageArgs {
  /** The source chain's relay chain id. */
  srcChainId: bigint;
  /** The sender as the hub sees it (the spoke asset manager for a deposit, the user for a message). */
  srcAddress: Hex;
  /** The deposit's RLP `Transfer`, or a message's hub call list. */
  payload: Hex;
}

/**
 * The calldata of `simulateRecvMessage(srcChainId, srcAddress, payload)` (selector `0xb889587e`).
 *
 * @param args see {@link SimulateRecvMessageArgs}
 * @returns the calldata
 * @throws viem's encoding error when an argument violates its Solidity type
 * @example The selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeSimulateRecvMessage } from "./simulate_recv_message.ts";
 * assert.equal(encodeSimulateRecvMessage({ srcChainId: 1n, srcAddress: "0x", payload: "0x" }).slice(0, 10), "0xb889587e");
 * ```
 */
export function encodeSimulateRecvMessage(args: SimulateRecvMessageArgs): Hex {
  return encodeFunctionData({
    abi: simulateRecvMessageAbi,
    functionName: "simulateRecvMessage",
    args: [args.srcChainId, args.srcAddress, args.payload],
  });
}

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
