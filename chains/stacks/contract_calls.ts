/**
 * The Stacks spoke's two contract calls, built with `@stacks/transactions` (Clarity values serialized by the SDK):
 *
 * - the asset-manager deposit `transfer(token: (optional principal), to: buff, amount: uint, data: buff,
 *   connection: principal)` on the asset manager's implementation contract (`none` for native STX);
 * - the connection's `send-message(dst-chain-id: uint, dst-address: buff, payload: buff)` to the hub (a hub-call
 *   write that moves nothing).
 *
 * Function names and argument order are the platform SDK's `StacksSpokeService.deposit` / `sendMessage`
 * (`packages/sdk/src/shared/services/spoke/StacksSpokeService.ts`); post-condition mode is `allow` there too.
 *
 * @example A message to the hub
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildStacksMessageCall } from "./contract_calls.ts";
 * const call = buildStacksMessageCall({
 *   connection: "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0.connection-v3",
 *   hubWallet: `0x${"11".repeat(20)}`,
 *   payload: "0xc0",
 * });
 * assert.equal(call.functionName, "send-message");
 * assert.equal(call.functionArgs[2], "0x0200000001c0");
 * ```
 * @module
 */
import {
  Cl,
  type ClarityValue,
  createContractCallPayload,
  hexToCV,
  serializePayloadBytes,
} from "@stacks/transactions";
import { bytesToHex, type Hex } from "viem";
import { getIntentRelayChainId, HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import type { StacksContractCallRequest } from "./wallet.ts";

/** Parameters of {@link buildStacksDepositCall}. */
export interface StacksDepositCallParams {
  /** The asset manager's implementation contract (`SP....name`, read from the state contract). */
  assetManagerImpl: string;
  /** The deposited token: a SIP-010 contract id, or `nativeToken`. */
  token: string;
  /** The chain's native STX token id. */
  nativeToken: string;
  /** The hub receiver (the user's hub wallet, hex). */
  hubWallet: Hex;
  /** Amount in the token's smallest unit. */
  amount: bigint;
  /** The hub call list the hub wallet runs (hex). */
  data: Hex;
  /** The connection contract (`SP....name`). */
  connection: string;
}

/** Parameters of {@link buildStacksMessageCall}. */
export interface StacksMessageCallParams {
  /** The connection contract (`SP....name`). */
  connection: string;
  /** The hub receiver (the user's hub wallet, hex). */
  hubWallet: Hex;
  /** The hub call list (hex). */
  payload: Hex;
  /** The hub's relay chain id. @default 146n (the packaged relay id table) */
  hubRelayChainId?: bigint | undefined;
}

function splitContractId(id: string): [string, string] {
  const dot = id.indexOf(".");
  return [id.slice(0, dot), id.slice(dot + 1)];
}

function request(contract: string, functionName: string, args: ClarityValue[]): StacksContractCallRequest {
  const [contractAddress, contractName] = splitContractId(contract);
  return {
    contractAddress,
    contractName,
    functionName,
    functionArgs: args.map((a) => `0x${Cl.serialize(a)}`),
    postConditionMode: "allow",
  };
}

/**
 * Builds the asset-manager deposit call. Throws on malformed principals (callers validate first).
 *
 * @param params see {@link StacksDepositCallParams}
 * @returns the contract call (arguments serialized, hex)
 * @example Native STX is `none`
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildStacksDepositCall } from "./contract_calls.ts";
 * const call = buildStacksDepositCall({
 *   assetManagerImpl: "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0.asset-manager-impl",
 *   token: "ST000000000000000000002AMW42H.nativetoken", nativeToken: "ST000000000000000000002AMW42H.nativetoken",
 *   hubWallet: `0x${"11".repeat(20)}`, amount: 5n, data: "0x",
 *   connection: "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0.connection-v3",
 * });
 * assert.deepEqual([call.contractName, call.functionName, call.functionArgs[0]], ["asset-manager-impl", "transfer", "0x09"]);
 * ```
 */
export function buildStacksDepositCall(params: StacksDepositCallParams): StacksContractCallRequest {
  const [connectionAddress, connectionName] = splitContractId(params.connection);
  return request(params.assetManagerImpl, "transfer", [
    params.token === params.nativeToken ? Cl.none() : Cl.some(Cl.principal(params.token)),
    Cl.bufferFromHex(params.hubWallet),
    Cl.uint(params.amount),
    Cl.bufferFromHex(params.data),
    Cl.contractPrincipal(connectionAddress, connectionName),
  ]);
}

/**
 * Builds the connection message to the hub.
 *
 * @param params see {@link StacksMessageCallParams}
 * @returns the contract call (arguments serialized, hex)
 * @example The hub's relay chain id comes first
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildStacksMessageCall } from "./contract_calls.ts";
 * const call = buildStacksMessageCall({
 *   connection: "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0.connection-v3", hubWallet: `0x${"11".repeat(20)}`, payload: "0x",
 * });
 * assert.equal(call.functionArgs[0], `0x01${(146).toString(16).padStart(32, "0")}`);
 * ```
 */
export function buildStacksMessageCall(params: StacksMessageCallParams): StacksContractCallRequest {
  return request(params.connection, "send-message", [
    Cl.uint(params.hubRelayChainId ?? getIntentRelayChainId(HUB_CHAIN_KEY)),
    Cl.bufferFromHex(params.hubWallet),
    Cl.bufferFromHex(params.payload),
  ]);
}

/**
 * The serialized contract-call payload of `call` (what the platform SDK returns in raw mode): the unsigned part of
 * a Stacks transaction a wallet or signer wraps in its own auth (nonce, fee, signature).
 *
 * @param call a contract call
 * @returns the payload bytes (hex), as `serializePayloadBytes` writes them
 * @example Starts with the contract-call payload type (2)
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildStacksMessageCall, stacksCallPayload } from "./contract_calls.ts";
 * const call = buildStacksMessageCall({
 *   connection: "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0.connection-v3", hubWallet: `0x${"11".repeat(20)}`, payload: "0x",
 * });
 * assert.ok(stacksCallPayload(call).startsWith("0x0216"));
 * ```
 */
export function stacksCallPayload(call: StacksContractCallRequest): Hex {
  const payload = createContractCallPayload(
    call.contractAddress,
    call.contractName,
    call.functionName,
    call.functionArgs.map((a) => hexToCV(a)),
  );
  return bytesToHex(serializePayloadBytes(payload));
}
