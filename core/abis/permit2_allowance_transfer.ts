/**
 * Uniswap Permit2's `AllowanceTransfer` functions, as the deployed contract has them
 * (`src/interfaces/IAllowanceTransfer.sol`, deployed at `0x000000000022D473030F116dDEE9F6B43aC78BA3`): `allowance`,
 * `approve`, the overloaded `permit` (one token, several tokens) and `transferFrom` (one transfer, a batch),
 * `lockdown` and `invalidateNonces`. The platform SDK's ABI names the batch overloads `permitBatch` and
 * `transferFromBatch`, which gives them selectors the contract does not have (docs/wire_inventory.md#permit2).
 *
 * @example The overloads' selectors
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { permit2AllowanceTransferAbi } from "./permit2_allowance_transfer.ts";
 * const selectors = permit2AllowanceTransferAbi.map((f) => toFunctionSelector(f));
 * assert.deepEqual(selectors, [
 *   "0x927da105", "0x87517c45", "0x2b67b570", "0x2a2d80d1", "0x36c78516", "0x0d58b1db", "0xcc53287f", "0x65d9723c",
 * ]);
 * ```
 * @module
 */

const details = {
  name: "details",
  type: "tuple",
  components: [
    { name: "token", type: "address" },
    { name: "amount", type: "uint160" },
    { name: "expiration", type: "uint48" },
    { name: "nonce", type: "uint48" },
  ],
} as const;

const transferDetails = [
  { name: "from", type: "address" },
  { name: "to", type: "address" },
  { name: "amount", type: "uint160" },
  { name: "token", type: "address" },
] as const;

/** The `AllowanceTransfer` functions of Permit2, overloads included. */
export const permit2AllowanceTransferAbi = [
  {
    type: "function",
    name: "allowance",
    stateMutability: "view",
    inputs: [
      { name: "user", type: "address" },
      { name: "token", type: "address" },
      { name: "spender", type: "address" },
    ],
    outputs: [
      { name: "amount", type: "uint160" },
      { name: "expiration", type: "uint48" },
      { name: "nonce", type: "uint48" },
    ],
  },
  {
    type: "function",
    name: "approve",
    stateMutability: "nonpayable",
    inputs: [
      { name: "token", type: "address" },
      { name: "spender", type: "address" },
      { name: "amount", type: "uint160" },
      { name: "expiration", type: "uint48" },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "permit",
    stateMutability: "nonpayable",
    inputs: [
      { name: "owner", type: "address" },
      {
        name: "permitSingle",
        type: "tuple",
        components: [details, { name: "spender", type: "address" }, { name: "sigDeadline", type: "uint256" }],
      },
      { name: "signature", type: "bytes" },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "permit",
    stateMutability: "nonpayable",
    inputs: [
      { name: "owner", type: "address" },
      {
        name: "permitBatch",
        type: "tuple",
        components: [
          { ...details, type: "tuple[]" },
          { name: "spender", type: "address" },
          { name: "sigDeadline", type: "uint256" },
        ],
      },
      { name: "signature", type: "bytes" },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "transferFrom",
    stateMutability: "nonpayable",
    inputs: [...transferDetails],
    outputs: [],
  },
  {
    type: "function",
    name: "transferFrom",
    stateMutability: "nonpayable",
    inputs: [{ name: "transferDetails", type: "tuple[]", components: transferDetails }],
    outputs: [],
  },
  {
    type: "function",
    name: "lockdown",
    stateMutability: "nonpayable",
    inputs: [{
      name: "approvals",
      type: "tuple[]",
      components: [{ name: "token", type: "address" }, { name: "spender", type: "address" }],
    }],
    outputs: [],
  },
  {
    type: "function",
    name: "invalidateNonces",
    stateMutability: "nonpayable",
    inputs: [
      { name: "token", type: "address" },
      { name: "spender", type: "address" },
      { name: "newNonce", type: "uint48" },
    ],
    outputs: [],
  },
] as const;
