/**
 * Input checks of the swap flow, made before any I/O: chain keys, supported tokens, amounts, addresses, fee.
 * @module
 */
import { getChainType, HUB_CHAIN_KEY, isSpokeChainKey, type SpokeChainKey } from "../../core/chains/mod.ts";
import { encodeAddress, isValidAddress } from "../../chains/address/mod.ts";
import type { XToken } from "../../core/config/mod.ts";
import { ClientError, type ErrorCode, type ErrorContextFields } from "../../core/errors.ts";
import { computePartnerFee, type PartnerFee, validatePartnerFee } from "../../core/fee/mod.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SpokeAdapter } from "../../chains/spoke/spoke_adapter.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import type { SwapParams } from "./types.ts";
import { bigintMismatch, bigintMismatchText, describeValue } from "../../core/describe_value.ts";

/** A BTC output below this many sats cannot be delivered (docs/wire_inventory.md#deadline: Bitcoin dust). */
const BITCOIN_DUST_SATS = 546n;

/** What the checks resolved. */
export interface CheckedSwap {
  adapter: SpokeAdapter;
  srcToken: XToken;
  dstToken: XToken;
  /** Hub asset of the input token (the token itself on a hub source). */
  hubInputToken: string;
  /** Hub asset of the output token (the token itself on a hub destination). */
  hubOutputToken: string;
  fee: PartnerFee | undefined;
  feeAmount: bigint;
  /** `dstAddress` encoded for the hub (per its chain family). */
  encodedDstAddress: string;
}

function invalid(
  code: ErrorCode,
  message: string,
  contextFields: ErrorContextFields,
): Result<never, ClientError> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return err(new ClientError(code, message, { context: { ...context, phase: "validate" } }));
}

/** Finds a swap-supported token of a chain (case-insensitive), or fails with `UNSUPPORTED_TOKEN`. */
export function findSwapToken(
  deps: ServiceDeps,
  chainKey: SpokeChainKey,
  address: string,
  field: string,
): Result<XToken, ClientError> {
  const token = deps.config.getSwapToken(chainKey, address);
  return token ? ok(token) : invalid(
    "UNSUPPORTED_TOKEN",
    `Cannot swap token ${address} on ${chainKey}: not a supported swap token`,
    {
      field,
      chainKey,
      token: address,
    },
  );
}

/** The hub asset a token stands for (the token itself on the hub). */
export function hubAssetOf(chainKey: SpokeChainKey, token: XToken): string {
  return chainKey === HUB_CHAIN_KEY ? token.address : token.hubAsset;
}

/**
 * Checks swap parameters against the active configuration.
 *
 * @returns `Result<CheckedSwap, ClientError>` with codes `UNKNOWN_CHAIN_KEY`, `UNSUPPORTED_TOKEN`,
 *   `INVALID_AMOUNT`, `INVALID_ADDRESS`, `INVALID_FEE`, `VALIDATION_FAILED`, `UNSUPPORTED_CHAIN_OPERATION`
 */
export function validateSwap(deps: ServiceDeps, params: SwapParams): Result<CheckedSwap, ClientError> {
  if (typeof params !== "object" || params === null) {
    return invalid("VALIDATION_FAILED", "Cannot swap: params must be an object", { field: "params" });
  }
  for (const field of ["srcChainKey", "dstChainKey"] as const) {
    if (!isSpokeChainKey(params[field])) {
      return invalid("UNKNOWN_CHAIN_KEY", `Cannot swap: unknown chain key ${describeValue(params[field])}`, {
        field,
        value: describeValue(params[field]),
      });
    }
  }
  for (const field of ["inputAmount", "minOutputAmount"] as const) {
    const v = params[field];
    if (typeof v !== "bigint" || v < 0n || (field === "inputAmount" && v === 0n)) {
      return invalid(
        "INVALID_AMOUNT",
        `Cannot swap: ${field} must be a ${field === "inputAmount" ? "positive" : "non-negative"} bigint${
          bigintMismatchText(v)
        }`,
        {
          field,
          value: describeValue(v),
          ...bigintMismatch(v),
        },
      );
    }
  }
  const deadline = params.deadline;
  if (!(typeof deadline === "bigint" ? deadline >= 0n : Number.isSafeInteger(deadline) && deadline >= 0)) {
    return invalid("VALIDATION_FAILED", "Cannot swap: deadline must be a non-negative integer", {
      field: "deadline",
      value: describeValue(deadline),
    });
  }
  if (typeof params.allowPartialFill !== "boolean") {
    return invalid("VALIDATION_FAILED", "Cannot swap: allowPartialFill must be a boolean", {
      field: "allowPartialFill",
    });
  }
  const adapter = deps.spokes.adapter(params.srcChainKey);
  if (!adapter.ok) return err(adapter.error);
  if (typeof params.srcAddress !== "string" || !adapter.value.isValidAddress(params.srcAddress)) {
    return invalid("INVALID_ADDRESS", `Cannot swap: srcAddress is not a ${adapter.value.family} address`, {
      field: "srcAddress",
      value: describeValue(params.srcAddress),
    });
  }
  if (typeof params.dstAddress !== "string" || params.dstAddress.length === 0) {
    return invalid("INVALID_ADDRESS", "Cannot swap: dstAddress is empty", { field: "dstAddress" });
  }
  if (!isValidAddress(params.dstChainKey, params.dstAddress)) {
    return invalid(
      "INVALID_ADDRESS",
      `Cannot swap: dstAddress is not a ${getChainType(params.dstChainKey)} address`,
      {
        field: "dstAddress",
        value: params.dstAddress,
      },
    );
  }
  const encodedDstAddress = encodeAddress(params.dstChainKey, params.dstAddress);
  if (!encodedDstAddress.ok) return err(encodedDstAddress.error);
  const srcToken = findSwapToken(deps, params.srcChainKey, params.inputToken, "inputToken");
  if (!srcToken.ok) return srcToken;
  const dstToken = findSwapToken(deps, params.dstChainKey, params.outputToken, "outputToken");
  if (!dstToken.ok) return dstToken;
  if (
    getChainType(params.dstChainKey) === "BITCOIN" && dstToken.value.symbol === "BTC" &&
    params.minOutputAmount < BITCOIN_DUST_SATS
  ) {
    return invalid("INVALID_AMOUNT", "Cannot swap: minOutputAmount of BTC must be at least 546 sats (dust)", {
      field: "minOutputAmount",
      value: params.minOutputAmount.toString(),
      dstChainKey: params.dstChainKey,
    });
  }
  const fee = effectiveFee(deps, params.partnerFee);
  if (!fee.ok) return fee;
  const feeAmount = computePartnerFee(params.inputAmount, fee.value);
  if (!feeAmount.ok) return err(feeAmount.error);
  return ok({
    adapter: adapter.value,
    srcToken: srcToken.value,
    dstToken: dstToken.value,
    hubInputToken: hubAssetOf(params.srcChainKey, srcToken.value),
    hubOutputToken: hubAssetOf(params.dstChainKey, dstToken.value),
    fee: fee.value,
    feeAmount: feeAmount.value,
    encodedDstAddress: encodedDstAddress.value,
  });
}

/** The per-request fee when given (validated), else the configuration's effective swap fee. */
export function effectiveFee(
  deps: ServiceDeps,
  override: PartnerFee | undefined,
): Result<PartnerFee | undefined, ClientError> {
  const fee = override ?? deps.config.swapPartnerFee;
  if (fee === undefined) return ok(undefined);
  const checked = validatePartnerFee(fee);
  return checked.ok ? checked : err(
    new ClientError(checked.error.code, checked.error.message, {
      context: { ...checked.error.context, phase: "validate" },
      cause: checked.error.cause,
    }),
  );
}
