/** Per-family address validation and intent encodings (docs/wire_inventory.md#address-encoding). */
import assert from "node:assert/strict";
import { Keypair as SolanaKeypair } from "@solana/web3.js";
import { Address, Keypair, StrKey } from "@stellar/stellar-sdk";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { bytesToHex, stringToHex } from "viem";
import { encodeBase58 } from "../../../chains/address/base58.ts";
import { encodeAddress, isValidAddress } from "../../../chains/address/mod.ts";
import { ALL_CHAIN_KEYS, getChainType } from "../../../core/chains/mod.ts";

const SAMPLES: Record<string, { valid: string[]; invalid: string[] }> = {
  solana: {
    valid: ["11111111111111111111111111111111", "AnCCJjheynmGqPp6Vgat9DTirGKD4CtQzP8cwTYV8qKH"],
    invalid: ["AnCCJjheynmGqPp6Vgat9DTirGKD4CtQzP8cwTYV8qK0", "1111", `0x${"11".repeat(32)}`],
  },
  stellar: {
    valid: [
      "GAKPEFTISS6M2TDCQZBOWLRAZS6ELSAUUPJ4G2ZXGGVP45IJEDIVTK3T",
      "CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3",
    ],
    invalid: [
      "GAKPEFTISS6M2TDCQZBOWLRAZS6ELSAUUPJ4G2ZXGGVP45IJEDIVTK3A",
      "SAKPEFTISS6M2TDCQZBOWLRAZS6ELSAUUPJ4G2ZXGGVP45IJEDIVTK3T",
    ],
  },
  sui: { valid: [`0x${"a".repeat(64)}`], invalid: ["0x2", `0x${"g".repeat(64)}`, "a".repeat(64)] },
  "0x1.icon": {
    valid: [`hx${"0".repeat(40)}`, `cx${"f".repeat(40)}`],
    invalid: [`hx${"F".repeat(40)}`, `hx${"0".repeat(39)}`],
  },
  "injective-1": {
    valid: ["inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rp"],
    invalid: ["inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rq", "INJ1QQQSYQCYQ5RQWZQFPG9SCRGWPUGPZYSNFLX7RP"],
  },
  near: {
    valid: ["alice.near", "a-b_c.testnet", "f".repeat(64), `0x${"a".repeat(40)}`],
    invalid: ["a", "Alice.near", "a..b", "-a.near"],
  },
  bitcoin: {
    valid: [
      "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2",
      "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
      "bc1qqqqsyqcyq5rqwzqfpg9scrgwpugpzysn4v0345",
      "bc1pqqqsyqcyq5rqwzqfpg9scrgwpugpzysnzs23v9ccrydpk8qarc0sg5tmnz",
    ],
    invalid: [
      "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3",
      "bc1qqqqsyqcyq5rqwzqfpg9scrgwpugpzysn4v0346",
      "tb1qqqqsyqcyq5rqwzqfpg9scrgwpugpzysn4v0345",
    ],
  },
  stacks: {
    valid: [
      "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7",
      "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7.asset-manager",
    ],
    invalid: [
      "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ8",
      "ST2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7",
      "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7.1x",
    ],
  },
};

Deno.test("isValidAddress() accepts each family's well-formed addresses and refuses near misses", () => {
  for (const [chainKey, { valid, invalid }] of Object.entries(SAMPLES)) {
    for (const a of valid) assert.equal(isValidAddress(chainKey, a), true, `${chainKey} ${a}`);
    for (const a of invalid) assert.equal(isValidAddress(chainKey, a), false, `${chainKey} ${a}`);
  }
});

Deno.test("isValidAddress() and encodeAddress() never throw on any input for any chain key", () => {
  fc.assert(
    fc.property(fc.constantFrom(...ALL_CHAIN_KEYS, "nowhere"), fc.anything(), (chainKey, value) => {
      const valid = isValidAddress(chainKey, value);
      const encoded = encodeAddress(chainKey, value as string);
      assert.equal(typeof valid, "boolean");
      if (!valid) assert.ok(!encoded.ok);
    }),
    { numRuns: 300 },
  );
});

Deno.test("encodeAddress() of an address valid for a family succeeds; of another family's address fails INVALID_ADDRESS", () => {
  for (const [chainKey, { valid }] of Object.entries(SAMPLES)) {
    for (const a of valid) assert.ok(encodeAddress(chainKey, a).ok, `${chainKey} ${a}`);
  }
  const r = encodeAddress("stellar", "0x1111111111111111111111111111111111111111");
  assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.chainKey === "stellar");
});

Deno.test("encodeAddress(solana) is the 32 public-key bytes for every key", () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
      const r = encodeAddress("solana", encodeBase58(bytes));
      assert.ok(r.ok && r.value === bytesToHex(bytes));
    }),
    { numRuns: 200 },
  );
  const kp = SolanaKeypair.generate();
  const r = encodeAddress("solana", kp.publicKey.toBase58());
  assert.ok(r.ok && r.value === bytesToHex(kp.publicKey.toBytes()));
});

Deno.test("encodeAddress(stellar) is the hex of the address ScVal XDR for accounts and contracts", () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.boolean(), (bytes, contract) => {
      const a = contract ? StrKey.encodeContract(bytes) : StrKey.encodeEd25519PublicKey(bytes);
      const r = encodeAddress("stellar", a);
      assert.ok(r.ok && r.value === `0x${Address.fromString(a).toScVal().toXDR("hex")}`);
    }),
    { numRuns: 100 },
  );
  assert.ok(encodeAddress("stellar", Keypair.random().publicKey()).ok);
});

Deno.test("encodeAddress() of ICON, Sui, Stacks and the UTF-8 families follows docs/wire_inventory.md#address-encoding", () => {
  assert.deepEqual(encodeAddress("0x1.icon", `cx${"ab".repeat(20)}`), {
    ok: true,
    value: `0x01${"ab".repeat(20)}`,
  });
  assert.deepEqual(encodeAddress("sui", `0x${"AB".repeat(32)}`), { ok: true, value: `0x${"ab".repeat(32)}` });
  for (
    const [k, a] of [["near", "alice.near"], ["bitcoin", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2"], [
      "injective-1",
      "inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rp",
    ]]
  ) {
    assert.deepEqual(encodeAddress(k, a), { ok: true, value: stringToHex(a) });
  }
  assert.deepEqual(encodeAddress("stacks", "SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7"), {
    ok: true,
    value: "0x0516a46ff88886c2ef9762d970b4d2c63678835bd39d",
  });
});

Deno.test("every chain key's family has address rules (EVM keys use the 20-byte encoding)", () => {
  for (const key of ALL_CHAIN_KEYS) {
    const r = encodeAddress(key, "definitely not an address");
    assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS", `${key} (${getChainType(key)})`);
  }
  assert.deepEqual(encodeAddress("hedera", "0x5555555555555555555555555555555555555555"), {
    ok: true,
    value: "0x5555555555555555555555555555555555555555",
  });
});
