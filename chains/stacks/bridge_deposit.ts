/**
 * `createStacksBridgeDeposit`: the Stacks adapter's `createBridgeDeposit`. The deposit is the asset-manager
 * `transfer` of the gross amount to the user's hub wallet, carrying the bridge's hub call list (fee transfer,
 * vault swap of hub assets, delivery: the EVM bridge's `encodeBridgeHubCalls`). Raw mode returns the unsigned call
 * in the EVM-shaped `SpokeUnsignedTx`: `from` the sender, `to` the implementation contract, `value` the micro-STX
 * moved, `data` the serialized contract-call payload, and `contractCall` the call itself.
 *
 * @example The fee must leave something to bridge (no I/O)
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStacksBridgeDeposit } from "./bridge_deposit.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await createStacksBridgeDeposit({ rpcUrl: "http://stacks.test", addresses: {} }, {
 *   dstChainKey: "sonic", inputToken: "ST000000000000000000002AMW42H.nativetoken", hubInputToken: a,
 *   hubOutputToken: a, hubVault: a, amount: 5n, feeAmount: 5n, feeReceiver: a,
 *   srcAddress: "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7", dstAddress: a, creator: a, hubAssetManager: a, raw: true,
 * }, undefined);
 * assert.ok(!r.ok && r.error.code === "INVALID_FEE" && r.error.context.chainKey === "stacks");
 * ```
 * @module
 */
import { type Hex, isAddress } from "viem";
import { HUB_CHAIN_KEY, isSpokeChainKey } from "../../core/chains/mod.ts";
import { describeValue } from "../../core/describe_value.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { encodeAddress, isValidStacksAddress } from "../address/mod.ts";
import type { SpokeAdapterOptions } from "../spoke/adapter_options.ts";
import { encodeBridgeHubCalls } from "../hub/bridge_hub_calls.ts";
import type { SpokeBridgeDepositParams, SpokeBridgeDepositResult } from "../spoke/spoke_adapter.ts";
import type { StacksWalletProvider } from "./wallet.ts";
import {
  abortedWrite,
  checkStacksFunds,
  MAX_U128,
  prepareStacksDeposit,
  sendStacksCall,
  type StacksSpokeChainConfig,
  stacksWalletAddress,
  type StacksWriteContext,
  writeError,
} from "./_spoke_call.ts";
import { stacksCallPayload } from "./contract_calls.ts";
import { STACKS_NATIVE_TOKEN } from "./token_reads.ts";

/**
 * Builds and (unless `params.raw`) sends the bridge deposit.
 *
 * @param config the chain settings
 * @param params see {@link SpokeBridgeDepositParams}
 * @param wallet the signer (unused when raw)
 * @param options transport
 * @returns the txid or the unsigned call, with the fee and relay data; failures: `ABORTED`, `UNKNOWN_CHAIN_KEY`,
 *   `INVALID_ADDRESS`, `UNSUPPORTED_TOKEN`, `INVALID_AMOUNT` (not in `(0, 2^128)`, or above the balance),
 *   `INVALID_FEE`, `INVALID_CONFIG`, `WALLET_ERROR`, the node reads' failures
 * @example An unknown destination chain
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStacksBridgeDeposit } from "./bridge_deposit.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await createStacksBridgeDeposit({ rpcUrl: "http://stacks.test", addresses: {} }, {
 *   dstChainKey: "nowhere" as "sonic", inputToken: "ST000000000000000000002AMW42H.nativetoken", hubInputToken: a,
 *   hubOutputToken: a, hubVault: a, amount: 5n, srcAddress: "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7",
 *   dstAddress: a, creator: a, hubAssetManager: a,
 * }, undefined);
 * assert.ok(!r.ok && r.error.code === "UNKNOWN_CHAIN_KEY");
 * ```
 */
export async function createStacksBridgeDeposit(
  config: StacksSpokeChainConfig,
  params: SpokeBridgeDepositParams,
  wallet: StacksWalletProvider | undefined,
  options: Pick<SpokeAdapterOptions, "fetch" | "sleep"> = {},
): Promise<Result<SpokeBridgeDepositResult, ClientError>> {
  const write: StacksWriteContext = {
    operation: "bridge",
    context: { chainKey: "stacks", dstChainKey: params?.dstChainKey },
    signal: params?.signal,
    options,
  };
  const aborted = abortedWrite(write);
  if (aborted) return err(aborted);
  const p = params;
  if (!isSpokeChainKey(p.dstChainKey)) {
    return err(
      writeError("UNKNOWN_CHAIN_KEY", "dstChainKey is not a chain key", write, { field: "dstChainKey" }),
    );
  }
  const feeAmount = p.feeAmount ?? 0n;
  const evm: Record<string, unknown> = {
    hubInputToken: p.hubInputToken,
    hubOutputToken: p.hubOutputToken,
    hubVault: p.hubVault,
    creator: p.creator,
    hubAssetManager: p.hubAssetManager,
    ...(feeAmount > 0n ? { feeReceiver: p.feeReceiver } : {}),
    ...(p.dstChainKey === HUB_CHAIN_KEY ? { dstAddress: p.dstAddress } : {}),
  };
  for (const [field, value] of Object.entries(evm)) {
    if (typeof value !== "string" || !isAddress(value, { strict: false })) {
      return err(writeError("INVALID_ADDRESS", `${field} is not a hub address`, write, {
        field,
        value: describeValue(value),
      }));
    }
  }
  if (!isValidStacksAddress(p.srcAddress) || p.srcAddress.includes(".")) {
    return err(writeError("INVALID_ADDRESS", "srcAddress is not a Stacks address", write, {
      field: "srcAddress",
      value: describeValue(p.srcAddress),
    }));
  }
  if (typeof p.amount !== "bigint" || p.amount <= 0n || p.amount > MAX_U128) {
    return err(writeError("INVALID_AMOUNT", "the amount must be in (0, 2^128)", write, {
      field: "amount",
      value: describeValue(p.amount),
    }));
  }
  if (typeof feeAmount !== "bigint" || feeAmount < 0n || feeAmount >= p.amount) {
    return err(writeError("INVALID_FEE", "the fee leaves nothing to bridge", write, {
      feeAmount: describeValue(feeAmount),
      amount: p.amount.toString(),
    }));
  }
  const dstBytes = p.encodedDstAddress !== undefined
    ? ok(p.encodedDstAddress as Hex)
    : encodeAddress(p.dstChainKey, p.dstAddress);
  if (!dstBytes.ok) {
    return err(writeError("INVALID_ADDRESS", "dstAddress is malformed", write, { field: "dstAddress" }));
  }
  const payload = encodeBridgeHubCalls(p, p.dstChainKey, dstBytes.value, feeAmount);
  const hubWallet = p.creator.toLowerCase() as Hex;
  const call = await prepareStacksDeposit(
    config,
    { token: p.inputToken, amount: p.amount, hubWallet, data: payload },
    write,
  );
  if (!call.ok) return call;
  const relayData = { address: p.creator, payload };
  if (p.raw === true) {
    const native = p.inputToken === (config.nativeToken ?? STACKS_NATIVE_TOKEN);
    const c = call.value;
    return ok({
      raw: true,
      tx: {
        from: p.srcAddress,
        to: `${c.contractAddress}.${c.contractName}`,
        value: native ? p.amount : 0n,
        data: stacksCallPayload(c),
        contractCall: c,
      },
      feeAmount,
      relayData,
    });
  }
  const from = await stacksWalletAddress(wallet, write);
  if (!from.ok) return from;
  if (from.value !== p.srcAddress) {
    return err(writeError("WALLET_ERROR", "the wallet is not srcAddress", write, {
      phase: "getWalletAddress",
      walletAddress: from.value,
      srcAddress: p.srcAddress,
    }));
  }
  const sender = { ...write, context: { ...write.context, from: p.srcAddress } };
  const poor = await checkStacksFunds(
    config,
    p.srcAddress,
    { token: p.inputToken, amount: p.amount },
    sender,
  );
  if (poor) return err(poor);
  const sent = await sendStacksCall(wallet!, call.value, sender);
  if (!sent.ok) return sent;
  return ok({ raw: false, txHash: sent.value, feeAmount, relayData });
}
