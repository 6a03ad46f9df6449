/**
 * `createEvmSpokeAdapter`: the {@link SpokeAdapter} of EVM chains (and of the hub as a source), signing through an
 * {@link EvmWalletProvider}.
 *
 * @example Create a swap intent against the in-process simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEvmRpcApp } from "../../simulator/chains/evm/rpc_app.ts";
 * import { createEvmSpokeAdapter } from "./adapter.ts";
 * import { createPrivateKeyEvmWallet } from "./wallet_private_key.ts";
 *
 * const app = createEvmRpcApp({ chains: { "0xa4b1.arbitrum": { chainId: 42161 } }, now: () => 1_700_000_000_000 });
 * const fetch = (input: string | URL | Request, init?: RequestInit) => Promise.resolve(app.request(input, init));
 * const rpcUrl = "http://sim/rpc/0xa4b1.arbitrum";
 * const wallet = createPrivateKeyEvmWallet({ privateKey: `0x${"01".repeat(32)}`, rpcUrl, fetch });
 * const adapter = createEvmSpokeAdapter({
 *   chainKey: "0xa4b1.arbitrum",
 *   rpcUrl,
 *   chainId: 42161,
 *   assetManager: "0x348BE44F63A458be9C1b13D6fD8e99048F297Bc3",
 *   nativeToken: "0x0000000000000000000000000000000000000000",
 * }, { fetch });
 * if (!wallet.ok) throw wallet.error;
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await adapter.createSwapIntent({
 *   dstChainKey: "0x38.bsc", inputToken: a, hubInputToken: a, hubOutputToken: a, inputAmount: 10n,
 *   minOutputAmount: 1n, deadline: 0n, allowPartialFill: false, dstAddress: a, creator: a,
 *   intentsContract: "0x6382D6ccD780758C5e8A6123c33ee8F4472F96ef",
 * }, wallet.value);
 * assert.ok(r.ok);
 * if (r.ok) assert.ok((await adapter.verifyTxHash(r.value.txHash)).ok);
 * ```
 * @module
 */
import { type Address, type Hex, isAddress, isHex } from "viem";
import { getChainType, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type {
  SpokeAdapter,
  SpokeSwapIntentParams,
  SpokeSwapIntentResult,
  SpokeVerifyOptions,
} from "../spoke/spoke_adapter.ts";
import { createEvmTokenReads } from "./token_reads.ts";
import { buildSwapIntentTx } from "./swap_intent.ts";
import { verifyTxHash } from "./verify_tx_hash.ts";
import type { EvmWalletProvider } from "./wallet.ts";
import type { RpcOptions } from "../rpc/rpc_client.ts";
import { defaultRandomBytes, intentAborted, randomUint256, walletError } from "../spoke/intent_creation.ts";
import { describeValue } from "../../core/describe_value.ts";

/** The chain settings the EVM adapter needs (a subset of the chain config). */
export interface EvmSpokeChainConfig {
  /** Chain key of an EVM chain. */
  chainKey: SpokeChainKey;
  /** JSON-RPC endpoint. */
  rpcUrl: string;
  /** Native chain id, passed to the wallet so it checks the network. @default undefined (not checked) */
  chainId?: number | undefined;
  /** The chain's asset manager (unused when the chain is the hub). */
  assetManager: Address;
  /** The chain's native token address. */
  nativeToken: Address;
  /** Receipt polling defaults. @default { pollingIntervalMs: 1000, maxTimeoutMs: 60000 } */
  pollingConfig?: { pollingIntervalMs: number; maxTimeoutMs: number } | undefined;
}

/** Options of {@link createEvmSpokeAdapter}. */
export interface EvmSpokeAdapterOptions extends RpcOptions {
  /** Source of random intent ids (32 bytes). @default crypto.getRandomValues */
  randomBytes?: ((length: number) => Uint8Array) | undefined;
  /** Injected sleep and clock for receipt polling. @default setTimeoutSleep / Date.now */
  sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined;
  /** Injected clock in ms for receipt polling. @default Date.now */
  now?: (() => number) | undefined;
}

/** An EVM {@link SpokeAdapter}. */
export type EvmSpokeAdapter = SpokeAdapter<EvmWalletProvider>;

const HASH_RE = /^0x[0-9a-fA-F]{64}$/;

/**
 * Creates the adapter of one EVM chain.
 *
 * @param config see {@link EvmSpokeChainConfig}
 * @param options see {@link EvmSpokeAdapterOptions}
 * @returns the adapter; its methods report `WALLET_ERROR` (the wallet threw), `INTENT_CREATION_FAILED`,
 *   `TX_VERIFICATION_FAILED`, `ABORTED`, or the validation codes of {@link buildSwapIntentTx}
 * @example An unknown hash is rejected before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEvmSpokeAdapter } from "./adapter.ts";
 * const adapter = createEvmSpokeAdapter({
 *   chainKey: "0x2105.base",
 *   rpcUrl: "http://localhost:8545",
 *   assetManager: "0x348BE44F63A458be9C1b13D6fD8e99048F297Bc3",
 *   nativeToken: "0x0000000000000000000000000000000000000000",
 * });
 * const r = await adapter.verifyTxHash("0x12");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export function createEvmSpokeAdapter(
  config: EvmSpokeChainConfig,
  options: EvmSpokeAdapterOptions = {},
): EvmSpokeAdapter {
  const { randomBytes = defaultRandomBytes } = options;
  const polling = config.pollingConfig ?? { pollingIntervalMs: 1000, maxTimeoutMs: 60_000 };
  const family = getChainType(config.chainKey);

  async function createSwapIntent(
    params: SpokeSwapIntentParams,
    wallet: EvmWalletProvider,
  ): Promise<Result<SpokeSwapIntentResult, ClientError>> {
    const context = { chainKey: config.chainKey, dstChainKey: params.dstChainKey };
    if (params.signal?.aborted) {
      return err(
        intentAborted(context, params.signal.reason),
      );
    }
    let srcAddress: Address;
    try {
      srcAddress = await wallet.getAddress();
    } catch (cause) {
      return err(walletError("getAddress", context, cause));
    }
    if (params.encodedDstAddress !== undefined && !isHex(params.encodedDstAddress)) {
      return err(
        new ClientError("INVALID_ADDRESS", "Cannot create intent: encodedDstAddress is not hex", {
          context: { ...context, field: "encodedDstAddress" },
        }),
      );
    }
    const built = buildSwapIntentTx({
      relayChainIds: params.relayChainIds,
      srcChainKey: config.chainKey,
      dstChainKey: params.dstChainKey,
      inputToken: params.inputToken as Address,
      hubInputToken: params.hubInputToken as Address,
      hubOutputToken: params.hubOutputToken as Address,
      inputAmount: params.inputAmount,
      feeAmount: params.feeAmount,
      feeReceiver: params.feeReceiver as Address | undefined,
      minOutputAmount: params.minOutputAmount,
      deadline: params.deadline,
      allowPartialFill: params.allowPartialFill,
      srcAddress,
      dstAddress: params.dstAddress,
      encodedDstAddress: params.encodedDstAddress as Hex | undefined,
      creator: params.creator as Address,
      assetManager: config.assetManager,
      intentsContract: params.intentsContract as Address,
      nativeToken: config.nativeToken,
      intentId: params.intentId ?? randomUint256(randomBytes),
      solver: params.solver as Address | undefined,
    });
    if (!built.ok) return built;
    if (params.signal?.aborted) {
      return err(
        intentAborted(context, params.signal.reason),
      );
    }
    const { tx, intent, feeAmount, relayData } = built.value;
    let txHash: Hex;
    try {
      txHash = await wallet.sendTransaction({
        to: tx.to,
        data: tx.data,
        value: tx.value,
        chainId: config.chainId,
      });
    } catch (cause) {
      return err(walletError("sendTransaction", { ...context, to: tx.to, from: srcAddress }, cause));
    }
    if (typeof txHash !== "string" || !HASH_RE.test(txHash)) {
      return err(
        new ClientError("INTENT_CREATION_FAILED", "Cannot create intent: the wallet returned no tx hash", {
          context: { ...context, returned: describeValue(txHash) },
        }),
      );
    }
    return ok({ txHash, intent, feeAmount, relayData });
  }

  function verify(hash: string, verifyOptions: SpokeVerifyOptions = {}): Promise<Result<true, ClientError>> {
    if (!HASH_RE.test(hash)) {
      return Promise.resolve(err(
        new ClientError("VALIDATION_FAILED", "Cannot verify tx: not a 32-byte hex hash", {
          context: { chainKey: config.chainKey, hash },
        }),
      ));
    }
    return verifyTxHash(config.rpcUrl, hash as Hex, {
      ...options,
      pollingIntervalMs: verifyOptions.pollingIntervalMs ?? polling.pollingIntervalMs,
      maxTimeoutMs: verifyOptions.maxTimeoutMs ?? polling.maxTimeoutMs,
      signal: verifyOptions.signal,
    });
  }

  return {
    chainKey: config.chainKey,
    family,
    isValidAddress: (address: string): boolean =>
      typeof address === "string" && isAddress(address, { strict: false }),
    createSwapIntent,
    // loaded on first use, as `estimateGas`: a swap page never bridges (the EVM app's size budget)
    createBridgeDeposit: async (params, wallet) =>
      (await import("./bridge_deposit.ts")).createEvmBridgeDeposit(config, params, wallet),
    verifyTxHash: verify,
    // loaded on first use: a dApp that never estimates keeps it out of its bundle (the EVM app's size budget)
    estimateGas: async (tx, estimate = {}) =>
      (await import("./estimate_gas.ts")).estimateEvmGas(config, tx, {
        fetch: options.fetch,
        sleep: options.sleep,
        signal: estimate.signal,
      }),
    ...createEvmTokenReads(config, options),
  };
}
