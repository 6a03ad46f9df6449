/**
 * The seeded dex positions of the simulated hub: each concentrated-liquidity position id has a deterministic
 * position until the positions store records a change to it.
 *
 * @example Liquidity follows the id
 * ```ts
 * import assert from "node:assert/strict";
 * import { simPosition } from "./dex.ts";
 * assert.equal(simPosition(2n)[3], 2n * 10n ** 18n);
 * ```
 * @module
 */
import type { Address, encodeAbiParameters, Hex } from "viem";
import type { clPositionManagerAbi } from "../../../core/abis/cl_position_manager.ts";
import { seededAddress } from "./seeded.ts";

/**
 * The simulated CL position `tokenId`: a pool key of two currencies derived from the id, ticks -600..600 with the
 * default tick spacing 10, liquidity `tokenId * 1e18`.
 */
export function simPosition(tokenId: bigint): Parameters<
  typeof encodeAbiParameters<
    typeof clPositionManagerAbi[1]["outputs"]
  >
>[1] {
  const [c0, c1] = [seededAddress(`c0:${tokenId}`), seededAddress(`c1:${tokenId}`)].sort((a, b) =>
    a.toLowerCase() < b.toLowerCase() ? -1 : 1
  );
  return [
    {
      currency0: c0,
      currency1: c1,
      hooks: "0x0000000000000000000000000000000000000000" as Address,
      poolManager: "0xA3256ab552A271A16AcDfdB521B32ef82d481F43",
      fee: 3000,
      parameters: `0x${"0".repeat(56)}000a0000` as Hex,
    },
    -600,
    600,
    tokenId * 10n ** 18n,
    0n,
    0n,
    "0x0000000000000000000000000000000000000000",
  ];
}
