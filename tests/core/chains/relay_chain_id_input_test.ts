import assert from "node:assert/strict";
import { getChainKeyFromRelayChainId } from "../../../core/chains/mod.ts";

Deno.test("getChainKeyFromRelayChainId fails UNKNOWN_RELAY_CHAIN_ID on a value whose conversions throw", () => {
  const hostile = {
    toString: () => {
      throw new Error("no");
    },
    valueOf: () => {
      throw new Error("no");
    },
  };
  const r = getChainKeyFromRelayChainId(hostile as unknown as string);
  assert.ok(!r.ok);
  assert.equal(r.error.code, "UNKNOWN_RELAY_CHAIN_ID");
});
