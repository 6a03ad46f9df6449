/**
 * `createBitcoinBridgeDeposit`: the Bitcoin adapter's `createBridgeDeposit`. The hub call list is the one every
 * spoke's bridge deposit runs (fee transfer, vault swap, delivery to the destination; built by the chain-neutral
 * part of `buildEvmBridgeDeposit`, whose EVM-only fields only shape an EVM transaction we do not use), and the
 * Bitcoin side is the split transaction of `send_hub_calls.ts`: a payment of `amount` sats to the asset manager
 * with the `OP_RETURN` commitment of that call list.
 *
 * @example A rune cannot be bridged from this spoke
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEsploraClient } from "./esplora.ts";
 * import { createBitcoinBridgeDeposit } from "./bridge_deposit.ts";
 * const esplora = createEsploraClient("http://node.local", { fetch: () => Promise.reject(new Error("unused")) });
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await createBitcoinBridgeDeposit({ esplora, assetManager: "bc1q", nativeToken: "BTC" }, {
 *   dstChainKey: "0x2105.base", inputToken: "897442:43", hubInputToken: a, hubOutputToken: a, hubVault: a,
 *   amount: 10_000n, srcAddress: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", dstAddress: a, creator: a,
 *   hubAssetManager: a,
 * }, undefined);
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_TOKEN");
 * ```
 * @module
 */
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidBitcoinAddress } from "../address/bitcoin.ts";
import { buildEvmBridgeDeposit } from "../hub/bridge_hub_calls.ts";
import type { SpokeBridgeDepositParams, SpokeBridgeDepositResult } from "../spoke/spoke_adapter.ts";
import type { BitcoinWalletProvider } from "./wallet.ts";
import { sendBitcoinHubCalls } from "./send_hub_calls.ts";
import { type BitcoinIntentDeps, MAX_BITCOIN_SATS } from "./swap_intent.ts";
import { isNativeBitcoinToken } from "./token_reads.ts";

/** Stands in for the EVM-only fields of `buildEvmBridgeDeposit` (they do not reach the hub call list). */
const UNUSED_EVM_FIELD = "0x0000000000000000000000000000000000000000";

/**
 * Builds the deposit and, unless `params.raw`, signs and sends it.
 *
 * @param deps node, asset manager, native token id, exchange
 * @param params the chain-neutral bridge parameters
 * @param wallet the signer (optional with `raw` in USER mode)
 * @returns the txid or the unsigned PSBT (both the platform SDK's `{from, to, value, data: psbt}` shape and
 *   `psbt`); failures: `UNSUPPORTED_TOKEN`, `INVALID_ADDRESS` (`srcAddress`), `INVALID_AMOUNT`, `INVALID_FEE`,
 *   and the codes of `sendBitcoinHubCalls`
 */
export async function createBitcoinBridgeDeposit(
  deps: BitcoinIntentDeps,
  params: SpokeBridgeDepositParams,
  wallet: BitcoinWalletProvider | undefined,
): Promise<Result<SpokeBridgeDepositResult, ClientError>> {
  const context = { chainKey: "bitcoin", dstChainKey: params?.dstChainKey };
  if (!isNativeBitcoinToken(params?.inputToken, deps.nativeToken)) {
    return err(
      new ClientError("UNSUPPORTED_TOKEN", "Cannot bridge: only native BTC can be bridged from Bitcoin", {
        context: { ...context, field: "inputToken", value: describeValue(params?.inputToken) },
      }),
    );
  }
  if (!isValidBitcoinAddress(params.srcAddress)) {
    return err(
      new ClientError("INVALID_ADDRESS", "Cannot bridge: srcAddress is not a mainnet Bitcoin address", {
        context: { ...context, field: "srcAddress", value: describeValue(params.srcAddress) },
      }),
    );
  }
  if (typeof params.amount === "bigint" && params.amount > MAX_BITCOIN_SATS) {
    return err(
      new ClientError("INVALID_AMOUNT", "Cannot bridge: amount exceeds 21M BTC", {
        context: { ...context, field: "amount", value: params.amount.toString() },
      }),
    );
  }
  const built = buildEvmBridgeDeposit({
    ...params,
    srcChainKey: "bitcoin",
    inputToken: UNUSED_EVM_FIELD,
    srcAddress: UNUSED_EVM_FIELD,
    assetManager: UNUSED_EVM_FIELD,
    nativeToken: UNUSED_EVM_FIELD,
  });
  if (!built.ok) {
    return err(
      new ClientError(built.error.code, built.error.message, {
        context: { ...context, ...built.error.context },
        cause: built.error.cause,
      }),
    );
  }
  const { feeAmount, relayData } = built.value;
  const sent = await sendBitcoinHubCalls(deps, {
    srcAddress: params.srcAddress,
    hubWallet: relayData.address,
    payload: relayData.payload,
    deposit: { token: params.inputToken, amount: params.amount },
    raw: params.raw,
    signal: params.signal,
    exchange: params.exchange,
  }, wallet);
  if (!sent.ok) return sent;
  if (!sent.value.raw) {
    return ok({ raw: false, txHash: sent.value.txHash, feeAmount, relayData: sent.value.relayData });
  }
  const psbt = sent.value.tx.family === "BITCOIN" ? sent.value.tx.psbt : "";
  return ok({
    raw: true,
    family: "BITCOIN",
    tx: { from: params.srcAddress, to: deps.assetManager, value: params.amount, data: psbt },
    psbt,
    feeAmount,
    relayData: sent.value.relayData,
  });
}
