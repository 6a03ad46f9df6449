import assert from "node:assert/strict";
import { z } from "zod";
import { httpRequest } from "../../../core/http/request.ts";
import { API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE } from "../../../core/http/key_verification.ts";
import type { FetchLike, RequestKind } from "../../../core/http/types.ts";

const URL_ = "https://api.example/v1/swaps/quote";
const schema = z.object({ n: z.number() });
const noSleep = (): Promise<void> => Promise.resolve();

type Failure = () => Response | Promise<Response>;
const FAILURES: Record<string, Failure> = {
  network: () => Promise.reject(new TypeError("connection refused")),
  s500: () => Response.json({ message: "boom" }, { status: 500 }),
  s503: () => new Response("unavailable", { status: 503 }),
  s429: () => Response.json({}, { status: 429 }),
  s400: () => Response.json({ message: "bad amount" }, { status: 400 }),
  s401: () => Response.json({ message: "no key" }, { status: 401 }),
  s403: () => Response.json({ message: "suspended" }, { status: 403 }),
  kv503: () => Response.json({ message: API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE }, { status: 503 }),
  badJson: () => new Response("{not json", { status: 200 }),
  badShape: () => Response.json({ n: "one" }),
};

function counting(respond: Failure): { fetch: FetchLike; calls: () => number; inits: RequestInit[] } {
  const inits: RequestInit[] = [];
  return {
    fetch: (_input, init) => {
      inits.push(init ?? {});
      return Promise.resolve(respond());
    },
    calls: () => inits.length,
    inits,
  };
}

type Row = [string, RequestKind, number, string];
const TABLE: Row[] = [
  ["network", "read", 4, "NETWORK_ERROR"],
  ["network", "compute", 4, "NETWORK_ERROR"],
  ["network", "mutation", 1, "NETWORK_ERROR"],
  ["s500", "read", 4, "HTTP_REQUEST_FAILED"],
  ["s500", "compute", 4, "HTTP_REQUEST_FAILED"],
  ["s500", "mutation", 1, "HTTP_REQUEST_FAILED"],
  ["s503", "read", 4, "HTTP_REQUEST_FAILED"],
  ["s503", "mutation", 1, "HTTP_REQUEST_FAILED"],
  ["s429", "compute", 4, "HTTP_REQUEST_FAILED"],
  ["s400", "read", 1, "HTTP_REQUEST_FAILED"],
  ["s401", "read", 1, "HTTP_REQUEST_FAILED"],
  ["s401", "mutation", 1, "HTTP_REQUEST_FAILED"],
  ["s403", "compute", 1, "HTTP_REQUEST_FAILED"],
  ["kv503", "read", 4, "HTTP_REQUEST_FAILED"],
  ["kv503", "compute", 4, "HTTP_REQUEST_FAILED"],
  ["kv503", "mutation", 4, "HTTP_REQUEST_FAILED"],
  ["badJson", "read", 1, "PARSE_ERROR"],
  ["badShape", "read", 1, "RESPONSE_VALIDATION_FAILED"],
];

for (const [failure, kind, attempts, code] of TABLE) {
  Deno.test(`httpRequest makes ${attempts} attempt(s) for a ${kind} failing with ${failure} and returns ${code}`, async () => {
    const stub = counting(FAILURES[failure]!);
    const r = await httpRequest(
      { url: URL_, method: kind === "read" ? "GET" : "POST", kind, schema },
      { fetch: stub.fetch, sleep: noSleep },
    );
    assert.equal(r.ok, false);
    if (r.ok) return;
    assert.equal(r.error.code, code);
    assert.equal(stub.calls(), attempts);
    assert.equal(r.error.context.attempts, attempts);
  });
}

Deno.test("httpRequest returns the value once a retried read recovers", async () => {
  let n = 0;
  const fetch: FetchLike = () =>
    Promise.resolve(++n < 3 ? new Response("x", { status: 502 }) : Response.json({ n }));
  const r = await httpRequest({ url: URL_, method: "GET", kind: "read", schema }, { fetch, sleep: noSleep });
  assert.deepEqual(r, { ok: true, value: { n: 3 } });
});

Deno.test("httpRequest puts status, backend message, method and a credential-free url into HTTP_REQUEST_FAILED", async () => {
  const stub = counting(FAILURES.s400!);
  const r = await httpRequest(
    { url: "https://user:secret@api.example/v1/swaps/quote?x=1", method: "POST", kind: "compute", schema },
    { fetch: stub.fetch },
  );
  assert.ok(!r.ok);
  assert.deepEqual(r.error.context, {
    url: "https://api.example/v1/swaps/quote?x=1",
    method: "POST",
    status: 400,
    attempts: 1,
    body: { message: "bad amount" },
    message: "bad amount",
  });
  assert.equal(r.error.message, "Cannot POST /v1/swaps/quote: status 400");
});

Deno.test("httpRequest cuts a long error body to 2 KB", async () => {
  const fetch: FetchLike = () => Promise.resolve(new Response("x".repeat(5000), { status: 404 }));
  const r = await httpRequest({ url: URL_, method: "GET", kind: "read", schema }, { fetch });
  assert.ok(!r.ok);
  assert.equal((r.error.context.body as string).length, 2049);
});

Deno.test("httpRequest parses an error body with errorSchema and reads detail.message", async () => {
  const fetch: FetchLike = () =>
    Promise.resolve(Response.json({ detail: { code: -4, message: "no route" } }, { status: 422 }));
  const errorSchema = z.object({ detail: z.object({ code: z.number(), message: z.string() }) });
  const r = await httpRequest({ url: URL_, method: "POST", kind: "compute", schema, errorSchema }, { fetch });
  assert.ok(!r.ok);
  assert.deepEqual(r.error.context.body, { detail: { code: -4, message: "no route" } });
  assert.equal(r.error.context.message, "no route");
});

Deno.test("httpRequest reports the issues of a schema failure", async () => {
  const r = await httpRequest({ url: URL_, method: "GET", kind: "read", schema }, {
    fetch: () => Promise.resolve(Response.json({ n: "one" })),
  });
  assert.ok(!r.ok);
  const issues = r.error.context.issues as { path: unknown[] }[];
  assert.deepEqual(issues[0]?.path, ["n"]);
});

Deno.test("httpRequest writes bigints in the body as decimal strings with JSON headers", async () => {
  const stub = counting(() => Response.json({ n: 1 }));
  await httpRequest(
    {
      url: URL_,
      method: "POST",
      kind: "compute",
      schema,
      body: { amount: 2n ** 200n, nested: [1n] },
      headers: { "X-Api-Key": "k", "Content-Type": "application/json; charset=utf-8" },
    },
    { fetch: stub.fetch },
  );
  const init = stub.inits[0]!;
  assert.equal(init.body, `{"amount":"${2n ** 200n}","nested":["1"]}`);
  assert.deepEqual(init.headers, {
    accept: "application/json",
    "X-Api-Key": "k",
    "Content-Type": "application/json; charset=utf-8",
  });
});

Deno.test("httpRequest returns VALIDATION_FAILED without fetching when the body cannot be encoded", async () => {
  const stub = counting(() => Response.json({ n: 1 }));
  const body: Record<string, unknown> = {};
  body.self = body;
  const r = await httpRequest({ url: URL_, method: "POST", kind: "compute", schema, body }, {
    fetch: stub.fetch,
  });
  assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
  assert.equal(stub.calls(), 0);
});

Deno.test("httpRequest turns a synchronous throw of fetch into NETWORK_ERROR with the cause", async () => {
  const boom = new TypeError("sync");
  const r = await httpRequest({ url: URL_, method: "POST", kind: "mutation", schema }, {
    fetch: () => {
      throw boom;
    },
  });
  assert.ok(!r.ok && r.error.code === "NETWORK_ERROR" && r.error.cause === boom);
});

Deno.test("httpRequest gives the fetch the deadline signal", async () => {
  const stub = counting(() => Response.json({ n: 1 }));
  await httpRequest({ url: URL_, method: "GET", kind: "read", schema, timeoutMs: 1000 }, {
    fetch: stub.fetch,
  });
  assert.ok(stub.inits[0]!.signal instanceof AbortSignal);
});

Deno.test("httpRequest reports retryAfterMs when a Retry-After is too long to wait for", async () => {
  const stub = counting(() => Response.json({}, { status: 429, headers: { "retry-after": "3600" } }));
  const r = await httpRequest({ url: URL_, method: "GET", kind: "read", schema }, { fetch: stub.fetch });
  assert.ok(!r.ok);
  assert.equal(stub.calls(), 1);
  assert.equal(r.error.context.retryAfterMs, 3_600_000);
});

Deno.test("httpRequest returns ABORTED without fetching when the caller's signal is already aborted", async () => {
  const stub = counting(() => Response.json({ n: 1 }));
  const r = await httpRequest(
    { url: URL_, method: "GET", kind: "read", schema, signal: AbortSignal.abort() },
    {
      fetch: stub.fetch,
    },
  );
  assert.ok(!r.ok && r.error.code === "ABORTED");
  assert.equal(stub.calls(), 0);
});

Deno.test("a signal that is not an AbortSignal is VALIDATION_FAILED naming the field, before any fetch", async () => {
  for (const signal of [0, 0n, "abort", {}, { aborted: false }, null]) {
    const c = counting(() => Response.json({ n: 1 }));
    const r = await httpRequest(
      { url: URL_, method: "GET", kind: "read", schema, signal: signal as unknown as AbortSignal },
      { fetch: c.fetch, sleep: noSleep },
    );
    assert.ok(!r.ok, `signal ${String(signal)} was accepted`);
    assert.equal(r.error.code, "VALIDATION_FAILED");
    assert.equal(r.error.context.field, "signal");
    assert.equal(c.calls(), 0);
  }
});

Deno.test("httpRequest parses a body synchronously, and still accepts a schema with an async refinement (parsed async)", async () => {
  const fetch = () => Promise.resolve(Response.json({ amount: "5" }));
  const sync = await httpRequest({
    url: "http://x/a",
    method: "GET",
    kind: "read",
    schema: z.object({ amount: z.string().transform((v) => BigInt(v)) }),
  }, { fetch });
  assert.ok(sync.ok && sync.value.amount === 5n);
  const asyncSchema = z.object({
    amount: z.string().refine(async (v) => (await Promise.resolve(v)) === "5"),
  });
  const accepted = await httpRequest(
    { url: "http://x/a", method: "GET", kind: "read", schema: asyncSchema },
    {
      fetch,
    },
  );
  assert.ok(accepted.ok && accepted.value.amount === "5");
  const refused = await httpRequest({
    url: "http://x/a",
    method: "GET",
    kind: "read",
    schema: z.object({ amount: z.string().refine(async () => await Promise.resolve(false)) }),
  }, { fetch });
  assert.ok(!refused.ok && refused.error.code === "RESPONSE_VALIDATION_FAILED");
});
