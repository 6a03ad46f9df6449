/** The platform's per-family pure statics on the family sub-paths, checked against the chains' own SDKs. */
import assert from "node:assert/strict";
import { PublicKey } from "@solana/web3.js";
import { Address } from "@stellar/stellar-sdk";
import { getAssociatedTokenAddress } from "../../../chains/solana/mod.ts";
import { getAddressBCSBytes, getTsWalletBytes } from "../../../chains/stellar/mod.ts";
import { splitAddress } from "../../../chains/sui/mod.ts";

const TOKEN_PROGRAM = new PublicKey("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA");
const ATA_PROGRAM = new PublicKey("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL");

Deno.test("getAssociatedTokenAddress is the SPL ATA PDA (owner, token program, mint) of web3.js", () => {
  const mint = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
  const owner = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";
  const [expected] = PublicKey.findProgramAddressSync(
    [new PublicKey(owner).toBytes(), TOKEN_PROGRAM.toBytes(), new PublicKey(mint).toBytes()],
    ATA_PROGRAM,
  );
  assert.deepEqual(getAssociatedTokenAddress(mint, owner), { ok: true, value: expected.toBase58() });
  const bad = getAssociatedTokenAddress(mint, "0xnot");
  assert.ok(!bad.ok && bad.error.code === "INVALID_ADDRESS" && bad.error.context.field === "owner");
});

Deno.test("getAddressBCSBytes is the Stellar SDK's Address.toScVal().toXDR('hex'), for accounts and contracts", () => {
  for (
    const a of [
      "GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7",
      "CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3",
    ]
  ) {
    assert.deepEqual(getAddressBCSBytes(a), {
      ok: true,
      value: `0x${Address.fromString(a).toScVal().toXDR("hex")}`,
    });
  }
  assert.equal(getAddressBCSBytes("GBAD").ok, false);
});

Deno.test("getTsWalletBytes turns hex into 0x hex and refuses what is not hex (the platform drops it silently)", () => {
  assert.deepEqual(getTsWalletBytes("DEADbeef"), { ok: true, value: "0xdeadbeef" });
  assert.equal(getTsWalletBytes("abc").ok, false);
  assert.equal(getTsWalletBytes("zz").ok, false);
});

Deno.test("splitAddress splits <package>::<module>::<object> into the platform's packageId, moduleId, stateId", () => {
  const pkg = `0x${"ab".repeat(32)}`;
  const state = `0x${"cd".repeat(32)}`;
  assert.deepEqual(splitAddress(`${pkg}::asset_manager::${state}`), {
    ok: true,
    value: { packageId: pkg, moduleId: "asset_manager", stateId: state },
  });
  for (const bad of ["0x2", "0x2::m", "0x2::m::0x3::x", "a::b::c", 7 as unknown as string]) {
    const r = splitAddress(bad);
    assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
  }
});
