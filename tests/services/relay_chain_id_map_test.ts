// `relay.relayChainIdMap` (constructor options, then `initialize()`) is honoured wherever a relay id is converted:
// quotes, intents, relay submissions, packet lookups, hub wallet derivation and the reverse lookups.
import assert from "node:assert/strict";
import { XSwap } from "../../mod.ts";
import { getChainKeyFromRelayChainId, getIntentRelayChainId } from "../../core/chains/mod.ts";
import { buildSpokeIntent } from "../../chains/hub/build_spoke_intent.ts";
import { buildSubmitParams } from "../../services/relay/relay_client.ts";
import { packetQuery } from "../../services/relay/packet_query.ts";
import { toRelayChainIdString } from "../../services/relay/relay_client.ts";

const MOVED = { "0x2105.base": 9_999n } as const;

Deno.test("the relay id conversions read a configured map; a moved id no longer names its old chain", () => {
  assert.equal(getIntentRelayChainId("0x2105.base", MOVED), 9_999n);
  assert.equal(getIntentRelayChainId("0xa4b1.arbitrum", MOVED), 23n);
  const moved = getChainKeyFromRelayChainId(9_999n, MOVED);
  assert.ok(moved.ok && moved.value === "0x2105.base");
  assert.ok(!getChainKeyFromRelayChainId(30n, MOVED).ok);
  const submit = buildSubmitParams("0x2105.base", "0xab", undefined, MOVED);
  assert.ok(submit.ok && submit.value.chain_id === "9999");
  assert.equal(packetQuery("0x2105.base", "sonic", "0xab", MOVED).chain_id, "9999");
  const dst = toRelayChainIdString("0x2105.base", MOVED);
  assert.ok(dst.ok && dst.value === "9999");
});

Deno.test("an intent built with a configured map carries the configured src and dst relay ids", () => {
  const a = "0x1111111111111111111111111111111111111111";
  const r = buildSpokeIntent({
    srcChainKey: "solana",
    srcAddress: "11111111111111111111111111111111",
    dstChainKey: "0x2105.base",
    dstAddress: a,
    hubInputToken: a,
    hubOutputToken: a,
    inputAmount: 5n,
    minOutputAmount: 1n,
    deadline: 0n,
    allowPartialFill: false,
    creator: a,
    intentsContract: a,
    intentId: 1n,
    relayChainIds: { solana: 77n, "0x2105.base": 9_999n },
  });
  assert.ok(r.ok);
  assert.equal(r.value.intent.srcChain, 77n);
  assert.equal(r.value.intent.dstChain, 9_999n);
});

Deno.test("getQuote reads the relay ids of the client's relay.relayChainIdMap", async () => {
  let sent = 0;
  const client = new XSwap({
    relay: { relayChainIdMap: MOVED } as never,
    transport: { sleep: () => Promise.resolve(), retry: { limit: 0 } },
    fetch: () => {
      sent++;
      return Promise.resolve(Response.json({ detail: { code: -4, message: "no route" } }, { status: 400 }));
    },
  });
  assert.equal(client.optionsError, undefined);
  const request = {
    token_src: "0x0000000000000000000000000000000000000000",
    token_dst: "0xaf88d065e77c8cC2239327C5EDb3A432268e5831",
    token_dst_blockchain_id: "0xa4b1.arbitrum",
    amount: 1_000_000n,
    quote_type: "exact_input",
  } as const;
  // the configured id names base, and the packaged one (30) no longer does
  const moved = await client.swaps.getQuote({ ...request, token_src_blockchain_id: "9999" });
  assert.ok(!moved.ok && moved.error.code === "EXTERNAL_API_ERROR", moved.ok ? "" : moved.error.code);
  assert.equal(sent, 1);
  const old = await client.swaps.getQuote({ ...request, token_src_blockchain_id: "30" });
  assert.ok(!old.ok && old.error.code === "UNKNOWN_CHAIN_KEY");
});

Deno.test("the hub wallet of a spoke user is derived with the configured relay id of its chain", async () => {
  const calls: string[] = [];
  const client = new XSwap({
    relay: { relayChainIdMap: MOVED } as never,
    fetch: (_input, init) => {
      const body = JSON.parse(String(init?.body ?? "{}"));
      calls.push(JSON.stringify(body));
      const id = Array.isArray(body) ? undefined : body.id;
      return Promise.resolve(
        Response.json({ jsonrpc: "2.0", id, result: `0x${"00".repeat(12)}${"42".repeat(20)}` }),
      );
    },
  });
  const r = await client.hubProvider.getUserHubWalletAddress("0x2105.base", `0x${"11".repeat(20)}`);
  assert.ok(r.ok, r.ok ? "" : r.error.message);
  // 9999 = 0x270f as the uint256 chain id argument of the factory call
  assert.ok(calls.some((c) => c.includes(`${"0".repeat(60)}270f`)), calls.join("\n"));
});

Deno.test("hub-call messages of every builder carry the hub relay id they are given (the client's map entry for the hub)", async () => {
  const { buildInjectiveMessageRequest } = await import("../../chains/injective/execute_msg.ts");
  const { buildIconMessageCall } = await import("../../chains/icon/call_request.ts");
  const { buildStacksMessageCall } = await import("../../chains/stacks/contract_calls.ts");
  const hubWallet = `0x${"11".repeat(20)}` as const;
  const inj = buildInjectiveMessageRequest({
    connection: "inj1c",
    hubWallet,
    payload: "0x12",
    hubRelayChainId: 777n,
  });
  assert.equal((inj.msg as { send_message: { dst_chain_id: number } }).send_message.dst_chain_id, 777);
  const icon = buildIconMessageCall({
    from: `hx${"ab".repeat(20)}`,
    nid: "0x1",
    connection: `cx${"04".repeat(20)}`,
    hubWallet,
    payload: "0x12",
    hubRelayChainId: 777n,
  });
  assert.equal(icon.params.dstChainId, "0x309");
  const stacks = buildStacksMessageCall({
    connection: "SP000000000000000000002Q6VF78.conn",
    hubWallet,
    payload: "0x12",
    hubRelayChainId: 777n,
  });
  // a serialized Clarity uint: type 0x01, then 16 bytes big-endian
  assert.equal(stacks.functionArgs[0]!.replace(/^0x/, ""), `01${"00".repeat(14)}0309`);
  const byDefault = buildInjectiveMessageRequest({ connection: "inj1c", hubWallet, payload: "0x12" });
  assert.equal((byDefault.msg as { send_message: { dst_chain_id: number } }).send_message.dst_chain_id, 146);
});
