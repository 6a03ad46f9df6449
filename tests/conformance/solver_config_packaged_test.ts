/**
 * Issue 19 item 5 (docs/rules/config.md#solver-config): `getSolverConfig()` returns the packaged solver
 * configuration object, not the instance's (overrides included); the instance's settings stay readable as
 * `instanceConfig.solver`.
 */
import assert from "node:assert/strict";
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
import { XSwap } from "../../mod.ts";

Deno.test("getSolverConfig() ignores constructor overrides and returns the packaged solver config", () => {
  const client = new XSwap({
    solver: {
      solverApiEndpoint: "https://solver.staging.example",
      intentsContract: "0x1111111111111111111111111111111111111111",
    },
  });
  assert.deepEqual(client.getSolverConfig(), DEFAULT_CLIENT_CONFIG.solver);
  assert.equal(client.instanceConfig.solver.solverApiEndpoint, "https://solver.staging.example");
});

Deno.test("getSolverConfig() hands out a copy: mutating it changes neither the packaged nor later answers", () => {
  const client = new XSwap();
  const first = client.getSolverConfig();
  (first as { solverApiEndpoint: string }).solverApiEndpoint = "http://mutated.test";
  assert.equal(client.getSolverConfig().solverApiEndpoint, DEFAULT_CLIENT_CONFIG.solver.solverApiEndpoint);
});
