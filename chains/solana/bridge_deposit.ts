/**
 * `createSolanaBridgeDeposit`: the Solana adapter's `createBridgeDeposit`, as the platform's `BridgeService`
 * bridges from Solana (`SolanaSpokeService.deposit`). The hub call list is the one every spoke's bridge deposit
 * carries (fee transfer, vault swap, delivery to the destination), built by `buildEvmBridgeDeposit` from the
 * hub-side fields only (the Solana-side fields are checked here); the transaction is the asset manager's deposit
 * of the gross amount to the user's hub wallet that `sendHubCalls` sends (`send_hub_calls.ts`: a split
 * transaction, `keccak256(payload)` on chain, the payload to the relayer). Raw mode returns the platform's raw
 * shape: `{from, to: asset manager program, value: amount, data: the unsigned transaction (base64)}`.
 *
 * @example A malformed sender is refused before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSolanaBridgeDeposit } from "./bridge_deposit.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await createSolanaBridgeDeposit({ addresses: {} }, () => Promise.reject(new Error("no I/O")), {
 *   dstChainKey: "0x38.bsc", inputToken: "11111111111111111111111111111111", hubInputToken: a,
 *   hubOutputToken: a, hubVault: a, amount: 7n, srcAddress: "0x12", dstAddress: a, creator: a,
 *   hubAssetManager: a, raw: true,
 * }, undefined);
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.chainKey === "solana");
 * ```
 * @module
 */
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidSolanaAddress } from "../address/solana.ts";
import { buildSpokeBridgeRelayData } from "../hub/bridge_hub_calls.ts";
import type { SpokeBridgeDepositParams, SpokeBridgeDepositResult } from "../spoke/spoke_adapter.ts";
import { MAX_U64 } from "./deposit_instruction.ts";
import type { SolanaHubCallSender } from "./send_hub_calls.ts";
import type { SolanaWalletProvider } from "./wallet.ts";

const OPERATION = "send bridge deposit";

/**
 * Builds the bridge deposit and, unless `params.raw`, sends it with `sendHubCalls` (which checks that the
 * wallet is `params.srcAddress`).
 *
 * @param config the asset manager program (the raw form's `to`)
 * @param sendHubCalls the adapter's hub-call sender
 * @param params see {@link SpokeBridgeDepositParams}
 * @param wallet the signer; unused (and optional) when `params.raw`
 * @returns the sent tx signature or the unsigned tx; failures (all with `chainKey: "solana"`):
 *   `INVALID_ADDRESS` (srcAddress, inputToken, the hub-side addresses), `INVALID_AMOUNT` (not in (0, 2^64)),
 *   `INVALID_FEE`, and `sendHubCalls`' (`INVALID_CONFIG`, `ABORTED`, `WALLET_ERROR`, RPC failures)
 */
export async function createSolanaBridgeDeposit(
  config: { addresses: Readonly<Record<string, string>> },
  sendHubCalls: SolanaHubCallSender,
  params: SpokeBridgeDepositParams,
  wallet: SolanaWalletProvider | undefined,
): Promise<Result<SpokeBridgeDepositResult, ClientError>> {
  const context = { chainKey: "solana", dstChainKey: params?.dstChainKey };
  const bad = (code: "INVALID_ADDRESS" | "INVALID_AMOUNT", field: string, value: unknown) =>
    err(
      new ClientError(code, `Cannot ${OPERATION}: ${field} is malformed`, {
        context: { ...context, field, value: describeValue(value) },
      }),
    );
  if (!isValidSolanaAddress(params.srcAddress)) {
    return bad("INVALID_ADDRESS", "srcAddress", params.srcAddress);
  }
  if (!isValidSolanaAddress(params.inputToken)) {
    return bad("INVALID_ADDRESS", "inputToken", params.inputToken);
  }
  if (typeof params.amount !== "bigint" || params.amount <= 0n || params.amount > MAX_U64) {
    return bad("INVALID_AMOUNT", "amount", params.amount);
  }
  const built = buildSpokeBridgeRelayData("solana", params);
  if (!built.ok) return built;
  const { feeAmount, relayData } = built.value;
  const sent = await sendHubCalls({
    srcAddress: params.srcAddress,
    hubWallet: relayData.address,
    payload: relayData.payload,
    deposit: { token: params.inputToken, amount: params.amount },
    raw: params.raw,
    signal: params.signal,
  }, wallet);
  if (!sent.ok) return sent;
  if (!sent.value.raw) return ok({ raw: false, txHash: sent.value.txHash, feeAmount, relayData });
  const transaction = sent.value.tx.family === "SOLANA" ? sent.value.tx.transaction : "";
  return ok({
    raw: true,
    tx: {
      from: params.srcAddress,
      to: config.addresses.assetManager ?? "",
      value: params.amount,
      data: transaction,
    },
    feeAmount,
    relayData,
  });
}
