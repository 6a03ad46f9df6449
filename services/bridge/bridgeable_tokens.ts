/**
 * Which tokens can be bridged where: a source token is bridgeable to a destination token when both chains list
 * them (`instanceConfig.chains[k].supportedTokens`) and both belong to the same hub vault (`XToken.vault`).
 *
 * @example List the destinations of Base USDC on Arbitrum
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { getBridgeableTokens } from "./bridgeable_tokens.ts";
 * const r = getBridgeableTokens(new ConfigService(), "0x2105.base", "0xa4b1.arbitrum", "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913");
 * assert.ok(r.ok && r.value.some((t) => t.symbol === "USDC"));
 * ```
 * @module
 */
import { isSpokeChainKey } from "../../core/chains/mod.ts";
import type { ConfigService, XToken } from "../../core/config/mod.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { BridgeRoute } from "./types.ts";
import { describeValue } from "../../core/describe_value.ts";
import { guardSync } from "../../core/guard/guard_result.ts";

function invalid(
  code: "UNKNOWN_CHAIN_KEY" | "UNSUPPORTED_TOKEN",
  message: string,
  contextFields: ErrorContextFields,
) {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return err(new ClientError(code, message, { context: { ...context, phase: "validate" } }));
}

/** A chain key of the active configuration, or `UNKNOWN_CHAIN_KEY` naming `field`. */
export function checkChainKey(
  config: ConfigService,
  value: unknown,
  field: string,
): Result<string, ClientError> {
  return typeof value === "string" && isSpokeChainKey(value) && config.isValidSpokeChainKey(value)
    ? ok(value)
    : invalid("UNKNOWN_CHAIN_KEY", `Cannot bridge: unknown chain key ${describeValue(value)}`, {
      field,
      value: describeValue(value),
    });
}

/** The configured token of a chain by address (case-insensitive), or `UNSUPPORTED_TOKEN` naming `field`. */
export function findChainToken(
  config: ConfigService,
  chainKey: string,
  address: unknown,
  field: string,
): Result<XToken, ClientError> {
  const token = typeof address === "string" ? config.getChainToken(chainKey, address) : undefined;
  return token ? ok(token) : invalid(
    "UNSUPPORTED_TOKEN",
    `Cannot bridge token ${describeValue(address)} on ${chainKey}: not a supported token`,
    { field, chainKey, token: describeValue(address) },
  );
}

/** Whether two tokens share a (non-empty) hub vault. */
export function sameVault(a: XToken, b: XToken): boolean {
  return a.vault !== "" && a.vault.toLowerCase() === b.vault.toLowerCase();
}

/**
 * The destination chain's tokens that `srcAsset` can be bridged to.
 *
 * @param config the active configuration
 * @param srcChainKey source chain
 * @param dstChainKey destination chain
 * @param srcAsset source token address
 * @returns the tokens (possibly empty); `UNKNOWN_CHAIN_KEY` or `UNSUPPORTED_TOKEN` (source token unknown)
 */
export function getBridgeableTokens(
  config: ConfigService,
  srcChainKey: string,
  dstChainKey: string,
  srcAsset: string,
): Result<XToken[], ClientError> {
  return guardedGetBridgeableTokens(config, srcChainKey, dstChainKey, srcAsset);
}

const guardedGetBridgeableTokens = /* @__PURE__ */ guardSync(
  "getBridgeableTokens",
  getBridgeableTokensUnguarded,
  {
    params: ["config", "srcChainKey", "dstChainKey", "srcAsset"],
  },
);

function getBridgeableTokensUnguarded(
  config: ConfigService,
  srcChainKey: string,
  dstChainKey: string,
  srcAsset: string,
): Result<XToken[], ClientError> {
  const src = checkChainKey(config, srcChainKey, "srcChainKey");
  if (!src.ok) return src;
  const dst = checkChainKey(config, dstChainKey, "dstChainKey");
  if (!dst.ok) return dst;
  const token = findChainToken(config, src.value, srcAsset, "srcAsset");
  if (!token.ok) return token;
  const chain = config.findChainConfig(dst.value);
  if (!chain.ok) return chain;
  return ok(chain.value.supportedTokens.filter((t) => sameVault(token.value, t)));
}

/**
 * Whether `srcAsset` on `srcChainKey` can be bridged to `dstAsset` on `dstChainKey`.
 *
 * @returns `Result<boolean, ClientError>`: `UNKNOWN_CHAIN_KEY`, `UNSUPPORTED_TOKEN` (either token unknown)
 */
export function isBridgeable(
  config: ConfigService,
  route: BridgeRoute,
): Result<boolean, ClientError> {
  return guardedIsBridgeable(config, route);
}

const guardedIsBridgeable = /* @__PURE__ */ guardSync("isBridgeable", isBridgeableUnguarded);

function isBridgeableUnguarded(
  config: ConfigService,
  route: BridgeRoute,
): Result<boolean, ClientError> {
  if (typeof route !== "object" || route === null) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot check the bridge route: route must be an object", {
        context: { field: "route" },
      }),
    );
  }
  const candidates = getBridgeableTokens(config, route.srcChainKey, route.dstChainKey, route.srcAsset);
  if (!candidates.ok) return candidates;
  const dst = findChainToken(config, route.dstChainKey, route.dstAsset, "dstAsset");
  if (!dst.ok) return dst;
  return ok(candidates.value.some((t) => t.address.toLowerCase() === dst.value.address.toLowerCase()));
}
