/**
 * The scale benchmark's floor: a bare `Deno.serve` on `--port` answering every request with a fixed small
 * JSON-RPC result (no routing, no logic). Run as a child process by `scale.ts`.
 * @module
 */
const port = Number(Deno.args.find((a) => a.startsWith("--port="))?.slice(7) ?? 18_788);
const body = '{"jsonrpc":"2.0","id":1,"result":"0x2105"}';
Deno.serve({ hostname: "127.0.0.1", port, onListen() {} }, async (req) => {
  await req.arrayBuffer();
  return new Response(body, { headers: { "content-type": "application/json" } });
});
