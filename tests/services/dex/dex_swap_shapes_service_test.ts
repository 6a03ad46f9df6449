/**
 * The new swap shapes through `DexService`: exact-output quotes and swaps on one pool (`kind: "exactOut"`) and
 * multi-hop exact-input quotes and swaps (`path`), against the in-process simulator (its quoter answers
 * deterministically, see simulator/chains/evm/hub_reads/dex_quote.ts), and the precise failure codes of malformed
 * requests. The original exact-input call shape is pinned by dex_swap_service_test.ts.
 * @module
 */
import { deepStrictEqual, equal, ok as assertOk } from "node:assert/strict";
import { decodeAbiParameters, decodeFunctionData } from "viem";
import { ConfigService } from "../../../core/config/mod.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { clRouterAbi } from "../../../core/abis/cl_router.ts";
import { DexService } from "../../../services/dex/mod.ts";
import type { ServiceDeps } from "../../../services/deps/service_deps.ts";
import {
  SIM_QUOTE_GAS,
  simQuoteExactInput,
  simQuoteExactOutputSingle,
} from "../../../simulator/chains/evm/hub_reads/dex_quote.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";
import type { ErrorContextFields } from "../../../core/errors.ts";

const ZERO = "0x0000000000000000000000000000000000000000" as const;
const C0 = "0x00000000000000000000000000000000000000c0" as const;
const C1 = "0x00000000000000000000000000000000000000c1" as const;
const C2 = "0x00000000000000000000000000000000000000c2" as const;
const POOL = {
  currency0: C0,
  currency1: C1,
  hooks: ZERO,
  poolManager: "0xA3256ab552A271A16AcDfdB521B32ef82d481F43",
  fee: 3000,
  parameters: "0x00000000000000000000000000000000000000000000000000000000000a0000",
} as const;
const SECOND = { ...POOL, currency0: C1, currency1: C2 } as const;
const NATIVE_POOL = { ...POOL, currency0: ZERO } as const;
const DEAD_POOL = { ...SECOND, fee: 2_000_000 } as const;
const OTHER = { ...POOL, currency0: C2, currency1: "0x00000000000000000000000000000000000000c3" } as const;
const POOLS = { TEST: POOL, SECOND, NATIVE: NATIVE_POOL, DEAD: DEAD_POOL, OTHER };
const pathKey = (pool: typeof POOL | typeof SECOND, intermediateCurrency: string) => ({
  intermediateCurrency,
  fee: pool.fee,
  hooks: pool.hooks,
  poolManager: pool.poolManager,
  parameters: pool.parameters,
});
const SENDER = { srcChainKey: "0x2105.base", srcAddress: TEST_USER } as const;

function withDex(
  fn: (dex: DexService, ctx: ReturnType<typeof simDeps>) => Promise<void>,
): () => Promise<void> {
  return async () => {
    const ctx = simDeps();
    try {
      const config = new ConfigService({ ...ctx.sim.clientConfig, dex: { dexPools: POOLS } });
      await fn(new DexService({ ...ctx.deps, config }), ctx);
    } finally {
      ctx.sim.close();
    }
  };
}

Deno.test(
  "getSwapQuote() with kind exactOut returns the quoter's input for an exact output",
  withDex(async (dex) => {
    const r = await dex.getSwapQuote({ kind: "exactOut", pool: "TEST", tokenIn: C1, amountOut: 10n ** 18n });
    if (!r.ok) throw r.error;
    deepStrictEqual(r.value, {
      poolKey: POOL,
      zeroForOne: false,
      tokenIn: C1,
      tokenOut: C0,
      amountIn: simQuoteExactOutputSingle(POOL, false, 10n ** 18n),
      amountOut: 10n ** 18n,
      gasEstimate: SIM_QUOTE_GAS,
    });
  }),
);

Deno.test(
  "getSwapQuote() with a path returns the chained quote and each hop",
  withDex(async (dex) => {
    const r = await dex.getSwapQuote({ tokenIn: C0, path: ["TEST", SECOND], amountIn: 10n ** 18n });
    if (!r.ok) throw r.error;
    const expected = simQuoteExactInput(C0, [pathKey(POOL, C1), pathKey(SECOND, C2)], 10n ** 18n);
    deepStrictEqual(
      [r.value.tokenIn, r.value.tokenOut, r.value.amountIn, r.value.amountOut, r.value.gasEstimate],
      [C0, C2, 10n ** 18n, expected, 2n * SIM_QUOTE_GAS],
    );
    deepStrictEqual(r.value.hops.map((h) => [h.poolKey, h.zeroForOne, h.tokenIn, h.tokenOut]), [
      [POOL, true, C0, C1],
      [SECOND, true, C1, C2],
    ]);
    const back = await dex.getSwapQuote({ tokenIn: C2, path: ["SECOND", "TEST"], amountIn: 5000n });
    if (!back.ok) throw back.error;
    equal(back.value.tokenOut, C0);
    deepStrictEqual(back.value.hops.map((h) => h.zeroForOne), [false, false]);
  }),
);

Deno.test(
  "getSwapQuote() reports a reverting path or exact-output quote as HTTP_REQUEST_FAILED in the lookup phase",
  withDex(async (dex) => {
    const path = await dex.getSwapQuote({ tokenIn: C0, path: ["TEST", "DEAD"], amountIn: 5n });
    assertOk(!path.ok && path.error.code === "HTTP_REQUEST_FAILED" && path.error.context.phase === "lookup");
    const out = await dex.getSwapQuote({ kind: "exactOut", pool: "DEAD", zeroForOne: true, amountOut: 5n });
    assertOk(!out.ok && out.error.code === "HTTP_REQUEST_FAILED" && out.error.context.phase === "lookup");
  }),
);

Deno.test("getSwapQuote() rejects quoted amounts beyond uint128 as RESPONSE_VALIDATION_FAILED", async () => {
  const hub = { readContract: () => Promise.resolve({ ok: true, value: [1n << 200n, 0n] }) };
  const config = new ConfigService({ dex: { dexPools: POOLS } });
  const dex = new DexService({ config, hub } as unknown as ServiceDeps);
  const out = await dex.getSwapQuote({ kind: "exactOut", pool: "TEST", zeroForOne: true, amountOut: 1n });
  assertOk(!out.ok && out.error.code === "RESPONSE_VALIDATION_FAILED");
  const path = await dex.getSwapQuote({ tokenIn: C0, path: ["TEST"], amountIn: 1n });
  assertOk(
    !path.ok && path.error.code === "RESPONSE_VALIDATION_FAILED" && path.error.context.phase === "lookup",
  );
});

Deno.test("getSwapQuote() fails malformed shapes, paths and amounts with precise codes and no I/O", async () => {
  const config = new ConfigService({ dex: { dexPools: POOLS } });
  const dex = new DexService({ config } as ServiceDeps);
  const cases: [unknown, string, string][] = [
    [{ kind: "exactOutput", pool: "TEST", zeroForOne: true, amountOut: 1n }, "VALIDATION_FAILED", "kind"],
    [{ kind: "exactOut", path: ["TEST"], tokenIn: C0, amountOut: 1n }, "VALIDATION_FAILED", "path"],
    [{ pool: "TEST", path: ["TEST"], tokenIn: C0, amountIn: 1n }, "VALIDATION_FAILED", "pool"],
    [{ kind: "exactOut", pool: "TEST", zeroForOne: true, amountIn: 1n }, "VALIDATION_FAILED", "amountIn"],
    [{ pool: "TEST", zeroForOne: true, amountIn: 1n, amountOut: 1n }, "VALIDATION_FAILED", "amountOut"],
    [{ kind: "exactOut", pool: "NOPE", zeroForOne: true, amountOut: 1n }, "VALIDATION_FAILED", "pool"],
    [{ kind: "exactOut", pool: "TEST", tokenIn: C2, amountOut: 1n }, "UNSUPPORTED_TOKEN", "tokenIn"],
    [{ kind: "exactOut", pool: "TEST", zeroForOne: true, amountOut: 0n }, "INVALID_AMOUNT", "amountOut"],
    [
      { kind: "exactOut", pool: "TEST", zeroForOne: true, amountOut: 1n << 128n },
      "INVALID_AMOUNT",
      "amountOut",
    ],
    [{ path: ["TEST"], amountIn: 1n }, "VALIDATION_FAILED", "tokenIn"],
    [{ tokenIn: C2, path: ["TEST"], amountIn: 1n }, "UNSUPPORTED_TOKEN", "tokenIn"],
    [{ tokenIn: C0, path: [], amountIn: 1n }, "VALIDATION_FAILED", "path"],
    [{ tokenIn: C0, path: "TEST", amountIn: 1n }, "VALIDATION_FAILED", "path"],
    [{ tokenIn: C0, path: Array(9).fill("TEST"), amountIn: 1n }, "VALIDATION_FAILED", "path"],
    [{ tokenIn: C0, path: ["TEST", "NOPE"], amountIn: 1n }, "VALIDATION_FAILED", "path"],
    [{ tokenIn: C0, path: ["TEST", "OTHER"], amountIn: 1n }, "VALIDATION_FAILED", "path"],
    [{ tokenIn: C0, path: ["TEST", "TEST"], amountIn: 1n }, "VALIDATION_FAILED", "path"],
    [{ tokenIn: C0, path: ["TEST"], amountIn: 0n }, "INVALID_AMOUNT", "amountIn"],
    [undefined, "VALIDATION_FAILED", "params"],
  ];
  for (const [params, code, field] of cases) {
    const r = await dex.getSwapQuote(params as never);
    assertOk(!r.ok, `expected failure for ${field}`);
    deepStrictEqual([r.error.code, r.error.context.field, r.error.context.phase, r.error.context.action], [
      code,
      field,
      "validate",
      "getSwapQuote",
    ]);
  }
  const second = await dex.getSwapQuote({ tokenIn: C0, path: ["TEST", "OTHER"], amountIn: 1n });
  assertOk(!second.ok && (second.error.context as ErrorContextFields).index === 1);
});

function routerPlan(data: `0x${string}`) {
  const { args } = decodeFunctionData({ abi: clRouterAbi, data });
  const [actions] = decodeAbiParameters([{ type: "bytes" }, { type: "bytes[]" }], args[1][0]);
  return { commands: args[0], inputs: args[1], actions, deadline: args[2] };
}

Deno.test(
  "swap() with kind exactOut relays; raw mode pays a native input with amountInMaximum and sweeps the rest",
  withDex(async (dex, { wallet }) => {
    const sent = await dex.swap({
      ...SENDER,
      kind: "exactOut",
      pool: "TEST",
      tokenIn: C1,
      amountOut: 900n,
      amountInMaximum: 1000n,
    }, { walletProvider: wallet("0x2105.base") });
    if (!sent.ok) throw sent.error;
    equal(sent.value.kind, "sent");
    const raw = await dex.swap({
      ...SENDER,
      kind: "exactOut",
      pool: "NATIVE",
      tokenIn: ZERO,
      amountOut: 900n,
      amountInMaximum: 1000n,
      deadline: 1_700_000_300n,
    }, { raw: true });
    if (!raw.ok) throw raw.error;
    const calls = decodeContractCalls(raw.value.relayData.payload);
    if (!calls.ok) throw calls.error;
    equal(calls.value.length, 1);
    equal(calls.value[0].value, 1000n);
    const plan = routerPlan(calls.value[0].data);
    deepStrictEqual([plan.commands, plan.actions, plan.deadline, plan.inputs.length], [
      "0x1004",
      "0x080c0f",
      1_700_000_300n,
      2,
    ]);
  }),
);

Deno.test(
  "swap() with a path relays; raw mode returns the Permit2 approvals and CL_SWAP_EXACT_IN",
  withDex(async (dex, { wallet }) => {
    const params = { ...SENDER, tokenIn: C0, path: ["TEST", "SECOND"], amountIn: 1000n, minAmountOut: 900n };
    const sent = await dex.swap(params, { walletProvider: wallet("0x2105.base") });
    if (!sent.ok) throw sent.error;
    equal(sent.value.kind, "sent");
    const raw = await dex.swap({ ...params, deadline: 1_700_000_300n }, { raw: true });
    if (!raw.ok) throw raw.error;
    const calls = decodeContractCalls(raw.value.relayData.payload);
    if (!calls.ok) throw calls.error;
    deepStrictEqual(calls.value.map((c) => c.address.toLowerCase()), [
      C0,
      "0x000000000022d473030f116ddee9f6b43ac78ba3",
      "0x5bfb058c65e4c1dec1cff0ff2cbd8522b4c3febb",
    ]);
    const plan = routerPlan(calls.value[2].data);
    deepStrictEqual([plan.commands, plan.actions], ["0x10", "0x070c0f"]);
  }),
);

Deno.test(
  "swap() fails malformed exact-output and path requests with precise codes before sending",
  withDex(async (dex) => {
    const out = {
      ...SENDER,
      kind: "exactOut",
      pool: "TEST",
      tokenIn: C0,
      amountOut: 900n,
      amountInMaximum: 1000n,
    };
    const path = { ...SENDER, tokenIn: C0, path: ["TEST", "SECOND"], amountIn: 1000n, minAmountOut: 900n };
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ ...out, kind: "exact" }, "VALIDATION_FAILED", "kind"],
      [{ ...out, minAmountOut: 1n }, "VALIDATION_FAILED", "minAmountOut"],
      [{ ...out, tokenIn: undefined }, "VALIDATION_FAILED", "tokenIn"],
      [{ ...out, amountOut: -1n }, "INVALID_AMOUNT", "amountOut"],
      [{ ...out, amountInMaximum: 0n }, "INVALID_AMOUNT", "amountInMaximum"],
      [{ ...out, amountInMaximum: 1n << 128n }, "INVALID_AMOUNT", "amountInMaximum"],
      [{ ...out, deadline: 1n << 48n }, "VALIDATION_FAILED", "deadline"],
      [{ ...out, srcAddress: "nope" }, "INVALID_ADDRESS", "srcAddress"],
      [{ ...path, pool: "TEST" }, "VALIDATION_FAILED", "pool"],
      [{ ...path, kind: "exactOut" }, "VALIDATION_FAILED", "path"],
      [{ ...path, path: ["SECOND"] }, "UNSUPPORTED_TOKEN", "tokenIn"],
      [{ ...path, path: ["TEST", "DEAD", "NOPE"] }, "VALIDATION_FAILED", "path"],
      [{ ...path, amountIn: 1n << 128n }, "INVALID_AMOUNT", "amountIn"],
      [{ ...path, minAmountOut: -1n }, "INVALID_AMOUNT", "minAmountOut"],
      [{ ...path, deadline: 0n }, "VALIDATION_FAILED", "deadline"],
      [{ ...path, srcChainKey: "nope" }, "UNKNOWN_CHAIN_KEY", undefined],
    ];
    for (const [params, code, field] of cases) {
      const r = await dex.swap(params as never, { raw: true });
      assertOk(!r.ok, `expected failure for ${field}`);
      deepStrictEqual([r.error.code, r.error.context.field, r.error.context.phase, r.error.context.action], [
        code,
        field,
        "validate",
        "swap",
      ]);
    }
  }),
);
