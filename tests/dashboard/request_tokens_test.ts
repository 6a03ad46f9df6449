import assert from "node:assert/strict";
import fc from "fast-check";
import "../_fc_seed.ts";
import { keccak256 } from "viem";
import { MAX_REQUEST_TOKENS, requestTokens } from "../../simulator/dashboard/request_tokens.ts";

const H = (b: string): string => `0x${b.repeat(32)}`;

Deno.test("requestTokens finds hashes in the path, query and JSON body, lower-cased and deduplicated", () => {
  const upper = `0x${"AB".repeat(32)}`;
  const r = requestTokens(
    `/v1/be/intent/tx/${upper}?tx_hash=${H("cd")}`,
    JSON.stringify({ a: H("ab"), b: { c: H("ef") }, stellar: "12".repeat(32) }),
  );
  assert.deepEqual(r.tokens, [H("ab"), H("cd"), H("ef"), "12".repeat(32)]);
});

Deno.test("requestTokens ignores hex that is not a 32-byte hash (addresses, longer data)", () => {
  const address = `0x${"11".repeat(20)}`;
  const longer = `0x${"22".repeat(40)}`;
  assert.deepEqual(requestTokens("/x", JSON.stringify({ address, longer })).tokens, []);
});

Deno.test("requestTokens names the JSON-RPC method or relayer action and hashes raw EVM transactions", () => {
  const raw = "0x02f8730182";
  const batch = [{ method: "eth_sendRawTransaction", params: [raw] }, { method: "eth_chainId", params: [] }];
  const r = requestTokens("/rpc/0x2105.base", JSON.stringify(batch));
  assert.equal(r.call, "eth_sendRawTransaction");
  assert.deepEqual(r.tokens, [keccak256(raw)]);
  const relay = requestTokens("/relayer", JSON.stringify({ action: "submit", params: { tx_hash: H("aa") } }));
  assert.equal(relay.call, "submit");
  assert.deepEqual(relay.tokens, [H("aa")]);
});

Deno.test("requestTokens keeps base58 Solana signatures as they are", () => {
  const sig = "5".repeat(44) + "Kq".repeat(22);
  assert.deepEqual(requestTokens("/x", JSON.stringify({ signature: sig })).tokens, [sig]);
});

Deno.test("requestTokens never throws and keeps at most MAX_REQUEST_TOKENS tokens", () => {
  fc.assert(
    fc.property(fc.string(), fc.string({ maxLength: 2_000 }), (path, body) => {
      assert.ok(requestTokens(path, body).tokens.length <= MAX_REQUEST_TOKENS);
    }),
  );
  const many = JSON.stringify(Array.from({ length: 20 }, (_, i) => H(i.toString(16).padStart(2, "0"))));
  assert.equal(requestTokens("/x", many).tokens.length, MAX_REQUEST_TOKENS);
});
