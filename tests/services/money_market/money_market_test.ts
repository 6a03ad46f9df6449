/**
 * Money market: golden calldata vectors of the four hub call lists and the spoke transactions that carry them,
 * plus offline runs of a write and the reads against the in-process simulator.
 *
 * How the vectors were derived (a reviewer can recompute each with any ABI encoder, e.g. `cast calldata`):
 * fixed inputs are Base USDC (`0x833589fC…2913`, 6 decimals, hub asset `0x72E85254…259C`, vault
 * `0xAbbb91c0…A833`), amount `1_000_000` (1 USDC, i.e. `1e18` vault units), hub wallet `0x…00aa`, user
 * `0x1a642f0E…14F1` (private key `0x01`×32), the packaged lending pool `0x55343489…514E` and hub asset manager
 * `0x60c5681b…37C0`.
 *
 * - `approve(address,uint256)` = `0x095ea7b3` ++ abi.encode(spender, amount)
 * - vault `deposit(address,uint256)` = `0x47e7ef24` ++ abi.encode(token, amount); `withdraw(address,uint256)` =
 *   `0xf3fef3a3` ++ abi.encode(token, amount)
 * - Aave v3 `supply(address,uint256,address,uint16)` = `0x617ba037` ++ abi.encode(vault, 1e18, 0x…aa, 0)
 * - Aave v3 `borrow(address,uint256,uint256,uint16,address)` = `0xa415bcad` ++ abi.encode(vault, 1e18, 2, 0, 0x…aa)
 * - Aave v3 `withdraw(address,uint256,address)` = `0x69328dec` ++ abi.encode(vault, 1e18, 0x…aa)
 * - Aave v3 `repay(address,uint256,uint256,address)` = `0x573ade81` ++ abi.encode(vault, 1e18, 2, 0x…aa)
 * - ERC-20 `transfer(address,uint256)` = `0xa9059cbb` ++ abi.encode(0x…fe, 1e16) (1% fee of 1e18)
 * - asset manager `transfer(address,bytes,uint256,bytes)` = `0xc6b4180b` ++ abi.encode(hubAsset, user 20 bytes,
 *   990000, 0x) (borrow delivery, net of the fee)
 * - the supply spoke tx = `0xc6b4180b` ++ abi.encode(USDC, 0x…aa as 20 bytes, 1000000, abi.encode((address,uint256,
 *   bytes)[] of the four supply calls)); the withdraw spoke tx = connection `sendMessage(uint256,bytes,bytes)`
 *   `0x6ea9cec9` ++ abi.encode(146, 0x…aa as 20 bytes, call list of the three withdraw calls).
 * @module
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { type Address, decodeFunctionData, type Hex, keccak256 } from "viem";
import { ConfigService } from "../../../core/config/mod.ts";
import { assetManagerAbi } from "../../../core/abis/asset_manager.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { buildHubCallTx } from "../../../services/hub/build_hub_call_tx.ts";
import {
  buildBorrowCalls,
  buildRepayCalls,
  buildSupplyCalls,
  buildWithdrawCalls,
  MoneyMarketService,
} from "../../../services/money_market/mod.ts";
import { simUserReserves } from "../../../simulator/state/seed/money_market.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

const W = "0x00000000000000000000000000000000000000aa" as const;
const C = {
  lendingPool: "0x553434896D39F867761859D0FE7189d2Af70514E",
  bnUSD: "0x94dC79ce9C515ba4AE4D195da8E6AB86c69BFc38",
  bnUSDVault: "0xE801CA34E19aBCbFeA12025378D19c4FBE250131",
  hubAssetManager: "0x60c5681bD1DB4e50735c4cA3386005A4BA4937C0",
} as const;
const USDC = {
  hubAsset: "0x72E852545B024ddCbc5b70C1bCBDAA025164259C",
  vault: "0xAbbb91c0617090F0028BDC27597Cd0D038F3A833",
  decimals: 6,
} as const;
const BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
const ONE_USDC = 1_000_000n;
const BASE = {
  assetManager: "0x348BE44F63A458be9C1b13D6fD8e99048F297Bc3",
  connection: "0x4555aC13D7338D9E671584C1D118c06B2a3C88eD",
  nativeToken: "0x0000000000000000000000000000000000000000",
};

const APPROVE_VAULT =
  "0x095ea7b3000000000000000000000000abbb91c0617090f0028bdc27597cd0d038f3a83300000000000000000000000000000000000000000000000000000000000f4240";
const DEPOSIT_VAULT =
  "0x47e7ef2400000000000000000000000072e852545b024ddcbc5b70c1bcbdaa025164259c00000000000000000000000000000000000000000000000000000000000f4240";
const APPROVE_POOL =
  "0x095ea7b3000000000000000000000000553434896d39f867761859d0fe7189d2af70514e0000000000000000000000000000000000000000000000000de0b6b3a7640000";
const SUPPLY =
  "0x617ba037000000000000000000000000abbb91c0617090f0028bdc27597cd0d038f3a8330000000000000000000000000000000000000000000000000de0b6b3a764000000000000000000000000000000000000000000000000000000000000000000aa0000000000000000000000000000000000000000000000000000000000000000";
const BORROW =
  "0xa415bcad000000000000000000000000abbb91c0617090f0028bdc27597cd0d038f3a8330000000000000000000000000000000000000000000000000de0b6b3a76400000000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000aa";
const FEE_TRANSFER =
  "0xa9059cbb00000000000000000000000000000000000000000000000000000000000000fe000000000000000000000000000000000000000000000000002386f26fc10000";
const VAULT_WITHDRAW_NET =
  "0xf3fef3a300000000000000000000000072e852545b024ddcbc5b70c1bcbdaa025164259c0000000000000000000000000000000000000000000000000dbd2fc137a30000";
const DELIVER_NET =
  "0xc6b4180b00000000000000000000000072e852545b024ddcbc5b70c1bcbdaa025164259c000000000000000000000000000000000000000000000000000000000000008000000000000000000000000000000000000000000000000000000000000f1b3000000000000000000000000000000000000000000000000000000000000000c000000000000000000000000000000000000000000000000000000000000000141a642f0e3c3af545e7acbd38b07251b3990914f10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000";
const POOL_WITHDRAW =
  "0x69328dec000000000000000000000000abbb91c0617090f0028bdc27597cd0d038f3a8330000000000000000000000000000000000000000000000000de0b6b3a764000000000000000000000000000000000000000000000000000000000000000000aa";
const REPAY =
  "0x573ade81000000000000000000000000abbb91c0617090f0028bdc27597cd0d038f3a8330000000000000000000000000000000000000000000000000de0b6b3a7640000000000000000000000000000000000000000000000000000000000000000000200000000000000000000000000000000000000000000000000000000000000aa";
/** keccak256 of the full supply spoke tx calldata (the tx itself is 1,380 bytes; see the module doc). */
const SUPPLY_TX_KECCAK: Hex = "0x6ed6d9f09313ffd47b378d82b915d42713e9ba46c2c528ddc0f83ecfbded0c4c";

const toSpoke = { spoke: TEST_USER.toLowerCase() as Hex };

Deno.test("buildSupplyCalls() encodes approve, vault deposit, approve pool, supply (golden vectors)", () => {
  const calls = buildSupplyCalls({ asset: USDC, amount: ONE_USDC, onBehalfOf: W }, C);
  deepStrictEqual(calls.map((c) => c.address), [USDC.hubAsset, USDC.vault, USDC.vault, C.lendingPool]);
  deepStrictEqual(calls.map((c) => c.data), [APPROVE_VAULT, DEPOSIT_VAULT, APPROVE_POOL, SUPPLY]);
});

Deno.test("buildBorrowCalls() borrows 1e18, sends the 1% fee, unwraps and delivers the net (golden vectors)", () => {
  const calls = buildBorrowCalls({
    asset: USDC,
    amount: ONE_USDC,
    hubWallet: W,
    fee: { receiver: "0x00000000000000000000000000000000000000fe", amount: 10_000n },
    to: toSpoke,
  }, C);
  deepStrictEqual(calls.map((c) => c.address), [C.lendingPool, USDC.vault, USDC.vault, C.hubAssetManager]);
  deepStrictEqual(calls.map((c) => c.data), [BORROW, FEE_TRANSFER, VAULT_WITHDRAW_NET, DELIVER_NET]);
});

Deno.test("buildWithdrawCalls() and buildRepayCalls() match their golden vectors", () => {
  const w = buildWithdrawCalls({ asset: USDC, amount: ONE_USDC, hubWallet: W, to: toSpoke }, C);
  strictEqual(w[0].data, POOL_WITHDRAW);
  strictEqual(w.length, 3);
  const r = buildRepayCalls({ asset: USDC, amount: ONE_USDC, onBehalfOf: W }, C);
  deepStrictEqual(r.map((c) => c.data), [APPROVE_VAULT, DEPOSIT_VAULT, APPROVE_POOL, REPAY]);
});

Deno.test("the supply spoke tx is an asset manager transfer of the spoke token carrying the call list", () => {
  const calls = buildSupplyCalls({ asset: USDC, amount: ONE_USDC, onBehalfOf: W }, C);
  const tx = buildHubCallTx({
    srcChainKey: "0x2105.base",
    srcAddress: TEST_USER,
    hubWallet: W,
    calls,
    deposit: { token: BASE_USDC, amount: ONE_USDC },
    chain: BASE,
  });
  if (!tx.ok) throw tx.error;
  strictEqual(tx.value.tx.to, BASE.assetManager);
  strictEqual(tx.value.tx.value, 0n);
  const { args } = decodeFunctionData({ abi: assetManagerAbi, data: tx.value.tx.data });
  deepStrictEqual([args[0], args[1], args[2]], [BASE_USDC, W, ONE_USDC]);
  const decoded = decodeContractCalls(args[3]);
  deepStrictEqual(decoded.ok && decoded.value.map((c) => c.data), [
    APPROVE_VAULT,
    DEPOSIT_VAULT,
    APPROVE_POOL,
    SUPPLY,
  ]);
  strictEqual(tx.value.relayData.payload, args[3]);
  strictEqual(keccak256(tx.value.tx.data), SUPPLY_TX_KECCAK);
});

Deno.test("a withdraw moves no tokens: connection sendMessage(146, hubWallet, calls)", () => {
  const calls = buildWithdrawCalls({ asset: USDC, amount: ONE_USDC, hubWallet: W, to: toSpoke }, C);
  const tx = buildHubCallTx({
    srcChainKey: "0x2105.base",
    srcAddress: TEST_USER,
    hubWallet: W,
    calls,
    chain: BASE,
  });
  if (!tx.ok) throw tx.error;
  strictEqual(tx.value.tx.to, BASE.connection);
  strictEqual(tx.value.tx.data.slice(0, 10), "0x6ea9cec9");
  strictEqual(tx.value.tx.data.slice(10, 74), (146).toString(16).padStart(64, "0"));
});

Deno.test("supply() on Base signs, sends and relays through the simulator", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const mm = new MoneyMarketService(deps);
    const supply = { srcChainKey: "0x2105.base", srcAddress: TEST_USER, token: BASE_USDC, amount: ONE_USDC };
    const approved = await mm.approve({ ...supply, action: "supply" }, {
      walletProvider: wallet("0x2105.base"),
    });
    if (!approved.ok) throw approved.error;
    const r = await mm.supply(supply, { walletProvider: wallet("0x2105.base") });
    if (!r.ok) throw r.error;
    strictEqual(r.value.kind, "sent");
    if (r.value.kind !== "sent") return;
    const recorded = sim.ledger.getSpokeTx("0x2105.base", r.value.srcTxHash);
    strictEqual(recorded?.deposit?.amount, ONE_USDC);
    strictEqual(recorded?.deposit?.hubCalls, r.value.relayData.payload);
    strictEqual(r.value.hubTxHash.length, 66);
  } finally {
    sim.close();
  }
});

Deno.test("borrow() with raw: true returns a sendMessage tx and takes the money-market fee", async () => {
  const fee = { address: "0x00000000000000000000000000000000000000fe", percentage: 100 };
  const { sim, deps } = simDeps();
  try {
    const config = new ConfigService({ ...sim.clientConfig, moneyMarket: { partnerFee: fee } });
    const mm = new MoneyMarketService({ ...deps, config });
    const r = await mm.borrow(
      { srcChainKey: "0x2105.base", srcAddress: TEST_USER, token: BASE_USDC, amount: ONE_USDC },
      { raw: true },
    );
    if (!r.ok) throw r.error;
    strictEqual(r.value.tx.data.slice(0, 10), "0x6ea9cec9");
    const calls = decodeContractCalls(r.value.relayData.payload);
    deepStrictEqual(calls.ok && calls.value.map((c) => c.data).slice(1), [
      FEE_TRANSFER,
      VAULT_WITHDRAW_NET,
      DELIVER_NET,
    ]);
  } finally {
    sim.close();
  }
});

Deno.test("getReservesList() and getUserPositions() decode the simulator's hub state", async () => {
  const { sim, deps } = simDeps();
  try {
    const mm = new MoneyMarketService(deps);
    const reserves = await mm.getReservesList();
    if (!reserves.ok) throw reserves.error;
    strictEqual(reserves.value.length, new Set(mm.getSupportedReserves().map((a) => a.toLowerCase())).size);
    const positions = await mm.getUserPositions({ chainKey: "0x2105.base", address: TEST_USER });
    if (!positions.ok) throw positions.error;
    const expected = simUserReserves(positions.value.hubWallet).filter((p) => p.scaledATokenBalance > 0n);
    deepStrictEqual(positions.value.positions.map((p) => p.reserve), expected.map((p) => p.underlyingAsset));
    strictEqual(positions.value.eModeCategory, 0);
  } finally {
    sim.close();
  }
});

Deno.test("writes fail in the validate phase before any I/O on bad input", async () => {
  const { sim, deps } = simDeps();
  try {
    const mm = new MoneyMarketService(deps);
    const base = { srcChainKey: "0x2105.base", srcAddress: TEST_USER, token: BASE_USDC, amount: ONE_USDC };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, token: "0x1111111111111111111111111111111111111111" }, "UNSUPPORTED_TOKEN"],
      [{ ...base, amount: 0n }, "INVALID_AMOUNT"],
      [{ ...base, srcChainKey: "nowhere" }, "UNKNOWN_CHAIN_KEY"],
      [{ ...base, srcAddress: "0x12" }, "INVALID_ADDRESS"],
    ];
    for (const [params, code] of cases) {
      const r = await mm.supply(params as never, { raw: true });
      strictEqual(!r.ok && r.error.code, code);
      strictEqual(!r.ok && r.error.context.phase, "validate");
    }
    const noWallet = await mm.supply(base);
    strictEqual(!noWallet.ok && noWallet.error.context.phase, "validate");
    strictEqual(sim.requests().filter((e) => e.path.includes("/relayer")).length, 0);
  } finally {
    sim.close();
  }
});

Deno.test("isAllowanceValid() reads the spoke allowance for supply and is true for borrow", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const mm = new MoneyMarketService(deps);
    const params = { srcChainKey: "0x2105.base", srcAddress: TEST_USER, token: BASE_USDC, amount: ONE_USDC };
    deepStrictEqual(await mm.isAllowanceValid({ ...params, action: "supply" }), { ok: true, value: false });
    deepStrictEqual(await mm.isAllowanceValid({ ...params, action: "borrow" }), { ok: true, value: true });
    const approved = await mm.approve({ ...params, action: "supply" }, {
      walletProvider: wallet("0x2105.base"),
    });
    strictEqual(approved.ok && approved.value.kind, "sent");
    strictEqual(approved.ok && (approved.value.tx.to as Address), BASE_USDC);
    deepStrictEqual(await mm.isAllowanceValid({ ...params, action: "supply" }), { ok: true, value: true });
  } finally {
    sim.close();
  }
});
