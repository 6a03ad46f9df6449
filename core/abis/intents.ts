/**
 * ABI fragments of the hub intents contract: `createIntent`, `cancelIntent` and the `IntentCreated` /
 * `IntentFilled` events (docs/wire_inventory.md#intents-contract).
 *
 * @example Read the createIntent selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { intentsAbi } from "./intents.ts";
 * assert.ok(toFunctionSelector(intentsAbi[0]) === "0x016f02e3");
 * ```
 * @module
 */
import type { Address, Hex } from "viem";

/**
 * The `Intent` struct as TypeScript sees it: what the library encodes and the simulated hub decodes. Amounts and
 * relay chain ids are bigints.
 */
export interface IntentStruct {
  /** Random 256-bit id chosen by the client. */
  intentId: bigint;
  /** The user's hub wallet. */
  creator: Address;
  /** Hub asset of the source token (the token itself on a hub source). */
  inputToken: Address;
  /** Hub asset of the destination token (the token itself on a hub destination). */
  outputToken: Address;
  /** Gross input minus the partner fee. */
  inputAmount: bigint;
  /** Minimum acceptable output. */
  minOutputAmount: bigint;
  /** Unix seconds; `0n` means no expiry. */
  deadline: bigint;
  /** Whether the solver may fill in several fills. */
  allowPartialFill: boolean;
  /** Relay chain id of the source chain. */
  srcChain: bigint;
  /** Relay chain id of the destination chain. */
  dstChain: bigint;
  /** The source address as hub bytes (docs/wire_inventory.md#address-encoding). */
  srcAddress: Hex;
  /** The destination address as hub bytes (docs/wire_inventory.md#address-encoding). */
  dstAddress: Hex;
  /** A given solver, or the zero address for any solver. */
  solver: Address;
  /** Partner-fee data (docs/wire_inventory.md#fee-data-and-intent-hash) or `0x`. */
  data: Hex;
}

/** The components of the Solidity `Intent` struct, in tuple order (docs/wire_inventory.md#intent-struct). */
export const INTENT_COMPONENTS = [
  { name: "intentId", type: "uint256" },
  { name: "creator", type: "address" },
  { name: "inputToken", type: "address" },
  { name: "outputToken", type: "address" },
  { name: "inputAmount", type: "uint256" },
  { name: "minOutputAmount", type: "uint256" },
  { name: "deadline", type: "uint256" },
  { name: "allowPartialFill", type: "bool" },
  { name: "srcChain", type: "uint256" },
  { name: "dstChain", type: "uint256" },
  { name: "srcAddress", type: "bytes" },
  { name: "dstAddress", type: "bytes" },
  { name: "solver", type: "address" },
  { name: "data", type: "bytes" },
] as const;

/** The single `Intent` tuple parameter of `createIntent` (also the parameter list of the intent hash). */
export const INTENT_PARAMETERS = [
  { name: "intent", type: "tuple", components: INTENT_COMPONENTS },
] as const;

/** The `IntentState` tuple: `(exists, remainingInput, receivedOutput, pendingPayment)`. */
export const INTENT_STATE_COMPONENTS = [
  { name: "exists", type: "bool" },
  { name: "remainingInput", type: "uint256" },
  { name: "receivedOutput", type: "uint256" },
  { name: "pendingPayment", type: "bool" },
] as const;

/**
 * The intents contract ABI subset the client and the simulator use. `createIntent` (selector `0x016f02e3`) comes
 * first so examples can index it.
 *
 * @example Encode a cancel
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { intentsAbi } from "./intents.ts";
 * assert.ok(toFunctionSelector(intentsAbi[1]) === "0xca25d319");
 * ```
 */
export const intentsAbi = [
  {
    type: "function",
    name: "createIntent",
    stateMutability: "payable",
    inputs: INTENT_PARAMETERS,
    outputs: [],
  },
  {
    type: "function",
    name: "cancelIntent",
    stateMutability: "nonpayable",
    inputs: INTENT_PARAMETERS,
    outputs: [],
  },
  {
    type: "event",
    name: "IntentCreated",
    inputs: [
      { name: "intentHash", type: "bytes32", indexed: false },
      { name: "intent", type: "tuple", components: INTENT_COMPONENTS, indexed: false },
    ],
  },
  {
    type: "event",
    name: "IntentFilled",
    inputs: [
      { name: "intentHash", type: "bytes32", indexed: false },
      { name: "intentState", type: "tuple", components: INTENT_STATE_COMPONENTS, indexed: false },
    ],
  },
] as const;
