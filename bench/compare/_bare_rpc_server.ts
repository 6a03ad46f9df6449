/**
 * The scale benchmark's floor server: a bare `Deno.serve` on `--port` with no routing and no logic. It first reads
 * recorded exchanges (`_replay_floor.ts`'s `Exchange[]` as JSON) from stdin, then answers each request with its
 * recorded answer, found by one map lookup on method, path and body. Run as a child process by `scale.ts`.
 * @module
 */
import { type Exchange, exchangeKey } from "./_replay_floor.ts";

const port = Number(Deno.args.find((a) => a.startsWith("--port="))?.slice(7) ?? 18_788);
const answers = new Map<string, { status: number; body: string; headers: Record<string, string> }>();
const exchanges: Exchange[] = JSON.parse(await new Response(Deno.stdin.readable).text());
for (const e of exchanges) {
  answers.set(exchangeKey(e.method, e.path, e.body), {
    status: e.status,
    body: e.answer,
    headers: { "content-type": e.contentType },
  });
}
const origin = `http://127.0.0.1:${port}`;
Deno.serve({ hostname: "127.0.0.1", port, onListen() {} }, async (req) => {
  const body = await req.text();
  const hit = answers.get(exchangeKey(req.method, req.url.slice(origin.length), body));
  return hit === undefined
    ? new Response('{"error":"not recorded"}', { status: 404 })
    : new Response(hit.body, { status: hit.status, headers: hit.headers });
});
