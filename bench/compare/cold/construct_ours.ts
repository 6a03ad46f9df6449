/**
 * Construct child (ours): a fresh process times `new XSwap()` and `new XSwap(typical)` (`bench/_timing.ts`, 1 s
 * warm-up) and prints one `CONSTRUCT {...}` line of µs per call. Spawned by `construct_fresh.ts`.
 * @module
 */
import { XSwap } from "../../../mod.ts";
import { timePerOp } from "../../_timing.ts";
import { CONSTRUCT_WARMUP_MS, typicalOptions } from "../merge.ts";

const typical = typicalOptions();
const warm = { warmupMs: CONSTRUCT_WARMUP_MS };
const none = (await timePerOp(() => new XSwap(), warm)).usPerOp;
const override = (await timePerOp(() => new XSwap(typical), warm)).usPerOp;
console.log(`CONSTRUCT ${JSON.stringify({ none, typical: override })}`);
