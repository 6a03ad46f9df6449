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
import type { Account, Address, Chain, Client, Hex, Transport } from "viem";
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
import { walletErrorCode } from "../spoke/wallet_error_code.ts";
import { walletFailureDetail } from "../spoke/wallet_failure.ts";
import { describeValue } from "../../core/describe_value.ts";
import type { EvmTxRequest, EvmWalletProvider } from "../wallets/evm.ts";

/** The EIP-1193 code of "unrecognized chain" (`wallet_switchEthereumChain` to a chain the wallet lacks). */
export const UNRECOGNIZED_CHAIN_CODE = 4902;

/** Options of {@link createViemEvmWallet} and `createEip1193EvmWallet`. */
export interface ViemEvmWalletOptions {
  /** Switch the wallet to `tx.chainId` before each send. @default true */
  switchChain?: boolean | undefined;
  /** Chains to add (`wallet_addEthereumChain`) when the wallet does not know them, by chain id. @default {} */
  chains?: Readonly<Record<number, Chain>> | undefined;
}

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
  const { switchChain = true, chains = {} } = options;
  if (typeof client?.request !== "function") {
    return err(
      new ClientError("INVALID_CONFIG", "Cannot create wallet: not a viem client", {
        context: { field: "client" },
      }),
    );
  }
  let connected: Promise<Account | Address> | undefined;
  const account = (): Promise<Account | Address> => {
    if (client.account !== undefined) return Promise.resolve(client.account);
    connected ??= requestAddresses(client).then(
      (addresses) => {
        if (addresses[0] === undefined) throw new Error("the wallet returned no account");
        return addresses[0];
      },
    ).catch((cause: unknown) => {
      connected = undefined;
      throw failure("eth_requestAccounts", "Cannot connect the wallet", {}, cause);
    });
    return connected;
  };
  const ensureChain = async (chainId: number): Promise<void> => {
    let current: number;
    try {
      current = await getChainId(client);
    } catch (cause) {
      throw failure("eth_chainId", "Cannot read the wallet's chain", { chainId }, cause);
    }
    if (current === chainId) return;
    try {
      await switchWalletChain(client, { id: chainId });
      return;
    } catch (cause) {
      const chain = chains[chainId];
      if (walletErrorCode(cause) !== UNRECOGNIZED_CHAIN_CODE || chain === undefined) {
        throw failure("wallet_switchEthereumChain", `Cannot switch the wallet to chain ${chainId}`, {
          chainId,
          from: current,
        }, cause);
      }
    }
    try {
      await addChain(client, { chain: chains[chainId] as Chain });
      await switchWalletChain(client, { id: chainId });
    } catch (cause) {
      throw failure(
        "wallet_addEthereumChain",
        `Cannot add chain ${chainId} to the wallet`,
        { chainId },
        cause,
      );
    }
  };
  return ok({
    getAddress: async (): Promise<Address> => {
      const a = await account();
      return typeof a === "string" ? a : a.address;
    },
    sendTransaction: async (tx: EvmTxRequest): Promise<Hex> => {
      const from = await account();
      const local = typeof from === "object" && from.type === "local";
      if (switchChain && !local && tx.chainId !== undefined) await ensureChain(tx.chainId);
      try {
        return await sendTransaction(client, {
          account: from,
          chain: null,
          to: tx.to,
          data: tx.data,
          value: tx.value,
        });
      } catch (cause) {
        throw failure("eth_sendTransaction", "Cannot send the transaction", {
          chainId: tx.chainId,
          to: tx.to,
        }, cause);
      }
    },
    signMessage: async (message: string): Promise<Hex> => {
      const from = await account();
      try {
        return await signMessage(client, { account: from, message });
      } catch (cause) {
        throw failure("personal_sign", "Cannot sign the message", {}, cause);
      }
    },
  });
}

function failure(
  method: string,
  action: string,
  context: Record<string, unknown>,
  cause: unknown,
): ClientError {
  const walletCode = walletErrorCode(cause);
  const detail = walletFailureDetail(cause) || describeValue(cause);
  return new ClientError(
    "WALLET_ERROR",
    `${action}: ${detail}${walletCode !== undefined ? ` (wallet code ${walletCode})` : ""}`,
    { context: { ...context, method, ...(walletCode !== undefined ? { walletCode } : {}) }, cause },
  );
}
