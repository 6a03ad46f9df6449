/**
 * Chain activity for the snapshot properties: real signed transactions sent in-process to the simulator's EVM
 * JSON-RPC, NEAR node, Bitcoin Esplora node and Stellar sponsoring service (each signed with the chain's own SDK),
 * and the reads a user would make afterwards (receipt, nonce, balances, NEAR tx status, UTXOs, Horizon account).
 * @module
 */
import { Keypair } from "@stellar/stellar-sdk";
import {
  actions,
  base64Encode,
  baseDecode,
  createTransaction,
  KeyPair,
  KeyPairSigner,
  type KeyPairString,
} from "near-api-js";
import type { Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createBitcoinSpokeAdapter } from "../../chains/bitcoin/adapter.ts";
import { createPrivateKeyBitcoinWallet } from "../../chains/bitcoin/wallet_private_key.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
import { DEFAULT_SIM_API_KEY } from "../../simulator/auth/api_keys.ts";
import { SIM_NEAR_TEST_ACCOUNT } from "../../simulator/chains/near/rpc_app.ts";
import type { TestSim } from "../simulator/_helpers.ts";
import { ADDRESS_1, BITCOIN_PARAMS, KEY_1 } from "../chains/bitcoin/_fixture.ts";
import { buildEnvelope } from "../sponsoring/_harness.ts";

/** One chain action. */
export type ChainOp = "evm" | "near" | "bitcoin" | "sponsor";

/** What the actions of one run created, for the reads afterwards. */
export interface ChainHandles {
  evmTxs: Hex[];
  nearTxs: string[];
  bitcoinTxs: string[];
  sponsored: string[];
  nearNonce: bigint;
}

/** Fresh handles. */
export function newHandles(): ChainHandles {
  return { evmTxs: [], nearTxs: [], bitcoinTxs: [], sponsored: [], nearNonce: 0n };
}

const EVM = privateKeyToAccount(`0x${"01".repeat(32)}`);
const EVM_CHAIN = "0x2105.base";

async function json(res: Response): Promise<unknown> {
  return JSON.parse(await res.text());
}

async function rpc(sim: TestSim, path: string, method: string, params: unknown): Promise<unknown> {
  const res = await sim.fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return await json(res);
}

async function evmTransfer(sim: TestSim, h: ChainHandles, n: number): Promise<void> {
  const count = await rpc(sim, `/rpc/${EVM_CHAIN}`, "eth_getTransactionCount", [EVM.address, "latest"]);
  const raw = await EVM.signTransaction({
    chainId: 8453,
    type: "eip1559",
    to: `0x${(n % 250 + 1).toString(16).padStart(2, "0").repeat(20)}`,
    value: BigInt(n + 1) * 1_000n,
    nonce: Number((count as { result: string }).result),
    gas: 21_000n,
    maxFeePerGas: 2_000_000_000n,
    maxPriorityFeePerGas: 1n,
  });
  const sent = await rpc(sim, `/rpc/${EVM_CHAIN}`, "eth_sendRawTransaction", [raw]) as { result?: Hex };
  if (sent.result === undefined) throw new Error(`EVM tx refused: ${JSON.stringify(sent)}`);
  h.evmTxs.push(sent.result);
}

async function nearMessage(sim: TestSim, h: ChainHandles): Promise<void> {
  const key = KeyPair.fromString(SIM_NEAR_TEST_ACCOUNT.privateKey as KeyPairString);
  h.nearNonce += 1n;
  const tx = createTransaction(
    SIM_NEAR_TEST_ACCOUNT.accountId,
    key.getPublicKey(),
    "connection.sodax.near",
    h.nearNonce,
    [actions.functionCall("send_message", {
      dst_address: Array(20).fill(1),
      dst_chain_id: 146,
      payload: [Number(h.nearNonce % 256n)],
    })],
    baseDecode("11111111111111111111111111111111"),
  );
  const { signedTransaction } = await new KeyPairSigner(key).signTransaction(tx);
  const sent = await rpc(sim, "/near", "send_tx", {
    signed_tx_base64: base64Encode(signedTransaction.encode()),
  }) as { result?: { transaction: { hash: string } } };
  if (sent.result === undefined) throw new Error(`NEAR tx refused: ${JSON.stringify(sent)}`);
  h.nearTxs.push(sent.result.transaction.hash);
}

async function bitcoinSwap(sim: TestSim, h: ChainHandles, n: number): Promise<void> {
  const adapter = createBitcoinSpokeAdapter({
    ...DEFAULT_CLIENT_CONFIG.chains.bitcoin,
    rpcUrl: `${sim.urls.origin}/bitcoin/api`,
    exchange: undefined,
  }, { fetch: sim.fetch });
  const wallet = createPrivateKeyBitcoinWallet(KEY_1);
  if (!wallet.ok) throw new Error(wallet.error.message);
  const created = await adapter.createSwapIntent(
    { ...BITCOIN_PARAMS, inputAmount: 100_000n + BigInt(n), feeAmount: 100n },
    wallet.value,
  );
  if (!created.ok) throw new Error(`Bitcoin swap refused: ${created.error.message}`);
  h.bitcoinTxs.push(created.value.txHash);
}

async function sponsorActivation(sim: TestSim, h: ChainHandles, n: number): Promise<void> {
  const sponsor = sim.sponsorPublicKey();
  const account = await json(await sim.fetch(`/horizon/accounts/${sponsor}`)) as { sequence: string };
  const newAccount = Keypair.fromRawEd25519Seed(new Uint8Array(32).fill(n % 255 + 1));
  const nowSec = Math.floor(sim.clock.now() / 1000);
  const data = buildEnvelope({
    sponsor,
    newAccount,
    sequence: account.sequence,
    timeBounds: { minTime: nowSec, maxTime: nowSec + 300 },
  });
  const res = await sim.fetch("/v1/sponsorships/stellar/accounts", {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": DEFAULT_SIM_API_KEY },
    body: JSON.stringify({ data }),
  });
  const body = await json(res);
  if (res.status !== 200) throw new Error(`activation refused: ${JSON.stringify(body)}`);
  h.sponsored.push(newAccount.publicKey());
}

/** Runs one chain action (the `n`-th of the run). */
export async function runChainOp(sim: TestSim, h: ChainHandles, op: ChainOp, n: number): Promise<void> {
  switch (op) {
    case "evm":
      return await evmTransfer(sim, h, n);
    case "near":
      return await nearMessage(sim, h);
    case "bitcoin":
      return await bitcoinSwap(sim, h, n);
    case "sponsor":
      return await sponsorActivation(sim, h, n);
  }
}

/** Everything a user would read back about the run's actions, as plain JSON. */
export async function chainReads(sim: TestSim, h: ChainHandles): Promise<unknown> {
  const evm = (method: string, params: unknown[]) => rpc(sim, `/rpc/${EVM_CHAIN}`, method, params);
  const get = async (path: string) => {
    const res = await sim.fetch(path);
    return { status: res.status, body: await res.text() };
  };
  return {
    evmNonce: await evm("eth_getTransactionCount", [EVM.address, "latest"]),
    evmBalance: await evm("eth_getBalance", [EVM.address, "latest"]),
    evmHead: await evm("eth_blockNumber", []),
    evmReceipts: await Promise.all(h.evmTxs.map((t) => evm("eth_getTransactionReceipt", [t]))),
    evmTxs: await Promise.all(h.evmTxs.map((t) => evm("eth_getTransactionByHash", [t]))),
    nearStatus: await Promise.all(
      h.nearTxs.map((t) =>
        rpc(sim, "/near", "tx", { tx_hash: t, sender_account_id: SIM_NEAR_TEST_ACCOUNT.accountId })
      ),
    ),
    nearKey: await rpc(sim, "/near", "query", {
      request_type: "view_access_key",
      account_id: SIM_NEAR_TEST_ACCOUNT.accountId,
      public_key: SIM_NEAR_TEST_ACCOUNT.publicKey,
      finality: "final",
    }),
    bitcoinUtxos: await get(`/bitcoin/api/address/${ADDRESS_1}/utxo`),
    bitcoinTxs: await Promise.all(h.bitcoinTxs.map((t) => get(`/bitcoin/api/tx/${t}/status`))),
    sponsored: await Promise.all(h.sponsored.map((id) => get(`/horizon/accounts/${id}`))),
    sponsor: await get(`/horizon/accounts/${sim.sponsorPublicKey()}`),
    balances: await get(`/__sim/balances?chainKey=${EVM_CHAIN}`),
  };
}
