/**
 * Recovery input checks (regression): non-string fields — symbols, objects whose `toString` throws, null — used to
 * throw out of `fetchHubAssetBalances` / `withdrawHubAsset` (error messages and token lookups formatted or
 * lower-cased them); they are now `validate`-phase failures naming the field.
 * @module
 */
import { strictEqual } from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { RecoveryService } from "../../../services/recovery/mod.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

const HOSTILE = [
  Symbol("s"),
  {
    toString: () => {
      throw new Error("hostile");
    },
  },
  null,
  5,
  true,
];

Deno.test("recovery methods fail with the field's code on non-string input instead of throwing", async () => {
  const { sim, deps } = simDeps();
  try {
    const recovery = new RecoveryService(deps);
    const read = { chainKey: "0x2105.base", address: TEST_USER };
    const write = {
      srcChainKey: "0x2105.base",
      srcAddress: TEST_USER,
      token: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
      amount: 1n,
    };
    const codes: Record<string, string> = {
      chainKey: "UNKNOWN_CHAIN_KEY",
      address: "INVALID_ADDRESS",
      srcChainKey: "UNKNOWN_CHAIN_KEY",
      srcAddress: "INVALID_ADDRESS",
      token: "UNSUPPORTED_TOKEN",
    };
    for (const value of HOSTILE) {
      for (const field of Object.keys(read)) {
        const r = await recovery.fetchHubAssetBalances({ ...read, [field]: value } as typeof read);
        strictEqual(!r.ok && r.error.code, codes[field], field);
        strictEqual(!r.ok && r.error.context.phase, "validate");
      }
      for (const field of ["srcChainKey", "srcAddress", "token"]) {
        const r = await recovery.withdrawHubAsset({ ...write, [field]: value } as typeof write, {
          raw: true,
        });
        strictEqual(!r.ok && r.error.code, codes[field], field);
        strictEqual(!r.ok && r.error.context.field, field);
      }
    }
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (input) => {
        strictEqual(typeof (await recovery.fetchHubAssetBalances(input as never)).ok, "boolean");
        strictEqual(typeof (await recovery.withdrawHubAsset(input as never, { raw: true })).ok, "boolean");
      }),
      { numRuns: 30 },
    );
  } finally {
    sim.close();
  }
});
