/**
 * A stand-in for an injected browser wallet (`window.ethereum`) backed by a test private key, for the browser
 * example and tests: an EIP-1193 provider that answers accounts and chain requests itself, signs
 * `eth_sendTransaction` with viem's local account (filling nonce, gas and fees from the chain's RPC, as a real
 * wallet does), and forwards every other JSON-RPC read to the current chain's RPC. `reject` makes chosen methods
 * fail as a user rejecting the prompt would (EIP-1193 code 4001).
 *
 * @example Chain switching, and 4902 for an unknown chain
 * ```ts
 * import assert from "node:assert/strict";
 * import { createTestEip1193Provider } from "./test_wallet.ts";
 * const provider = createTestEip1193Provider({
 *   privateKey: `0x${"01".repeat(32)}`,
 *   rpcUrls: { 146: "http://127.0.0.1:1/rpc/sonic", 8453: "http://127.0.0.1:1/rpc/0x2105.base" },
 *   chainId: 146,
 * });
 * await provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x2105" }] });
 * assert.equal(await provider.request({ method: "eth_chainId" }), "0x2105");
 * const unknown = await provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x1" }] })
 *   .catch((e: { code: number }) => e);
 * assert.equal((unknown as { code: number }).code, 4902);
 * ```
 * @module
 */
import { createWalletClient, type Hex, http, numberToHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";

/** Options of {@link createTestEip1193Provider}. */
export interface TestEip1193ProviderOptions {
  /** The test key that signs. */
  privateKey: Hex;
  /** RPC URL of each chain the wallet knows, by chain id. */
  rpcUrls: Record<number, string>;
  /** The chain selected at start. */
  chainId: number;
  /** Methods that fail with code 4001, as when the user rejects the prompt. @default [] */
  reject?: readonly string[] | undefined;
  /** `fetch` for the RPC calls. @default globalThis.fetch */
  fetch?: typeof fetch | undefined;
  /** Called with each method requested (a page shows them). @default undefined */
  onRequest?: ((method: string) => void) | undefined;
}

/** The provider: EIP-1193 `request`, plus the methods it was asked for (tests read them). */
export interface TestEip1193Provider {
  /** EIP-1193 request. */
  request(args: { method: string; params?: readonly unknown[] | object | undefined }): Promise<unknown>;
  /** Every method requested, in order. */
  readonly requests: string[];
}

class ProviderRpcError extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
    this.name = "ProviderRpcError";
  }
}

/**
 * Creates the test provider.
 *
 * @param options key, chains and rejected methods
 * @returns an EIP-1193 provider
 * @example Accounts
 * ```ts
 * import assert from "node:assert/strict";
 * import { createTestEip1193Provider } from "./test_wallet.ts";
 * const provider = createTestEip1193Provider({ privateKey: `0x${"01".repeat(32)}`, rpcUrls: {}, chainId: 1 });
 * const [me] = (await provider.request({ method: "eth_requestAccounts" })) as string[];
 * assert.equal(me, "0x1a642f0E3c3aF545E7AcBD38b07251B3990914F1");
 * ```
 */
export function createTestEip1193Provider(options: TestEip1193ProviderOptions): TestEip1193Provider {
  const account = privateKeyToAccount(options.privateKey);
  const rpcUrls = { ...options.rpcUrls };
  const reject = new Set(options.reject ?? []);
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let chainId = options.chainId;
  let id = 0;
  const requests: string[] = [];
  const rpcUrl = (): string => {
    const url = rpcUrls[chainId];
    if (url === undefined) {
      throw new ProviderRpcError(4901, `The wallet is not connected to chain ${chainId}`);
    }
    return url;
  };
  const forward = async (method: string, params: unknown): Promise<unknown> => {
    const res = await fetchFn(rpcUrl(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params: params ?? [] }),
    });
    const body = await res.json() as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message);
    return body.result;
  };
  const chainParam = (params: unknown): number => {
    const first = Array.isArray(params) ? params[0] as { chainId?: string } : undefined;
    return Number.parseInt(first?.chainId ?? "", 16);
  };
  return {
    requests,
    async request({ method, params }) {
      requests.push(method);
      options.onRequest?.(method);
      if (reject.has(method)) throw new ProviderRpcError(4001, "User rejected the request.");
      switch (method) {
        case "eth_requestAccounts":
        case "eth_accounts":
          return [account.address];
        case "eth_chainId":
          return numberToHex(chainId);
        case "wallet_switchEthereumChain": {
          const next = chainParam(params);
          if (rpcUrls[next] === undefined) throw new ProviderRpcError(4902, `Unrecognized chain ID ${next}`);
          chainId = next;
          return null;
        }
        case "wallet_addEthereumChain": {
          const added = Array.isArray(params)
            ? params[0] as { chainId: string; rpcUrls: string[] }
            : undefined;
          if (added?.rpcUrls?.[0] === undefined) throw new ProviderRpcError(-32602, "Missing rpcUrls");
          rpcUrls[Number.parseInt(added.chainId, 16)] = added.rpcUrls[0];
          return null;
        }
        case "personal_sign": {
          const [message] = params as [Hex];
          return await account.signMessage({ message: { raw: message } });
        }
        case "eth_sendTransaction": {
          const [tx] = params as [{ to: Hex; data?: Hex; value?: Hex }];
          const client = createWalletClient({
            account,
            transport: http(rpcUrl(), { fetchFn, retryCount: 0 }),
          });
          return await client.sendTransaction({
            chain: null,
            to: tx.to,
            data: tx.data,
            value: tx.value === undefined ? undefined : BigInt(tx.value),
          });
        }
        default:
          return await forward(method, params);
      }
    },
  };
}
