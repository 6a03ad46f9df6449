/**
 * The library's `readContract` and `getBalance` (`chains/rpc/rpc_client.ts`, built from viem's codecs and error
 * helpers instead of viem's `call` action) against viem's own actions: the same JSON-RPC request and the same
 * value or error chain (class, name, messages, code, status, data) for every outcome of an `eth_call`.
 */
import assert from "node:assert/strict";
import { type BaseError, createClient, http } from "viem";
import { getBalance as viemGetBalance, readContract as viemReadContract } from "viem/actions";
import { cappedRpcFetch } from "../../../chains/rpc/rpc_transport.ts";
import { publicClient } from "../../../chains/rpc/rpc_client.ts";
import { erc20Abi } from "../../../core/abis/erc20.ts";
import type { FetchLike } from "../../../core/http/types.ts";

const reply = (body: unknown, status = 200): FetchLike => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const rpcResult = (result: unknown) => reply({ jsonrpc: "2.0", id: 0, result });
const rpcError = (error: unknown) => reply({ jsonrpc: "2.0", id: 0, error });
// Error(string) "nope"
const REVERT_DATA = `0x08c379a0${"20".padStart(64, "0")}${"4".padStart(64, "0")}${
  "6e6f7065".padEnd(64, "0")
}`;

const OUTCOMES: Record<string, FetchLike> = {
  "a value": rpcResult(`0x${"5".padStart(64, "0")}`),
  "empty return data": rpcResult("0x"),
  "undecodable return data": rpcResult("0x1234"),
  "a revert with a reason": rpcError({ code: 3, message: "execution reverted: nope", data: REVERT_DATA }),
  "a revert without data": rpcError({ code: -32000, message: "execution reverted" }),
  "an internal JSON-RPC error": rpcError({ code: -32603, message: "internal error" }),
  "an HTTP 500": reply({}, 500),
  "a refused connection": () => Promise.reject(new TypeError("error sending request: Connection refused")),
  "an abort": () => Promise.reject(new DOMException("aborted", "AbortError")),
};

const URL_ = "http://rpc.test/";
const READ = {
  address: "0x1111111111111111111111111111111111111111",
  abi: erc20Abi,
  functionName: "balanceOf",
  args: ["0x2222222222222222222222222222222222222222"],
} as const;

/** What a promise settled with: the value, or the error chain with what callers read off each link. */
function settled(p: Promise<unknown>): Promise<unknown> {
  return p.then((value) => ({ value }), (e: unknown) => {
    const chain: unknown[] = [];
    for (let c: unknown = e; c instanceof Error; c = (c as { cause?: unknown }).cause) {
      const b = c as BaseError & { code?: unknown; status?: unknown; data?: unknown };
      chain.push([
        c.constructor.name,
        c.name,
        b.shortMessage,
        c.message,
        b.code,
        b.status,
        b.data,
        b.details,
      ]);
    }
    return { error: chain };
  });
}

/** Runs `read` through ours and through viem's action over the same fetch; returns both outcomes and bodies. */
async function both(
  fetch: FetchLike,
  ours: (c: ReturnType<typeof publicClient>) => Promise<unknown>,
  theirs: (c: ReturnType<typeof createClient>) => Promise<unknown>,
) {
  const bodies: string[][] = [[], []];
  const recording = (i: number): FetchLike => (input, init) => {
    bodies[i].push(String(init?.body).replace(/"id":\d+,/, ""));
    return fetch(input, init);
  };
  const mine = await settled(ours(publicClient(URL_, { fetch: recording(0), retryCount: 0 })));
  const client = createClient({
    transport: http(URL_, { retryCount: 0, timeout: 10_000, fetchFn: cappedRpcFetch(() => recording(1)) }),
  });
  const viems = await settled(theirs(client));
  return { mine, viems, bodies };
}

for (const [outcome, fetch] of Object.entries(OUTCOMES)) {
  Deno.test(`readContract(): ${outcome} settles as viem's readContract does, from the same request`, async () => {
    const r = await both(fetch, (c) => c.readContract(READ), (c) => viemReadContract(c, READ));
    assert.deepEqual(r.mine, r.viems);
    assert.deepEqual(r.bodies[0], r.bodies[1]);
    assert.equal(r.bodies[0].length, 1);
  });
}

for (const [outcome, fetch] of Object.entries(OUTCOMES)) {
  Deno.test(`getBalance(): ${outcome} settles as viem's getBalance does, from the same request`, async () => {
    const args = { address: READ.address } as const;
    const r = await both(fetch, (c) => c.getBalance(args), (c) => viemGetBalance(c, args));
    assert.deepEqual(r.mine, r.viems);
    assert.deepEqual(r.bodies[0], r.bodies[1]);
  });
}

Deno.test("rpc_client.ts reaches viem's client only through a dynamic import, so a page loads it on the first read", async () => {
  const source = (await Deno.readTextFile(new URL("../../../chains/rpc/rpc_client.ts", import.meta.url)))
    .replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const valueImports = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s*["']([^"']+)["']/gm),
  ]
    .map((m) => m[1]);
  // a value import of viem or of the viem client module would put viem's client back in the page's first chunk
  assert.deepEqual(valueImports, []);
  assert.match(source, /import\("\.\/_viem_rpc_client\.ts"\)/);
});

Deno.test("publicClient makes no request until an action is called, then one request per call", async () => {
  let calls = 0;
  const fetch: FetchLike = () => {
    calls++;
    return Promise.resolve(Response.json({ jsonrpc: "2.0", id: 0, result: "0x2105" }));
  };
  const client = publicClient(URL_, { fetch, retryCount: 0 });
  assert.equal(calls, 0);
  assert.equal(await client.getChainId(), 0x2105);
  assert.equal(await client.getChainId(), 0x2105);
  assert.equal(calls, 2);
});
