/**
 * The requests a family's wallet signs where the spoke adapter's raw (unsigned) transactions carry them: a NEAR
 * function-call transaction and a Stacks contract call. They sit beside the `SpokeAdapter` contract, beneath the
 * families, because the contract's raw transaction union names them; each family's `wallet.ts` re-exports its own.
 *
 * @example A NEAR request and a Stacks call
 * ```ts
 * import assert from "node:assert/strict";
 * import type { NearTransactionRequest, StacksContractCallRequest } from "./raw_requests.ts";
 * const near: NearTransactionRequest = { receiverId: "asset-manager.near", actions: [] };
 * const stacks: StacksContractCallRequest = {
 *   contractAddress: "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7", contractName: "asset-manager",
 *   functionName: "transfer", functionArgs: [],
 * };
 * assert.equal(near.actions.length + stacks.functionArgs.length, 0);
 * ```
 * @module
 */

/** A NEAR `FunctionCall` action. */
export interface NearFunctionCall {
  /** The method called. */
  methodName: string;
  /** JSON arguments. */
  args: Record<string, unknown>;
  /** Gas attached (units). */
  gas: bigint;
  /** Deposit attached (yoctoNEAR). */
  deposit: bigint;
}

/** A NEAR transaction of function calls to one receiver. */
export interface NearTransactionRequest {
  /** The contract account. */
  receiverId: string;
  /** The calls, in order. */
  actions: readonly NearFunctionCall[];
}

/** A Clarity contract call to sign and broadcast. */
export interface StacksContractCallRequest {
  /** The deployer (`SP...`). */
  contractAddress: string;
  /** The contract name. */
  contractName: string;
  /** The public function. */
  functionName: string;
  /** Serialized Clarity values (hex, `0x` optional), as `Cl.serialize` / `cvToHex` write them. */
  functionArgs: readonly string[];
  /** Post-condition mode. @default "deny" */
  postConditionMode?: "allow" | "deny" | undefined;
}
