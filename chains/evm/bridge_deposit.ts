/**
 * The EVM adapter's bridge deposit, {@link createEvmBridgeDeposit}: the asset-manager deposit that
 * `buildEvmBridgeDeposit` (chains/hub/bridge_hub_calls.ts) builds, checked against the wallet and sent.
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { describeValue } from "../../core/describe_value.ts";
import { buildEvmBridgeDeposit } from "../hub/bridge_hub_calls.ts";
import { sameAddress } from "../hub/validate.ts";
import type { SpokeBridgeDepositParams, SpokeBridgeDepositResult } from "../spoke/spoke_adapter.ts";
import type { EvmWalletProvider } from "./wallet.ts";

/** The source-chain settings {@link createEvmBridgeDeposit} needs. */
export interface EvmBridgeSourceConfig {
  /** The source chain. */
  chainKey: SpokeChainKey;
  /** Native chain id passed to the wallet. @default undefined (not checked) */
  chainId?: number | undefined;
  /** The chain's asset manager. */
  assetManager: string;
  /** The chain's native token. */
  nativeToken: string;
}

const HASH_RE = /^0x[0-9a-fA-F]{64}$/;

/**
 * The EVM adapter's `createBridgeDeposit`: builds the deposit, then (unless `params.raw`) checks that the wallet
 * is `params.srcAddress` and sends the tx.
 *
 * @param config the source chain's settings
 * @param params see {@link SpokeBridgeDepositParams}
 * @param wallet the signer; unused (and optional) when `params.raw`
 * @returns the sent tx hash or the unsigned tx; failures: those of {@link buildEvmBridgeDeposit}, `ABORTED`,
 *   `WALLET_ERROR` (no wallet, the wallet threw, or it is not `srcAddress`), `INTENT_CREATION_FAILED` (no hash)
 * @example Raw mode needs no wallet
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEvmBridgeDeposit } from "./bridge_deposit.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await createEvmBridgeDeposit({ chainKey: "0x2105.base", assetManager: a, nativeToken: a }, {
 *   dstChainKey: "0x38.bsc", inputToken: a, hubInputToken: a, hubOutputToken: a, hubVault: a, amount: 7n,
 *   srcAddress: a, dstAddress: a, creator: a, hubAssetManager: a, raw: true,
 * }, undefined);
 * assert.ok(r.ok && r.value.raw && "value" in r.value.tx && r.value.tx.value === 7n);
 * ```
 */
export async function createEvmBridgeDeposit(
  config: EvmBridgeSourceConfig,
  params: SpokeBridgeDepositParams,
  wallet: EvmWalletProvider | undefined,
): Promise<Result<SpokeBridgeDepositResult, ClientError>> {
  const built = buildEvmBridgeDeposit({
    ...params,
    srcChainKey: config.chainKey,
    assetManager: config.assetManager,
    nativeToken: config.nativeToken,
  });
  if (!built.ok) return built;
  const { tx, feeAmount, relayData } = built.value;
  if (params.raw) return ok({ raw: true, tx, feeAmount, relayData });
  const context = { chainKey: config.chainKey, dstChainKey: params.dstChainKey };
  const fail = (
    code: "WALLET_ERROR" | "INTENT_CREATION_FAILED",
    message: string,
    extra = {},
    cause?: unknown,
  ) =>
    err(
      new ClientError(code, `Cannot send bridge deposit: ${message}`, {
        context: { ...context, ...extra, ...(cause instanceof Error ? { detail: cause.message } : {}) },
        cause,
      }),
    );
  if (params.signal?.aborted) {
    return err(
      new ClientError("ABORTED", "Cannot send bridge deposit: aborted", {
        context,
        cause: params.signal.reason,
      }),
    );
  }
  if (wallet === undefined) return fail("WALLET_ERROR", "no wallet provider", { phase: "getAddress" });
  let from: string;
  try {
    from = await wallet.getAddress();
  } catch (cause) {
    return fail("WALLET_ERROR", "wallet getAddress failed", { phase: "getAddress" }, cause);
  }
  if (typeof from !== "string" || !sameAddress(from, params.srcAddress)) {
    return fail("WALLET_ERROR", "the wallet is not srcAddress", {
      phase: "getAddress",
      walletAddress: describeValue(from),
      srcAddress: params.srcAddress,
    });
  }
  let txHash: unknown;
  try {
    txHash = await wallet.sendTransaction({
      to: tx.to,
      data: tx.data,
      value: tx.value,
      chainId: config.chainId,
    });
  } catch (cause) {
    return fail(
      "WALLET_ERROR",
      "wallet sendTransaction failed",
      { phase: "sendTransaction", to: tx.to },
      cause,
    );
  }
  if (typeof txHash !== "string" || !HASH_RE.test(txHash)) {
    return fail("INTENT_CREATION_FAILED", "the wallet returned no tx hash", {
      returned: describeValue(txHash),
    });
  }
  return ok({ raw: false, txHash, feeAmount, relayData });
}
