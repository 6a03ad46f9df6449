/**
 * `buildSwapIntentTx`: the unsigned transaction that creates a swap intent from an EVM spoke (an asset-manager
 * deposit carrying `approve` + `createIntent` for the hub wallet) or from the hub (a direct `createIntent`).
 *
 * @example Build a spoke intent tx
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildSwapIntentTx } from "./swap_intent.ts";
 * const r = buildSwapIntentTx({
 *   srcChainKey: "0xa4b1.arbitrum",
 *   dstChainKey: "0x38.bsc",
 *   inputToken: "0x7777777777777777777777777777777777777777",
 *   hubInputToken: "0x3333333333333333333333333333333333333333",
 *   hubOutputToken: "0x4444444444444444444444444444444444444444",
 *   inputAmount: 1_000_000n,
 *   feeAmount: 1000n,
 *   feeReceiver: "0x2222222222222222222222222222222222222222",
 *   minOutputAmount: 500n,
 *   deadline: 1700000300n,
 *   allowPartialFill: false,
 *   srcAddress: "0x5555555555555555555555555555555555555555",
 *   dstAddress: "0x6666666666666666666666666666666666666666",
 *   creator: "0x1111111111111111111111111111111111111111",
 *   assetManager: "0x348BE44F63A458be9C1b13D6fD8e99048F297Bc3",
 *   intentsContract: "0x6382D6ccD780758C5e8A6123c33ee8F4472F96ef",
 *   nativeToken: "0x0000000000000000000000000000000000000000",
 *   intentId: 1n,
 * });
 * assert.ok(r.ok && r.value.intent.inputAmount === 999_000n && r.value.tx.value === 0n);
 * ```
 * @module
 */
import { type Address, encodeFunctionData, type Hex } from "viem";
import {
  getIntentRelayChainId,
  HUB_CHAIN_KEY,
  isSpokeChainKey,
  type RelayChainIds,
} from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { andThen, err, ok, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { encodeContractCalls } from "../hub/contract_calls.ts";
import { encodeEvmAddress as encodeAddress } from "../address/encode_address.ts";
import { encodePartnerFeeData } from "../hub/intent.ts";
import { encodeCreateIntentCalldata, type Intent } from "../hub/intent.ts";
import { encodeSpokeDepositCalldata } from "../hub/contract_calls.ts";
import type { EvmRawTx, RelayData } from "../hub/relay_data.ts";
import { checkAddresses, checkUints, guard, sameAddress, unknownKey } from "../hub/validate.ts";

/** The zero address: "any solver". */
export const ANY_SOLVER: Address = "0x0000000000000000000000000000000000000000";

export type { EvmRawTx, RelayData } from "../hub/relay_data.ts";

/** Parameters of {@link buildSwapIntentTx}. */
export interface BuildSwapIntentTxParams {
  /** The client's relay chain ids (`relay.relayChainIdMap`) for the intent's `srcChain` / `dstChain`. @default the packaged table */
  relayChainIds?: RelayChainIds | undefined;
  /** Source chain (an EVM chain or the hub). */
  srcChainKey: string;
  /** Destination chain. */
  dstChainKey: string;
  /** Token spent on the source chain (the zero address for native). */
  inputToken: Address;
  /** Hub asset of `inputToken` (ignored on a hub source, where `inputToken` is used). */
  hubInputToken: Address;
  /** Hub asset of the output token (the token itself on a hub destination). */
  hubOutputToken: Address;
  /** Gross input amount; approve and deposit use it. Must be > 0. */
  inputAmount: bigint;
  /** Partner fee taken from the gross amount. @default 0n */
  feeAmount?: bigint | undefined;
  /** Receiver of the partner fee; required when `feeAmount` > 0. @default undefined */
  feeReceiver?: Address | undefined;
  /** Minimum output. */
  minOutputAmount: bigint;
  /** Unix seconds, `0n` for none. */
  deadline: bigint;
  /** Whether partial fills are allowed. */
  allowPartialFill: boolean;
  /** Sender on the source chain. */
  srcAddress: string;
  /** Receiver on the destination chain. */
  dstAddress: string;
  /** Pre-encoded `dstAddress` bytes, for destinations whose family this adapter cannot encode. @default undefined */
  encodedDstAddress?: Hex | undefined;
  /** The user's hub wallet (intent creator). */
  creator: Address;
  /** The source chain's asset manager (unused on a hub source). */
  assetManager: Address;
  /** The hub intents contract. */
  intentsContract: Address;
  /** The source chain's native token address. */
  nativeToken: Address;
  /** The intent id (random 256-bit). */
  intentId: bigint;
  /** A specific solver. @default ANY_SOLVER */
  solver?: Address | undefined;
}

/** The result of {@link buildSwapIntentTx}. */
export interface SwapIntentTx {
  /** The unsigned tx to send from `srcAddress`. */
  tx: EvmRawTx;
  /** The intent as the hub will store it (`inputAmount` = gross − fee). */
  intent: Intent;
  /** The partner fee taken from the gross amount. */
  feeAmount: bigint;
  /** Relay data: `{address: creator, payload}`. */
  relayData: RelayData;
}

/**
 * Builds the intent-creation transaction (docs/wire_inventory.md#spoke-deposit).
 *
 * @param params see {@link BuildSwapIntentTxParams}
 * @returns the tx, the intent and the relay data; failures: `UNKNOWN_CHAIN_KEY`, `INVALID_ADDRESS`,
 *   `INVALID_AMOUNT`, `INVALID_FEE`, `UNSUPPORTED_CHAIN_OPERATION` (non-EVM source or undecodable destination),
 *   `INTENT_CREATION_FAILED` (encoding)
 * @example Invalid amounts fail as data
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildSwapIntentTx } from "./swap_intent.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const r = buildSwapIntentTx({
 *   srcChainKey: "sonic", dstChainKey: "0x38.bsc", inputToken: a, hubInputToken: a, hubOutputToken: a,
 *   inputAmount: 0n, minOutputAmount: 1n, deadline: 0n, allowPartialFill: false, srcAddress: a, dstAddress: a,
 *   creator: a, assetManager: a, intentsContract: a, nativeToken: a, intentId: 1n,
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
 * ```
 */
export function buildSwapIntentTx(params: BuildSwapIntentTxParams): Result<SwapIntentTx, ClientError> {
  const op = "build swap intent tx";
  const { srcChainKey, dstChainKey } = params;
  if (!isSpokeChainKey(srcChainKey)) return err(unknownKey(op, "srcChainKey", srcChainKey));
  if (!isSpokeChainKey(dstChainKey)) return err(unknownKey(op, "dstChainKey", dstChainKey));
  const feeAmount = params.feeAmount ?? 0n;
  const checked = andThen(
    checkAddresses(op, {
      inputToken: params.inputToken,
      hubInputToken: params.hubInputToken,
      hubOutputToken: params.hubOutputToken,
      creator: params.creator,
      assetManager: params.assetManager,
      intentsContract: params.intentsContract,
      nativeToken: params.nativeToken,
      solver: params.solver ?? ANY_SOLVER,
      ...(feeAmount > 0n ? { feeReceiver: params.feeReceiver } : {}),
    }),
    () => checkUints(op, { inputAmount: params.inputAmount }, 1n),
  );
  if (!checked.ok) return checked;
  const uints = checkUints(op, {
    feeAmount,
    minOutputAmount: params.minOutputAmount,
    deadline: params.deadline,
    intentId: params.intentId,
  });
  if (!uints.ok) return uints;
  if (feeAmount > params.inputAmount) {
    return err(
      new ClientError("INVALID_FEE", `Cannot ${op}: fee exceeds the input amount`, {
        context: { feeAmount: feeAmount.toString(), inputAmount: params.inputAmount.toString() },
      }),
    );
  }
  const srcBytes = encodeAddress(srcChainKey, params.srcAddress);
  if (!srcBytes.ok) return srcBytes;
  const dstBytes = params.encodedDstAddress !== undefined
    ? ok(params.encodedDstAddress)
    : encodeAddress(dstChainKey, params.dstAddress);
  if (!dstBytes.ok) return dstBytes;
  const fromAddress = checkAddresses(op, { srcAddress: params.srcAddress });
  if (!fromAddress.ok) return fromAddress;

  const isHubSource = srcChainKey === HUB_CHAIN_KEY;
  const intent: Intent = {
    intentId: params.intentId,
    creator: params.creator,
    inputToken: isHubSource ? params.inputToken : params.hubInputToken,
    outputToken: params.hubOutputToken,
    inputAmount: params.inputAmount - feeAmount,
    minOutputAmount: params.minOutputAmount,
    deadline: params.deadline,
    allowPartialFill: params.allowPartialFill,
    srcChain: getIntentRelayChainId(srcChainKey, params.relayChainIds),
    dstChain: getIntentRelayChainId(dstChainKey, params.relayChainIds),
    srcAddress: srcBytes.value,
    dstAddress: dstBytes.value,
    solver: params.solver ?? ANY_SOLVER,
    data: "0x",
  };
  const isNative = sameAddress(params.inputToken, params.nativeToken);
  const from = params.srcAddress as Address;
  return guard("INTENT_CREATION_FAILED", op, () => {
    intent.data = encodePartnerFeeData(feeAmount, params.feeReceiver);
    const createIntent = encodeCreateIntentCalldata(intent);
    if (isHubSource) {
      return {
        tx: {
          from,
          to: params.intentsContract,
          value: isNative ? params.inputAmount : 0n,
          data: createIntent,
        },
        intent,
        feeAmount,
        relayData: { address: params.creator, payload: createIntent },
      };
    }
    const payload = encodeContractCalls([
      {
        address: params.hubInputToken,
        value: 0n,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: "approve",
          args: [params.intentsContract, params.inputAmount],
        }),
      },
      { address: params.intentsContract, value: 0n, data: createIntent },
    ]);
    const data = encodeSpokeDepositCalldata({
      token: params.inputToken,
      to: params.creator.toLowerCase() as Hex,
      amount: params.inputAmount,
      data: payload,
    });
    return {
      tx: { from, to: params.assetManager, value: isNative ? params.inputAmount : 0n, data },
      intent,
      feeAmount,
      relayData: { address: params.creator, payload },
    };
  });
}
