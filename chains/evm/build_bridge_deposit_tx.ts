/**
 * `buildBridgeDepositTx`: the unsigned spoke transaction that moves a token to another chain through the user's
 * hub wallet. It is an asset-manager deposit to the hub wallet whose hub call list (our design; the wire facts do
 * not fix it) is:
 *
 * 1. when `hubVault` is given and the hub assets differ: `hubInputToken.approve(hubVault, amount)`,
 *    `hubVault.deposit(hubInputToken, amount)`, `hubVault.withdraw(hubOutputToken, amount)`;
 * 2. always: `hubAssetManager.transfer(hubOutputToken, encodeAddress(dst, dstAddress), amount, 0x)`, which sends the
 *    hub asset to its spoke chain.
 *
 * Amounts are moved 1:1 (same decimals on both hub assets). A hub source is not supported.
 *
 * @example Same hub asset: one hub call
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildBridgeDepositTx } from "./build_bridge_deposit_tx.ts";
 * import { decodeContractCalls } from "./contract_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const r = buildBridgeDepositTx({
 *   srcChainKey: "0x2105.base", dstChainKey: "0xa4b1.arbitrum", inputToken: a, hubInputToken: a,
 *   hubOutputToken: a, amount: 5n, srcAddress: a, dstAddress: a, creator: a, assetManager: a,
 *   hubAssetManager: a, nativeToken: "0x0000000000000000000000000000000000000000",
 * });
 * assert.ok(r.ok);
 * if (r.ok) {
 *   const calls = decodeContractCalls(r.value.relayData.payload);
 *   assert.ok(calls.ok && calls.value.length === 1);
 * }
 * ```
 * @module
 */
import { type Address, encodeFunctionData, type Hex } from "viem";
import { HUB_CHAIN_KEY, isSpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import { assetManagerAbi } from "./abis/asset_manager.ts";
import { erc20Abi } from "./abis/erc20.ts";
import { hubVaultAbi } from "./abis/hub_vault.ts";
import type { EvmRawTx, RelayData } from "./build_swap_intent_tx.ts";
import { type ContractCall, encodeContractCalls } from "./contract_calls.ts";
import { encodeAddress } from "./encode_address.ts";
import { encodeSpokeDepositCalldata } from "./spoke_deposit.ts";
import { checkAddresses, checkUints, guard, sameAddress, unknownKey } from "./_validate.ts";

/** Parameters of {@link buildBridgeDepositTx}. */
export interface BuildBridgeDepositTxParams {
  /** Source EVM spoke (not the hub). */
  srcChainKey: string;
  /** Destination chain. */
  dstChainKey: string;
  /** Token spent on the source chain (zero address for native). */
  inputToken: Address;
  /** Hub asset of `inputToken`. */
  hubInputToken: Address;
  /** Hub asset of the destination token. */
  hubOutputToken: Address;
  /** Amount bridged (> 0). */
  amount: bigint;
  /** Sender on the source chain. */
  srcAddress: string;
  /** Receiver on the destination chain. */
  dstAddress: string;
  /** Pre-encoded `dstAddress`, for families this adapter cannot encode. @default undefined */
  encodedDstAddress?: Hex | undefined;
  /** The user's hub wallet. */
  creator: Address;
  /** The source chain's asset manager. */
  assetManager: Address;
  /** The hub asset manager (sends hub assets back to spokes). */
  hubAssetManager: Address;
  /** The hub vault joining both hub assets; required when they differ. @default undefined */
  hubVault?: Address | undefined;
  /** The source chain's native token address. */
  nativeToken: Address;
}

/** The result of {@link buildBridgeDepositTx}. */
export interface BridgeDepositTx {
  /** The unsigned spoke tx. */
  tx: EvmRawTx;
  /** `{address: creator, payload: hub call list}`. */
  relayData: RelayData;
}

/**
 * Builds the bridge deposit transaction.
 *
 * @param params see {@link BuildBridgeDepositTxParams}
 * @returns the tx and relay data; failures: `UNKNOWN_CHAIN_KEY`, `INVALID_ADDRESS`, `INVALID_AMOUNT`,
 *   `UNSUPPORTED_CHAIN_OPERATION` (hub or non-EVM source), `VALIDATION_FAILED` (different hub assets and no
 *   vault), `INTENT_CREATION_FAILED` (encoding)
 * @example The hub is not a bridge source
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildBridgeDepositTx } from "./build_bridge_deposit_tx.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const r = buildBridgeDepositTx({
 *   srcChainKey: "sonic", dstChainKey: "0xa4b1.arbitrum", inputToken: a, hubInputToken: a, hubOutputToken: a,
 *   amount: 5n, srcAddress: a, dstAddress: a, creator: a, assetManager: a, hubAssetManager: a, nativeToken: a,
 * });
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION");
 * ```
 */
export function buildBridgeDepositTx(
  params: BuildBridgeDepositTxParams,
): Result<BridgeDepositTx, ClientError> {
  const op = "build bridge deposit tx";
  const { srcChainKey, dstChainKey } = params;
  if (!isSpokeChainKey(srcChainKey)) return err(unknownKey(op, "srcChainKey", srcChainKey));
  if (!isSpokeChainKey(dstChainKey)) return err(unknownKey(op, "dstChainKey", dstChainKey));
  if (srcChainKey === HUB_CHAIN_KEY) {
    return err(
      new ClientError("UNSUPPORTED_CHAIN_OPERATION", `Cannot ${op}: the hub is not a bridge source`, {
        context: { srcChainKey },
      }),
    );
  }
  const addresses = checkAddresses(op, {
    inputToken: params.inputToken,
    hubInputToken: params.hubInputToken,
    hubOutputToken: params.hubOutputToken,
    creator: params.creator,
    assetManager: params.assetManager,
    hubAssetManager: params.hubAssetManager,
    nativeToken: params.nativeToken,
    ...(params.hubVault !== undefined ? { hubVault: params.hubVault } : {}),
  });
  if (!addresses.ok) return addresses;
  const amount = checkUints(op, { amount: params.amount }, 1n);
  if (!amount.ok) return amount;
  const sameAsset = sameAddress(params.hubInputToken, params.hubOutputToken);
  if (!sameAsset && params.hubVault === undefined) {
    return err(
      new ClientError("VALIDATION_FAILED", `Cannot ${op}: hub assets differ and no hubVault was given`, {
        context: { hubInputToken: params.hubInputToken, hubOutputToken: params.hubOutputToken },
      }),
    );
  }
  const srcBytes = encodeAddress(srcChainKey, params.srcAddress);
  if (!srcBytes.ok) return srcBytes;
  const dstBytes = params.encodedDstAddress !== undefined
    ? { ok: true as const, value: params.encodedDstAddress }
    : encodeAddress(dstChainKey, params.dstAddress);
  if (!dstBytes.ok) return dstBytes;
  const from = params.srcAddress as Address;
  const isNative = sameAddress(params.inputToken, params.nativeToken);

  return guard("INTENT_CREATION_FAILED", op, () => {
    const calls: ContractCall[] = [];
    if (!sameAsset && params.hubVault !== undefined) {
      const vault = params.hubVault;
      calls.push(
        {
          address: params.hubInputToken,
          value: 0n,
          data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [vault, params.amount] }),
        },
        {
          address: vault,
          value: 0n,
          data: encodeFunctionData({
            abi: hubVaultAbi,
            functionName: "deposit",
            args: [params.hubInputToken, params.amount],
          }),
        },
        {
          address: vault,
          value: 0n,
          data: encodeFunctionData({
            abi: hubVaultAbi,
            functionName: "withdraw",
            args: [params.hubOutputToken, params.amount],
          }),
        },
      );
    }
    calls.push({
      address: params.hubAssetManager,
      value: 0n,
      data: encodeFunctionData({
        abi: assetManagerAbi,
        functionName: "transfer",
        args: [params.hubOutputToken, dstBytes.value, params.amount, "0x"],
      }),
    });
    const payload = encodeContractCalls(calls);
    const data = encodeSpokeDepositCalldata({
      token: params.inputToken,
      to: params.creator.toLowerCase() as Hex,
      amount: params.amount,
      data: payload,
    });
    return {
      tx: { from, to: params.assetManager, value: isNative ? params.amount : 0n, data },
      relayData: { address: params.creator, payload },
    };
  });
}
