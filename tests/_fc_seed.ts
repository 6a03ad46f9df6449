/**
 * Makes every fast-check property in the suite deterministic: one fixed seed unless `FC_SEED` says otherwise
 * (`FC_SEED=<n>` replays a reported failure, `FC_SEED=random` explores). Imported by each property-test file.
 * @module
 */
import fc from "fast-check";

/** The suite's default seed. */
export const DEFAULT_FC_SEED = 20261123;

const requested = Deno.env.get("FC_SEED");
if (requested !== "random") {
  fc.configureGlobal({ seed: requested === undefined ? DEFAULT_FC_SEED : Number(requested) });
}
