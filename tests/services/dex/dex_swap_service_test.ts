/**
 * Dex swaps through `DexService`: quotes and swaps against the in-process simulator (its quoter answers
 * `amountIn * 997/1000` at a seeded price per pool, see simulator/chains/evm/hub_reads/dex_quote.ts), and the precise
 * failure codes of bad input.
 * @module
 */
import { deepStrictEqual, equal, ok as assertOk } from "node:assert/strict";
import { decodeFunctionData } from "viem";
import { ConfigService } from "../../../core/config/mod.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { clRouterAbi } from "../../../core/abis/cl_router.ts";
import { DexService } from "../../../services/dex/mod.ts";
import type { ServiceDeps } from "../../../services/deps/service_deps.ts";
import {
  SIM_QUOTE_GAS,
  simQuoteExactInputSingle,
} from "../../../simulator/chains/evm/hub_reads/dex_quote.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

const ZERO = "0x0000000000000000000000000000000000000000" as const;
const POOL = {
  currency0: "0x00000000000000000000000000000000000000c0",
  currency1: "0x00000000000000000000000000000000000000c1",
  hooks: ZERO,
  poolManager: "0xA3256ab552A271A16AcDfdB521B32ef82d481F43",
  fee: 3000,
  parameters: "0x00000000000000000000000000000000000000000000000000000000000a0000",
} as const;
const NATIVE_POOL = { ...POOL, currency0: ZERO } as const;
const DEAD_POOL = { ...POOL, fee: 2_000_000 } as const;

function withDex(
  fn: (dex: DexService, ctx: ReturnType<typeof simDeps>) => Promise<void>,
): () => Promise<void> {
  return async () => {
    const ctx = simDeps();
    try {
      const config = new ConfigService({
        ...ctx.sim.clientConfig,
        dex: { dexPools: { TEST: POOL, NATIVE: NATIVE_POOL, DEAD: DEAD_POOL } },
      });
      await fn(new DexService({ ...ctx.deps, config }), ctx);
    } finally {
      ctx.sim.close();
    }
  };
}

Deno.test(
  "getSwapQuote() returns the quoter's answer for a pool name and tokenIn, and for a pool key and zeroForOne",
  withDex(async (dex) => {
    const byName = await dex.getSwapQuote({ pool: "TEST", tokenIn: POOL.currency1, amountIn: 10n ** 18n });
    if (!byName.ok) throw byName.error;
    deepStrictEqual(byName.value, {
      poolKey: POOL,
      zeroForOne: false,
      tokenIn: POOL.currency1,
      tokenOut: POOL.currency0,
      amountIn: 10n ** 18n,
      amountOut: simQuoteExactInputSingle(POOL, false, 10n ** 18n),
      gasEstimate: SIM_QUOTE_GAS,
    });
    const byKey = await dex.getSwapQuote({ pool: POOL, zeroForOne: true, amountIn: 10n ** 18n });
    if (!byKey.ok) throw byKey.error;
    equal(byKey.value.amountOut, simQuoteExactInputSingle(POOL, true, 10n ** 18n));
    assertOk(byKey.value.amountOut > 0n && byKey.value.amountOut !== byName.value.amountOut);
  }),
);

Deno.test(
  "getSwapQuote() reports a reverting quote as HTTP_REQUEST_FAILED in the lookup phase",
  withDex(async (dex) => {
    const r = await dex.getSwapQuote({ pool: "DEAD", zeroForOne: true, amountIn: 5n });
    assertOk(!r.ok);
    deepStrictEqual([r.error.code, r.error.context.phase, r.error.context.action], [
      "HTTP_REQUEST_FAILED",
      "lookup",
      "getSwapQuote",
    ]);
  }),
);

Deno.test("getSwapQuote() rejects a quoted amount beyond uint128 as RESPONSE_VALIDATION_FAILED", async () => {
  const hub = { readContract: () => Promise.resolve({ ok: true, value: [1n << 200n, 0n] }) };
  const config = new ConfigService({ dex: { dexPools: { TEST: POOL } } });
  const dex = new DexService({ config, hub } as unknown as ServiceDeps);
  const r = await dex.getSwapQuote({ pool: "TEST", zeroForOne: true, amountIn: 1n });
  assertOk(!r.ok && r.error.code === "RESPONSE_VALIDATION_FAILED" && r.error.context.phase === "lookup");
});

Deno.test("getSwapQuote() fails bad input with precise codes and no I/O", async () => {
  const config = new ConfigService({ dex: { dexPools: { TEST: POOL } } });
  const dex = new DexService({ config } as ServiceDeps);
  const hostile = {
    toString: () => {
      throw new Error("boom");
    },
  };
  const cases: [unknown, string, string][] = [
    [{ pool: "NOPE", zeroForOne: true, amountIn: 1n }, "VALIDATION_FAILED", "pool"],
    [{ pool: hostile, zeroForOne: true, amountIn: 1n }, "VALIDATION_FAILED", "pool"],
    [
      {
        pool: { ...POOL, currency0: POOL.currency1, currency1: POOL.currency0 },
        zeroForOne: true,
        amountIn: 1n,
      },
      "VALIDATION_FAILED",
      "pool",
    ],
    [{ pool: { ...POOL, parameters: "0x0a" }, zeroForOne: true, amountIn: 1n }, "VALIDATION_FAILED", "pool"],
    [{ pool: "TEST", tokenIn: ZERO, amountIn: 1n }, "UNSUPPORTED_TOKEN", "tokenIn"],
    [{ pool: "TEST", tokenIn: hostile, amountIn: 1n }, "UNSUPPORTED_TOKEN", "tokenIn"],
    [{ pool: "TEST", amountIn: 1n }, "VALIDATION_FAILED", "tokenIn"],
    [{ pool: "TEST", zeroForOne: "yes", amountIn: 1n }, "VALIDATION_FAILED", "zeroForOne"],
    [
      { pool: "TEST", zeroForOne: false, tokenIn: POOL.currency0, amountIn: 1n },
      "VALIDATION_FAILED",
      "zeroForOne",
    ],
    [{ pool: "TEST", zeroForOne: true, amountIn: 0n }, "INVALID_AMOUNT", "amountIn"],
    [{ pool: "TEST", zeroForOne: true, amountIn: 1n << 128n }, "INVALID_AMOUNT", "amountIn"],
    [{ pool: "TEST", zeroForOne: true, amountIn: 1 }, "INVALID_AMOUNT", "amountIn"],
    [null, "VALIDATION_FAILED", "params"],
  ];
  for (const [params, code, field] of cases) {
    const r = await dex.getSwapQuote(params as never);
    assertOk(!r.ok, `expected failure for ${field}`);
    deepStrictEqual([r.error.code, r.error.context.field, r.error.context.phase], [code, field, "validate"]);
  }
});

Deno.test(
  "swap() sends from Base through the wallet and relays; raw mode returns the hub call list",
  withDex(async (dex, { wallet }) => {
    const sent = await dex.swap({
      srcChainKey: "0x2105.base",
      srcAddress: TEST_USER,
      pool: "TEST",
      tokenIn: POOL.currency0,
      amountIn: 1000n,
      minAmountOut: 900n,
    }, { walletProvider: wallet("0x2105.base") });
    if (!sent.ok) throw sent.error;
    equal(sent.value.kind, "sent");
    const raw = await dex.swap({
      srcChainKey: "0x2105.base",
      srcAddress: TEST_USER,
      pool: "NATIVE",
      tokenIn: ZERO,
      amountIn: 1000n,
      minAmountOut: 1n,
      deadline: 1_700_000_300n,
    }, { raw: true });
    if (!raw.ok) throw raw.error;
    const calls = decodeContractCalls(raw.value.relayData.payload);
    if (!calls.ok) throw calls.error;
    equal(calls.value.length, 1);
    const [call] = calls.value;
    equal(call.address.toLowerCase(), "0x5bfb058c65e4c1dec1cff0ff2cbd8522b4c3febb");
    equal(call.value, 1000n);
    const { args } = decodeFunctionData({ abi: clRouterAbi, data: call.data });
    deepStrictEqual([args[0], args[2]], ["0x10", 1_700_000_300n]);
  }),
);

Deno.test(
  "swap() fails bad input with precise codes before sending",
  withDex(async (dex) => {
    const base = {
      srcChainKey: "0x2105.base",
      srcAddress: TEST_USER,
      pool: "TEST",
      tokenIn: POOL.currency0,
      amountIn: 1000n,
      minAmountOut: 900n,
    };
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ tokenIn: undefined }, "VALIDATION_FAILED", "tokenIn"],
      [{ tokenIn: "0x00000000000000000000000000000000000000c2" }, "UNSUPPORTED_TOKEN", "tokenIn"],
      [{ pool: "NOPE" }, "VALIDATION_FAILED", "pool"],
      [{ amountIn: -1n }, "INVALID_AMOUNT", "amountIn"],
      [{ minAmountOut: -1n }, "INVALID_AMOUNT", "minAmountOut"],
      [{ minAmountOut: 1n << 128n }, "INVALID_AMOUNT", "minAmountOut"],
      [{ deadline: 0n }, "VALIDATION_FAILED", "deadline"],
      [{ srcAddress: "nope" }, "INVALID_ADDRESS", "srcAddress"],
      [{ srcChainKey: "nope" }, "UNKNOWN_CHAIN_KEY", undefined],
    ];
    for (const [patch, code, field] of cases) {
      const r = await dex.swap({ ...base, ...patch } as never, { raw: true });
      assertOk(!r.ok, `expected failure for ${JSON.stringify(Object.keys(patch))}`);
      deepStrictEqual([r.error.code, r.error.context.field, r.error.context.phase, r.error.context.action], [
        code,
        field,
        "validate",
        "swap",
      ]);
    }
  }),
);
