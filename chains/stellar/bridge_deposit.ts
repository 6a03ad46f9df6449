/**
 * The Stellar bridge deposit: the asset manager's Soroban `transfer(from, token, amount, to, data)` a swap and a
 * hub write send, carrying the bridge's hub call list (`buildEvmBridgeDeposit`: vault deposit, optional partner
 * fee in vault shares, withdrawal, asset manager transfer to the destination), sent with the Stellar hub-call
 * sender (`send_hub_calls.ts`). Raw mode answers the unsigned envelope (XDR, base64) as the summary's `data`, the
 * platform's raw Stellar shape (`{from, to: asset manager, value, data}`).
 *
 * @example Bad input fails before any request
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStellarBridgeDeposit } from "./bridge_deposit.ts";
 * const send = () => Promise.reject(new Error("never sent"));
 * const r = await createStellarBridgeDeposit({ addresses: {} }, send, { srcAddress: "G" } as never, undefined);
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS");
 * ```
 * @module
 */
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidStellarAddress } from "../address/stellar.ts";
import { buildSpokeBridgeRelayData } from "../hub/bridge_hub_calls.ts";
import type { SpokeBridgeDepositParams, SpokeBridgeDepositResult } from "../spoke/spoke_adapter.ts";
import type { StellarHubCallSender } from "./send_hub_calls.ts";
import type { StellarWalletProvider } from "./wallet.ts";

const OPERATION = "send bridge deposit";

/**
 * Builds the bridge's hub call list and sends it with a Stellar deposit of `params.inputToken` (or returns the
 * unsigned envelope with `params.raw`).
 *
 * @param config the Stellar chain's contract ids (`addresses.assetManager`) and native token
 * @param send the adapter's hub-call sender
 * @param params the bridge deposit (`dstAddress` already encoded in `encodedDstAddress` for other families)
 * @param wallet the Stellar wallet (not needed with `raw`)
 * @returns the sent tx hash, or the raw envelope, with the fee and relay data; failures: `INVALID_ADDRESS`
 *   (`srcAddress`), `INVALID_AMOUNT`, the hub call list's codes, the sender's codes
 */
export async function createStellarBridgeDeposit(
  config: { addresses: Readonly<Record<string, string>>; nativeToken?: string | undefined },
  send: StellarHubCallSender,
  params: SpokeBridgeDepositParams,
  wallet: StellarWalletProvider | undefined,
): Promise<Result<SpokeBridgeDepositResult, ClientError>> {
  const context = { chainKey: "stellar", dstChainKey: params?.dstChainKey };
  if (!isValidStellarAddress(params?.srcAddress)) {
    return err(
      new ClientError("INVALID_ADDRESS", `Cannot ${OPERATION}: srcAddress is not a Stellar account`, {
        context: { ...context, field: "srcAddress", value: describeValue(params?.srcAddress) },
      }),
    );
  }
  if (typeof params.amount !== "bigint" || params.amount <= 0n) {
    return err(
      new ClientError("INVALID_AMOUNT", `Cannot ${OPERATION}: amount must be a positive bigint`, {
        context: { ...context, field: "amount", value: describeValue(params.amount) },
      }),
    );
  }
  const built = buildSpokeBridgeRelayData("stellar", params);
  if (!built.ok) return built;
  const { feeAmount, relayData } = built.value;
  const sent = await send({
    srcAddress: params.srcAddress,
    hubWallet: relayData.address,
    payload: relayData.payload,
    deposit: { token: params.inputToken, amount: params.amount },
    raw: params.raw,
    signal: params.signal,
  }, wallet);
  if (!sent.ok) return sent;
  if (!sent.value.raw) return ok({ raw: false, txHash: sent.value.txHash, feeAmount, relayData });
  const xdr = sent.value.tx.family === "STELLAR" ? sent.value.tx.xdr : "";
  const native = config.nativeToken !== undefined && params.inputToken === config.nativeToken;
  return ok({
    raw: true,
    tx: {
      from: params.srcAddress,
      to: config.addresses.assetManager ?? "",
      value: native ? params.amount : 0n,
      data: xdr,
    },
    feeAmount,
    relayData,
  });
}
