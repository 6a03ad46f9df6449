/**
 * `createUnsupportedSpokeAdapter`: the placeholder adapter of a family whose implementation has not landed. Every
 * method but `isValidAddress` fails `UNSUPPORTED_CHAIN_OPERATION` with the chain key and the missing piece in
 * `context`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { createUnsupportedSpokeAdapter } from "./unsupported_adapter.ts";
 * const a = createUnsupportedSpokeAdapter("near", "NEAR", () => true, "NEAR spoke adapter");
 * const r = await a.getBalance("alice.near", "NEAR");
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION");
 * ```
 * @module
 */
import type { ChainType, SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import type { SpokeAdapter } from "../spoke.ts";

/**
 * Builds the placeholder.
 *
 * @param chainKey the chain
 * @param family its family
 * @param isValidAddress the family's address check
 * @param missing what is missing (named in the failure)
 * @returns an adapter that refuses every operation
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { createUnsupportedSpokeAdapter } from "./unsupported_adapter.ts";
 * assert.equal(createUnsupportedSpokeAdapter("sui", "SUI", () => false, "x").family, "SUI");
 * ```
 */
export function createUnsupportedSpokeAdapter<W>(
  chainKey: SpokeChainKey,
  family: ChainType,
  isValidAddress: (address: string) => boolean,
  missing: string,
): SpokeAdapter<W> {
  const refuse = (): Promise<Result<never, ClientError>> =>
    Promise.resolve(err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        `Cannot use chain ${chainKey}: no spoke adapter for the ${family} family (missing: ${missing})`,
        { context: { chainKey, family, missing } },
      ),
    ));
  return {
    chainKey,
    family,
    isValidAddress,
    createSwapIntent: refuse,
    createBridgeDeposit: refuse,
    sendHubCalls: refuse,
    verifyTxHash: refuse,
    getBalance: refuse,
    getAllowance: refuse,
    isAllowanceValid: refuse,
  };
}
