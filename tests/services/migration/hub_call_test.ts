/**
 * `migration.call` (the platform's `BalnSwapService.call`): one hub call sent as a hub transaction by the EVM
 * wallet (its effect readable on the simulated hub), or returned unsigned with `raw`; malformed input fails as a
 * value before any I/O.
 * @module
 */
import assert from "node:assert/strict";
import { encodeApprove } from "../../../chains/evm/erc20_calls.ts";
import { createPrivateKeyEvmWallet } from "../../../chains/evm/wallet_private_key.ts";
import { XSwap } from "../../../services/client/xswap.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";

const SPENDER = "0x2222222222222222222222222222222222222222";

Deno.test("migration.call sends a hub call from the wallet (an ERC-20 approve the hub then reads) and returns it unsigned with raw", async () => {
  const sim = createSimulatorApp({ preset: "instant" });
  try {
    const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch });
    const wallet = createPrivateKeyEvmWallet({
      privateKey: `0x${"0f".repeat(32)}`,
      rpcUrl: sim.urls.rpc("sonic"),
      fetch: sim.fetch,
    });
    if (!wallet.ok) throw wallet.error;
    const me = await wallet.value.getAddress();
    const token = client.config.getSupportedSwapTokens("sonic").find((t) => t.symbol === "USDC")!.address;
    const call = encodeApprove(token, SPENDER, 42n);
    if (!call.ok) throw call.error;
    const raw = await client.migration.call(me, call.value, { raw: true });
    assert.deepEqual(raw.ok && raw.value, {
      raw: true,
      tx: { from: me, to: call.value.address, value: 0n, data: call.value.data },
    });
    const sent = await client.migration.call(me, call.value, { walletProvider: wallet.value });
    assert.ok(sent.ok && !sent.value.raw, sent.ok ? "" : sent.error.message);
    const hub = client.spoke.adapter("sonic");
    if (!hub.ok) throw hub.error;
    assert.deepEqual(await hub.value.getAllowance(me, token, SPENDER), { ok: true, value: 42n });
  } finally {
    sim.close();
  }
});

Deno.test("migration.call refuses a malformed sender, call or missing wallet before any I/O", async () => {
  const client = new XSwap({ fetch: () => Promise.reject(new Error("no I/O expected")) });
  const a = "0x1111111111111111111111111111111111111111";
  const ok = { address: a, value: 0n, data: "0x" } as const;
  const results = await Promise.all([
    client.migration.call("0x12" as never, ok, { raw: true }),
    client.migration.call(a, { ...ok, address: "nope" as never }, { raw: true }),
    client.migration.call(a, { ...ok, value: -1n }, { raw: true }),
    client.migration.call(a, ok, {} as never),
  ]);
  assert.deepEqual(results.map((r) => r.ok ? "ok" : `${r.error.code}:${r.error.context.field}`), [
    "INVALID_ADDRESS:srcAddress",
    "INVALID_ADDRESS:rawTx.address",
    "VALIDATION_FAILED:rawTx.value",
    "VALIDATION_FAILED:walletProvider",
  ]);
});
