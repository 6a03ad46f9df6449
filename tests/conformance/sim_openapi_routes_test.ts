/**
 * Issue 19 item 13: the simulator's OpenAPI document lists every route the app serves. The test enumerates the
 * routes hono registered (the root app, the forwarded sponsoring and Horizon apps) and fails on any route, or any
 * method of a route, missing from `/v1/openapi.json`. Excluded, with reasons: `ALL` entries (middleware and
 * catch-all forwards, whose targets are enumerated themselves) and trailing-slash aliases (`/relayer/`).
 */
import assert from "node:assert/strict";
import { createSponsoringApp } from "../../simulator/sponsoring/app.ts";
import { makeSim } from "../simulator/_helpers.ts";

/** hono's `/x/:op{a|b}` becomes `/x/a` and `/x/b`; `:name` becomes `{name}`. */
function documentedForms(path: string): string[] {
  const alt = /:([A-Za-z0-9_]+)\{([^}]+)\}/.exec(path);
  if (alt) return alt[2].split("|").flatMap((v) => documentedForms(path.replace(alt[0], v)));
  return [path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")];
}

Deno.test("/v1/openapi.json documents every route and method the simulator serves", async () => {
  const sim = makeSim();
  try {
    const doc = await (await sim.fetch("/v1/openapi.json")).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const sponsoring = createSponsoringApp({ now: () => 0, random: () => 0.5 });
    const served = [
      ...sim.app.routes,
      ...sponsoring.sponsorshipsApp.routes.map((r) => ({ ...r, path: `/v1/sponsorships${r.path}` })),
      ...sponsoring.horizonApp.routes.map((r) => ({ ...r, path: `/horizon${r.path}` })),
    ].filter((r) => r.method !== "ALL" && !(r.path.length > 1 && r.path.endsWith("/")));
    assert.ok(served.length > 30, `only ${served.length} routes found`);
    const missing: string[] = [];
    for (const route of served) {
      for (const path of documentedForms(route.path)) {
        const item = doc.paths[path];
        if (item === undefined || !(route.method.toLowerCase() in item)) {
          missing.push(`${route.method} ${path}`);
        }
      }
    }
    assert.deepEqual([...new Set(missing)], [], "routes served but not in the OpenAPI document");
  } finally {
    sim.close();
  }
});

Deno.test("the OpenAPI document lists the Solana, Soroban and ICON JSON-RPC mounts", async () => {
  const sim = makeSim();
  try {
    const doc = await (await sim.fetch("/v1/openapi.json")).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const path of ["/solana", "/soroban", "/icon", "/icon/api/v3"]) {
      assert.ok(doc.paths[path]?.post, path);
    }
  } finally {
    sim.close();
  }
});
