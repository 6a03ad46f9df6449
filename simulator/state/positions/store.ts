/**
 * `PositionsStore`: the hub-service positions that follow their writes. The simulator hands it every hub call
 * list delivered by the relayer (`applyHubCallList`), every transaction sent on the hub itself (`applyHubTx`:
 * a wallet-router `route(calls)` or a direct call) and every intent registered on the hub (`applyIntent`, for
 * partner fees); the hub reads (`simulator/chains/evm/hub_reads/`) answer from it. Prices set through
 * `POST /__sim/price` live here too. CL positions (`dex`) minted, increased, decreased and collected follow too, and so do shares of other ERC-4626 vaults (leverage yield) and Permit2 allowances. `toJSON` / `fromJSON` / `restore` give snapshots a plain-JSON form.
 *
 * @example Supply through a delivered call list, read the position back
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeAbiParameters, encodeFunctionData } from "viem";
 * import { aavePoolAbi } from "../../../core/abis/aave_pool.ts";
 * import { HUB_CALLS_PARAMETERS } from "../../hub_abi/onward_transfers.ts";
 * import { PositionsStore } from "./store.ts";
 * const store = new PositionsStore();
 * const wallet = "0x1111111111111111111111111111111111111111";
 * const reserve = "0xAbbb91c0617090F0028BDC27597Cd0D038F3A833";
 * const data = encodeFunctionData({ abi: aavePoolAbi, functionName: "supply", args: [reserve, 10n ** 18n, wallet, 0] });
 * const payload = encodeAbiParameters(HUB_CALLS_PARAMETERS, [[{ address: store.contracts.lendingPool, value: 0n, data }]]);
 * const before = store.moneyMarket.userReserves(wallet).find((r) => r.underlyingAsset === reserve)!;
 * assert.equal(store.applyHubCallList(wallet, payload, 1_767_225_600_000), 1);
 * const after = store.moneyMarket.userReserves(wallet).find((r) => r.underlyingAsset === reserve)!;
 * assert.ok(after.scaledATokenBalance > before.scaledATokenBalance);
 * assert.deepEqual(PositionsStore.fromJSON(store.toJSON()).toJSON(), store.toJSON());
 * ```
 * @module
 */
import { type Address, decodeAbiParameters, decodeFunctionData, getAddress, type Hex, isHex } from "viem";
import { walletRouterRouteAbi } from "../../../core/abis/wallet_router_route.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/default_config.ts";
import { deriveSimRouterWallet } from "../../hub_abi/hub_wallet.ts";
import { HUB_CALLS_PARAMETERS } from "../../hub_abi/onward_transfers.ts";
import {
  applyCalls,
  type HubCall,
  type PositionsContracts,
  positionsContractsFromConfig,
} from "./apply_hub_calls.ts";
import { DexBook } from "./dex.ts";
import { MoneyMarketBook } from "./money_market.ts";
import { decodeIntentFee, PartnerFeeBook } from "./partner_fees.ts";
import { Permit2Book } from "./permit2.ts";
import { parsePositionsJson, type PositionsJson } from "./positions_json.ts";
import { StakingBook } from "./staking.ts";
import { VaultSharesBook } from "./vault_shares.ts";

/** The balance every simulated ERC-20 reports before any change (the EVM RPC's `defaultBalance`). */
export const SIM_SEEDED_BALANCE = 10n ** 30n;

/** Options of {@link PositionsStore}. */
export interface PositionsStoreOptions {
  /** The hub contracts. @default positionsContractsFromConfig(DEFAULT_CLIENT_CONFIG) */
  contracts?: PositionsContracts | undefined;
  /** The balance of a holder before any change. @default () => SIM_SEEDED_BALANCE */
  seededBalance?: ((token: string, holder: string) => bigint) | undefined;
  /** Brings pending deliveries in before a read (the simulator passes `ledger.sync`). @default no-op */
  sync?: (() => void) | undefined;
}

/** Most hub txs whose effects {@link PositionsStore.hubTxEffects} keeps (oldest dropped first). */
export const MAX_KEPT_HUB_TXS = 1_000;

/** What one hub tx did here. */
export interface HubTxEffects {
  /** The hub wallet (or hub sender) that ran the calls. */
  caller: string;
  /** The CL positions it minted, in order. */
  tokenIds: bigint[];
}

/** The intent fields a partner fee is read from. */
export interface PositionsIntent {
  /** Input hub asset (the fee's token). */
  inputToken: string;
  /** Fee data (docs/wire_inventory.md#fee-data-and-intent-hash) or `0x`. */
  data: string;
}

const seconds = (ms: number): number => Math.floor(ms / 1000);

/** The hub-service positions of one simulator. */
export class PositionsStore {
  /** The hub contracts. */
  readonly contracts: PositionsContracts;
  /** Money-market reserves and wallets. */
  readonly moneyMarket: MoneyMarketBook = new MoneyMarketBook();
  /** xSODA shares and unstake requests. */
  readonly staking: StakingBook = new StakingBook();
  /** Partner fees. */
  readonly fees: PartnerFeeBook = new PartnerFeeBook();
  /** CL positions. */
  readonly dex: DexBook = new DexBook();
  /** Shares of other ERC-4626 vaults (leverage yield). */
  readonly vaults: VaultSharesBook = new VaultSharesBook();
  /** The hub's Permit2 allowances. */
  readonly permit2: Permit2Book = new Permit2Book();
  /** Prices set by hand: lowercase asset -> USD with 8 decimals. */
  readonly prices: Map<string, bigint> = new Map();
  readonly #seededBalance: (token: string, holder: string) => bigint;
  readonly #sync: () => void;

  /**
   * Builds an empty store.
   *
   * @param options contracts, seeded balances and the read-time sync. @default {}
   */
  constructor(options: PositionsStoreOptions = {}) {
    this.contracts = options.contracts ?? positionsContractsFromConfig(DEFAULT_CLIENT_CONFIG);
    this.#seededBalance = options.seededBalance ?? (() => SIM_SEEDED_BALANCE);
    this.#sync = options.sync ?? (() => {});
  }

  /** Brings pending deliveries in (call before answering a read). */
  sync(): void {
    this.#sync();
  }

  /** The xSODA balance or fee balance of `holder` in `token` once changes apply (never below zero). */
  balanceOf(token: string, holder: string, seeded: bigint = this.#seededBalance(token, holder)): bigint {
    const delta = token.toLowerCase() === this.contracts.xSoda.toLowerCase()
      ? this.staking.sharesDelta(holder)
      : this.fees.delta(token, holder) + this.vaults.delta(token, holder);
    const total = seeded + delta;
    return total < 0n ? 0n : total;
  }

  /** Whether this store changes `holder`'s `token` balance. */
  changesBalance(token: string, holder: string): boolean {
    return token.toLowerCase() === this.contracts.xSoda.toLowerCase()
      ? this.staking.shares.has(holder.toLowerCase())
      : this.fees.deltas.has(`${token.toLowerCase()}:${holder.toLowerCase()}`) ||
        this.vaults.has(token, holder);
  }

  #apply(caller: string, calls: readonly HubCall[], atMs: number): number {
    return applyCalls(
      { contracts: this.contracts, books: this, balanceOf: (t, h) => this.balanceOf(t, h) },
      caller,
      calls,
      seconds(atMs),
    );
  }

  /**
   * Applies a hub call list delivered to `hubWallet` at `atMs`.
   *
   * @param hubWallet the hub wallet that runs it
   * @param payload `abi.encode((address,uint256,bytes)[])`
   * @param atMs delivery time (ms)
   * @param hubTxHash the hub tx that ran it, remembered with its effects (`hubTxEffects`) @default not remembered
   * @returns how many calls changed a position (0 for an undecodable payload)
   */
  applyHubCallList(hubWallet: string, payload: string, atMs: number, hubTxHash?: string): number {
    if (!isHex(payload) || payload.length < 2 + 128) return 0;
    const firstId = this.dex.nextTokenId;
    try {
      const [calls] = decodeAbiParameters(HUB_CALLS_PARAMETERS, payload);
      return this.#apply(hubWallet, calls, atMs);
    } catch {
      return 0;
    } finally {
      if (hubTxHash !== undefined) this.#recordHubTx(hubTxHash, hubWallet, firstId);
    }
  }

  /** The hub txs that ran call lists here (lowercase hash): who ran them and the CL positions they minted. */
  readonly #hubTxs = new Map<string, HubTxEffects>();

  #recordHubTx(hubTxHash: string, caller: string, firstId: bigint): void {
    const tokenIds: bigint[] = [];
    for (let id = firstId; id < this.dex.nextTokenId; id++) tokenIds.push(id);
    this.#hubTxs.set(hubTxHash.toLowerCase(), { caller, tokenIds });
    if (this.#hubTxs.size > MAX_KEPT_HUB_TXS) this.#hubTxs.delete(this.#hubTxs.keys().next().value!);
  }

  /**
   * What a hub tx that ran a call list here did (pending deliveries brought in first), for its receipt's logs.
   *
   * @param hubTxHash the hub tx
   * @returns the caller and the minted position ids, or `undefined` for a tx that ran no call list here
   */
  hubTxEffects(hubTxHash: string): HubTxEffects | undefined {
    this.sync();
    return this.#hubTxs.get(hubTxHash.toLowerCase());
  }

  /**
   * Applies a transaction mined on the hub: a wallet-router `route(calls)` runs in the sender's router wallet,
   * anything else is one call by the sender.
   *
   * @param tx sender, callee and calldata
   * @param atMs block time (ms)
   * @returns how many calls changed a position
   */
  applyHubTx(tx: { from: string; to: string; data: Hex; txHash?: string | undefined }, atMs: number): number {
    const firstId = this.dex.nextTokenId;
    let caller = tx.from;
    try {
      if (tx.to.toLowerCase() === this.contracts.walletRouter.toLowerCase()) {
        try {
          const { args } = decodeFunctionData({ abi: walletRouterRouteAbi, data: tx.data });
          const calls = args[0].map((c) => ({ address: c.addr, data: c.data }));
          caller = deriveSimRouterWallet(getAddress(tx.from));
          return this.#apply(caller, calls, atMs);
        } catch {
          return 0;
        }
      }
      return this.#apply(tx.from, [{ address: tx.to, data: tx.data }], atMs);
    } finally {
      if (tx.txHash !== undefined) this.#recordHubTx(tx.txHash, caller, firstId);
    }
  }

  /**
   * Accrues the partner fee an intent registered on the hub carries.
   *
   * @param intent input token and data
   * @returns whether a fee accrued
   */
  applyIntent(intent: PositionsIntent): boolean {
    const fee = decodeIntentFee(intent.data);
    if (fee === undefined) return false;
    this.fees.accrue(intent.inputToken, fee.receiver, fee.fee);
    return true;
  }

  /** Sets the USD price (8 decimals) the money-market reads report for `asset`. */
  setPrice(asset: string, usd8: bigint): void {
    this.prices.set(asset.toLowerCase(), usd8);
  }

  /** The price set for `asset` (USD, 8 decimals), if any. */
  priceOf(asset: string): bigint | undefined {
    return this.prices.get(asset.toLowerCase());
  }

  /** Forgets every change and price. */
  reset(): void {
    this.moneyMarket.clear();
    this.staking.clear();
    this.fees.clear();
    this.dex.clear();
    this.#hubTxs.clear();
    this.vaults.clear();
    this.permit2.clear();
    this.prices.clear();
  }

  /** The store as plain JSON (bigints as decimal strings). */
  toJSON(): PositionsJson {
    const str = (v: bigint): string => v.toString();
    const mm = this.moneyMarket;
    const st = this.staking;
    return {
      version: 1,
      moneyMarket: {
        reserves: Object.fromEntries(
          [...mm.reserves].map(([k, r]) => [k, {
            liquidityIndex: str(r.liquidityIndex),
            variableBorrowIndex: str(r.variableBorrowIndex),
            lastUpdateTimestamp: r.lastUpdateTimestamp,
            availableLiquidity: str(r.availableLiquidity),
            totalScaledVariableDebt: str(r.totalScaledVariableDebt),
          }]),
        ),
        users: Object.fromEntries(
          [...mm.users].map(([u, rows]) => [
            u,
            Object.fromEntries([...rows].map(([k, r]) => [k, {
              scaledATokenBalance: str(r.scaledATokenBalance),
              scaledVariableDebt: str(r.scaledVariableDebt),
              usageAsCollateral: r.usageAsCollateral,
            }])),
          ]),
        ),
      },
      staking: {
        shares: Object.fromEntries([...st.shares].map(([k, v]) => [k, str(v)])),
        totalDelta: str(st.totalDelta),
        nextId: str(st.nextId),
        requests: Object.fromEntries(
          [...st.requests].map(([k, list]) => [
            k,
            list.map((r) => ({
              id: str(r.id),
              amount: str(r.amount),
              startTime: str(r.startTime),
              to: r.to,
            })),
          ]),
        ),
        closed: Object.fromEntries([...st.closed].map(([k, ids]) => [k, [...ids].map(str)])),
      },
      dex: {
        nextTokenId: str(this.dex.nextTokenId),
        positions: Object.fromEntries(
          [...this.dex.positions].map(([id, p]) => [str(id), {
            poolKey: { ...p.poolKey },
            tickLower: p.tickLower,
            tickUpper: p.tickUpper,
            liquidity: str(p.liquidity),
            feeGrowthInside0LastX128: str(p.feeGrowthInside0LastX128),
            feeGrowthInside1LastX128: str(p.feeGrowthInside1LastX128),
            ...(p.owner === undefined ? {} : { owner: p.owner }),
          }]),
        ),
      },
      vaults: {
        shares: Object.fromEntries([...this.vaults.shares].map(([k, v]) => [k, str(v)])),
        totals: Object.fromEntries([...this.vaults.totals].map(([k, v]) => [k, str(v)])),
      },
      partnerFees: Object.fromEntries([...this.fees.deltas].map(([k, v]) => [k, str(v)])),
      prices: Object.fromEntries([...this.prices].map(([k, v]) => [k, str(v)])),
      // absent while empty, so snapshots taken before Permit2 state existed read back unchanged
      ...(this.permit2.allowances.size === 0 ? {} : {
        permit2: Object.fromEntries(
          [...this.permit2.allowances].map(([k, a]) => [k, { ...a, amount: str(a.amount) }]),
        ),
      }),
    };
  }

  /**
   * Replaces this store's state with a {@link toJSON} value (the contracts and options stay).
   *
   * @param json the JSON (parsed)
   * @throws {TypeError} when `json` is not a positions JSON value (nothing changes then)
   */
  restore(json: unknown): void {
    const parsed = parsePositionsJson(json);
    if (!parsed.ok) throw new TypeError(`Invalid positions JSON: ${parsed.message}`);
    const v = parsed.value;
    this.reset();
    const big = BigInt;
    for (const [k, r] of Object.entries(v.moneyMarket.reserves)) {
      this.moneyMarket.reserves.set(k, {
        liquidityIndex: big(r.liquidityIndex),
        variableBorrowIndex: big(r.variableBorrowIndex),
        lastUpdateTimestamp: r.lastUpdateTimestamp,
        availableLiquidity: big(r.availableLiquidity),
        totalScaledVariableDebt: big(r.totalScaledVariableDebt),
      });
    }
    for (const [u, rows] of Object.entries(v.moneyMarket.users)) {
      this.moneyMarket.users.set(
        u,
        new Map(
          Object.entries(rows).map(([k, r]) => [k, {
            scaledATokenBalance: big(r.scaledATokenBalance),
            scaledVariableDebt: big(r.scaledVariableDebt),
            usageAsCollateral: r.usageAsCollateral,
          }]),
        ),
      );
    }
    const st = v.staking;
    for (const [k, s] of Object.entries(st.shares)) this.staking.shares.set(k, big(s));
    this.staking.totalDelta = big(st.totalDelta);
    this.staking.nextId = big(st.nextId);
    for (const [k, list] of Object.entries(st.requests)) {
      this.staking.requests.set(
        k,
        list.map((r) => ({
          id: big(r.id),
          amount: big(r.amount),
          startTime: big(r.startTime),
          to: r.to as Address,
        })),
      );
    }
    for (const [k, ids] of Object.entries(st.closed)) this.staking.closed.set(k, new Set(ids.map(big)));
    this.dex.nextTokenId = big(v.dex.nextTokenId);
    for (const [id, p] of Object.entries(v.dex.positions)) {
      this.dex.positions.set(big(id), {
        poolKey: {
          ...p.poolKey,
          currency0: p.poolKey.currency0 as Address,
          currency1: p.poolKey.currency1 as Address,
          hooks: p.poolKey.hooks as Address,
          poolManager: p.poolKey.poolManager as Address,
          parameters: p.poolKey.parameters as Hex,
        },
        tickLower: p.tickLower,
        tickUpper: p.tickUpper,
        liquidity: big(p.liquidity),
        feeGrowthInside0LastX128: big(p.feeGrowthInside0LastX128),
        feeGrowthInside1LastX128: big(p.feeGrowthInside1LastX128),
        owner: p.owner as Address | undefined,
      });
    }
    for (const [k, d] of Object.entries(v.vaults.shares)) this.vaults.shares.set(k, big(d));
    for (const [k, d] of Object.entries(v.vaults.totals)) this.vaults.totals.set(k, big(d));
    for (const [k, d] of Object.entries(v.partnerFees)) this.fees.deltas.set(k, big(d));
    for (const [k, p] of Object.entries(v.prices)) this.prices.set(k, big(p));
    for (const [k, a] of Object.entries(v.permit2 ?? {})) {
      this.permit2.allowances.set(k, { ...a, amount: big(a.amount) });
    }
  }

  /**
   * A store holding a {@link toJSON} value.
   *
   * @param json the JSON (parsed)
   * @param options as the constructor's. @default {}
   * @returns the store
   * @throws {TypeError} when `json` is not a positions JSON value
   */
  static fromJSON(json: unknown, options: PositionsStoreOptions = {}): PositionsStore {
    const store = new PositionsStore(options);
    store.restore(json);
    return store;
  }
}
