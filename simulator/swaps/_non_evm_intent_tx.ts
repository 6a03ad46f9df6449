/**
 * The simulator's placeholder create-intent transaction for non-EVM sources (see `intent_tx.ts`): the real intent
 * and hub payload, wrapped in an Injective `msg` or a generic `{chainType, from, to, value, data}`.
 * @module
 */
import { type Address, encodeFunctionData, type Hex, stringToBytes, toHex, zeroAddress } from "viem";
import { getChainType } from "../../core/chains/chain_keys.ts";
import { simRelayChainId } from "../client_config/relay_ids.ts";
import { type SwapsError, swapsError } from "./swaps_error.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { encodeHubCalls } from "../hub_abi/hub_calls.ts";
import { encodeCreateIntentCall, hashIntent, type SimIntent } from "../hub_abi/intent.ts";
import { encodeSimPartnerFee } from "../hub_abi/partner_fee_data.ts";
import type { SwapsIntentTx, SwapsIntentTxRequest } from "./intent_tx_request.ts";

/** Builds the intent, its hub payload and the placeholder tx; encoding failures are `INTENT_CREATION_FAILED`. */
export function buildNonEvmIntentTx(
  req: SwapsIntentTxRequest,
  parts: { hubIn: Address; hubOut: Address; dst: Hex; creator: Address },
  ctx: { assetManager: string; intentsContract: Address; isNative: boolean },
): Result<SwapsIntentTx, SwapsError> {
  try {
    const intent: SimIntent = {
      intentId: req.intentId,
      creator: parts.creator,
      inputToken: parts.hubIn,
      outputToken: parts.hubOut,
      inputAmount: req.amount - req.feeAmount,
      minOutputAmount: req.minOutputAmount,
      deadline: req.deadline,
      allowPartialFill: req.allowPartialFill,
      srcChain: simRelayChainId(req.srcChainKey),
      dstChain: simRelayChainId(req.dstChainKey),
      srcAddress: toHex(stringToBytes(req.srcAddress)),
      dstAddress: parts.dst,
      solver: (req.solver ?? zeroAddress) as Address,
      data: encodeSimPartnerFee(req.feeAmount, req.feeReceiver as Address | undefined),
    };
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: "approve",
      args: [ctx.intentsContract, req.amount],
    });
    const payload = encodeHubCalls([
      { to: parts.hubIn, value: 0n, data: approve },
      { to: ctx.intentsContract, value: 0n, data: encodeCreateIntentCall(intent) },
    ]);
    const intentHash = hashIntent(intent);
    if (getChainType(req.srcChainKey) === "INJECTIVE") {
      const msg = {
        transfer: {
          token: req.srcToken.address,
          to: parts.creator,
          amount: String(req.amount),
          data: payload,
        },
      };
      return ok({
        tx: {
          chainType: "INJECTIVE",
          from: req.srcAddress,
          to: ctx.assetManager,
          msg: stringToBytes(JSON.stringify(msg)),
          chainId: req.srcChainKey,
        },
        intent,
        intentHash,
      });
    }
    const chainType = getChainType(req.srcChainKey) as Exclude<
      ReturnType<typeof getChainType>,
      "EVM" | "INJECTIVE"
    >;
    return ok({
      tx: {
        chainType,
        from: req.srcAddress,
        to: ctx.assetManager,
        value: ctx.isNative ? req.amount : 0n,
        data: payload,
      },
      intent,
      intentHash,
    });
  } catch (cause) {
    return err(
      swapsError("INTENT_CREATION_FAILED", "Cannot build swap intent tx: encoding failed", {
        context: { srcChainKey: req.srcChainKey },
        cause,
      }),
    );
  }
}
