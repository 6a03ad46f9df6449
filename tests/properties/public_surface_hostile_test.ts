/**
 * Never throws, by construction (issue 40): one generated list of hostile arguments per run — throwing getters,
 * throwing and revoked Proxies, conversions that throw, cyclic objects, symbols, alone or as fields of an object
 * — handed to EVERY target of the public surface (each service method of `XSwap`, each exported Result function
 * of the package root, each `SwapsApiClient` method): none throws or rejects across the boundary (the wire
 * client's `SwapsApiError` aside), each settles within its bound in virtual time and fails only with a code of
 * `ERROR_CODES` (or a solver `SolverErrorResponse`). Calling every target each run is what lets one unguarded
 * method fail the property at its first run (`tests/mutants/mutants.ts`, `guard-removed-from-one-method`).
 * @module
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { propertyTest } from "./_harness.ts";
import {
  callWithJunk,
  HOSTILE,
  HOSTILE_FIELDS,
  HostileMark,
  materialize,
  surfaceTargets,
} from "./_public_surface.ts";

const HOSTILE_PROPERTY = "public surface answers hostile arguments with failure values";

/** A mark of a hostile value (built fresh by `materialize` for each call: fast-check cannot hold a Proxy). */
const hostile: fc.Arbitrary<unknown> = fc.constantFrom(...Object.keys(HOSTILE)).map((k) =>
  new HostileMark(k)
);
/** A hostile value, or an otherwise plain object with hostile fields (so validation reaches them). */
const argument: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: hostile },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom(...HOSTILE_FIELDS), hostile, { minKeys: 1, maxKeys: 3 }),
  },
);

const TARGETS = surfaceTargets();

propertyTest(
  HOSTILE_PROPERTY,
  () =>
    fc.asyncProperty(fc.array(argument, { minLength: 1, maxLength: 3 }), async (args) => {
      const broken: string[] = [];
      for (const target of TARGETS) {
        const problem = await callWithJunk(target, materialize(args) as unknown[]);
        if (problem !== undefined) broken.push(problem);
      }
      assert.deepEqual(broken, []);
    }),
);
