/**
 * A {@link StellarWalletProvider} over a local keypair, for tests, examples and server-side signers.
 *
 * @example Sign a transaction
 * ```ts
 * import assert from "node:assert/strict";
 * import { Account, Keypair, Networks, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
 * import { createKeypairStellarWallet } from "./wallet_private_key.ts";
 * const kp = Keypair.random();
 * const tx = new TransactionBuilder(new Account(kp.publicKey(), "1"), { fee: "100", networkPassphrase: Networks.PUBLIC })
 *   .addOperation(Operation.bumpSequence({ bumpTo: "2" })).setTimeout(30).build();
 * const wallet = createKeypairStellarWallet(kp);
 * if (wallet.ok) {
 *   const signed = await wallet.value.signTransaction(tx.toXDR(), { networkPassphrase: Networks.PUBLIC });
 *   assert.ok(signed !== tx.toXDR());
 * }
 * ```
 * @module
 */
import { Keypair, TransactionBuilder } from "@stellar/stellar-sdk";
import { type ClientError, clientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { StellarSignOptions, StellarWalletProvider } from "./wallet.ts";

/**
 * Creates a wallet provider that signs with `secretOrKeypair`.
 *
 * @param secretOrKeypair a `Keypair` with a secret, or a secret seed (`S...`)
 * @returns the provider, or `INVALID_CONFIG` when the secret is not a valid seed (or the keypair cannot sign)
 *
 * @example From a secret seed
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair } from "@stellar/stellar-sdk";
 * import { createKeypairStellarWallet } from "./wallet_private_key.ts";
 * const kp = Keypair.random();
 * const r = createKeypairStellarWallet(kp.secret());
 * assert.ok(r.ok && (await r.value.getPublicKey()) === kp.publicKey());
 * assert.ok(!createKeypairStellarWallet("not a seed").ok);
 * ```
 */
export function createKeypairStellarWallet(
  secretOrKeypair: string | Keypair,
): Result<StellarWalletProvider, ClientError> {
  let keypair: Keypair;
  try {
    keypair = typeof secretOrKeypair === "string" ? Keypair.fromSecret(secretOrKeypair) : secretOrKeypair;
  } catch (cause) {
    return err(clientError("INVALID_CONFIG", "Cannot create Stellar wallet: invalid secret seed", {}, cause));
  }
  if (!keypair.canSign()) {
    return err(clientError("INVALID_CONFIG", "Cannot create Stellar wallet: keypair has no secret", {
      publicKey: keypair.publicKey(),
    }));
  }
  return ok({
    getPublicKey: () => Promise.resolve(keypair.publicKey()),
    signTransaction: (xdr: string, opts: StellarSignOptions): Promise<string> => {
      try {
        const tx = TransactionBuilder.fromXDR(xdr, opts.networkPassphrase);
        tx.sign(keypair);
        return Promise.resolve(tx.toXDR());
      } catch (cause) {
        return Promise.reject(
          clientError("WALLET_ERROR", "Cannot sign Stellar transaction: invalid envelope", {}, cause),
        );
      }
    },
  });
}
