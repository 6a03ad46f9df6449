/**
 * The codes the hub-service methods declare (`client.moneyMarket`, `client.staking`, `client.dex`, the swaps'
 * cancel and the bridge's reads): a write sends a spoke transaction and relays it to the hub, a read calls the hub
 * or a spoke chain. Their code loads on first use, so `INTEGRATION_ERROR` (a chunk that failed to load) is in both.
 *
 * @example A write's failure narrows
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import { HUB_WRITE_ERROR_CODES } from "./error_codes.ts";
 * const r = await new XSwap({}).moneyMarket.supply({ srcChainKey: "mars", token: "0x1", amount: 1n } as never);
 * assert.ok(!r.ok && HUB_WRITE_ERROR_CODES.includes(r.error.code));
 * ```
 * @module
 */
import {
  CHAIN_WRITE_CODES,
  type ChainWriteErrorCode,
  errorCodeList,
  GUARD_CODES,
  type GuardErrorCode,
  INPUT_CODES,
  type InputErrorCode,
  RELAY_STEP_CODES,
  type RelayStepErrorCode,
  TRANSPORT_CODES,
  type TransportErrorCode,
} from "../../core/error_code_lists.ts";

/**
 * What a hub-service write can fail with (supply, borrow, stake, add liquidity, cancel an intent, ...): bad input,
 * the spoke transaction, the relay (raw: `SUBMIT_TX_FAILED`, `RELAY_TIMEOUT`), the backend (`EXTERNAL_API_ERROR`),
 * the transport, a failed load (`INTEGRATION_ERROR`).
 */
export type HubWriteErrorCode =
  | GuardErrorCode
  | InputErrorCode
  | TransportErrorCode
  | ChainWriteErrorCode
  | RelayStepErrorCode
  | "EXTERNAL_API_ERROR"
  | "INTEGRATION_ERROR";
/** {@link HubWriteErrorCode} as a list. */
export const HUB_WRITE_ERROR_CODES: readonly HubWriteErrorCode[] = errorCodeList<HubWriteErrorCode>({
  ...GUARD_CODES,
  ...INPUT_CODES,
  ...TRANSPORT_CODES,
  ...CHAIN_WRITE_CODES,
  ...RELAY_STEP_CODES,
  EXTERNAL_API_ERROR: true,
  INTEGRATION_ERROR: true,
});

/**
 * What a hub-service read or encoder can fail with: bad input, the hub or spoke read (transport), a chain without
 * the operation or without its SDK, a failed load (`INTEGRATION_ERROR`).
 */
export type HubReadErrorCode =
  | GuardErrorCode
  | InputErrorCode
  | TransportErrorCode
  | "UNSUPPORTED_CHAIN_OPERATION"
  | "CHAIN_SDK_MISSING"
  | "INTEGRATION_ERROR";
/** {@link HubReadErrorCode} as a list. */
export const HUB_READ_ERROR_CODES: readonly HubReadErrorCode[] = errorCodeList<HubReadErrorCode>({
  ...GUARD_CODES,
  ...INPUT_CODES,
  ...TRANSPORT_CODES,
  UNSUPPORTED_CHAIN_OPERATION: true,
  CHAIN_SDK_MISSING: true,
  INTEGRATION_ERROR: true,
});
