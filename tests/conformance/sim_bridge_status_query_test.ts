/**
 * Issue 19 item 11: `GET /bridge/submit-tx/status` requires `srcChainKey`, as its OpenAPI entry says and as the
 * swaps twin does: without it the answer is a 400 JSON, like `/swaps/submit-tx/status`.
 */
import assert from "node:assert/strict";
import { get, makeSim, post } from "../simulator/_helpers.ts";

const KEY = { "x-api-key": "sim-key" };
const TX = `0x${"ab".repeat(32)}`;

for (const service of ["bridge", "swaps"] as const) {
  Deno.test(`GET /${service}/submit-tx/status without srcChainKey is a 400 VALIDATION_FAILED`, async () => {
    const sim = makeSim();
    try {
      const r = await get(sim, `/v1/${service}/submit-tx/status?txHash=${TX}`, KEY);
      assert.equal(r.status, 400);
      assert.equal(r.body.code, "VALIDATION_FAILED");
      assert.equal(typeof r.body.message, "string");
    } finally {
      sim.close();
    }
  });
}

Deno.test("GET /bridge/submit-tx/status with an unknown srcChainKey is a 400 UNKNOWN_CHAIN_KEY", async () => {
  const sim = makeSim();
  try {
    const r = await get(sim, `/v1/bridge/submit-tx/status?txHash=${TX}&srcChainKey=mars`, KEY);
    assert.equal(r.status, 400);
    assert.equal(r.body.code, "UNKNOWN_CHAIN_KEY");
  } finally {
    sim.close();
  }
});

Deno.test("GET /bridge/submit-tx/status with both fields finds the job", async () => {
  const sim = makeSim();
  try {
    const submitted = await post(
      sim,
      "/v1/bridge/submit-tx",
      { txHash: TX, srcChainKey: "0x2105.base", dstChainKey: "sonic" },
      KEY,
    );
    assert.equal(submitted.status, 200);
    const r = await get(sim, `/v1/bridge/submit-tx/status?txHash=${TX}&srcChainKey=0x2105.base`, KEY);
    assert.equal(r.status, 200);
    assert.equal(r.body.data.txHash, TX);
  } finally {
    sim.close();
  }
});

Deno.test("the OpenAPI document marks srcChainKey of both status routes as required", async () => {
  const sim = makeSim();
  try {
    const doc = (await get(sim, "/v1/openapi.json")).body;
    for (const service of ["bridge", "swaps"]) {
      const params = doc.paths[`/v1/${service}/submit-tx/status`].get.parameters as {
        name: string;
        required: boolean;
      }[];
      assert.ok(params.some((p) => p.name === "srcChainKey" && p.required), service);
    }
  } finally {
    sim.close();
  }
});
