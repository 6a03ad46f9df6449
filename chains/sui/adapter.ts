/**
 * `createSuiSpokeAdapter`: the {@link SpokeAdapter} of Sui (`sui`), built on `@mysten/sui` (programmable
 * transaction blocks, the JSON-RPC client, the signers). Sui is not a split-tx chain: a swap intent is one
 * `asset_manager::transfer<T>` call carrying the whole hub call list `[approve, createIntent]` as its `data`
 * (see `spoke_tx.ts`); hub-service writes are a deposit the same way, or a connection `send_message_ua` when
 * nothing moves; a bridge is a deposit whose call list moves the hub asset on to the destination. Every write
 * reads its inputs on the node, has the wallet sign, and executes (`sui_write.ts`); raw mode returns the
 * transaction kind bytes unsigned, as the platform SDK does.
 *
 * @example Reject a malformed digest before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createSuiSpokeAdapter } from "./adapter.ts";
 * const adapter = createSuiSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["sui"]);
 * assert.ok(adapter.chainKey === "sui" && adapter.isValidAddress(`0x${"ab".repeat(32)}`));
 * const r = await adapter.verifyTxHash("0x12");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import { estimateSuiGas } from "./estimate_gas.ts";
import { resolveSuiGrpcUrl } from "../../core/config/mod.ts";
import type { Hex } from "viem";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidSuiAddress } from "../address/sui.ts";
import type { SpokeAdapterOptions } from "../spoke/adapter_options.ts";
import { buildSpokeIntent } from "../hub/build_spoke_intent.ts";
import { checkHubCallParams, hubCallError } from "../spoke/hub_call_params.ts";
import {
  checkIntentInput,
  defaultRandomBytes,
  intentAborted,
  randomUint256,
  walletError,
} from "../spoke/intent_creation.ts";
import type {
  SpokeAdapter,
  SpokeHubCallParams,
  SpokeHubCallResult,
  SpokeSwapIntentParams,
  SpokeSwapIntentResult,
  SpokeVerifyOptions,
} from "../spoke/spoke_adapter.ts";
import type { SuiWalletProvider } from "./wallet.ts";
import { createSuiBridgeDeposit } from "./bridge_deposit.ts";
import { isValidSuiCoinType, parseSuiMoveRef } from "./move_target.ts";
import { createSuiRpcClient, type SuiEndpointConfig } from "./sui_client.ts";
import {
  MAX_U64,
  prepareSuiWrite,
  serializeSuiTransactionKind,
  signAndExecuteSuiTx,
  type SuiWriteConfig,
  type SuiWriteRequest,
} from "./sui_write.ts";
import { createSuiTokenReads, type SuiTokenReads } from "./token_reads.ts";
import { verifySuiTx } from "./verify_tx_hash.ts";

/** The chain settings the Sui adapter reads (a structural subset of `SuiChainConfig`). */
export interface SuiSpokeChainConfig extends SuiEndpointConfig {
  /** `assetManager`, `connection` (`<package>::<module>::<state id>`). */
  addresses: Readonly<Record<string, string | undefined>>;
  /** The native coin type. @default "0x…02::sui::SUI" */
  nativeToken?: string | undefined;
  /** Digest polling. @default { pollingIntervalMs: 500, maxTimeoutMs: 15000 } */
  pollingConfig?: { pollingIntervalMs: number; maxTimeoutMs: number } | undefined;
}

/** Options of the Sui adapter: the shared injection points plus the gas budget. */
export interface SuiSpokeAdapterOptions extends SpokeAdapterOptions {
  /** Gas budget of every write, in MIST (no dry run is made). @default 50_000_000n (0.05 SUI) */
  gasBudget?: bigint | undefined;
}

/** A Sui {@link SpokeAdapter}, with the coin decimals read. */
export type SuiSpokeAdapter = SpokeAdapter<SuiWalletProvider> & Pick<SuiTokenReads, "getDecimals">;

/**
 * Creates the Sui adapter (no I/O).
 *
 * @param config see {@link SuiSpokeChainConfig}
 * @param options see {@link SuiSpokeAdapterOptions}
 * @returns the adapter; `createSwapIntent` fails with `ABORTED`, `WALLET_ERROR`, `INVALID_ADDRESS` (a malformed
 *   coin type or address), `INVALID_AMOUNT` (zero, above u64, or more than the sender holds), `INVALID_FEE`,
 *   `INVALID_CONFIG` (a malformed asset manager or connection), `INTENT_CREATION_FAILED` (a read failed, the node
 *   refused the tx, or it failed on chain: `cause`); every error's `context.chainKey` is `sui`
 * @example The swap flow's view
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createSuiSpokeAdapter } from "./adapter.ts";
 * const adapter = createSuiSpokeAdapter(DEFAULT_CLIENT_CONFIG.chains["sui"]);
 * assert.ok(adapter.family === "SUI" && !adapter.isValidAddress("0x1234"));
 * ```
 */
export function createSuiSpokeAdapter(
  config: SuiSpokeChainConfig,
  options: SuiSpokeAdapterOptions = {},
): SuiSpokeAdapter {
  const { randomBytes = defaultRandomBytes } = options;
  const polling = config.pollingConfig ?? { pollingIntervalMs: 500, maxTimeoutMs: 15_000 };
  const client = createSuiRpcClient(config, { fetch: options.fetch, sleep: options.sleep });
  const writeConfig: SuiWriteConfig = {
    addresses: config.addresses,
    nativeToken: config.nativeToken,
    gasBudget: options.gasBudget,
  };

  /** Builds, then returns raw kind bytes or signs and executes. */
  async function write(
    request: SuiWriteRequest,
    wallet: SuiWalletProvider | undefined,
  ): Promise<Result<{ raw: true; data: string } | { raw: false; txHash: string }, ClientError>> {
    const tx = await prepareSuiWrite(client, writeConfig, request);
    if (!tx.ok) return tx;
    if (request.raw === true) {
      try {
        return ok({ raw: true, data: await serializeSuiTransactionKind(tx.value) });
      } catch (cause) {
        return err(
          new ClientError(
            "INTENT_CREATION_FAILED",
            `Cannot ${request.operation}: building the Sui tx failed`,
            {
              context: { ...(request.context as Readonly<Record<string, unknown>>) },
              cause,
            },
          ),
        );
      }
    }
    if (request.signal?.aborted) {
      return err(
        new ClientError("ABORTED", `Cannot ${request.operation}: aborted`, {
          context: { ...(request.context as Readonly<Record<string, unknown>>) },
          cause: request.signal.reason,
        }),
      );
    }
    const sent = await signAndExecuteSuiTx(client, tx.value, wallet!, request);
    return sent.ok ? ok({ raw: false, txHash: sent.value }) : sent;
  }

  async function createSwapIntent(
    params: SpokeSwapIntentParams,
    wallet: SuiWalletProvider,
  ): Promise<Result<SpokeSwapIntentResult, ClientError>> {
    const context = { chainKey: "sui", dstChainKey: params.dstChainKey };
    const { signal } = params;
    if (signal?.aborted) return err(intentAborted(context, signal.reason));
    let user: string;
    try {
      user = await wallet.getWalletAddress();
    } catch (cause) {
      return err(walletError("getWalletAddress", context, cause));
    }
    if (!isValidSuiAddress(user)) {
      return err(walletError("getWalletAddress", { ...context, returned: describeValue(user) }, undefined));
    }
    const badInput = checkIntentInput(params, {
      isValidToken: isValidSuiCoinType,
      tokenText: "a Sui coin type",
      maxAmount: { value: MAX_U64, text: "a u64" },
    }, context);
    if (badInput) return err(badInput);
    const built = buildSpokeIntent({
      ...params,
      srcChainKey: "sui",
      srcAddress: user,
      intentId: params.intentId ?? randomUint256(randomBytes),
    });
    if (!built.ok) return built;
    const { intent, feeAmount, payload } = built.value;
    const sent = await write({
      operation: "create intent",
      context: { ...context, from: user },
      sender: user,
      call: {
        kind: "deposit",
        token: params.inputToken,
        amount: params.inputAmount,
        to: intent.creator.toLowerCase() as Hex,
        data: payload,
      },
      signal,
    }, wallet);
    if (!sent.ok) return sent;
    if (sent.value.raw) return err(new ClientError("UNKNOWN", "Cannot create intent: unexpected raw result"));
    return ok({
      txHash: sent.value.txHash,
      intent,
      feeAmount,
      relayData: { address: intent.creator, payload },
    });
  }

  async function sendHubCalls(
    params: SpokeHubCallParams,
    wallet: SuiWalletProvider | undefined,
  ): Promise<Result<SpokeHubCallResult, ClientError>> {
    const checked = checkHubCallParams(params, {
      chainKey: "sui",
      isValidAddress: isValidSuiAddress,
      isValidToken: isValidSuiCoinType,
      maxAmount: MAX_U64,
    });
    if (!checked.ok) return checked;
    const { srcAddress, hubWallet, payload, deposit } = checked.value;
    const context = { chainKey: "sui", from: srcAddress, kind: deposit ? "deposit" : "message" };
    if (params.signal?.aborted) return err(hubCallError("ABORTED", "aborted", context, params.signal.reason));
    const raw = params.raw === true;
    if (!raw) {
      const owner = await checkWallet(wallet, srcAddress, context, "send hub calls");
      if (!owner.ok) return owner;
    }
    const to = hubWallet.toLowerCase() as Hex;
    const sent = await write({
      operation: "send hub calls",
      context,
      sender: srcAddress,
      call: deposit
        ? { kind: "deposit", token: deposit.token, amount: deposit.amount, to, data: payload }
        : { kind: "message", to, payload, hubRelayChainId: params.hubRelayChainId },
      raw,
      signal: params.signal,
    }, wallet);
    if (!sent.ok) return sent;
    const relayData = { address: hubWallet, payload };
    if (!sent.value.raw) return ok({ raw: false, txHash: sent.value.txHash, relayData });
    return ok({
      raw: true,
      tx: {
        family: "SUI",
        tx: {
          from: srcAddress,
          to: moveTarget(config, deposit ? "assetManager" : "connection"),
          value: deposit?.amount ?? 0n,
          data: sent.value.data,
        },
      },
      relayData,
    });
  }

  return {
    chainKey: "sui",
    family: "SUI",
    isValidAddress: (address: string): boolean => isValidSuiAddress(address),
    createSwapIntent,
    sendHubCalls,
    estimateGas: (tx, estimate = {}) =>
      estimateSuiGas(resolveSuiGrpcUrl(config), tx, {
        fetch: options.fetch,
        sleep: options.sleep,
        signal: estimate.signal,
      }),
    createBridgeDeposit: (params, wallet) =>
      createSuiBridgeDeposit(params, wallet, {
        write,
        checkWallet: (w, src, ctx) => checkWallet(w, src, ctx, "build bridge deposit"),
        moveTarget: () => moveTarget(config, "assetManager"),
      }),
    verifyTxHash: (hash: string, verify: SpokeVerifyOptions = {}): Promise<Result<true, ClientError>> =>
      verifySuiTx(client, hash, {
        sleep: options.sleep,
        now: options.now,
        pollingIntervalMs: verify.pollingIntervalMs ?? polling.pollingIntervalMs,
        maxTimeoutMs: verify.maxTimeoutMs ?? polling.maxTimeoutMs,
        signal: verify.signal,
      }),
    ...createSuiTokenReads(client),
  };
}

/** The Move function a raw tx calls (the platform SDK's raw `to`). */
function moveTarget(config: SuiSpokeChainConfig, role: "assetManager" | "connection"): string {
  const ref = parseSuiMoveRef(config.addresses[role]);
  if (ref === undefined) return "";
  return `${ref.packageId}::${ref.module}::${role === "assetManager" ? "transfer" : "send_message_ua"}`;
}

async function checkWallet(
  wallet: SuiWalletProvider | undefined,
  srcAddress: string,
  contextFields: ErrorContextFields,
  operation: string,
): Promise<Result<true, ClientError>> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  if (wallet === undefined || wallet === null || typeof wallet.getWalletAddress !== "function") {
    return err(
      new ClientError(
        "VALIDATION_FAILED",
        `Cannot ${operation}: a Sui walletProvider is required unless raw is set`,
        {
          context: { ...context, field: "walletProvider" },
        },
      ),
    );
  }
  let address: unknown;
  try {
    address = await wallet.getWalletAddress();
  } catch (cause) {
    return err(walletError("getWalletAddress", context, cause, operation));
  }
  if (typeof address !== "string" || address.toLowerCase() !== srcAddress.toLowerCase()) {
    return err(
      new ClientError("VALIDATION_FAILED", `Cannot ${operation}: the wallet is not the source address`, {
        context: { ...context, field: "walletProvider", wallet: describeValue(address) },
      }),
    );
  }
  return ok(true);
}
