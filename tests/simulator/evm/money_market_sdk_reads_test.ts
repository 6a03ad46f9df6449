// The platform SDK's money-market reads (getReservesList(provider) of the UI data provider, bnUSD's
// getFacilitatorBucket): ABIs from @sodax/sdk 1.3.0-beta's uiPoolDataAbi and erc20BnusdAbi (see
// simulator/hub_abi/money_market_read_abis.ts), answers from the positions store.
import assert from "node:assert/strict";
import { type Address, decodeFunctionResult, encodeFunctionData, type Hex } from "viem";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/default_config.ts";
import {
  facilitatorBucketAbi,
  uiReservesListAbi,
} from "../../../simulator/hub_abi/money_market_read_abis.ts";
import { READ_HANDLERS } from "../../../simulator/chains/evm/hub_reads/mod.ts";
import { SIM_BNUSD_DEBT_RESERVE, SIM_POOL_RESERVES } from "../../../simulator/state/seed/money_market.ts";
import { PositionsStore } from "../../../simulator/state/positions/store.ts";

const mm = DEFAULT_CLIENT_CONFIG.moneyMarket;
const BUCKET_CALL = encodeFunctionData({
  abi: facilitatorBucketAbi,
  functionName: "getFacilitatorBucket",
  args: [mm.bnUSDAToken as Address],
});

function call(data: Hex, to: Address, positions?: PositionsStore): Hex {
  const handler = READ_HANDLERS.get(data.slice(0, 10));
  assert.ok(handler, "a handler for the selector");
  return handler({ hubChainId: 146n, balance: 0n, positions }, to, data);
}

function bucket(positions?: PositionsStore): readonly [bigint, bigint] {
  return decodeFunctionResult({
    abi: facilitatorBucketAbi,
    functionName: "getFacilitatorBucket",
    data: call(BUCKET_CALL, mm.bnUSD as Address, positions),
  });
}

Deno.test("UI data provider getReservesList(provider) lists the simulated pool, its bnUSD debt reserve included", () => {
  const data = encodeFunctionData({
    abi: uiReservesListAbi,
    functionName: "getReservesList",
    args: [mm.poolAddressesProvider as Address],
  });
  const list = decodeFunctionResult({
    abi: uiReservesListAbi,
    functionName: "getReservesList",
    data: call(data, mm.uiPoolDataProvider as Address),
  });
  assert.deepEqual(list, SIM_POOL_RESERVES);
  assert.ok(list.includes(SIM_BNUSD_DEBT_RESERVE));
});

Deno.test("bnUSD facilitator bucket level follows a delivered bnUSD vault borrow and repayment", () => {
  const positions = new PositionsStore();
  const [capacity, before] = bucket(positions);
  assert.ok(before > 0n && before < capacity);
  const user = "0x1111111111111111111111111111111111111111";
  const amount = 1000n * 10n ** 18n;
  const now = 1_767_225_600;
  assert.ok(positions.moneyMarket.borrow(mm.bnUSDVault, amount, user, now));
  const [, afterBorrow] = bucket(positions);
  assert.ok(
    afterBorrow - before >= amount - 1n && afterBorrow - before <= amount + 1n,
    `${afterBorrow - before}`,
  );
  assert.ok(positions.moneyMarket.repay(mm.bnUSDVault, amount, user, now));
  const [, afterRepay] = bucket(positions);
  assert.ok(afterRepay <= before + 1n && afterRepay + 1n >= before);
});

Deno.test("getFacilitatorBucket on another contract answers no data; malformed calldata reverts", () => {
  assert.equal(call(BUCKET_CALL, mm.lendingPool as Address), "0x");
  assert.throws(() => call(BUCKET_CALL.slice(0, 20) as Hex, mm.bnUSD as Address), /malformed calldata/);
});
