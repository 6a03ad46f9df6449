/** The simulator's Solana transaction reader (legacy and v0) agrees with @solana/web3.js, which it no longer loads. */
import assert from "node:assert/strict";
import {
  AddressLookupTableAccount,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import {
  decodeLegacyTransaction,
  solanaAddressOfBytes,
  verifyLegacySignatures,
} from "../../../simulator/chains/solana/legacy_tx.ts";

function twoSignerTx(): { tx: Transaction; payer: Keypair } {
  const payer = Keypair.generate();
  const other = Keypair.generate();
  const tx = new Transaction({
    feePayer: payer.publicKey,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
  })
    .add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: other.publicKey, lamports: 5 }))
    .add(
      new TransactionInstruction({
        programId: Keypair.generate().publicKey,
        keys: [
          { pubkey: other.publicKey, isSigner: true, isWritable: false },
          { pubkey: Keypair.generate().publicKey, isSigner: false, isWritable: false },
        ],
        data: Uint8Array.of(1, 2, 3) as never,
      }),
    );
  tx.sign(payer, other);
  return { tx, payer };
}

Deno.test("decodeLegacyTransaction reads the fee payer and every instruction as Transaction.from does", () => {
  const bytes = twoSignerTx().tx.serialize();
  const mine = decodeLegacyTransaction(bytes);
  const theirs = Transaction.from(bytes);
  assert.equal(mine.feePayer, theirs.feePayer?.toBase58());
  assert.deepEqual(
    mine.instructions.map((i) => ({ programId: i.programId, keys: i.keys, data: [...i.data] })),
    theirs.instructions.map((i) => ({
      programId: i.programId.toBase58(),
      keys: i.keys.map((k) => ({
        pubkey: k.pubkey.toBase58(),
        isSigner: k.isSigner,
        isWritable: k.isWritable,
      })),
      data: [...i.data],
    })),
  );
});

Deno.test("verifyLegacySignatures accepts all signatures and refuses a tampered message or a missing signer", () => {
  const { tx, payer } = twoSignerTx();
  const bytes = tx.serialize();
  assert.ok(verifyLegacySignatures(decodeLegacyTransaction(bytes)));
  const tampered = bytes.slice();
  tampered[tampered.length - 1] ^= 1;
  assert.equal(verifyLegacySignatures(decodeLegacyTransaction(tampered)), false);
  const partial = new Transaction({ feePayer: payer.publicKey, recentBlockhash: tx.recentBlockhash! })
    .add(tx.instructions[1]);
  partial.partialSign(payer);
  const unsigned = decodeLegacyTransaction(partial.serialize({ requireAllSignatures: false }));
  assert.equal(unsigned.signatures[1], undefined);
  assert.equal(verifyLegacySignatures(unsigned), false);
});

Deno.test("decodeLegacyTransaction refuses truncated, trailing and unknown-version bytes", () => {
  const bytes = twoSignerTx().tx.serialize();
  assert.throws(() => decodeLegacyTransaction(bytes.slice(0, -1)), RangeError);
  assert.throws(() => decodeLegacyTransaction(Uint8Array.of(...bytes, 0)), RangeError);
  const v1 = v0Tx().tx.serialize();
  v1[1 + 64] = 0x81;
  assert.throws(() => decodeLegacyTransaction(v1), /unsupported message version 1/);
});

function v0Tx(lookup?: AddressLookupTableAccount): { tx: VersionedTransaction; payer: Keypair } {
  const { tx: legacy, payer } = twoSignerTx();
  const instructions = legacy.instructions.map((ix) => ({
    ...ix,
    keys: ix.keys.map((k) => k.isSigner ? { ...k, isSigner: false } : k),
  }));
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: legacy.recentBlockhash!,
    instructions,
  }).compileToV0Message(lookup ? [lookup] : []);
  const tx = new VersionedTransaction(message);
  tx.sign([payer]);
  return { tx, payer };
}

Deno.test("decodeLegacyTransaction reads a v0 message as VersionedTransaction.deserialize does", () => {
  const { tx, payer } = v0Tx();
  const mine = decodeLegacyTransaction(tx.serialize());
  assert.equal(mine.version, 0);
  assert.deepEqual(mine.addressTableLookups, []);
  assert.equal(mine.feePayer, payer.publicKey.toBase58());
  const theirs = VersionedTransaction.deserialize(tx.serialize()).message;
  const keys = theirs.staticAccountKeys.map((k) => k.toBase58());
  assert.deepEqual(
    mine.instructions.map((ix) => ({
      programId: ix.programId,
      keys: ix.keys.map((k) => k.pubkey),
      data: [...ix.data],
    })),
    theirs.compiledInstructions.map((ix) => ({
      programId: keys[ix.programIdIndex],
      keys: ix.accountKeyIndexes.map((i) => keys[i]),
      data: [...ix.data],
    })),
  );
  assert.deepEqual(mine.instructions[0].keys.map((k) => k.isWritable), [true, true]);
  assert.ok(verifyLegacySignatures(mine));
});

Deno.test("decodeLegacyTransaction reads a v0 message's address table lookups", () => {
  const table = new AddressLookupTableAccount({
    key: Keypair.generate().publicKey,
    state: {
      deactivationSlot: 2n ** 64n - 1n,
      lastExtendedSlot: 0,
      lastExtendedSlotStartIndex: 0,
      addresses: [Keypair.generate().publicKey, Keypair.generate().publicKey],
    },
  });
  const { tx } = v0Tx(table);
  const ix = new TransactionInstruction({
    programId: SystemProgram.programId,
    keys: [{ pubkey: table.state.addresses[1], isSigner: false, isWritable: true }],
    data: Uint8Array.of() as never,
  });
  const message = new TransactionMessage({
    payerKey: tx.message.staticAccountKeys[0],
    recentBlockhash: tx.message.recentBlockhash,
    instructions: [ix],
  }).compileToV0Message([table]);
  const decoded = decodeLegacyTransaction(new VersionedTransaction(message).serialize());
  assert.deepEqual(decoded.instructions[0].keys, [{
    pubkey: `${table.key.toBase58()}[1]`,
    isSigner: false,
    isWritable: true,
  }]);
  assert.deepEqual(decoded.addressTableLookups, [{
    accountKey: table.key.toBase58(),
    writableIndexes: [1],
    readonlyIndexes: [],
  }]);
});

Deno.test("solanaAddressOfBytes left-pads short keys as PublicKey does and refuses long ones", () => {
  for (const n of [0, 1, 5, 31, 32]) {
    const b = crypto.getRandomValues(new Uint8Array(n));
    assert.equal(solanaAddressOfBytes(b), new PublicKey(b).toBase58());
  }
  assert.throws(() => solanaAddressOfBytes(new Uint8Array(33)), RangeError);
});

Deno.test("no simulator module imports @solana/web3.js, whose Node build loads the deprecated punycode (DEP0040)", async () => {
  const found: string[] = [];
  const walk = async (dir: URL): Promise<void> => {
    for await (const entry of Deno.readDir(dir)) {
      const url = new URL(entry.isDirectory ? `${entry.name}/` : entry.name, dir);
      if (entry.isDirectory) await walk(url);
      else if (entry.name.endsWith(".ts")) {
        const code = (await Deno.readTextFile(url)).split("\n").filter((l) => !/^\s*(\*|\/\/)/.test(l)).join(
          "\n",
        );
        if (/from\s*"@solana\/web3\.js"|import\(\s*"@solana\/web3\.js"/.test(code)) found.push(url.pathname);
      }
    }
  };
  await walk(new URL("../../../simulator/", import.meta.url));
  assert.deepEqual(found, []);
});
