/**
 * The two-step swap with the caller's own signer, one test per family: `swaps.createIntent({raw: true})` builds
 * the unsigned source transaction, the test signs and sends it (viem, `@solana/web3.js`, `@stellar/stellar-sdk`,
 * `@mysten/sui` with the Sui wallet, `@scure/btc-signer` with the Bitcoin wallet's PSBT signature, the NEAR,
 * Stacks and Injective wallets of the family; ICON's params posted as they are, the simulated ICON node checks
 * no signature) to the simulator's node, and `swaps.resume` with a `created` token delivers it (verify, relay,
 * solver). The simulator accepts only what the real node would.
 * @module
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { type Hex, keccak256 } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { Keypair as SolanaKeypair, Transaction as SolanaTransaction } from "@solana/web3.js";
import { Keypair as StellarKeypair, Networks, TransactionBuilder } from "@stellar/stellar-sdk";
import type { SpokeChainKey } from "../../../core/chains/mod.ts";
import { walletAddressOf, XSwap } from "../../../mod.ts";
import { base64, hex } from "@scure/base";
import { Transaction as BtcTransaction } from "@scure/btc-signer";
import type { BitcoinWalletProvider } from "../../../chains/bitcoin/wallet.ts";
import { Transaction as SuiTransaction } from "@mysten/sui/transactions";
import { resolveSuiGrpcUrl } from "../../../core/config/mod.ts";
import type { SuiWalletProvider } from "../../../chains/sui/wallet.ts";
import type { InjectiveWalletProvider } from "../../../chains/injective/wallet.ts";
import type { NearWalletProvider } from "../../../chains/near/wallet.ts";
import type { StacksWalletProvider } from "../../../chains/stacks/wallet.ts";
import { testWallet } from "../../../examples/every_chain.ts";
import { createSimulatorApp, type SimulatorApp } from "../../../simulator/mod.ts";

const EVM_KEY: Hex = `0x${"01".repeat(32)}`;
const solanaKey = SolanaKeypair.fromSeed(new Uint8Array(32).fill(7));
const stellarKey = StellarKeypair.fromRawEd25519Seed(new Uint8Array(32).fill(9) as never);

async function rpc(sim: SimulatorApp, url: string, method: string, params: unknown): Promise<unknown> {
  const res = await sim.fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = await res.json() as { result?: unknown; error?: unknown };
  if (body.error !== undefined) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
  return body.result;
}

function setup() {
  const sim = createSimulatorApp({ preset: "instant", seed: 12 });
  const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
  const rpcUrl = (chainKey: SpokeChainKey) =>
    (client.instanceConfig.chains[chainKey] as { rpcUrl: string }).rpcUrl;
  return { sim, client, rpcUrl };
}

async function paramsFor(client: XSwap, chainKey: SpokeChainKey, srcAddress: string) {
  const input = client.config.getSupportedSwapTokens(chainKey)[0];
  const output = client.config.getSupportedSwapTokens("0xa4b1.arbitrum").find((t) => t.symbol === "USDC")!;
  const deadline = await client.swaps.getSwapDeadline();
  if (!deadline.ok) throw deadline.error;
  return {
    srcChainKey: chainKey,
    dstChainKey: "0xa4b1.arbitrum" as const,
    inputToken: input.address,
    outputToken: output.address,
    inputAmount: 10n ** BigInt(input.decimals),
    minOutputAmount: 1n,
    srcAddress,
    dstAddress: "0x00000000000000000000000000000000000000b0",
    deadline: deadline.value,
    allowPartialFill: false,
  };
}

async function deliver(
  client: XSwap,
  params: { srcChainKey: SpokeChainKey; dstChainKey: SpokeChainKey },
  srcTxHash: string,
  relayData: { address: string; payload: string },
) {
  const delivered = await client.swaps.resume({
    v: 1,
    kind: "swap",
    phase: "created",
    srcChainKey: params.srcChainKey,
    dstChainKey: params.dstChainKey,
    srcTxHash,
    relayData,
  });
  assert.ok(delivered.ok, delivered.ok ? "" : JSON.stringify(delivered.error.toJSON()));
  return delivered.value;
}

Deno.test("a raw EVM intent signed with viem is accepted by the simulated node and delivered with swaps.resume", async () => {
  const { sim, client, rpcUrl } = setup();
  try {
    const account = privateKeyToAccount(EVM_KEY);
    // the native coin: no approval needed before the deposit
    const params = {
      ...(await paramsFor(client, "0x2105.base", account.address)),
      inputToken: client.config.getChainConfig("0x2105.base").nativeToken,
      inputAmount: 10n ** 15n,
    };
    const created = await client.swaps.createIntent({ params, raw: true });
    assert.ok(created.ok && created.value.kind === "raw" && created.value.rawTx.family === "EVM");
    const { tx } = created.value.rawTx;
    const url = rpcUrl("0x2105.base");
    const nonce = Number(await rpc(sim, url, "eth_getTransactionCount", [account.address, "pending"]));
    const signed = await account.signTransaction({
      chainId: 8453,
      type: "eip1559",
      to: tx.to as Hex,
      value: tx.value,
      data: tx.data as Hex,
      nonce,
      gas: 1_000_000n,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1n,
    });
    const hash = await rpc(sim, url, "eth_sendRawTransaction", [signed]);
    assert.equal(hash, keccak256(signed));
    await deliver(client, params, hash as string, created.value.relayData);
  } finally {
    sim.close();
  }
});

Deno.test("a raw Solana intent signed with @solana/web3.js is accepted by the simulated node and delivered", async () => {
  const { sim, client, rpcUrl } = setup();
  try {
    const params = await paramsFor(client, "solana", solanaKey.publicKey.toBase58());
    const created = await client.swaps.createIntent({ params, raw: true });
    assert.ok(created.ok && created.value.kind === "raw" && created.value.rawTx.family === "SOLANA");
    const tx = SolanaTransaction.from(Buffer.from(created.value.rawTx.transaction, "base64"));
    tx.partialSign(solanaKey);
    const wire = tx.serialize().toString("base64");
    const signature = await rpc(sim, rpcUrl("solana"), "sendTransaction", [wire, { encoding: "base64" }]);
    assert.equal(typeof signature, "string");
    await deliver(client, params, signature as string, created.value.relayData);
  } finally {
    sim.close();
  }
});

Deno.test("a raw Stellar intent signed with @stellar/stellar-sdk is accepted by the simulated node and delivered", async () => {
  const { sim, client } = setup();
  try {
    const params = await paramsFor(client, "stellar", stellarKey.publicKey());
    const created = await client.swaps.createIntent({ params, raw: true });
    assert.ok(created.ok && created.value.kind === "raw" && created.value.rawTx.family === "STELLAR");
    const tx = TransactionBuilder.fromXDR(created.value.rawTx.xdr, Networks.PUBLIC);
    tx.sign(stellarKey);
    const soroban = (client.instanceConfig.chains.stellar as { sorobanRpcUrl: string }).sorobanRpcUrl;
    const sent = await rpc(sim, soroban, "sendTransaction", { transaction: tx.toXDR() }) as {
      hash: string;
      status: string;
    };
    assert.equal(sent.status, "PENDING");
    await deliver(client, params, sent.hash, created.value.relayData);
  } finally {
    sim.close();
  }
});

// NEAR, Stacks and Injective: the raw form is what a wallet of the family signs as it is (a NEAR wallet's
// `signAndSendTransaction({receiverId, actions})`, a Stacks wallet's `stx_callContract`, an Injective wallet's
// execute message); the test's private-key wallets sign with the family SDKs and broadcast to the simulated node.
for (const chainKey of ["near", "stacks", "injective-1"] as const) {
  Deno.test(`a raw ${chainKey} intent signed and sent by a wallet of the family is accepted and delivered`, async () => {
    const { sim, client } = setup();
    try {
      const wallet = testWallet(client, chainKey, { fetch: sim.fetch });
      if (!wallet.ok) throw wallet.error;
      const params = await paramsFor(client, chainKey, await walletAddressOf(wallet.value));
      const created = await client.swaps.createIntent({ params, raw: true });
      assert.ok(created.ok, created.ok ? "" : JSON.stringify(created.error.toJSON()));
      assert.equal(created.value.kind, "raw");
      if (created.value.kind !== "raw") return;
      const rawTx = created.value.rawTx;
      let srcTxHash: string;
      if (rawTx.family === "NEAR") {
        const { signerId: _signer, ...request } = rawTx.transaction;
        srcTxHash =
          (await (wallet.value as NearWalletProvider).signAndSendTransaction(request)).transactionHash;
      } else if (rawTx.family === "STACKS") {
        const { txid } = await (wallet.value as StacksWalletProvider).callContract(rawTx.contractCall);
        // the relayer knows a Stacks tx by its `0x`-prefixed id (what the adapter returns); wallets may omit it
        srcTxHash = txid.startsWith("0x") ? txid : `0x${txid}`;
      } else if (rawTx.family === "INJECTIVE") {
        srcTxHash = (await (wallet.value as InjectiveWalletProvider).execute({
          contractAddress: rawTx.contract,
          msg: { ...rawTx.msg },
          funds: rawTx.funds,
        })).transactionHash;
      } else {
        throw new Error(`unexpected ${rawTx.family}`);
      }
      await deliver(client, params, srcTxHash, created.value.relayData);
    } finally {
      sim.close();
    }
  });
}

Deno.test("a raw Bitcoin intent (an unsigned PSBT) signed by the wallet, finalized with @scure/btc-signer and broadcast is delivered", async () => {
  const { sim, client } = setup();
  try {
    const wallet = testWallet(client, "bitcoin", { fetch: sim.fetch });
    if (!wallet.ok) throw wallet.error;
    const bitcoin = wallet.value as BitcoinWalletProvider;
    const params = {
      ...(await paramsFor(client, "bitcoin", await bitcoin.getWalletAddress())),
      inputAmount: 10n ** 5n,
    };
    const created = await client.swaps.createIntent({ params, raw: true });
    assert.ok(created.ok, created.ok ? "" : JSON.stringify(created.error.toJSON()));
    assert.ok(created.value.kind === "raw" && created.value.rawTx.family === "BITCOIN");
    const signed = await bitcoin.signPsbt(created.value.rawTx.psbt, { finalize: true });
    const tx = BtcTransaction.fromPSBT(base64.decode(signed), { allowUnknownOutputs: true });
    if (!tx.isFinal) tx.finalize();
    const esplora = (client.instanceConfig.chains.bitcoin as { rpcUrl: string }).rpcUrl;
    const res = await sim.fetch(`${esplora}/tx`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: hex.encode(tx.extract()),
    });
    assert.equal(res.status, 200);
    const txid = (await res.text()).trim();
    assert.match(txid, /^[0-9a-f]{64}$/);
    await deliver(client, params, txid, created.value.relayData);
  } finally {
    sim.close();
  }
});

Deno.test("a raw Sui intent (a TransactionKind) completed with gas by @mysten/sui, signed by the wallet and executed is delivered", async () => {
  const { sim, client } = setup();
  try {
    const wallet = testWallet(client, "sui", { fetch: sim.fetch });
    if (!wallet.ok) throw wallet.error;
    const sui = wallet.value as SuiWalletProvider;
    const me = await sui.getWalletAddress();
    const params = await paramsFor(client, "sui", me);
    const created = await client.swaps.createIntent({ params, raw: true });
    assert.ok(created.ok, created.ok ? "" : JSON.stringify(created.error.toJSON()));
    assert.ok(created.value.kind === "raw" && created.value.rawTx.family === "SUI");
    const url = resolveSuiGrpcUrl(client.instanceConfig.chains.sui);
    const price = await rpc(sim, url, "suix_getReferenceGasPrice", []);
    const coins = await rpc(sim, url, "suix_getCoins", [me, "0x2::sui::SUI"]) as {
      data: { coinObjectId: string; version: string; digest: string }[];
    };
    const tx = SuiTransaction.fromKind(created.value.rawTx.tx.data);
    tx.setSender(me);
    tx.setGasPrice(BigInt(String(price)));
    tx.setGasBudget(50_000_000n);
    tx.setGasPayment(
      coins.data.slice(0, 1).map((c) => ({ objectId: c.coinObjectId, version: c.version, digest: c.digest })),
    );
    const signed = await sui.signTransaction({ transaction: await tx.build() });
    const executed = await rpc(sim, url, "sui_executeTransactionBlock", [
      signed.bytes,
      [signed.signature],
      { showEffects: true },
    ]) as { digest: string };
    await deliver(client, params, executed.digest, created.value.relayData);
  } finally {
    sim.close();
  }
});

Deno.test("raw ICON params are what icx_sendTransaction takes: the simulated node (which checks no signature) accepts them and the intent is delivered", async () => {
  const { sim, client, rpcUrl } = setup();
  try {
    const me = `hx${"ab".repeat(20)}`;
    const params = await paramsFor(client, "0x1.icon", me);
    const created = await client.swaps.createIntent({ params, raw: true });
    assert.ok(created.ok, created.ok ? "" : JSON.stringify(created.error.toJSON()));
    assert.ok(created.value.kind === "raw" && created.value.rawTx.family === "ICON");
    assert.equal(created.value.rawTx.params.from, me);
    const hash = await rpc(sim, rpcUrl("0x1.icon"), "icx_sendTransaction", created.value.rawTx.params);
    assert.match(String(hash), /^0x[0-9a-f]{64}$/);
    await deliver(client, params, String(hash), created.value.relayData);
  } finally {
    sim.close();
  }
});
