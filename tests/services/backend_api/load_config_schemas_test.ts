import assert from "node:assert/strict";
import { loadConfigSchemas } from "../../../services/backend_api/load_config_schemas.ts";

Deno.test("a configuration-schemas chunk that fails to load is NETWORK_ERROR naming getAllConfig, never a rejection", async () => {
  const cause = new TypeError("Failed to fetch dynamically imported module: https://app.example/chunk-x.js");
  const r = await loadConfigSchemas(() => Promise.reject(cause));
  assert.ok(!r.ok);
  assert.equal(r.error.code, "NETWORK_ERROR");
  assert.equal(r.error.context.operation, "getAllConfig");
  assert.equal(r.error.cause, cause);
});

Deno.test("the configuration schemas load by default", async () => {
  const r = await loadConfigSchemas();
  assert.ok(r.ok && typeof r.value.configAllOwnedBodySchema.safeParse === "function");
});
