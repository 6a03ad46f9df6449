import assert from "node:assert/strict";
import { ClientError } from "../../core/errors.ts";

Deno.test("ClientError.toJSON() keeps a Map in context as an object and a Set as an array, bigints as strings", () => {
  const e = new ClientError("VALIDATION_FAILED", "bad", {
    context: { seen: new Map([["amount", 5n]]), tags: new Set(["a", "b"]) } as never,
  });
  const json = JSON.parse(JSON.stringify(e));
  assert.deepEqual(json.context, { seen: { amount: "5" }, tags: ["a", "b"] });
});

Deno.test("ClientError.toJSON() keeps the code of a ClientError cause, and of the cause beneath it", () => {
  const root = new ClientError("HTTP_REQUEST_FAILED", "status 503", { context: { status: 503 } });
  const relay = new ClientError("SUBMIT_TX_FAILED", "SUBMIT_TX_FAILED", { cause: root });
  const e = new ClientError("EXTERNAL_API_ERROR", "SUBMIT_TX_FAILED", { cause: relay });
  const json = e.toJSON();
  assert.deepEqual(json.cause, {
    name: "ClientError",
    message: "SUBMIT_TX_FAILED",
    code: "SUBMIT_TX_FAILED",
    cause: { name: "ClientError", message: "status 503", code: "HTTP_REQUEST_FAILED" },
  });
});

Deno.test("ClientError.toJSON() summarises an error inside context instead of writing {}", () => {
  const e = new ClientError("EXTERNAL_API_ERROR", "x", {
    context: { backendError: new ClientError("HTTP_REQUEST_FAILED", "down") as unknown },
  });
  assert.deepEqual(e.toJSON().context, {
    backendError: { name: "ClientError", message: "down", code: "HTTP_REQUEST_FAILED" },
  });
});

Deno.test("ClientError.toJSON() never throws: a cycle, a bigint cause and a throwing getter serialise", () => {
  const cyclic: Record<string, unknown> = { a: 1 };
  cyclic.self = cyclic;
  const hostile = {
    get boom(): unknown {
      throw new Error("no");
    },
  };
  const e = new ClientError("UNKNOWN", "x", { context: { cyclic, hostile } as never, cause: 7n });
  const json = JSON.parse(JSON.stringify(e));
  assert.deepEqual(json.context.cyclic, { a: 1, self: "[Circular]" });
  assert.equal(json.context.hostile, "[Unreadable]");
  assert.equal(json.cause, "7");
});
