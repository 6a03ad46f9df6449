/**
 * `getMintPositionEvent(hubTxHash)`: the id of the position a hub tx minted, from the CL position manager's
 * `MintPosition(tokenId)` log in the tx's receipt, as the platform SDK's `ClService.getMintPositionEvent` reads it
 * after `supplyLiquidity` (its `dstChainTxHash`; here `addLiquidity`'s `hubTxHash`). Like the platform's
 * `waitForTransactionReceipt`, a receipt the hub does not have yet is polled for (every `pollIntervalMs`) until
 * `timeout`. Only logs of the configured position manager count.
 *
 * @example A malformed hash fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { getMintPositionEvent } from "./mint_position_event.ts";
 * const r = await getMintPositionEvent({ config: new ConfigService() } as ServiceDeps, "0x12");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === "hubTxHash");
 * ```
 * @module
 */
import { DEFAULT_MINT_EVENT_POLL_INTERVAL, DEFAULT_MINT_EVENT_TIMEOUT } from "../../core/timing.ts";
export { DEFAULT_MINT_EVENT_POLL_INTERVAL, DEFAULT_MINT_EVENT_TIMEOUT } from "../../core/timing.ts";
import { type Hex, isAddressEqual, isHex, parseEventLogs, size } from "viem";
import { clMintPositionEventAbi } from "../../core/abis/cl_reward_hook.ts";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { setTimeoutSleep } from "../../core/http/request.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { bounded } from "../hub/bounded.ts";
import { invalid } from "../hub/phase_error.ts";

/** Options of {@link getMintPositionEvent}. */
export interface MintPositionEventOptions {
  /** Aborts the wait. @default undefined */
  signal?: AbortSignal | undefined;
  /** Bound of the whole wait in ms. @default DEFAULT_MINT_EVENT_TIMEOUT (60 000) */
  timeout?: number | undefined;
  /** Pause between receipt reads in ms. @default DEFAULT_MINT_EVENT_POLL_INTERVAL (1 000) */
  pollIntervalMs?: number | undefined;
}

/** The minted position (the platform's `ClMintPositionEventLog`). */
export interface ClMintPositionEventLog {
  /** The position's NFT id. */
  tokenId: bigint;
}

/**
 * Reads the id of the position `hubTxHash` minted.
 *
 * @param deps configuration, hub provider, sleep
 * @param hubTxHash the hub tx (`addLiquidity`'s `hubTxHash`)
 * @param options signal, timeout, poll interval @default {}
 * @returns `{tokenId}`; failures: `VALIDATION_FAILED` (`field: "hubTxHash"` or `"pollIntervalMs"`, phase
 *   `validate`), `RESPONSE_VALIDATION_FAILED` (a mined receipt without a `MintPosition` log, phase `lookup`; the platform says `LOOKUP_FAILED`), `ABORTED`,
 *   `REQUEST_TIMEOUT` (no receipt in time), the receipt read's transport codes (phase `lookup`)
 */
export function getMintPositionEvent(
  deps: Pick<ServiceDeps, "config" | "hub" | "sleep">,
  hubTxHash: string,
  options: MintPositionEventOptions = {},
): Promise<Result<ClMintPositionEventLog, ClientError>> {
  const action = "getMintPositionEvent";
  if (typeof hubTxHash !== "string" || !isHex(hubTxHash) || size(hubTxHash) !== 32) {
    return Promise.resolve(
      err(invalid("VALIDATION_FAILED", action, "hubTxHash must be a 32-byte hex hash", {
        field: "hubTxHash",
        value: describeValue(hubTxHash),
      })),
    );
  }
  const { pollIntervalMs = DEFAULT_MINT_EVENT_POLL_INTERVAL, timeout = DEFAULT_MINT_EVENT_TIMEOUT } = options;
  if (typeof pollIntervalMs !== "number" || !Number.isFinite(pollIntervalMs) || pollIntervalMs < 0) {
    return Promise.resolve(
      err(invalid("VALIDATION_FAILED", action, "pollIntervalMs must be a non-negative number", {
        field: "pollIntervalMs",
      })),
    );
  }
  const sleep = deps.sleep ?? setTimeoutSleep;
  const manager = deps.config.instanceConfig.dex.concentratedLiquidityConfig.clPositionManager;
  const context = { phase: "lookup", action, hubTxHash };
  const stop = new AbortController();
  const run = async (): Promise<Result<ClMintPositionEventLog, ClientError>> => {
    while (!stop.signal.aborted) {
      const receipt = await deps.hub.getTransactionReceipt(hubTxHash as Hex);
      if (!receipt.ok) return receipt;
      if (receipt.value !== undefined) {
        const logs = parseEventLogs({ abi: clMintPositionEventAbi, logs: receipt.value.logs, strict: true })
          .filter((l) => isAddressEqual(l.address, manager as Hex));
        const tokenId = logs[0]?.args.tokenId;
        if (tokenId === undefined) {
          return err(
            new ClientError("RESPONSE_VALIDATION_FAILED", `No mint position event found for ${hubTxHash}`, {
              context,
            }),
          );
        }
        return ok({ tokenId });
      }
      await sleep(pollIntervalMs, stop.signal).catch(() => {});
    }
    return err(new ClientError("ABORTED", "Cannot read the mint position event: stopped", { context }));
  };
  return bounded(run, { signal: options.signal, timeout }, "Cannot read the mint position event", context)
    .finally(() => stop.abort());
}
