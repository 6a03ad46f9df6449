/**
 * The Injective adapter beyond the shared contract: bad input (malformed addresses, an unfunded account, a token
 * the chain does not list) fails with a precise code and `context.chainKey`; hub-call sends (deposit and message)
 * reach the relayer with the payload the simulated node read; raw mode; failed and pending txs; abort.
 */
import assert from "node:assert/strict";
import { PrivateKey } from "@injectivelabs/sdk-ts/core/accounts";
import { createInjectiveSpokeAdapter } from "../../../chains/injective/adapter.ts";
import { createPrivateKeyInjectiveWallet } from "../../../chains/injective/wallet_private_key.ts";
import { getIntentRelayChainId } from "../../../core/chains/mod.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { relayTxAndWaitPacket } from "../../../services/relay/mod.ts";
import { createInjectiveRest } from "../../../simulator/chains/injective/rest_app.ts";
import { createManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";
import { A, INJ, INJECTIVE_CONFIG, INJECTIVE_PARAMS, injectiveFixture, USER } from "./_fixture.ts";

const INJECTIVE_ID = String(getIntentRelayChainId("injective-1"));
const HUB_WALLET = "0x00000000000000000000000000000000000000aa";
const POOR_KEY = `0x${"07".repeat(32)}`;
const POOR = PrivateKey.fromHex(POOR_KEY).toBech32();

/** A bare simulated node where `POOR` was never funded. */
function bareNode() {
  const clock = createManualClock();
  const ledger = new Ledger({ clock });
  const node = createInjectiveRest({ ledger, unfunded: [POOR] });
  const fetch: FetchLike = (input, init) => Promise.resolve(node.app.request(input, init));
  const restUrl = "http://sim.local";
  const adapter = createInjectiveSpokeAdapter({ ...INJECTIVE_CONFIG, rpcUrl: restUrl }, {
    fetch,
    now: () => clock.now(),
    sleep: (ms) => Promise.resolve(clock.advance(ms)),
  });
  const walletOf = (key: string) => {
    const w = createPrivateKeyInjectiveWallet({ privateKey: key, restUrl, fetch });
    if (!w.ok) throw w.error;
    return w.value;
  };
  return { clock, ledger, node, fetch, adapter, walletOf };
}

Deno.test("createSwapIntent() from an unfunded account fails INVALID_AMOUNT (insufficient balance) before signing", async () => {
  const { adapter, walletOf, ledger } = bareNode();
  const r = await adapter.createSwapIntent(INJECTIVE_PARAMS, walletOf(POOR_KEY));
  assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT", JSON.stringify(r));
  assert.equal(r.error.context.chainKey, "injective-1");
  assert.equal(r.error.context.reason, "insufficient balance");
  assert.equal(r.error.context.balance, "0");
  assert.equal(ledger.stats().spokeTxs ?? 0, 0);
});

Deno.test("an unfunded account has no account on the node: its wallet rejects with the node error", async () => {
  const { walletOf } = bareNode();
  const wallet = walletOf(POOR_KEY);
  await assert.rejects(
    () => wallet.execute({ contractAddress: INJECTIVE_CONFIG.addresses.connection!, msg: {}, funds: [] }),
    (e: Error & { code?: string }) => e.code === "HTTP_REQUEST_FAILED" || e.code === "SUBMIT_TX_FAILED",
  );
});

Deno.test("createSwapIntent() with a denom the chain does not list fails UNSUPPORTED_TOKEN with the chain key", async () => {
  const f = injectiveFixture();
  try {
    const r = await f.adapter.createSwapIntent(
      { ...INJECTIVE_PARAMS, inputToken: "factory/inj1x/unknown" },
      f.wallet,
    );
    assert.ok(!r.ok && r.error.code === "UNSUPPORTED_TOKEN");
    assert.equal(r.error.context.chainKey, "injective-1");
    assert.equal(r.error.context.field, "inputToken");
  } finally {
    f.sim.close();
  }
});

Deno.test("createSwapIntent() with an EVM address as inputToken fails INVALID_ADDRESS with the chain key", async () => {
  const f = injectiveFixture();
  try {
    const r = await f.adapter.createSwapIntent({ ...INJECTIVE_PARAMS, inputToken: A }, f.wallet);
    assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.chainKey === "injective-1");
  } finally {
    f.sim.close();
  }
});

Deno.test("createSwapIntent() with an amount above u128 fails INVALID_AMOUNT", async () => {
  const f = injectiveFixture();
  try {
    const r = await f.adapter.createSwapIntent({ ...INJECTIVE_PARAMS, inputAmount: 1n << 128n }, f.wallet);
    assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT" && r.error.context.field === "inputAmount");
  } finally {
    f.sim.close();
  }
});

Deno.test("createSwapIntent() with a malformed dstAddress fails INVALID_ADDRESS naming both chains", async () => {
  const f = injectiveFixture();
  try {
    const r = await f.adapter.createSwapIntent({ ...INJECTIVE_PARAMS, dstAddress: "inj1nope" }, f.wallet);
    assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS", JSON.stringify(r));
    assert.equal(r.error.context.chainKey, "0x2105.base");
    assert.equal(r.error.context.srcChainKey, "injective-1");
  } finally {
    f.sim.close();
  }
});

for (
  const [name, patch, code, field] of [
    [
      "a cosmos srcAddress",
      { srcAddress: "cosmos1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnrk363e" },
      "INVALID_ADDRESS",
      "srcAddress",
    ],
    ["a bech32 hubWallet", { hubWallet: USER }, "INVALID_ADDRESS", "hubWallet"],
    ["an odd-length payload", { payload: "0x123" }, "VALIDATION_FAILED", "payload"],
    [
      "an unlisted deposit denom",
      { deposit: { token: "ibc/ABC", amount: 1n } },
      "UNSUPPORTED_TOKEN",
      "deposit.token",
    ],
    ["a zero deposit", { deposit: { token: INJ, amount: 0n } }, "INVALID_AMOUNT", "deposit.amount"],
  ] as const
) {
  Deno.test(`sendHubCalls() refuses ${name} with ${code} and the chain key`, async () => {
    const f = injectiveFixture();
    try {
      const r = await f.adapter.sendHubCalls!({
        srcAddress: USER,
        hubWallet: HUB_WALLET,
        payload: "0x",
        ...patch,
      }, f.wallet);
      assert.ok(!r.ok && r.error.code === code, JSON.stringify(r));
      assert.equal(r.error.context.field, field);
      assert.equal(r.error.context.chainKey, "injective-1");
    } finally {
      f.sim.close();
    }
  });
}

for (const kind of ["deposit", "message"] as const) {
  Deno.test(`sendHubCalls() (${kind}): the relayer's packet carries the payload the node read`, async () => {
    const f = injectiveFixture();
    try {
      const sent = await f.adapter.sendHubCalls!({
        srcAddress: USER,
        hubWallet: HUB_WALLET,
        payload: "0xc0ffee",
        deposit: kind === "deposit" ? { token: INJ, amount: 10n ** 18n } : undefined,
      }, f.wallet);
      assert.ok(sent.ok && !sent.value.raw, JSON.stringify(sent));
      assert.deepEqual(await f.adapter.verifyTxHash(sent.value.txHash), { ok: true, value: true });
      const packet = await relayTxAndWaitPacket({
        srcTxHash: sent.value.txHash,
        chainKey: "injective-1",
        relayerApiEndpoint: f.sim.urls.relayer,
        sleep: (ms) => Promise.resolve(f.clock.advance(ms)),
        now: () => f.clock.now(),
        transport: { fetch: f.fetch },
      });
      assert.ok(packet.ok, packet.ok ? "" : packet.error.message);
      const [p] = f.sim.ledger.packetsFor(INJECTIVE_ID, sent.value.txHash);
      assert.equal(p?.payload, "0xc0ffee");
      assert.equal(p?.dst_address.toLowerCase(), HUB_WALLET);
      const tx = f.sim.ledger.getSpokeTx("injective-1", sent.value.txHash)!;
      assert.equal(tx.deposit?.amount, kind === "deposit" ? 10n ** 18n : undefined);
      assert.equal(tx.message?.payload, kind === "message" ? "0xc0ffee" : undefined);
    } finally {
      f.sim.close();
    }
  });
}

Deno.test("sendHubCalls() raw: the unsigned INJECTIVE tx, no wallet and no request to the node", async () => {
  const f = injectiveFixture();
  try {
    const before = f.sim.requests().length;
    const r = await f.adapter.sendHubCalls!({
      srcAddress: USER,
      hubWallet: HUB_WALLET,
      payload: "0x01",
      deposit: { token: INJ, amount: 5n },
      raw: true,
    }, undefined);
    assert.ok(r.ok && r.value.raw && r.value.tx.family === "INJECTIVE");
    assert.equal(r.value.tx.contract, INJECTIVE_CONFIG.addresses.assetManager);
    assert.deepEqual(r.value.tx.funds, [{ denom: INJ, amount: "5" }]);
    assert.equal(f.sim.requests().length, before);
  } finally {
    f.sim.close();
  }
});

Deno.test("sendHubCalls() with a wallet that is not srcAddress fails WALLET_ERROR", async () => {
  const f = injectiveFixture();
  try {
    const r = await f.adapter.sendHubCalls!({
      srcAddress: "inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rp",
      hubWallet: HUB_WALLET,
      payload: "0x",
    }, f.wallet);
    assert.ok(!r.ok && r.error.code === "WALLET_ERROR" && r.error.context.chainKey === "injective-1");
  } finally {
    f.sim.close();
  }
});

Deno.test("createBridgeDeposit() raw returns the unsigned deposit carrying the hub call list", async () => {
  const f = injectiveFixture();
  try {
    const r = await f.adapter.createBridgeDeposit!({
      dstChainKey: "sonic",
      inputToken: INJ,
      hubInputToken: A,
      hubOutputToken: A,
      hubVault: A,
      amount: 10n,
      srcAddress: USER,
      dstAddress: A,
      creator: HUB_WALLET,
      hubAssetManager: A,
      raw: true,
    }, undefined);
    assert.ok(r.ok && r.value.raw && "family" in r.value.tx);
    const msg = r.value.tx.msg as { transfer: { data: number[]; to: number[] } };
    assert.equal(
      `0x${msg.transfer.data.map((b) => b.toString(16).padStart(2, "0")).join("")}`,
      r.value.relayData.payload,
    );
    assert.equal(r.value.relayData.address, HUB_WALLET);
  } finally {
    f.sim.close();
  }
});

Deno.test("verifyTxHash() reports a tx the chain executed with a failure as TX_VERIFICATION_FAILED (failed)", async () => {
  const f = injectiveFixture();
  try {
    const sent = await f.wallet.execute({
      contractAddress: INJECTIVE_CONFIG.addresses.assetManager!,
      msg: { transfer: { token: INJ, to: [1], amount: "5", data: [] } },
      funds: [{ denom: INJ, amount: "5" }],
    });
    const r = await f.adapter.verifyTxHash(sent.transactionHash);
    assert.ok(!r.ok && r.error.code === "TX_VERIFICATION_FAILED" && r.error.context.reason === "failed");
    assert.match(String(r.error.context.failure), /to is not 20 bytes/);
  } finally {
    f.sim.close();
  }
});

Deno.test("verifyTxHash() gives up as TX_VERIFICATION_FAILED (timeout) on virtual time when the tx stays unknown", async () => {
  const f = injectiveFixture();
  try {
    const r = await f.adapter.verifyTxHash("AB".repeat(32), { maxTimeoutMs: 3_000 });
    assert.ok(!r.ok && r.error.code === "TX_VERIFICATION_FAILED" && r.error.context.reason === "timeout");
    assert.equal(r.error.context.chainKey, "injective-1");
  } finally {
    f.sim.close();
  }
});

Deno.test("verifyTxHash() stops ABORTED when its signal aborts", async () => {
  const f = injectiveFixture();
  try {
    const c = new AbortController();
    c.abort(new Error("stop"));
    const r = await f.adapter.verifyTxHash("AB".repeat(32), { signal: c.signal });
    assert.ok(!r.ok && r.error.code === "ABORTED");
  } finally {
    f.sim.close();
  }
});

Deno.test("getBalance() reads the funded balance and the debit of a deposit", async () => {
  const f = injectiveFixture();
  try {
    const before = await f.adapter.getBalance(USER, INJ);
    assert.ok(before.ok);
    const sent = await f.adapter.sendHubCalls!({
      srcAddress: USER,
      hubWallet: HUB_WALLET,
      payload: "0x",
      deposit: { token: INJ, amount: 7n },
    }, f.wallet);
    assert.ok(sent.ok);
    assert.deepEqual(await f.adapter.getBalance(USER, INJ), { ok: true, value: before.value - 7n });
    const unlisted = await f.adapter.getBalance(USER, "factory/inj1x/unknown");
    assert.deepEqual(unlisted, { ok: true, value: 0n });
  } finally {
    f.sim.close();
  }
});
