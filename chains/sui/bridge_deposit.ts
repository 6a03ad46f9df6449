/**
 * `createSuiBridgeDeposit`: the Sui bridge deposit — an `asset_manager::transfer<T>` of the gross amount to the
 * user's hub wallet whose `data` is the bridge's hub call list (partner fee, vault swap, then the hub asset
 * manager's transfer to the destination, or a hub transfer). The call list is the EVM family's
 * (`buildEvmBridgeDeposit`, which the hub runs whatever the source); only its hub-side fields are used here, the
 * source-side ones are checked as Sui values.
 *
 * @example Refuse a malformed source address before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok } from "../../core/result.ts";
 * import { createSuiBridgeDeposit } from "./bridge_deposit.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await createSuiBridgeDeposit({
 *   dstChainKey: "0x2105.base", inputToken: "0x2::sui::SUI", hubInputToken: a, hubOutputToken: a, hubVault: a,
 *   amount: 5n, srcAddress: "0x12", dstAddress: a, creator: a, hubAssetManager: a, raw: true,
 * }, undefined, {
 *   write: () => Promise.resolve(ok({ raw: true as const, data: "AA==" })),
 *   checkWallet: () => Promise.resolve(ok(true as const)), moveTarget: () => "",
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.chainKey === "sui");
 * ```
 * @module
 */
import type { Hex } from "viem";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidSuiAddress } from "../address/sui.ts";
import { buildEvmBridgeDeposit } from "../hub/bridge_hub_calls.ts";
import type { SpokeBridgeDepositParams, SpokeBridgeDepositResult } from "../spoke/spoke_adapter.ts";
import type { SuiWalletProvider } from "./wallet.ts";
import { isValidSuiCoinType } from "./move_target.ts";
import { MAX_U64, type SuiWriteRequest } from "./sui_write.ts";

const OPERATION = "build bridge deposit";
/** Stand-ins for the EVM source fields `buildEvmBridgeDeposit` checks but the hub call list does not use. */
const EVM_STAND_IN = "0x0000000000000000000000000000000000000001";
const EVM_NATIVE_STAND_IN = "0x0000000000000000000000000000000000000002";

/** What the adapter lends the bridge deposit. */
export interface SuiBridgeDepositDeps {
  /** The adapter's write (build, then raw kind bytes or sign and execute). */
  write(
    request: SuiWriteRequest,
    wallet: SuiWalletProvider | undefined,
  ): Promise<Result<{ raw: true; data: string } | { raw: false; txHash: string }, ClientError>>;
  /** Checks that the wallet is `srcAddress`. */
  checkWallet(
    wallet: SuiWalletProvider | undefined,
    srcAddress: string,
    context: ErrorContextFields,
  ): Promise<Result<true, ClientError>>;
  /** The asset manager's `transfer` target (raw `to`). */
  moveTarget(): string;
}

/**
 * Builds the deposit and, unless `params.raw`, signs and executes it.
 *
 * @param params the bridge service's parameters
 * @param wallet the signer (not needed with `raw`)
 * @param deps the adapter's write path
 * @returns the digest or (raw) the platform SDK's raw shape `{from, to: <package>::asset_manager::transfer, value:
 *   amount, data: base64 TransactionKind}`; failures: `INVALID_ADDRESS` / `INVALID_AMOUNT` (Sui fields), the codes
 *   of `buildEvmBridgeDeposit` (hub fields, fee), the write's codes; `context.chainKey` is `sui`
 * @example A fee above the amount
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok } from "../../core/result.ts";
 * import { createSuiBridgeDeposit } from "./bridge_deposit.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await createSuiBridgeDeposit({
 *   dstChainKey: "0x2105.base", inputToken: "0x2::sui::SUI", hubInputToken: a, hubOutputToken: a, hubVault: a,
 *   amount: 5n, feeAmount: 6n, feeReceiver: a, srcAddress: `0x${"ab".repeat(32)}`, dstAddress: a, creator: a,
 *   hubAssetManager: a, raw: true,
 * }, undefined, {
 *   write: () => Promise.resolve(ok({ raw: true as const, data: "AA==" })),
 *   checkWallet: () => Promise.resolve(ok(true as const)), moveTarget: () => "",
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_FEE" && r.error.context.chainKey === "sui");
 * ```
 */
export async function createSuiBridgeDeposit(
  params: SpokeBridgeDepositParams,
  wallet: SuiWalletProvider | undefined,
  deps: SuiBridgeDepositDeps,
): Promise<Result<SpokeBridgeDepositResult, ClientError>> {
  const context = { chainKey: "sui", dstChainKey: params?.dstChainKey };
  const bad = (code: ClientError["code"], field: string, value: unknown) =>
    err(
      new ClientError(code, `Cannot ${OPERATION}: ${field} is malformed`, {
        context: { ...context, field, value: describeValue(value) },
      }),
    );
  if (!isValidSuiAddress(params?.srcAddress)) return bad("INVALID_ADDRESS", "srcAddress", params?.srcAddress);
  if (!isValidSuiCoinType(params.inputToken)) return bad("INVALID_ADDRESS", "inputToken", params.inputToken);
  if (typeof params.amount !== "bigint" || params.amount <= 0n || params.amount > MAX_U64) {
    return bad("INVALID_AMOUNT", "amount", params.amount);
  }
  if (params.signal?.aborted) {
    return err(
      new ClientError("ABORTED", `Cannot ${OPERATION}: aborted`, { context, cause: params.signal.reason }),
    );
  }
  const hub = buildEvmBridgeDeposit({
    ...params,
    srcChainKey: "sui",
    inputToken: EVM_STAND_IN,
    srcAddress: EVM_STAND_IN,
    assetManager: EVM_STAND_IN,
    nativeToken: EVM_NATIVE_STAND_IN,
  });
  if (!hub.ok) {
    return err(
      new ClientError(hub.error.code, hub.error.message, {
        context: { ...context, ...hub.error.context },
        cause: hub.error.cause,
      }),
    );
  }
  const { relayData, feeAmount } = hub.value;
  const raw = params.raw === true;
  const writeContext = { ...context, from: params.srcAddress };
  if (!raw) {
    const owner = await deps.checkWallet(wallet, params.srcAddress, writeContext);
    if (!owner.ok) return owner;
  }
  const sent = await deps.write({
    operation: OPERATION,
    context: writeContext,
    sender: params.srcAddress,
    call: {
      kind: "deposit",
      token: params.inputToken,
      amount: params.amount,
      to: params.creator.toLowerCase() as Hex,
      data: relayData.payload,
    },
    raw,
    signal: params.signal,
  }, wallet);
  if (!sent.ok) return sent;
  const relay = { address: relayData.address, payload: relayData.payload };
  if (!sent.value.raw) return ok({ raw: false, txHash: sent.value.txHash, feeAmount, relayData: relay });
  return ok({
    raw: true,
    tx: { from: params.srcAddress, to: deps.moveTarget(), value: params.amount, data: sent.value.data },
    feeAmount,
    relayData: relay,
  });
}
