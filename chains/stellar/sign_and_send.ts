/**
 * `signAndSendTransaction` (the platform's `StellarSpokeService.signAndSendTransaction`): the wallet signs an
 * unsigned Soroban envelope (base64 XDR, e.g. a raw write's), Soroban RPC's `sendTransaction` sends it, and
 * unless `waitForTransaction` is `false` the call waits (`getTransaction`) until the network applied it and fails
 * when it failed, as the platform waits for the receipt.
 *
 * @example A wallet that refuses to sign
 * ```ts
 * import assert from "node:assert/strict";
 * import { signAndSendTransaction } from "./sign_and_send.ts";
 * const wallet = { signTransaction: () => Promise.reject(new Error("user rejected")) };
 * const r = await signAndSendTransaction("http://soroban.test", wallet as never, "AAAA", "Public Global Stellar Network ; September 2015");
 * assert.ok(!r.ok && r.error.code === "WALLET_ERROR");
 * ```
 * @module
 */
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { pollUntil } from "../spoke/poll_until.ts";
import { getTransactionStatus, type SorobanRpcOptions } from "./soroban_rpc.ts";
import { signAndSendSorobanTx } from "./soroban_tx.ts";
import type { StellarWalletProvider } from "./wallet.ts";

/** Options of {@link signAndSendTransaction}. */
export interface SignAndSendStellarOptions extends SorobanRpcOptions {
  /** Wait until the network applied it, and fail when it failed. @default true */
  waitForTransaction?: boolean | undefined;
  /** How long to wait for it, in ms, polling every `pollingIntervalMs`. @default 30000 */
  maxTimeoutMs?: number | undefined;
  /** Poll interval of the wait, in ms. @default 500 */
  pollingIntervalMs?: number | undefined;
}

/**
 * Signs and sends a Soroban transaction.
 *
 * @param url Soroban RPC endpoint
 * @param walletProvider the source account's wallet
 * @param transaction the unsigned envelope (base64 XDR)
 * @param networkPassphrase the network it is signed for
 * @param options transport, and the wait. @default {}
 * @returns the tx hash; failures (`chainKey: "stellar"`): `WALLET_ERROR`, `INTENT_CREATION_FAILED` (the node
 *   refused it: `context.status`), the RPC's transport failure, `TX_VERIFICATION_FAILED` (it failed on chain, or
 *   was not applied within `maxTimeoutMs`: `context.txHash`), `ABORTED`
 * @example A wallet that refuses to sign
 * ```ts
 * import assert from "node:assert/strict";
 * import { signAndSendTransaction } from "./sign_and_send.ts";
 * const wallet = { signTransaction: () => Promise.reject(new Error("no")) };
 * const r = await signAndSendTransaction("http://soroban.test", wallet as never, "AAAA", "Test SDF Network ; September 2015");
 * assert.ok(!r.ok && r.error.code === "WALLET_ERROR");
 * ```
 */
export async function signAndSendTransaction(
  url: string,
  walletProvider: StellarWalletProvider,
  transaction: string,
  networkPassphrase: string,
  options: SignAndSendStellarOptions = {},
): Promise<Result<string, ClientError>> {
  const { waitForTransaction = true, maxTimeoutMs = 30_000, pollingIntervalMs = 500, ...rpc } = options;
  const context = { chainKey: "stellar" };
  const sent = await signAndSendSorobanTx(
    url,
    transaction,
    walletProvider,
    networkPassphrase,
    { operation: "send a Stellar transaction", context },
    rpc,
  );
  if (!sent.ok || !waitForTransaction) return sent;
  const txHash = sent.value;
  const status = await pollUntil(async () => {
    const s = await getTransactionStatus(url, txHash, rpc);
    return !s.ok || s.value !== "NOT_FOUND" ? { done: true as const, value: s } : { done: false as const };
  }, { pollingIntervalMs, maxTimeoutMs, signal: rpc.signal, sleep: rpc.sleep });
  if (status.kind === "aborted") {
    return err(
      new ClientError("ABORTED", "Cannot send a Stellar transaction: aborted", {
        context: { ...context, txHash },
        cause: status.reason,
      }),
    );
  }
  const settled = status.kind === "done" ? status.value : undefined;
  if (settled !== undefined && !settled.ok) return settled;
  if (settled?.ok && settled.value === "SUCCESS") return ok(txHash);
  return err(
    new ClientError("TX_VERIFICATION_FAILED", "Cannot send a Stellar transaction: it was not applied", {
      context: { ...context, txHash, status: settled?.ok ? settled.value : "NOT_FOUND" },
    }),
  );
}
