/**
 * Peer mock servers for the throughput rows (issue 23 item 5): the servers a user would otherwise pick, each
 * serving the simulator's exact 10.3 KB candles body on the same OpenAPI route (`GET /v1/be/oracle/candles`):
 * an Express handler, MSW's HTTP middleware (`@mswjs/http-middleware`), Prism (`prism mock` on the simulator's
 * OpenAPI document's candles path with that body as the route's example) and json-server (0.17, a route rewrite to a resource
 * holding the body). Installed by `setup.ts` into `bench/.peers` (gitignored; never a dependency) and run under
 * Node as child processes (`sh -c "exec node ..."`). A peer that cannot start is reported, not fatal.
 * @module
 */
import { openApiDocument } from "../../simulator/openapi/document.ts";

/** Where `setup.ts` installs the peers. */
export const PEERS_DIR = new URL("../.peers/", import.meta.url);

/** The peer packages and versions `setup.ts` installs. */
export const PEER_PACKAGES = [
  "express@4",
  "msw@2",
  "@mswjs/http-middleware@0.10",
  "@stoplight/prism-cli@5",
  "json-server@0.17",
] as const;

/** A running peer. */
export interface Peer {
  name: string;
  url: string;
  close(): Promise<void>;
}

const ROUTE = "/v1/be/oracle/candles";

const EXPRESS = `const express = require("express");
const fs = require("fs");
const body = fs.readFileSync(__dirname + "/candles.json");
const app = express();
app.get(${JSON.stringify(ROUTE)}, (_req, res) => res.type("application/json").send(body));
app.listen(Number(process.argv[2]), "127.0.0.1");
`;

const MSW = `import { createServer } from "@mswjs/http-middleware";
import { http, HttpResponse } from "msw";
import { readFileSync } from "node:fs";
const body = readFileSync(new URL("./candles.json", import.meta.url), "utf8");
const server = createServer(
  http.get(${
  JSON.stringify(ROUTE)
}, () => new HttpResponse(body, { headers: { "content-type": "application/json" } })),
);
server.listen(Number(process.argv[2]), "127.0.0.1");
`;

async function up(url: string): Promise<boolean> {
  for (let i = 0; i < 300; i++) {
    try {
      const r = await fetch(url);
      await r.body?.cancel();
      if (r.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

function spawn(name: string, command: string, url: string): { peer: Peer; child: Deno.ChildProcess } {
  const child = new Deno.Command("sh", {
    args: ["-c", `cd '${PEERS_DIR.pathname}' && exec ${command}`],
    stdout: "null",
    stderr: "null",
  }).spawn();
  return {
    child,
    peer: {
      name,
      url,
      close: async () => {
        try {
          child.kill("SIGTERM");
        } catch {
          // already gone
        }
        await child.status;
      },
    },
  };
}

/**
 * Starts every peer that can start, serving `body` (the simulator's exact candles answer).
 *
 * @param body the candles body
 * @param query the candles query string (without `?`)
 * @param basePort first port to use
 * @returns the running peers and the names of those that failed
 */
export async function startPeers(
  body: string,
  query: string,
  basePort = 19_100,
): Promise<{ peers: Peer[]; failed: string[] }> {
  const dir = PEERS_DIR.pathname;
  try {
    await Deno.stat(`${dir}node_modules/express`);
  } catch {
    return { peers: [], failed: ["peers not installed (bench/.peers)"] };
  }
  await Deno.writeTextFile(`${dir}candles.json`, body);
  await Deno.writeTextFile(`${dir}express_peer.cjs`, EXPRESS);
  await Deno.writeTextFile(`${dir}msw_peer.mjs`, MSW);
  await Deno.writeTextFile(`${dir}db.json`, JSON.stringify({ candles: JSON.parse(body) }));
  await Deno.writeTextFile(`${dir}routes.json`, JSON.stringify({ [`${ROUTE}*`]: "/candles" }));
  const doc = openApiDocument({ prefix: "/v1" });
  const op = (doc.paths[ROUTE] as { get: { responses: Record<string, unknown> } }).get;
  op.responses = {
    ...op.responses,
    200: { description: "candles", content: { "application/json": { example: JSON.parse(body) } } },
  };
  // only the candles path: the full document has a dangling $ref (#/components/schemas/Config under the
  // sponsorship routes) that Prism refuses to load
  await Deno.writeTextFile(
    `${dir}openapi.json`,
    JSON.stringify({ ...doc, paths: { [ROUTE]: doc.paths[ROUTE] } }),
  );
  const specs: [string, string, number][] = [
    ["Express 4", "node express_peer.cjs", basePort],
    ["MSW http-middleware", "node msw_peer.mjs", basePort + 1],
    [
      "Prism 5 (prism mock)",
      `node node_modules/@stoplight/prism-cli/dist/index.js mock -h 127.0.0.1 -p ${
        basePort + 2
      } openapi.json`,
      basePort + 2,
    ],
    [
      "json-server 0.17",
      `node node_modules/json-server/lib/cli/bin.js --quiet --host 127.0.0.1 --port ${
        basePort + 3
      } --routes routes.json db.json`,
      basePort + 3,
    ],
  ];
  const peers: Peer[] = [];
  const failed: string[] = [];
  for (const [name, cmd, port] of specs) {
    const full = name.startsWith("Express") || name.startsWith("MSW") ? `${cmd} ${port}` : cmd;
    const url = `http://127.0.0.1:${port}${ROUTE}?${query}`;
    const { peer } = spawn(name, full, url);
    if (await up(url)) peers.push(peer);
    else {
      failed.push(name);
      await peer.close();
    }
  }
  return { peers, failed };
}
