/**
 * The SODA token of a chain and its hub side (hub asset, SODA vault, decimals), as the staking writes need them.
 * @module
 */
import type { Address } from "viem";
import type { XToken } from "../../core/config/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";
import type { MoneyMarketHubAsset } from "../money_market/build_calls.ts";

/** SODA on one chain. */
export interface SodaToken {
  /** The configured token. */
  token: XToken;
  /** Its hub side. */
  hub: MoneyMarketHubAsset;
}

/**
 * SODA on `chainKey` (the configured token with symbol `SODA`).
 *
 * @param deps the configuration
 * @param action the operation, for error context
 * @param chainKey the chain
 * @returns the token; `UNKNOWN_CHAIN_KEY` / `UNSUPPORTED_TOKEN` (phase `validate`)
 */
export function sodaToken(
  deps: Pick<ServiceDeps, "config">,
  action: string,
  chainKey: string,
): Result<SodaToken, ClientError> {
  const chain = deps.config.findChainConfig(chainKey);
  if (!chain.ok) return err(inPhase(chain.error, "validate", action));
  const token = chain.value.supportedTokens.find((t) => t.symbol === "SODA");
  if (token === undefined) {
    return err(invalid("UNSUPPORTED_TOKEN", action, `${chainKey} has no SODA token`, { chainKey }));
  }
  return ok({
    token,
    hub: { hubAsset: token.hubAsset as Address, vault: token.vault as Address, decimals: token.decimals },
  });
}
