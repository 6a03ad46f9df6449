/**
 * `createInjectiveBridgeDeposit`: a bridge from Injective is an asset-manager deposit of the gross amount whose
 * hub call list (partner fee, vault deposit/withdraw, then a hub transfer or an asset-manager transfer to the
 * destination spoke) is the EVM family's (`buildEvmBridgeDeposit`, fed only the hub-side fields: its spoke-side
 * fields are EVM placeholders here, and the Injective deposit carrying the list is built by `execute_msg.ts`).
 * Raw mode returns the unsigned `{family: "INJECTIVE", ...}` tx without I/O.
 *
 * @example A raw bridge of INJ to the hub
 * ```ts
 * import assert from "node:assert/strict";
 * import { createInjectiveBridgeDeposit } from "./bridge_deposit.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await createInjectiveBridgeDeposit(
 *   { restUrl: "http://lcd.test", addresses: { assetManager: "inj1dg6tm62uup53wn2kn97caeqfwt0sukx3qjk8rw" } },
 *   { dstChainKey: "sonic", inputToken: "inj", hubInputToken: a, hubOutputToken: a, hubVault: a, amount: 10n,
 *     srcAddress: "inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rp", dstAddress: a, creator: a, hubAssetManager: a,
 *     raw: true },
 *   undefined,
 * );
 * assert.ok(r.ok && r.value.raw && "family" in r.value.tx && r.value.tx.funds[0]?.amount === "10");
 * ```
 * @module
 */
import type { Hex } from "viem";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidInjectiveAddress } from "../address/injective.ts";
import { buildEvmBridgeDeposit } from "../hub/bridge_hub_calls.ts";
import type { SpokeBridgeDepositParams, SpokeBridgeDepositResult } from "../spoke/spoke_adapter.ts";
import type { InjectiveWalletProvider } from "./wallet.ts";
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
import { buildInjectiveDepositRequest } from "./execute_msg.ts";
import { buildInjectiveUnsignedTx } from "./execute_tx.ts";
import { withChainKey } from "./swap_intent.ts";

const OPERATION = "send bridge deposit";
/** Stands in for the spoke-side EVM fields of the shared hub call builder (they never reach the payload). */
const PLACEHOLDER = "0x0000000000000000000000000000000000000001";

/**
 * Builds the bridge deposit and, unless `params.raw`, checks the wallet is `srcAddress` and sends it.
 *
 * @param config REST root, contracts, listed tokens, transport
 * @param params see {@link SpokeBridgeDepositParams}
 * @param wallet the signer; unused when raw
 * @returns the tx hash or the raw tx, fee and relay data; failures (all with `context.chainKey`): `ABORTED`,
 *   `INVALID_ADDRESS` (srcAddress, inputToken, hub fields), `UNSUPPORTED_TOKEN`, `INVALID_AMOUNT` (amount, or
 *   above the balance), `INVALID_FEE`, `INVALID_CONFIG`, `WALLET_ERROR`
 */
export async function createInjectiveBridgeDeposit(
  config: InjectiveWriteConfig,
  params: SpokeBridgeDepositParams,
  wallet: InjectiveWalletProvider | undefined,
): Promise<Result<SpokeBridgeDepositResult, ClientError>> {
  const context = injectiveContext({ dstChainKey: params?.dstChainKey });
  const aborted = () =>
    err(
      new ClientError("ABORTED", `Cannot ${OPERATION}: aborted`, {
        context: { ...(context as Readonly<Record<string, unknown>>) },
        cause: params.signal?.reason,
      }),
    );
  if (params.signal?.aborted) return aborted();
  if (!isValidInjectiveAddress(params.srcAddress)) {
    return err(failure("INVALID_ADDRESS", OPERATION, "srcAddress is not an Injective address", context, {
      field: "srcAddress",
      value: describeValue(params.srcAddress),
    }));
  }
  const bad = checkDeposit(
    config,
    params.inputToken,
    params.amount,
    {
      token: "inputToken",
      amount: "amount",
    },
    OPERATION,
    context,
  );
  if (bad) return err(bad);
  const assetManager = contractOf(config, "assetManager", OPERATION, context);
  if (!assetManager.ok) return assetManager;
  const hub = buildEvmBridgeDeposit({
    ...params,
    srcChainKey: "injective-1",
    inputToken: PLACEHOLDER,
    srcAddress: PLACEHOLDER,
    assetManager: PLACEHOLDER,
    nativeToken: PLACEHOLDER,
  });
  if (!hub.ok) return err(withChainKey(hub.error));
  const { feeAmount, relayData } = hub.value;
  const request = buildInjectiveDepositRequest({
    assetManager: assetManager.value,
    token: params.inputToken,
    amount: params.amount,
    hubWallet: relayData.address.toLowerCase() as Hex,
    payload: relayData.payload,
  });
  const relay = { address: relayData.address.toLowerCase(), payload: relayData.payload };
  if (params.raw) {
    return ok({
      raw: true,
      tx: buildInjectiveUnsignedTx(params.srcAddress, request),
      feeAmount,
      relayData: relay,
    });
  }
  if (wallet === undefined) {
    return err(
      failure("WALLET_ERROR", OPERATION, "no wallet provider", context, { phase: "getWalletAddress" }),
    );
  }
  const from = await injectiveWalletAddress(wallet, OPERATION, context);
  if (!from.ok) return from;
  if (from.value !== params.srcAddress) {
    return err(failure("WALLET_ERROR", OPERATION, "the wallet is not srcAddress", context, {
      phase: "getWalletAddress",
      walletAddress: from.value,
      srcAddress: params.srcAddress,
    }));
  }
  const short = await checkSpendable(
    config,
    params.srcAddress,
    params.inputToken,
    params.amount,
    OPERATION,
    context,
    params.signal,
  );
  if (short) return err(short);
  if (params.signal?.aborted) return aborted();
  const sent = await sendInjectiveExecute(wallet, request, OPERATION, {
    ...context,
    from: params.srcAddress,
  });
  if (!sent.ok) return sent;
  return ok({ raw: false, txHash: sent.value, feeAmount, relayData: relay });
}
