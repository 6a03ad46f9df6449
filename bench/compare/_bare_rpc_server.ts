/**
 * The scale benchmark's floor server: a bare `Deno.serve` on `--port` with no routing and no logic. It first reads
 * recorded exchanges (`_replay_floor.ts`'s `Exchange[]` as JSON) from stdin, then answers each request with its
 * recorded answer, found by one map lookup on method, path and body. A request carrying `x-floor-recover` (the fair
 * floor) that sends a raw transaction also has its sender recovered first, the one recovery the simulator makes per
 * swap (`simulator/chains/evm/recover_sender.ts`). Run as a child process by `scale.ts`.
 * @module
 */
import { type Exchange, exchangeKey, RECOVER_HEADER } from "./_replay_floor.ts";
import { recoverSender } from "../../simulator/chains/evm/recover_sender.ts";

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
  if (req.headers.has(RECOVER_HEADER) && body.includes("eth_sendRawTransaction")) {
    const raw = (JSON.parse(body) as { params?: unknown[] }).params?.[0];
    if (typeof raw === "string" && raw.startsWith("0x")) await recoverSender(raw as `0x${string}`);
  }
  const hit = answers.get(exchangeKey(req.method, req.url.slice(origin.length), body));
  return hit === undefined
    ? new Response('{"error":"not recorded"}', { status: 404 })
    : new Response(hit.body, { status: hit.status, headers: hit.headers });
});
