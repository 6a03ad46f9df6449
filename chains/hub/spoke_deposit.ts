/**
 * Calldata of the asset manager's `transfer(address token, bytes to, uint256 amount, bytes data)`: the spoke
 * deposit that carries a hub call list (docs/wire_inventory.md#spoke-deposit).
 *
 * @example Round trip
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeSpokeDepositCalldata, encodeSpokeDepositCalldata } from "./spoke_deposit.ts";
 * const data = encodeSpokeDepositCalldata({
 *   token: "0x0000000000000000000000000000000000000000",
 *   to: "0x1111111111111111111111111111111111111111",
 *   amount: 10n,
 *   data: "0x",
 * });
 * const r = decodeSpokeDepositCalldata(data);
 * assert.ok(r.ok && r.value.amount === 10n);
 * ```
 * @module
 */
import { type Address, decodeFunctionData, encodeFunctionData, type Hex } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { assetManagerAbi } from "../../core/abis/asset_manager.ts";

/** The arguments of an asset-manager `transfer`. */
export interface SpokeDeposit {
  /** The token deposited (the zero address for the native coin). */
  token: Address;
  /** The hub account credited, as bytes (a hub wallet: 20 bytes). */
  to: Hex;
  /** The gross amount. */
  amount: bigint;
  /** The hub call list run by `to` after the deposit. */
  data: Hex;
}

/**
 * Encodes the asset manager `transfer` call (selector `0xc6b4180b`).
 *
 * @param deposit the transfer arguments
 * @returns the calldata
 * @throws viem's encoding error when a field violates its type at runtime
 * @example Selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeSpokeDepositCalldata } from "./spoke_deposit.ts";
 * const data = encodeSpokeDepositCalldata({
 *   token: "0x0000000000000000000000000000000000000000",
 *   to: "0x11",
 *   amount: 1n,
 *   data: "0x",
 * });
 * assert.ok(data.startsWith("0xc6b4180b"));
 * ```
 */
export function encodeSpokeDepositCalldata(deposit: SpokeDeposit): Hex {
  return encodeFunctionData({
    abi: assetManagerAbi,
    functionName: "transfer",
    args: [deposit.token, deposit.to, deposit.amount, deposit.data],
  });
}

/**
 * Decodes asset manager `transfer` calldata.
 *
 * @param calldata the tx input
 * @returns the transfer arguments, or `VALIDATION_FAILED`
 * @example Not a transfer
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeSpokeDepositCalldata } from "./spoke_deposit.ts";
 * assert.ok(!decodeSpokeDepositCalldata("0x095ea7b3").ok);
 * ```
 */
export function decodeSpokeDepositCalldata(calldata: Hex): Result<SpokeDeposit, ClientError> {
  try {
    const { args } = decodeFunctionData({ abi: assetManagerAbi, data: calldata });
    const [token, to, amount, data] = args;
    return ok({ token, to, amount, data });
  } catch (cause) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot decode asset manager transfer", {
        context: { field: "data", length: calldata.length },
        cause,
      }),
    );
  }
}
