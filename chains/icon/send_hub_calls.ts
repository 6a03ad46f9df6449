/**
 * `sendIconHubCalls`: the ICON adapter's `sendHubCalls` (hub-service writes from ICON). With a deposit it is the
 * asset-manager deposit `transfer(_to = assetManager, _value, _data = rlp([payload, hubWallet]))` on the token
 * (native ICX: on wICX with the amount as `value`); without one it is `sendMessage(0x92, hubWallet, payload)` on
 * the connection (see `call_request.ts` for where these facts come from). Raw mode returns
 * `{family: "ICON", params}`: the `icx_sendTransaction` params without the signature, stamped with `now()`.
 *
 * @example Raw message
 * ```ts
 * import assert from "node:assert/strict";
 * import { sendIconHubCalls } from "./send_hub_calls.ts";
 * const r = await sendIconHubCalls(
 *   { nid: "0x1", addresses: { connection: `cx${"04".repeat(20)}` } },
 *   { srcAddress: `hx${"ab".repeat(20)}`, hubWallet: `0x${"11".repeat(20)}`, payload: "0x12", raw: true },
 *   undefined,
 *   { now: () => 1 },
 * );
 * assert.ok(r.ok && r.value.raw && r.value.tx.family === "ICON" && r.value.tx.params.to === `cx${"04".repeat(20)}`);
 * ```
 * @module
 */
import { type Hex, isAddress, isHex } from "viem";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError, type ErrorCode, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidIconAddress } from "../address/icon.ts";
import type { SpokeHubCallParams, SpokeHubCallResult } from "../spoke/spoke_adapter.ts";
import type { IconCallRequest, IconWalletProvider } from "./wallet.ts";
import { iconWalletAddress, sendIconCall } from "./_send_call.ts";
import { buildIconDepositCall, buildIconMessageCall, toIconTransactionParams } from "./call_request.ts";
import { type IconDepositChainConfig, iconDepositContracts } from "./swap_intent.ts";
import { ICON_NATIVE_TOKEN } from "./token_reads.ts";

const OPERATION = "send hub calls";

/**
 * Builds and (unless `params.raw`) sends the hub-call transaction.
 *
 * @param config network id, contracts, native token id
 * @param params see {@link SpokeHubCallParams}
 * @param wallet the signer (unused when raw)
 * @param options `now` stamps raw transactions (@default Date.now)
 * @returns the tx hash or the raw tx, with the relay data `{address: hubWallet, payload}`; failures: `ABORTED`,
 *   `INVALID_ADDRESS` (srcAddress, hubWallet, deposit token), `VALIDATION_FAILED` (payload not hex),
 *   `INVALID_AMOUNT` (deposit amount not a bigint > 0), `INVALID_CONFIG` (no asset manager, wICX or connection),
 *   `WALLET_ERROR` (no wallet, not srcAddress, rejected, no hash)
 */
export async function sendIconHubCalls(
  config: IconDepositChainConfig,
  params: SpokeHubCallParams,
  wallet: IconWalletProvider | undefined,
  options: { now?: (() => number) | undefined } = {},
): Promise<Result<SpokeHubCallResult, ClientError>> {
  const context = { chainKey: "0x1.icon", action: "sendHubCalls" };
  const fail = (code: ErrorCode, message: string, extra: ErrorContextFields) =>
    err(
      new ClientError(code, `Cannot ${OPERATION}: ${message}`, {
        context: {
          ...(context as Readonly<Record<string, unknown>>),
          ...(extra as Readonly<Record<string, unknown>>),
        },
      }),
    );
  const p = (params ?? {}) as Partial<SpokeHubCallParams>;
  if (p.signal?.aborted) {
    return err(
      new ClientError("ABORTED", `Cannot ${OPERATION}: aborted`, { context, cause: p.signal.reason }),
    );
  }
  if (typeof p.srcAddress !== "string" || !/^hx[0-9a-f]{40}$/.test(p.srcAddress)) {
    return fail("INVALID_ADDRESS", "srcAddress is not an ICON wallet (hx...)", {
      field: "srcAddress",
      value: describeValue(p.srcAddress),
    });
  }
  if (typeof p.hubWallet !== "string" || !isAddress(p.hubWallet, { strict: false })) {
    return fail("INVALID_ADDRESS", "hubWallet is not an EVM address", {
      field: "hubWallet",
      value: describeValue(p.hubWallet),
    });
  }
  if (typeof p.payload !== "string" || !isHex(p.payload, { strict: true })) {
    return fail("VALIDATION_FAILED", "payload is not hex", { field: "payload" });
  }
  const hubWallet = p.hubWallet as Hex;
  const payload = p.payload as Hex;
  let request: IconCallRequest;
  if (p.deposit !== undefined) {
    const { token, amount } = p.deposit ?? {};
    if (!isValidIconAddress(token)) {
      return fail("INVALID_ADDRESS", "deposit.token is not an ICON contract", {
        field: "deposit.token",
        value: describeValue(token),
      });
    }
    if (typeof amount !== "bigint" || amount <= 0n || amount >= 1n << 256n) {
      return fail("INVALID_AMOUNT", "deposit.amount must be a bigint in (0, 2^256)", {
        field: "deposit.amount",
        value: describeValue(amount),
      });
    }
    const contracts = iconDepositContracts(config, token, OPERATION);
    if (!contracts.ok) return contracts;
    request = buildIconDepositCall({
      from: p.srcAddress,
      nid: config.nid,
      token,
      amount,
      hubWallet,
      payload,
      addresses: contracts.value,
      nativeToken: config.nativeToken ?? ICON_NATIVE_TOKEN,
    });
  } else {
    const connection = config.addresses.connection;
    if (!isValidIconAddress(connection)) {
      return fail("INVALID_CONFIG", "no ICON connection configured", { field: "addresses.connection" });
    }
    request = buildIconMessageCall({
      from: p.srcAddress,
      nid: config.nid,
      connection,
      hubWallet,
      payload,
      hubRelayChainId: p.hubRelayChainId,
    });
  }
  const relayData = { address: hubWallet, payload };
  if (p.raw === true) {
    const params = toIconTransactionParams(request, { timestampMs: (options.now ?? Date.now)() });
    return ok({ raw: true, tx: { family: "ICON", params: { ...params } }, relayData });
  }
  if (wallet === undefined) return fail("WALLET_ERROR", "no wallet provider", { phase: "getWalletAddress" });
  const from = await iconWalletAddress(wallet, OPERATION, context, isValidIconAddress);
  if (!from.ok) return from;
  if (from.value !== p.srcAddress) {
    return fail("WALLET_ERROR", "the wallet is not srcAddress", {
      phase: "getWalletAddress",
      walletAddress: from.value,
      srcAddress: p.srcAddress,
    });
  }
  if (p.signal?.aborted) {
    return err(
      new ClientError("ABORTED", `Cannot ${OPERATION}: aborted`, { context, cause: p.signal.reason }),
    );
  }
  const sent = await sendIconCall(wallet, request, OPERATION, { ...context, from: p.srcAddress });
  if (!sent.ok) return sent;
  return ok({ raw: false, txHash: sent.value, relayData });
}
