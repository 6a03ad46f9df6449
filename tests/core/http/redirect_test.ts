// The transport's redirect rule (docs/rules/http.md#redirects): same-origin hops are followed (at most 5, with the
// fetch standard's method rules), anything else is refused and named; the request always goes out with
// redirect: "manual" so the runtime never follows on its own.
import assert from "node:assert/strict";
import { z } from "zod";
import { httpRequest } from "../../../core/http/request.ts";
import { DEFAULT_MAX_REDIRECTS } from "../../../core/http/request.ts";
import type { FetchLike } from "../../../core/http/types.ts";

interface Seen {
  url: string;
  method: string;
  body: unknown;
  redirect: unknown;
  apiKey: string | null;
  contentType: string | null;
}

function recording(answer: (url: string, n: number) => Response): { fetch: FetchLike; seen: Seen[] } {
  const seen: Seen[] = [];
  return {
    seen,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      seen.push({
        url: String(input),
        method: init?.method ?? "GET",
        body: init?.body,
        redirect: init?.redirect,
        apiKey: headers.get("x-api-key"),
        contentType: headers.get("content-type"),
      });
      return Promise.resolve(answer(String(input), seen.length));
    },
  };
}

const redirect = (status: number, location: string) =>
  new Response("moved", { status, headers: { location } });
const KEYED = { "x-api-key": "k" };

Deno.test("httpRequest sends every request with redirect: manual", async () => {
  const { fetch, seen } = recording(() => Response.json(1));
  await httpRequest({ url: "https://api.test/x", method: "GET", kind: "read", schema: z.unknown() }, {
    fetch,
  });
  assert.equal(seen[0]!.redirect, "manual");
});

Deno.test("httpRequest follows a same-origin 308 keeping the method, body and key", async () => {
  const { fetch, seen } = recording((url) =>
    url.endsWith("/old") ? redirect(308, "/v1/new") : Response.json({ n: 1 })
  );
  const r = await httpRequest({
    url: "https://api.test/v1/old",
    method: "POST",
    headers: KEYED,
    body: { a: 1 },
    kind: "compute",
    schema: z.object({ n: z.number() }),
  }, { fetch });
  assert.ok(r.ok && r.value.n === 1);
  assert.deepEqual(seen.map((s) => [s.method, s.url, s.body, s.apiKey]), [
    ["POST", "https://api.test/v1/old", '{"a":1}', "k"],
    ["POST", "https://api.test/v1/new", '{"a":1}', "k"],
  ]);
});

Deno.test("httpRequest follows a same-origin 303 after a POST as a GET without body or content-type", async () => {
  const { fetch, seen } = recording((_url, n) =>
    n === 1 ? redirect(303, "https://api.test/done") : Response.json(1)
  );
  const r = await httpRequest({
    url: "https://api.test/jobs",
    method: "POST",
    body: { a: 1 },
    kind: "mutation",
    schema: z.unknown(),
  }, { fetch });
  assert.ok(r.ok);
  assert.deepEqual([seen[1]!.method, seen[1]!.body, seen[1]!.contentType], ["GET", undefined, null]);
});

Deno.test("httpRequest refuses a redirect to another origin with CROSS_ORIGIN_REDIRECT naming the host, never calling it", async () => {
  for (
    const [status, location] of [[302, "https://evil.test/steal"], [307, "http://api.test/x"], [
      301,
      "https://api.test:8443/x",
    ]] as const
  ) {
    const { fetch, seen } = recording((_url, n) => n === 1 ? redirect(status, location) : Response.json(1));
    const r = await httpRequest({
      url: "https://user:pw@api.test/x",
      method: "GET",
      headers: KEYED,
      kind: "read",
      schema: z.unknown(),
    }, { fetch });
    assert.ok(!r.ok);
    assert.equal(r.error.code, "CROSS_ORIGIN_REDIRECT");
    assert.equal(r.error.context.host, new URL(location).host);
    assert.equal(r.error.context.location, location);
    assert.equal(r.error.context.status, status);
    assert.equal(r.error.context.attempts, 1, "a refused redirect is not retried");
    assert.equal(seen.length, 1, `${location} was called`);
  }
});

Deno.test("httpRequest strips credentials from a refused Location", async () => {
  const { fetch } = recording(() => redirect(302, "https://a:b@evil.test/x"));
  const r = await httpRequest(
    { url: "https://api.test/x", method: "GET", kind: "read", schema: z.unknown() },
    { fetch },
  );
  assert.ok(!r.ok && r.error.code === "CROSS_ORIGIN_REDIRECT");
  assert.equal(r.error.context.location, "https://evil.test/x");
});

Deno.test("httpRequest refuses a redirect whose target the runtime hides (a browser's opaque redirect)", async () => {
  const opaque = new Response(null, { status: 200 });
  Object.defineProperty(opaque, "type", { value: "opaqueredirect" });
  Object.defineProperty(opaque, "status", { value: 0 });
  const r = await httpRequest(
    { url: "https://api.test/x", method: "GET", kind: "read", schema: z.unknown() },
    { fetch: () => Promise.resolve(opaque) },
  );
  assert.ok(!r.ok && r.error.code === "CROSS_ORIGIN_REDIRECT");
  assert.equal(r.error.context.host, undefined);
});

Deno.test("httpRequest gives up after DEFAULT_MAX_REDIRECTS same-origin hops", async () => {
  const { fetch, seen } = recording((_url, n) => redirect(302, `/hop${n}`));
  const r = await httpRequest(
    { url: "https://api.test/x", method: "GET", kind: "read", schema: z.unknown() },
    { fetch },
  );
  assert.ok(!r.ok);
  assert.equal(r.error.code, "HTTP_REQUEST_FAILED");
  assert.equal(r.error.context.redirects, DEFAULT_MAX_REDIRECTS);
  assert.equal(seen.length, DEFAULT_MAX_REDIRECTS + 1);
});

Deno.test("httpRequest treats a 3xx without a Location as the answer", async () => {
  const { fetch } = recording(() => new Response("pick one", { status: 302 }));
  const r = await httpRequest(
    { url: "https://api.test/x", method: "GET", kind: "read", schema: z.unknown() },
    { fetch },
  );
  assert.ok(!r.ok && r.error.code === "HTTP_REQUEST_FAILED" && r.error.context.status === 302);
});
