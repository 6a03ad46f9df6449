/**
 * Aave v3 `Pool` ABI subset (the money market's lending pool on the hub).
 *
 * Provenance: the public Aave v3 interface `IPool` (aave/aave-v3-core `contracts/interfaces/IPool.sol`, unchanged
 * in aave-dao/aave-v3-origin). Exact signatures encoded here:
 *
 * - `supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)` — selector `0x617ba037`
 * - `borrow(address asset, uint256 amount, uint256 interestRateMode, uint16 referralCode, address onBehalfOf)` —
 *   selector `0xa415bcad`
 * - `withdraw(address asset, uint256 amount, address to) returns (uint256)` — selector `0x69328dec`
 * - `repay(address asset, uint256 amount, uint256 interestRateMode, address onBehalfOf) returns (uint256)` —
 *   selector `0x573ade81`
 * - `getReservesList() view returns (address[])` — selector `0xd1946dbc`
 *
 * @example Check the supply selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { toFunctionSelector } from "viem";
 * import { aavePoolAbi } from "./aave_pool.ts";
 * assert.ok(toFunctionSelector(aavePoolAbi[0]) === "0x617ba037");
 * ```
 * @module
 */

/** The Aave v3 Pool functions the money market service encodes or reads. */
export const aavePoolAbi = [
  {
    type: "function",
    name: "supply",
    stateMutability: "nonpayable",
    inputs: [
      { name: "asset", type: "address" },
      { name: "amount", type: "uint256" },
      { name: "onBehalfOf", type: "address" },
      { name: "referralCode", type: "uint16" },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "borrow",
    stateMutability: "nonpayable",
    inputs: [
      { name: "asset", type: "address" },
      { name: "amount", type: "uint256" },
      { name: "interestRateMode", type: "uint256" },
      { name: "referralCode", type: "uint16" },
      { name: "onBehalfOf", type: "address" },
    ],
    outputs: [],
  },
  {
    type: "function",
    name: "withdraw",
    stateMutability: "nonpayable",
    inputs: [
      { name: "asset", type: "address" },
      { name: "amount", type: "uint256" },
      { name: "to", type: "address" },
    ],
    outputs: [{ name: "", type: "uint256" }],
  },
  {
    type: "function",
    name: "repay",
    stateMutability: "nonpayable",
    inputs: [
      { name: "asset", type: "address" },
      { name: "amount", type: "uint256" },
      { name: "interestRateMode", type: "uint256" },
      { name: "onBehalfOf", type: "address" },
    ],
    outputs: [{ name: "", type: "uint256" }],
  },
  {
    type: "function",
    name: "getReservesList",
    stateMutability: "view",
    inputs: [],
    outputs: [{ name: "", type: "address[]" }],
  },
] as const;

/** Aave's variable interest rate mode (the only mode since v3.2). */
export const AAVE_VARIABLE_RATE_MODE = 2n;

/**
 * The Aave v3 Pool functions the money market only encodes for callers (`moneyMarket.encodeRepayWithATokens`,
 * `encodeSetUserUseReserveAsCollateral`); kept apart from {@link aavePoolAbi}, which the simulator decodes hub
 * calls with, so the simulator does not start accepting calls it does not model.
 */
export const aavePoolCallerAbi = [
  {
    type: "function",
    name: "repayWithATokens",
    stateMutability: "nonpayable",
    inputs: [
      { name: "asset", type: "address" },
      { name: "amount", type: "uint256" },
      { name: "interestRateMode", type: "uint256" },
    ],
    outputs: [{ name: "", type: "uint256" }],
  },
  {
    type: "function",
    name: "setUserUseReserveAsCollateral",
    stateMutability: "nonpayable",
    inputs: [
      { name: "asset", type: "address" },
      { name: "useAsCollateral", type: "bool" },
    ],
    outputs: [],
  },
] as const;
