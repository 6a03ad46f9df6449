/**
 * Dex assets: golden calldata vectors of the deposit (wrap) and withdraw (unwrap and deliver) call lists, and
 * offline runs of `deposit`, `withdraw`, `getDeposit`, `getWrappedAmount` and `getUnwrappedAmount` against the
 * in-process simulator (its stata factory answers the packaged `dex.statATokenAddresses` entry or a seeded
 * address, and stata conversions are 1:1; see simulator/chains/evm/hub_reads/dex_assets.ts).
 *
 * How the vectors were derived: assembled word by word by a throwaway script (no ABI encoder), from the calls the
 * platform SDK's `AssetService.getTokenWrapAction` / `getTokenUnwrapAction` build (icon-project/sodax-sdks
 * `packages/sdk/src/dex/AssetService.ts`) and these selectors (keccak of the signatures):
 * - ERC-20 `approve(address,uint256)` `0x095ea7b3`, `transfer(address,uint256)` `0xa9059cbb`;
 * - hub vault `deposit(address,uint256)` `0x47e7ef24`, `withdraw(address,uint256)` `0xf3fef3a3`
 *   (`EvmVaultTokenService.encodeDeposit` / `encodeWithdraw`: token then amount);
 * - ERC-4626 `deposit(uint256,address)` `0x6e553f65`, `redeem(uint256,address,address)` `0xba087652`
 *   (`Erc4626Service`; receiver and owner the hub wallet on redeem);
 * - asset manager `transfer(address,bytes,uint256,bytes)` `0xc6b4180b` (token, encoded receiver, amount, `0x`);
 * - wrapped Sonic `withdrawTo(address,uint256)` `0x205c2878`.
 *
 * Inputs: hub asset `0x1111…`, vault `0x2222…`, stata token `0x3333…`, asset manager `0x4444…`, hub wallet
 * `0x…00aa`, 6 decimals; deposit 1_000_000 (1e18 vault units); withdraw 5e17 shares worth 6e17 vault units
 * (600_000 token units) to the spoke receiver `0x…beef`.
 * @module
 */
import { deepStrictEqual, equal, ok as assertOk } from "node:assert/strict";
import { ConfigService } from "../../../core/config/mod.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { buildDexDepositCalls, buildDexWithdrawCalls, DexService } from "../../../services/dex/mod.ts";
import type { ServiceDeps } from "../../../services/deps/service_deps.ts";
import { simStataToken } from "../../../simulator/chains/evm/hub_reads/dex_assets.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";
import type { ErrorContextFields } from "../../../core/errors.ts";

const H = "0x1111111111111111111111111111111111111111" as const;
const V = "0x2222222222222222222222222222222222222222" as const;
const S = "0x3333333333333333333333333333333333333333" as const;
const AM = "0x4444444444444444444444444444444444444444" as const;
const W = "0x00000000000000000000000000000000000000aa" as const;
const ASSET = { hubAsset: H, vault: V, decimals: 6 };

const DEP_APPROVE_VAULT =
  "0x095ea7b3000000000000000000000000222222222222222222222222222222222222222200000000000000000000000000000000000000000000000000000000000f4240";
const DEP_VAULT_DEPOSIT =
  "0x47e7ef24000000000000000000000000111111111111111111111111111111111111111100000000000000000000000000000000000000000000000000000000000f4240";
const DEP_APPROVE_STATA =
  "0x095ea7b300000000000000000000000033333333333333333333333333333333333333330000000000000000000000000000000000000000000000000de0b6b3a7640000";
const DEP_STATA_DEPOSIT =
  "0x6e553f650000000000000000000000000000000000000000000000000de0b6b3a764000000000000000000000000000000000000000000000000000000000000000000aa";
const WD_REDEEM =
  "0xba08765200000000000000000000000000000000000000000000000006f05b59d3b2000000000000000000000000000000000000000000000000000000000000000000aa00000000000000000000000000000000000000000000000000000000000000aa";
const WD_VAULT_WITHDRAW =
  "0xf3fef3a300000000000000000000000011111111111111111111111111111111111111110000000000000000000000000000000000000000000000000853a0d2313c0000";
const WD_AM_TRANSFER =
  "0xc6b4180b0000000000000000000000001111111111111111111111111111111111111111000000000000000000000000000000000000000000000000000000000000008000000000000000000000000000000000000000000000000000000000000927c000000000000000000000000000000000000000000000000000000000000000c00000000000000000000000000000000000000000000000000000000000000014000000000000000000000000000000000000beef0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000";
const WD_WITHDRAW_TO =
  "0x205c287800000000000000000000000000000000000000000000000000000000000000aa00000000000000000000000000000000000000000000000000000000000927c0";

Deno.test("buildDexDepositCalls() deposits into the vault, then wraps into the stata token (golden vectors)", () => {
  const calls = buildDexDepositCalls({ asset: ASSET, amount: 1_000_000n, poolToken: S, receiver: W });
  deepStrictEqual(calls.map((c) => [c.address, c.value, c.data]), [
    [H, 0n, DEP_APPROVE_VAULT],
    [V, 0n, DEP_VAULT_DEPOSIT],
    [V, 0n, DEP_APPROVE_STATA],
    [S, 0n, DEP_STATA_DEPOSIT],
  ]);
  const vaultCurrency = buildDexDepositCalls({ asset: ASSET, amount: 1_000_000n, poolToken: V, receiver: W });
  deepStrictEqual(vaultCurrency.map((c) => c.data), [DEP_APPROVE_VAULT, DEP_VAULT_DEPOSIT]);
});

Deno.test("buildDexWithdrawCalls() redeems, withdraws from the vault and delivers (golden vectors)", () => {
  const base = {
    asset: ASSET,
    shares: 5n * 10n ** 17n,
    vaultAmount: 6n * 10n ** 17n,
    poolToken: S,
    hubWallet: W,
  };
  const toSpoke = buildDexWithdrawCalls({
    ...base,
    to: { spoke: "0x000000000000000000000000000000000000beef" },
  }, {
    hubAssetManager: AM,
    wrappedNative: V,
  });
  deepStrictEqual(toSpoke.map((c) => [c.address, c.data]), [
    [S, WD_REDEEM],
    [V, WD_VAULT_WITHDRAW],
    [AM, WD_AM_TRANSFER],
  ]);
  const native = buildDexWithdrawCalls({ ...base, to: { hub: W, unwrapNative: true } }, {
    hubAssetManager: AM,
    wrappedNative: H,
  });
  deepStrictEqual(native.map((c) => [c.address, c.data]).at(-1), [H, WD_WITHDRAW_TO]);
  const erc20 = buildDexWithdrawCalls({ ...base, to: { hub: W } }, { hubAssetManager: AM, wrappedNative: H });
  assertOk(erc20[2].data.startsWith("0xa9059cbb") && erc20[2].address === H);
  const vaultCurrency = buildDexWithdrawCalls({ ...base, poolToken: V, to: { hub: W } }, {
    hubAssetManager: AM,
    wrappedNative: H,
  });
  deepStrictEqual(vaultCurrency.map((c) => c.data.slice(0, 10)), ["0xf3fef3a3", "0xa9059cbb"]);
  assertOk(vaultCurrency[0].data.endsWith((5n * 10n ** 17n).toString(16)));
});

const BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
const USDC_VAULT = "0xAbbb91c0617090F0028BDC27597Cd0D038F3A833";
const USDC_HUB = "0x72E852545B024ddCbc5b70C1bCBDAA025164259C";
const BASE_BNUSD = "0xAcfab3F31C0a18559D78556BBf297EC29c6cf8aa";
const BNUSD_VAULT = "0xE801CA34E19aBCbFeA12025378D19c4FBE250131";

function withDex(
  fn: (dex: DexService, ctx: ReturnType<typeof simDeps>) => Promise<void>,
): () => Promise<void> {
  return async () => {
    const ctx = simDeps();
    try {
      await fn(new DexService({ ...ctx.deps, config: new ConfigService(ctx.sim.clientConfig) }), ctx);
    } finally {
      ctx.sim.close();
    }
  };
}

function rawCalls(r: Awaited<ReturnType<DexService["deposit"]>>) {
  if (!r.ok) throw r.error;
  const calls = decodeContractCalls(r.value.relayData.payload);
  if (!calls.ok) throw calls.error;
  return calls.value.map((c) => ({ address: c.address.toLowerCase(), data: c.data }));
}

const lower = (calls: { address: string; data: string }[]) =>
  calls.map((c) => ({ address: c.address.toLowerCase(), data: c.data }));

Deno.test(
  "deposit() wraps Base USDC into its stata pool currency in the hub wallet; a vault pool currency skips the wrap",
  withDex(async (dex, { deps, wallet }) => {
    const sender = { srcChainKey: "0x2105.base", srcAddress: TEST_USER };
    const stata = simStataToken(USDC_VAULT);
    const sent = await dex.deposit({ ...sender, token: BASE_USDC, amount: 2_000_000n, poolToken: stata }, {
      walletProvider: wallet("0x2105.base"),
    });
    if (!sent.ok) throw sent.error;
    equal(sent.value.kind, "sent");
    const hubWallet = await deps.hub.getUserHubWalletAddress("0x2105.base", TEST_USER);
    if (!hubWallet.ok) throw hubWallet.error;
    const raw = await dex.deposit({ ...sender, token: BASE_USDC, amount: 2_000_000n, poolToken: stata }, {
      raw: true,
    });
    deepStrictEqual(
      rawCalls(raw),
      lower(buildDexDepositCalls({
        asset: { hubAsset: USDC_HUB, vault: USDC_VAULT, decimals: 6 },
        amount: 2_000_000n,
        poolToken: stata,
        receiver: hubWallet.value,
      })),
    );
    const bnUSD = await dex.deposit({ ...sender, token: BASE_BNUSD, amount: 5n, poolToken: BNUSD_VAULT }, {
      raw: true,
    });
    deepStrictEqual(rawCalls(bnUSD).map((c) => c.data.slice(0, 10)), ["0x095ea7b3", "0x47e7ef24"]);
    const wrong = await dex.deposit({ ...sender, token: BASE_USDC, amount: 1n, poolToken: BNUSD_VAULT }, {
      raw: true,
    });
    assertOk(!wrong.ok);
    deepStrictEqual([
      wrong.error.code,
      wrong.error.context.field,
      (wrong.error.context as ErrorContextFields).expected,
    ], [
      "UNSUPPORTED_TOKEN",
      "poolToken",
      stata,
    ]);
  }),
);

Deno.test(
  "withdraw() redeems and delivers USDC to Base, and native S to a hub address with withdrawTo",
  withDex(async (dex, { wallet }) => {
    const stata = simStataToken(USDC_VAULT);
    const sender = { srcChainKey: "0x2105.base", srcAddress: TEST_USER };
    const sent = await dex.withdraw({ ...sender, token: BASE_USDC, amount: 10n ** 18n, poolToken: stata }, {
      walletProvider: wallet("0x2105.base"),
    });
    if (!sent.ok) throw sent.error;
    equal(sent.value.kind, "sent");
    const raw = await dex.withdraw({ ...sender, token: BASE_USDC, amount: 10n ** 18n, poolToken: stata }, {
      raw: true,
    });
    const calls = rawCalls(raw);
    deepStrictEqual(calls.map((c) => c.data.slice(0, 10)), ["0xba087652", "0xf3fef3a3", "0xc6b4180b"]);
    assertOk(
      calls[2].data.includes((1_000_000n).toString(16).padStart(64, "0")),
      "1e18 vault units = 1 USDC",
    );
    const sVault = "0x62ecc3Eeb80a162c57624B3fF80313FE69f5203e";
    const toHub = await dex.withdraw({
      ...sender,
      token: "0x0000000000000000000000000000000000000000",
      amount: 7n,
      poolToken: simStataToken(sVault),
      dstChainKey: "sonic",
      dstAddress: TEST_USER,
    }, { raw: true });
    const last = rawCalls(toHub).at(-1);
    equal(last?.address, "0x039e2fb66102314ce7b64ce5ce3e5183bc94ad38");
    assertOk(last?.data.startsWith("0x205c2878"));
  }),
);

Deno.test(
  "getDeposit(), getWrappedAmount() and getUnwrappedAmount() read the hub",
  withDex(async (dex) => {
    const stata = simStataToken(USDC_VAULT);
    const deposit = await dex.getDeposit({ poolToken: stata, chainKey: "0x2105.base", address: TEST_USER });
    assertOk(deposit.ok && deposit.value === 10n ** 30n);
    const wrapped = await dex.getWrappedAmount(stata, 123n);
    const unwrapped = await dex.getUnwrappedAmount(stata, 456n);
    assertOk(wrapped.ok && wrapped.value === 123n && unwrapped.ok && unwrapped.value === 456n);
  }),
);

Deno.test("getWrappedAmount() reads convertToShares and getUnwrappedAmount() convertToAssets of the pool token", async () => {
  const seen: string[] = [];
  const hub = {
    readContract: (p: { functionName: string; address: string; args: bigint[] }) => {
      seen.push(`${p.functionName}@${p.address}`);
      return Promise.resolve({
        ok: true,
        value: p.args[0] * (p.functionName === "convertToShares" ? 2n : 3n),
      });
    },
  };
  const dex = new DexService({ config: new ConfigService(), hub } as unknown as ServiceDeps);
  const wrapped = await dex.getWrappedAmount(S, 10n);
  const unwrapped = await dex.getUnwrappedAmount(S, 10n);
  assertOk(wrapped.ok && wrapped.value === 20n && unwrapped.ok && unwrapped.value === 30n);
  deepStrictEqual(seen, [`convertToShares@${S}`, `convertToAssets@${S}`]);
});

Deno.test(
  "deposit(), withdraw() and the asset reads fail bad input with precise codes before any write",
  withDex(async (dex) => {
    const base = {
      srcChainKey: "0x2105.base",
      srcAddress: TEST_USER,
      token: BASE_USDC,
      amount: 1n,
      poolToken: simStataToken(USDC_VAULT),
    };
    const hostile = {
      toString: () => {
        throw new Error("boom");
      },
    };
    const cases: ["deposit" | "withdraw", Record<string, unknown> | null, string, string | undefined][] = [
      ["deposit", { amount: 0n }, "INVALID_AMOUNT", "amount"],
      ["deposit", { amount: 1 }, "INVALID_AMOUNT", "amount"],
      ["deposit", { poolToken: "nope" }, "INVALID_ADDRESS", "poolToken"],
      ["deposit", { token: H }, "UNSUPPORTED_TOKEN", "token"],
      ["deposit", { token: hostile }, "UNSUPPORTED_TOKEN", "token"],
      ["deposit", { srcChainKey: "nope" }, "UNKNOWN_CHAIN_KEY", "srcChainKey"],
      ["deposit", { srcAddress: "nope" }, "INVALID_ADDRESS", "srcAddress"],
      ["withdraw", { amount: 1n << 256n }, "INVALID_AMOUNT", "amount"],
      ["withdraw", { dstChainKey: hostile }, "UNKNOWN_CHAIN_KEY", "dstChainKey"],
      ["withdraw", { dstChainKey: "sonic" }, "UNSUPPORTED_TOKEN", "token"],
      ["withdraw", { dstAddress: "nope" }, "INVALID_ADDRESS", undefined],
      ["withdraw", null, "VALIDATION_FAILED", "params"],
    ];
    for (const [method, patch, code, field] of cases) {
      const params = patch === null ? null : { ...base, ...patch };
      const r = await dex[method](params as never, { raw: true });
      assertOk(!r.ok, `${method} ${JSON.stringify(Object.keys(patch ?? {}))} should fail`);
      deepStrictEqual([r.error.code, r.error.context.phase, r.error.context.action], [
        code,
        "validate",
        method,
      ]);
      if (field !== undefined) equal(r.error.context.field, field);
    }
    const reads = [
      await dex.getDeposit({ poolToken: "nope", chainKey: "0x2105.base", address: TEST_USER }),
      await dex.getDeposit({ poolToken: S, chainKey: "nope", address: TEST_USER }),
      await dex.getDeposit(null as never),
      await dex.getWrappedAmount(S, -1n),
      await dex.getUnwrappedAmount(hostile as never, 1n),
    ];
    deepStrictEqual(reads.map((r) => !r.ok && [r.error.code, r.error.context.phase]), [
      ["INVALID_ADDRESS", "validate"],
      ["UNKNOWN_CHAIN_KEY", "validate"],
      ["INVALID_ADDRESS", "validate"],
      ["INVALID_AMOUNT", "validate"],
      ["INVALID_ADDRESS", "validate"],
    ]);
  }),
);

Deno.test(
  "getPoolToken(), isAllowanceValid() and approve() cover the deposit's pool currency and spender",
  withDex(async (dex) => {
    const usdc = await dex.getPoolToken({ chainKey: "0x2105.base", token: BASE_USDC });
    assertOk(usdc.ok && usdc.value === simStataToken(USDC_VAULT));
    const unknown = await dex.getPoolToken({ chainKey: "0x2105.base", token: H });
    assertOk(!unknown.ok && unknown.error.code === "UNSUPPORTED_TOKEN");
    const deposit = {
      srcChainKey: "0x2105.base",
      srcAddress: TEST_USER,
      token: BASE_USDC,
      amount: 5n,
      poolToken: usdc.value,
    };
    const allowed = await dex.isAllowanceValid(deposit);
    assertOk(allowed.ok && typeof allowed.value === "boolean");
    const approve = await dex.approve(deposit, { raw: true });
    if (!approve.ok) throw approve.error;
    assertOk(approve.value.kind === "raw" && approve.value.tx.data.startsWith("0x095ea7b3"));
    const otherChain = await dex.approve({ ...deposit, srcChainKey: "stellar" }, { raw: true });
    assertOk(
      !otherChain.ok && otherChain.error.code === "UNSUPPORTED_TOKEN",
      "a Base token is not a Stellar token",
    );
    const bad = await dex.isAllowanceValid({ ...deposit, amount: 0n });
    assertOk(
      !bad.ok && bad.error.code === "INVALID_AMOUNT" && bad.error.context.action === "isAllowanceValid",
    );
  }),
);
