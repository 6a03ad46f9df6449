import assert from "node:assert/strict";
import { HubProvider } from "../../../chains/hub/hub_provider.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/default_config.ts";

const hostile = {
  toString: () => {
    throw new Error("no");
  },
} as unknown as string;
const noFetch = () => Promise.reject(new Error("no I/O expected"));

Deno.test("getUserHubWalletAddress fails without I/O on a chain key or address whose toString throws", async () => {
  const hub = new HubProvider(() => DEFAULT_CLIENT_CONFIG.hub, { fetch: noFetch });
  const byChain = await hub.getUserHubWalletAddress(hostile, "0x1111111111111111111111111111111111111111");
  assert.ok(!byChain.ok && byChain.error.code === "UNKNOWN_CHAIN_KEY");
  const byAddress = await hub.getUserHubWalletAddress("0x2105.base", hostile);
  assert.ok(!byAddress.ok && byAddress.error.code === "INVALID_ADDRESS");
});
