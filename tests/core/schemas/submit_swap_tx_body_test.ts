/**
 * `POST /swaps/submit-tx` in the platform's form (docs/wire_inventory.md#swaps-submit-tx): its
 * `SubmitSwapTxRequest` carries the intent with `srcChain`/`dstChain` as JSON numbers and `relayData` as the hub
 * call payload hex. The library sends that form; the shared wire schema reads it.
 */
import assert from "node:assert/strict";
import { toSubmitSwapTxBody } from "../../../core/schemas/submit_swap_tx_body.ts";
import {
  type SwapIntent,
  swapsSubmitTxParamsSchema,
  swapsSubmitTxRequestWireSchema,
} from "../../../core/schemas/swaps_v2.ts";
import { BackendApiClient } from "../../../services/backend_api/mod.ts";

const INTENT: SwapIntent = {
  intentId: 7n,
  creator: "0x00000000000000000000000000000000000000c0",
  inputToken: "0x02",
  outputToken: "0x03",
  inputAmount: 1000n,
  minOutputAmount: 900n,
  deadline: 0n,
  allowPartialFill: false,
  srcChain: 1768124270n,
  dstChain: 4n,
  srcAddress: "0x04",
  dstAddress: "0x05",
  solver: "0x0000000000000000000000000000000000000000",
  data: "0x",
};

Deno.test("backend submitSwapTx sends the platform's SubmitSwapTxRequest: numeric chain ids, payload-string relayData", async () => {
  let sent: Record<string, unknown> | undefined;
  const fetch = (_u: string | URL | Request, init?: RequestInit) => {
    sent = JSON.parse(String(init?.body));
    return Promise.resolve(Response.json({ success: true, message: "ok" }));
  };
  const api = new BackendApiClient({ baseURL: "http://gw.test/v1", fetch });
  const r = await api.submitSwapTx({
    txHash: "0xab",
    srcChainKey: "0x1.icon",
    walletAddress: "hx0000000000000000000000000000000000000001",
    intent: INTENT,
    relayData: { address: INTENT.creator, payload: "0xdead" },
  });
  assert.ok(r.ok);
  assert.deepEqual(sent, {
    txHash: "0xab",
    srcChainKey: "0x1.icon",
    walletAddress: "hx0000000000000000000000000000000000000001",
    intent: {
      intentId: "7",
      creator: INTENT.creator,
      inputToken: "0x02",
      outputToken: "0x03",
      inputAmount: "1000",
      minOutputAmount: "900",
      deadline: "0",
      allowPartialFill: false,
      srcChain: 1768124270,
      dstChain: 4,
      srcAddress: "0x04",
      dstAddress: "0x05",
      solver: INTENT.solver,
      data: "0x",
    },
    relayData: "0xdead",
  });
});

Deno.test("a payload-string relayData is sent as given", () => {
  const body = toSubmitSwapTxBody({
    txHash: "0xab",
    srcChainKey: "solana",
    intent: INTENT,
    relayData: "0xbeef",
  });
  assert.equal(body.relayData, "0xbeef");
});

Deno.test("submit-tx parameters refuse a relay chain id a JSON number cannot carry exactly", () => {
  const r = swapsSubmitTxParamsSchema.safeParse({
    txHash: "0xab",
    srcChainKey: "sonic",
    intent: { ...INTENT, srcChain: 2n ** 53n },
  });
  assert.equal(r.success, false);
});

Deno.test("the wire schema reads the platform's body and takes the relay address from the intent's creator", () => {
  const wire = JSON.parse(JSON.stringify(toSubmitSwapTxBody({
    txHash: "0xab",
    srcChainKey: "solana",
    walletAddress: "w",
    intent: INTENT,
    relayData: "0xbeef",
  })));
  const r = swapsSubmitTxRequestWireSchema.parse(wire);
  assert.deepEqual(r.relayData, { address: INTENT.creator, payload: "0xbeef" });
  assert.equal(r.intent?.srcChain, 1768124270);
});

Deno.test("the wire schema refuses a payload-string relayData without the intent", () => {
  const r = swapsSubmitTxRequestWireSchema.safeParse({
    txHash: "0xab",
    srcChainKey: "solana",
    relayData: "0xbeef",
  });
  assert.equal(r.success, false);
});
