/**
 * `sendEvmTx`: signs and sends an unsigned EVM transaction through the caller's wallet (or hands it back when
 * `raw` is set). Shared by every hub-service write and by approvals.
 *
 * @example Raw mode makes no call
 * ```ts
 * import assert from "node:assert/strict";
 * import { sendEvmTx } from "./send_evm_tx.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const r = await sendEvmTx({ from: a, to: a, value: 0n, data: "0x" }, { raw: true }, "approve");
 * assert.ok(r.ok && r.value.kind === "raw");
 * ```
 * @module
 */
import type { Hex } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { EvmRawTx } from "../../chains/evm/swap_intent.ts";
import type { EvmWalletProvider } from "../../chains/evm/wallet.ts";
import type { AnySpokeWalletProvider } from "../../chains/registry/wallets.ts";
import { describeValue } from "../../core/describe_value.ts";
import { walletError } from "../../chains/spoke/intent_creation.ts";

/** How a write is carried out. */
export interface HubWriteOptions {
  /** Return the unsigned tx instead of sending it. @default false */
  raw?: boolean | undefined;
  /**
   * The wallet that signs (required unless `raw`): the source chain family's provider (`EvmWalletProvider` from an
   * EVM chain or the hub, `SolanaWalletProvider` from Solana, `StellarWalletProvider` from Stellar, ...). A provider
   * of another family fails `VALIDATION_FAILED` (`context.field` `walletProvider`). @default undefined
   */
  walletProvider?: AnySpokeWalletProvider | undefined;
  /** Relay timeout in ms. @default DEFAULT_RELAY_TX_TIMEOUT (120000) */
  timeout?: number | undefined;
  /** Aborts before signing and during the relay wait. @default undefined */
  signal?: AbortSignal | undefined;
}

/** The outcome of {@link sendEvmTx}. */
export type SentEvmTx = { kind: "raw"; tx: EvmRawTx } | { kind: "sent"; tx: EvmRawTx; txHash: Hex };

const HASH_RE = /^0x[0-9a-fA-F]{64}$/;

/**
 * Sends `tx` with `options.walletProvider`, checking the wallet is `tx.from`.
 *
 * @param tx the unsigned tx
 * @param options raw flag, wallet, signal
 * @param action the operation, for error context
 * @param chainId the chain id the wallet must be on @default undefined (not checked)
 * @returns the tx (and its hash when sent); failures: `VALIDATION_FAILED` (no wallet, not an EVM wallet, or the
 *   wallet is not `tx.from`; phase `validate`), `ABORTED`, `WALLET_ERROR` (the wallet threw or returned no hash; phase `submit`)
 * @example No wallet
 * ```ts
 * import assert from "node:assert/strict";
 * import { sendEvmTx } from "./send_evm_tx.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const r = await sendEvmTx({ from: a, to: a, value: 0n, data: "0x" }, {}, "supply");
 * assert.ok(!r.ok && r.error.context.phase === "validate");
 * ```
 */
export async function sendEvmTx(
  tx: EvmRawTx,
  options: HubWriteOptions,
  action: string,
  chainId?: number | undefined,
): Promise<Result<SentEvmTx, ClientError>> {
  if (options.raw === true) return ok({ kind: "raw", tx });
  const wallet = options.walletProvider;
  const context = { action, to: tx.to, from: tx.from };
  if (wallet === undefined) {
    return err(
      new ClientError("VALIDATION_FAILED", `Cannot ${action}: walletProvider is required unless raw is set`, {
        context: { ...context, field: "walletProvider", phase: "validate" },
      }),
    );
  }
  if (!isEvmWallet(wallet)) {
    return err(
      new ClientError("VALIDATION_FAILED", `Cannot ${action}: walletProvider is not an EVM wallet`, {
        context: { ...context, field: "walletProvider", phase: "validate" },
      }),
    );
  }
  if (options.signal?.aborted) {
    return err(
      new ClientError("ABORTED", `Cannot ${action}: aborted`, { context, cause: options.signal.reason }),
    );
  }
  let txHash: unknown;
  try {
    const address = await wallet.getAddress();
    if (address.toLowerCase() !== tx.from.toLowerCase()) {
      return err(
        new ClientError("VALIDATION_FAILED", `Cannot ${action}: the wallet is not the source address`, {
          context: { ...context, field: "walletProvider", wallet: address, phase: "validate" },
        }),
      );
    }
    txHash = await wallet.sendTransaction({ to: tx.to, data: tx.data, value: tx.value, chainId });
  } catch (cause) {
    return err(walletError("submit", context, cause, action));
  }
  if (typeof txHash !== "string" || !HASH_RE.test(txHash)) {
    return err(
      new ClientError("WALLET_ERROR", `Cannot ${action}: the wallet returned no tx hash`, {
        context: { ...context, returned: describeValue(txHash), phase: "submit" },
      }),
    );
  }
  return ok({ kind: "sent", tx, txHash: txHash as Hex });
}

function isEvmWallet(wallet: AnySpokeWalletProvider): wallet is EvmWalletProvider {
  const w = wallet as Partial<Record<"getAddress" | "sendTransaction", unknown>> | null;
  return typeof w === "object" && w !== null && typeof w.getAddress === "function" &&
    typeof w.sendTransaction === "function";
}
