/**
 * Issue 19 item 14 (docs/rules/sponsoring.md#endpoints): `GET /sponsorships/docs` is an interactive API
 * reference: an HTML page rendering the OpenAPI document (every operation, a try-it form), self-contained (no
 * CDN: the simulator runs offline); the raw document stays available.
 */
import assert from "node:assert/strict";
import { sponsoringOpenApi } from "../../simulator/sponsoring/docs.ts";
import { makeSim } from "../simulator/_helpers.ts";

Deno.test("GET /sponsorships/docs serves a self-contained HTML page listing every sponsoring operation", async () => {
  const sim = makeSim();
  try {
    const res = await sim.fetch("/v1/sponsorships/docs", { headers: { accept: "text/html" } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /text\/html/);
    const html = await res.text();
    assert.ok(html.startsWith("<!doctype html>"));
    for (const [path, item] of Object.entries(sponsoringOpenApi().paths)) {
      for (const method of Object.keys(item as Record<string, unknown>)) {
        assert.ok(
          html.includes(`data-method="${method.toUpperCase()}" data-path="${path}"`),
          `${method} ${path}`,
        );
      }
    }
    assert.doesNotMatch(html, /(src|href)\s*=\s*["']?(https?:)?\/\//i, "no external resource");
    assert.match(html, /<script>[\s\S]*fetch\(/, "try-it forms send requests");
  } finally {
    sim.close();
  }
});

Deno.test("the sponsoring OpenAPI document stays available as JSON", async () => {
  const sim = makeSim();
  try {
    for (
      const [path, headers] of [
        ["/v1/sponsorships/docs/openapi.json", {}],
        ["/v1/sponsorships/docs", { accept: "application/json" }],
      ] as const
    ) {
      const res = await sim.fetch(path, { headers });
      assert.equal(res.status, 200, path);
      const doc = await res.json();
      assert.equal(doc.openapi, "3.0.3");
      assert.ok("/sponsorships/stellar/accounts" in doc.paths);
    }
  } finally {
    sim.close();
  }
});
