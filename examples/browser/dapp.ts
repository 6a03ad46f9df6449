/**
 * The example dApp's swap flow, free of the DOM so it runs in a browser page and in a Deno test alike: read the
 * token list, quote, swap with the browser wallet (progress reported line by line), then poll the solver until
 * the intent is delivered (SOLVED with a fill). Imports only the package (`@xswap/client`, `@xswap/client/chains/evm`).
 *
 * @example Quote and swap against the in-process simulator with a test-key injected wallet
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEip1193EvmWallet } from "../../chains/evm/mod.ts";
 * import { XSwap } from "../../mod.ts";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { runDappSwap } from "./dapp.ts";
 * import { createTestEip1193Provider } from "./test_wallet.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const provider = createTestEip1193Provider({
 *   privateKey: `0x${"01".repeat(32)}`, chainId: 8453, fetch: sim.fetch,
 *   rpcUrls: { 8453: sim.urls.rpc("0x2105.base") },
 * });
 * const wallet = createEip1193EvmWallet(provider);
 * if (!wallet.ok) throw wallet.error;
 * const lines: string[] = [];
 * const r = await runDappSwap({
 *   client: new XSwap({ ...sim.clientConfig, fetch: sim.fetch }), wallet: wallet.value,
 *   srcChainKey: "0x2105.base", dstChainKey: "0x38.bsc", symbol: "USDC", amount: 1_000_000n,
 *   onProgress: (line) => lines.push(line), sleep: () => Promise.resolve(),
 * });
 * assert.ok(r.ok && r.value.status === "delivered", JSON.stringify(lines));
 * sim.close();
 * ```
 * @module
 */
import type { EvmWalletProvider } from "@xswap/client/chains/evm";
import {
  ClientError,
  err,
  ok,
  type Result,
  SolverIntentStatusCode,
  type SpokeChainKey,
  type XSwap,
} from "@xswap/client";

/** What {@link runDappSwap} needs. */
export interface DappSwapOptions {
  /** The client (pointed at the simulator or the platform). */
  client: XSwap;
  /** The browser wallet. */
  wallet: EvmWalletProvider;
  /** Source chain (EVM). */
  srcChainKey: SpokeChainKey;
  /** Destination chain. */
  dstChainKey: SpokeChainKey;
  /** Token symbol on both chains. */
  symbol: string;
  /** Input amount (smallest unit). */
  amount: bigint;
  /** Receives one human-readable line per step. @default no-op */
  onProgress?: ((line: string) => void) | undefined;
  /** Sleep between status polls. @default setTimeout */
  sleep?: ((ms: number) => Promise<void>) | undefined;
  /** Most status polls before giving up. @default 120 */
  maxPolls?: number | undefined;
}

/** A delivered swap. */
export interface DappSwapResult {
  /** Always `delivered`. */
  status: "delivered";
  /** The quoted output. */
  quoted: bigint;
  /** The source-chain transaction. */
  srcTxHash: string;
  /** The hub transaction of the intent. */
  hubTxHash: string;
  /** The hub transaction of the fill. */
  fillTxHash: string;
}

/**
 * Quotes, swaps and waits for delivery.
 *
 * @param options see {@link DappSwapOptions}
 * @returns the delivered swap, or the first `ClientError` (a rejected wallet prompt is `WALLET_ERROR` with
 *   `context.walletCode` 4001)
 * @example An unknown token
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import { runDappSwap } from "./dapp.ts";
 * const wallet = { getAddress: () => Promise.reject(new Error("unused")), sendTransaction: () => Promise.reject(new Error("unused")) };
 * const r = await runDappSwap({
 *   client: new XSwap({}), wallet, srcChainKey: "0x2105.base", dstChainKey: "0x38.bsc", symbol: "NOPE", amount: 1n,
 * });
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_TOKEN");
 * ```
 */
export async function runDappSwap(options: DappSwapOptions): Promise<Result<DappSwapResult, ClientError>> {
  const { client, wallet, srcChainKey, dstChainKey, symbol, amount } = options;
  const say = options.onProgress ?? (() => {});
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const src = client.config.getSupportedSwapTokens(srcChainKey).find((t) => t.symbol === symbol);
  const dst = client.config.getSupportedSwapTokens(dstChainKey).find((t) => t.symbol === symbol);
  if (src === undefined || dst === undefined) {
    return err(
      new ClientError(
        "UNSUPPORTED_TOKEN",
        `Cannot swap ${symbol}: not listed on ${srcChainKey} and ${dstChainKey}`,
        {
          context: { symbol, srcChainKey, dstChainKey },
        },
      ),
    );
  }
  const quote = await client.swaps.getQuote({
    token_src: src.address,
    token_dst: dst.address,
    token_src_blockchain_id: srcChainKey,
    token_dst_blockchain_id: dstChainKey,
    amount,
    quote_type: "exact_input",
  });
  if (!quote.ok) return quote;
  const quoted = quote.value.quoted_amount;
  say(`quote: ${amount} ${symbol} on ${srcChainKey} -> ${quoted} ${symbol} on ${dstChainKey}`);
  let me: string;
  try {
    me = await wallet.getAddress();
  } catch (cause) {
    return err(
      cause instanceof ClientError
        ? cause
        : new ClientError("WALLET_ERROR", "Cannot connect the wallet", { cause }),
    );
  }
  say(`wallet: ${me}`);
  const deadline = await client.swaps.getSwapDeadline();
  if (!deadline.ok) return deadline;
  const params = {
    srcChainKey,
    dstChainKey,
    inputToken: src.address,
    outputToken: dst.address,
    inputAmount: amount,
    minOutputAmount: (quoted * 99n) / 100n,
    srcAddress: me,
    dstAddress: me,
    deadline: deadline.value,
    allowPartialFill: false,
  };
  // an ERC-20 source needs an allowance first (the wallet prompts for the approval, then for the swap)
  const allowed = await client.swaps.isAllowanceValid({ params });
  if (!allowed.ok) return allowed;
  if (!allowed.value) {
    say(`approve: ${amount} ${symbol} on ${srcChainKey}`);
    const approved = await client.swaps.approve({ params, walletProvider: wallet });
    if (!approved.ok) return approved;
  }
  const swap = await client.swaps.swap({
    params,
    walletProvider: wallet,
    extras: {
      onProgress: (event) => say(`swap: ${event.phase}${"srcTxHash" in event ? ` ${event.srcTxHash}` : ""}`),
    },
  });
  if (!swap.ok) return swap;
  const { srcTxHash, dstTxHash: hubTxHash } = swap.value.intentDeliveryInfo;
  say(`intent on the hub: ${hubTxHash}`);
  for (let poll = 0; poll < (options.maxPolls ?? 120); poll++) {
    const status = await client.swaps.getStatus({ intent_tx_hash: hubTxHash });
    if (status.ok && status.value.status === SolverIntentStatusCode.SOLVED && status.value.fill_tx_hash) {
      say(`delivered: fill ${status.value.fill_tx_hash}`);
      return ok({ status: "delivered", quoted, srcTxHash, hubTxHash, fillTxHash: status.value.fill_tx_hash });
    }
    if (status.ok && status.value.status === SolverIntentStatusCode.FAILED) {
      return err(
        new ClientError("EXECUTION_FAILED", "Cannot deliver the swap: the solver reports FAILED", {
          context: { hubTxHash },
        }),
      );
    }
    say(`status: ${status.ok ? status.value.status : "unavailable"}`);
    await sleep(1_000);
  }
  return err(
    new ClientError("REQUEST_TIMEOUT", "Cannot confirm delivery: still not solved", {
      context: { hubTxHash },
    }),
  );
}
