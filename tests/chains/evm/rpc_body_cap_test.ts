// The EVM transports read answers with text() and apply viem's response size cap in cappedRpcFetch
// (chains/rpc/rpc_transport.ts): through a viem client, an answer past the cap still fails with viem's
// ResponseBodyTooLargeError, with or without a Content-Length, and an answer within it is read whole.
import assert from "node:assert/strict";
import { BaseError, ResponseBodyTooLargeError } from "viem";
import { publicClient } from "../../../chains/rpc/rpc_client.ts";
import { RPC_MAX_RESPONSE_BYTES } from "../../../chains/rpc/rpc_transport.ts";

const answer = (result: string) => `{"jsonrpc":"2.0","id":1,"result":"${result}"}`;

function tooLarge(e: unknown): boolean {
  return e instanceof BaseError && e.walk((c) => c instanceof ResponseBodyTooLargeError) !== null;
}

Deno.test("an RPC answer within the cap is read whole, with or without a Content-Length", async () => {
  const body = answer("0x2105");
  for (const withLength of [true, false]) {
    const fetch = () =>
      Promise.resolve(
        withLength
          ? new Response(body, { headers: { "content-type": "application/json" } })
          : new Response(ReadableStream.from([new TextEncoder().encode(body)]), {
            headers: { "content-type": "application/json" },
          }),
      );
    assert.equal(await publicClient("http://rpc.test", { fetch, retryCount: 0 }).getChainId(), 0x2105);
  }
});

Deno.test("an RPC answer past viem's cap fails with ResponseBodyTooLargeError, with or without a Content-Length", async () => {
  const big = answer(`0x${"0".repeat(RPC_MAX_RESPONSE_BYTES)}`);
  let pulled = 0;
  const chunks = function* () {
    const chunk = new TextEncoder().encode(big.slice(0, 1 << 20));
    for (let sent = 0; sent <= 3 * RPC_MAX_RESPONSE_BYTES; sent += chunk.byteLength) {
      pulled++;
      yield chunk;
    }
  };
  const withLength = () =>
    Promise.resolve(new Response(big, { headers: { "content-type": "application/json" } }));
  const withoutLength = () => Promise.resolve(new Response(ReadableStream.from(chunks())));
  for (const fetch of [withLength, withoutLength]) {
    await assert.rejects(publicClient("http://rpc.test", { fetch, retryCount: 0 }).getChainId(), tooLarge);
  }
  // The length-less answer is refused once past the cap, not read to its end first.
  assert.ok(pulled <= Math.ceil(RPC_MAX_RESPONSE_BYTES / (1 << 20)) + 1);
});
