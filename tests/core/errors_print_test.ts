// An uncaught or logged ClientError prints as `ClientError` (not the generic class's name) with its code.
import assert from "node:assert/strict";
import { inspect } from "node:util";
import { ClientError, ClientErrorOf } from "../../core/errors.ts";

Deno.test("Deno's and Node's inspect print ClientError and the code", () => {
  const e = new ClientError("NETWORK_ERROR", "Cannot quote: solver not reached", {
    context: { url: "http://x.test" },
  });
  for (const printed of [Deno.inspect(e), inspect(e)]) {
    assert.match(printed, /^ClientError: Cannot quote: solver not reached/);
    assert.doesNotMatch(printed, /ClientErrorOf/);
    assert.match(printed, /NETWORK_ERROR/);
  }
  assert.equal(ClientErrorOf.name, "ClientError");
  assert.equal(String(e), "ClientError: Cannot quote: solver not reached");
});
