// The hub pre-simulation's encoders against golden vectors recorded from outside encoders: the RLP `Transfer`
// from the `rlp` package at 3.0.0 (the one the platform's SpokeService.encodeTransfer calls, its
// packages/sdk/package.json pins it), and the calldata from viem's encodeFunctionData over the platform's
// inline ABI; and simulateRecvMessage's reading of a node's answers.
import assert from "node:assert/strict";
import { encodeErrorResult, parseAbi } from "viem";
import {
  encodeDepositTransfer,
  encodeSimulateRecvMessage,
  simulateRecvMessage,
} from "../../../chains/evm/mod.ts";

const HUB_WALLET = "0x1111111111111111111111111111111111111111";

Deno.test("encodeDepositTransfer matches the rlp package's bytes (zero amount, a 6-decimal amount, 256)", () => {
  assert.equal(
    encodeDepositTransfer({ token: "0x01", from: "0x02", to: HUB_WALLET, amount: 0n, data: "0x" }),
    "0xd901029411111111111111111111111111111111111111118080",
  );
  assert.equal(
    encodeDepositTransfer({
      token: "0x72E852545B024ddCbc5b70C1bCBDAA025164259C",
      from: "0x2222222222222222222222222222222222222222",
      to: HUB_WALLET,
      amount: 1_000_000n,
      data: "0x1234",
    }),
    "0xf8469472e852545b024ddcbc5b70c1bcbdaa025164259c942222222222222222222222222222222222222222941111111111111111111111111111111111111111830f4240821234",
  );
  assert.equal(
    encodeDepositTransfer({
      token: "0x0bc0a4e2a5ff1f2a1ab8e6a0c0adce3e1b70a44fd4f2e1c2e9e1aef5a0b7d4e1",
      from: "0x0516a46ff88886c2ef9762d970b4d2c63678835bd39d",
      to: HUB_WALLET,
      amount: 256n,
      data: "0x",
    }),
    "0xf851a00bc0a4e2a5ff1f2a1ab8e6a0c0adce3e1b70a44fd4f2e1c2e9e1aef5a0b7d4e1960516a46ff88886c2ef9762d970b4d2c63678835bd39d94111111111111111111111111111111111111111182010080",
  );
  assert.throws(() =>
    encodeDepositTransfer({ token: "0x1", from: "0x02", to: HUB_WALLET, amount: 1n, data: "0x" })
  );
  assert.throws(() =>
    encodeDepositTransfer({ token: "0x01", from: "0x02", to: HUB_WALLET, amount: -1n, data: "0x" })
  );
});

Deno.test("encodeSimulateRecvMessage is the platform's simulateRecvMessage calldata", () => {
  assert.equal(
    encodeSimulateRecvMessage({ srcChainId: 30n, srcAddress: "0x1234", payload: "0xc0" }),
    "0xb889587e000000000000000000000000000000000000000000000000000000000000001e" +
      "0000000000000000000000000000000000000000000000000000000000000060" +
      "00000000000000000000000000000000000000000000000000000000000000a0" +
      "0000000000000000000000000000000000000000000000000000000000000002" +
      "1234000000000000000000000000000000000000000000000000000000000000" +
      "0000000000000000000000000000000000000000000000000000000000000001" +
      "c000000000000000000000000000000000000000000000000000000000000000",
  );
});

const params = { target: HUB_WALLET, srcChainId: 30n, srcAddress: "0x02", payload: "0x03" } as const;
const revert = (reason: string) =>
  encodeErrorResult({ abi: parseAbi(["error Error(string)"]), errorName: "Error", args: [reason] });
const answering = (body: unknown, seen?: unknown[]) => (_: unknown, init?: RequestInit) => {
  seen?.push(JSON.parse(String(init?.body)));
  return Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, ...body as object }));
};

Deno.test("simulateRecvMessage sends one plain eth_call at latest, no state override", async () => {
  const seen: { method: string; params: unknown[] }[] = [];
  const r = await simulateRecvMessage("http://hub.test", params, {
    fetch: answering({
      error: { code: 3, message: "execution reverted", data: revert("Simulation completed") },
    }, seen),
  });
  assert.ok(r.ok);
  assert.equal(seen.length, 1);
  assert.equal(seen[0].method, "eth_call");
  assert.equal(seen[0].params.length, 2);
  assert.equal(seen[0].params[1], "latest");
});

Deno.test("simulateRecvMessage fails a returning call, another reason and a reasonless revert; keeps a transport code", async () => {
  const returned = await simulateRecvMessage("http://hub.test", params, {
    fetch: answering({ result: "0x" }),
  });
  assert.ok(!returned.ok && returned.error.context.reason === "SIMULATION_FAILED");
  const refused = await simulateRecvMessage("http://hub.test", params, {
    fetch: answering({ error: { code: 3, message: "execution reverted: no", data: revert("no") } }),
  });
  assert.ok(!refused.ok);
  assert.equal(refused.error.code, "INTENT_CREATION_FAILED");
  assert.equal(refused.error.context.revertReason, "no");
  assert.equal(refused.error.context.phase, "simulation");
  const bare = await simulateRecvMessage("http://hub.test", params, {
    fetch: answering({ error: { code: -32000, message: "execution reverted" } }),
  });
  assert.ok(
    !bare.ok && bare.error.context.reason === "SIMULATION_FAILED" && !("revertReason" in bare.error.context),
  );
  const down = await simulateRecvMessage("http://hub.test", params, {
    fetch: () => Promise.resolve(new Response("bad gateway", { status: 502 })),
    sleep: () => Promise.resolve(), // the retries' backoff, skipped
  });
  assert.ok(!down.ok);
  assert.equal(down.error.code, "HTTP_REQUEST_FAILED");
  assert.equal(down.error.context.phase, "simulation");
});
