// One swap from every one of the 22 chain keys (the hub included) to another chain, against a running simulator.
// Prints `ok <chainKey> <path> <dstTxHash>` or `fail <chainKey> <code>: <message>` per source; exits 1 on a fail.
// Run: DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 run -A examples/every_chain.ts   (SIM_URL, port 8787)
import {
  ALL_CHAIN_KEYS,
  type AnySpokeWalletProvider,
  getChainType,
  type SpokeChainKey,
  walletAddressOf,
  XSwap,
  type XSwapOptions,
} from "@xswap/client";
import { createPrivateKeyEvmWallet } from "@xswap/client/chains/evm";
import { Keypair as SolanaKeypair } from "@solana/web3.js";
import { Keypair as StellarKeypair } from "@stellar/stellar-sdk";
import { createPrivateKeyBitcoinWallet } from "@xswap/client/chains/bitcoin";
import { createSimulatorIconWallet } from "@xswap/client/chains/icon";
import { createPrivateKeyInjectiveWallet } from "@xswap/client/chains/injective";
import { createPrivateKeyNearWallet } from "@xswap/client/chains/near";
import { createKeypairSolanaWallet } from "@xswap/client/chains/solana";
import { createPrivateKeyStacksWallet } from "@xswap/client/chains/stacks";
import { createKeypairStellarWallet } from "@xswap/client/chains/stellar";
import { createKeypairSuiWallet } from "@xswap/client/chains/sui";
import { clientOptionsForSimulator, SIM_NEAR_TEST_ACCOUNT } from "@xswap/client/simulator";

type Wallet = { ok: true; value: AnySpokeWalletProvider } | { ok: false; error: Error };

/** A throwaway test wallet of the chain's family (the simulator funds every account of every family). */
export function testWallet(
  client: Pick<XSwap, "instanceConfig">,
  chainKey: SpokeChainKey,
  options: Pick<XSwapOptions, "fetch">,
): Wallet {
  const chain = client.instanceConfig.chains[chainKey] as { rpcUrl?: string };
  const rpcUrl = chain.rpcUrl ?? "";
  switch (getChainType(chainKey)) {
    case "EVM":
      return createPrivateKeyEvmWallet({ privateKey: `0x${"01".repeat(32)}`, rpcUrl, fetch: options.fetch });
    case "SOLANA":
      return createKeypairSolanaWallet(SolanaKeypair.fromSeed(new Uint8Array(32).fill(7)));
    case "STELLAR":
      return createKeypairStellarWallet(
        StellarKeypair.fromRawEd25519Seed(new Uint8Array(32).fill(9) as never),
      );
    case "ICON":
      return {
        ok: true,
        value: createSimulatorIconWallet({ address: `hx${"ab".repeat(20)}`, rpcUrl, fetch: options.fetch }),
      };
    case "SUI":
      return createKeypairSuiWallet(new Uint8Array(32).fill(1));
    case "INJECTIVE":
      return createPrivateKeyInjectiveWallet({
        privateKey: `0x${"42".repeat(32)}`,
        restUrl: rpcUrl,
        fetch: options.fetch,
      });
    case "NEAR":
      return createPrivateKeyNearWallet({
        accountId: SIM_NEAR_TEST_ACCOUNT.accountId,
        privateKey: SIM_NEAR_TEST_ACCOUNT.privateKey, // a published test key: only the simulator funds it
        rpcUrl,
        fetch: options.fetch,
      });
    case "STACKS":
      return createPrivateKeyStacksWallet({
        privateKey: `${"01".repeat(32)}01`,
        rpcUrl,
        fetch: options.fetch,
      });
    case "BITCOIN":
      return createPrivateKeyBitcoinWallet(`${"00".repeat(31)}01`);
  }
  return { ok: false, error: new Error(`no test wallet for ${chainKey}`) };
}

/** Swaps 1 unit of the source chain's first supported token and tracks it to delivery; returns one line. */
export async function swapFrom(
  client: XSwap,
  chainKey: SpokeChainKey,
  options: XSwapOptions,
): Promise<string> {
  const fail = (e: { code?: string; message: string }) =>
    `fail ${chainKey} ${e.code ?? "ERROR"}: ${e.message}`;
  const wallet = testWallet(client, chainKey, options);
  if (!wallet.ok) return fail(wallet.error);
  const dstChainKey: SpokeChainKey = chainKey === "0x2105.base" ? "0xa4b1.arbitrum" : "0x2105.base";
  // Stellar swaps its native XLM: a classic asset would need the account's trustline first (docs/chains/stellar.md)
  const tokens = client.config.getSupportedSwapTokens(chainKey);
  const input = getChainType(chainKey) === "STELLAR" ? tokens.find((t) => t.symbol === "XLM") : tokens[0];
  const output = client.config.getSupportedSwapTokens(dstChainKey).find((t) => t.symbol === "USDC");
  if (input === undefined || output === undefined) {
    return `fail ${chainKey} UNSUPPORTED_TOKEN: no token to swap`;
  }
  const me = await walletAddressOf(wallet.value);
  const params = {
    srcChainKey: chainKey,
    dstChainKey,
    inputToken: input.address,
    outputToken: output.address,
    inputAmount: getChainType(chainKey) === "BITCOIN" ? 10n ** 5n : 10n ** BigInt(input.decimals), // 1 unit (0.001 BTC)
    minOutputAmount: 1n,
    srcAddress: me,
    dstAddress: "0x00000000000000000000000000000000000000b0",
    deadline: 0n,
    allowPartialFill: false,
  };
  // an ERC-20 on an EVM chain needs an allowance first; the native coins and the other families answer true
  const allowed = await client.swaps.isAllowanceValid({ params });
  if (!allowed.ok) return fail(allowed.error);
  if (!allowed.value) {
    const approved = await client.swaps.approve({ params, walletProvider: wallet.value });
    if (!approved.ok) return fail(approved.error);
  }
  const swap = await client.swaps.swap({ params, walletProvider: wallet.value });
  if (!swap.ok) return fail(swap.error);
  const delivered = await client.swaps.track(swap.value, { timeout: 120_000 });
  if (!delivered.ok) return fail(delivered.error);
  return `ok ${chainKey} ${swap.value.path} ${delivered.value.dstTxHash}`;
}

/** One line per chain key, in `ALL_CHAIN_KEYS` order. */
export async function runEveryChain(options: XSwapOptions, print = console.log): Promise<string[]> {
  const client = new XSwap(options);
  const lines: string[] = [];
  for (const chainKey of ALL_CHAIN_KEYS) {
    const line = await swapFrom(client, chainKey, options).catch((e: Error) =>
      `fail ${chainKey} THROWN: ${e.message}`
    );
    print(line);
    lines.push(line);
  }
  return lines;
}

if (import.meta.main) {
  const lines = await runEveryChain(
    clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787"),
  );
  if (lines.some((l) => l.startsWith("fail"))) Deno.exit(1);
}
