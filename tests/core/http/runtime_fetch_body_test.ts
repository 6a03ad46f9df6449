// A body of the runtime's own fetch that the runtime ends at its Content-Length is read in one go; any other
// body still streams through the cap (docs/rules/http.md#response-size, docs/rules/http.md#cancellation). The
// servers here are local (`Deno.serve` on port 0) and every one is shut down in `finally`.
import assert from "node:assert/strict";
import { z } from "zod";
import { httpRequest } from "../../../core/http/request.ts";
import { readCappedBody } from "../../../core/http/read_capped_body.ts";

/** Serves `handler` on a free local port for the duration of `body`. */
async function withServer(
  handler: (req: Request) => Response | Promise<Response>,
  body: (origin: string) => Promise<void>,
): Promise<void> {
  const ac = new AbortController();
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", signal: ac.signal, onListen() {} }, handler);
  try {
    await body(`http://127.0.0.1:${server.addr.port}`);
  } finally {
    ac.abort();
    await server.finished;
  }
}

Deno.test("httpRequest reads a runtime fetch body bound by its Content-Length whole and validates it", async () => {
  const page = { total: 2, items: [{ id: "a".repeat(40_000) }, { id: "b" }] };
  await withServer(() => Response.json(page), async (origin) => {
    const r = await httpRequest({
      url: `${origin}/be/intent/user/0xabc`,
      method: "GET",
      kind: "read",
      schema: z.object({ total: z.number(), items: z.array(z.object({ id: z.string() })) }),
    });
    assert.ok(r.ok);
    assert.deepEqual(r.value, page);
  });
});

Deno.test("httpRequest still caps a compressed runtime fetch body on its decoded bytes", async () => {
  // 1 MB of JSON gzipped to about 1 KB: the Content-Length is the compressed size, far under the cap
  const raw = new TextEncoder().encode(JSON.stringify("a".repeat(1_000_000)));
  const gz = new Uint8Array(
    await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer(),
  );
  await withServer(
    () =>
      new Response(gz, {
        headers: {
          "content-type": "application/json",
          "content-encoding": "gzip",
          "content-length": `${gz.length}`,
        },
      }),
    async (origin) => {
      const r = await httpRequest(
        { url: `${origin}/x`, method: "GET", kind: "read", schema: z.string() },
        { maxResponseBytes: 100_000 },
      );
      assert.ok(!r.ok);
      assert.equal(r.error.code, "RESPONSE_TOO_LARGE");
      assert.equal(r.error.context.limit, 100_000);
    },
  );
});

Deno.test("readCappedBody streams a built Response through the cap whatever its Content-Length says", async () => {
  // a Response built in JS is not ended at its Content-Length: its stream runs on past the header
  const big = new Response(new Blob([new Uint8Array(50_000).fill(0x31)]).stream(), {
    headers: { "content-length": "10" },
  });
  const r = await readCappedBody(big, { maxBytes: 1_000, runtimeFetch: true });
  assert.equal(r.ok, false);
});

Deno.test("httpRequest answers ABORTED while a runtime fetch body is still arriving, and the transfer stops", async () => {
  let pulled!: () => void;
  const firstChunkSent = new Promise<void>((resolve) => pulled = resolve);
  let release!: () => void;
  const held = new Promise<void>((resolve) => release = resolve);
  const handler = () => {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":"'));
        pulled();
        await held;
        controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "application/json", "content-length": "100" } });
  };
  await withServer(handler, async (origin) => {
    const controller = new AbortController();
    const pending = httpRequest({
      url: `${origin}/slow`,
      method: "GET",
      kind: "read",
      schema: z.unknown(),
      signal: controller.signal,
    });
    await firstChunkSent;
    controller.abort(new Error("user left the page"));
    const r = await pending;
    assert.ok(!r.ok);
    assert.equal(r.error.code, "ABORTED");
    release();
  });
});
