import assert from "node:assert/strict";
import { runDex } from "../../examples/hub/dex.ts";
import { createSimulatorApp } from "../../simulator/mod.ts";
import { simQuoteExactInputSingle } from "../../simulator/chains/evm/hub_reads/dex_quote.ts";
import { simSlot0, simStataToken } from "../../simulator/chains/evm/hub_reads/dex_assets.ts";
import { getDexPoolId } from "../../services/dex/mod.ts";

const quiet = <T>(fn: () => Promise<T>): Promise<T> => {
  const log = console.log;
  console.log = () => {};
  return fn().finally(() => {
    console.log = log;
  });
};

Deno.test(
  "the hub dex example reads the pool, quotes, swaps, deposits into a pool currency, adds, increases and claims",
  async () => {
    const sim = createSimulatorApp({ preset: "instant", seed: 3 });
    try {
      const result = await quiet(() => runDex({ ...sim.clientConfig, fetch: sim.fetch }));
      assert.match(result.hubTxHash, /^0x[0-9a-f]{64}$/);
      const pool = {
        currency0: "0x039e2fB66102314Ce7b64Ce5Ce3E5183bc94aD38",
        currency1: "0xE801CA34E19aBCbFeA12025378D19c4FBE250131",
        hooks: "0x0000000000000000000000000000000000000000",
        poolManager: "0xA3256ab552A271A16AcDfdB521B32ef82d481F43",
        fee: 3000,
        parameters: "0x00000000000000000000000000000000000000000000000000000000000a0000",
      } as const;
      assert.equal(result.amountOut, simQuoteExactInputSingle(pool, true, 10n ** 18n));
      assert.equal(result.sqrtPriceX96, simSlot0(getDexPoolId(pool)).sqrtPriceX96);
      assert.equal(result.poolToken, simStataToken("0xAbbb91c0617090F0028BDC27597Cd0D038F3A833"));
      assert.ok(result.deposited > 0n);
    } finally {
      sim.close();
    }
  },
);
