/**
 * `xswap.sponsoring` loads on first use (services/client/lazy_services.ts): its synchronous `setHeaders` keeps
 * the key rotation of the eager service, before and after the load.
 * @module
 */
import assert from "node:assert/strict";
import { XSwap } from "../../../mod.ts";

function recordingClient(): { client: XSwap; keys: string[] } {
  const keys: string[] = [];
  const client = new XSwap({
    fetch: (_input: RequestInfo | URL, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get("x-api-key") ?? "");
      return Promise.resolve(Response.json({ message: "refused" }, { status: 400 }));
    },
  });
  return { client, keys };
}

Deno.test("sponsoring.setHeaders before the service loaded rotates the key of its first request", async () => {
  const { client, keys } = recordingClient();
  assert.ok(client.sponsoring.setHeaders({ "x-api-key": "before-load" }).ok);
  await client.sponsoring.getStellarSponsorConfig();
  assert.deepEqual(keys, ["before-load"]);
});

Deno.test("sponsoring.setHeaders after the service loaded rotates the key of the next request", async () => {
  const { client, keys } = recordingClient();
  await client.sponsoring.getStellarSponsorConfig();
  assert.ok(client.sponsoring.setHeaders({ "x-api-key": "after-load" }).ok);
  await client.sponsoring.getStellarSponsorConfig();
  assert.equal(keys.at(-1), "after-load");
});

Deno.test("sponsoring.setHeaders refuses a non-string header before the load, and nothing is kept", async () => {
  const { client, keys } = recordingClient();
  const r = client.sponsoring.setHeaders({ "x-api-key": 7 } as unknown as Record<string, string>);
  assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
  await client.sponsoring.getStellarSponsorConfig();
  assert.notEqual(keys[0], "7");
});

Deno.test("dex pool lookups answer a Promise of a Result through the client (they load with the dex service)", async () => {
  const client = new XSwap();
  const pending = client.dex.permit2Approve("nope", "0x1111111111111111111111111111111111111111");
  assert.ok(pending instanceof Promise);
  const r = await pending;
  assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS");
});
