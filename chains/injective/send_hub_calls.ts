/**
 * `sendInjectiveHubCalls`: the Injective adapter's `sendHubCalls` (hub-service writes from Injective). With a
 * deposit it is the asset-manager `transfer` with the coin attached and the call list as `data`; without one it
 * is the connection's `send_message` to the hub (see `execute_msg.ts`). Raw mode returns the unsigned
 * `{family: "INJECTIVE", sender, contract, msg, funds, bodyBytes}` without any I/O.
 *
 * @example Raw message
 * ```ts
 * import assert from "node:assert/strict";
 * import { sendInjectiveHubCalls } from "./send_hub_calls.ts";
 * const r = await sendInjectiveHubCalls(
 *   { restUrl: "http://lcd.test", addresses: { connection: "inj1eexvfglsptxwfj9hft96xcnsdrvr7d7dalcm8w" } },
 *   { srcAddress: "inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rp", hubWallet: `0x${"11".repeat(20)}`, payload: "0x12", raw: true },
 *   undefined,
 * );
 * assert.ok(r.ok && r.value.raw && r.value.tx.family === "INJECTIVE" && "send_message" in r.value.tx.msg);
 * ```
 * @module
 */
import { type Hex, isAddress, isHex } from "viem";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidInjectiveAddress } from "../address/injective.ts";
import type { SpokeHubCallParams, SpokeHubCallResult } from "../spoke/spoke_adapter.ts";
import type { InjectiveExecuteRequest, InjectiveWalletProvider } from "./wallet.ts";
import {
  checkDeposit,
  checkSpendable,
  contractOf,
  failure,
  injectiveContext,
  injectiveWalletAddress,
  type InjectiveWriteConfig,
  sendInjectiveExecute,
} from "./_wallet_steps.ts";
import { buildInjectiveDepositRequest, buildInjectiveMessageRequest } from "./execute_msg.ts";
import { buildInjectiveUnsignedTx } from "./execute_tx.ts";

const OPERATION = "send hub calls";

/**
 * Builds and (unless `params.raw`) sends the hub-call transaction.
 *
 * @param config REST root, contracts, listed tokens, transport
 * @param params see {@link SpokeHubCallParams}
 * @param wallet the signer (unused when raw)
 * @returns the tx hash or the raw tx, with the relay data `{address: hubWallet, payload}`; failures (all with
 *   `context.chainKey`): `ABORTED`, `INVALID_ADDRESS` (srcAddress, hubWallet, deposit token), `UNSUPPORTED_TOKEN`,
 *   `VALIDATION_FAILED` (payload not hex), `INVALID_AMOUNT` (amount, or above the balance), `INVALID_CONFIG` (no
 *   asset manager or connection), `WALLET_ERROR` (no wallet, not srcAddress, rejected, no hash)
 */
export async function sendInjectiveHubCalls(
  config: InjectiveWriteConfig,
  params: SpokeHubCallParams,
  wallet: InjectiveWalletProvider | undefined,
): Promise<Result<SpokeHubCallResult, ClientError>> {
  const context = injectiveContext({ action: "sendHubCalls" });
  const p = (params ?? {}) as Partial<SpokeHubCallParams>;
  const aborted = () =>
    err(
      new ClientError("ABORTED", `Cannot ${OPERATION}: aborted`, {
        context: { ...(context as Readonly<Record<string, unknown>>) },
        cause: p.signal?.reason,
      }),
    );
  if (p.signal?.aborted) return aborted();
  if (!isValidInjectiveAddress(p.srcAddress)) {
    return err(failure("INVALID_ADDRESS", OPERATION, "srcAddress is not an Injective address", context, {
      field: "srcAddress",
      value: describeValue(p.srcAddress),
    }));
  }
  if (typeof p.hubWallet !== "string" || !isAddress(p.hubWallet, { strict: false })) {
    return err(failure("INVALID_ADDRESS", OPERATION, "hubWallet is not an EVM address", context, {
      field: "hubWallet",
      value: describeValue(p.hubWallet),
    }));
  }
  if (typeof p.payload !== "string" || !isHex(p.payload, { strict: true }) || p.payload.length % 2 !== 0) {
    return err(
      failure("VALIDATION_FAILED", OPERATION, "payload is not hex bytes", context, { field: "payload" }),
    );
  }
  const srcAddress = p.srcAddress as string;
  const hubWallet = p.hubWallet.toLowerCase() as Hex;
  const payload = p.payload as Hex;
  let request: InjectiveExecuteRequest;
  if (p.deposit !== undefined) {
    const { token, amount } = p.deposit ?? {};
    const bad = checkDeposit(
      config,
      token,
      amount,
      { token: "deposit.token", amount: "deposit.amount" },
      OPERATION,
      context,
    );
    if (bad) return err(bad);
    const assetManager = contractOf(config, "assetManager", OPERATION, context);
    if (!assetManager.ok) return assetManager;
    request = buildInjectiveDepositRequest({
      assetManager: assetManager.value,
      token: token as string,
      amount: amount as bigint,
      hubWallet,
      payload,
    });
  } else {
    const connection = contractOf(config, "connection", OPERATION, context);
    if (!connection.ok) return connection;
    request = buildInjectiveMessageRequest({
      connection: connection.value,
      hubWallet,
      payload,
      hubRelayChainId: p.hubRelayChainId,
    });
  }
  const relayData = { address: hubWallet, payload };
  if (p.raw === true) return ok({ raw: true, tx: buildInjectiveUnsignedTx(srcAddress, request), relayData });
  if (wallet === undefined) {
    return err(
      failure("WALLET_ERROR", OPERATION, "no wallet provider", context, { phase: "getWalletAddress" }),
    );
  }
  const from = await injectiveWalletAddress(wallet, OPERATION, context);
  if (!from.ok) return from;
  if (from.value !== srcAddress) {
    return err(failure("WALLET_ERROR", OPERATION, "the wallet is not srcAddress", context, {
      phase: "getWalletAddress",
      walletAddress: from.value,
      srcAddress,
    }));
  }
  if (p.deposit !== undefined) {
    const short = await checkSpendable(
      config,
      srcAddress,
      p.deposit.token,
      p.deposit.amount,
      OPERATION,
      context,
      p.signal,
    );
    if (short) return err(short);
  }
  if (p.signal?.aborted) return aborted();
  const sent = await sendInjectiveExecute(wallet, request, OPERATION, { ...context, from: srcAddress });
  if (!sent.ok) return sent;
  return ok({ raw: false, txHash: sent.value, relayData });
}
