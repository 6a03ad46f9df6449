/**
 * Hub wallet derivation (docs/wire_inventory.md#hub-wallet): the hub account that owns a user's deposits and
 * creates their intents.
 *
 * @example Derive against an in-process simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEvmRpcApp } from "../../simulator/chains/evm/rpc_app.ts";
 * import { getHubWalletAddress } from "./hub_wallet_address.ts";
 * const app = createEvmRpcApp({ chains: { sonic: { chainId: 146 } }, now: () => 1_700_000_000_000 });
 * const r = await getHubWalletAddress({
 *   hubRpcUrl: "http://sim/rpc/sonic",
 *   hubWalletFactory: "0xA0ed3047D358648F2C0583B415CffCA571FDB544",
 *   relayChainId: 23n,
 *   encodedUser: "0x5555555555555555555555555555555555555555",
 *   fetch: (input, init) => Promise.resolve(app.request(input, init)),
 * });
 * assert.ok(r.ok && r.value.length === 42);
 * ```
 * @module
 */
import type { Address, Hex } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { fromPromise, type Result } from "../../core/result.ts";
import { hubWalletFactoryAbi, walletRouterAbi } from "../../core/abis/hub_wallet.ts";
import { publicClient, type RpcOptions } from "../rpc/rpc_client.ts";
import { rpcFailure } from "../rpc/rpc_failure.ts";

/** Parameters of {@link getHubWalletAddress}. */
export interface GetHubWalletAddressParams extends RpcOptions {
  /** The hub JSON-RPC endpoint. */
  hubRpcUrl: string;
  /** The hub wallet factory (`hubWallet` in the hub config). */
  hubWalletFactory: Address;
  /** Relay chain id of the user's chain. */
  relayChainId: bigint;
  /** `encodeAddress(chainKey, user)`. */
  encodedUser: Hex;
}

/**
 * A spoke user's hub wallet: `eth_call` of `hubWallet.getDeployedAddress(relayChainId, encodedUser)`.
 *
 * @param params see {@link GetHubWalletAddressParams}
 * @returns the hub wallet; a failed read is classified like every hub RPC read (`context.chainKey` the hub's,
 *   `context.rpcUrl`, the viem cause): `NETWORK_ERROR` (unreachable; the message ends with the cause),
 *   `REQUEST_TIMEOUT`, or `HTTP_REQUEST_FAILED` (an HTTP error status, a JSON-RPC error, empty return data)
 * @example An unreachable hub is a failed Result
 * ```ts
 * import assert from "node:assert/strict";
 * import { getHubWalletAddress } from "./hub_wallet_address.ts";
 * const r = await getHubWalletAddress({
 *   hubRpcUrl: "http://hub.invalid",
 *   hubWalletFactory: "0xA0ed3047D358648F2C0583B415CffCA571FDB544",
 *   relayChainId: 23n,
 *   encodedUser: "0x5555555555555555555555555555555555555555",
 *   fetch: () => Promise.reject(new TypeError("offline")),
 *   retryCount: 0,
 * });
 * assert.ok(!r.ok && r.error.code === "NETWORK_ERROR");
 * ```
 */
export function getHubWalletAddress(
  params: GetHubWalletAddressParams,
): Promise<Result<Address, ClientError>> {
  const client = publicClient(params.hubRpcUrl, params);
  return fromPromise(
    client.readContract({
      address: params.hubWalletFactory,
      abi: hubWalletFactoryAbi,
      functionName: "getDeployedAddress",
      args: [params.relayChainId, params.encodedUser],
    }),
    (cause) =>
      hubReadError(cause, "Cannot derive hub wallet: eth_call failed", {
        rpcUrl: params.hubRpcUrl,
        relayChainId: params.relayChainId.toString(),
      }),
  );
}

/** Parameters of {@link getHubRouterWalletAddress}. */
export interface GetHubRouterWalletAddressParams extends RpcOptions {
  /** The hub JSON-RPC endpoint. */
  hubRpcUrl: string;
  /** The hub wallet router. */
  walletRouter: Address;
  /** The hub-native user. */
  user: Address;
}

/**
 * A hub user's wallet: `eth_call` of `walletRouter.getDeployedAddress(user)`.
 *
 * @param params see {@link GetHubRouterWalletAddressParams}
 * @returns the hub wallet, or a failed read classified as in {@link getHubWalletAddress}
 * @example Derive a hub user's wallet in-process
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEvmRpcApp } from "../../simulator/chains/evm/rpc_app.ts";
 * import { getHubRouterWalletAddress } from "./hub_wallet_address.ts";
 * const app = createEvmRpcApp({ chains: { sonic: { chainId: 146 } }, now: () => 0 });
 * const r = await getHubRouterWalletAddress({
 *   hubRpcUrl: "http://sim/rpc/sonic",
 *   walletRouter: "0xC67C3e55c665E78b25dc9829B3Aa5af47d914733",
 *   user: "0x5555555555555555555555555555555555555555",
 *   fetch: (input, init) => Promise.resolve(app.request(input, init)),
 * });
 * assert.ok(r.ok);
 * ```
 */
export function getHubRouterWalletAddress(
  params: GetHubRouterWalletAddressParams,
): Promise<Result<Address, ClientError>> {
  const client = publicClient(params.hubRpcUrl, params);
  return fromPromise(
    client.readContract({
      address: params.walletRouter,
      abi: walletRouterAbi,
      functionName: "getDeployedAddress",
      args: [params.user],
    }),
    (cause) =>
      hubReadError(cause, "Cannot derive hub wallet: eth_call to the wallet router failed", {
        rpcUrl: params.hubRpcUrl,
        user: params.user,
      }),
  );
}

function hubReadError(cause: unknown, message: string, contextFields: ErrorContextFields): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  const failure = rpcFailure(cause);
  return new ClientError(failure.code, `${message}: ${failure.what}`, {
    context: {
      chainKey: HUB_CHAIN_KEY,
      ...context,
      ...(failure.status === undefined ? {} : { status: failure.status }),
    },
    cause,
  });
}
