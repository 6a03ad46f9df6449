/**
 * Checks what the wallet returned before anything is submitted (docs/rules/sponsoring.md#signature-check):
 * the same transaction, signed by the account being created.
 *
 * @example A signature by another key is an integration error
 * ```ts
 * import assert from "node:assert/strict";
 * import { Account, Keypair, Networks, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
 * import { verifyActivationSignature } from "./verify_signature.ts";
 * const owner = Keypair.random(), other = Keypair.random();
 * const tx = new TransactionBuilder(new Account(owner.publicKey(), "1"), { fee: "100", networkPassphrase: Networks.PUBLIC })
 *   .addOperation(Operation.bumpSequence({ bumpTo: "2" })).setTimeout(30).build();
 * tx.sign(other);
 * const r = verifyActivationSignature(tx.toXDR(), {
 *   address: owner.publicKey(), networkPassphrase: Networks.PUBLIC, expectedHash: tx.hash(),
 * });
 * assert.ok(!r.ok && r.error.code === "INTEGRATION_ERROR");
 * ```
 * @module
 */
import { Keypair, Transaction, TransactionBuilder } from "@stellar/stellar-sdk";
import { type ClientError, clientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";

/** Inputs of {@link verifyActivationSignature}. */
export interface VerifySignatureParameters {
  /** The account being created; its key must have signed. */
  address: string;
  /** The Stellar network the transaction was built for. */
  networkPassphrase: string;
  /** Hash of the transaction that was handed to the wallet. */
  expectedHash: Uint8Array;
}

function integrationError(message: string, contextFields: ErrorContextFields, cause?: unknown): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return clientError("INTEGRATION_ERROR", message, { ...context, nextAction: "fixInput" }, cause);
}

/**
 * Parses the signed envelope and checks it is the expected transaction with a valid signature of `address`.
 *
 * @param signedXdr the wallet's signed base64 envelope
 * @param params the new account, passphrase and expected hash
 * @returns the signed envelope (normalised base64), or `INTEGRATION_ERROR` (context `nextAction: "fixInput"`):
 *   unreadable envelope, altered transaction, or no signature of `address`
 */
export function verifyActivationSignature(
  signedXdr: string,
  params: VerifySignatureParameters,
): Result<string, ClientError> {
  let tx: ReturnType<typeof TransactionBuilder.fromXDR>;
  try {
    tx = TransactionBuilder.fromXDR(signedXdr, params.networkPassphrase);
  } catch (cause) {
    return err(
      integrationError("Cannot verify activation signature: wallet returned an unreadable envelope", {
        address: params.address,
      }, cause),
    );
  }
  if (!(tx instanceof Transaction) || !sameBytes(tx.hash(), params.expectedHash)) {
    return err(integrationError("Cannot verify activation signature: wallet altered the transaction", {
      address: params.address,
    }));
  }
  const key = Keypair.fromPublicKey(params.address);
  const hash = tx.hash();
  if (!tx.signatures.some((s) => key.verify(hash, s.signature))) {
    return err(
      integrationError(
        "Cannot submit activation: the signature does not come from the account being created",
        {
          address: params.address,
          signatures: tx.signatures.length,
        },
      ),
    );
  }
  return ok(tx.toXDR());
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
