/**
 * The dex book of the positions store: concentrated-liquidity positions minted, increased, decreased and
 * collected through the position manager's `modifyLiquidities(payload, deadline)`, decoded from the Infinity
 * periphery's action list (`payload = abi.encode(bytes actions, bytes[] params)`):
 *
 * - `CL_MINT_POSITION` (`PoolKey, tickLower, tickUpper, liquidity, amount0Max, amount1Max, owner, hookData`)
 *   creates position 1, 2, ... in mint order (ids not minted read the seeded `simPosition`);
 * - `CL_INCREASE_LIQUIDITY` / `CL_DECREASE_LIQUIDITY` (`tokenId, liquidity, amount0, amount1, hookData`) add or
 *   remove liquidity (a decrease beyond the position's liquidity changes nothing, as the contract reverts); a
 *   seeded position changed this way becomes the store's;
 * - every modification collects: the position's `feeGrowthInside{0,1}LastX128` move to the pool's fee growth at
 *   the hub tx's time, which the simulator models as `floor(seconds * 2^128 / 1e9)` (a zero decrease, the
 *   library's claim of rewards, therefore shows as a moved fee-growth snapshot).
 *
 * Settlement actions (`SETTLE_PAIR`, `TAKE_PAIR`, `CLOSE_CURRENCY`, `SWEEP`) move tokens, not positions: skipped.
 *
 * @example Mint then read
 * ```ts
 * import assert from "node:assert/strict";
 * import { DexBook } from "./dex.ts";
 * const book = new DexBook();
 * const key = {
 *   currency0: "0x0000000000000000000000000000000000000001", currency1: "0x0000000000000000000000000000000000000002",
 *   hooks: "0x0000000000000000000000000000000000000000", poolManager: "0x0000000000000000000000000000000000000003",
 *   fee: 3000, parameters: `0x${"0".repeat(56)}000a0000`,
 * } as const;
 * const id = book.mint(key, -60, 60, 5n, "0x0000000000000000000000000000000000000004", 1_000);
 * assert.equal(book.position(id)?.[3], 5n);
 * ```
 * @module
 */
import {
  type Address,
  decodeAbiParameters,
  encodeAbiParameters,
  type Hex,
  hexToBytes,
  keccak256,
} from "viem";
import { CL_ACTIONS, POOL_KEY_COMPONENTS } from "../../../core/abis/cl_position_manager.ts";
import { simPosition } from "../seed/dex.ts";

/** A CL pool key. */
export interface PoolKey {
  currency0: Address;
  currency1: Address;
  hooks: Address;
  poolManager: Address;
  fee: number;
  parameters: Hex;
}

/** One position as the store keeps it. */
export interface DexPosition {
  /** Its pool. */
  poolKey: PoolKey;
  /** Lower tick. */
  tickLower: number;
  /** Upper tick. */
  tickUpper: number;
  /** Liquidity. */
  liquidity: bigint;
  /** Fee growth of currency0 at the last modification (X128). */
  feeGrowthInside0LastX128: bigint;
  /** Fee growth of currency1 at the last modification (X128). */
  feeGrowthInside1LastX128: bigint;
  /** The minter (`owner` of the mint), or undefined for a seeded position. */
  owner?: Address | undefined;
}

/** The answer tuple of `positions(tokenId)`. */
export type PositionAnswer = ReturnType<typeof simPosition>;

const ZERO: Address = "0x0000000000000000000000000000000000000000";

/** The simulated pool fee growth at `now` (unix seconds): `floor(now * 2^128 / 1e9)`. */
export function simFeeGrowthX128(now: number): bigint {
  return (BigInt(Math.max(0, Math.floor(now))) << 128n) / 1_000_000_000n;
}

const MINT_PARAMS = [
  { type: "tuple", components: POOL_KEY_COMPONENTS },
  { type: "int24" },
  { type: "int24" },
  { type: "uint256" },
  { type: "uint128" },
  { type: "uint128" },
  { type: "address" },
  { type: "bytes" },
] as const;
const MODIFY_PARAMS = [
  { type: "uint256" },
  { type: "uint256" },
  { type: "uint128" },
  { type: "uint128" },
  { type: "bytes" },
] as const;

/** The pool id of a key: `keccak256(abi.encode(poolKey))`. */
export function simPoolId(key: PoolKey): Hex {
  return keccak256(encodeAbiParameters([{ type: "tuple", components: POOL_KEY_COMPONENTS }], [key]));
}

/** CL positions changed by delivered position-manager calls. */
export class DexBook {
  /** Positions by id. */
  readonly positions: Map<bigint, DexPosition> = new Map();
  /** The next minted id. */
  nextTokenId = 1n;
  /**
   * The last position-affecting action per pool (lowercase pool id): its key and time (unix seconds), what a reward
   * hook's `lastActionTimestamp` reports. Not kept in snapshots.
   */
  readonly poolActions: Map<string, { poolKey: PoolKey; at: number }> = new Map();

  #touchPool(poolKey: PoolKey, now: number): void {
    this.poolActions.set(simPoolId(poolKey).toLowerCase(), { poolKey: { ...poolKey }, at: Math.floor(now) });
  }

  /** Mints a position; returns its id. */
  mint(
    poolKey: PoolKey,
    tickLower: number,
    tickUpper: number,
    liquidity: bigint,
    owner: Address,
    now: number,
  ): bigint {
    const id = this.nextTokenId++;
    const growth = simFeeGrowthX128(now);
    this.positions.set(id, {
      poolKey: { ...poolKey },
      tickLower,
      tickUpper,
      liquidity,
      feeGrowthInside0LastX128: growth,
      feeGrowthInside1LastX128: growth,
      owner,
    });
    this.#touchPool(poolKey, now);
    return id;
  }

  #own(tokenId: bigint): DexPosition {
    let p = this.positions.get(tokenId);
    if (p === undefined) {
      const [poolKey, tickLower, tickUpper, liquidity, fee0, fee1] = simPosition(tokenId);
      p = {
        poolKey: { ...poolKey },
        tickLower,
        tickUpper,
        liquidity,
        feeGrowthInside0LastX128: fee0,
        feeGrowthInside1LastX128: fee1,
      };
      this.positions.set(tokenId, p);
    }
    return p;
  }

  /**
   * Adds (`delta` > 0) or removes liquidity of `tokenId` at `now`, collecting its fees.
   *
   * @returns whether it applied (false when removing more than the position holds)
   */
  modify(tokenId: bigint, delta: bigint, now: number): boolean {
    const p = this.#own(tokenId);
    if (p.liquidity + delta < 0n) return false;
    p.liquidity += delta;
    this.#touchPool(p.poolKey, now);
    const growth = simFeeGrowthX128(now);
    p.feeGrowthInside0LastX128 = growth;
    p.feeGrowthInside1LastX128 = growth;
    return true;
  }

  /** What `positions(tokenId)` answers, or `undefined` for a position the store does not hold. */
  position(tokenId: bigint): PositionAnswer | undefined {
    const p = this.positions.get(tokenId);
    if (p === undefined) return undefined;
    return [
      p.poolKey,
      p.tickLower,
      p.tickUpper,
      p.liquidity,
      p.feeGrowthInside0LastX128,
      p.feeGrowthInside1LastX128,
      ZERO,
    ];
  }

  /**
   * Applies a `modifyLiquidities` payload at `now`.
   *
   * @param payload `abi.encode(bytes actions, bytes[] params)`
   * @param now the hub tx's time (unix seconds)
   * @returns how many actions changed a position (0 for an undecodable payload)
   */
  applyModifyLiquidities(payload: Hex, now: number): number {
    let actions: Uint8Array;
    let params: readonly Hex[];
    try {
      const [a, p] = decodeAbiParameters([{ type: "bytes" }, { type: "bytes[]" }], payload);
      actions = hexToBytes(a);
      params = p;
    } catch {
      return 0;
    }
    let applied = 0;
    actions.forEach((action, i) => {
      const param = params[i];
      if (param === undefined) return;
      try {
        if (action === CL_ACTIONS.CL_MINT_POSITION) {
          const [key, lower, upper, liquidity, , , owner] = decodeAbiParameters(MINT_PARAMS, param);
          if (liquidity > 0n && lower < upper) {
            this.mint(key, lower, upper, liquidity, owner, now);
            applied++;
          }
        } else if (
          action === CL_ACTIONS.CL_INCREASE_LIQUIDITY || action === CL_ACTIONS.CL_DECREASE_LIQUIDITY
        ) {
          const [tokenId, liquidity] = decodeAbiParameters(MODIFY_PARAMS, param);
          const delta = action === CL_ACTIONS.CL_INCREASE_LIQUIDITY ? liquidity : -liquidity;
          if (this.modify(tokenId, delta, now)) applied++;
        }
      } catch {
        // A malformed action reverts on chain: nothing changes.
      }
    });
    return applied;
  }

  /** Forgets every change. */
  clear(): void {
    this.positions.clear();
    this.poolActions.clear();
    this.nextTokenId = 1n;
  }
}
