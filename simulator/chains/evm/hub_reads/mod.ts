/**
 * The simulated contract reads, one file per area, merged into one selector table. To answer a new read, add a
 * `ReadHandlers` table in its own file and list it here.
 * @module
 */
import type { ReadHandler, ReadHandlers } from "./types.ts";
import { erc20Reads } from "./erc20.ts";
import { hubWalletReads } from "./hub_wallet.ts";
import { moneyMarketReads } from "./money_market.ts";
import { moneyMarketSdkReads } from "./money_market_sdk_reads.ts";
import { moneyMarketReserveReads } from "./money_market_reserve.ts";
import { dexRewardReads } from "./dex_rewards.ts";
import { vaultReads } from "./vault.ts";
import { dexReads } from "./dex.ts";
import { stakingReads } from "./staking.ts";
import { dexQuoteReads } from "./dex_quote.ts";
import { partnerReads } from "./partner.ts";
import { dexAssetReads } from "./dex_assets.ts";
import { balnLockReads } from "./baln_locks.ts";
import { simulateRecvMessageReads } from "./simulate_recv_message.ts";
import { vaultTokenReads } from "./vault_token.ts";
import { permit2Reads } from "./permit2.ts";

export type { EthCallContext, ReadHandler, ReadHandlers, SimVaults } from "./types.ts";
export { SIM_VAULT_TOTAL } from "./vault.ts";

const TABLES: readonly ReadHandlers[] = [
  erc20Reads,
  hubWalletReads,
  moneyMarketReads,
  moneyMarketSdkReads,
  vaultReads,
  dexReads,
  stakingReads,
  dexQuoteReads,
  partnerReads,
  dexAssetReads,
  balnLockReads,
  simulateRecvMessageReads,
  vaultTokenReads,
  moneyMarketReserveReads,
  dexRewardReads,
  permit2Reads,
];

/** Every handler by lowercase selector; a selector listed twice is a programming error caught at load. */
export const READ_HANDLERS: ReadonlyMap<string, ReadHandler> = (() => {
  const map = new Map<string, ReadHandler>();
  for (const table of TABLES) {
    for (const [selector, handler] of Object.entries(table)) {
      const key = selector.toLowerCase();
      if (map.has(key)) throw new Error(`simulator: two read handlers for selector ${key}`);
      map.set(key, handler);
    }
  }
  return map;
})();
