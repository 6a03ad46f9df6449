/**
 * Leverage-yield input checks (regression): non-string fields — symbols, objects whose `toString` throws, null —
 * used to throw out of `deposit` / `withdraw` / `getPosition` (the vault lookup and error messages formatted them);
 * they are now `validate`-phase failures naming the field. An unknown chain in `getPosition` is a `validate`
 * failure too (it was reported from the hub-wallet lookup).
 * @module
 */
import { strictEqual } from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { ConfigService } from "../../../core/config/mod.ts";
import type { ClientError } from "../../../core/errors.ts";
import type { Result } from "../../../core/result.ts";
import { LeverageYieldService } from "../../../services/leverage_yield/mod.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

type Run = [string, () => Promise<Result<unknown, ClientError>>];

const HOSTILE = [
  Symbol("s"),
  {
    toString: () => {
      throw new Error("hostile");
    },
  },
  null,
  5,
];
const VAULT = {
  name: "lev-usdc",
  address: "0x00000000000000000000000000000000000000b0",
  asset: "0x72E852545B024ddCbc5b70C1bCBDAA025164259C",
};
const CODES: Record<string, string> = {
  srcChainKey: "UNKNOWN_CHAIN_KEY",
  chainKey: "UNKNOWN_CHAIN_KEY",
  dstChainKey: "UNKNOWN_CHAIN_KEY",
  srcAddress: "INVALID_ADDRESS",
  address: "INVALID_ADDRESS",
  dstAddress: "INVALID_ADDRESS",
  vault: "VALIDATION_FAILED",
  token: "UNSUPPORTED_TOKEN",
};

Deno.test("leverage-yield methods fail with the field's code on non-string input instead of throwing", async () => {
  const { sim, deps } = simDeps();
  try {
    const config = new ConfigService({ ...sim.clientConfig, leverageYield: { vaults: [VAULT] } });
    const ly = new LeverageYieldService({ ...deps, config });
    const sender = { srcChainKey: "0x2105.base", srcAddress: TEST_USER, vault: "lev-usdc" };
    const deposit = { ...sender, token: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", amount: 1n };
    const withdraw = { ...sender, shares: 1n, dstChainKey: "0x2105.base", dstAddress: TEST_USER };
    const position = { chainKey: "0x2105.base", address: TEST_USER, vault: "lev-usdc" };
    for (const value of HOSTILE) {
      const runs: Run[] = [
        ...Object.keys(sender).concat("token").map((
          f,
        ): Run => [f, () => ly.deposit({ ...deposit, [f]: value } as typeof deposit, { raw: true })]),
        ...Object.keys(sender).concat("dstChainKey", "dstAddress").map((
          f,
        ): Run => [f, () => ly.withdraw({ ...withdraw, [f]: value } as typeof withdraw, { raw: true })]),
        ...Object.keys(position).map((
          f,
        ): Run => [f, () => ly.getPosition({ ...position, [f]: value } as typeof position)]),
      ];
      for (const [field, run] of runs) {
        const r = await run();
        strictEqual(!r.ok && r.error.code, CODES[field], field);
        strictEqual(!r.ok && r.error.context.phase, "validate");
      }
    }
    const unknownChain = await ly.getPosition({ ...position, chainKey: "nowhere" });
    strictEqual(!unknownChain.ok && unknownChain.error.code, "UNKNOWN_CHAIN_KEY");
    strictEqual(!unknownChain.ok && unknownChain.error.context.phase, "validate");
    const defaults = await ly.withdraw({ ...sender, shares: 1n }, { raw: true });
    strictEqual(defaults.ok, true);
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (input) => {
        strictEqual(typeof (await ly.deposit(input as never, { raw: true })).ok, "boolean");
        strictEqual(typeof (await ly.withdraw(input as never, { raw: true })).ok, "boolean");
        strictEqual(typeof (await ly.getPosition(input as never)).ok, "boolean");
      }),
      { numRuns: 30 },
    );
  } finally {
    sim.close();
  }
});
