/**
 * `estimateGas` on every family, against the in-process simulator: the raw transaction a `raw: true` result returns
 * (a money-market supply, the platform's own estimate example) goes in, the family's estimate comes out in the
 * platform's shape, and a transaction the node says fails is `EXECUTION_FAILED`.
 * @module
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { ComputeBudgetProgram, Transaction } from "@solana/web3.js";
import {
  Keypair as StellarKeypair,
  Networks,
  Operation,
  type Transaction as StellarTransaction,
  TransactionBuilder,
} from "@stellar/stellar-sdk";
import { Ed25519Keypair } from "@mysten/sui/keypairs/ed25519";
import { Transaction as BtcTransaction } from "@scure/btc-signer";
import { base64 } from "@scure/base";
import { USER as INJ_USER } from "../injective/_fixture.ts";
import { SIM_BITCOIN_FEE_ESTIMATES } from "../../../simulator/chains/bitcoin/esplora_app.ts";
import { XSwap } from "../../../mod.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";
import { createSimulatorApp, type SimulatorApp } from "../../../simulator/mod.ts";
import type { HubWriteResult } from "../../../services/hub/write_result.ts";
import type { ClientError } from "../../../core/errors.ts";
import type { Result } from "../../../core/result.ts";

const BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
const EVM_USER = "0x1a642f0E3c3aF545E7AcBD38b07251B3990914F1";

async function withClient(fn: (client: XSwap, sim: SimulatorApp) => Promise<void>): Promise<void> {
  const sim = createSimulatorApp({ preset: "instant" });
  try {
    await fn(new XSwap({ ...sim.clientConfig, fetch: sim.fetch }), sim);
  } finally {
    sim.close();
  }
}

function rawOf(r: Result<HubWriteResult, ClientError>) {
  if (!r.ok) throw r.error;
  if (r.value.kind !== "raw") throw new Error("expected a raw result");
  return r.value;
}

Deno.test("estimateGas on an EVM spoke answers eth_estimateGas for a raw supply: intrinsic + calldata + the deposit", async () => {
  await withClient(async (client) => {
    const raw = rawOf(
      await client.moneyMarket.supply(
        { srcChainKey: "0x2105.base", srcAddress: EVM_USER, token: BASE_USDC, amount: 1_000n },
        { raw: true },
      ),
    );
    const viaSpoke = await client.spoke.estimateGas({ tx: raw.rawTx, chainKey: "0x2105.base" });
    if (!viaSpoke.ok) throw viaSpoke.error;
    assert.equal(typeof viaSpoke.value, "bigint");
    assert.ok(viaSpoke.value > 21_000n + 75_000n && viaSpoke.value < 500_000n, String(viaSpoke.value));
    // the bare tx, the money market's and the swaps' estimate agree: one node call each, the same answer
    const bare = await client.moneyMarket.estimateGas({ tx: raw.tx, chainKey: "0x2105.base" });
    const swaps = await client.swaps.estimateGas({ tx: raw.rawTx, chainKey: "0x2105.base" });
    assert.ok(bare.ok && swaps.ok && bare.value === viaSpoke.value && swaps.value === viaSpoke.value);
  });
});

Deno.test("estimateGas on an EVM spoke fails EXECUTION_FAILED with the node's revert for a deposit whose value differs from its amount", async () => {
  await withClient(async (client) => {
    const raw = rawOf(
      await client.moneyMarket.supply(
        { srcChainKey: "0x2105.base", srcAddress: EVM_USER, token: BASE_USDC, amount: 1_000n },
        { raw: true },
      ),
    );
    const tampered = { ...raw.tx, value: 5n };
    const r = await client.spoke.estimateGas({ tx: tampered, chainKey: "0x2105.base" });
    assert.ok(!r.ok);
    assert.equal(r.error.code, "EXECUTION_FAILED");
    assert.equal(r.error.context.phase, "estimateGas");
    assert.match(r.error.message, /execution reverted: token deposit sent a native value/);
  });
});

Deno.test("estimateGas refuses a tx of another family, an unknown chain and an aborted signal without I/O", async () => {
  await withClient(async (client, sim) => {
    const before = sim.counters().counters;
    const other = await client.spoke.estimateGas({
      tx: { family: "SOLANA", transaction: "AA==" },
      chainKey: "0x2105.base",
    });
    assert.ok(!other.ok && other.error.code === "VALIDATION_FAILED");
    const unknown = await client.spoke.estimateGas({
      tx: { family: "SOLANA", transaction: "AA==" },
      chainKey: "x" as "solana",
    });
    assert.ok(!unknown.ok && unknown.error.code === "UNKNOWN_CHAIN_KEY");
    const tx = { from: EVM_USER, to: EVM_USER, value: 0n, data: "0x" };
    const aborted = await client.spoke.estimateGas({
      tx,
      chainKey: "0x2105.base",
      signal: AbortSignal.abort(),
    });
    assert.ok(!aborted.ok && aborted.error.code === "ABORTED");
    assert.deepEqual(sim.counters().counters, before);
  });
});

const STACKS_USER = "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7";
const STACKS_CALL = { contractAddress: STACKS_USER, contractName: "x", functionName: "f", functionArgs: [] };
const BTC_USER = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
const BTC = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens.bitcoin.find((t) => t.symbol === "BTC")!;
const SOL_USDC = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
const SOL_USER = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";

Deno.test("estimateGas on Solana simulates the raw supply and answers the units metered: the deposit's budget", async () => {
  await withClient(async (client, sim) => {
    const raw = rawOf(
      await client.moneyMarket.supply(
        { srcChainKey: "solana", srcAddress: SOL_USER, token: SOL_USDC, amount: 1_000n },
        { raw: true },
      ),
    );
    const r = await client.spoke.estimateGas({ tx: raw.rawTx, chainKey: "solana" });
    if (!r.ok) throw r.error;
    // two compute-budget instructions (150 each) and the asset manager's charge: what the platform requests
    assert.equal(r.value, 1_400_000);
    assert.equal(sim.ledger.stats().spokeTxs, 0, "a simulation records nothing");
  });
});

Deno.test("estimateGas on Solana fails EXECUTION_FAILED when the deposit runs past a default compute budget", async () => {
  await withClient(async (client) => {
    const raw = rawOf(
      await client.moneyMarket.supply(
        { srcChainKey: "solana", srcAddress: SOL_USER, token: SOL_USDC, amount: 1_000n },
        { raw: true },
      ),
    );
    if (raw.rawTx.family !== "SOLANA") throw new Error("expected Solana");
    const tx = Transaction.from(Buffer.from(raw.rawTx.transaction, "base64"));
    tx.instructions = tx.instructions.filter((ix) => !ix.programId.equals(ComputeBudgetProgram.programId));
    const stripped = tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString(
      "base64",
    );
    const r = await client.spoke.estimateGas({
      tx: { family: "SOLANA", transaction: stripped },
      chainKey: "solana",
    });
    assert.ok(!r.ok);
    assert.equal(r.error.code, "EXECUTION_FAILED");
    assert.match(String(r.error.context.reason), /ComputationalBudgetExceeded/);
  });
});

function stellarAddress(): string {
  return StellarKeypair.random().publicKey();
}

async function stellarBorrowRaw(client: XSwap, address: string) {
  const raw = rawOf(
    await client.moneyMarket.borrow({
      srcChainKey: "stellar",
      srcAddress: address,
      token: BASE_USDC,
      amount: 1_000n,
      dstChainKey: "0x2105.base",
      dstAddress: EVM_USER,
    }, { raw: true }),
  );
  if (raw.rawTx.family !== "STELLAR") throw new Error("expected Stellar");
  return raw.rawTx;
}

Deno.test("estimateGas on Stellar answers the simulation's minResourceFee for a raw borrow message", async () => {
  await withClient(async (client) => {
    const rawTx = await stellarBorrowRaw(client, stellarAddress());
    const r = await client.spoke.estimateGas({ tx: rawTx, chainKey: "stellar" });
    if (!r.ok) throw r.error;
    assert.equal(typeof r.value, "bigint");
    // a connection message: the message base plus the envelope's bytes
    const bytes = Buffer.from(rawTx.xdr, "base64").length;
    assert.equal(r.value, BigInt(60_000 + 10 * bytes));
  });
});

Deno.test("estimateGas on Stellar fails EXECUTION_FAILED when the envelope carries a second operation", async () => {
  await withClient(async (client) => {
    const source = stellarAddress();
    const rawTx = await stellarBorrowRaw(client, source);
    const tx = TransactionBuilder.fromXDR(rawTx.xdr, Networks.PUBLIC) as StellarTransaction;
    const doubled = TransactionBuilder.cloneFrom(tx, { fee: tx.fee })
      .addOperation(Operation.bumpSequence({ bumpTo: "1" }))
      .build();
    const r = await client.spoke.estimateGas({
      tx: { family: "STELLAR", xdr: doubled.toXDR() },
      chainKey: "stellar",
    });
    assert.ok(!r.ok);
    assert.equal(r.error.code, "EXECUTION_FAILED");
    assert.equal(r.error.context.reason, "expected exactly one operation");
  });
});

const ICON_USER = `hx${"0a".repeat(20)}`;

async function iconMigrationRaw(client: XSwap) {
  const raw = rawOf(
    await client.migration.migrateIcxToSoda(
      { srcChainKey: "0x1.icon", srcAddress: ICON_USER, amount: 10n ** 18n, receiver: EVM_USER },
      { raw: true },
    ),
  );
  if (raw.rawTx.family !== "ICON") throw new Error("expected ICON");
  return raw.rawTx;
}

Deno.test("estimateGas on ICON asks debug_estimateStep on the debug endpoint, stepLimit left out", async () => {
  await withClient(async (client, sim) => {
    const rawTx = await iconMigrationRaw(client);
    assert.ok("stepLimit" in rawTx.params, "the raw tx carries a step limit the estimate drops");
    const r = await client.spoke.estimateGas({ tx: rawTx, chainKey: "0x1.icon" });
    if (!r.ok) throw r.error;
    // the default step, the data bytes and a deposit's charge
    assert.ok(r.value > 100_000n + 350_000n, String(r.value));
    const again = await client.spoke.estimateGas({ tx: rawTx, chainKey: "0x1.icon" });
    assert.ok(again.ok && again.value === r.value, "deterministic");
    const asked = sim.requests().filter((e) => e.path === "/icon/api/v3d");
    assert.equal(asked.length, 2);
  });
});

Deno.test("estimateGas on ICON fails EXECUTION_FAILED with the SCORE's revert for a zero-value deposit", async () => {
  await withClient(async (client) => {
    const rawTx = await iconMigrationRaw(client);
    const data = rawTx.params.data as { method: string; params: Record<string, unknown> };
    const tampered = { ...rawTx.params, data: { ...data, params: { ...data.params, _value: "0x0" } } };
    const r = await client.spoke.estimateGas({
      tx: { family: "ICON", params: tampered },
      chainKey: "0x1.icon",
    });
    assert.ok(!r.ok);
    assert.equal(r.error.code, "EXECUTION_FAILED");
    assert.match(String(r.error.context.reason), /_value is not a positive amount/);
  });
});

const SUI_KEYPAIR = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7));
const SUI_USER = SUI_KEYPAIR.toSuiAddress();
const SUI_USDC = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens.sui.find((t) => t.symbol === "USDC")!.address;

Deno.test("estimateGas on Sui dev-inspects the raw supply's TransactionKind and answers its gasUsed", async () => {
  await withClient(async (client, sim) => {
    const raw = rawOf(
      await client.moneyMarket.supply(
        { srcChainKey: "sui", srcAddress: SUI_USER, token: SUI_USDC, amount: 5n },
        { raw: true },
      ),
    );
    const r = await client.spoke.estimateGas({ tx: raw.rawTx, chainKey: "sui" });
    if (!r.ok) throw r.error;
    assert.deepEqual(Object.keys(r.value).sort(), [
      "computationCost",
      "nonRefundableStorageFee",
      "storageCost",
      "storageRebate",
    ]);
    // a deposit writes two objects (the coin and the asset manager's state), 99% rebated
    assert.equal(r.value.storageCost, String(2 * 988_000));
    assert.equal(r.value.storageRebate, String(2 * 988_000 * 99 / 100));
    assert.ok(BigInt(r.value.computationCost) > 0n);
    assert.equal(sim.ledger.stats().spokeTxs, 0, "an inspection records nothing");
  });
});

Deno.test("estimateGas on Sui fails EXECUTION_FAILED when another sender would spend the supply's coin", async () => {
  await withClient(async (client) => {
    const raw = rawOf(
      await client.moneyMarket.supply(
        { srcChainKey: "sui", srcAddress: SUI_USER, token: SUI_USDC, amount: 5n },
        { raw: true },
      ),
    );
    if (raw.rawTx.family !== "SUI") throw new Error("expected Sui");
    const other = { ...raw.rawTx.tx, from: `0x${"0c".repeat(32)}` };
    const r = await client.spoke.estimateGas({ tx: { family: "SUI", tx: other }, chainKey: "sui" });
    assert.ok(!r.ok);
    assert.equal(r.error.code, "EXECUTION_FAILED");
  });
});

Deno.test("estimateGas on Stacks posts the raw payload to /v2/fees/transaction and answers low, medium and high", async () => {
  await withClient(async (client, sim) => {
    const raw = rawOf(
      await client.moneyMarket.supply({
        srcChainKey: "stacks",
        srcAddress: STACKS_USER,
        token: DEFAULT_CLIENT_CONFIG.chains.stacks.nativeToken,
        amount: 2_000_000n,
      }, { raw: true }),
    );
    if (raw.rawTx.family !== "STACKS") throw new Error("expected Stacks");
    const r = await client.spoke.estimateGas({ tx: raw.rawTx, chainKey: "stacks" });
    if (!r.ok) throw r.error;
    assert.deepEqual([r.value.low.fee_rate, r.value.medium.fee_rate, r.value.high.fee_rate], [1, 2, 3]);
    assert.ok(r.value.low.fee < r.value.medium.fee && r.value.medium.fee < r.value.high.fee);
    // derived from the length: a longer payload costs more
    const bytes = raw.rawTx.payload.replace(/^0x/, "").length / 2;
    assert.equal(r.value.low.fee, bytes + 180 + 1_000);
    assert.equal(sim.requests().filter((e) => e.path === "/stacks/v2/fees/transaction").length, 1);
  });
});

Deno.test("estimateGas on Stacks fails EXECUTION_FAILED with the estimator's reason for a payload it cannot read", async () => {
  await withClient(async (client) => {
    const r = await client.spoke.estimateGas({
      tx: { family: "STACKS", payload: "0xdeadbeef", contractCall: STACKS_CALL },
      chainKey: "stacks",
    });
    assert.ok(!r.ok);
    assert.equal(r.error.code, "EXECUTION_FAILED");
    assert.equal(r.error.context.reason, "InvalidPayload");
  });
});

Deno.test("estimateGas on NEAR answers the platform's NEAR_DEFAULT_GAS without a node call", async () => {
  await withClient(async (client, sim) => {
    const raw = rawOf(
      await client.moneyMarket.supply(
        { srcChainKey: "near", srcAddress: "alice.near", token: "bnusd.sodax.near", amount: 5n },
        { raw: true },
      ),
    );
    const before = sim.requests().length;
    const r = await client.spoke.estimateGas({ tx: raw.rawTx, chainKey: "near" });
    assert.ok(r.ok && r.value === 300_000_000_000_000n);
    assert.equal(sim.requests().length, before);
    const other = await client.spoke.estimateGas({
      tx: { family: "SOLANA", transaction: "AA==" },
      chainKey: "near",
    });
    assert.ok(!other.ok && other.error.code === "VALIDATION_FAILED");
  });
});

Deno.test("estimateGas on Bitcoin prices the raw PSBT's virtual size at the node's 6-block fee rate", async () => {
  await withClient(async (client) => {
    const raw = rawOf(
      await client.moneyMarket.supply(
        { srcChainKey: "bitcoin", srcAddress: BTC_USER, token: BTC.address, amount: 50_000n },
        { raw: true },
      ),
    );
    if (raw.rawTx.family !== "BITCOIN") throw new Error("expected Bitcoin");
    const r = await client.spoke.estimateGas({ tx: raw.rawTx, chainKey: "bitcoin" });
    if (!r.ok) throw r.error;
    const psbt = BtcTransaction.fromPSBT(base64.decode(raw.rawTx.psbt), { allowUnknownOutputs: true });
    const vsize = psbt.unsignedTx.length + 27 * psbt.inputsLength;
    assert.equal(
      r.value,
      BigInt(vsize) * BigInt(Math.ceil(SIM_BITCOIN_FEE_ESTIMATES["6"]!)),
      "the rate rounded up",
    );
    const junk = await client.spoke.estimateGas({
      tx: { family: "BITCOIN", psbt: "AAAA" },
      chainKey: "bitcoin",
    });
    assert.ok(!junk.ok && junk.error.code === "VALIDATION_FAILED");
  });
});

Deno.test("estimateGas on Injective simulates the raw supply with the sender's sequence and answers gasWanted/gasUsed", async () => {
  await withClient(async (client, sim) => {
    const raw = rawOf(
      await client.moneyMarket.supply(
        { srcChainKey: "injective-1", srcAddress: INJ_USER, token: "inj", amount: 10n ** 18n },
        { raw: true },
      ),
    );
    const r = await client.spoke.estimateGas({ tx: raw.rawTx, chainKey: "injective-1" });
    if (!r.ok) throw r.error;
    assert.equal(r.value.gasWanted, 0);
    assert.ok(
      Number.isSafeInteger(r.value.gasUsed) && r.value.gasUsed > 65_000 + 140_000,
      String(r.value.gasUsed),
    );
    const paths = sim.requests().map((e) => e.path).filter((p) => p.startsWith("/injective/cosmos/"));
    assert.ok(paths.includes("/injective/cosmos/tx/v1beta1/simulate"));
    assert.equal(sim.ledger.stats().spokeTxs, 0, "a simulation records nothing");
  });
});

Deno.test("estimateGas on Injective fails EXECUTION_FAILED when the funds exceed the sender's balance", async () => {
  await withClient(async (client) => {
    const raw = rawOf(
      await client.moneyMarket.supply(
        { srcChainKey: "injective-1", srcAddress: INJ_USER, token: "inj", amount: 10n ** 30n },
        { raw: true },
      ),
    );
    const r = await client.spoke.estimateGas({ tx: raw.rawTx, chainKey: "injective-1" });
    assert.ok(!r.ok);
    assert.equal(r.error.code, "EXECUTION_FAILED");
    assert.match(String(r.error.context.reason), /insufficient funds/);
  });
});
