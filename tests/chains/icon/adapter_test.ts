/**
 * ICON adapter behaviour beyond the shared contract: the exact SCORE calls of `sendHubCalls` (golden raw
 * transactions), input refusals, wallet failures, result polling, and balance reads.
 *
 * How the vectors were derived: the call layouts are the platform SDK's (icon-project/sodax-sdks,
 * `packages/sdk/src/shared/services/spoke/IconSpokeService.ts` + its test): a deposit is `transfer(_to =
 * assetManager, _value, _data)` on the token — on wICX with `value = amount` for native ICX, `value 0x0` for an
 * IRC-2 token — and a message is `sendMessage(dstChainId, dstAddress, payload)` on the connection with the hub's
 * relay id 146 = `0x92`. `_data` = `rlp([payload, hubWallet])`, by hand for payload `0xdeadbeef` and hub wallet
 * `0x11…11`: string prefixes `0x84` (4 bytes) and `0x94` (20 bytes), list of 26 = 0x1a bytes → `0xc0 + 0x1a` =
 * `0xda`. Timestamps are microseconds: 1_700_000_000_000 ms → `0x60a24181e4000`; 1 ICX = `0xde0b6b3a7640000`;
 * step limit 2 000 000 = `0x1e8480`.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { decodeIconDepositData, encodeIconDepositData } from "../../../chains/icon/deposit_data.ts";
import { createIconSpokeAdapter } from "../../../chains/icon/adapter.ts";
import type { SpokeHubCallParams } from "../../../chains/spoke/spoke_adapter.ts";
import type { IconWalletProvider } from "../../../chains/icon/wallet.ts";
import { DEFAULT_ICON_CONTRACTS } from "../../../simulator/chains/icon/rpc_app.ts";
import { BNUSD, iconFixture, ICX, RPC_URL, USER, WICX } from "./_fixture.ts";

const HUB = `0x${"11".repeat(20)}` as const;
const NOW = 1_700_000_000_000;
const DATA = `0xda84deadbeef94${"11".repeat(20)}`;
const base: SpokeHubCallParams = { srcAddress: USER, hubWallet: HUB, payload: "0xdeadbeef" };

Deno.test("encodeIconDepositData() is rlp([payload, hubWallet]) (hand-derived vector) and round-trips", () => {
  assert.equal(encodeIconDepositData("0xdeadbeef", HUB), DATA);
  fc.assert(
    fc.property(
      fc.uint8Array({ maxLength: 300 }),
      fc.uint8Array({ minLength: 20, maxLength: 20 }),
      (p, w) => {
        const payload = `0x${Array.from(p, (b) => b.toString(16).padStart(2, "0")).join("")}` as const;
        const wallet = `0x${Array.from(w, (b) => b.toString(16).padStart(2, "0")).join("")}` as const;
        const back = decodeIconDepositData(encodeIconDepositData(payload, wallet));
        assert.ok(back.ok);
        assert.deepEqual(back.value, { payload, hubWallet: wallet });
      },
    ),
  );
});

Deno.test("sendHubCalls() raw native ICX deposit is wICX.transfer with the amount as value (golden)", async () => {
  const { adapter } = iconFixture({ now: () => NOW });
  const r = await adapter.sendHubCalls!(
    { ...base, deposit: { token: ICX, amount: 10n ** 18n }, raw: true },
    undefined,
  );
  assert.ok(r.ok && r.value.raw);
  assert.deepEqual(r.value.tx, {
    family: "ICON",
    params: {
      version: "0x3",
      from: USER,
      to: WICX,
      value: "0xde0b6b3a7640000",
      stepLimit: "0x1e8480",
      timestamp: "0x60a24181e4000",
      nid: "0x1",
      dataType: "call",
      data: {
        method: "transfer",
        params: { _to: DEFAULT_ICON_CONTRACTS.assetManager, _value: "0xde0b6b3a7640000", _data: DATA },
      },
    },
  });
  assert.deepEqual(r.value.relayData, { address: HUB, payload: "0xdeadbeef" });
});

Deno.test("sendHubCalls() raw IRC-2 deposit calls the token's transfer with no value", async () => {
  const { adapter } = iconFixture({ now: () => NOW });
  const r = await adapter.sendHubCalls!(
    { ...base, deposit: { token: BNUSD, amount: 5n }, raw: true },
    undefined,
  );
  assert.ok(r.ok && r.value.raw && r.value.tx.family === "ICON");
  const p = r.value.tx.params as { to: string; value: string; data: { params: Record<string, string> } };
  assert.equal(p.to, BNUSD);
  assert.equal(p.value, "0x0");
  assert.deepEqual(p.data.params, { _to: DEFAULT_ICON_CONTRACTS.assetManager, _value: "0x5", _data: DATA });
});

Deno.test("sendHubCalls() raw message is connection.sendMessage(0x92, hubWallet, payload) (golden)", async () => {
  const { adapter } = iconFixture({ now: () => NOW });
  const r = await adapter.sendHubCalls!({ ...base, raw: true }, undefined);
  assert.ok(r.ok && r.value.raw && r.value.tx.family === "ICON");
  const p = r.value.tx.params as Record<string, unknown>;
  assert.equal(p.to, DEFAULT_ICON_CONTRACTS.connection);
  assert.equal(p.value, "0x0");
  assert.deepEqual(p.data, {
    method: "sendMessage",
    params: { dstChainId: "0x92", dstAddress: HUB, payload: "0xdeadbeef" },
  });
});

Deno.test("sendHubCalls() refuses malformed input with precise codes before any I/O", async () => {
  const { adapter } = iconFixture();
  const aborted = new AbortController();
  aborted.abort();
  const cases: Array<[Partial<SpokeHubCallParams>, string, string | undefined]> = [
    [{ srcAddress: WICX }, "INVALID_ADDRESS", "srcAddress"],
    [{ hubWallet: "0x12" }, "INVALID_ADDRESS", "hubWallet"],
    [{ payload: "dead" }, "VALIDATION_FAILED", "payload"],
    [{ deposit: { token: HUB, amount: 1n } }, "INVALID_ADDRESS", "deposit.token"],
    [{ deposit: { token: ICX, amount: 0n } }, "INVALID_AMOUNT", "deposit.amount"],
    [{ deposit: { token: ICX, amount: 1 as unknown as bigint } }, "INVALID_AMOUNT", "deposit.amount"],
    [{ signal: aborted.signal }, "ABORTED", undefined],
  ];
  for (const [patch, code, field] of cases) {
    const r = await adapter.sendHubCalls!({ ...base, ...patch, raw: true }, undefined);
    assert.ok(!r.ok, code);
    assert.equal(r.error.code, code);
    assert.equal(r.error.context.field, field);
  }
  const r = await adapter.sendHubCalls!(undefined as unknown as SpokeHubCallParams, undefined);
  assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS");
});

Deno.test("sendHubCalls() without a connection or wICX configured fails INVALID_CONFIG", async () => {
  const adapter = createIconSpokeAdapter({ rpcUrl: RPC_URL, nid: "0x1", addresses: { assetManager: BNUSD } });
  const message = await adapter.sendHubCalls!({ ...base, raw: true }, undefined);
  assert.ok(!message.ok && message.error.context.field === "addresses.connection");
  const native = await adapter.sendHubCalls!(
    { ...base, deposit: { token: ICX, amount: 1n }, raw: true },
    undefined,
  );
  assert.ok(
    !native.ok && native.error.code === "INVALID_CONFIG" && native.error.context.field === "addresses.wICX",
  );
});

Deno.test("sendHubCalls() reports a missing, foreign, rejecting or hash-less wallet as WALLET_ERROR", async () => {
  const { adapter, wallet } = iconFixture();
  const hostile = {
    toString: () => {
      throw new Error("boom");
    },
  };
  const wallets: Array<IconWalletProvider | undefined> = [
    undefined,
    { ...wallet, getWalletAddress: () => Promise.resolve(`hx${"0b".repeat(20)}`) },
    { ...wallet, getWalletAddress: () => Promise.resolve(hostile as unknown as string) },
    { ...wallet, sendTransaction: () => Promise.reject(new Error("declined")) },
    { ...wallet, sendTransaction: () => Promise.resolve("0x12") },
  ];
  for (const w of wallets) {
    const r = await adapter.sendHubCalls!(base, w);
    assert.ok(!r.ok && r.error.code === "WALLET_ERROR", r.ok ? "sent" : r.error.code);
  }
});

Deno.test("sendHubCalls() sends through the wallet and the node records the deposit", async () => {
  const { adapter, wallet, ledger, rpc } = iconFixture();
  const r = await adapter.sendHubCalls!({ ...base, deposit: { token: BNUSD, amount: 7n } }, wallet);
  assert.ok(r.ok && !r.value.raw);
  assert.deepEqual(ledger.getSpokeTx("0x1.icon", r.value.txHash)?.deposit, {
    token: BNUSD,
    to: HUB,
    amount: 7n,
    hubCalls: "0xdeadbeef",
  });
  assert.deepEqual(rpc.relayDataOf(r.value.txHash), { address: HUB, payload: "0xdeadbeef" });
});

Deno.test("verifyTxHash() fails `failed` for a reverted transaction", async () => {
  const { adapter, wallet } = iconFixture();
  const hash = await wallet.sendTransaction({
    from: USER,
    to: WICX,
    nid: "0x1",
    value: "0x1",
    method: "transfer",
    params: { _to: DEFAULT_ICON_CONTRACTS.assetManager, _value: "0x2", _data: DATA },
  });
  const r = await adapter.verifyTxHash(hash);
  assert.ok(!r.ok && r.error.code === "TX_VERIFICATION_FAILED" && r.error.context.reason === "failed");
  assert.match(String(r.error.context.failure), /differs from _value/);
});

Deno.test("verifyTxHash() polls an unknown tx until the bound, then fails `timeout` with the node error", async () => {
  let t = 0;
  const { adapter } = iconFixture({ now: () => t, sleep: (ms) => Promise.resolve(void (t += ms)) });
  const r = await adapter.verifyTxHash(`0x${"ab".repeat(32)}`, {
    pollingIntervalMs: 100,
    maxTimeoutMs: 1_000,
  });
  assert.ok(!r.ok && r.error.code === "TX_VERIFICATION_FAILED" && r.error.context.reason === "timeout");
  assert.equal(r.error.context.attempts, 11);
  assert.equal((r.error.cause as { context: { rpcCode: number } }).context.rpcCode, -31004);
});

Deno.test("getBalance() reads ICX with icx_getBalance and IRC-2 tokens with icx_call balanceOf", async () => {
  const { adapter } = iconFixture();
  assert.deepEqual(await adapter.getBalance(USER, ICX), { ok: true, value: 10n ** 21n });
  const bodies: unknown[] = [];
  const spy = createIconSpokeAdapter({ rpcUrl: RPC_URL, nid: "0x1", addresses: {} }, {
    fetch: (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: "0x1d4c" }));
    },
  });
  assert.deepEqual(await spy.getBalance(USER, BNUSD), { ok: true, value: 7500n });
  const body = bodies[0] as { method: string; params: unknown };
  assert.equal(body.method, "icx_call");
  assert.deepEqual(body.params, {
    to: BNUSD,
    dataType: "call",
    data: { method: "balanceOf", params: { _owner: USER } },
  });
});

Deno.test("getBalance() refuses an answer that is not a hex quantity", async () => {
  const adapter = createIconSpokeAdapter({ rpcUrl: RPC_URL, nid: "0x1", addresses: {} }, {
    fetch: () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: { value: "0x1" } })),
  });
  const r = await adapter.getBalance(USER, ICX);
  assert.ok(!r.ok && r.error.code === "RESPONSE_VALIDATION_FAILED");
});
