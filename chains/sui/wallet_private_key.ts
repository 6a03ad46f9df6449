/**
 * A {@link SuiWalletProvider} over a local key, for tests, examples and server-side signers: any `@mysten/sui`
 * `Signer` (an `Ed25519Keypair`, a `Secp256k1Keypair`, ...), or an Ed25519 secret key (32 bytes, or the
 * `suiprivkey1...` string `sui keytool export` prints). Signing is the SDK's `Signer.signTransaction`.
 *
 * @example Sign a transaction and check the signature with the SDK's verifier
 * ```ts
 * import assert from "node:assert/strict";
 * import { Ed25519Keypair } from "@mysten/sui/keypairs/ed25519";
 * import { fromBase64 } from "@mysten/sui/utils";
 * import { verifyTransactionSignature } from "@mysten/sui/verify";
 * import { createKeypairSuiWallet } from "./wallet_private_key.ts";
 * const keypair = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(1));
 * const wallet = createKeypairSuiWallet(keypair);
 * assert.ok(wallet.ok);
 * const signed = await wallet.value.signTransaction({ transaction: new Uint8Array([0, 1, 2]) });
 * const key = await verifyTransactionSignature(fromBase64(signed.bytes), signed.signature);
 * assert.equal(key.toSuiAddress(), await wallet.value.getWalletAddress());
 * ```
 * @module
 */
import { Signer } from "@mysten/sui/cryptography";
import { Ed25519Keypair } from "@mysten/sui/keypairs/ed25519";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SuiWalletProvider } from "./wallet.ts";

/**
 * Creates a wallet provider that signs with `key`.
 *
 * @param key a `Signer`, a 32-byte Ed25519 secret key, or a Bech32 `suiprivkey1...` Ed25519 key
 * @returns the provider, or `INVALID_CONFIG` when the key is malformed (`context.chainKey` `sui`)
 * @example From a secret key, and a malformed one
 * ```ts
 * import assert from "node:assert/strict";
 * import { createKeypairSuiWallet } from "./wallet_private_key.ts";
 * const r = createKeypairSuiWallet(new Uint8Array(32).fill(2));
 * assert.ok(r.ok && /^0x[0-9a-f]{64}$/.test(await r.value.getWalletAddress()));
 * const bad = createKeypairSuiWallet(new Uint8Array(3));
 * assert.ok(!bad.ok && bad.error.code === "INVALID_CONFIG" && bad.error.context.chainKey === "sui");
 * ```
 */
export function createKeypairSuiWallet(
  key: Signer | Uint8Array | string,
): Result<SuiWalletProvider, ClientError> {
  let signer: Signer;
  try {
    signer = key instanceof Signer ? key : Ed25519Keypair.fromSecretKey(key);
  } catch (cause) {
    return err(
      new ClientError("INVALID_CONFIG", "Cannot create Sui wallet: invalid secret key", {
        context: {
          chainKey: "sui",
          length: typeof key === "string" || key instanceof Uint8Array ? key.length : undefined,
        },
        cause,
      }),
    );
  }
  const address = signer.toSuiAddress();
  return ok({
    getWalletAddress: () => Promise.resolve(address),
    signTransaction: ({ transaction }) => signer.signTransaction(transaction),
  });
}
