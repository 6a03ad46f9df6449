/**
 * `getDexPoolData` refuses a pool manager's answer out of its Solidity type's range with
 * `RESPONSE_VALIDATION_FAILED`, naming the field, its value, the pool and the pool manager read (`contract`).
 * @module
 */
import { deepStrictEqual, ok as assertOk, strictEqual } from "node:assert/strict";
import { ConfigService } from "../../../core/config/mod.ts";
import { ok } from "../../../core/result.ts";
import type { ServiceDeps } from "../../../services/deps/service_deps.ts";
import { getDexPoolData } from "../../../services/dex/pool_data.ts";
import { getDexPoolId } from "../../../services/dex/mod.ts";

const POOL = {
  currency0: "0x00000000000000000000000000000000000000c0",
  currency1: "0x00000000000000000000000000000000000000c1",
  hooks: "0x0000000000000000000000000000000000000000",
  poolManager: "0xA3256ab552A271A16AcDfdB521B32ef82d481F43",
  fee: 3000,
  parameters: "0x00000000000000000000000000000000000000000000000000000000000a0000",
} as const;

/** Deps whose hub answers `getSlot0` with `slot0` and `getLiquidity` with `liquidity`. */
function depsAnswering(slot0: readonly [bigint, number, number, number], liquidity: bigint) {
  const hub = {
    readContract: (call: { functionName: string }) =>
      Promise.resolve(ok(call.functionName === "getSlot0" ? slot0 : liquidity)),
  };
  return { config: new ConfigService(), hub } as unknown as Pick<ServiceDeps, "config" | "hub">;
}

const CASES = [
  {
    name: "a sqrt price beyond uint160",
    slot0: [1n << 160n, 0, 0, 0],
    liquidity: 1n,
    field: "sqrtPriceX96",
    value: (1n << 160n).toString(),
  },
  { name: "a tick beyond 887272", slot0: [1n, 887273, 0, 0], liquidity: 1n, field: "tick", value: 887273 },
  {
    name: "a protocol fee beyond uint24",
    slot0: [1n, 0, 0x1000000, 0],
    liquidity: 1n,
    field: "protocolFee",
    value: 0x1000000,
  },
  { name: "an LP fee below zero", slot0: [1n, 0, 0, -1], liquidity: 1n, field: "lpFee", value: -1 },
  {
    name: "liquidity beyond uint128",
    slot0: [1n, 0, 0, 0],
    liquidity: 1n << 128n,
    field: "liquidity",
    value: (1n << 128n).toString(),
  },
] as const;

for (const c of CASES) {
  Deno.test(`getDexPoolData refuses ${c.name}, naming the field, its value, the pool and its manager`, async () => {
    const r = await getDexPoolData(depsAnswering(c.slot0, c.liquidity), POOL);
    assertOk(!r.ok);
    strictEqual(r.error.code, "RESPONSE_VALIDATION_FAILED");
    deepStrictEqual(
      { ...r.error.context },
      {
        poolId: getDexPoolId(POOL),
        contract: POOL.poolManager,
        field: c.field,
        value: c.value,
        action: "getPoolData",
        phase: "lookup",
      },
    );
  });
}

Deno.test("getDexPoolData accepts the range's edges", async () => {
  const r = await getDexPoolData(
    depsAnswering([(1n << 160n) - 1n, -887272, 0xffffff, 0], (1n << 128n) - 1n),
    POOL,
  );
  assertOk(r.ok);
  strictEqual(r.value.tick, -887272);
});
