/**
 * `readContract` and `getImplContractAddress` of the Stacks sub-path against the simulator's `/stacks` node: the
 * node's read-only answers decoded as Clarity values (the same balance the adapter reads), the asset manager's
 * implementation, and the failures as values (a function the contract lacks, malformed input before any I/O).
 * @module
 */
import assert from "node:assert/strict";
import { Cl } from "@stacks/transactions";
import { getImplContractAddress, readContract } from "../../../chains/stacks/mod.ts";
import { BNUSD, STACKS, stacksFixture } from "./_fixture.ts";

Deno.test("readContract() answers SIP-010 get-balance and get-decimals as Clarity values, the balance the adapter reads", async () => {
  const f = await stacksFixture();
  try {
    const opts = { fetch: f.sim.fetch };
    const [address, name] = BNUSD.split(".");
    const balance = await readContract(f.chain.rpcUrl, f.address, {
      contractAddress: address,
      contractName: name,
      functionName: "get-balance",
      functionArgs: [Cl.principal(f.address)],
    }, opts);
    const viaAdapter = await f.adapter.getBalance(f.address, BNUSD);
    assert.ok(balance.ok && viaAdapter.ok);
    assert.deepEqual(balance.value, Cl.ok(Cl.uint(viaAdapter.value)));
    const sbtc = STACKS.supportedTokens.find((t) => t.symbol === "sBTC")!.address.split(".");
    const decimals = await readContract(f.chain.rpcUrl, f.address, {
      contractAddress: sbtc[0],
      contractName: sbtc[1],
      functionName: "get-decimals",
      functionArgs: [],
    }, opts);
    assert.deepEqual(decimals.ok && decimals.value, Cl.ok(Cl.uint(8)));
    const missing = await readContract(f.chain.rpcUrl, f.address, {
      contractAddress: address,
      contractName: name,
      functionName: "no-such-function",
      functionArgs: [],
    }, opts);
    assert.ok(!missing.ok && missing.error.code === "EXECUTION_FAILED");
    assert.match(String(missing.error.context.cause), /NoSuchPublicFunction/);
  } finally {
    f.sim.close();
  }
});

Deno.test("getImplContractAddress() reads the asset manager's implementation from its state contract", async () => {
  const f = await stacksFixture();
  try {
    const impl = await getImplContractAddress(f.chain.rpcUrl, f.chain.addresses.assetManager, {
      fetch: f.sim.fetch,
    });
    assert.ok(impl.ok, JSON.stringify(impl));
    assert.match(impl.value, /^S[PMT][0-9A-Z]+\.[a-z][a-z0-9-]*$/);
    assert.notEqual(impl.value, f.chain.addresses.assetManager);
  } finally {
    f.sim.close();
  }
});

Deno.test("readContract() and getImplContractAddress() refuse malformed input before any I/O", async () => {
  const fetch = () => Promise.reject(new Error("no I/O expected"));
  const a = "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0";
  const call = { contractAddress: a, contractName: "x", functionName: "y", functionArgs: [] };
  const codes = await Promise.all([
    readContract("http://n", "nope", call, { fetch }),
    readContract("http://n", a, { ...call, contractAddress: "0x12" }, { fetch }),
    readContract("http://n", a, { ...call, functionName: "bad name" }, { fetch }),
    readContract("http://n", a, { ...call, functionArgs: [{ type: "nope" } as never] }, { fetch }),
    getImplContractAddress("http://n", a, { fetch }),
  ]);
  assert.deepEqual(codes.map((r) => r.ok ? "ok" : r.error.code), [
    "INVALID_ADDRESS",
    "INVALID_ADDRESS",
    "VALIDATION_FAILED",
    "VALIDATION_FAILED",
    "INVALID_ADDRESS",
  ]);
});
