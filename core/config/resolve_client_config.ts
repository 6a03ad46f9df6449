/**
 * Builds `ClientConfig` from a base configuration and `ClientOptions`: the recursive merge, the deprecated
 * `swapsOptions` / `bridgeOptions` (honoured per field only when the new field is omitted), the Sui `rpc_url`
 * alias (wins over `grpc_url` when set) and the default solver root `{base_url}/intent` when the user set a
 * gateway root but no `solver.solverApiEndpoint`.
 *
 * @example Deprecated option honoured when the flag is omitted
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveClientConfig } from "./resolve_client_config.ts";
 * import { DEFAULT_CLIENT_CONFIG } from "./default_config.ts";
 * const c = resolveClientConfig(DEFAULT_CLIENT_CONFIG, { swapsOptions: { useBackendSubmitTx: false } });
 * assert.ok(c.swaps.useBackendSubmitTx === false);
 * ```
 * @module
 */
import type { ClientDefaultConfig } from "../config_types/client_default_config.ts";
import type { ClientConfig, ClientOptions } from "./client_options.ts";
import { deriveSolverEndpoint } from "./derive_solver_endpoint.ts";
import { type DeepPartial, mergeConfig } from "./merge_config.ts";

/**
 * Merges `options` over `base` and applies the deprecated aliases. Never throws and never mutates its inputs;
 * validation is {@link validateClientOptions}'s job.
 *
 * @param base the base configuration (packaged defaults, or backend data over them)
 * @param options the constructor options
 * @returns the merged `ClientConfig`
 * @example Sui rpc_url wins
 * ```ts
 * import assert from "node:assert/strict";
 * import { resolveClientConfig } from "./resolve_client_config.ts";
 * import { DEFAULT_CLIENT_CONFIG } from "./default_config.ts";
 * const c = resolveClientConfig(DEFAULT_CLIENT_CONFIG, { chains: { sui: { rpc_url: "https://sui.example" } } });
 * assert.ok(c.chains.sui.grpc_url === "https://sui.example");
 * ```
 */
export function resolveClientConfig(
  base: Readonly<ClientDefaultConfig>,
  options: ClientOptions | undefined = {},
): ClientConfig {
  const {
    logger: _logger,
    fee,
    apiKey,
    exchange,
    swapsOptions,
    bridgeOptions,
    ...data
  } = options;
  const merged = mergeConfig<ClientDefaultConfig>(base, data as DeepPartial<ClientDefaultConfig>);
  const swaps = {
    ...merged.swaps,
    useBackendSubmitTx: options.swaps?.useBackendSubmitTx ?? swapsOptions?.useBackendSubmitTx ??
      base.swaps.useBackendSubmitTx ?? true,
    partnerFee: options.swaps?.partnerFee ?? swapsOptions?.partnerFee ?? base.swaps.partnerFee,
  };
  const bridge = {
    ...merged.bridge,
    useBackendSubmitTx: options.bridge?.useBackendSubmitTx ?? bridgeOptions?.useBackendSubmitTx ??
      base.bridge.useBackendSubmitTx ?? true,
    partnerFee: options.bridge?.partnerFee ?? bridgeOptions?.partnerFee ?? base.bridge.partnerFee,
  };
  const moneyMarket = {
    ...merged.moneyMarket,
    partnerFee: options.moneyMarket?.partnerFee ?? base.moneyMarket.partnerFee,
  };
  const leverageYield = {
    ...merged.leverageYield,
    partnerFee: options.leverageYield?.partnerFee ?? base.leverageYield.partnerFee,
  };
  const sui = merged.chains.sui;
  const chains = sui.rpc_url !== undefined && sui.rpc_url !== ""
    ? { ...merged.chains, sui: { ...sui, grpc_url: sui.rpc_url } }
    : merged.chains;
  // SPEC: {solver_url} defaults to {base_url}/intent, so a retargeted gateway moves the solver with it.
  const solverApiEndpoint = deriveSolverEndpoint(options);
  const solver = solverApiEndpoint === undefined ? merged.solver : { ...merged.solver, solverApiEndpoint };
  return {
    ...merged,
    chains,
    solver,
    swaps,
    bridge,
    moneyMarket,
    leverageYield,
    fee,
    apiKey: apiKey === "" ? undefined : apiKey,
    exchange: { signRequest: exchange?.signRequest },
  };
}
