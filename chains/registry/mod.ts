/**
 * `@xswap/client/spoke`: the spoke side, behind `xswap.spoke`. `SpokeRouter` (`xswap.spoke`: the adapter of a
 * chain key, rate limits), the `SpokeAdapter` contract every chain family implements and what its methods take
 * and return (swap intents, hub calls, bridge deposits, allowances, trustlines, verification, gas estimates per
 * family). A family's own adapter factory, wallets and encoders are at `@xswap/client/chains/<family>`.
 *
 * @example Read a chain's adapter through the client
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import type { SpokeAdapter, SpokeRouter } from "./mod.ts";
 * const spoke: SpokeRouter = new XSwap().spoke;
 * const adapter = spoke.adapter("0x2105.base");
 * assert.ok(adapter.ok);
 * const base: SpokeAdapter = adapter.value;
 * assert.equal(typeof base.createSwapIntent, "function");
 * ```
 * @module
 */
export type { SpokeRouter } from "./routing.ts";
export type {
  SpokeAdapter,
  SpokeAllowanceQuery,
  SpokeBridgeDepositParams,
  SpokeBridgeDepositResult,
  SpokeEstimateGasOptions,
  SpokeEstimateGasTx,
  SpokeHubCallParams,
  SpokeHubCallRawTx,
  SpokeHubCallResult,
  SpokeRateLimit,
  SpokeReadOptions,
  SpokeRelayData,
  SpokeRequestTrustlineParams,
  SpokeSwapIntentParams,
  SpokeSwapIntentResult,
  SpokeTrustlineQuery,
  SpokeTrustlineRequest,
  SpokeUnsignedTx,
  SpokeVerifyOptions,
} from "../spoke/spoke_adapter.ts";
export type { SpokeAdapterOptions } from "../spoke/adapter_options.ts";
export type { EstimateGasParams, EstimateGasResult } from "../spoke/gas_estimate.ts";
export type {
  BitcoinGasEstimate,
  ChainTypeOfKey,
  EvmGasEstimate,
  GasEstimateOf,
  GetEstimateGasReturnType,
  IconGasEstimate,
  InjectiveGasEstimate,
  NearGasEstimate,
  SolanaGasEstimate,
  SpokeGasEstimate,
  StacksFeeEstimate,
  StacksFeeEstimation,
  StellarGasEstimate,
  SuiGasEstimate,
} from "../spoke/gas_estimates.ts";
export type { JsonRpcOptions } from "../rpc/rpc_transport.ts";
