/**
 * Hub-service writes under generated fault schedules (issues 11 and 16): from every spoke family — EVM (Base: a
 * money-market supply or borrow, a staking stake, a recovery withdraw, a dex swap) and Solana, Stellar, ICON, Sui,
 * Injective, NEAR, Stacks and Bitcoin (a money-market supply: a deposit carrying the call list; a borrow: a
 * message with nothing moved, on Bitcoin a commitment-only tx) — each through `executeHubCalls` (wallet or
 * adapter send, then `relayTxAndWaitPacket`) against the in-process simulator with faults on the relayer, the
 * source chain's node API and the hub RPC, under fake timers. The family wallets are the fixed test wallets of
 * `examples/every_chain.ts` (shared with the every-family swap property); each family's lazily loaded modules
 * are loaded once in real time before the first run (`warmUpFamilies`).
 *
 * Every run checks:
 * - the write never throws and settles within the relay timeout plus a pre-relay bound of virtual time, with no
 *   timer left pending and no unhandled rejection;
 * - on success, the simulator recorded exactly one source tx (the returned `srcTxHash`) and exactly one executed
 *   packet carrying the write's hub call list to its hub wallet (`hubTxHash` its destination);
 * - on failure, a code of `ERROR_CODES`, a hub `context.phase` and `context.action`, and when a source tx was
 *   recorded its hash in `context.srcTxHash` (nothing lost: the user can follow it up);
 * - whatever the client retried (key-verification 503s on `submit`, polls), one packet at most;
 * - the relay leg takes at most `timeout` from the first relayer request, and a `RELAY_TIMEOUT` is not early;
 * - with no fault at all, the write succeeds or times out in the relay.
 *
 * Faults: the simulator's rules and bursts (5xx of any status, key-verification 503, drops, stalls released by
 * the client's request timeouts, latency) on the relayer's `submit` and `get_transaction_packets`, the source
 * chain's node API (`SPOKE_RPC_ROUTE`: `/rpc/0x2105.base`, `/solana`, `/soroban`, `/icon/*`, `/sui*`,
 * `/injective/*`, `/near*`, `/stacks/*`, `/bitcoin/api/*`) and the hub RPC, plus relayer answers lost after the relayer
 * applied the request (a test-side fetch wrapper). The rules' `lost` kind also strikes the source chain's node
 * after it accepted the tx: F2 then demands that the error still carry the recorded tx's hash.
 *
 * It can fail: the mutant `sui-hub-calls-dropped` (`tests/mutants/mutants.ts`: Sui's `sendHubCalls` signs a tx
 * whose call list is `0x` while relaying the real one) is killed at run 28 of the fixed seed by S2 (the packet's
 * payload is not the write's call list); `MUTANTS_ONLY=sui-hub-calls-dropped deno task mutants`.
 *
 * Replay: `FUZZ_SEED=<seed> FUZZ_PATH=<path> FUZZ_ONLY="hub-service writes" deno task fuzz`; more runs with
 * `FUZZ_RUNS`; `FUZZ_STATS=1` prints the outcome counts.
 * @module
 */
import fc from "fast-check";
import "../_fc_seed.ts";
import { HangError, settle, T0, withVirtualTime } from "./_harness.ts";
import { propertyTest } from "./_harness.ts";
import {
  checkFailure,
  checkNoDuplicates,
  checkRelayBound,
  checkSuccess,
  type HubWriteRun,
} from "./hub_writes_oracles.ts";
import { type HubWriteSchedule, hubWriteScheduleArb } from "./hub_writes_schedules.ts";
import { createHubWorld, warmUpFamilies } from "./hub_writes_world.ts";

/** Virtual time allowed before the relay starts (hub lookup and the source sends, each request bounded). */
export const PRE_RELAY_BOUND_MS = 5 * 60_000;

const stats: string[] = [];
let warm: Promise<void> | undefined;

async function check(s: HubWriteSchedule): Promise<void> {
  await (warm ??= warmUpFamilies());
  await withVirtualTime(async (clock) => {
    const world = createHubWorld(s);
    try {
      const startAt = clock.now;
      let run: HubWriteRun;
      try {
        const result = await settle(clock, world.write(), PRE_RELAY_BOUND_MS + s.timeoutMs);
        run = { result, startAt, endAt: clock.now };
      } catch (thrown) {
        const what = thrown instanceof HangError ? "did not settle" : "threw";
        throw new Error(`H1: the write ${what}: ${String(thrown)}\nlog ${logOf(world.sim)}`);
      }
      const violations = [
        ...checkNoDuplicates(world.sim, world.srcChainKey),
        ...checkRelayBound(world.sim, run, s.timeoutMs),
        ...(run.result.ok
          ? checkSuccess(world.sim, world.srcChainKey, run.result.value)
          : checkFailure(world.sim, world.srcChainKey, run.result.error)),
      ];
      const clean = s.rules.length === 0 && s.bursts.length === 0 && s.lost.length === 0;
      if (clean && !run.result.ok && run.result.error.code !== "RELAY_TIMEOUT") {
        violations.push(`C1: failed with ${run.result.error.code} under no fault`);
      }
      stats.push(
        `${s.source}/${s.write} ${
          run.result.ok ? "ok" : `${run.result.error.code}/${String(run.result.error.context.phase)}`
        }`,
      );
      if (violations.length > 0) {
        const result = run.result.ok
          ? `ok ${run.result.value.kind}`
          : JSON.stringify(run.result.error.toJSON());
        throw new Error(
          `${[...new Set(violations)].join("\n")}\nwrite ${s.source}/${s.write} settled at ${
            run.endAt - T0
          } ms\n` +
            `result ${result}\nlog ${logOf(world.sim)}`,
        );
      }
    } finally {
      world.sim.close();
    }
  });
}

function logOf(sim: ReturnType<typeof createHubWorld>["sim"]): string {
  return sim.requests().map((e) => `${e.at - T0}:${e.route}:${e.status}:${e.fault ?? "-"}`).join(" ");
}

propertyTest(
  "hub-service writes under generated faults",
  () => fc.asyncProperty(hubWriteScheduleArb, check),
);

if (Deno.env.get("FUZZ_STATS")) {
  globalThis.addEventListener("unload", () => {
    const counts: Record<string, number> = {};
    for (const k of stats) counts[k] = (counts[k] ?? 0) + 1;
    console.log("hub write outcomes", counts);
  });
}
