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

const uint = z.string().regex(/^(0|[1-9][0-9]*)$/, "expected a decimal integer string");
const int = z.string().regex(/^(0|-?[1-9][0-9]*)$/, "expected a signed decimal integer string");
const address = z.string().regex(/^0x[0-9a-f]{40}$/, "expected a lowercase address");

const reserveSchema = z.object({
  liquidityIndex: uint,
  variableBorrowIndex: uint,
  lastUpdateTimestamp: z.number().int().nonnegative(),
  availableLiquidity: uint,
  totalScaledVariableDebt: uint,
}).strict();

const userReserveSchema = z.object({
  scaledATokenBalance: uint,
  scaledVariableDebt: uint,
  usageAsCollateral: z.boolean(),
}).strict();

const requestSchema = z.object({ id: uint, amount: uint, startTime: uint, to: z.string() }).strict();

/** The schema of {@link PositionsJson}. */
export const positionsJsonSchema = z.object({
  version: z.literal(1),
  moneyMarket: z.object({
    reserves: z.record(address, reserveSchema),
    users: z.record(address, z.record(address, userReserveSchema)),
  }).strict(),
  staking: z.object({
    shares: z.record(address, int),
    totalDelta: int,
    nextId: uint,
    requests: z.record(address, z.array(requestSchema)),
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
  partnerFees: z.record(z.string().regex(/^0x[0-9a-f]{40}:0x[0-9a-f]{40}$/), int),
  prices: z.record(address, uint),
}).strict();

/** The positions store as plain JSON. */
export type PositionsJson = z.infer<typeof positionsJsonSchema>;

/** The JSON of a store with no change. */
export const EMPTY_POSITIONS_JSON: PositionsJson = {
  version: 1,
  moneyMarket: { reserves: {}, users: {} },
  staking: { shares: {}, totalDelta: "0", nextId: "10000000", requests: {}, closed: {} },
  dex: { nextTokenId: "1", positions: {} },
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
