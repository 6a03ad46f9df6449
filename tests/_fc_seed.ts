/**
 * Makes every fast-check property in the suite deterministic: one fixed seed unless `FC_SEED` says otherwise
 * (`FC_SEED=<n>` replays a reported failure, `FC_SEED=random` explores). With `FUZZ_NO_SHRINK` set (the mutants
 * harness's CI budget sets it), a failing property stops at its first counterexample instead of shrinking it.
 * Imported by each property-test file.
 * @module
 */
import fc from "fast-check";

/** The suite's default seed. */
export const DEFAULT_FC_SEED = 20261123;

const requested = Deno.env.get("FC_SEED");
const noShrink = Deno.env.get("FUZZ_NO_SHRINK") !== undefined;
fc.configureGlobal({
  ...(requested === "random" ? {} : { seed: requested === undefined ? DEFAULT_FC_SEED : Number(requested) }),
  ...(noShrink ? { endOnFailure: true } : {}),
});
