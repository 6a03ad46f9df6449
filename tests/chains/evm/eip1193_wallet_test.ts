import assert from "node:assert/strict";
import { createWalletClient, defineChain, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createEip1193EvmWallet, createViemEvmWallet } from "../../../chains/evm/mod.ts";
import { XSwap } from "../../../mod.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { runDappSwap } from "../../../examples/browser/dapp.ts";
import { createTestEip1193Provider } from "../../../examples/browser/test_wallet.ts";

const KEY = `0x${"01".repeat(32)}` as const;
const BASE = 8453;
const SONIC = 146;

function setup(reject: string[] = [], known: number[] = [BASE, SONIC]) {
  const sim = createSimulatorApp({ preset: "instant" });
  const urls: Record<number, string> = {
    [BASE]: sim.urls.rpc("0x2105.base"),
    [SONIC]: sim.urls.rpc("sonic"),
  };
  const provider = createTestEip1193Provider({
    privateKey: KEY,
    chainId: SONIC,
    fetch: sim.fetch,
    reject,
    rpcUrls: Object.fromEntries(known.map((id) => [id, urls[id]])),
  });
  return { sim, provider, client: new XSwap({ ...sim.clientConfig, fetch: sim.fetch }) };
}

const swapArgs = (client: XSwap) => ({
  client,
  srcChainKey: "0x2105.base" as const,
  dstChainKey: "0x38.bsc" as const,
  symbol: "USDC",
  amount: 1_000_000n,
  sleep: () => Promise.resolve(),
  maxPolls: 5,
});

Deno.test("an EIP-1193 wallet on another chain is switched to the source chain and the swap is delivered", async () => {
  const { sim, provider, client } = setup();
  const wallet = createEip1193EvmWallet(provider);
  assert.ok(wallet.ok);
  const r = await runDappSwap({ ...swapArgs(client), wallet: wallet.value });
  assert.ok(r.ok, r.ok ? "" : r.error.message);
  assert.equal(r.value.status, "delivered");
  const switchAt = provider.requests.indexOf("wallet_switchEthereumChain");
  assert.ok(
    switchAt >= 0 && switchAt < provider.requests.indexOf("eth_sendTransaction"),
    provider.requests.join(),
  );
  assert.equal(await provider.request({ method: "eth_chainId" }), "0x2105");
  sim.close();
});

Deno.test("a rejected transaction prompt fails the swap with WALLET_ERROR carrying the wallet's code 4001", async () => {
  const { sim, provider, client } = setup(["eth_sendTransaction"]);
  const wallet = createEip1193EvmWallet(provider);
  assert.ok(wallet.ok);
  const r = await runDappSwap({ ...swapArgs(client), wallet: wallet.value });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "WALLET_ERROR");
  assert.equal(r.error.context.walletCode, 4001);
  sim.close();
});

Deno.test("a rejected chain switch fails with WALLET_ERROR 4001 before any transaction prompt", async () => {
  const { sim, provider, client } = setup(["wallet_switchEthereumChain"]);
  const wallet = createEip1193EvmWallet(provider);
  assert.ok(wallet.ok);
  const r = await runDappSwap({ ...swapArgs(client), wallet: wallet.value });
  assert.ok(!r.ok && r.error.code === "WALLET_ERROR" && r.error.context.walletCode === 4001);
  assert.ok(!provider.requests.includes("eth_sendTransaction"));
  sim.close();
});

Deno.test("a rejected connection (eth_requestAccounts) is WALLET_ERROR 4001", async () => {
  const { sim, provider } = setup(["eth_requestAccounts"]);
  const wallet = createEip1193EvmWallet(provider);
  assert.ok(wallet.ok);
  const failure = await wallet.value.getAddress().catch((e) => e);
  assert.equal(failure.code, "WALLET_ERROR");
  assert.equal(failure.context.walletCode, 4001);
  assert.equal(failure.context.method, "eth_requestAccounts");
  sim.close();
});

Deno.test("a chain the wallet lacks is 4902 unless options.chains lets the wallet add it, then switch", async () => {
  const { sim, provider } = setup([], [SONIC]);
  const tx = {
    to: "0x2222222222222222222222222222222222222222" as const,
    data: "0x" as const,
    value: 0n,
    chainId: BASE,
  };
  const plain = createEip1193EvmWallet(provider);
  assert.ok(plain.ok);
  const failure = await plain.value.sendTransaction(tx).catch((e) => e);
  assert.equal(failure.code, "WALLET_ERROR");
  assert.equal(failure.context.walletCode, 4902);
  const base = defineChain({
    id: BASE,
    name: "Base (simulator)",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [sim.urls.rpc("0x2105.base")] } },
  });
  const adding = createEip1193EvmWallet(provider, { chains: { [BASE]: base } });
  assert.ok(adding.ok);
  const hash = await adding.value.sendTransaction(tx);
  assert.match(hash, /^0x[0-9a-f]{64}$/);
  assert.ok(provider.requests.includes("wallet_addEthereumChain"));
  sim.close();
});

Deno.test("createViemEvmWallet over a local-account client sends without switching chains", async () => {
  const sim = createSimulatorApp({ preset: "instant" });
  const client = createWalletClient({
    account: privateKeyToAccount(KEY),
    transport: http(sim.urls.rpc("0x2105.base"), { fetchFn: sim.fetch, retryCount: 0 }),
  });
  const wallet = createViemEvmWallet(client);
  assert.ok(wallet.ok);
  assert.equal(await wallet.value.getAddress(), privateKeyToAccount(KEY).address);
  const hash = await wallet.value.sendTransaction({
    to: "0x2222222222222222222222222222222222222222",
    data: "0x",
    value: 0n,
    chainId: BASE,
  });
  assert.match(hash, /^0x[0-9a-f]{64}$/);
  assert.ok(!createViemEvmWallet({} as typeof client).ok);
  sim.close();
});
