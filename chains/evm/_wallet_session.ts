/**
 * Internal: the wallet session both EVM wallet providers share (`createViemEvmWallet` over viem actions,
 * `createEip1193EvmWallet` over raw EIP-1193 requests): the connected account asked for once, the switch to the
 * transaction's chain before each send (`wallet_switchEthereumChain`; on 4902 the chain from `options.chains` is
 * added and switched to again), and every failure as a `WALLET_ERROR` carrying the wallet's EIP-1193 code.
 *
 * @example A session over calls that answer from memory
 * ```ts
 * import assert from "node:assert/strict";
 * import { walletSession } from "./_wallet_session.ts";
 * const me = "0x1111111111111111111111111111111111111111" as const;
 * const sent: string[] = [];
 * const wallet = walletSession({
 *   account: undefined,
 *   requestAddresses: () => Promise.resolve([me]),
 *   getChainId: () => Promise.resolve(8453),
 *   switchChain: (id) => Promise.resolve(void sent.push(`switch ${id}`)),
 *   addChain: () => Promise.resolve(),
 *   sendTransaction: (_from, tx) => Promise.resolve(void sent.push(`send ${tx.to}`)).then(() => "0x01" as const),
 *   signMessage: () => Promise.resolve("0x02" as const),
 * });
 * assert.equal(await wallet.getAddress(), me);
 * await wallet.sendTransaction({ to: me, data: "0x", value: 0n, chainId: 146 });
 * assert.deepEqual(sent, ["switch 146", `send ${me}`]);
 * ```
 * @module
 */
import type { Account, Address, Chain, Hex } from "viem";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { walletErrorCode } from "../spoke/wallet_error_code.ts";
import { walletFailureDetail } from "../spoke/wallet_failure.ts";
import { describeValue } from "../../core/describe_value.ts";
import type { EvmTxRequest, EvmWalletProvider } from "./wallet.ts";

/** The EIP-1193 code of "unrecognized chain" (`wallet_switchEthereumChain` to a chain the wallet lacks). */
export const UNRECOGNIZED_CHAIN_CODE = 4902;

/** Options of `createViemEvmWallet` and `createEip1193EvmWallet`. */
export interface ViemEvmWalletOptions {
  /** Switch the wallet to `tx.chainId` before each send. @default true */
  switchChain?: boolean | undefined;
  /** Chains to add (`wallet_addEthereumChain`) when the wallet does not know them, by chain id. @default {} */
  chains?: Readonly<Record<number, Chain>> | undefined;
}

/** The account a send or a signature is made from: an address, or a viem account (a local key signs itself). */
export type WalletAccount = Account | Address;

/** The wallet calls a session makes; each may throw the wallet's error. */
export interface WalletCalls {
  /** The client's own account, when it has one (then no `eth_requestAccounts`). */
  account: WalletAccount | undefined;
  /** `eth_requestAccounts`. */
  requestAddresses(): Promise<readonly Address[]>;
  /** `eth_chainId`. */
  getChainId(): Promise<number>;
  /** `wallet_switchEthereumChain`. */
  switchChain(chainId: number): Promise<void>;
  /** `wallet_addEthereumChain`. */
  addChain(chain: Chain): Promise<void>;
  /** `eth_sendTransaction` (or a local signature and `eth_sendRawTransaction`). */
  sendTransaction(from: WalletAccount, tx: EvmTxRequest): Promise<Hex>;
  /** `personal_sign` of the UTF-8 message. */
  signMessage(from: WalletAccount, message: string): Promise<Hex>;
}

/**
 * A wallet provider over `calls`.
 *
 * @param calls the wallet's calls
 * @param options chain switching @default {switchChain: true, chains: {}}
 * @returns the provider; its methods reject with `WALLET_ERROR` `ClientError`s
 */
export function walletSession(calls: WalletCalls, options: ViemEvmWalletOptions = {}): EvmWalletProvider {
  const { switchChain = true, chains = {} } = options;
  let connected: Promise<WalletAccount> | undefined;
  const account = (): Promise<WalletAccount> => {
    if (calls.account !== undefined) return Promise.resolve(calls.account);
    connected ??= calls.requestAddresses().then(
      (addresses) => {
        if (addresses[0] === undefined) throw new Error("the wallet returned no account");
        return addresses[0];
      },
    ).catch((cause: unknown) => {
      connected = undefined;
      throw walletFailure("eth_requestAccounts", "Cannot connect the wallet", {}, cause);
    });
    return connected;
  };
  const ensureChain = async (chainId: number): Promise<void> => {
    let current: number;
    try {
      current = await calls.getChainId();
    } catch (cause) {
      throw walletFailure("eth_chainId", "Cannot read the wallet's chain", { chainId }, cause);
    }
    if (current === chainId) return;
    try {
      await calls.switchChain(chainId);
      return;
    } catch (cause) {
      const chain = chains[chainId];
      if (walletErrorCode(cause) !== UNRECOGNIZED_CHAIN_CODE || chain === undefined) {
        throw walletFailure("wallet_switchEthereumChain", `Cannot switch the wallet to chain ${chainId}`, {
          chainId,
          from: current,
        }, cause);
      }
    }
    try {
      await calls.addChain(chains[chainId] as Chain);
      await calls.switchChain(chainId);
    } catch (cause) {
      throw walletFailure(
        "wallet_addEthereumChain",
        `Cannot add chain ${chainId} to the wallet`,
        { chainId },
        cause,
      );
    }
  };
  return {
    getAddress: async (): Promise<Address> => {
      const a = await account();
      return typeof a === "string" ? a : a.address;
    },
    sendTransaction: async (tx: EvmTxRequest): Promise<Hex> => {
      const from = await account();
      const local = typeof from === "object" && from.type === "local";
      if (switchChain && !local && tx.chainId !== undefined) await ensureChain(tx.chainId);
      try {
        return await calls.sendTransaction(from, tx);
      } catch (cause) {
        throw walletFailure("eth_sendTransaction", "Cannot send the transaction", {
          chainId: tx.chainId,
          to: tx.to,
        }, cause);
      }
    },
    signMessage: async (message: string): Promise<Hex> => {
      const from = await account();
      try {
        return await calls.signMessage(from, message);
      } catch (cause) {
        throw walletFailure("personal_sign", "Cannot sign the message", {}, cause);
      }
    },
  };
}

/**
 * The `WALLET_ERROR` of a failed wallet call: the wallet's words (viem's `shortMessage`, else the message) and its
 * EIP-1193 code in `context.walletCode`.
 *
 * @param method the JSON-RPC method that failed
 * @param action what could not be done, e.g. "Cannot send the transaction"
 * @param context extra context
 * @param cause the wallet's error
 * @returns the error
 */
export function walletFailure(
  method: string,
  action: string,
  contextFields: ErrorContextFields,
  cause: unknown,
): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  const walletCode = walletErrorCode(cause);
  // one short line: viem's messages carry the request body (a signed tx) and multi-line details
  const detail = walletFailureDetail(cause) || describeValue(cause);
  return new ClientError(
    "WALLET_ERROR",
    `${action}: ${detail}${walletCode !== undefined ? ` (wallet code ${walletCode})` : ""}`,
    { context: { ...context, method, ...(walletCode !== undefined ? { walletCode } : {}) }, cause },
  );
}
