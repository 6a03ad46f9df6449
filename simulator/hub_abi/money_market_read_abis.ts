/**
 * Two hub reads the platform SDK (`@sodax/sdk@1.3.0-beta`, `UiPoolDataProviderService`) makes and our library
 * does not: the UI pool data provider's `getReservesList(address provider)` (the Aave UI helper's form, unlike the
 * pool's argument-less `getReservesList()`) and the bnUSD token's `getFacilitatorBucket(address facilitator)`
 * (GHO-style `(capacity, level)`, asked for the bnUSD aToken). Signatures written out from that SDK's
 * `uiPoolDataAbi` and `erc20BnusdAbi`, not from `core/abis`.
 *
 * @example Selectors
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { facilitatorBucketAbi, uiReservesListAbi } from "./money_market_read_abis.ts";
 * assert.equal(toFunctionSelector(uiReservesListAbi[0]), "0x586c1442");
 * assert.equal(toFunctionSelector(facilitatorBucketAbi[0]), "0xaa02f94a");
 * ```
 * @module
 */
import { parseAbi } from "viem";

/** `UiPoolDataProvider.getReservesList(provider)`. */
export const uiReservesListAbi = parseAbi([
  "function getReservesList(address provider) view returns (address[])",
]);

/** `bnUSD.getFacilitatorBucket(facilitator)`: `(bucketCapacity, bucketLevel)`. */
export const facilitatorBucketAbi = parseAbi([
  "function getFacilitatorBucket(address facilitator) view returns (uint256, uint256)",
]);
