/**
 * Hub-service writes from non-EVM sources, against the in-process simulator: a money-market supply from Solana
 * (asset-manager deposit carrying the hub call list's hash; the relayer receives the list as `data`) and a borrow
 * from Stellar (a connection `send_message` carrying the list in full), raw and sent; bad addresses; wallet
 * checks.
 * @module
 */
import { deepStrictEqual, ok as assertOk, strictEqual } from "node:assert/strict";
import { Buffer } from "node:buffer";
import { Keypair as SolanaKeypair, Transaction } from "@solana/web3.js";
import { Keypair as StellarKeypair, Networks, TransactionBuilder } from "@stellar/stellar-sdk";
import { keccak256 } from "viem";
import { encodeAddress } from "../../../chains/address/mod.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { decodeDepositInstructionData } from "../../../chains/solana/deposit_instruction.ts";
import { createKeypairSolanaWallet } from "../../../chains/solana/wallet_private_key.ts";
import { createKeypairStellarWallet } from "../../../chains/stellar/wallet_private_key.ts";
import { executeHubCalls, prepareHubAction } from "../../../services/hub/execute_hub_calls.ts";
import { MoneyMarketService } from "../../../services/money_market/mod.ts";
import { RecoveryService } from "../../../services/recovery/mod.ts";
import { simDeps } from "./_sim_deps.ts";

const SOL_USDC = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
const BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
const BASE_RECEIVER = "0x00000000000000000000000000000000000000b0";

function solanaWallet(): { address: string; wallet: ReturnType<typeof unwrapSolana> } {
  const kp = SolanaKeypair.generate();
  return { address: kp.publicKey.toBase58(), wallet: unwrapSolana(kp) };
}

function unwrapSolana(kp: SolanaKeypair) {
  const w = createKeypairSolanaWallet(kp);
  if (!w.ok) throw w.error;
  return w.value;
}

function stellarWallet() {
  const kp = StellarKeypair.random();
  const w = createKeypairStellarWallet(kp);
  if (!w.ok) throw w.error;
  return { address: kp.publicKey(), wallet: w.value };
}

Deno.test("supply() from Solana deposits the mint to the hub wallet and relays the call list", async () => {
  const { sim, deps } = simDeps();
  try {
    const mm = new MoneyMarketService(deps);
    const { address, wallet } = solanaWallet();
    const params = { srcChainKey: "solana", srcAddress: address, token: SOL_USDC, amount: 1_000_000n };
    const r = await mm.supply(params, { walletProvider: wallet });
    if (!r.ok) throw r.error;
    assertOk(r.value.kind === "sent" && r.value.family === "SOLANA");
    strictEqual(r.value.tx.from, address);
    strictEqual(r.value.tx.to, deps.config.getChainConfig("solana").addresses.assetManager);
    strictEqual(r.value.tx.data, r.value.relayData.payload);
    const sender = await prepareHubAction(deps, { action: "supply", ...params });
    strictEqual(sender.ok && sender.value.hubWallet, r.value.relayData.address);
    const packets = sim.ledger.packetsFor("1", r.value.srcTxHash);
    strictEqual(packets[0]?.dst_tx_hash, r.value.hubTxHash);
    strictEqual(packets[0]?.payload, r.value.relayData.payload);
  } finally {
    sim.close();
  }
});

Deno.test("supply() from Solana with raw: true returns the unsigned deposit transaction", async () => {
  const { sim, deps } = simDeps();
  try {
    const { address } = solanaWallet();
    const r = await new MoneyMarketService(deps).supply(
      { srcChainKey: "solana", srcAddress: address, token: SOL_USDC, amount: 5n },
      { raw: true },
    );
    if (!r.ok) throw r.error;
    if (r.value.kind !== "raw" || r.value.rawTx.family !== "SOLANA") {
      throw new Error("expected a raw Solana tx");
    }
    const tx = Transaction.from(Buffer.from(r.value.rawTx.transaction, "base64"));
    strictEqual(tx.feePayer?.toBase58(), address);
    const ix = tx.instructions.at(-1);
    strictEqual(ix?.programId.toBase58(), deps.config.getChainConfig("solana").addresses.assetManager);
    const deposit = decodeDepositInstructionData(Uint8Array.from(ix?.data ?? []));
    if (!deposit.ok) throw deposit.error;
    deepStrictEqual(
      [
        ix?.keys[7]?.pubkey.toBase58(),
        deposit.value.amount,
        deposit.value.to,
        deposit.value.verificationHash,
      ],
      [SOL_USDC, 5n, r.value.relayData.address, keccak256(r.value.relayData.payload)],
    );
    assertOk(decodeContractCalls(r.value.relayData.payload).ok);
  } finally {
    sim.close();
  }
});

Deno.test("prepareHubAction() refuses malformed Solana and Stellar addresses with INVALID_ADDRESS", async () => {
  const { sim, deps } = simDeps();
  try {
    for (
      const [srcChainKey, srcAddress] of [
        ["solana", "0x1111111111111111111111111111111111111111"],
        ["solana", "not-base58!"],
        ["stellar", "GABC"],
        ["stellar", SOL_USDC],
      ]
    ) {
      const r = await prepareHubAction(deps, { action: "supply", srcChainKey, srcAddress });
      strictEqual(!r.ok && r.error.code, "INVALID_ADDRESS", `${srcChainKey} ${srcAddress}`);
      strictEqual(!r.ok && r.error.context.phase, "validate");
    }
  } finally {
    sim.close();
  }
});

Deno.test("executeHubCalls() from Solana refuses a wallet that is not the source address", async () => {
  const { sim, deps } = simDeps();
  try {
    const { address } = solanaWallet();
    const other = solanaWallet();
    const sender = await prepareHubAction(deps, {
      action: "borrow",
      srcChainKey: "solana",
      srcAddress: address,
    });
    if (!sender.ok) throw sender.error;
    const wrong = await executeHubCalls(deps, { ...sender.value, action: "borrow", calls: [] }, {
      walletProvider: other.wallet,
    });
    strictEqual(!wrong.ok && wrong.error.code, "VALIDATION_FAILED");
    strictEqual(!wrong.ok && wrong.error.context.field, "walletProvider");
    const none = await executeHubCalls(deps, { ...sender.value, action: "borrow", calls: [] });
    strictEqual(!none.ok && none.error.context.phase, "validate");
    const evm = await executeHubCalls(deps, { ...sender.value, action: "borrow", calls: [] }, {
      walletProvider: stellarWallet().wallet,
    });
    strictEqual(!evm.ok && evm.error.code, "VALIDATION_FAILED");
  } finally {
    sim.close();
  }
});

Deno.test("borrow() from Stellar sends a connection message and relays it to the hub", async () => {
  const { sim, deps } = simDeps();
  try {
    const { address, wallet } = stellarWallet();
    const r = await new MoneyMarketService(deps).borrow({
      srcChainKey: "stellar",
      srcAddress: address,
      token: BASE_USDC,
      amount: 1_000n,
      dstChainKey: "0x2105.base",
      dstAddress: BASE_RECEIVER,
    }, { walletProvider: wallet });
    if (!r.ok) throw r.error;
    assertOk(r.value.kind === "sent" && r.value.family === "STELLAR");
    strictEqual(r.value.tx.to, deps.config.getChainConfig("stellar").addresses.connection);
    strictEqual(r.value.tx.value, 0n);
    const packets = sim.ledger.packetsFor("27", r.value.srcTxHash);
    strictEqual(packets[0]?.dst_tx_hash, r.value.hubTxHash);
    strictEqual(packets[0]?.payload, r.value.relayData.payload, "the relayer reads the message's call list");
  } finally {
    sim.close();
  }
});

Deno.test("borrow() from Stellar with raw: true returns the unsigned send_message envelope", async () => {
  const { sim, deps } = simDeps();
  try {
    const { address } = stellarWallet();
    const r = await new MoneyMarketService(deps).borrow({
      srcChainKey: "stellar",
      srcAddress: address,
      token: BASE_USDC,
      amount: 1_000n,
      dstChainKey: "0x2105.base",
      dstAddress: BASE_RECEIVER,
    }, { raw: true });
    if (!r.ok) throw r.error;
    if (r.value.kind !== "raw" || r.value.rawTx.family !== "STELLAR") {
      throw new Error("expected a raw Stellar tx");
    }
    const tx = TransactionBuilder.fromXDR(r.value.rawTx.xdr, Networks.PUBLIC);
    assertOk(!("innerTransaction" in tx));
    strictEqual(tx.source, address);
    strictEqual(tx.signatures.length, 0);
    const op = tx.operations[0];
    strictEqual(op?.type, "invokeHostFunction");
    assertOk(decodeContractCalls(r.value.relayData.payload).ok);
  } finally {
    sim.close();
  }
});

Deno.test("isAllowanceValid() passes a Solana supply without I/O (deposits need no approval)", async () => {
  const { sim, deps } = simDeps();
  try {
    const { address } = solanaWallet();
    const r = await new MoneyMarketService(deps).isAllowanceValid({
      action: "supply",
      srcChainKey: "solana",
      srcAddress: address,
      token: SOL_USDC,
      amount: 5n,
    });
    strictEqual(r.ok && r.value, true);
  } finally {
    sim.close();
  }
});

Deno.test("withdrawHubAsset() from Stellar delivers to the Stellar address (hub writes encode non-EVM receivers)", async () => {
  const { sim, deps } = simDeps();
  try {
    const { address } = stellarWallet();
    const r = await new RecoveryService(deps).withdrawHubAsset({
      srcChainKey: "stellar",
      srcAddress: address,
      token: "CCW67TSZV3SSS2HXMBQ5JFGCKJNXKZM7UQUWUZPUTHXSTZLEO7SJMI75",
      amount: 1_000n,
    }, { raw: true });
    if (!r.ok) throw r.error;
    assertOk(r.value.kind === "raw" && r.value.family === "STELLAR");
    const calls = decodeContractCalls(r.value.relayData.payload);
    assertOk(calls.ok);
    const encoded = encodeAddress("stellar", address);
    assertOk(encoded.ok);
    const receiver = encoded.value.slice(2).toLowerCase();
    assertOk(
      calls.value.some((c) => c.data.toLowerCase().includes(receiver)),
      "the call list carries the G... receiver",
    );
  } finally {
    sim.close();
  }
});

Deno.test("approve() refuses a Solana source, even raw: deposits from non-EVM chains need no approval", async () => {
  const { sim, deps } = simDeps();
  try {
    const { address } = solanaWallet();
    const r = await new MoneyMarketService(deps).approve(
      { action: "supply", srcChainKey: "solana", srcAddress: address, token: SOL_USDC, amount: 5n },
      { raw: true },
    );
    assertOk(!r.ok);
    strictEqual(r.error.code, "UNSUPPORTED_CHAIN_OPERATION");
    strictEqual(r.error.context.phase, "approve");
  } finally {
    sim.close();
  }
});
