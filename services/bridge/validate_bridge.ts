/**
 * Input checks of the bridge flow, made before any I/O: chain keys, bridgeable tokens, amount, addresses, fee.
 * @module
 */
import { HUB_CHAIN_KEY, type SpokeChainKey } from "../../core/chains/mod.ts";
import type { XToken } from "../../core/config/mod.ts";
import { ClientError, type ErrorCode, type ErrorContextFields } from "../../core/errors.ts";
import { computePartnerFee, type PartnerFee, validatePartnerFee } from "../../core/fee/mod.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SpokeAdapter } from "../../chains/spoke/spoke_adapter.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { hubAssetOf } from "../swaps/validate_swap.ts";
import { checkChainKey, findChainToken, sameVault } from "./bridgeable_tokens.ts";
import type { BridgeParams } from "./types.ts";
import { bigintMismatch, bigintMismatchText, describeValue } from "../../core/describe_value.ts";

/** What the checks resolved. */
export interface CheckedBridge {
  adapter: SpokeAdapter;
  /** The adapter's `createBridgeDeposit` (checked present). */
  createDeposit: NonNullable<SpokeAdapter["createBridgeDeposit"]>;
  srcChainKey: SpokeChainKey;
  dstChainKey: SpokeChainKey;
  srcToken: XToken;
  dstToken: XToken;
  /** Hub asset of the source token. */
  hubInputToken: string;
  /** Hub asset of the destination token (the token itself on a hub destination). */
  hubOutputToken: string;
  /** The hub vault both tokens belong to. */
  vault: string;
  fee: PartnerFee | undefined;
  feeAmount: bigint;
}

function invalid(
  code: ErrorCode,
  message: string,
  contextFields: ErrorContextFields,
): Result<never, ClientError> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return err(new ClientError(code, message, { context: { ...context, phase: "validate" } }));
}

/**
 * Checks bridge parameters against the active configuration.
 *
 * @returns `Result<CheckedBridge, ClientError>`: `VALIDATION_FAILED` (not an object, same chains, ambiguous
 *   default `dstAsset` with `context.candidates`), `UNKNOWN_CHAIN_KEY`, `UNSUPPORTED_CHAIN_OPERATION` (hub or
 *   adapter without deposits as source), `INVALID_AMOUNT`, `INVALID_ADDRESS`, `UNSUPPORTED_TOKEN` (unknown token,
 *   or `context.reason` `notBridgeable`), `INVALID_FEE`
 */
export function validateBridge(deps: ServiceDeps, params: BridgeParams): Result<CheckedBridge, ClientError> {
  if (typeof params !== "object" || params === null) {
    return invalid("VALIDATION_FAILED", "Cannot bridge: params must be an object", { field: "params" });
  }
  const src = checkChainKey(deps.config, params.srcChainKey, "srcChainKey");
  if (!src.ok) return src;
  const dst = checkChainKey(deps.config, params.dstChainKey, "dstChainKey");
  if (!dst.ok) return dst;
  const srcChainKey = src.value as SpokeChainKey;
  const dstChainKey = dst.value as SpokeChainKey;
  if (srcChainKey === HUB_CHAIN_KEY) {
    return invalid("UNSUPPORTED_CHAIN_OPERATION", "Cannot bridge: the hub is not a bridge source", {
      field: "srcChainKey",
      value: srcChainKey,
    });
  }
  if (srcChainKey === dstChainKey) {
    return invalid("VALIDATION_FAILED", "Cannot bridge: source and destination chains are the same", {
      field: "dstChainKey",
      value: dstChainKey,
    });
  }
  if (typeof params.amount !== "bigint" || params.amount <= 0n) {
    return invalid(
      "INVALID_AMOUNT",
      `Cannot bridge: amount must be a positive bigint${bigintMismatchText(params.amount)}`,
      { field: "amount", value: describeValue(params.amount), ...bigintMismatch(params.amount) },
    );
  }
  const adapter = deps.spokes.adapter(srcChainKey);
  if (!adapter.ok) return err(adapter.error);
  const createDeposit = adapter.value.createBridgeDeposit?.bind(adapter.value);
  if (createDeposit === undefined) {
    return invalid("UNSUPPORTED_CHAIN_OPERATION", `Cannot bridge from ${srcChainKey}: no bridge deposits`, {
      field: "srcChainKey",
      value: srcChainKey,
    });
  }
  if (params.srcAddress !== undefined && !validAddress(adapter.value, params.srcAddress)) {
    return invalid("INVALID_ADDRESS", `Cannot bridge: srcAddress is not a ${adapter.value.family} address`, {
      field: "srcAddress",
      value: describeValue(params.srcAddress),
    });
  }
  const dstAdapter = deps.spokes.adapter(dstChainKey);
  const recipientOk = typeof params.recipient === "string" && params.recipient.length > 0 &&
    (!dstAdapter.ok || dstAdapter.value.isValidAddress(params.recipient));
  if (!recipientOk) {
    return invalid("INVALID_ADDRESS", `Cannot bridge: recipient is not an address of ${dstChainKey}`, {
      field: "recipient",
      value: describeValue(params.recipient),
    });
  }
  const srcToken = findChainToken(deps.config, srcChainKey, params.srcAsset, "srcAsset");
  if (!srcToken.ok) return srcToken;
  const dstToken = pickDstToken(deps, srcToken.value, dstChainKey, params.dstAsset);
  if (!dstToken.ok) return dstToken;
  const fee = effectiveBridgeFee(deps, params.partnerFee);
  if (!fee.ok) return fee;
  const feeAmount = computePartnerFee(params.amount, fee.value);
  if (!feeAmount.ok) {
    return err(
      new ClientError(feeAmount.error.code, feeAmount.error.message, {
        context: { ...feeAmount.error.context, phase: "validate" },
        cause: feeAmount.error,
      }),
    );
  }
  return ok({
    adapter: adapter.value,
    createDeposit,
    srcChainKey,
    dstChainKey,
    srcToken: srcToken.value,
    dstToken: dstToken.value,
    hubInputToken: hubAssetOf(srcChainKey, srcToken.value),
    hubOutputToken: hubAssetOf(dstChainKey, dstToken.value),
    vault: srcToken.value.vault,
    fee: fee.value,
    feeAmount: feeAmount.value,
  });
}

function validAddress(adapter: SpokeAdapter, value: unknown): boolean {
  return typeof value === "string" && adapter.isValidAddress(value);
}

function pickDstToken(
  deps: ServiceDeps,
  srcToken: XToken,
  dstChainKey: SpokeChainKey,
  dstAsset: string | undefined,
): Result<XToken, ClientError> {
  if (dstAsset !== undefined) {
    const token = findChainToken(deps.config, dstChainKey, dstAsset, "dstAsset");
    if (!token.ok || sameVault(srcToken, token.value)) return token;
    return invalid(
      "UNSUPPORTED_TOKEN",
      `Cannot bridge ${srcToken.symbol} to ${token.value.symbol}: not the same vault`,
      {
        field: "dstAsset",
        reason: "notBridgeable",
        srcVault: srcToken.vault,
        dstVault: token.value.vault,
      },
    );
  }
  const chain = deps.config.findChainConfig(dstChainKey);
  const candidates = chain.ok ? chain.value.supportedTokens.filter((t) => sameVault(srcToken, t)) : [];
  const sameSymbol = candidates.filter((t) => t.symbol === srcToken.symbol);
  const pick = candidates.length === 1 ? candidates[0] : sameSymbol.length === 1 ? sameSymbol[0] : undefined;
  if (pick) return ok(pick);
  return candidates.length === 0
    ? invalid(
      "UNSUPPORTED_TOKEN",
      `Cannot bridge ${srcToken.symbol}: no token of ${dstChainKey} shares its vault`,
      {
        field: "dstAsset",
        reason: "notBridgeable",
        srcVault: srcToken.vault,
      },
    )
    : invalid(
      "VALIDATION_FAILED",
      `Cannot bridge ${srcToken.symbol}: several destination tokens, set dstAsset`,
      {
        field: "dstAsset",
        candidates: candidates.map((t) => t.address),
      },
    );
}

/** The per-request fee when given (validated), else the configuration's effective bridge fee. */
export function effectiveBridgeFee(
  deps: ServiceDeps,
  override: PartnerFee | undefined,
): Result<PartnerFee | undefined, ClientError> {
  const fee = override ?? deps.config.bridgePartnerFee;
  if (fee === undefined) return ok(undefined);
  const checked = validatePartnerFee(fee);
  return checked.ok ? checked : err(
    new ClientError(checked.error.code, checked.error.message, {
      context: { ...checked.error.context, phase: "validate" },
      cause: checked.error.cause,
    }),
  );
}
