/**
 * `createEip1193EvmWallet`: an {@link EvmWalletProvider} over an injected EIP-1193 provider (`window.ethereum`, an
 * EIP-6963 announced provider, a WalletConnect provider). It speaks EIP-1193 itself (`eth_requestAccounts`,
 * `eth_chainId`, `wallet_switchEthereumChain`, `wallet_addEthereumChain`, `eth_sendTransaction`,
 * `personal_sign`, each asked once: a prompt is never shown twice) through the session `createViemEvmWallet`
 * uses, so chain switching, the `wallet_addEthereumChain` fallback and the `WALLET_ERROR` with
 * `context.walletCode` are the same; a browser app's bundle carries none of viem's wallet actions (8 KB gzipped).
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
import { type Address, type Chain, getAddress, type Hex, stringToHex } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { type ViemEvmWalletOptions, type WalletAccount, walletSession } from "./_wallet_session.ts";
import type { EvmWalletProvider } from "./wallet.ts";
import { guardSync } from "../../core/guard/guard_result.ts";

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
  return guardedCreateEip1193EvmWallet(provider, options);
}

const guardedCreateEip1193EvmWallet = /* @__PURE__ */ guardSync(
  "createEip1193EvmWallet",
  createEip1193EvmWalletUnguarded,
  {
    params: ["provider", "options"],
  },
);

function createEip1193EvmWalletUnguarded(
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
  const request = (method: string, params?: readonly unknown[]): Promise<unknown> =>
    provider.request(params === undefined ? { method } : { method, params });
  const from = (account: WalletAccount): Address => typeof account === "string" ? account : account.address;
  return ok(walletSession({
    account: undefined,
    requestAddresses: async () => {
      const accounts = await request("eth_requestAccounts");
      if (!Array.isArray(accounts)) throw new Error("the wallet returned no account list");
      return accounts.map((a) => getAddress(a));
    },
    getChainId: async () => Number(await request("eth_chainId")),
    switchChain: async (chainId) =>
      void await request("wallet_switchEthereumChain", [{ chainId: hex(chainId) }]),
    addChain: async (chain) => void await request("wallet_addEthereumChain", [addChainParams(chain)]),
    sendTransaction: async (account, tx) =>
      await request("eth_sendTransaction", [{
        from: from(account),
        to: tx.to,
        data: tx.data,
        value: hex(tx.value),
      }]) as Hex,
    signMessage: async (account, message) =>
      await request("personal_sign", [stringToHex(message), from(account)]) as Hex,
  }, options));
}

const hex = (n: number | bigint): Hex => `0x${n.toString(16)}`;

/** `wallet_addEthereumChain`'s parameter (EIP-3085) for a viem chain, as viem's `addChain` sends it. */
function addChainParams(chain: Chain): Record<string, unknown> {
  return {
    chainId: hex(chain.id),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: chain.rpcUrls.default.http,
    blockExplorerUrls: chain.blockExplorers
      ? Object.values(chain.blockExplorers).map(({ url }) => url)
      : undefined,
  };
}
