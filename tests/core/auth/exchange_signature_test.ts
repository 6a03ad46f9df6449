import assert from "node:assert/strict";
import { applyExchangeSignature, type ExchangeSignRequest } from "../../../core/auth/mod.ts";
import type { ErrorContextFields } from "../../../core/errors.ts";

const REQ = { method: "POST", path: "/api/orders?x=1" };

Deno.test("applyExchangeSignature calls the signer once with method and path and merges its headers last", async () => {
  const calls: unknown[] = [];
  const sign: ExchangeSignRequest = (req) => {
    calls.push(req);
    return Promise.resolve({ "X-Api-Signature": "sig", "x-timestamp": "1" });
  };
  const r = await applyExchangeSignature({ "x-api-signature": "old", accept: "a" }, sign, REQ);
  assert.deepEqual(calls, [REQ]);
  assert.deepEqual(r, { ok: true, value: { accept: "a", "X-Api-Signature": "sig", "x-timestamp": "1" } });
});

Deno.test("without a signer the headers pass through unsigned", async () => {
  assert.deepEqual(await applyExchangeSignature({ a: "1" }, undefined, REQ), { ok: true, value: { a: "1" } });
});

Deno.test("applyExchangeSignature refuses bad signer output as data", async () => {
  const table: [string, ExchangeSignRequest, string, unknown][] = [
    ["Authorization", () => ({ Authorization: "Bearer t" }), "VALIDATION_FAILED", "Authorization"],
    ["lower-case authorization", () => ({ authorization: "x" }), "VALIDATION_FAILED", "authorization"],
    ["non-string value", () => ({ a: 1 } as unknown as Record<string, string>), "VALIDATION_FAILED", "a"],
    ["non-object", () => "nope" as unknown as Record<string, string>, "VALIDATION_FAILED", undefined],
    [
      "throwing signer",
      () => {
        throw new Error("boom");
      },
      "INTEGRATION_ERROR",
      undefined,
    ],
    ["rejecting signer", () => Promise.reject(new Error("boom")), "INTEGRATION_ERROR", undefined],
  ];
  for (const [name, sign, code, header] of table) {
    const r = await applyExchangeSignature({}, sign, REQ);
    assert.ok(!r.ok, name);
    assert.equal(r.error.code, code, name);
    assert.equal(r.error.context.header, header, name);
    assert.equal((r.error.context as ErrorContextFields).path, REQ.path, name);
  }
});
