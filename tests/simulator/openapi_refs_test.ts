// Every `$ref` of the simulator's OpenAPI document resolves inside the document (Prism and other tools refuse a
// dangling one: the sponsoring config's `#/components/schemas/Config` once did).
import assert from "node:assert/strict";
import { createSimulatorApp } from "../../simulator/mod.ts";

Deno.test("every $ref of /v1/openapi.json points at a schema the document defines", async () => {
  const sim = createSimulatorApp({ preset: "instant" });
  try {
    const doc = await (await sim.fetch("http://sim/v1/openapi.json")).json() as {
      components: { schemas: Record<string, unknown> };
    };
    const dangling: string[] = [];
    const walk = (v: unknown, path: string): void => {
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}/${i}`));
      else if (v !== null && typeof v === "object") {
        for (const [k, x] of Object.entries(v)) {
          if (k === "$ref") {
            const name = String(x).replace("#/components/schemas/", "");
            if (!(name in doc.components.schemas)) dangling.push(`${String(x)} at ${path}`);
          } else walk(x, `${path}/${k}`);
        }
      }
    };
    walk(doc, "");
    assert.deepEqual(dangling, []);
  } finally {
    sim.close();
  }
});
