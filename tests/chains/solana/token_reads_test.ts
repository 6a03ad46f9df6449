import assert from "node:assert/strict";
import { Keypair } from "@solana/web3.js";
import { createSolanaTokenReads } from "../../../chains/solana/token_reads.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { createSolanaRpcApp } from "../../../simulator/chains/solana/rpc_app.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";
import { SOL, solanaFixture } from "./_fixture.ts";

const USDC = "EPjFWdd5AufqSSqeM2qA1xdybapC8G4wEGGkZwyTDt1v";

Deno.test("Solana getBalance reads lamports for SOL and the token accounts' sum for an SPL mint", async () => {
  const ledger = new Ledger({ clock: createManualClock() });
  const app = createSolanaRpcApp({ ledger, balance: 123, tokenBalance: 456n });
  const fetch: FetchLike = (input, init) => Promise.resolve(app.request(input, init));
  const reads = createSolanaTokenReads({ rpcUrl: "http://sim.local/" }, { fetch });
  const owner = Keypair.generate().publicKey.toBase58();
  assert.deepEqual(await reads.getBalance(owner, SOL), { ok: true, value: 123n });
  assert.deepEqual(await reads.getBalance(owner, USDC), { ok: true, value: 456n });
});

Deno.test("Solana getBalance sums every token account of the mint and reads none as 0", async () => {
  const answers = [[], [{ amount: "7" }, { amount: "8" }]];
  const fetch: FetchLike = (_input, init) => {
    const body = JSON.parse(String(init?.body));
    const accounts = (answers.shift() ?? []).map((t) => ({
      pubkey: SOL,
      account: { data: { parsed: { info: { tokenAmount: t } } } },
    }));
    return Promise.resolve(
      Response.json({ jsonrpc: "2.0", id: body.id, result: { context: { slot: 1 }, value: accounts } }),
    );
  };
  const reads = createSolanaTokenReads({ rpcUrl: "http://node.test/" }, { fetch });
  const owner = Keypair.generate().publicKey.toBase58();
  assert.deepEqual(await reads.getBalance(owner, USDC), { ok: true, value: 0n });
  assert.deepEqual(await reads.getBalance(owner, USDC), { ok: true, value: 15n });
});

Deno.test("Solana getBalance reports a malformed node answer as RESPONSE_VALIDATION_FAILED", async () => {
  const fetch: FetchLike = (_input, init) => {
    const body = JSON.parse(String(init?.body));
    return Promise.resolve(Response.json({ jsonrpc: "2.0", id: body.id, result: { value: "lots" } }));
  };
  const reads = createSolanaTokenReads({ rpcUrl: "http://node.test/" }, { fetch });
  const r = await reads.getBalance(Keypair.generate().publicKey.toBase58(), SOL);
  assert.ok(!r.ok && r.error.code === "RESPONSE_VALIDATION_FAILED");
});

Deno.test("Solana has no allowance model: isAllowanceValid is true, getAllowance is unsupported", async () => {
  const { adapter } = solanaFixture();
  const owner = Keypair.generate().publicKey.toBase58();
  assert.deepEqual(await adapter.isAllowanceValid({ owner, token: USDC, amount: 10n ** 18n }), {
    ok: true,
    value: true,
  });
  const r = await adapter.getAllowance(owner, USDC, owner);
  assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION");
});

Deno.test("Solana reads refuse malformed input without any I/O", async () => {
  let calls = 0;
  const reads = createSolanaTokenReads({ rpcUrl: "http://node.test/" }, {
    fetch: () => {
      calls++;
      return Promise.reject(new Error("no"));
    },
  });
  const r = await reads.getBalance(SOL, "0x1234");
  assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.field === "token");
  const q = await reads.isAllowanceValid({ owner: SOL, token: SOL, amount: 1n, spender: "nope" });
  assert.ok(!q.ok && q.error.context.field === "spender");
  assert.equal(calls, 0);
});
