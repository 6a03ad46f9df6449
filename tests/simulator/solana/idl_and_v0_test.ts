/**
 * What the platform SDK's Solana swap needs of the node: the spoke programs' Anchor IDL accounts where
 * `Program.fetchIdl` looks (derived here with `@solana/web3.js`, apart from the simulator's own derivation), and
 * v0 transactions (its wallet's `compileToV0Message`), with address table lookups refused as the node refuses a
 * table it does not hold.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { inflateSync } from "node:zlib";
import {
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  Connection,
  Keypair,
  PublicKey,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import { keccak256, sha256 } from "viem";
import { createDepositInstruction } from "../../../chains/solana/deposit_instruction.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";
import {
  createSolanaRpcApp,
  DEFAULT_SOLANA_ASSET_MANAGER as AM,
  DEFAULT_SOLANA_CONNECTION as CONN,
} from "../../../simulator/chains/solana/rpc_app.ts";

const SOL = "11111111111111111111111111111111";

function setup() {
  const ledger = new Ledger({ clock: createManualClock() });
  const app = createSolanaRpcApp({ ledger });
  const rpc = async (method: string, params: unknown[]) => {
    const res = await app.request("/", {
      method: "POST",
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    return await res.json();
  };
  // web3.js's own client over the app, so its response schemas judge the node's answers.
  const connection = new Connection("http://solana.sim/", {
    commitment: "confirmed",
    fetch: (_url, init) => Promise.resolve(app.request("/", init as RequestInit)) as never,
  });
  return { ledger, rpc, connection };
}

async function anchorIdlAddress(program: string): Promise<string> {
  const programId = new PublicKey(program);
  const [base] = PublicKey.findProgramAddressSync([], programId);
  return (await PublicKey.createWithSeed(base, "anchor:idl", programId)).toBase58();
}

function discriminator(preimage: string): number[] {
  return [...sha256(new TextEncoder().encode(preimage), "bytes").slice(0, 8)];
}

Deno.test("getAccountInfo serves each spoke program's IDL account as Program.fetchIdl reads it", async () => {
  const { rpc } = setup();
  const cases = [
    { program: AM, name: "asset_manager", instruction: "transfer" },
    { program: CONN, name: "connection", instruction: "send_message" },
  ];
  await Promise.all(cases.map(async ({ program, name, instruction }) => {
    const { result } = await rpc("getAccountInfo", [await anchorIdlAddress(program), { encoding: "base64" }]);
    assert.equal(result.value.owner, program);
    const data = Buffer.from(result.value.data[0], "base64");
    assert.equal(result.value.space, data.length);
    assert.deepEqual([...data.subarray(0, 8)], discriminator("account:IdlAccount"));
    const length = data.readUInt32LE(40);
    assert.equal(data.length, 44 + length);
    const idl = JSON.parse(inflateSync(data.subarray(44)).toString("utf8"));
    assert.equal(idl.address, program);
    assert.equal(idl.metadata.name, name);
    const ix = idl.instructions.find((i: { name: string }) => i.name === instruction);
    assert.deepEqual(ix.discriminator, discriminator(`global:${instruction}`));
  }));
});

function v0Deposit(user: Keypair, lookups: AddressLookupTableAccount[] = []): string {
  const deposit = createDepositInstruction({
    programId: AM,
    connection: CONN,
    user: user.publicKey.toBase58(),
    token: SOL,
    to: "0x1111111111111111111111111111111111111111",
    amount: 5n,
    verificationHash: keccak256("0x1234"),
  });
  const message = new TransactionMessage({
    payerKey: user.publicKey,
    recentBlockhash: SOL,
    instructions: [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 1_400_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 0 }),
      deposit,
    ],
  }).compileToV0Message(lookups);
  const tx = new VersionedTransaction(message);
  tx.sign([user]);
  return Buffer.from(tx.serialize()).toString("base64");
}

Deno.test("sendTransaction takes a v0 deposit as the SDK's wallet builds it (compute budget, then the transfer)", async () => {
  const { rpc, ledger } = setup();
  const user = Keypair.generate();
  const { result, error } = await rpc("sendTransaction", [v0Deposit(user), { encoding: "base64" }]);
  assert.equal(error, undefined);
  assert.equal(ledger.getSpokeTx("solana", result)?.from, user.publicKey.toBase58());
});

Deno.test("sendTransaction refuses a v0 message with address table lookups: the node holds no such table", async () => {
  const { rpc } = setup();
  const user = Keypair.generate();
  const [vault] = PublicKey.findProgramAddressSync(
    [new TextEncoder().encode("vault_native")],
    new PublicKey(AM),
  );
  const table = new AddressLookupTableAccount({
    key: Keypair.generate().publicKey,
    state: {
      deactivationSlot: 2n ** 64n - 1n,
      lastExtendedSlot: 0,
      lastExtendedSlotStartIndex: 0,
      addresses: [vault],
    },
  });
  const { error } = await rpc("sendTransaction", [v0Deposit(user, [table])]);
  assert.equal(error.code, -32602);
  assert.equal(
    error.message,
    "invalid transaction: Transaction loads an address table account that doesn't exist",
  );
});

Deno.test("getTransaction returns a taken v0 deposit as web3.js parses it, and only to a client that asks for v0", async () => {
  const { rpc, connection } = setup();
  const user = Keypair.generate();
  const { result: signature } = await rpc("sendTransaction", [v0Deposit(user)]);
  const tx = await connection.getTransaction(signature, {
    commitment: "finalized",
    maxSupportedTransactionVersion: 0,
  });
  assert.equal(tx?.version, 0);
  assert.equal(tx?.meta?.err, null);
  assert.deepEqual(tx?.transaction.signatures, [signature]);
  assert.equal(tx?.transaction.message.staticAccountKeys[0].toBase58(), user.publicKey.toBase58());
  assert.equal(tx?.transaction.message.compiledInstructions.length, 3);
  const legacyClient = await rpc("getTransaction", [signature, { encoding: "json" }]);
  assert.equal(legacyClient.error.code, -32015);
  assert.equal(
    await connection.getTransaction(Keypair.generate().publicKey.toBase58() + "1", {
      maxSupportedTransactionVersion: 0,
    }),
    null,
  );
  const processed = await rpc("getTransaction", [signature, { commitment: "processed" }]);
  assert.equal(processed.error.code, -32602);
});
