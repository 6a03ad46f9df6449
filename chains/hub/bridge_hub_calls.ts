/**
 * The hub side of a bridge deposit: {@link buildEvmBridgeDeposit} (pure; every family derives its hub call
 * list and relay data from it, the EVM adapter's `createBridgeDeposit` in chains/evm/bridge_deposit.ts also sends
 * its asset-manager deposit) and {@link encodeBridgeHubCalls}. The deposit is an asset-manager transfer of the gross amount to the user's hub
 * wallet, whose hub call list is:
 *
 * 1. when `feeAmount > 0`: `hubInputToken.transfer(feeReceiver, feeAmount)` (the fee is paid on the hub);
 * 2. when the hub assets differ: `hubInputToken.approve(vault, net)` + `vault.deposit(hubInputToken, net)` unless
 *    the input hub asset is the vault token itself, then `vault.withdraw(hubOutputToken, net)` unless the output
 *    is the vault token itself;
 * 3. delivery: `hubAssetManager.transfer(hubOutputToken, encodeAddress(dst, dstAddress), net, 0x)`, or on a hub
 *    destination a plain `hubOutputToken.transfer(dstAddress, net)`.
 *
 * `net = amount - feeAmount`; hub assets of one vault move 1:1.
 *
 * @example Build a USDC deposit from Base to Arbitrum (one vault, two hub assets)
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildEvmBridgeDeposit } from "./bridge_hub_calls.ts";
 * import { decodeContractCalls } from "./contract_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = buildEvmBridgeDeposit({
 *   srcChainKey: "0x2105.base", dstChainKey: "0xa4b1.arbitrum", inputToken: a, amount: 100n,
 *   hubInputToken: "0x2222222222222222222222222222222222222222",
 *   hubOutputToken: "0x3333333333333333333333333333333333333333",
 *   hubVault: "0x4444444444444444444444444444444444444444",
 *   srcAddress: a, dstAddress: a, creator: a, assetManager: a, hubAssetManager: a,
 *   nativeToken: "0x0000000000000000000000000000000000000000",
 * });
 * const calls = r.ok ? decodeContractCalls(r.value.relayData.payload as `0x${string}`) : undefined;
 * assert.ok(calls?.ok && calls.value.length === 4);
 * ```
 * @module
 */
import { type Address, encodeFunctionData, erc20Abi as viemErc20Abi, type Hex } from "viem";
import { HUB_CHAIN_KEY, isSpokeChainKey, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { andThen, err, ok, type Result } from "../../core/result.ts";
import { assetManagerAbi } from "../../core/abis/asset_manager.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { hubVaultAbi } from "../../core/abis/hub_vault.ts";
import type { EvmRawTx, RelayData } from "./relay_data.ts";
import { type ContractCall, encodeContractCalls } from "./contract_calls.ts";
import { encodeEvmAddress as encodeAddress } from "../address/encode_address.ts";
import { encodeSpokeDepositCalldata } from "./contract_calls.ts";
import { checkAddresses, checkUints, guard, sameAddress, unknownKey } from "./validate.ts";

/** What a bridge deposit moves, from where to where, through which hub assets: the same for every family. */
export interface BridgeDepositFields {
  /** Destination chain (the hub included). */
  dstChainKey: SpokeChainKey;
  /** Token spent on the source chain. */
  inputToken: string;
  /** Hub asset of `inputToken`. */
  hubInputToken: string;
  /** Hub asset of the destination token (the token itself on a hub destination). */
  hubOutputToken: string;
  /** The hub vault both hub assets belong to. */
  hubVault: string;
  /** Gross amount deposited on the source chain (the partner fee is taken from it on the hub). */
  amount: bigint;
  /** Partner fee taken from `amount` on the hub. @default 0n */
  feeAmount?: bigint | undefined;
  /** Hub receiver of the partner fee; required when `feeAmount > 0`. @default undefined */
  feeReceiver?: string | undefined;
  /** Sender on the source chain; when sending, it must be the wallet's address. */
  srcAddress: string;
  /** Receiver on the destination chain. */
  dstAddress: string;
  /** Pre-encoded `dstAddress` for families the source adapter cannot encode. @default undefined */
  encodedDstAddress?: string | undefined;
  /** The user's hub wallet (receives the deposit and runs the hub calls). */
  creator: string;
  /** The hub asset manager (sends hub assets to spokes). */
  hubAssetManager: string;
  /**
   * Decimals of the source token. The vault counts its shares in 18 decimals, so the hub withdraws the deposit
   * scaled by 10^(18 - srcDecimals). @default 18
   */
  srcDecimals?: number | undefined;
  /** Decimals of the destination token: the vault amount is scaled back to them for the transfer. @default 18 */
  dstDecimals?: number | undefined;
}

/** Parameters of {@link buildEvmBridgeDeposit}: the adapter-neutral ones plus the source chain's settings. */
export interface BuildEvmBridgeDepositParams extends BridgeDepositFields {
  /** Source EVM spoke (not the hub). */
  srcChainKey: string;
  /** The source chain's asset manager. */
  assetManager: string;
  /** The source chain's native token address. */
  nativeToken: string;
}

/** The built deposit. */
export interface EvmBridgeDeposit {
  /** The unsigned spoke tx (gross amount). */
  tx: EvmRawTx;
  /** The partner fee taken on the hub. */
  feeAmount: bigint;
  /** `{address: creator, payload: hub call list}`. */
  relayData: RelayData;
}

/**
 * Builds the bridge deposit (see the module doc for the hub call list).
 *
 * @param params see {@link BuildEvmBridgeDepositParams}
 * @returns failures: `UNKNOWN_CHAIN_KEY`, `UNSUPPORTED_CHAIN_OPERATION` (hub source), `INVALID_ADDRESS`,
 *   `INVALID_AMOUNT`, `INVALID_FEE` (fee not below the amount), `INTENT_CREATION_FAILED` (encoding)
 * @example The fee must leave something to bridge
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildEvmBridgeDeposit } from "./bridge_hub_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = buildEvmBridgeDeposit({
 *   srcChainKey: "0x2105.base", dstChainKey: "sonic", inputToken: a, hubInputToken: a, hubOutputToken: a,
 *   hubVault: a, amount: 5n, feeAmount: 5n, feeReceiver: a, srcAddress: a, dstAddress: a, creator: a,
 *   assetManager: a, hubAssetManager: a, nativeToken: a,
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_FEE");
 * ```
 */
export function buildEvmBridgeDeposit(
  params: BuildEvmBridgeDepositParams,
): Result<EvmBridgeDeposit, ClientError> {
  const op = "build bridge deposit";
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
  const feeAmount = params.feeAmount ?? 0n;
  const checked = andThen(
    checkAddresses(op, {
      inputToken: params.inputToken,
      hubInputToken: params.hubInputToken,
      hubOutputToken: params.hubOutputToken,
      hubVault: params.hubVault,
      srcAddress: params.srcAddress,
      creator: params.creator,
      assetManager: params.assetManager,
      hubAssetManager: params.hubAssetManager,
      nativeToken: params.nativeToken,
      ...(feeAmount > 0n ? { feeReceiver: params.feeReceiver } : {}),
      ...(dstChainKey === HUB_CHAIN_KEY ? { dstAddress: params.dstAddress } : {}),
    }),
    () => andThen(checkUints(op, { amount: params.amount }, 1n), () => checkUints(op, { feeAmount })),
  );
  if (!checked.ok) return checked;
  if (feeAmount >= params.amount) {
    return err(
      new ClientError("INVALID_FEE", `Cannot ${op}: the fee leaves nothing to bridge`, {
        context: { feeAmount: feeAmount.toString(), amount: params.amount.toString() },
      }),
    );
  }
  const dstBytes = params.encodedDstAddress !== undefined
    ? ok(params.encodedDstAddress as Hex)
    : encodeAddress(dstChainKey, params.dstAddress);
  if (!dstBytes.ok) return dstBytes;
  return guard("INTENT_CREATION_FAILED", op, () => {
    const payload = encodeContractCalls(hubCalls(params, dstChainKey, dstBytes.value, feeAmount));
    const data = encodeSpokeDepositCalldata({
      token: params.inputToken as Address,
      to: params.creator.toLowerCase() as Hex,
      amount: params.amount,
      data: payload,
    });
    const isNative = sameAddress(params.inputToken, params.nativeToken);
    return {
      tx: {
        from: params.srcAddress as Address,
        to: params.assetManager as Address,
        value: isNative ? params.amount : 0n,
        data,
      },
      feeAmount,
      relayData: { address: params.creator as Address, payload },
    };
  });
}

/** The fields of a bridge deposit its hub call list depends on. */
export type BridgeHubCallFields = Pick<
  BuildEvmBridgeDepositParams,
  | "amount"
  | "hubInputToken"
  | "hubOutputToken"
  | "hubVault"
  | "feeReceiver"
  | "dstAddress"
  | "hubAssetManager"
  | "srcDecimals"
  | "dstDecimals"
>;

/**
 * The hub call list of a bridge deposit (see the module doc), encoded: what a non-EVM spoke's deposit carries as
 * its `data`. Callers check the addresses and amounts first (it throws on malformed ones).
 *
 * @param fields amounts and hub addresses
 * @param dstChainKey the destination chain
 * @param dstBytes the encoded destination address
 * @param feeAmount the partner fee taken on the hub
 * @returns the encoded call list
 * @example Same hub asset to the hub: a plain transfer
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeBridgeHubCalls } from "./bridge_hub_calls.ts";
 * import { decodeContractCalls } from "./contract_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const f = { amount: 5n, hubInputToken: a, hubOutputToken: a, hubVault: a, dstAddress: a, hubAssetManager: a };
 * const calls = decodeContractCalls(encodeBridgeHubCalls(f, "sonic", a, 0n));
 * assert.ok(calls.ok && calls.value.length === 1);
 * ```
 */
export function encodeBridgeHubCalls(
  fields: BridgeHubCallFields,
  dstChainKey: SpokeChainKey,
  dstBytes: Hex,
  feeAmount: bigint,
): Hex {
  return encodeContractCalls(hubCalls(fields, dstChainKey, dstBytes, feeAmount));
}

/** Decimals of a hub vault's shares. */
const VAULT_DECIMALS = 18;

/** `amount` in `from` decimals, expressed in `to` decimals (rounded down). */
function rescale(amount: bigint, from: number, to: number): bigint {
  return to >= from ? amount * 10n ** BigInt(to - from) : amount / 10n ** BigInt(from - to);
}

function hubCalls(
  p: BridgeHubCallFields,
  dstChainKey: SpokeChainKey,
  dstBytes: Hex,
  feeAmount: bigint,
): ContractCall[] {
  const hubIn = p.hubInputToken as Address;
  const hubOut = p.hubOutputToken as Address;
  const vault = p.hubVault as Address;
  const call = (address: Address, data: Hex): ContractCall => ({ address, value: 0n, data });
  const calls: ContractCall[] = [];
  const payFee = (token: Address, amount: bigint) => {
    if (amount === 0n) return;
    const args = [p.feeReceiver as Address, amount] as const;
    calls.push(call(token, encodeFunctionData({ abi: viemErc20Abi, functionName: "transfer", args })));
  };
  // What reaches the destination. Through the vault (as the platform builds it): the whole amount is deposited,
  // the partner fee is paid in vault shares (18 decimals), the rest is withdrawn and scaled back to the
  // destination token's decimals. Without a vault step the fee is paid in the hub asset itself.
  let out = p.amount - feeAmount;
  if (!sameAddress(hubIn, hubOut)) {
    let shares = p.amount;
    if (!sameAddress(hubIn, vault)) {
      calls.push(
        call(hubIn, encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [vault, p.amount] })),
        call(
          vault,
          encodeFunctionData({ abi: hubVaultAbi, functionName: "deposit", args: [hubIn, p.amount] }),
        ),
      );
      shares = rescale(p.amount, p.srcDecimals ?? VAULT_DECIMALS, VAULT_DECIMALS);
    }
    const feeShares = rescale(feeAmount, p.srcDecimals ?? VAULT_DECIMALS, VAULT_DECIMALS);
    payFee(vault, feeShares);
    out = shares - feeShares;
    if (!sameAddress(hubOut, vault)) {
      calls.push(
        call(vault, encodeFunctionData({ abi: hubVaultAbi, functionName: "withdraw", args: [hubOut, out] })),
      );
      out = rescale(out, VAULT_DECIMALS, p.dstDecimals ?? VAULT_DECIMALS);
    }
  } else {
    payFee(hubIn, feeAmount);
  }
  if (dstChainKey === HUB_CHAIN_KEY) {
    const args = [p.dstAddress as Address, out] as const;
    calls.push(call(hubOut, encodeFunctionData({ abi: viemErc20Abi, functionName: "transfer", args })));
  } else {
    const args = [hubOut, dstBytes, out, "0x"] as const;
    calls.push(
      call(
        p.hubAssetManager as Address,
        encodeFunctionData({ abi: assetManagerAbi, functionName: "transfer", args }),
      ),
    );
  }
  return calls;
}

/** The spoke-side fields of a bridge deposit that a non-EVM family encodes (and checks) in its own form. */
type SpokeSideFields = "srcChainKey" | "inputToken" | "srcAddress" | "assetManager" | "nativeToken";

/** An EVM-form placeholder for the spoke-side fields the hub call list does not read. */
const SPOKE_SIDE_PLACEHOLDER = "0x0000000000000000000000000000000000000000";

/**
 * The hub side of a bridge from a non-EVM spoke: the fee and the relay data (`{address, payload}`) of
 * {@link buildEvmBridgeDeposit}, fed only the hub-side fields (the spoke-side ones are the family's own, checked
 * and encoded by its caller), its failures carrying `chainKey` and `dstChainKey`.
 *
 * @param srcChainKey the non-EVM source chain
 * @param params the hub-side fields of the deposit (spoke-side fields, if present, are ignored)
 * @returns failures: those of {@link buildEvmBridgeDeposit} on the hub-side fields
 * @example The fee must leave something to bridge, whatever the source family
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildSpokeBridgeRelayData } from "./bridge_hub_calls.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = buildSpokeBridgeRelayData("solana", {
 *   dstChainKey: "sonic", hubInputToken: a, hubOutputToken: a, hubVault: a, amount: 5n, feeAmount: 5n,
 *   feeReceiver: a, dstAddress: a, creator: a, hubAssetManager: a,
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_FEE" && r.error.context.chainKey === "solana");
 * ```
 */
export function buildSpokeBridgeRelayData(
  srcChainKey: SpokeChainKey,
  params: Omit<BuildEvmBridgeDepositParams, SpokeSideFields>,
): Result<Pick<EvmBridgeDeposit, "feeAmount" | "relayData">, ClientError> {
  const built = buildEvmBridgeDeposit({
    ...params,
    srcChainKey,
    inputToken: SPOKE_SIDE_PLACEHOLDER,
    srcAddress: SPOKE_SIDE_PLACEHOLDER,
    assetManager: SPOKE_SIDE_PLACEHOLDER,
    nativeToken: SPOKE_SIDE_PLACEHOLDER,
  });
  if (!built.ok) {
    const e = built.error;
    const context = { chainKey: srcChainKey, dstChainKey: params?.dstChainKey };
    return err(new ClientError(e.code, e.message, { context: { ...e.context, ...context }, cause: e.cause }));
  }
  return ok({ feeAmount: built.value.feeAmount, relayData: built.value.relayData });
}
