/**
 * `createSolanaSpokeAdapter`: the {@link SpokeAdapter} of Solana. A swap intent is a split transaction
 * (docs/rules/relay.md#split-transactions): the on-chain deposit instruction (the asset manager's Anchor
 * `transfer`, `deposit_instruction.ts`) carries only `keccak256(payload)`, and the hub payload `[approve,
 * createIntent]` is returned as `relayData` for the relayer's `submit` `data`. Hub-service writes go through
 * `sendHubCalls` (`send_hub_calls.ts`: a deposit, or a connection message, carrying the hub call list's hash
 * the same way).
 *
 * @example Reject a malformed signature before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSolanaSpokeAdapter } from "./adapter.ts";
 * const adapter = createSolanaSpokeAdapter({
 *   rpcUrl: "http://localhost:8899",
 *   addresses: {
 *     assetManager: "AnCCJjheynmGqPp6Vgat9DTirGKD4CtQzP8cwTYV8qKH",
 *     connection: "GxS8i6D9qQjbSeniD487CnomUxU2pXt6V8P96T6MkUXB",
 *   },
 * });
 * assert.ok(adapter.family === "SOLANA" && adapter.isValidAddress("11111111111111111111111111111111"));
 * const r = await adapter.verifyTxHash("0x12");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import { estimateSolanaGas } from "./estimate_gas.ts";
import { keccak256 } from "viem";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import type { SpokeAdapterOptions } from "../spoke/adapter_options.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidSolanaAddress } from "../address/solana.ts";
import { buildSpokeIntent } from "../hub/build_spoke_intent.ts";
import {
  checkIntentInput,
  defaultRandomBytes,
  intentAborted,
  randomUint256,
  walletError,
} from "../spoke/intent_creation.ts";
import { jsonRpcCall } from "../rpc/rpc_transport.ts";
import type {
  SpokeAdapter,
  SpokeSwapIntentParams,
  SpokeSwapIntentResult,
  SpokeVerifyOptions,
} from "../spoke/spoke_adapter.ts";
import { createDepositInstruction, MAX_U64 } from "./deposit_instruction.ts";
import { createSolanaHubCallSender } from "./send_hub_calls.ts";
import { createSolanaBridgeDeposit } from "./bridge_deposit.ts";
import { buildSolanaTx, DEPOSIT_COMPUTE_UNIT_LIMIT, signAndSendSolanaTx } from "./solana_tx.ts";
import { createSolanaTokenReads } from "./token_reads.ts";
import { verifySolanaTx } from "./verify_tx_hash.ts";
import type { SolanaWalletProvider } from "./wallet.ts";

/** The chain settings the Solana adapter reads (a structural subset of `SolanaChainConfig`). */
export interface SolanaSpokeChainConfig {
  /** JSON-RPC endpoint. */
  rpcUrl: string;
  /** Program ids by role; `assetManager` receives deposits, `connection` carries messages (deposits name it too). */
  addresses: Readonly<Record<string, string>>;
  /** The native coin's token id (balance reads). @default "11111111111111111111111111111111" */
  nativeToken?: string | undefined;
  /** Priority fee in micro-lamports per compute unit (decimal string); `"0"` adds no instruction. @default "0" */
  gasPrice?: string | undefined;
  /** Signature polling. @default { pollingIntervalMs: 750, maxTimeoutMs: 15000 } */
  pollingConfig?: { pollingIntervalMs: number; maxTimeoutMs: number } | undefined;
}

/** Options of the adapter: the shared injection points (fetch, randomBytes, sleep, now). */
export type SolanaSpokeAdapterOptions = SpokeAdapterOptions;

/** A Solana {@link SpokeAdapter}. */
export type SolanaSpokeAdapter = SpokeAdapter<SolanaWalletProvider>;

/**
 * Creates the Solana adapter.
 *
 * @param config see {@link SolanaSpokeChainConfig}
 * @param options see {@link SolanaSpokeAdapterOptions}
 * @returns the adapter; `createSwapIntent` fails with `ABORTED`, `WALLET_ERROR`, `INVALID_ADDRESS`,
 *   `INVALID_AMOUNT` (zero, or above u64), `INVALID_FEE`, `INVALID_CONFIG` (no asset manager),
 *   `INTENT_CREATION_FAILED` (the node refused the tx or the blockhash read failed: `cause`)
 * @example The swap flow's view
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSolanaSpokeAdapter } from "./adapter.ts";
 * const adapter = createSolanaSpokeAdapter({ rpcUrl: "http://localhost:8899", addresses: {} });
 * assert.ok(adapter.chainKey === "solana" && !adapter.isValidAddress("0x1234"));
 * ```
 */
export function createSolanaSpokeAdapter(
  config: SolanaSpokeChainConfig,
  options: SolanaSpokeAdapterOptions = {},
): SolanaSpokeAdapter {
  const { randomBytes = defaultRandomBytes } = options;
  const polling = config.pollingConfig ?? { pollingIntervalMs: 750, maxTimeoutMs: 15_000 };
  const rpc = (method: string, params: unknown[], signal: AbortSignal | undefined, mutation = false) =>
    jsonRpcCall(config.rpcUrl, method, params, {
      fetch: options.fetch,
      sleep: options.sleep,
      signal,
      mutation,
    });

  async function createSwapIntent(
    params: SpokeSwapIntentParams,
    wallet: SolanaWalletProvider,
  ): Promise<Result<SpokeSwapIntentResult, ClientError>> {
    const context = { chainKey: "solana", dstChainKey: params.dstChainKey };
    const { signal } = params;
    if (signal?.aborted) return err(intentAborted(context, signal.reason));
    const { assetManager: programId = "", connection = "" } = config.addresses;
    const missing = ["assetManager", "connection"].find((role) =>
      !isValidSolanaAddress(config.addresses[role])
    );
    if (missing !== undefined) {
      return err(
        new ClientError("INVALID_CONFIG", `Cannot create intent: no Solana ${missing} configured`, {
          context: { ...context, field: `addresses.${missing}` },
        }),
      );
    }
    let user: string;
    try {
      user = await wallet.getPublicKey();
    } catch (cause) {
      return err(walletError("getPublicKey", context, cause));
    }
    if (!isValidSolanaAddress(user)) {
      return err(walletError("getPublicKey", { ...context, returned: describeValue(user) }, undefined));
    }
    const badInput = checkIntentInput(params, {
      isValidToken: isValidSolanaAddress,
      tokenText: "a Solana mint",
      maxAmount: { value: MAX_U64, text: "a u64" },
    }, context);
    if (badInput) return err(badInput);
    const built = buildSpokeIntent({
      ...params,
      srcChainKey: "solana",
      srcAddress: user,
      intentId: params.intentId ?? randomUint256(randomBytes),
    });
    if (!built.ok) return built;
    const { intent, feeAmount, payload } = built.value;
    const write = { operation: "create intent", context: { ...context, from: user }, signal };
    const tx = await buildSolanaTx(
      rpc,
      user,
      () => ({
        instruction: createDepositInstruction({
          programId,
          connection,
          user,
          token: params.inputToken,
          to: intent.creator,
          amount: params.inputAmount,
          verificationHash: keccak256(payload),
        }),
        computeUnitLimit: DEPOSIT_COMPUTE_UNIT_LIMIT,
      }),
      config.gasPrice,
      write,
    );
    if (!tx.ok) return tx;
    if (signal?.aborted) return err(intentAborted(context, signal.reason));
    const sent = await signAndSendSolanaTx(rpc, tx.value, wallet, write);
    if (!sent.ok) return sent;
    return ok({ txHash: sent.value, intent, feeAmount, relayData: { address: intent.creator, payload } });
  }

  const sendHubCalls = createSolanaHubCallSender(config, rpc);
  return {
    chainKey: "solana",
    family: "SOLANA",
    isValidAddress: (address: string): boolean => isValidSolanaAddress(address),
    createSwapIntent,
    sendHubCalls,
    createBridgeDeposit: (params, wallet) => createSolanaBridgeDeposit(config, sendHubCalls, params, wallet),
    estimateGas: (tx, estimate = {}) =>
      estimateSolanaGas(config.rpcUrl, tx, {
        fetch: options.fetch,
        sleep: options.sleep,
        signal: estimate.signal,
      }),
    verifyTxHash: (hash: string, verify: SpokeVerifyOptions = {}): Promise<Result<true, ClientError>> =>
      verifySolanaTx(config.rpcUrl, hash, {
        fetch: options.fetch,
        sleep: options.sleep,
        now: options.now,
        pollingIntervalMs: verify.pollingIntervalMs ?? polling.pollingIntervalMs,
        maxTimeoutMs: verify.maxTimeoutMs ?? polling.maxTimeoutMs,
        signal: verify.signal,
      }),
    ...createSolanaTokenReads(config, options),
  };
}
