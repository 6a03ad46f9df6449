/**
 * `createViemEvmWallet`: an {@link EvmWalletProvider} over a viem `WalletClient`, the way a dApp signs (an injected
 * wallet through `custom(window.ethereum)`, WalletConnect, a wagmi connector's client). Before each send it
 * switches the wallet to the transaction's chain (`wallet_switchEthereumChain`; on 4902 "unrecognized chain" it
 * adds the chain from `options.chains` and switches again), then sends with `eth_sendTransaction`: the wallet fills
 * nonce, gas and fees and shows its prompt. A client with a local account (a private key) is not switched: it
 * signs for the chain its transport serves.
 *
 * Failures reject with a `WALLET_ERROR` `ClientError` whose `context.walletCode` is the wallet's EIP-1193 code
 * (4001 the user rejected the prompt, 4100 unauthorized, 4902 unknown chain, ...) and whose `cause` is viem's
 * error; the adapters keep that code when they wrap the failure (`context.walletCode` of the swap's error).
 *
 * @example Wrap a client and read its address
 * ```ts
 * import assert from "node:assert/strict";
 * import { createWalletClient, custom } from "viem";
 * import { createViemEvmWallet } from "./viem_wallet.ts";
 * const me = "0x1111111111111111111111111111111111111111";
 * const client = createWalletClient({
 *   transport: custom({ request: ({ method }) => Promise.resolve(method === "eth_requestAccounts" ? [me] : null) }),
 * });
 * const wallet = createViemEvmWallet(client);
 * assert.ok(wallet.ok && (await wallet.value.getAddress()) === me);
 * ```
 * @module
 */
import type { Account, Chain, Client, Transport } from "viem";
import {
  addChain,
  getChainId,
  requestAddresses,
  sendTransaction,
  signMessage,
  switchChain as switchWalletChain,
} from "viem/actions";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { EvmWalletProvider } from "./wallet.ts";
import { type ViemEvmWalletOptions, walletSession } from "./_wallet_session.ts";
import { guardSync } from "../../core/guard/guard_result.ts";

export { UNRECOGNIZED_CHAIN_CODE, type ViemEvmWalletOptions } from "./_wallet_session.ts";

/**
 * Any viem client that can reach a wallet: a `WalletClient`, or a bare `createClient({ transport: custom(...) })`
 * (the actions are called as functions, so a browser bundle carries only the ones used).
 */
export type AnyWalletClient = Client<Transport, Chain | undefined, Account | undefined>;

/**
 * Creates a wallet provider over a viem wallet client.
 *
 * @param client the wallet client (its `account`, when set, is used; otherwise `eth_requestAccounts` asks)
 * @param options chain switching, see {@link ViemEvmWalletOptions}
 * @returns the provider, or `INVALID_CONFIG` when `client` is not a viem client
 * @example A rejected prompt carries the wallet's code
 * ```ts
 * import assert from "node:assert/strict";
 * import { createWalletClient, custom } from "viem";
 * import { createViemEvmWallet } from "./viem_wallet.ts";
 * const client = createWalletClient({
 *   transport: custom({
 *     request: () => Promise.reject(Object.assign(new Error("User rejected the request."), { code: 4001 })),
 *   }),
 * });
 * const wallet = createViemEvmWallet(client);
 * if (!wallet.ok) throw wallet.error;
 * const failure = await wallet.value.getAddress().catch((e) => e);
 * assert.ok(failure.code === "WALLET_ERROR" && failure.context.walletCode === 4001);
 * ```
 */
export function createViemEvmWallet(
  client: AnyWalletClient,
  options: ViemEvmWalletOptions = {},
): Result<EvmWalletProvider, ClientError> {
  return guardedCreateViemEvmWallet(client, options);
}

const guardedCreateViemEvmWallet = /* @__PURE__ */ guardSync(
  "createViemEvmWallet",
  createViemEvmWalletUnguarded,
  {
    params: ["client", "options"],
  },
);

function createViemEvmWalletUnguarded(
  client: AnyWalletClient,
  options: ViemEvmWalletOptions = {},
): Result<EvmWalletProvider, ClientError> {
  if (typeof client?.request !== "function") {
    return err(
      new ClientError("INVALID_CONFIG", "Cannot create wallet: not a viem client", {
        context: { field: "client" },
      }),
    );
  }
  return ok(walletSession({
    account: client.account,
    requestAddresses: () => requestAddresses(client),
    getChainId: () => getChainId(client),
    switchChain: (id) => switchWalletChain(client, { id }),
    addChain: (chain) => addChain(client, { chain }),
    sendTransaction: (account, tx) =>
      sendTransaction(client, { account, chain: null, to: tx.to, data: tx.data, value: tx.value }),
    signMessage: (account, message) => signMessage(client, { account, message }),
  }, options));
}
