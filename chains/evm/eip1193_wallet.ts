/**
 * `createEip1193EvmWallet`: an {@link EvmWalletProvider} over an injected EIP-1193 provider (`window.ethereum`, an
 * EIP-6963 announced provider, a WalletConnect provider). It is {@link createViemEvmWallet} over viem's
 * `custom(provider)` transport (no retries: a prompt is never shown twice), so chain switching, the
 * `wallet_addEthereumChain` fallback and the `WALLET_ERROR` with `context.walletCode` are the same.
 *
 * @example A provider whose user rejects the transaction
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEip1193EvmWallet } from "./eip1193_wallet.ts";
 * const provider = {
 *   request: ({ method }: { method: string }) =>
 *     method === "eth_sendTransaction"
 *       ? Promise.reject(Object.assign(new Error("User rejected the request."), { code: 4001 }))
 *       : Promise.resolve(method === "eth_chainId" ? "0x2105" : ["0x1111111111111111111111111111111111111111"]),
 * };
 * const wallet = createEip1193EvmWallet(provider);
 * if (!wallet.ok) throw wallet.error;
 * const tx = { to: "0x2222222222222222222222222222222222222222" as const, data: "0x" as const, value: 0n, chainId: 8453 };
 * const failure = await wallet.value.sendTransaction(tx).catch((e) => e);
 * assert.equal(failure.code, "WALLET_ERROR");
 * assert.equal(failure.context.walletCode, 4001);
 * ```
 * @module
 */
import { createClient, custom } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import { createViemEvmWallet, type ViemEvmWalletOptions } from "./viem_wallet.ts";
import type { EvmWalletProvider } from "../wallets/evm.ts";

/** The EIP-1193 surface the wallet uses: one `request` method. */
export interface Eip1193Provider {
  /** Sends a JSON-RPC request to the wallet; rejects with an error carrying the EIP-1193 `code`. */
  request(args: { method: string; params?: readonly unknown[] | object | undefined }): Promise<unknown>;
}

/**
 * Creates a wallet provider over an EIP-1193 provider.
 *
 * @param provider the injected provider (`window.ethereum`)
 * @param options chain switching, see {@link ViemEvmWalletOptions}
 * @returns the provider, or `INVALID_CONFIG` when `provider` has no `request` function
 * @example Not a provider
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEip1193EvmWallet, type Eip1193Provider } from "./eip1193_wallet.ts";
 * const r = createEip1193EvmWallet({} as Eip1193Provider);
 * assert.ok(!r.ok && r.error.code === "INVALID_CONFIG");
 * ```
 */
export function createEip1193EvmWallet(
  provider: Eip1193Provider,
  options: ViemEvmWalletOptions = {},
): Result<EvmWalletProvider, ClientError> {
  if (typeof provider?.request !== "function") {
    return err(
      new ClientError(
        "INVALID_CONFIG",
        "Cannot create wallet: the EIP-1193 provider has no request function",
        {
          context: { field: "provider" },
        },
      ),
    );
  }
  const client = createClient({
    transport: custom({ request: (args) => provider.request(args) }, { retryCount: 0 }),
  });
  return createViemEvmWallet(client, options);
}
