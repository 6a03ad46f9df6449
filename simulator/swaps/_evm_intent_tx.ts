/**
 * The create-intent transaction of the simulated swaps API for EVM sources, built by the simulator itself
 * with viem and the ABIs (docs/wire_inventory.md#spoke-deposit): on a spoke an asset-manager `transfer(token,
 * to, amount, data)` whose call list is `[approve(intents, gross), createIntent(intent)]`; on the hub a
 * direct `createIntent`.
 * @module
 */
import { type Address, encodeFunctionData, type Hex, isAddress, zeroAddress } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/chain_keys.ts";
import { simRelayChainId } from "../client_config/relay_ids.ts";
import { assetManagerAbi } from "../../core/abis/asset_manager.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { type SwapsError, swapsError } from "./swaps_error.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { encodeHubCalls } from "../hub_abi/hub_calls.ts";
import { encodeCreateIntentCall, hashIntent, type SimIntent } from "../hub_abi/intent.ts";
import { encodeSimPartnerFee } from "../hub_abi/partner_fee_data.ts";
import type { SwapsIntentTx, SwapsIntentTxRequest } from "./intent_tx_request.ts";

const MAX_UINT256 = (1n << 256n) - 1n;

/**
 * Builds the EVM (or hub) create-intent tx; bad fields fail as data with the source chain key in `context`.
 *
 * @param req the validated create-intent request
 * @param parts hub tokens, encoded destination and the creator's hub wallet
 * @param ctx asset manager, intents contract, native token and chain id of the source
 * @returns the tx and intent, or `INVALID_ADDRESS`, `INVALID_AMOUNT`, `INVALID_FEE`, `INTENT_CREATION_FAILED`
 * @example A fee above the amount
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildEvmIntentTx } from "./_evm_intent_tx.ts";
 * import { DEFAULT_SWAPS_TOKENS } from "./tokens.ts";
 * const usdc = DEFAULT_SWAPS_TOKENS["0x2105.base"]!.find((t) => t.symbol === "USDC")!;
 * const a = "0x5555555555555555555555555555555555555555" as const;
 * const r = buildEvmIntentTx({
 *   srcChainKey: "0x2105.base", dstChainKey: "0x38.bsc", srcToken: usdc, dstToken: usdc, srcAddress: a,
 *   dstAddress: a, amount: 5n, feeAmount: 6n, feeReceiver: a, minOutputAmount: 1n, deadline: 0n,
 *   allowPartialFill: false, intentId: 1n,
 * }, { hubIn: a, hubOut: a, dst: a, creator: a }, {
 *   assetManager: a, intentsContract: a, nativeToken: a, chainId: 8453,
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_FEE" && r.error.context.chainKey === "0x2105.base");
 * ```
 */
export function buildEvmIntentTx(
  req: SwapsIntentTxRequest,
  parts: { hubIn: Address; hubOut: Address; dst: Hex; creator: Address },
  ctx: { assetManager: Address; intentsContract: Address; nativeToken: string; chainId: number | undefined },
): Result<SwapsIntentTx, SwapsError> {
  const chainKey = req.srcChainKey;
  const fail = (code: "INVALID_ADDRESS" | "INVALID_AMOUNT" | "INVALID_FEE", field: string, message: string) =>
    err(swapsError(code, `Cannot build swap intent tx: ${message}`, { context: { field, chainKey } }));
  const feeAmount = req.feeAmount;
  const addresses: Record<string, unknown> = {
    srcAddress: req.srcAddress,
    inputToken: req.srcToken.address,
    intentsContract: ctx.intentsContract,
    solver: req.solver ?? zeroAddress,
    ...(feeAmount > 0n ? { feeReceiver: req.feeReceiver } : {}),
  };
  for (const [field, value] of Object.entries(addresses)) {
    if (typeof value !== "string" || !isAddress(value, { strict: false })) {
      return fail("INVALID_ADDRESS", field, `${field} is not an EVM address`);
    }
  }
  const uints = {
    amount: req.amount,
    feeAmount,
    minOutputAmount: req.minOutputAmount,
    deadline: req.deadline,
  };
  for (const [field, value] of Object.entries({ ...uints, intentId: req.intentId })) {
    if (value < (field === "amount" ? 1n : 0n) || value > MAX_UINT256) {
      return fail("INVALID_AMOUNT", field, `${field} is out of range`);
    }
  }
  if (feeAmount > req.amount) return fail("INVALID_FEE", "feeAmount", "fee exceeds the input amount");
  const isHub = chainKey === HUB_CHAIN_KEY;
  const isNative = req.srcToken.address.toLowerCase() === ctx.nativeToken.toLowerCase();
  const intent: SimIntent = {
    intentId: req.intentId,
    creator: parts.creator,
    inputToken: parts.hubIn,
    outputToken: parts.hubOut,
    inputAmount: req.amount - feeAmount,
    minOutputAmount: req.minOutputAmount,
    deadline: req.deadline,
    allowPartialFill: req.allowPartialFill,
    srcChain: simRelayChainId(chainKey),
    dstChain: simRelayChainId(req.dstChainKey),
    srcAddress: req.srcAddress.toLowerCase() as Hex,
    dstAddress: parts.dst,
    solver: (req.solver ?? zeroAddress) as Address,
    data: "0x",
  };
  try {
    intent.data = encodeSimPartnerFee(feeAmount, req.feeReceiver as Address | undefined);
    const createIntent = encodeCreateIntentCall(intent);
    const value = isNative ? req.amount : 0n;
    const chainId = ctx.chainId !== undefined ? { chainId: ctx.chainId } : {};
    const from = req.srcAddress as Address;
    if (isHub) {
      const tx = {
        chainType: "EVM" as const,
        from,
        to: ctx.intentsContract,
        value,
        data: createIntent,
        ...chainId,
      };
      return ok({ tx, intent, intentHash: hashIntent(intent) });
    }
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: "approve",
      args: [ctx.intentsContract, req.amount],
    });
    const payload = encodeHubCalls([
      { to: parts.hubIn, value: 0n, data: approve },
      { to: ctx.intentsContract, value: 0n, data: createIntent },
    ]);
    const data = encodeFunctionData({
      abi: assetManagerAbi,
      functionName: "transfer",
      args: [req.srcToken.address as Address, parts.creator.toLowerCase() as Hex, req.amount, payload],
    });
    const tx = { chainType: "EVM" as const, from, to: ctx.assetManager, value, data, ...chainId };
    return ok({ tx, intent, intentHash: hashIntent(intent) });
  } catch (cause) {
    return err(
      swapsError("INTENT_CREATION_FAILED", "Cannot build swap intent tx: encoding failed", {
        context: { chainKey },
        cause,
      }),
    );
  }
}
