/**
 * Two real HTTP origins on loopback (different ports, so different origins): `home` answers every request with a
 * redirect to the same path on `foreign` (302 for a GET, 307 otherwise, so a POST would carry its body along), and
 * `foreign` records every request it gets with its credential headers. Used to show that a key never leaves its
 * origin (docs/rules/http.md#redirects) with the runtime's own `fetch`, not a stub.
 * @module
 */

/** A request the foreign origin received. */
export interface ForeignHit {
  method: string;
  path: string;
  apiKey: string | null;
  authorization: string | null;
  signature: string | null;
}

/** The two origins of one test. */
export interface TwoOrigins {
  /** Origin of the redirecting server (`http://127.0.0.1:port`). */
  home: string;
  /** Origin of the server the redirects point to. */
  foreign: string;
  /** `host:port` of the foreign origin, as a refusal names it. */
  foreignHost: string;
  /** What the foreign origin received. */
  hits: ForeignHit[];
}

/** Runs `fn` with both servers up; shuts both down after. */
export async function withTwoOrigins(fn: (origins: TwoOrigins) => Promise<void>): Promise<void> {
  const hits: ForeignHit[] = [];
  const foreignServer = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const url = new URL(req.url);
    await req.arrayBuffer();
    hits.push({
      method: req.method,
      path: url.pathname + url.search,
      apiKey: req.headers.get("x-api-key"),
      authorization: req.headers.get("authorization"),
      signature: req.headers.get("x-api-signature"),
    });
    return Response.json({});
  });
  const foreign = `http://127.0.0.1:${foreignServer.addr.port}`;
  const homeServer = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const url = new URL(req.url);
    await req.arrayBuffer();
    return new Response(null, {
      status: req.method === "GET" ? 302 : 307,
      headers: { location: `${foreign}${url.pathname}${url.search}` },
    });
  });
  try {
    await fn({
      home: `http://127.0.0.1:${homeServer.addr.port}`,
      foreign,
      foreignHost: `127.0.0.1:${foreignServer.addr.port}`,
      hits,
    });
  } finally {
    await homeServer.shutdown();
    await foreignServer.shutdown();
  }
}
