/**
 * The platform's `EvmSpokeService.getPublicClient` and `constructPublicClient`: a viem `PublicClient` of one EVM
 * chain (the hub included) over the chain's JSON-RPC endpoint, for the reads a dApp makes itself (a Permit2
 * allowance, a balance, a receipt). The endpoint is the configuration's `rpcUrl` unless given; the transport is
 * the library's (injected `fetch`, retries, timeout, the response-size cap). No client is cached: each call
 * builds one (the platform keeps one per chain on its service instance).
 *
 * @example A client of the packaged Base configuration, without any request
 * ```ts
 * import assert from "node:assert/strict";
 * import { getPublicClient } from "./public_client.ts";
 * const client = getPublicClient("0x2105.base");
 * assert.ok(client.ok && client.value.chain.id === 8453);
 * ```
 * @module
 */
import { type Chain, createPublicClient, type PublicClient, type Transport } from "viem";
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
import type { ChainConfigs } from "../../core/config_types/chain_config.ts";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { minimalChain, type RpcOptions, rpcTransport } from "../rpc/rpc_transport.ts";

/** A viem public client over the library's HTTP transport. */
export type EvmPublicClient = PublicClient<Transport, Chain>;

/** The chain of {@link constructPublicClient}. */
export interface ConstructPublicClientParams {
  /** The EVM chain key (the platform's `chainId`), e.g. `"0x2105.base"` or the hub's `"sonic"`. */
  chainId: SpokeChainKey;
  /** The JSON-RPC endpoint. @default the chain's `rpcUrl` in `chains` */
  rpcUrl?: string | undefined;
}

/** Options of {@link getPublicClient} and {@link constructPublicClient}. */
export interface PublicClientOptions extends RpcOptions {
  /**
   * The chain configurations the chain's numeric id and `rpcUrl` come from (a client's
   * `xswap.instanceConfig.chains`). @default DEFAULT_CLIENT_CONFIG.chains (the packaged configuration)
   */
  chains?: Readonly<Partial<ChainConfigs>> | undefined;
}

/**
 * Builds a viem public client for an EVM chain.
 *
 * @param params the chain key and, optionally, the endpoint
 * @param options the configuration and transport. @default {}
 * @returns the client; failures: `UNKNOWN_CHAIN_KEY` (not in `chains`), `UNSUPPORTED_CHAIN_OPERATION` (not an
 *   EVM chain), `INVALID_URL` (no endpoint: neither given nor configured, or not http(s))
 * @example An explicit endpoint
 * ```ts
 * import assert from "node:assert/strict";
 * import { constructPublicClient } from "./public_client.ts";
 * const client = constructPublicClient({ chainId: "sonic", rpcUrl: "http://localhost:8545" });
 * assert.ok(client.ok && client.value.chain.id === 146 && client.value.transport.url === "http://localhost:8545");
 * ```
 */
export function constructPublicClient(
  params: ConstructPublicClientParams,
  options: PublicClientOptions = {},
): Result<EvmPublicClient, ClientError> {
  const { chains = DEFAULT_CLIENT_CONFIG.chains, ...rpc } = options;
  const chainKey = params?.chainId;
  const config = typeof chainKey === "string" && Object.hasOwn(chains, chainKey)
    ? chains[chainKey as keyof ChainConfigs]
    : undefined;
  const context = { chainKey: describeValue(chainKey), action: "build a public client", phase: "validate" };
  if (config === undefined) {
    return err(
      new ClientError("UNKNOWN_CHAIN_KEY", "Cannot build a public client: unknown chain key", { context }),
    );
  }
  const id = Number(config.chain.nativeChainId);
  if (config.chain.type !== "EVM" || !Number.isSafeInteger(id) || id <= 0) {
    return err(
      new ClientError("UNSUPPORTED_CHAIN_OPERATION", "Cannot build a public client: not an EVM chain", {
        context,
      }),
    );
  }
  const rpcUrl = params.rpcUrl ?? ("rpcUrl" in config ? config.rpcUrl : undefined);
  if (typeof rpcUrl !== "string" || !/^https?:\/\/./.test(rpcUrl)) {
    return err(
      new ClientError("INVALID_URL", "Cannot build a public client: the chain has no http(s) rpcUrl", {
        context: { ...context, field: "rpcUrl", value: describeValue(rpcUrl) },
      }),
    );
  }
  return ok(createPublicClient({ chain: minimalChain(id, rpcUrl), transport: rpcTransport(rpcUrl, rpc) }));
}

/**
 * The viem public client of an EVM chain at its configured `rpcUrl`.
 *
 * @param chainKey the EVM chain key
 * @param options the configuration and transport. @default {}
 * @returns the client; failures as {@link constructPublicClient}'s
 * @example A chain that is not EVM
 * ```ts
 * import assert from "node:assert/strict";
 * import { getPublicClient } from "./public_client.ts";
 * const client = getPublicClient("solana");
 * assert.ok(!client.ok && client.error.code === "UNSUPPORTED_CHAIN_OPERATION");
 * ```
 */
export function getPublicClient(
  chainKey: SpokeChainKey,
  options: PublicClientOptions = {},
): Result<EvmPublicClient, ClientError> {
  return constructPublicClient({ chainId: chainKey }, options);
}
