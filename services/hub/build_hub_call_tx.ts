/**
 * `buildHubCallTx`: the unsigned transaction that makes a user's hub wallet run a call list.
 *
 * - EVM spoke, tokens moved: asset manager `transfer(token, hubWallet, amount, callList)` (value = amount for the
 *   native coin) — the spoke deposit of docs/wire_inventory.md#spoke-deposit.
 * - EVM spoke, nothing moved: connection `sendMessage(hubRelayId, hubWallet, callList)`.
 * - Hub: wallet router `route(calls)`, where a deposit becomes a first call (`transferFrom(user, hubWallet,
 *   amount)` on the token, or wrapped-native `deposit()` carrying the value).
 *
 * The relay data is always `{address: hubWallet, payload: callList}`.
 *
 * @example A message with no deposit
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildHubCallTx } from "./build_hub_call_tx.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const r = buildHubCallTx({
 *   srcChainKey: "0x2105.base", srcAddress: a, hubWallet: a, calls: [],
 *   chain: { connection: a, assetManager: a, nativeToken: "0x0000000000000000000000000000000000000000" },
 * });
 * assert.ok(r.ok && r.value.tx.data.startsWith("0x6ea9cec9") && r.value.tx.to === a);
 * ```
 * @module
 */
import { type Address, encodeFunctionData, type Hex, isAddress } from "viem";
import { HUB_CHAIN_KEY, HUB_RELAY_CHAIN_ID, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { connectionAbi } from "../../core/abis/connection.ts";
import { erc20TransfersAbi } from "../../core/abis/erc20_transfers.ts";
import { walletRouterRouteAbi } from "../../core/abis/wallet_router_route.ts";
import { wrappedNativeAbi } from "../../core/abis/wrapped_native.ts";
import type { EvmRawTx, RelayData } from "../../chains/evm/swap_intent.ts";
import { type ContractCall, encodeContractCalls } from "../../chains/hub/contract_calls.ts";
import { encodeSpokeDepositCalldata } from "../../chains/hub/contract_calls.ts";

/** Addresses of the source chain the builder needs. */
export interface HubCallChainAddresses {
  /** Spoke asset manager (EVM spokes). @default undefined */
  assetManager?: string | undefined;
  /** Spoke connection (EVM spokes). @default undefined */
  connection?: string | undefined;
  /** The chain's native token address. */
  nativeToken: string;
  /** Hub wallet router (hub source). @default undefined */
  walletRouter?: string | undefined;
  /** Hub wrapped native token (hub source, native deposits). @default undefined */
  wrappedNative?: string | undefined;
}

/** Parameters of {@link buildHubCallTx}. */
export interface BuildHubCallTxParams {
  /** The chain the user sends from (an EVM spoke or the hub). */
  srcChainKey: SpokeChainKey;
  /** The user's address there. */
  srcAddress: Address;
  /** The user's hub wallet. */
  hubWallet: Address;
  /** The hub call list. */
  calls: readonly ContractCall[];
  /** Tokens moved to the hub wallet first. @default undefined (a message) */
  deposit?: { token: Address; amount: bigint } | undefined;
  /** Source chain addresses. */
  chain: HubCallChainAddresses;
  /** Relay chain id of the hub. @default HUB_RELAY_CHAIN_ID (146n) */
  hubRelayChainId?: bigint | undefined;
}

/** The unsigned tx and its relay data. */
export interface HubCallTx {
  /** The unsigned tx. */
  tx: EvmRawTx;
  /** `{address: hubWallet, payload}`. */
  relayData: RelayData;
}

/**
 * Builds the transaction.
 *
 * @param params see {@link BuildHubCallTxParams}
 * @returns the tx, or `INVALID_CONFIG` (a needed chain address is missing or malformed) /
 *   `INTENT_CREATION_FAILED` (encoding threw)
 * @example A hub deposit becomes a router call
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildHubCallTx } from "./build_hub_call_tx.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const r = buildHubCallTx({
 *   srcChainKey: "sonic", srcAddress: a, hubWallet: a, calls: [], deposit: { token: a, amount: 5n },
 *   chain: { walletRouter: a, nativeToken: "0x0000000000000000000000000000000000000000" },
 * });
 * assert.ok(r.ok && r.value.tx.data.startsWith("0x65a3b0a5") && r.value.tx.value === 0n);
 * ```
 */
export function buildHubCallTx(params: BuildHubCallTxParams): Result<HubCallTx, ClientError> {
  const { srcChainKey, srcAddress, hubWallet, deposit, chain } = params;
  const isNative = deposit !== undefined && deposit.token.toLowerCase() === chain.nativeToken.toLowerCase();
  try {
    if (srcChainKey === HUB_CHAIN_KEY) {
      const router = need(chain.walletRouter, "walletRouter", srcChainKey);
      if (!router.ok) return router;
      const calls: ContractCall[] = [];
      if (deposit !== undefined && isNative) {
        const wrapped = need(chain.wrappedNative, "wrappedNative", srcChainKey);
        if (!wrapped.ok) return wrapped;
        calls.push({
          address: wrapped.value,
          value: deposit.amount,
          data: encodeFunctionData({ abi: wrappedNativeAbi, functionName: "deposit" }),
        });
      } else if (deposit !== undefined) {
        calls.push({
          address: deposit.token,
          value: 0n,
          data: encodeFunctionData({
            abi: erc20TransfersAbi,
            functionName: "transferFrom",
            args: [srcAddress, hubWallet, deposit.amount],
          }),
        });
      }
      calls.push(...params.calls);
      const data = encodeFunctionData({
        abi: walletRouterRouteAbi,
        functionName: "route",
        args: [calls.map((c) => ({ addr: c.address, value: c.value, data: c.data }))],
      });
      return ok({
        tx: { from: srcAddress, to: router.value, value: isNative ? deposit.amount : 0n, data },
        relayData: { address: hubWallet, payload: encodeContractCalls(calls) },
      });
    }
    const payload = encodeContractCalls(params.calls);
    const relayData = { address: hubWallet, payload };
    if (deposit !== undefined) {
      const assetManager = need(chain.assetManager, "assetManager", srcChainKey);
      if (!assetManager.ok) return assetManager;
      const data = encodeSpokeDepositCalldata({
        token: deposit.token,
        to: hubWallet.toLowerCase() as Hex,
        amount: deposit.amount,
        data: payload,
      });
      return ok({
        tx: { from: srcAddress, to: assetManager.value, value: isNative ? deposit.amount : 0n, data },
        relayData,
      });
    }
    const connection = need(chain.connection, "connection", srcChainKey);
    if (!connection.ok) return connection;
    const data = encodeFunctionData({
      abi: connectionAbi,
      functionName: "sendMessage",
      args: [params.hubRelayChainId ?? HUB_RELAY_CHAIN_ID, hubWallet.toLowerCase() as Hex, payload],
    });
    return ok({ tx: { from: srcAddress, to: connection.value, value: 0n, data }, relayData });
  } catch (cause) {
    return err(
      new ClientError("INTENT_CREATION_FAILED", "Cannot build the hub call transaction: encoding failed", {
        context: { srcChainKey, phase: "intentCreation" },
        cause,
      }),
    );
  }
}

function need(value: string | undefined, field: string, chainKey: string): Result<Address, ClientError> {
  if (value !== undefined && isAddress(value, { strict: false })) return ok(value as Address);
  return err(
    new ClientError("INVALID_CONFIG", `Cannot build the hub call transaction: ${chainKey} has no ${field}`, {
      context: { chainKey, field, value, phase: "intentCreation" },
    }),
  );
}
