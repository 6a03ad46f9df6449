/**
 * `createStellarSpokeAdapter`: the {@link SpokeAdapter} of Stellar. A swap intent is one Soroban call of the asset
 * manager (`transfer(from, token, amount, to, data)`, see `deposit_call.ts`) carrying the full hub payload
 * `[approve, createIntent]`; it is built against the source account's sequence, simulated, assembled, signed by a
 * {@link StellarWalletProvider} and sent to `sorobanRpcUrl` (`soroban_tx.ts`). Hub-service writes go through
 * `sendHubCalls` (`send_hub_calls.ts`: the same deposit, or a connection `send_message`, carrying the hub call
 * list); a bridge deposit is that deposit carrying the bridge's hub call list (`bridge_deposit.ts`). Verification polls
 * `getTransaction`.
 *
 * @example Addresses and hash checks need no I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStellarSpokeAdapter } from "./adapter.ts";
 * const adapter = createStellarSpokeAdapter({
 *   sorobanRpcUrl: "http://localhost:8000",
 *   addresses: { assetManager: "CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3" },
 * });
 * assert.ok(adapter.family === "STELLAR" && !adapter.isValidAddress("0x12"));
 * const r = await adapter.verifyTxHash("nope");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import { estimateStellarGas } from "./estimate_gas.ts";
import { Networks, StrKey } from "@stellar/stellar-sdk";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import type { SpokeAdapterOptions } from "../spoke/adapter_options.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidStellarAddress } from "../address/stellar.ts";
import { buildSpokeIntent } from "../hub/build_spoke_intent.ts";
import { createStellarBridgeDeposit } from "./bridge_deposit.ts";
import {
  checkIntentInput,
  defaultRandomBytes,
  intentAborted,
  randomUint256,
  walletError,
} from "../spoke/intent_creation.ts";
import type {
  SpokeAdapter,
  SpokeSwapIntentParams,
  SpokeSwapIntentResult,
  SpokeVerifyOptions,
} from "../spoke/spoke_adapter.ts";
import type { StellarWalletProvider } from "./wallet.ts";
import { buildDepositOperation, MAX_U128 } from "./deposit_call.ts";
import { createStellarHubCallSender } from "./send_hub_calls.ts";
import { inSourceAccountLane, prepareSorobanTx, signAndSendSorobanTx } from "./soroban_tx.ts";
import { createStellarTokenReads } from "./token_reads.ts";
import { createStellarTrustlines, type StellarTrustlineChainConfig } from "./trustline.ts";
import { verifyStellarTx } from "./verify_tx_hash.ts";

/** The chain settings the Stellar adapter reads (a structural subset of `StellarChainConfig`). */
export interface StellarSpokeChainConfig extends StellarTrustlineChainConfig {
  /** Soroban RPC endpoint (account reads, simulation, submission, status). */
  sorobanRpcUrl: string;
  /** Contract ids by role; `assetManager` receives deposits. */
  addresses: Readonly<Record<string, string>>;
  /** The native coin's token contract (balance reads). @default STELLAR_NATIVE_TOKEN (the XLM contract) */
  nativeToken?: string | undefined;
  /** Base fee in stroops (decimal string). @default "100" */
  baseFee?: string | undefined;
  /** Priority fee in stroops (decimal string) added to the base fee (the chain config's). @default "0" */
  priorityFee?: string | undefined;
  /** Transaction polling. @default { pollingIntervalMs: 500, maxTimeoutMs: 30000 } */
  pollingConfig?: { pollingIntervalMs: number; maxTimeoutMs: number } | undefined;
}

/** Options of the adapter: the shared injection points and the Stellar network and validity window. */
export interface StellarSpokeAdapterOptions extends SpokeAdapterOptions {
  /** Network passphrase signed into transactions. @default Networks.PUBLIC */
  networkPassphrase?: string | undefined;
  /** Validity window of a deposit tx in seconds. @default 180 */
  timeoutSeconds?: number | undefined;
}

/** A Stellar {@link SpokeAdapter}. */
export type StellarSpokeAdapter = SpokeAdapter<StellarWalletProvider>;

/**
 * Creates the Stellar adapter.
 *
 * @param config see {@link StellarSpokeChainConfig}
 * @param options see {@link StellarSpokeAdapterOptions}
 * @returns the adapter; `createSwapIntent` fails with `ABORTED`, `WALLET_ERROR`, `INVALID_ADDRESS`,
 *   `INVALID_AMOUNT`, `INVALID_FEE`, `INVALID_CONFIG` (no asset manager), `INTENT_CREATION_FAILED` (account not
 *   found, simulation failed, submission refused: see `context`), or the RPC's transport failure
 * @example The chain key
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStellarSpokeAdapter } from "./adapter.ts";
 * const adapter = createStellarSpokeAdapter({ sorobanRpcUrl: "http://localhost:8000", addresses: {} });
 * assert.ok(adapter.chainKey === "stellar");
 * ```
 */
export function createStellarSpokeAdapter(
  config: StellarSpokeChainConfig,
  options: StellarSpokeAdapterOptions = {},
): StellarSpokeAdapter {
  const {
    networkPassphrase = Networks.PUBLIC,
    timeoutSeconds = 180,
    randomBytes = defaultRandomBytes,
  } = options;
  const polling = config.pollingConfig ?? { pollingIntervalMs: 500, maxTimeoutMs: 30_000 };
  const url = config.sorobanRpcUrl;
  const trustlines = createStellarTrustlines(config, { ...options, networkPassphrase, timeoutSeconds });

  async function createSwapIntent(
    params: SpokeSwapIntentParams,
    wallet: StellarWalletProvider,
  ): Promise<Result<SpokeSwapIntentResult, ClientError>> {
    const context = { chainKey: "stellar", dstChainKey: params.dstChainKey };
    const { signal } = params;
    const rpcOptions = { fetch: options.fetch, sleep: options.sleep, signal };
    if (signal?.aborted) return err(intentAborted(context, signal.reason));
    const assetManager = config.addresses.assetManager;
    if (typeof assetManager !== "string" || !StrKey.isValidContract(assetManager)) {
      return err(
        new ClientError("INVALID_CONFIG", "Cannot create intent: no Stellar asset manager configured", {
          context: { ...context, field: "addresses.assetManager" },
        }),
      );
    }
    let from: string;
    try {
      from = await wallet.getPublicKey();
    } catch (cause) {
      return err(walletError("getPublicKey", context, cause));
    }
    if (typeof from !== "string" || !StrKey.isValidEd25519PublicKey(from)) {
      return err(walletError("getPublicKey", { ...context, returned: describeValue(from) }, undefined));
    }
    const badInput = checkIntentInput(params, {
      isValidToken: (t) => typeof t === "string" && StrKey.isValidContract(t),
      tokenText: "a contract id",
      maxAmount: { value: MAX_U128, text: "a u128" },
    }, context);
    if (badInput) return err(badInput);
    const built = buildSpokeIntent({
      ...params,
      srcChainKey: "stellar",
      srcAddress: from,
      intentId: params.intentId ?? randomUint256(randomBytes),
    });
    if (!built.ok) return built;
    const { intent, feeAmount, payload } = built.value;
    const write = { operation: "create intent", context };
    const sent = await inSourceAccountLane(url, from, rpcOptions, async () => {
      const unsigned = await prepareSorobanTx(
        url,
        {
          source: from,
          operation: () =>
            buildDepositOperation({
              assetManager,
              from,
              token: params.inputToken,
              to: intent.creator,
              amount: params.inputAmount,
              payload,
            }),
          baseFee: config.baseFee ?? "100",
          priorityFee: config.priorityFee,
          networkPassphrase,
          timeoutSeconds,
        },
        write,
        rpcOptions,
      );
      if (!unsigned.ok) return unsigned;
      if (signal?.aborted) return err(intentAborted(context, signal.reason));
      return await signAndSendSorobanTx(url, unsigned.value, wallet, networkPassphrase, {
        ...write,
        context: { ...context, from },
      }, rpcOptions);
    });
    if (!sent.ok) return sent;
    return ok({ txHash: sent.value, intent, feeAmount, relayData: { address: intent.creator, payload } });
  }

  // the bridge deposit is the hub-call deposit carrying the bridge's call list
  const bridgeSender = createStellarHubCallSender(config, { ...options, networkPassphrase, timeoutSeconds });
  return {
    chainKey: "stellar",
    family: "STELLAR",
    isValidAddress: (address: string): boolean => isValidStellarAddress(address),
    createBridgeDeposit: (params, wallet) => createStellarBridgeDeposit(config, bridgeSender, params, wallet),
    createSwapIntent,
    sendHubCalls: createStellarHubCallSender(config, { ...options, networkPassphrase, timeoutSeconds }),
    estimateGas: (tx, estimate = {}) =>
      estimateStellarGas(url, tx, { fetch: options.fetch, sleep: options.sleep, signal: estimate.signal }),
    verifyTxHash: (hash: string, verify: SpokeVerifyOptions = {}): Promise<Result<true, ClientError>> =>
      verifyStellarTx(url, hash, {
        fetch: options.fetch,
        sleep: options.sleep,
        now: options.now,
        pollingIntervalMs: verify.pollingIntervalMs ?? polling.pollingIntervalMs,
        maxTimeoutMs: verify.maxTimeoutMs ?? polling.maxTimeoutMs,
        signal: verify.signal,
      }),
    ...createStellarTokenReads(config, { ...options, networkPassphrase }),
    // On Stellar the allowance check is the trustline check (the platform's SpokeService.isAllowanceValid).
    isAllowanceValid: (query) => trustlines.hasSufficientTrustline(query),
    hasSufficientTrustline: (query) => trustlines.hasSufficientTrustline(query),
    requestTrustline: (params, wallet) => trustlines.requestTrustline(params, wallet),
  };
}
