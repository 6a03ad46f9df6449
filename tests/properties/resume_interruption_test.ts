/**
 * Property: a swap interrupted at a generated point — after the wallet send (`created`), after the relay submit
 * (`relayed`), after `/execute` (`executed`), after the backend accepted it (`submitted`), or mid-tracking —
 * under generated faults, with the process state dropped (a fresh `XSwap` on the same simulator), is brought by
 * `swaps.resume(token)` (or, when the token was lost, `swaps.reconcile(srcChainKey, srcTxHash)` then `resume`)
 * to the same end state as an uninterrupted run: delivered on BSC. Resumes run under the same faults; a resume
 * that fails transiently must hand back a token, and the final resume runs with the faults cleared.
 * Oracles: the source tx is applied once, no relay submit, `/execute` or backend job is applied twice, every
 * failed resume carries a resume token, and nothing hangs (bounded virtual time).
 *
 * Mutant this property kills (run by hand when written): `resume` failing without `context.resumeToken`
 * (services/swaps/resume.ts renaming the key) fails at once with "a failed resume (EXTERNAL_API_ERROR:
 * POST_EXECUTION_FAILED) carries no token".
 * @module
 */
import fc from "fast-check";
import type { ClientError } from "../../core/errors.ts";
import { XSwap } from "../../services/client/xswap.ts";
import { parseSwapResumeToken, serializeSwapResumeToken } from "../../services/swaps/mod.ts";
import { propertyTest, settle, withVirtualTime } from "./_harness.ts";
import { burstArb, faultsOf, type RouteKey, ROUTES, ruleArb } from "./_schedules.ts";
import { createWorld } from "./_sim.ts";
import type { RouteFaultRule } from "../../simulator/mod.ts";
import { runSwap } from "./_swap_run.ts";

const STOPS = ["created", "relayed", "executed", "submitted", "tracking", "lostToken"] as const;
type StopAt = typeof STOPS[number];

const TRANSIENT_ROUTES: RouteKey[] = ["relayPoll", "status", "record", "submitStatus", "rpc"];

const scenarioArb = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  useBackend: fc.boolean(),
  stopAt: fc.constantFrom(...STOPS),
  rules: fc.subarray(TRANSIENT_ROUTES).chain((keys): fc.Arbitrary<RouteFaultRule[]> =>
    keys.length === 0 ? fc.constant([]) : fc.tuple(...keys.map(ruleArb))
  ),
  bursts: fc.array(burstArb(Object.keys(ROUTES).filter((k) => k !== "rpc") as RouteKey[]), { maxLength: 2 }),
});

/** The mutation counters that must never be applied twice. */
const MUTATIONS = ["spokeTx", "relaySubmit", "solverExecute", "swapSubmitTx"] as const;

propertyTest(
  "resume after an interruption under generated faults",
  () =>
    fc.asyncProperty(scenarioArb, (s) =>
      withVirtualTime(async (clock) => {
        const faults = faultsOf({ rules: s.rules, bursts: s.bursts, notFound: [], profile: {} });
        const world = createWorld({ seed: s.seed, faults });
        const controller = new AbortController();
        let saved: string | undefined;
        let srcTxHash: string | undefined;
        const run = await runSwap(
          clock,
          world,
          { timeout: 60_000, useBackendSubmitTx: s.useBackend, signal: controller.signal },
          true,
          (e) => {
            if (e.phase === "created") {
              saved = serializeSwapResumeToken(e.resumeToken);
              srcTxHash = e.resumeToken.srcTxHash;
            }
            if (e.phase === s.stopAt) controller.abort(new Error("the process died"));
          },
        );
        if ("thrown" in run) throw new Error(`swap threw: ${String(run.thrown)}`);
        if (s.stopAt === "tracking" && run.result.ok) {
          // Mid-tracking: the app tracked the swap and died at its first progress event.
          const tracking = new AbortController();
          await settle(
            clock,
            world.client.swaps.track(run.result.value, {
              signal: tracking.signal,
              onProgress: () => tracking.abort(new Error("the process died")),
            }),
            30 * 60_000,
          );
        }
        if (!run.result.ok) {
          const e = run.result.error as ClientError;
          const fromError = e.context.resumeToken;
          if (fromError === undefined) {
            if (saved !== undefined) {
              throw new Error(`a ${e.code} failure after creation carries no resume token`);
            }
            // Failed before the source tx was sent: nothing to resume, nothing applied.
            if (world.sim.ledger.counters.spokeTx.applied !== 0) {
              throw new Error("a pre-creation failure sent a tx");
            }
            return;
          }
          const parsed = parseSwapResumeToken(fromError);
          if (!parsed.ok) throw new Error(`unparsable token on ${e.code}: ${parsed.error.message}`);
          saved = serializeSwapResumeToken(parsed.value);
        } else {
          saved = serializeSwapResumeToken(run.result.value.resumeToken);
        }
        if (saved === undefined) throw new Error("no token from a swap that sent its source tx");

        // The process died. A fresh client on the same backend picks the swap up.
        let token: string = saved;
        if (s.stopAt === "lostToken") {
          const fresh = new XSwap({ ...world.sim.clientConfig, fetch: world.sim.fetch });
          const known = parseSwapResumeToken(saved);
          const hash = srcTxHash ?? (known.ok ? known.value.srcTxHash : "");
          const rebuilt = await settle(clock, fresh.swaps.reconcile("0x2105.base", hash), 30 * 60_000);
          if (rebuilt.ok) token = serializeSwapResumeToken(rebuilt.value.token);
        }
        let delivered = false;
        for (let attempt = 0; attempt < 4 && !delivered; attempt++) {
          if (attempt === 3) world.sim.setFaults({ rules: [], clearSchedules: true });
          const fresh = new XSwap({ ...world.sim.clientConfig, fetch: world.sim.fetch });
          const resumed = await settle(clock, fresh.swaps.resume(token), 30 * 60_000);
          if (resumed.ok) {
            if (resumed.value.delivery.dstChainKey !== "0x38.bsc") {
              throw new Error(`delivered on ${resumed.value.delivery.dstChainKey}`);
            }
            delivered = true;
            break;
          }
          const next = resumed.error.context.resumeToken;
          if (next === undefined) {
            throw new Error(
              `a failed resume (${resumed.error.code}: ${resumed.error.message}) carries no token`,
            );
          }
          const parsed = parseSwapResumeToken(next);
          if (!parsed.ok) throw new Error(`unparsable token from a failed resume: ${parsed.error.message}`);
          token = serializeSwapResumeToken(parsed.value);
        }
        if (!delivered) throw new Error("not delivered after the faults were cleared");
        const counters = world.sim.ledger.counters;
        for (const name of MUTATIONS) {
          if (counters[name].applied > 1) throw new Error(`${name} applied ${counters[name].applied} times`);
        }
        if (counters.spokeTx.applied !== 1) {
          throw new Error(`source tx applied ${counters.spokeTx.applied} times`);
        }
      })),
);
