/**
 * `createPrivateKeyBitcoinWallet`: a {@link BitcoinWalletProvider} over one secp256k1 private key, for servers,
 * scripts and tests. Its address is the key's native-segwit P2WPKH address (`bc1q…`), the one address type the
 * Bitcoin spoke spends from; it signs PSBT inputs with `@scure/btc-signer` and finalizes them, and signs messages
 * BIP-322 "simple" (`signMessage(message, "bip322-simple")`, the exchange log-in; `"ecdsa"` is refused).
 *
 * @example A wallet from a WIF key
 * ```ts
 * import assert from "node:assert/strict";
 * import { createPrivateKeyBitcoinWallet } from "./wallet_private_key.ts";
 * const w = createPrivateKeyBitcoinWallet("KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn");
 * assert.ok(w.ok);
 * assert.equal(await w.value.getWalletAddress(), "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4");
 * ```
 * @module
 */
import { NETWORK, p2wpkh, Transaction, WIF } from "@scure/btc-signer";
import { pubECDSA } from "@scure/btc-signer/utils.js";
import { base64, hex } from "@scure/base";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { BitcoinSignPsbtOptions, BitcoinWalletProvider } from "./wallet.ts";
import { signBip322Simple } from "./bip322.ts";

/**
 * Creates the wallet.
 *
 * @param privateKey a WIF string (compressed, mainnet), 64 hex characters, or 32 bytes
 * @returns the wallet, or `VALIDATION_FAILED` (`context.field: "privateKey"`) for anything else
 * @example A bad key
 * ```ts
 * import assert from "node:assert/strict";
 * import { createPrivateKeyBitcoinWallet } from "./wallet_private_key.ts";
 * const w = createPrivateKeyBitcoinWallet("not a key");
 * assert.ok(!w.ok && w.error.code === "VALIDATION_FAILED");
 * ```
 */
export function createPrivateKeyBitcoinWallet(
  privateKey: string | Uint8Array,
): Result<BitcoinWalletProvider, ClientError> {
  let key: Uint8Array;
  let publicKey: Uint8Array;
  try {
    key = typeof privateKey !== "string"
      ? Uint8Array.from(privateKey)
      : /^[0-9a-fA-F]{64}$/.test(privateKey)
      ? hex.decode(privateKey.toLowerCase())
      : WIF(NETWORK).decode(privateKey);
    publicKey = pubECDSA(key, true);
  } catch (cause) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot create Bitcoin wallet: malformed private key", {
        context: { chainKey: "bitcoin", field: "privateKey" },
        cause,
      }),
    );
  }
  const address = p2wpkh(publicKey).address ?? "";
  return ok({
    getWalletAddress: () => Promise.resolve(address),
    getPublicKey: () => Promise.resolve(hex.encode(publicKey)),
    signMessage(message: string, type: "bip322-simple" | "ecdsa"): Promise<string> {
      try {
        if (type !== "bip322-simple") {
          throw new Error(`this P2WPKH wallet signs BIP-322 messages, not ${type}`);
        }
        return Promise.resolve(signBip322Simple(key, message));
      } catch (cause) {
        return Promise.reject(cause);
      }
    },
    signPsbt(psbtBase64: string, options: BitcoinSignPsbtOptions = {}): Promise<string> {
      try {
        const tx = Transaction.fromPSBT(base64.decode(psbtBase64), { allowUnknownOutputs: true });
        const indexes = options.inputsToSign?.map((i) => i.index) ??
          Array.from({ length: tx.inputsLength }, (_, i) => i);
        let signed = 0;
        for (const i of indexes) if (tx.signIdx(key, i)) signed++;
        if (signed === 0) throw new Error("no input of this wallet to sign");
        if (options.finalize ?? true) { for (const i of indexes) tx.finalizeIdx(i); }
        return Promise.resolve(base64.encode(tx.toPSBT()));
      } catch (cause) {
        return Promise.reject(cause);
      }
    },
  });
}
