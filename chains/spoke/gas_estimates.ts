/**
 * The gas estimate of each chain family, in the platform SDK's shapes (`GetEstimateGasReturnType` of
 * `@sodax/types`): what `estimateGas` returns (chains/spoke/gas_estimate.ts, docs/gas.md).
 *
 * @example Type an estimate by chain key
 * ```ts
 * import assert from "node:assert/strict";
 * import type { GetEstimateGasReturnType } from "./gas_estimates.ts";
 * const icon: GetEstimateGasReturnType<"0x1.icon"> = 100_000n;
 * assert.equal(icon, 100_000n);
 * ```
 * @module
 */
import type { ChainType, SpokeChainKey } from "../../core/chains/mod.ts";

/** EVM: the gas `eth_estimateGas` answers. */
export type EvmGasEstimate = bigint;
/** Solana: the compute units `simulateTransaction` reports consumed (`undefined` when the node omits them). */
export type SolanaGasEstimate = number | undefined;
/** Stellar: the Soroban `simulateTransaction` `minResourceFee` (stroops). */
export type StellarGasEstimate = bigint;
/** ICON: the steps `debug_estimateStep` answers. */
export type IconGasEstimate = bigint;
/** Sui: the dry run's `effects.gasUsed` (MIST, decimal strings). */
export interface SuiGasEstimate {
  /** Computation cost. */
  computationCost: string;
  /** Storage fee that is not refunded. */
  nonRefundableStorageFee: string;
  /** Storage cost. */
  storageCost: string;
  /** Storage rebate. */
  storageRebate: string;
}
/** Injective: the chain's `simulate` gas info. */
export interface InjectiveGasEstimate {
  /** Gas wanted (the tx's gas limit; 0 for a simulation). */
  gasWanted: number;
  /** Gas the simulation used. */
  gasUsed: number;
}
/** Bitcoin: the fee in satoshis (the transaction's virtual size times the node's fee rate). */
export type BitcoinGasEstimate = bigint;
/** One Stacks fee estimation (`POST /v2/fees/transaction`). */
export interface StacksFeeEstimation {
  /** The fee in micro-STX. */
  fee: number;
  /** The fee rate. */
  fee_rate: number;
}
/** Stacks: the node's three estimations, low to high. */
export interface StacksFeeEstimate {
  /** The cheapest estimation. */
  low: StacksFeeEstimation;
  /** The middle one. */
  medium: StacksFeeEstimation;
  /** The highest one. */
  high: StacksFeeEstimation;
}
/** NEAR: the gas attached to a call (the platform's `NEAR_DEFAULT_GAS`, 300 TGas; no node call). */
export type NearGasEstimate = bigint;

/** Each family's estimate. */
export interface GasEstimateOf {
  /** EVM spokes and the hub. */
  EVM: EvmGasEstimate;
  /** Solana. */
  SOLANA: SolanaGasEstimate;
  /** Stellar. */
  STELLAR: StellarGasEstimate;
  /** Sui. */
  SUI: SuiGasEstimate;
  /** ICON. */
  ICON: IconGasEstimate;
  /** Injective. */
  INJECTIVE: InjectiveGasEstimate;
  /** NEAR. */
  NEAR: NearGasEstimate;
  /** Stacks. */
  STACKS: StacksFeeEstimate;
  /** Bitcoin. */
  BITCOIN: BitcoinGasEstimate;
}

/** Any family's estimate. */
export type SpokeGasEstimate = GasEstimateOf[ChainType];

/** The family of chain key `K` (every key not listed is EVM). */
export type ChainTypeOfKey<K extends SpokeChainKey> = K extends "solana" ? "SOLANA"
  : K extends "stellar" ? "STELLAR"
  : K extends "sui" ? "SUI"
  : K extends "0x1.icon" ? "ICON"
  : K extends "injective-1" ? "INJECTIVE"
  : K extends "near" ? "NEAR"
  : K extends "stacks" ? "STACKS"
  : K extends "bitcoin" ? "BITCOIN"
  : "EVM";

/** The estimate of chain key `K` (the platform's `GetEstimateGasReturnType<K>`). */
export type GetEstimateGasReturnType<K extends SpokeChainKey> = GasEstimateOf[ChainTypeOfKey<K>];
