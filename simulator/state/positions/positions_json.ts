/**
 * The plain-JSON form of the positions store (snapshots): bigints as decimal strings, maps as objects keyed by
 * lowercase address, and the zod schema that reads it back.
 *
 * @example An empty store
 * ```ts
 * import assert from "node:assert/strict";
 * import { EMPTY_POSITIONS_JSON, parsePositionsJson } from "./positions_json.ts";
 * const parsed = parsePositionsJson(JSON.parse(JSON.stringify(EMPTY_POSITIONS_JSON)));
 * assert.ok(parsed.ok && parsed.value.version === 1);
 * ```
 * @module
 */
import { z } from "zod";

/** A reserve's moving part (see `ReserveState`), bigints as decimal strings. */
export interface ReserveStateJson {
  liquidityIndex: string;
  variableBorrowIndex: string;
  lastUpdateTimestamp: number;
  availableLiquidity: string;
  totalScaledVariableDebt: string;
}

/** A wallet's position in a reserve (see `UserReserveState`). */
export interface UserReserveStateJson {
  scaledATokenBalance: string;
  scaledVariableDebt: string;
  usageAsCollateral: boolean;
}

/** An unstake request opened in the simulator. */
export interface UnstakeRequestJson {
  id: string;
  amount: string;
  startTime: string;
  to: string;
}

/** A CL position the store holds (see `DexPosition`). */
export interface DexPositionJson {
  poolKey: {
    currency0: string;
    currency1: string;
    hooks: string;
    poolManager: string;
    fee: number;
    parameters: string;
  };
  tickLower: number;
  tickUpper: number;
  liquidity: string;
  feeGrowthInside0LastX128: string;
  feeGrowthInside1LastX128: string;
  owner?: string | undefined;
}

/** The positions store as plain JSON; maps are objects keyed by lowercase address (or token id). */
export interface PositionsJson {
  /** Format version. */
  version: 1;
  /** Changed reserves, and changed wallets' reserves. */
  moneyMarket: {
    reserves: Record<string, ReserveStateJson>;
    users: Record<string, Record<string, UserReserveStateJson>>;
  };
  /** xSODA share deltas, their total, the next request id, opened requests and closed seeded ids. */
  staking: {
    shares: Record<string, string>;
    totalDelta: string;
    nextId: string;
    requests: Record<string, UnstakeRequestJson[]>;
    closed: Record<string, string[]>;
  };
  /** The next minted position id and the positions held. */
  dex: { nextTokenId: string; positions: Record<string, DexPositionJson> };
  /** Share deltas of other ERC-4626 vaults by `{vault}:{holder}`, and net mints by vault. */
  vaults: { shares: Record<string, string>; totals: Record<string, string> };
  /** Fee balance deltas by `{token}:{receiver}`. */
  partnerFees: Record<string, string>;
  /** Prices set, USD with 8 decimals. */
  prices: Record<string, string>;
  /** Permit2 allowances by `{owner}:{token}:{spender}` (absent when none was set). */
  permit2?: Record<string, Permit2AllowanceJson> | undefined;
}

/** One Permit2 allowance (see `Permit2Allowance`), the amount as a decimal string. */
export interface Permit2AllowanceJson {
  amount: string;
  expiration: number;
  nonce: number;
}

const uint = z.string().regex(/^(0|[1-9][0-9]*)$/, "expected a decimal integer string");
const int = z.string().regex(/^(0|-?[1-9][0-9]*)$/, "expected a signed decimal integer string");
const address = z.string().regex(/^0x[0-9a-f]{40}$/, "expected a lowercase address");

/** The schema of {@link PositionsJson}. */
export const positionsJsonSchema: z.ZodType<PositionsJson> = z.object({
  version: z.literal(1),
  moneyMarket: z.object({
    reserves: z.record(
      address,
      z.object({
        liquidityIndex: uint,
        variableBorrowIndex: uint,
        lastUpdateTimestamp: z.number().int().nonnegative(),
        availableLiquidity: uint,
        totalScaledVariableDebt: uint,
      }).strict(),
    ),
    users: z.record(
      address,
      z.record(
        address,
        z.object({ scaledATokenBalance: uint, scaledVariableDebt: uint, usageAsCollateral: z.boolean() })
          .strict(),
      ),
    ),
  }).strict(),
  staking: z.object({
    shares: z.record(address, int),
    totalDelta: int,
    nextId: uint,
    requests: z.record(
      address,
      z.array(z.object({ id: uint, amount: uint, startTime: uint, to: z.string() }).strict()),
    ),
    closed: z.record(address, z.array(uint)),
  }).strict(),
  dex: z.object({
    nextTokenId: uint,
    positions: z.record(
      uint,
      z.object({
        poolKey: z.object({
          currency0: z.string(),
          currency1: z.string(),
          hooks: z.string(),
          poolManager: z.string(),
          fee: z.number().int().nonnegative(),
          parameters: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
        }).strict(),
        tickLower: z.number().int(),
        tickUpper: z.number().int(),
        liquidity: uint,
        feeGrowthInside0LastX128: uint,
        feeGrowthInside1LastX128: uint,
        owner: z.string().optional(),
      }).strict(),
    ),
  }).strict(),
  vaults: z.object({
    shares: z.record(z.string().regex(/^0x[0-9a-f]{40}:0x[0-9a-f]{40}$/), int),
    totals: z.record(address, int),
  }).strict(),
  partnerFees: z.record(z.string().regex(/^0x[0-9a-f]{40}:0x[0-9a-f]{40}$/), int),
  prices: z.record(address, uint),
  permit2: z.record(
    z.string().regex(/^0x[0-9a-f]{40}:0x[0-9a-f]{40}:0x[0-9a-f]{40}$/),
    z.object({
      amount: uint,
      expiration: z.number().int().nonnegative().max(2 ** 48 - 1),
      nonce: z.number().int().nonnegative().max(2 ** 48 - 1),
    }).strict(),
  ).optional(),
}).strict();

/** The JSON of a store with no change. */
export const EMPTY_POSITIONS_JSON: PositionsJson = {
  version: 1,
  moneyMarket: { reserves: {}, users: {} },
  staking: { shares: {}, totalDelta: "0", nextId: "10000000", requests: {}, closed: {} },
  dex: { nextTokenId: "1", positions: {} },
  vaults: { shares: {}, totals: {} },
  partnerFees: {},
  prices: {},
};

/**
 * Reads positions JSON.
 *
 * @param json the parsed JSON
 * @returns the checked value, or the first issue
 * @example A wrong version
 * ```ts
 * import assert from "node:assert/strict";
 * import { parsePositionsJson } from "./positions_json.ts";
 * assert.ok(!parsePositionsJson({ version: 2 }).ok);
 * ```
 */
export function parsePositionsJson(
  json: unknown,
): { ok: true; value: PositionsJson } | { ok: false; message: string } {
  const parsed = positionsJsonSchema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: `${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}` };
}
