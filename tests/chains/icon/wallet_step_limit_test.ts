// The step limit on the wire: the library's ICON wallet sends the platform wallet provider's 3 000 000
// (`0x2dc6c0`, docs/wire_inventory.md#differences-found-by-the-conformance-diff); a raw transaction keeps the
// platform's raw 2 000 000 (`0x1e8480`).
import assert from "node:assert/strict";
import {
  createSimulatorIconWallet,
  ICON_STEP_LIMIT,
  ICON_WALLET_STEP_LIMIT,
  toIconTransactionParams,
} from "../../../chains/icon/mod.ts";

const REQUEST = {
  from: `hx${"ab".repeat(20)}`,
  to: `cx${"01".repeat(20)}`,
  nid: "0x1",
  value: "0x0",
  method: "transfer",
  params: {},
};

Deno.test("the library's ICON wallet sends step limit 0x2dc6c0, the platform wallet provider's", async () => {
  const sent: Record<string, unknown>[] = [];
  const wallet = createSimulatorIconWallet({
    address: REQUEST.from,
    rpcUrl: "http://icon.test/api/v3",
    now: () => 1_000,
    fetch: async (_input, init) => {
      sent.push(JSON.parse(String(init?.body)).params);
      return await Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: `0x${"cd".repeat(32)}` }));
    },
  });
  await wallet.sendTransaction(REQUEST);
  assert.equal(sent.length, 1);
  assert.equal(sent[0].stepLimit, "0x2dc6c0");
  assert.equal(ICON_WALLET_STEP_LIMIT, 3_000_000n);
});

Deno.test("a raw ICON transaction keeps step limit 0x1e8480, the platform's raw one", () => {
  assert.equal(toIconTransactionParams(REQUEST, { timestampMs: 1 }).stepLimit, "0x1e8480");
  assert.equal(ICON_STEP_LIMIT, 2_000_000n);
});
