/**
 * Dex liquidity on existing positions and pool reads: golden calldata vectors of increase / decrease / claim, the
 * pool id and parameters, and offline runs of `increaseLiquidity`, `decreaseLiquidity`, `claimRewards` and
 * `getPoolData` against the in-process simulator (and stub hubs for bad answers).
 *
 * How the vectors were derived: assembled word by word by a throwaway script (32-byte words, offsets counted by
 * the script's own rules, no ABI encoder; the same script reproduces the independent REMOVE vector of
 * dex_test.ts), from these public facts:
 * - `modifyLiquidities(bytes payload, uint256 deadline)` = `0xdd46508f` (keccak of the signature;
 *   infinity-periphery `IPositionManager.sol`), payload = `abi.encode(bytes actions, bytes[] params)`;
 * - action bytes (infinity-periphery `Actions.sol`, `@pancakeswap/infinity-sdk` 1.0.11 `ACTIONS`):
 *   CL_INCREASE_LIQUIDITY 0x00, CL_DECREASE_LIQUIDITY 0x01, SETTLE_PAIR 0x0d, CLOSE_CURRENCY 0x12, SWEEP 0x14;
 * - increase = infinity-sdk `encodeCLPositionManagerIncreaseLiquidityCalldata` (what the platform SDK's
 *   `ClService.executeIncreaseLiquidity` calls): actions `0x000d` (`0x000d14` with a native currency0, SWEEP
 *   `(currency0, recipient)`), params[0] = abi.encode(uint256 tokenId 7, uint256 liquidity 1000, uint128
 *   amount0Max 500, uint128 amount1Max 400, bytes ""), params[1] = abi.encode(currency0, currency1);
 * - decrease = infinity-sdk `encodeCLPositionManagerDecreaseLiquidityCalldata` without a wrap address
 *   (`ClService.executeDecreaseLiquidity`): actions `0x011212`, params = [abi.encode(7, 1000, uint128 10, uint128
 *   20, bytes ""), abi.encode(currency0), abi.encode(currency1)];
 * - claim = the same decrease with liquidity 0 and minima 0 (`ClService.executeClaimRewards`);
 * - pool id = keccak256 of the six static PoolKey words (infinity-sdk `getPoolId`).
 *
 * Inputs: currencies `0x…00c0` / `0x…00c1` (or the zero address as currency0), hub wallet `0x…00aa`, deadline
 * 1700000300 (`0x6553f22c`), position manager `0xcc08a04d…e9e1`, Permit2 `0x00000000…8BA3`.
 * @module
 */
import { deepStrictEqual, equal, ok as assertOk } from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { decodeAbiParameters, decodeFunctionData, getAddress, type Hex, keccak256 } from "viem";
import { clPositionManagerAbi } from "../../../core/abis/cl_position_manager.ts";
import { ConfigService } from "../../../core/config/mod.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { permit2Abi } from "../../../core/abis/permit2.ts";
import {
  buildAddLiquidityCalls,
  buildClaimRewardsCalls,
  buildDecreaseLiquidityCalls,
  buildIncreaseLiquidityCalls,
  decodeClParameters,
  DexService,
  getDexPoolId,
} from "../../../services/dex/mod.ts";
import type { ServiceDeps } from "../../../services/deps/service_deps.ts";
import { simPosition } from "../../../simulator/state/seed/dex.ts";
import { simPoolLiquidity, simSlot0 } from "../../../simulator/chains/evm/hub_reads/dex_assets.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";
import type { ErrorContextFields } from "../../../core/errors.ts";

const PM = "0xcc08a04d9E5766c7A20FE6bb32cAa40EA0e7e9e1" as const;
const PERMIT2 = "0x000000000022D473030F116dDEE9F6B43aC78BA3" as const;
const W = "0x00000000000000000000000000000000000000aa" as const;
const ZERO = "0x0000000000000000000000000000000000000000" as const;
const DEADLINE = 1_700_000_300n;
const POOL = {
  currency0: "0x00000000000000000000000000000000000000c0",
  currency1: "0x00000000000000000000000000000000000000c1",
  hooks: ZERO,
  poolManager: "0xA3256ab552A271A16AcDfdB521B32ef82d481F43",
  fee: 3000,
  parameters: "0x00000000000000000000000000000000000000000000000000000000000a0000",
} as const;

const INCREASE =
  "0xdd46508f0000000000000000000000000000000000000000000000000000000000000040000000000000000000000000000000000000000000000000000000006553f22c0000000000000000000000000000000000000000000000000000000000000220000000000000000000000000000000000000000000000000000000000000004000000000000000000000000000000000000000000000000000000000000000800000000000000000000000000000000000000000000000000000000000000002000d00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000020000000000000000000000000000000000000000000000000000000000000040000000000000000000000000000000000000000000000000000000000000012000000000000000000000000000000000000000000000000000000000000000c0000000000000000000000000000000000000000000000000000000000000000700000000000000000000000000000000000000000000000000000000000003e800000000000000000000000000000000000000000000000000000000000001f4000000000000000000000000000000000000000000000000000000000000019000000000000000000000000000000000000000000000000000000000000000a00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000004000000000000000000000000000000000000000000000000000000000000000c000000000000000000000000000000000000000000000000000000000000000c1";
const INCREASE_NATIVE =
  "0xdd46508f0000000000000000000000000000000000000000000000000000000000000040000000000000000000000000000000000000000000000000000000006553f22c00000000000000000000000000000000000000000000000000000000000002a0000000000000000000000000000000000000000000000000000000000000004000000000000000000000000000000000000000000000000000000000000000800000000000000000000000000000000000000000000000000000000000000003000d14000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000030000000000000000000000000000000000000000000000000000000000000060000000000000000000000000000000000000000000000000000000000000014000000000000000000000000000000000000000000000000000000000000001a000000000000000000000000000000000000000000000000000000000000000c0000000000000000000000000000000000000000000000000000000000000000700000000000000000000000000000000000000000000000000000000000003e800000000000000000000000000000000000000000000000000000000000001f4000000000000000000000000000000000000000000000000000000000000019000000000000000000000000000000000000000000000000000000000000000a000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000c10000000000000000000000000000000000000000000000000000000000000040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000aa";
const DECREASE =
  "0xdd46508f0000000000000000000000000000000000000000000000000000000000000040000000000000000000000000000000000000000000000000000000006553f22c00000000000000000000000000000000000000000000000000000000000002600000000000000000000000000000000000000000000000000000000000000040000000000000000000000000000000000000000000000000000000000000008000000000000000000000000000000000000000000000000000000000000000030112120000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000300000000000000000000000000000000000000000000000000000000000000600000000000000000000000000000000000000000000000000000000000000140000000000000000000000000000000000000000000000000000000000000018000000000000000000000000000000000000000000000000000000000000000c0000000000000000000000000000000000000000000000000000000000000000700000000000000000000000000000000000000000000000000000000000003e8000000000000000000000000000000000000000000000000000000000000000a000000000000000000000000000000000000000000000000000000000000001400000000000000000000000000000000000000000000000000000000000000a00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000c0000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000c1";
const CLAIM =
  "0xdd46508f0000000000000000000000000000000000000000000000000000000000000040000000000000000000000000000000000000000000000000000000006553f22c00000000000000000000000000000000000000000000000000000000000002600000000000000000000000000000000000000000000000000000000000000040000000000000000000000000000000000000000000000000000000000000008000000000000000000000000000000000000000000000000000000000000000030112120000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000300000000000000000000000000000000000000000000000000000000000000600000000000000000000000000000000000000000000000000000000000000140000000000000000000000000000000000000000000000000000000000000018000000000000000000000000000000000000000000000000000000000000000c0000000000000000000000000000000000000000000000000000000000000000700000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000a00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000c0000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000c1";
const POOLKEY_WORDS =
  "0x00000000000000000000000000000000000000000000000000000000000000c000000000000000000000000000000000000000000000000000000000000000c10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000a3256ab552a271a16acdfdb521b32ef82d481f430000000000000000000000000000000000000000000000000000000000000bb800000000000000000000000000000000000000000000000000000000000a0000";

const contracts = { clPositionManager: PM, permit2: PERMIT2 };
const increase = {
  tokenId: 7n,
  liquidity: 1000n,
  amount0Max: 500n,
  amount1Max: 400n,
  recipient: W,
  deadline: DEADLINE,
};

Deno.test("buildIncreaseLiquidityCalls() approves both currencies through Permit2, then INCREASE + SETTLE_PAIR (golden vector)", () => {
  const calls = buildIncreaseLiquidityCalls({ ...increase, poolKey: POOL }, contracts);
  equal(calls.length, 5);
  equal(calls[4].data, INCREASE);
  equal(calls[4].value, 0n);
  const permit = decodeFunctionData({ abi: permit2Abi, data: calls[3].data });
  deepStrictEqual(permit.args, [getAddress(POOL.currency1), PM, 400n, Number(DEADLINE)]);
});

Deno.test("buildIncreaseLiquidityCalls() pays a native currency0 with the call value and sweeps it back (golden vector)", () => {
  const calls = buildIncreaseLiquidityCalls(
    { ...increase, poolKey: { ...POOL, currency0: ZERO } },
    contracts,
  );
  equal(calls.length, 3);
  deepStrictEqual([calls[2].data, calls[2].value], [INCREASE_NATIVE, 500n]);
});

Deno.test("buildDecreaseLiquidityCalls() and buildClaimRewardsCalls() close both currencies (golden vectors)", () => {
  const currencies = { currency0: POOL.currency0, currency1: POOL.currency1 };
  const decrease = buildDecreaseLiquidityCalls({
    ...currencies,
    tokenId: 7n,
    liquidity: 1000n,
    amount0Min: 10n,
    amount1Min: 20n,
    deadline: DEADLINE,
  }, PM);
  deepStrictEqual(decrease.map((c) => [c.address, c.value, c.data]), [[PM, 0n, DECREASE]]);
  const claim = buildClaimRewardsCalls({ ...currencies, tokenId: 7n, deadline: DEADLINE }, PM);
  deepStrictEqual(claim.map((c) => c.data), [CLAIM]);
});

Deno.test("getDexPoolId() is keccak256 of the six PoolKey words", () => {
  equal(getDexPoolId(POOL), keccak256(POOLKEY_WORDS as Hex));
});

Deno.test("decodeClParameters() recovers any int24 tick spacing and uint16 hook bitmap", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -(2 ** 23), max: 2 ** 23 - 1 }),
      fc.integer({ min: 0, max: 0xffff }),
      (ts, bm) => {
        const packed = ((BigInt(ts) & 0xffffffn) << 16n) | BigInt(bm);
        const parameters = `0x${packed.toString(16).padStart(64, "0")}` as Hex;
        deepStrictEqual(decodeClParameters(parameters), { tickSpacing: ts, hooksBitmap: bm });
      },
    ),
    { numRuns: 200 },
  );
});

function withDex(
  fn: (dex: DexService, ctx: ReturnType<typeof simDeps>) => Promise<void>,
): () => Promise<void> {
  return async () => {
    const ctx = simDeps();
    try {
      const config = new ConfigService({ ...ctx.sim.clientConfig, dex: { dexPools: { TEST: POOL } } });
      await fn(new DexService({ ...ctx.deps, config }), ctx);
    } finally {
      ctx.sim.close();
    }
  };
}

Deno.test(
  "getPoolData() reads slot0 and liquidity of the pool id from the simulator",
  withDex(async (dex) => {
    const r = await dex.getPoolData("TEST");
    if (!r.ok) throw r.error;
    const id = getDexPoolId(POOL);
    const s = simSlot0(id);
    deepStrictEqual(r.value, {
      poolId: id,
      poolKey: POOL,
      sqrtPriceX96: s.sqrtPriceX96,
      tick: s.tick,
      protocolFee: 0,
      lpFee: 3000,
      liquidity: simPoolLiquidity(id),
      feeTier: 3000,
      tickSpacing: 10,
      hooksBitmap: 0,
      isActive: true,
    });
  }),
);

function stubDex(answers: { slot0?: unknown; liquidity?: unknown; fail?: boolean }): DexService {
  const hub = {
    readContract: (p: { functionName: string }) => {
      if (answers.fail) {
        return Promise.resolve({
          ok: false,
          error: Object.assign(new Error("x"), { code: "HTTP_REQUEST_FAILED", context: {} }),
        });
      }
      return Promise.resolve({
        ok: true,
        value: p.functionName === "getSlot0" ? answers.slot0 : answers.liquidity,
      });
    },
  };
  const config = new ConfigService({ dex: { dexPools: { TEST: POOL } } });
  return new DexService({ config, hub } as unknown as ServiceDeps);
}

Deno.test("getPoolData() rejects out-of-range pool state as RESPONSE_VALIDATION_FAILED in the lookup phase", async () => {
  const good = [1n << 96n, 0, 0, 3000];
  const cases: [unknown[], unknown][] = [
    [[1n << 160n, 0, 0, 3000], 1n],
    [[1n << 96n, 887273, 0, 3000], 1n],
    [[1n << 96n, 0, 0x1000000, 3000], 1n],
    [good, 1n << 128n],
  ];
  for (const [slot0, liquidity] of cases) {
    const r = await stubDex({ slot0, liquidity }).getPoolData("TEST");
    assertOk(!r.ok);
    deepStrictEqual([r.error.code, r.error.context.phase, r.error.context.action], [
      "RESPONSE_VALIDATION_FAILED",
      "lookup",
      "getPoolData",
    ]);
  }
  const inactive = await stubDex({ slot0: [0n, 0, 0, 0], liquidity: 0n }).getPoolData(POOL);
  assertOk(inactive.ok && inactive.value.isActive === false);
  const failed = await stubDex({ fail: true }).getPoolData("TEST");
  assertOk(
    !failed.ok && failed.error.code === "HTTP_REQUEST_FAILED" && failed.error.context.phase === "lookup",
  );
  const unknown = await stubDex({}).getPoolData("NOPE");
  assertOk(
    !unknown.ok && unknown.error.context.field === "pool" && unknown.error.context.phase === "validate",
  );
});

Deno.test(
  "increaseLiquidity(), decreaseLiquidity() and claimRewards() act on the position's pool; raw payloads match the builders",
  withDex(async (dex, { wallet }) => {
    const sender = { srcChainKey: "0x2105.base", srcAddress: TEST_USER };
    const sent = await dex.increaseLiquidity({
      ...sender,
      tokenId: 3n,
      liquidity: 10n,
      amount0Max: 5n,
      amount1Max: 5n,
    }, {
      walletProvider: wallet("0x2105.base"),
    });
    if (!sent.ok) throw sent.error;
    equal(sent.value.kind, "sent");
    const [key] = simPosition(3n);
    const currencies = { currency0: key.currency0, currency1: key.currency1 };
    const raw = (r: Awaited<ReturnType<DexService["claimRewards"]>>) => {
      if (!r.ok) throw r.error;
      const calls = decodeContractCalls(r.value.relayData.payload);
      if (!calls.ok) throw calls.error;
      return calls.value.map((c) => c.data);
    };
    const claimed = await raw(
      await dex.claimRewards({ ...sender, tokenId: 3n, deadline: DEADLINE }, { raw: true }),
    );
    deepStrictEqual(
      claimed,
      buildClaimRewardsCalls({ ...currencies, tokenId: 3n, deadline: DEADLINE }, PM).map((c) => c.data),
    );
    const decreased = raw(
      await dex.decreaseLiquidity({
        ...sender,
        tokenId: 3n,
        liquidity: 10n ** 18n,
        amount1Min: 2n,
        deadline: DEADLINE,
      }, {
        raw: true,
      }),
    );
    deepStrictEqual(
      decreased,
      buildDecreaseLiquidityCalls({
        ...currencies,
        tokenId: 3n,
        liquidity: 10n ** 18n,
        amount0Min: 0n,
        amount1Min: 2n,
        deadline: DEADLINE,
      }, PM).map((c) => c.data),
    );
    // The simulator's position follows the increase above (issue 22): 3e18 seeded + 10.
    const tooMuch = await dex.decreaseLiquidity(
      { ...sender, tokenId: 3n, liquidity: 3n * 10n ** 18n + 11n },
      {
        raw: true,
      },
    );
    assertOk(!tooMuch.ok);
    deepStrictEqual([
      tooMuch.error.code,
      tooMuch.error.context.field,
      (tooMuch.error.context as ErrorContextFields).positionLiquidity,
    ], [
      "INVALID_AMOUNT",
      "liquidity",
      String(3n * 10n ** 18n + 10n),
    ]);
  }),
);

Deno.test(
  "increaseLiquidity(), decreaseLiquidity() and claimRewards() fail bad input with precise codes before sending",
  withDex(async (dex) => {
    const base = { srcChainKey: "0x2105.base", srcAddress: TEST_USER, tokenId: 3n };
    const hostile = {
      toString: () => {
        throw new Error("boom");
      },
    };
    const cases: [keyof DexService, Record<string, unknown> | null, string, string | undefined][] = [
      [
        "increaseLiquidity",
        { ...base, liquidity: 0n, amount0Max: 1n, amount1Max: 1n },
        "INVALID_AMOUNT",
        "liquidity",
      ],
      [
        "increaseLiquidity",
        { ...base, liquidity: 1n, amount0Max: -1n, amount1Max: 1n },
        "INVALID_AMOUNT",
        "amount0Max",
      ],
      [
        "increaseLiquidity",
        { ...base, liquidity: 1n, amount0Max: 1n, amount1Max: 1n << 128n },
        "INVALID_AMOUNT",
        "amount1Max",
      ],
      [
        "increaseLiquidity",
        { ...base, tokenId: hostile, liquidity: 1n, amount0Max: 1n, amount1Max: 1n },
        "VALIDATION_FAILED",
        "tokenId",
      ],
      ["decreaseLiquidity", { ...base, liquidity: 1 }, "INVALID_AMOUNT", "liquidity"],
      ["decreaseLiquidity", { ...base, liquidity: 1n, amount0Min: -1n }, "INVALID_AMOUNT", "amount0Min"],
      ["decreaseLiquidity", { ...base, liquidity: 1n, deadline: 0n }, "VALIDATION_FAILED", "deadline"],
      ["decreaseLiquidity", { ...base, liquidity: 1n, srcAddress: "nope" }, "INVALID_ADDRESS", "srcAddress"],
      ["claimRewards", { ...base, tokenId: -1n }, "VALIDATION_FAILED", "tokenId"],
      ["claimRewards", { ...base, srcChainKey: hostile }, "UNKNOWN_CHAIN_KEY", undefined],
      ["claimRewards", null, "VALIDATION_FAILED", "params"],
    ];
    for (const [method, params, code, field] of cases) {
      const r = await (dex[method] as (
        p: unknown,
        o: unknown,
      ) => Promise<{ ok: boolean; error?: { code: string; context: Record<string, unknown> } }>)(params, {
        raw: true,
      });
      assertOk(!r.ok, `${method} ${field} should fail`);
      deepStrictEqual([
        r.error?.code,
        r.error?.context.field,
        r.error?.context.phase,
        r.error?.context.action,
      ], [
        code,
        field,
        "validate",
        method,
      ]);
    }
  }),
);

Deno.test("buildAddLiquidityCalls() sweeps unspent native value back to the owner when currency0 is native", () => {
  const calls = buildAddLiquidityCalls({
    poolKey: { ...POOL, currency0: ZERO },
    tickLower: -600,
    tickUpper: 600,
    liquidity: 1000n,
    amount0Max: 500n,
    amount1Max: 500n,
    owner: W,
    deadline: DEADLINE,
  }, contracts);
  const mint = calls.at(-1);
  if (mint === undefined) throw new Error("no mint call");
  equal(mint.value, 500n);
  const { args } = decodeFunctionData({ abi: clPositionManagerAbi, data: mint.data });
  const [actions, params] = decodeAbiParameters([{ type: "bytes" }, { type: "bytes[]" }], args[0] as Hex);
  equal(actions, "0x020d14");
  deepStrictEqual(decodeAbiParameters([{ type: "address" }, { type: "address" }], params[2]), [
    ZERO,
    getAddress(W),
  ]);
});
