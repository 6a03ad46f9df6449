/**
 * Construct child (the platform SDK): a fresh process times `new Sodax()` and `new Sodax(typical)` the way
 * `construct_ours.ts` times ours and prints one `CONSTRUCT {...}` line of µs per call.
 * @module
 */
import { timePerOp } from "../../_timing.ts";
import { CONSTRUCT_WARMUP_MS, referenceTypicalOptions } from "../merge.ts";
import { loadReference } from "../reference.ts";

const ref = await loadReference();
if (ref.sdk === undefined) Deno.exit(2);
const { Sodax } = ref.sdk;
const typical = referenceTypicalOptions();
const warm = { warmupMs: CONSTRUCT_WARMUP_MS };
const none = (await timePerOp(() => new Sodax(), warm)).usPerOp;
const override = (await timePerOp(() => new Sodax(typical), warm)).usPerOp;
console.log(`CONSTRUCT ${JSON.stringify({ none, typical: override })}`);
