/**
 * The Stellar spoke: the adapter (one Soroban asset-manager call carrying the hub payload; hub-service writes
 * through `sendHubCalls`), the deposit and connection-message calls' encoding, the shared Soroban tx path,
 * Soroban RPC reads and transaction verification. Signing goes through the existing
 * `StellarWalletProvider` (`chains/wallets/stellar.ts`).
 *
 * @example Create the adapter from a chain config
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStellarSpokeAdapter } from "./mod.ts";
 * const adapter = createStellarSpokeAdapter({ sorobanRpcUrl: "http://localhost:8000", addresses: {} });
 * assert.ok(adapter.isValidAddress("CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3"));
 * ```
 * @module
 */
export {
  createStellarSpokeAdapter,
  type StellarSpokeAdapter,
  type StellarSpokeAdapterOptions,
  type StellarSpokeChainConfig,
} from "./adapter.ts";
export {
  buildDepositOperation,
  decodeDepositOperation,
  DEPOSIT_FUNCTION,
  MAX_U128,
  type StellarDeposit,
} from "./deposit_call.ts";
export {
  buildMessageOperation,
  decodeMessageOperation,
  MESSAGE_FUNCTION,
  type StellarMessage,
} from "./message_call.ts";
export {
  createStellarHubCallSender,
  type StellarHubCallConfig,
  type StellarHubCallOptions,
  type StellarHubCallSender,
} from "./send_hub_calls.ts";
export {
  getAccountSequence,
  getTransactionStatus,
  sendTransaction,
  simulateTransaction,
  type SorobanRpcOptions,
  type SorobanTxStatus,
} from "./soroban_rpc.ts";
export {
  prepareSorobanTx,
  signAndSendSorobanTx,
  type SorobanTxSpec,
  type StellarWriteContext,
} from "./soroban_tx.ts";
export {
  createStellarTokenReads,
  STELLAR_NATIVE_TOKEN,
  type StellarTokenReads,
  type StellarTokenReadsConfig,
  type StellarTokenReadsOptions,
} from "./token_reads.ts";
export { verifyStellarTx, type VerifyStellarTxOptions } from "./verify_tx_hash.ts";
