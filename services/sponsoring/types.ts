/**
 * Parameter and result types of the sponsoring service's activation (docs/rules/sponsoring.md#resources,
 * docs/rules/sponsoring.md#activation).
 *
 * @example A result
 * ```ts
 * import assert from "node:assert/strict";
 * import type { StellarActivationResult } from "./types.ts";
 * const r: StellarActivationResult = { status: "activated", hash: "ab12" };
 * assert.ok(r.status === "activated");
 * ```
 * @module
 */
import type { StellarWalletProvider } from "../../chains/stellar/wallet.ts";

/** Why the wallet is about to be prompted: the first signature, or a rebuild after a sequence conflict. */
export type SignatureRequestReason = "initial" | "sequenceConflict";

/** The event passed to `onSignatureRequired`. */
export interface SignatureRequiredEvent {
  /** Why the wallet is prompted. */
  reason: SignatureRequestReason;
}

/** Inputs of `activateStellarAccount`. */
export interface ActivateStellarAccountParameters {
  /** The account to create (`G...`); the wallet must sign with its key. */
  address: string;
  /** Signs the activation envelope. */
  walletProvider: StellarWalletProvider;
  /**
   * Called right before each wallet prompt (at most twice); awaited when it returns a promise. A throw or a
   * rejection is logged and ignored. @default undefined
   */
  onSignatureRequired?: ((event: SignatureRequiredEvent) => void | Promise<void>) | undefined;
}

/** Outcome of an activation: created now (`hash` of the submitted transaction), or it already existed. */
export type StellarActivationResult =
  | { status: "activated"; hash: string }
  | { status: "alreadyActive"; hash?: undefined };
