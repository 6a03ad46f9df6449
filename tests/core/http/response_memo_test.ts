import assert from "node:assert/strict";
import * as z from "zod";
import { httpRequest } from "../../../core/http/request.ts";
import { ResponseMemo } from "../../../core/http/response_memo.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/default_config.ts";
import { toConfigAllPayload } from "../../../core/schemas/config_all.ts";
import { XSwap } from "../../../services/client/xswap.ts";

/** A schema that counts how often it runs. */
function countingSchema(): { schema: z.ZodType<{ n: number }>; runs: () => number } {
  let runs = 0;
  const schema = z.object({ n: z.number() }).transform((v) => {
    runs++;
    return v;
  });
  return { schema, runs: () => runs };
}

const answering = (...bodies: string[]) => {
  let i = 0;
  return () => Promise.resolve(new Response(bodies[Math.min(i++, bodies.length - 1)]));
};

Deno.test("a body with the same bytes as the memo is answered without validating again, frozen and shared", async () => {
  const memo = new ResponseMemo();
  const { schema, runs } = countingSchema();
  const fetch = answering('{"n":1}', '{"n":1}');
  const req = { url: "http://x/c", method: "GET", kind: "read", schema, memo } as const;
  const first = await httpRequest(req, { fetch });
  const second = await httpRequest(req, { fetch });
  assert.ok(first.ok && second.ok);
  assert.equal(runs(), 1);
  assert.equal(second.value, first.value);
  assert.ok(Object.isFrozen(second.value));
});

Deno.test("a body differing by one character is validated in full (a bad one fails even after a memoised good one)", async () => {
  const memo = new ResponseMemo();
  const { schema, runs } = countingSchema();
  const fetch = answering('{"n":1}', '{"n":2}', '{"n":"2"}');
  const req = { url: "http://x/c", method: "GET", kind: "read", schema, memo } as const;
  assert.ok((await httpRequest(req, { fetch })).ok);
  const changed = await httpRequest(req, { fetch });
  assert.ok(changed.ok && changed.value.n === 2);
  const bad = await httpRequest(req, { fetch });
  assert.ok(!bad.ok && bad.error.code === "RESPONSE_VALIDATION_FAILED");
  assert.equal(runs(), 2);
});

Deno.test("a failed validation is never stored: the same bad bytes fail again", async () => {
  const memo = new ResponseMemo();
  const fetch = answering('{"n":"x"}');
  const req = {
    url: "http://x/c",
    method: "GET",
    kind: "read",
    schema: z.object({ n: z.number() }),
    memo,
  } as const;
  for (let i = 0; i < 2; i++) {
    const r = await httpRequest(req, { fetch });
    assert.ok(!r.ok && r.error.code === "RESPONSE_VALIDATION_FAILED");
  }
});

Deno.test("a non-2xx answer with the memoised bytes is still an HTTP error", async () => {
  const memo = new ResponseMemo();
  memo.set('{"n":1}', { n: 1 });
  const fetch = () => Promise.resolve(new Response('{"n":1}', { status: 404 }));
  const r = await httpRequest({ url: "http://x/c", method: "GET", kind: "read", schema: z.unknown(), memo }, {
    fetch,
  });
  assert.ok(!r.ok && r.error.code === "HTTP_REQUEST_FAILED");
});

Deno.test("initialize() of a second client on the same /config/all bytes applies the same data, overrides kept", async () => {
  const body = JSON.stringify(toConfigAllPayload(DEFAULT_CLIENT_CONFIG));
  const fetch = () =>
    Promise.resolve(new Response(body, { headers: { "content-type": "application/json" } }));
  const a = new XSwap({ fetch });
  const rpcUrl = "https://rpc.example/base";
  const b = new XSwap({ fetch, chains: { "0x2105.base": { rpcUrl } } });
  assert.ok((await a.initialize()).ok);
  assert.ok((await b.initialize()).ok);
  assert.equal(b.config.backendConfigVersion, 100);
  assert.equal((b.instanceConfig.chains["0x2105.base"] as { rpcUrl: string }).rpcUrl, rpcUrl);
  assert.deepEqual(a.instanceConfig.swaps.supportedTokens, b.instanceConfig.swaps.supportedTokens);
  assert.deepEqual(
    a.config.getSupportedSwapTokens("sonic"),
    DEFAULT_CLIENT_CONFIG.swaps.supportedTokens.sonic,
  );
});
