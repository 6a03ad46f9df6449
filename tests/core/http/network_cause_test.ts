import assert from "node:assert/strict";
import { describeNetworkCause } from "../../../core/http/network_cause.ts";
import { z } from "zod";
import { httpRequest } from "../../../core/http/mod.ts";

Deno.test("describeNetworkCause names refused, DNS, reset, TLS and unknown failures, reading the cause chain", () => {
  const wrapped = (message: string) => new TypeError("fetch failed", { cause: new Error(message) });
  assert.equal(describeNetworkCause(wrapped("connect ECONNREFUSED 127.0.0.1:9")), "connection refused");
  assert.equal(describeNetworkCause(wrapped("getaddrinfo ENOTFOUND nowhere.invalid")), "DNS lookup failed");
  assert.equal(
    describeNetworkCause(new TypeError("dns error: failed to lookup address")),
    "DNS lookup failed",
  );
  assert.equal(describeNetworkCause(wrapped("read ECONNRESET")), "connection reset");
  assert.equal(
    describeNetworkCause(new TypeError("invalid peer certificate: UnknownIssuer")),
    "TLS certificate rejected",
  );
  assert.equal(describeNetworkCause("boom"), "network error");
});

Deno.test("a refused connection is NETWORK_ERROR whose message names the cause", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close(); // nothing listens there any more
  const r = await httpRequest(
    { url: `http://127.0.0.1:${port}/x`, method: "GET", kind: "mutation", schema: z.unknown() }, // not retried
  );
  assert.ok(!r.ok);
  assert.equal(r.error.code, "NETWORK_ERROR");
  assert.match(r.error.message, /connection refused/);
});
