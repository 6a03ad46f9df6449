import assert from "node:assert/strict";
import { runDex } from "../../examples/hub/dex.ts";
import { createSimulatorApp } from "../../simulator/mod.ts";
import { simQuoteExactInputSingle } from "../../simulator/evm/hub_reads/dex_quote.ts";

const quiet = <T>(fn: () => Promise<T>): Promise<T> => {
  const log = console.log;
  console.log = () => {};
  return fn().finally(() => {
    console.log = log;
  });
};

Deno.test("the hub dex example quotes, swaps, adds liquidity and reads a position", async () => {
  const sim = createSimulatorApp({ preset: "instant", seed: 3 });
  try {
    const { amountOut, hubTxHash } = await quiet(() => runDex({ ...sim.clientConfig, fetch: sim.fetch }));
    assert.match(hubTxHash, /^0x[0-9a-f]{64}$/);
    const pool = {
      currency0: "0x039e2fB66102314Ce7b64Ce5Ce3E5183bc94aD38",
      currency1: "0xE801CA34E19aBCbFeA12025378D19c4FBE250131",
      hooks: "0x0000000000000000000000000000000000000000",
      poolManager: "0xA3256ab552A271A16AcDfdB521B32ef82d481F43",
      fee: 3000,
      parameters: "0x00000000000000000000000000000000000000000000000000000000000a0000",
    };
    assert.equal(amountOut, simQuoteExactInputSingle(pool, true, 10n ** 18n));
  } finally {
    sim.close();
  }
});
