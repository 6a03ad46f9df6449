import assert from "node:assert/strict";
import { Keypair } from "@stellar/stellar-sdk";
import { createStellarTokenReads } from "../../../chains/stellar/token_reads.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { SIM_ACCOUNT_BALANCE } from "../../../simulator/chains/stellar/_ledger_entries.ts";
import { createStellarRpcApp } from "../../../simulator/chains/stellar/rpc_app.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";
import { stellarFixture, XLM } from "./_fixture.ts";

const USDC = "CCW67TSZV3SSS2HXMBQ5JFGCKJNXKZM7UQUWUZPUTHXSTZLEO7SJMI75";
const CONTRACT_HOLDER = "CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3";

function simReads() {
  const app = createStellarRpcApp({ ledger: new Ledger({ clock: createManualClock() }), tokenBalance: 77n });
  const methods: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    methods.push(JSON.parse(String(init?.body)).method);
    return await app.request(input, init);
  };
  return { reads: createStellarTokenReads({ sorobanRpcUrl: "http://sim.local/" }, { fetch }), methods };
}

Deno.test("Stellar getBalance reads an account's XLM from its ledger entry", async () => {
  const { reads, methods } = simReads();
  const r = await reads.getBalance(Keypair.random().publicKey(), XLM);
  assert.deepEqual(r, { ok: true, value: SIM_ACCOUNT_BALANCE });
  assert.deepEqual(methods, ["getLedgerEntries"]);
});

Deno.test("Stellar getBalance reads a token contract's balance(id) through simulateTransaction", async () => {
  const { reads, methods } = simReads();
  assert.deepEqual(await reads.getBalance(Keypair.random().publicKey(), USDC), { ok: true, value: 77n });
  assert.deepEqual(await reads.getBalance(CONTRACT_HOLDER, XLM), { ok: true, value: 77n });
  assert.deepEqual(methods, ["simulateTransaction", "simulateTransaction"]);
});

Deno.test("Stellar getBalance reads an account that does not exist as 0", async () => {
  const fetch: FetchLike = (_input, init) => {
    const body = JSON.parse(String(init?.body));
    return Promise.resolve(
      Response.json({ jsonrpc: "2.0", id: body.id, result: { entries: [], latestLedger: 1 } }),
    );
  };
  const reads = createStellarTokenReads({ sorobanRpcUrl: "http://node.test/" }, { fetch });
  assert.deepEqual(await reads.getBalance(Keypair.random().publicKey(), XLM), { ok: true, value: 0n });
});

Deno.test("Stellar getBalance reports a failed simulation as HTTP_REQUEST_FAILED with its error", async () => {
  const fetch: FetchLike = (_input, init) => {
    const body = JSON.parse(String(init?.body));
    return Promise.resolve(Response.json({
      jsonrpc: "2.0",
      id: body.id,
      result: { error: "no such contract", latestLedger: 1 },
    }));
  };
  const reads = createStellarTokenReads({ sorobanRpcUrl: "http://node.test/" }, { fetch });
  const r = await reads.getBalance(Keypair.random().publicKey(), USDC);
  assert.ok(!r.ok && r.error.code === "HTTP_REQUEST_FAILED");
  assert.equal(r.error.context.simulationError, "no such contract");
});

Deno.test("Stellar allowances: a token without a configured classic asset needs no trustline, getAllowance unsupported", async () => {
  const { adapter } = stellarFixture();
  const owner = Keypair.random().publicKey();
  assert.deepEqual(await adapter.isAllowanceValid({ owner, token: USDC, amount: 10n ** 30n }), {
    ok: true,
    value: true,
  });
  const r = await adapter.getAllowance(owner, USDC, CONTRACT_HOLDER);
  assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION");
});

Deno.test("Stellar reads refuse malformed input without any I/O", async () => {
  let calls = 0;
  const reads = createStellarTokenReads({ sorobanRpcUrl: "http://node.test/" }, {
    fetch: () => {
      calls++;
      return Promise.reject(new Error("no"));
    },
  });
  const owner = Keypair.random().publicKey();
  const token = await reads.getBalance(owner, owner);
  assert.ok(!token.ok && token.error.code === "INVALID_ADDRESS" && token.error.context.field === "token");
  const secret = await reads.getBalance(Keypair.random().secret(), XLM);
  assert.ok(!secret.ok && secret.error.code === "INVALID_ADDRESS");
  assert.equal(calls, 0);
});
