/**
 * The `/be/config/all` payload the simulator serves: `toConfigAllPayload(config)` with the RPC endpoints of the
 * chains it simulates (EVM JSON-RPC at `{origin}/rpc/{chainKey}`, Stellar Horizon at `{origin}/horizon`, the hub)
 * pointed at itself, so a client that adopts the fetched chain data keeps talking to the simulator.
 *
 * Beside SPEC's `{version, config}` it carries the flat fields `@sodax/sdk@1.3.0-beta`'s `initialize()` adopts
 * (`platform_config_fields.ts`): that SDK takes the whole body as its config when `version >= 26`, and SPEC's parser
 * strips keys it does not know, so one body serves both.
 *
 * @example Served RPC URLs point at the simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
 * import { simulatorConfigAll } from "./config_all.ts";
 * const wire = simulatorConfigAll(DEFAULT_CLIENT_CONFIG, "http://127.0.0.1:8787") as { config: { hub: { rpcUrl: string } } };
 * assert.ok(wire.config.hub.rpcUrl === "http://127.0.0.1:8787/rpc/sonic");
 * ```
 *
 * @example The platform SDK's flat fields ride along
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
 * import { configAllResponseSchema } from "../../core/schemas/config_all.ts";
 * import { simulatorConfigAll } from "./config_all.ts";
 * const body = JSON.parse(JSON.stringify(simulatorConfigAll(DEFAULT_CLIENT_CONFIG, "http://127.0.0.1:8787")));
 * assert.equal(body.version, 100);
 * assert.equal(body.spokeChainConfig["0x2105.base"].rpcUrl, "http://127.0.0.1:8787/rpc/0x2105.base");
 * assert.equal(body.relayChainIdMap.sonic, 146);
 * const ours = configAllResponseSchema.parse(body);
 * assert.equal(ours.config.relay.relayChainIdMap.sonic, 146n);
 * assert.ok(!("spokeChainConfig" in ours));
 * ```
 * @module
 */
import type { ClientDefaultConfig } from "../../core/config_types/client_default_config.ts";
import { toConfigAllPayload } from "../../core/schemas/config_all.ts";
import { platformFlatConfig } from "./platform_config_fields.ts";

type WireChain = Record<string, unknown> & { chain?: { type?: string } };

/**
 * Builds the payload with the simulated endpoints of `origin`.
 *
 * @param config the configuration to serve
 * @param origin the simulator's origin (no trailing slash)
 * @returns a JSON-safe body
 */
export function simulatorConfigAll(
  config: Readonly<ClientDefaultConfig>,
  origin: string,
): Record<string, unknown> {
  const payload = toConfigAllPayload(config) as {
    config: { chains?: Record<string, WireChain>; hub?: WireChain };
  };
  const flat = platformFlatConfig(config) as { spokeChainConfig: Record<string, WireChain> };
  for (const chains of [payload.config.chains ?? {}, flat.spokeChainConfig]) {
    for (const [key, chain] of Object.entries(chains)) {
      if (chain.chain?.type === "EVM") chain.rpcUrl = `${origin}/rpc/${key}`;
      if (chain.chain?.type === "STELLAR") chain.horizonRpcUrl = `${origin}/horizon`;
    }
  }
  if (payload.config.hub) payload.config.hub.rpcUrl = `${origin}/rpc/sonic`;
  return { ...payload, ...flat };
}
