/**
 * The hub provider: hub JSON-RPC reads through viem from `hub.rpcUrl`, and the derivation (cached) of a spoke
 * user's hub wallet.
 *
 * @example Derive a hub wallet against the in-process simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { HubProvider } from "./hub_provider.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const hub = new HubProvider(() => ({ ...DEFAULT_CLIENT_CONFIG.hub, rpcUrl: sim.urls.rpc("sonic") }), {
 *   fetch: sim.fetch,
 * });
 * const w = await hub.getUserHubWalletAddress("0x2105.base", "0x1111111111111111111111111111111111111111");
 * assert.ok(w.ok && w.value.startsWith("0x"));
 * sim.close();
 * ```
 *
 * Hub wallet derivation (docs/wire_inventory.md#hub-wallet): the hub account that owns a user's deposits and
 * creates their intents.
 *
 * @example Derive against an in-process simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEvmRpcApp } from "../../simulator/chains/evm/rpc_app.ts";
 * import { getHubWalletAddress } from "./hub_provider.ts";
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
import type {
  Abi,
  Address,
  ContractFunctionName,
  ContractFunctionReturnType,
  Hex,
  TransactionReceipt,
} from "viem";
import {
  getIntentRelayChainId,
  HUB_CHAIN_KEY,
  isSpokeChainKey,
  type RelayChainIds,
} from "../../core/chains/mod.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, fromPromise, type Result } from "../../core/result.ts";
import { hubWalletFactoryAbi, walletRouterAbi } from "../../core/abis/hub_wallet.ts";
import { publicClient, type RpcOptions } from "../rpc/rpc_client.ts";
import { rpcFailure } from "../rpc/rpc_failure.ts";
import type { HubConfig } from "../../core/config/mod.ts";
import { describeValue } from "../../core/describe_value.ts";
import type { HubProviderErrorCode } from "./error_codes.ts";
import type { FetchLike } from "../../core/http/types.ts";
import { encodeAddress } from "../address/mod.ts";
import { getSwapDeadline } from "./swap_deadline.ts";
import { type HubReadParams, readHubContract } from "./read_hub_contract.ts";
import { readHubReceipt } from "./read_hub_receipt.ts";

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
 * import { getHubWalletAddress } from "./hub_provider.ts";
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
 * import { getHubRouterWalletAddress } from "./hub_provider.ts";
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

/** Options of {@link HubProvider}. */
export interface HubProviderOptions {
  /** Injected fetch for hub RPC calls. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /**
   * Getter of the client's relay chain ids (`relay.relayChainIdMap`), read at each derivation so a later
   * `initialize()` applies. @default the packaged table
   */
  relayChainIds?: (() => RelayChainIds) | undefined;
}

/** Hub reads: hub wallet derivation and the swap deadline. */
export class HubProvider {
  readonly #hub: () => Pick<HubConfig, "rpcUrl" | "addresses">;
  readonly #fetch: FetchLike | undefined;
  readonly #wallets = new Map<string, Address>();
  readonly #relayChainIds: (() => RelayChainIds) | undefined;

  /**
   * Builds the provider; no I/O happens until a method is called.
   *
   * @param hub getter of the active hub configuration (`instanceConfig.hub`)
   * @param options injected fetch
   */
  constructor(hub: () => Pick<HubConfig, "rpcUrl" | "addresses">, options: HubProviderOptions = {}) {
    this.#hub = hub;
    this.#fetch = options.fetch;
    this.#relayChainIds = options.relayChainIds;
  }

  /** The hub JSON-RPC URL in use. */
  get rpcUrl(): string {
    return this.#hub().rpcUrl;
  }

  /**
   * The hub wallet that acts for `address` of `chainKey` (cached per `address:chainKey`). On the hub itself it is
   * the wallet router's deployed address for the user.
   *
   * @param chainKey the user's chain
   * @param address the user's address on that chain
   * @returns `Result<Address, ClientError>`: `UNKNOWN_CHAIN_KEY`, `INVALID_ADDRESS` (not a string, or malformed for
   *   the family), `UNSUPPORTED_CHAIN_OPERATION` (address encoding
   *   of that family not available), the hub RPC read's codes (`NETWORK_ERROR`, `REQUEST_TIMEOUT`,
   *   `HTTP_REQUEST_FAILED`; `context.chainKey` the hub's)
   */
  getUserHubWalletAddress(
    chainKey: string,
    address: string,
  ): Promise<Result<Address, ClientError<HubProviderErrorCode>>>;
  async getUserHubWalletAddress(chainKey: string, address: string): Promise<Result<Address, ClientError>> {
    if (!isSpokeChainKey(chainKey)) {
      return err(
        new ClientError(
          "UNKNOWN_CHAIN_KEY",
          `Cannot derive hub wallet: unknown chain ${describeValue(chainKey)}`,
          {
            context: { chainKey: describeValue(chainKey) },
          },
        ),
      );
    }
    if (typeof address !== "string") {
      return err(
        new ClientError("INVALID_ADDRESS", "Cannot derive hub wallet: the address is not a string", {
          context: { chainKey, field: "address", address: describeValue(address) },
        }),
      );
    }
    const relayChainId = getIntentRelayChainId(chainKey, this.#relayChainIds?.());
    const cacheKey = `${address}:${chainKey}:${relayChainId}`;
    const cached = this.#wallets.get(cacheKey);
    if (cached) return { ok: true, value: cached };
    const hub = this.#hub();
    let result: Result<Address, ClientError>;
    if (chainKey === HUB_CHAIN_KEY) {
      result = await getHubRouterWalletAddress({
        hubRpcUrl: hub.rpcUrl,
        walletRouter: hub.addresses.walletRouter as Address,
        user: address as Address,
        fetch: this.#fetch,
      });
    } else {
      const encoded = encodeAddress(chainKey, address);
      if (!encoded.ok) return encoded;
      result = await getHubWalletAddress({
        hubRpcUrl: hub.rpcUrl,
        hubWalletFactory: hub.addresses.hubWallet as Address,
        relayChainId,
        encodedUser: encoded.value,
        fetch: this.#fetch,
      });
    }
    if (result.ok) this.#wallets.set(cacheKey, result.value);
    return result;
  }

  /**
   * The deadline of a new intent: the hub's latest block timestamp plus `offset` seconds.
   *
   * @param offset seconds to add, > 0. @default 300n
   */
  getSwapDeadline(offset?: bigint): Promise<Result<bigint, ClientError<HubProviderErrorCode>>>;
  getSwapDeadline(offset?: bigint): Promise<Result<bigint, ClientError>> {
    return getSwapDeadline(this.rpcUrl, { offset, fetch: this.#fetch });
  }

  /**
   * The receipt of a hub tx (`eth_getTransactionReceipt`); see {@link readHubReceipt}.
   *
   * @param hash the tx hash
   * @returns the receipt, or `undefined` when the node has none yet; failures: the transport codes (phase `lookup`)
   */
  getTransactionReceipt(
    hash: Hex,
  ): Promise<Result<TransactionReceipt | undefined, ClientError<HubProviderErrorCode>>>;
  getTransactionReceipt(hash: Hex): Promise<Result<TransactionReceipt | undefined, ClientError>> {
    return readHubReceipt(this.rpcUrl, hash, { fetch: this.#fetch });
  }

  /**
   * Reads a hub contract (`eth_call` on `hub.rpcUrl` with this provider's fetch); see {@link readHubContract}.
   *
   * @param params contract, `as const` ABI, view function and arguments
   * @returns the decoded value, or `NETWORK_ERROR` / `REQUEST_TIMEOUT` / `HTTP_REQUEST_FAILED` (transport,
   *   JSON-RPC error or revert) / `RESPONSE_VALIDATION_FAILED` (phase `lookup`, `context.chainKey` the hub's)
   */
  readContract<
    const TAbi extends Abi,
    TName extends ContractFunctionName<TAbi, "view" | "pure">,
  >(
    params: HubReadParams<TAbi, TName>,
  ): Promise<
    Result<ContractFunctionReturnType<TAbi, "view" | "pure", TName>, ClientError<HubProviderErrorCode>>
  >;
  readContract<
    const TAbi extends Abi,
    TName extends ContractFunctionName<TAbi, "view" | "pure">,
  >(
    params: HubReadParams<TAbi, TName>,
  ): Promise<Result<ContractFunctionReturnType<TAbi, "view" | "pure", TName>, ClientError>> {
    return readHubContract(this.rpcUrl, params, { fetch: this.#fetch });
  }
}
