/**
 * A {@link SolanaWalletProvider} over a local ed25519 keypair, for tests, examples and server-side signers.
 *
 * @example Sign a transaction
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair, SystemProgram, Transaction } from "@solana/web3.js";
 * import { createKeypairSolanaWallet } from "./wallet_private_key.ts";
 * const kp = Keypair.generate();
 * const tx = new Transaction({ feePayer: kp.publicKey, recentBlockhash: "11111111111111111111111111111111" })
 *   .add(SystemProgram.transfer({ fromPubkey: kp.publicKey, toPubkey: kp.publicKey, lamports: 1 }));
 * const wallet = createKeypairSolanaWallet(kp);
 * if (wallet.ok) assert.ok((await wallet.value.signTransaction(tx)).verifySignatures());
 * ```
 * @module
 */
import { Keypair, Transaction, type VersionedTransaction } from "@solana/web3.js";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SolanaWalletProvider } from "./wallet.ts";

/**
 * Creates a wallet provider that signs with `secretKeyOrKeypair`.
 *
 * @param secretKeyOrKeypair a `Keypair`, or its 64-byte secret key (seed ‖ public key, as `solana-keygen` writes)
 * @returns the provider, or `INVALID_CONFIG` when the secret key is malformed
 * @example From a secret key
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair } from "@solana/web3.js";
 * import { createKeypairSolanaWallet } from "./wallet_private_key.ts";
 * const kp = Keypair.generate();
 * const r = createKeypairSolanaWallet(kp.secretKey);
 * assert.ok(r.ok && (await r.value.getPublicKey()) === kp.publicKey.toBase58());
 * assert.ok(!createKeypairSolanaWallet(new Uint8Array(3)).ok);
 * ```
 */
export function createKeypairSolanaWallet(
  secretKeyOrKeypair: Uint8Array | Keypair,
): Result<SolanaWalletProvider, ClientError> {
  let keypair: Keypair;
  try {
    keypair = secretKeyOrKeypair instanceof Keypair
      ? secretKeyOrKeypair
      : Keypair.fromSecretKey(secretKeyOrKeypair);
  } catch (cause) {
    return err(
      new ClientError("INVALID_CONFIG", "Cannot create Solana wallet: invalid secret key", {
        context: { length: secretKeyOrKeypair instanceof Uint8Array ? secretKeyOrKeypair.length : undefined },
        cause,
      }),
    );
  }
  return ok({
    getPublicKey: () => Promise.resolve(keypair.publicKey.toBase58()),
    signTransaction<T extends Transaction | VersionedTransaction>(tx: T): Promise<T> {
      try {
        if (tx instanceof Transaction) tx.partialSign(keypair);
        else (tx as VersionedTransaction).sign([keypair]);
        return Promise.resolve(tx);
      } catch (cause) {
        return Promise.reject(
          new ClientError("WALLET_ERROR", "Cannot sign Solana transaction", { context: {}, cause }),
        );
      }
    },
  });
}
