/**
 * Properties 1, 2 and 4 on generated fault schedules: every swap ends solved (reachable through getStatus and
 * getSolvedIntentPacket) or with a failed Result whose code and phase match the injected fault; a failure after
 * the source tx was sent carries the resume token (nothing lost, answers lost after their handler ran
 * included); no mutation is applied twice; the per-attempt timeouts hold on the virtual clock; no timer leaks, no
 * unhandled rejection. The outcome counts (code/phase) are checked against the codes this property must reach
 * (`_coverage.ts`).
 */
import fc from "fast-check";
import "../_fc_seed.ts";
import { DEFAULT_RETRY_POLICY } from "../../core/http/retry_policy.ts";
import { POST_EXECUTION_TIMEOUT_MS } from "../../services/deps/service_deps.ts";
import { propertyTest, withVirtualTime } from "./_harness.ts";
import {
  checkFailureClass,
  checkMutationRetries,
  checkNoDoubleApply,
  checkTimeouts,
  faultedRoutes,
} from "./_oracles.ts";
import { canStall, faultsOf, maxLatency, ROUTES, type SwapSchedule, swapScheduleArb } from "./_schedules.ts";
import { coverageTest, OutcomeCounts, SWAP_PROPERTY } from "./_coverage.ts";
import { createWorld } from "./_sim.ts";
import { reachSolved, runSwap } from "./_swap_run.ts";

/** Bound of post-execution: every attempt's latency plus the largest backoffs of the default policy. */
function postExecutionBound(s: SwapSchedule): number {
  const p = DEFAULT_RETRY_POLICY;
  const attempts = p.limit + 1;
  let backoff = 0;
  for (let i = 1; i <= p.limit; i++) backoff += Math.min(p.backoffLimitMs, p.baseDelayMs * 2 ** (i - 1));
  backoff = Math.max(backoff, p.keyVerificationDelayMs * p.keyVerificationLimit);
  const latencyBound = attempts * maxLatency(s.rules, ROUTES.execute) + backoff;
  // The post-execution budget cuts every wait, a stalled `/execute` included.
  return canStall(s, ROUTES.execute)
    ? POST_EXECUTION_TIMEOUT_MS
    : Math.min(latencyBound, POST_EXECUTION_TIMEOUT_MS);
}

const outcomes = new OutcomeCounts(SWAP_PROPERTY);

async function check(s: SwapSchedule): Promise<void> {
  await withVirtualTime(async (clock) => {
    const world = createWorld({ seed: s.seed, faults: faultsOf(s) });
    try {
      const run = await runSwap(
        clock,
        world,
        { timeout: s.timeoutMs, useBackendSubmitTx: s.useBackend },
        s.allowPartialFill,
      );
      if ("thrown" in run) throw new Error(`P1: swap threw ${String(run.thrown)}`);
      const violations = [
        ...checkNoDoubleApply(world.sim),
        ...checkMutationRetries(world.sim, {
          attemptStart: s.useBackend ? run.at.created : undefined,
          attemptEnd: s.useBackend ? run.at.fallback ?? run.at.end : undefined,
          timeoutMs: s.timeoutMs,
          latencyMs: maxLatency(s.rules, ROUTES.submit),
          keyVerificationLimit: DEFAULT_RETRY_POLICY.keyVerificationLimit,
          keyVerificationDelayMs: DEFAULT_RETRY_POLICY.keyVerificationDelayMs,
        }),
      ];
      const verifyMs = world.client.config.getChainConfig("0x2105.base").pollingConfig?.maxTimeoutMs ??
        60_000;
      violations.push(...checkTimeouts(run, {
        timeoutMs: s.timeoutMs,
        useBackend: s.useBackend,
        verifyMs,
        postExecutionMs: postExecutionBound(s),
      }));
      if (!run.result.ok) {
        violations.push(
          ...checkFailureClass(
            run.result.error,
            run,
            faultedRoutes(world.sim),
            s.timeoutMs,
            s.useBackend,
            s.unmined,
          ),
        );
        const phase = run.result.error.context.phase;
        if (
          phase !== "validate" && phase !== "allowanceCheck" && phase !== "intentCreation" &&
          run.result.error.context.resumeToken === undefined
        ) {
          violations.push(
            `P1: a failure in phase ${String(phase)} carries no resume token (the source tx is lost)`,
          );
        }
      } else {
        world.sim.setFaults({ rules: [], clearSchedules: true });
        const hub = run.result.value.intentDeliveryInfo.dstTxHash;
        const reach = await reachSolved(clock, world, hub);
        const intent = world.sim.ledger.hubIntent(hub);
        if (intent?.execution === undefined) {
          violations.push(`P1: swap ok but the hub intent was never executed`);
        }
        if (reach.kind === "stuck") {
          violations.push(`P1: swap ok but never solved (last status ${reach.last})`);
        }
        if (reach.kind === "solverFailed" && !intent?.execution?.failed) {
          violations.push("P1: getStatus said FAILED but the solver did not give up");
        }
        if (reach.kind === "solved" && reach.packetDstTxHash === "") {
          violations.push("P1: solved packet lacks dst_tx_hash");
        }
        violations.push(...checkNoDoubleApply(world.sim));
      }
      outcomes.record(
        run.result.ok
          ? `ok/${run.result.value.path}`
          : `${run.result.error.code}/${String(run.result.error.context.phase)}`,
      );
      if (violations.length > 0) {
        const log = world.sim.requests().map((e) =>
          `${e.at - 1_700_000_000_000}:${e.route}:${e.status}:${e.fault ?? "-"}`
        );
        throw new Error(
          `${[...new Set(violations)].join("\n")}\nphases ${run.phases.join(",")} at ${
            JSON.stringify(run.at)
          }\n` +
            `result ${run.result.ok ? run.result.value.path : JSON.stringify(run.result.error.toJSON())}\n` +
            `log ${log.join(" ")}`,
        );
      }
    } finally {
      world.sim.close();
    }
  });
}

propertyTest(SWAP_PROPERTY, () => fc.asyncProperty(swapScheduleArb, check));
coverageTest(outcomes);
