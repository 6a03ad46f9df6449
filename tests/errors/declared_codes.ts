/**
 * The error codes each public method of the entry object's services declares that returns a Result (`swaps`,
 * `bridge`, `moneyMarket`, `staking`, `dex`, `spoke`, `config`, `migration`, `partners`, `recovery`,
 * `leverageYield`, `sponsoring`, `backendApi`, `hubProvider`), as runtime lists keyed by the method's public name
 * (`swaps.swap`): the lists the tests check produced codes against. The compiler checks each list against the
 * union in the method's signature (`Same<...>` below), so a signature and its list cannot drift apart.
 * @module
 */
import type { ErrorCode } from "../../core/errors.ts";
import type { Result } from "../../core/result.ts";
import type { XSwap } from "../../services/client/xswap.ts";
import {
  ALLOWANCE_ERROR_CODES,
  type AllowanceErrorCode,
  SWAP_ERROR_CODES,
  SWAP_INPUT_ERROR_CODES,
  SWAP_QUOTE_ERROR_CODES,
  SWAP_TRACK_ERROR_CODES,
  type SwapErrorCode,
  type SwapInputErrorCode,
  type SwapQuoteErrorCode,
  type SwapTrackErrorCode,
} from "../../services/swaps/error_codes.ts";
import {
  HUB_READ_ERROR_CODES,
  HUB_WRITE_ERROR_CODES,
  type HubReadErrorCode,
  type HubWriteErrorCode,
} from "../../services/hub/error_codes.ts";
import {
  BRIDGE_ERROR_CODES,
  BRIDGE_TRACK_ERROR_CODES,
  type BridgeErrorCode,
  type BridgeTrackErrorCode,
} from "../../services/bridge/error_codes.ts";
import {
  SPOKE_LOOKUP_ERROR_CODES,
  SPOKE_READ_ERROR_CODES,
  type SpokeLookupErrorCode,
  type SpokeReadErrorCode,
} from "../../chains/registry/error_codes.ts";
import {
  CONFIG_APPLY_ERROR_CODES,
  CONFIG_LOOKUP_ERROR_CODES,
  type ConfigApplyErrorCode,
  type ConfigLookupErrorCode,
} from "../../core/config/error_codes.ts";

import {
  BACKEND_API_ERROR_CODES,
  type BackendApiErrorCode,
  SET_HEADERS_ERROR_CODES,
  type SetHeadersErrorCode,
} from "../../services/backend_api/error_codes.ts";
import { SPONSORING_ERROR_CODES, type SponsoringErrorCode } from "../../services/sponsoring/error_codes.ts";
import { HUB_PROVIDER_ERROR_CODES, type HubProviderErrorCode } from "../../chains/hub/error_codes.ts";
import { ESTIMATE_GAS_ERROR_CODES, type EstimateGasErrorCode } from "../../chains/spoke/error_codes.ts";
import { RECOVER_ERROR_CODES, type RecoverErrorCode } from "../../services/client/error_codes.ts";

/** The codes of the failed Result a method declares (the last overload's). */
export type DeclaredCodes<F> = F extends (...args: never[]) => infer R
  ? Awaited<R> extends Result<unknown, infer E>
    ? E extends { readonly code: infer C } ? Extract<C, ErrorCode> : never
  : never
  : never;

/** `true` when `A` and `B` are the same union. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** One method's declared list, checked against its signature. */
function declared<F, C extends ErrorCode>(
  codes: readonly C[],
  ..._same: Same<DeclaredCodes<F>, C> extends true ? [] : [never]
): readonly ErrorCode[] {
  return codes;
}

/** The declared codes of each method, by public name. */
export const DECLARED_ERROR_CODES: Readonly<Record<string, readonly ErrorCode[]>> = {
  "client.initialize": declared<XSwap["initialize"], BackendApiErrorCode>(BACKEND_API_ERROR_CODES),
  "client.recover": declared<XSwap["recover"], RecoverErrorCode>(RECOVER_ERROR_CODES),
  "swaps.getQuote": declared<XSwap["swaps"]["getQuote"], SwapQuoteErrorCode>(SWAP_QUOTE_ERROR_CODES),
  "swaps.swap": declared<XSwap["swaps"]["swap"], SwapErrorCode>(SWAP_ERROR_CODES),
  "swaps.getSolverFee": declared<XSwap["swaps"]["getSolverFee"], SwapInputErrorCode>(SWAP_INPUT_ERROR_CODES),
  "swaps.isAllowanceValid": declared<XSwap["swaps"]["isAllowanceValid"], AllowanceErrorCode>(
    ALLOWANCE_ERROR_CODES,
  ),
  "swaps.approve": declared<XSwap["swaps"]["approve"], AllowanceErrorCode>(ALLOWANCE_ERROR_CODES),
  "swaps.createLimitOrder": declared<XSwap["swaps"]["createLimitOrder"], SwapErrorCode>(SWAP_ERROR_CODES),
  "swaps.createIntent": declared<XSwap["swaps"]["createIntent"], SwapErrorCode>(SWAP_ERROR_CODES),
  "swaps.createLimitOrderIntent": declared<XSwap["swaps"]["createLimitOrderIntent"], SwapErrorCode>(
    SWAP_ERROR_CODES,
  ),
  "swaps.cancelIntent": declared<XSwap["swaps"]["cancelIntent"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "swaps.cancelLimitOrder": declared<XSwap["swaps"]["cancelLimitOrder"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "swaps.createCancelIntent": declared<XSwap["swaps"]["createCancelIntent"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "swaps.postExecution": declared<XSwap["swaps"]["postExecution"], SwapTrackErrorCode>(
    SWAP_TRACK_ERROR_CODES,
  ),
  "swaps.track": declared<XSwap["swaps"]["track"], SwapTrackErrorCode>(SWAP_TRACK_ERROR_CODES),
  "swaps.resume": declared<XSwap["swaps"]["resume"], SwapErrorCode>(SWAP_ERROR_CODES),
  "swaps.reconcile": declared<XSwap["swaps"]["reconcile"], SwapTrackErrorCode>(SWAP_TRACK_ERROR_CODES),
  "swaps.getSolvedIntentPacket": declared<XSwap["swaps"]["getSolvedIntentPacket"], SwapTrackErrorCode>(
    SWAP_TRACK_ERROR_CODES,
  ),
  "swaps.getSwapDeadline": declared<XSwap["swaps"]["getSwapDeadline"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "bridge.bridge": declared<XSwap["bridge"]["bridge"], BridgeErrorCode>(BRIDGE_ERROR_CODES),
  "bridge.isAllowanceValid": declared<XSwap["bridge"]["isAllowanceValid"], AllowanceErrorCode>(
    ALLOWANCE_ERROR_CODES,
  ),
  "bridge.approve": declared<XSwap["bridge"]["approve"], AllowanceErrorCode>(ALLOWANCE_ERROR_CODES),
  "bridge.track": declared<XSwap["bridge"]["track"], BridgeTrackErrorCode>(BRIDGE_TRACK_ERROR_CODES),
  "bridge.resume": declared<XSwap["bridge"]["resume"], BridgeErrorCode>(BRIDGE_ERROR_CODES),
  "bridge.getBridgeableTokens": declared<XSwap["bridge"]["getBridgeableTokens"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "bridge.isBridgeable": declared<XSwap["bridge"]["isBridgeable"], HubReadErrorCode>(HUB_READ_ERROR_CODES),
  "bridge.getBridgeableAmount": declared<XSwap["bridge"]["getBridgeableAmount"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "spoke.adapter": declared<XSwap["spoke"]["adapter"], SpokeLookupErrorCode>(SPOKE_LOOKUP_ERROR_CODES),
  "spoke.getLimit": declared<XSwap["spoke"]["getLimit"], SpokeReadErrorCode>(SPOKE_READ_ERROR_CODES),
  "spoke.getAvailable": declared<XSwap["spoke"]["getAvailable"], SpokeReadErrorCode>(SPOKE_READ_ERROR_CODES),
  "config.findChainConfig": declared<XSwap["config"]["findChainConfig"], ConfigLookupErrorCode>(
    CONFIG_LOOKUP_ERROR_CODES,
  ),
  "config.getSodaToken": declared<XSwap["config"]["getSodaToken"], ConfigLookupErrorCode>(
    CONFIG_LOOKUP_ERROR_CODES,
  ),
  "config.getOriginalAssetAddressFromStakedATokenAddress": declared<
    XSwap["config"]["getOriginalAssetAddressFromStakedATokenAddress"],
    ConfigLookupErrorCode
  >(CONFIG_LOOKUP_ERROR_CODES),
  "config.applyBackendConfig": declared<XSwap["config"]["applyBackendConfig"], ConfigApplyErrorCode>(
    CONFIG_APPLY_ERROR_CODES,
  ),
  "moneyMarket.approve": declared<XSwap["moneyMarket"]["approve"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "moneyMarket.borrow": declared<XSwap["moneyMarket"]["borrow"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "moneyMarket.calculateATokenAmount": declared<
    XSwap["moneyMarket"]["calculateATokenAmount"],
    HubReadErrorCode
  >(HUB_READ_ERROR_CODES),
  "moneyMarket.encodeBorrow": declared<XSwap["moneyMarket"]["encodeBorrow"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "moneyMarket.encodeRepay": declared<XSwap["moneyMarket"]["encodeRepay"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "moneyMarket.encodeRepayWithATokens": declared<
    XSwap["moneyMarket"]["encodeRepayWithATokens"],
    HubReadErrorCode
  >(HUB_READ_ERROR_CODES),
  "moneyMarket.encodeSetUserUseReserveAsCollateral": declared<
    XSwap["moneyMarket"]["encodeSetUserUseReserveAsCollateral"],
    HubReadErrorCode
  >(HUB_READ_ERROR_CODES),
  "moneyMarket.encodeSupply": declared<XSwap["moneyMarket"]["encodeSupply"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "moneyMarket.encodeWithdraw": declared<XSwap["moneyMarket"]["encodeWithdraw"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "moneyMarket.formatReservesUSD": declared<XSwap["moneyMarket"]["formatReservesUSD"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "moneyMarket.getATokenData": declared<XSwap["moneyMarket"]["getATokenData"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "moneyMarket.getBnusdFacilitatorBucket": declared<
    XSwap["moneyMarket"]["getBnusdFacilitatorBucket"],
    HubReadErrorCode
  >(HUB_READ_ERROR_CODES),
  "moneyMarket.getEModes": declared<XSwap["moneyMarket"]["getEModes"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "moneyMarket.getEModesHumanized": declared<XSwap["moneyMarket"]["getEModesHumanized"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "moneyMarket.getReserveData": declared<XSwap["moneyMarket"]["getReserveData"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "moneyMarket.getReserveNormalizedIncome": declared<
    XSwap["moneyMarket"]["getReserveNormalizedIncome"],
    HubReadErrorCode
  >(HUB_READ_ERROR_CODES),
  "moneyMarket.getReservesData": declared<XSwap["moneyMarket"]["getReservesData"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "moneyMarket.getReservesHumanized": declared<
    XSwap["moneyMarket"]["getReservesHumanized"],
    HubReadErrorCode
  >(HUB_READ_ERROR_CODES),
  "moneyMarket.getReservesList": declared<XSwap["moneyMarket"]["getReservesList"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "moneyMarket.getUserPositions": declared<XSwap["moneyMarket"]["getUserPositions"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "moneyMarket.getUserSummary": declared<XSwap["moneyMarket"]["getUserSummary"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "moneyMarket.isAllowanceValid": declared<XSwap["moneyMarket"]["isAllowanceValid"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "moneyMarket.repay": declared<XSwap["moneyMarket"]["repay"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "moneyMarket.repayWithATokens": declared<XSwap["moneyMarket"]["repayWithATokens"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "moneyMarket.setUserUseReserveAsCollateral": declared<
    XSwap["moneyMarket"]["setUserUseReserveAsCollateral"],
    HubWriteErrorCode
  >(HUB_WRITE_ERROR_CODES),
  "moneyMarket.supply": declared<XSwap["moneyMarket"]["supply"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "moneyMarket.withdraw": declared<XSwap["moneyMarket"]["withdraw"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "staking.approve": declared<XSwap["staking"]["approve"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "staking.cancelUnstake": declared<XSwap["staking"]["cancelUnstake"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "staking.claim": declared<XSwap["staking"]["claim"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "staking.getConvertedAssets": declared<XSwap["staking"]["getConvertedAssets"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "staking.getInstantUnstakeRatio": declared<XSwap["staking"]["getInstantUnstakeRatio"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "staking.getStakeRatio": declared<XSwap["staking"]["getStakeRatio"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "staking.getStakingConfig": declared<XSwap["staking"]["getStakingConfig"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "staking.getStakingInfo": declared<XSwap["staking"]["getStakingInfo"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "staking.getUnstakingInfo": declared<XSwap["staking"]["getUnstakingInfo"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "staking.getUnstakingInfoWithPenalty": declared<
    XSwap["staking"]["getUnstakingInfoWithPenalty"],
    HubReadErrorCode
  >(HUB_READ_ERROR_CODES),
  "staking.instantUnstake": declared<XSwap["staking"]["instantUnstake"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "staking.isAllowanceValid": declared<XSwap["staking"]["isAllowanceValid"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "staking.stake": declared<XSwap["staking"]["stake"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "staking.unstake": declared<XSwap["staking"]["unstake"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "dex.addLiquidity": declared<XSwap["dex"]["addLiquidity"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "dex.approve": declared<XSwap["dex"]["approve"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "dex.calculateLiquidityFromAmounts": declared<
    XSwap["dex"]["calculateLiquidityFromAmounts"],
    HubReadErrorCode
  >(HUB_READ_ERROR_CODES),
  "dex.calculateMaxAmountsForSlippage": declared<
    XSwap["dex"]["calculateMaxAmountsForSlippage"],
    HubReadErrorCode
  >(HUB_READ_ERROR_CODES),
  "dex.claimRewards": declared<XSwap["dex"]["claimRewards"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "dex.decreaseLiquidity": declared<XSwap["dex"]["decreaseLiquidity"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "dex.deposit": declared<XSwap["dex"]["deposit"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "dex.getDeposit": declared<XSwap["dex"]["getDeposit"], HubReadErrorCode>(HUB_READ_ERROR_CODES),
  "dex.getMintPositionEvent": declared<XSwap["dex"]["getMintPositionEvent"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "dex.getPoolData": declared<XSwap["dex"]["getPoolData"], HubReadErrorCode>(HUB_READ_ERROR_CODES),
  "dex.getPoolRewardConfig": declared<XSwap["dex"]["getPoolRewardConfig"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "dex.getPoolToken": declared<XSwap["dex"]["getPoolToken"], HubReadErrorCode>(HUB_READ_ERROR_CODES),
  "dex.getPosition": declared<XSwap["dex"]["getPosition"], HubReadErrorCode>(HUB_READ_ERROR_CODES),
  "dex.getSwapQuote": declared<XSwap["dex"]["getSwapQuote"], HubReadErrorCode>(HUB_READ_ERROR_CODES),
  "dex.getUnwrappedAmount": declared<XSwap["dex"]["getUnwrappedAmount"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "dex.getWrappedAmount": declared<XSwap["dex"]["getWrappedAmount"], HubReadErrorCode>(HUB_READ_ERROR_CODES),
  "dex.increaseLiquidity": declared<XSwap["dex"]["increaseLiquidity"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "dex.isAllowanceValid": declared<XSwap["dex"]["isAllowanceValid"], HubReadErrorCode>(HUB_READ_ERROR_CODES),
  "dex.isSodaAsXSodaInPool": declared<XSwap["dex"]["isSodaAsXSodaInPool"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "dex.priceToTick": declared<XSwap["dex"]["priceToTick"], HubReadErrorCode>(HUB_READ_ERROR_CODES),
  "dex.removeLiquidity": declared<XSwap["dex"]["removeLiquidity"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "dex.swap": declared<XSwap["dex"]["swap"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "dex.withdraw": declared<XSwap["dex"]["withdraw"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "swaps.getStatus": declared<XSwap["swaps"]["getStatus"], SwapTrackErrorCode>(SWAP_TRACK_ERROR_CODES),
  "swaps.getDetailedStatus": declared<XSwap["swaps"]["getDetailedStatus"], SwapTrackErrorCode>(
    SWAP_TRACK_ERROR_CODES,
  ),
  "swaps.estimateGas": declared<XSwap["swaps"]["estimateGas"], EstimateGasErrorCode>(
    ESTIMATE_GAS_ERROR_CODES,
  ),
  "moneyMarket.estimateGas": declared<XSwap["moneyMarket"]["estimateGas"], EstimateGasErrorCode>(
    ESTIMATE_GAS_ERROR_CODES,
  ),
  "spoke.estimateGas": declared<XSwap["spoke"]["estimateGas"], EstimateGasErrorCode>(
    ESTIMATE_GAS_ERROR_CODES,
  ),
  "bridge.buildBridgeData": declared<XSwap["bridge"]["buildBridgeData"], BridgeErrorCode>(BRIDGE_ERROR_CODES),
  "dex.calculateAmount0FromAmount1": declared<XSwap["dex"]["calculateAmount0FromAmount1"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "dex.calculateAmount1FromAmount0": declared<XSwap["dex"]["calculateAmount1FromAmount0"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "dex.getAssetsForPool": declared<XSwap["dex"]["getAssetsForPool"], HubReadErrorCode>(HUB_READ_ERROR_CODES),
  "dex.permit2Approve": declared<XSwap["dex"]["permit2Approve"], HubReadErrorCode>(HUB_READ_ERROR_CODES),
  "migration.migrateIcxToSoda": declared<XSwap["migration"]["migrateIcxToSoda"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "migration.revertMigrateSodaToIcx": declared<
    XSwap["migration"]["revertMigrateSodaToIcx"],
    HubWriteErrorCode
  >(HUB_WRITE_ERROR_CODES),
  "migration.approveRevertSodaToIcx": declared<
    XSwap["migration"]["approveRevertSodaToIcx"],
    HubWriteErrorCode
  >(HUB_WRITE_ERROR_CODES),
  "migration.migrateBaln": declared<XSwap["migration"]["migrateBaln"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "migration.migrateBnUSD": declared<XSwap["migration"]["migrateBnUSD"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "migration.stakeBalnLock": declared<XSwap["migration"]["stakeBalnLock"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "migration.unstakeBalnLock": declared<XSwap["migration"]["unstakeBalnLock"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "migration.claimBalnLock": declared<XSwap["migration"]["claimBalnLock"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "migration.claimUnstakedBalnLock": declared<XSwap["migration"]["claimUnstakedBalnLock"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "migration.cancelUnstakeBalnLock": declared<XSwap["migration"]["cancelUnstakeBalnLock"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "migration.call": declared<XSwap["migration"]["call"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "migration.getAvailableIcxMigrationAmount": declared<
    XSwap["migration"]["getAvailableIcxMigrationAmount"],
    HubReadErrorCode
  >(HUB_READ_ERROR_CODES),
  "migration.isRevertSodaToIcxAllowanceValid": declared<
    XSwap["migration"]["isRevertSodaToIcxAllowanceValid"],
    HubReadErrorCode
  >(HUB_READ_ERROR_CODES),
  "migration.getBalnLocks": declared<XSwap["migration"]["getBalnLocks"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "migration.encodeCancelUnstake": declared<XSwap["migration"]["encodeCancelUnstake"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "migration.encodeClaim": declared<XSwap["migration"]["encodeClaim"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "migration.encodeClaimUnstaked": declared<XSwap["migration"]["encodeClaimUnstaked"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "migration.encodeMigrate": declared<XSwap["migration"]["encodeMigrate"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "migration.encodeRevertMigration": declared<XSwap["migration"]["encodeRevertMigration"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "migration.encodeStake": declared<XSwap["migration"]["encodeStake"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "migration.encodeSwap": declared<XSwap["migration"]["encodeSwap"], HubReadErrorCode>(HUB_READ_ERROR_CODES),
  "migration.encodeUnstake": declared<XSwap["migration"]["encodeUnstake"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "partners.fetchBalances": declared<XSwap["partners"]["fetchBalances"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "partners.getAutoSwapPreferences": declared<XSwap["partners"]["getAutoSwapPreferences"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "partners.isTokenApproved": declared<XSwap["partners"]["isTokenApproved"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "partners.approveToken": declared<XSwap["partners"]["approveToken"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "partners.setSwapPreference": declared<XSwap["partners"]["setSwapPreference"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "partners.claim": declared<XSwap["partners"]["claim"], HubWriteErrorCode>(HUB_WRITE_ERROR_CODES),
  "recovery.fetchHubAssetBalances": declared<XSwap["recovery"]["fetchHubAssetBalances"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "recovery.withdrawHubAsset": declared<XSwap["recovery"]["withdrawHubAsset"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "leverageYield.isAllowanceValid": declared<XSwap["leverageYield"]["isAllowanceValid"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "leverageYield.getPosition": declared<XSwap["leverageYield"]["getPosition"], HubReadErrorCode>(
    HUB_READ_ERROR_CODES,
  ),
  "leverageYield.approve": declared<XSwap["leverageYield"]["approve"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "leverageYield.deposit": declared<XSwap["leverageYield"]["deposit"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "leverageYield.withdraw": declared<XSwap["leverageYield"]["withdraw"], HubWriteErrorCode>(
    HUB_WRITE_ERROR_CODES,
  ),
  "sponsoring.setHeaders": declared<XSwap["sponsoring"]["setHeaders"], SetHeadersErrorCode>(
    SET_HEADERS_ERROR_CODES,
  ),
  "sponsoring.getStellarSponsorConfig": declared<
    XSwap["sponsoring"]["getStellarSponsorConfig"],
    SponsoringErrorCode
  >(SPONSORING_ERROR_CODES),
  "sponsoring.isStellarAccountActive": declared<
    XSwap["sponsoring"]["isStellarAccountActive"],
    SponsoringErrorCode
  >(SPONSORING_ERROR_CODES),
  "sponsoring.getStellarAccountStatus": declared<
    XSwap["sponsoring"]["getStellarAccountStatus"],
    SponsoringErrorCode
  >(SPONSORING_ERROR_CODES),
  "sponsoring.activateStellarAccount": declared<
    XSwap["sponsoring"]["activateStellarAccount"],
    SponsoringErrorCode
  >(SPONSORING_ERROR_CODES),
  "backendApi.setHeaders": declared<XSwap["backendApi"]["setHeaders"], SetHeadersErrorCode>(
    SET_HEADERS_ERROR_CODES,
  ),
  "backendApi.getIntentByTxHash": declared<XSwap["backendApi"]["getIntentByTxHash"], BackendApiErrorCode>(
    BACKEND_API_ERROR_CODES,
  ),
  "backendApi.getAllConfig": declared<XSwap["backendApi"]["getAllConfig"], BackendApiErrorCode>(
    BACKEND_API_ERROR_CODES,
  ),
  "backendApi.submitSwapTx": declared<XSwap["backendApi"]["submitSwapTx"], BackendApiErrorCode>(
    BACKEND_API_ERROR_CODES,
  ),
  "backendApi.getSubmitSwapTxStatus": declared<
    XSwap["backendApi"]["getSubmitSwapTxStatus"],
    BackendApiErrorCode
  >(BACKEND_API_ERROR_CODES),
  "backendApi.submitBridgeTx": declared<XSwap["backendApi"]["submitBridgeTx"], BackendApiErrorCode>(
    BACKEND_API_ERROR_CODES,
  ),
  "backendApi.getSubmitBridgeTxStatus": declared<
    XSwap["backendApi"]["getSubmitBridgeTxStatus"],
    BackendApiErrorCode
  >(BACKEND_API_ERROR_CODES),
  "backendApi.getOracleMarkets": declared<XSwap["backendApi"]["getOracleMarkets"], BackendApiErrorCode>(
    BACKEND_API_ERROR_CODES,
  ),
  "backendApi.getOracleCandles": declared<XSwap["backendApi"]["getOracleCandles"], BackendApiErrorCode>(
    BACKEND_API_ERROR_CODES,
  ),
  "backendApi.getSolverOracle": declared<XSwap["backendApi"]["getSolverOracle"], BackendApiErrorCode>(
    BACKEND_API_ERROR_CODES,
  ),
  "backendApi.getChains": declared<XSwap["backendApi"]["getChains"], BackendApiErrorCode>(
    BACKEND_API_ERROR_CODES,
  ),
  "backendApi.getSwapTokens": declared<XSwap["backendApi"]["getSwapTokens"], BackendApiErrorCode>(
    BACKEND_API_ERROR_CODES,
  ),
  "backendApi.getSwapTokensByChainId": declared<
    XSwap["backendApi"]["getSwapTokensByChainId"],
    BackendApiErrorCode
  >(BACKEND_API_ERROR_CODES),
  "backendApi.getMoneyMarketTokens": declared<
    XSwap["backendApi"]["getMoneyMarketTokens"],
    BackendApiErrorCode
  >(BACKEND_API_ERROR_CODES),
  "backendApi.getMoneyMarketTokensByChainId": declared<
    XSwap["backendApi"]["getMoneyMarketTokensByChainId"],
    BackendApiErrorCode
  >(BACKEND_API_ERROR_CODES),
  "backendApi.getMoneyMarketReserveAssets": declared<
    XSwap["backendApi"]["getMoneyMarketReserveAssets"],
    BackendApiErrorCode
  >(BACKEND_API_ERROR_CODES),
  "backendApi.getRelayChainIdMap": declared<XSwap["backendApi"]["getRelayChainIdMap"], BackendApiErrorCode>(
    BACKEND_API_ERROR_CODES,
  ),
  "backendApi.getSpokeChainConfig": declared<XSwap["backendApi"]["getSpokeChainConfig"], BackendApiErrorCode>(
    BACKEND_API_ERROR_CODES,
  ),
  "backendApi.getMoneyMarketPosition": declared<
    XSwap["backendApi"]["getMoneyMarketPosition"],
    BackendApiErrorCode
  >(BACKEND_API_ERROR_CODES),
  "backendApi.getAllMoneyMarketAssets": declared<
    XSwap["backendApi"]["getAllMoneyMarketAssets"],
    BackendApiErrorCode
  >(BACKEND_API_ERROR_CODES),
  "backendApi.getMoneyMarketAsset": declared<XSwap["backendApi"]["getMoneyMarketAsset"], BackendApiErrorCode>(
    BACKEND_API_ERROR_CODES,
  ),
  "backendApi.getMoneyMarketAssetBorrowers": declared<
    XSwap["backendApi"]["getMoneyMarketAssetBorrowers"],
    BackendApiErrorCode
  >(BACKEND_API_ERROR_CODES),
  "backendApi.getMoneyMarketAssetSuppliers": declared<
    XSwap["backendApi"]["getMoneyMarketAssetSuppliers"],
    BackendApiErrorCode
  >(BACKEND_API_ERROR_CODES),
  "backendApi.getAllMoneyMarketBorrowers": declared<
    XSwap["backendApi"]["getAllMoneyMarketBorrowers"],
    BackendApiErrorCode
  >(BACKEND_API_ERROR_CODES),
  "backendApi.getIntentByHash": declared<XSwap["backendApi"]["getIntentByHash"], BackendApiErrorCode>(
    BACKEND_API_ERROR_CODES,
  ),
  "backendApi.getUserIntents": declared<XSwap["backendApi"]["getUserIntents"], BackendApiErrorCode>(
    BACKEND_API_ERROR_CODES,
  ),
  "backendApi.getAllUserIntents": declared<XSwap["backendApi"]["getAllUserIntents"], BackendApiErrorCode>(
    BACKEND_API_ERROR_CODES,
  ),
  "backendApi.getOrderbook": declared<XSwap["backendApi"]["getOrderbook"], BackendApiErrorCode>(
    BACKEND_API_ERROR_CODES,
  ),
  "hubProvider.getUserHubWalletAddress": declared<
    XSwap["hubProvider"]["getUserHubWalletAddress"],
    HubProviderErrorCode
  >(HUB_PROVIDER_ERROR_CODES),
  "hubProvider.getSwapDeadline": declared<XSwap["hubProvider"]["getSwapDeadline"], HubProviderErrorCode>(
    HUB_PROVIDER_ERROR_CODES,
  ),
  "hubProvider.getTransactionReceipt": declared<
    XSwap["hubProvider"]["getTransactionReceipt"],
    HubProviderErrorCode
  >(HUB_PROVIDER_ERROR_CODES),
  "hubProvider.readContract": declared<XSwap["hubProvider"]["readContract"], HubProviderErrorCode>(
    HUB_PROVIDER_ERROR_CODES,
  ),
};
