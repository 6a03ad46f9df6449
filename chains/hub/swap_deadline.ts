/**
 * `getSwapDeadline`: the hub's latest block timestamp plus an offset (docs/wire_inventory.md#deadline).
 *
 * @example Against an in-process simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEvmRpcApp } from "../../simulator/chains/evm/rpc_app.ts";
 * import { getSwapDeadline } from "./swap_deadline.ts";
 * const app = createEvmRpcApp({ chains: { sonic: { chainId: 146 } }, now: () => 1_700_000_000_000 });
 * const r = await getSwapDeadline("http://sim/rpc/sonic", {
 *   fetch: (input, init) => Promise.resolve(app.request(input, init)),
 * });
 * assert.ok(r.ok && r.value === 1_700_000_300n);
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import { err, fromPromise, type Result } from "../../core/result.ts";
import { publicClient, type RpcOptions } from "../rpc/rpc_client.ts";
import { rpcFailure } from "../rpc/rpc_failure.ts";
import { describeValue } from "../../core/describe_value.ts";

/** Default offset added to the hub block timestamp, in seconds. */
export const DEFAULT_DEADLINE_OFFSET = 300n;

/** Options of {@link getSwapDeadline}. */
export interface GetSwapDeadlineOptions extends RpcOptions {
  /** Seconds added to the hub's latest block timestamp; must be > 0. @default DEFAULT_DEADLINE_OFFSET (300n) */
  offset?: bigint | undefined;
}

/**
 * The hub `latest` block timestamp (seconds) plus `offset`.
 *
 * @param hubRpcUrl the hub JSON-RPC endpoint
 * @param options see {@link GetSwapDeadlineOptions}
 * @returns the deadline, or `VALIDATION_FAILED` for an offset ≤ 0, or — when the block read fails —
 *   `NETWORK_ERROR` (cause named), `REQUEST_TIMEOUT` or `HTTP_REQUEST_FAILED` (with `context.status`)
 * @example The offset must be positive
 * ```ts
 * import assert from "node:assert/strict";
 * import { getSwapDeadline } from "./swap_deadline.ts";
 * const r = await getSwapDeadline("http://localhost:8545", { offset: 0n });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export async function getSwapDeadline(
  hubRpcUrl: string,
  options: GetSwapDeadlineOptions = {},
): Promise<Result<bigint, ClientError>> {
  const { offset = DEFAULT_DEADLINE_OFFSET } = options;
  if (typeof offset !== "bigint" || offset <= 0n) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot compute deadline: offset must be greater than 0", {
        context: { field: "offset", value: describeValue(offset) },
      }),
    );
  }
  const block = await fromPromise(
    publicClient(hubRpcUrl, options).getBlock({ blockTag: "latest" }),
    (cause) => {
      const failure = rpcFailure(cause);
      const context = {
        rpcUrl: hubRpcUrl,
        ...(failure.status !== undefined ? { status: failure.status } : {}),
      };
      return new ClientError(
        failure.code,
        `Cannot compute deadline: hub block read failed: ${failure.what}`,
        {
          context,
          cause,
        },
      );
    },
  );
  return block.ok ? { ok: true, value: block.value.timestamp + offset } : block;
}
