/**
 * Runs one swap in a world under virtual time, recording the virtual time of each progress event, then (when
 * it succeeded) follows docs/rules/swaps.md#after-swap: polls `getStatus` until SOLVED (or the solver's
 * terminal FAILED) and fetches the solved packet.
 * @module
 */
import type { ClientError } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import type { SwapProgressEvent, SwapResult } from "../../services/swaps/types.ts";
import { settle, type VirtualClock } from "./_harness.ts";
import { usdcPair, type World } from "./_sim.ts";

/** Upper bound of virtual time for one swap before it counts as a hang. */
export const SWAP_HANG_MS = 30 * 60_000;

/** What one swap did. */
export interface SwapRun {
  result: Result<SwapResult, ClientError>;
  /** Virtual time of each progress phase (first occurrence), and `end`. */
  at: Partial<Record<SwapProgressEvent["phase"] | "start" | "end", number>>;
  phases: string[];
}

/** Runs `swap` with the given extras; a throw is returned as `thrown`. */
export async function runSwap(
  clock: VirtualClock,
  world: World,
  extras: {
    timeout: number;
    useBackendSubmitTx: boolean;
    apiKey?: string | undefined;
    signal?: AbortSignal | undefined;
  },
  allowPartialFill: boolean,
  listen?: (event: SwapProgressEvent) => void,
): Promise<SwapRun | { thrown: unknown }> {
  const { client, wallet } = world;
  const me = await settle(clock, wallet.getAddress(), 60_000, world.scheduler);
  const usdc = usdcPair(client);
  const at: SwapRun["at"] = {};
  const phases: string[] = [];
  try {
    const pending = client.swaps.swap({
      params: {
        srcChainKey: "0x2105.base",
        dstChainKey: "0x38.bsc",
        inputToken: usdc.base,
        outputToken: usdc.bsc,
        inputAmount: 1_000_003n,
        minOutputAmount: 1n,
        srcAddress: me,
        dstAddress: me,
        deadline: 0n,
        allowPartialFill,
      },
      walletProvider: wallet,
      extras: {
        ...extras,
        onProgress: (e) => {
          phases.push(e.phase);
          at[e.phase] ??= clock.now;
          listen?.(e);
        },
      },
    });
    at.start = clock.now;
    const result = await settle(clock, pending, SWAP_HANG_MS, world.scheduler);
    at.end = clock.now;
    return { result, at, phases };
  } catch (thrown) {
    return { thrown };
  }
}

/** The outcome of following a successful swap to its fill. */
export type Reach =
  | { kind: "solved"; fillTxHash: string; packetDstTxHash: string }
  | { kind: "solverFailed" }
  | { kind: "stuck"; last: string };

/** Polls `getStatus` every second (up to `maxMs`) until SOLVED or FAILED, then fetches the solved packet. */
export async function reachSolved(
  clock: VirtualClock,
  world: World,
  hubTxHash: string,
  maxMs = 10 * 60_000,
): Promise<Reach> {
  const start = clock.now;
  let last = "none";
  while (clock.now - start <= maxMs) {
    const s = await settle(
      clock,
      world.client.swaps.getStatus({ intent_tx_hash: hubTxHash }),
      120_000,
      world.scheduler,
    );
    last = JSON.stringify(s.ok ? s.value : s.error);
    if (s.ok && s.value.status === 4) return { kind: "solverFailed" };
    if (s.ok && s.value.status === 3 && s.value.fill_tx_hash) {
      const packet = await settle(
        clock,
        world.client.swaps.getSolvedIntentPacket({ chainId: "0x38.bsc", fillTxHash: s.value.fill_tx_hash }),
        200_000,
        world.scheduler,
      );
      if (!packet.ok) return { kind: "stuck", last: `packet: ${packet.error.code} ${packet.error.message}` };
      return { kind: "solved", fillTxHash: s.value.fill_tx_hash, packetDstTxHash: packet.value.dst_tx_hash };
    }
    await settle(clock, new Promise((r) => setTimeout(r, 1_000)), 2_000, world.scheduler);
  }
  return { kind: "stuck", last };
}
