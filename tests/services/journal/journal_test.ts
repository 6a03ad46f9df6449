/**
 * The journal's rules one by one: what is written before the wallet is asked, what a failed write or a refused
 * send leaves, what recovery does with each state (adopt, wait, re-send, drop, keep), and the option check.
 */
import assert from "node:assert/strict";
import type { EvmWalletProvider } from "../../../chains/evm/mod.ts";
import { XSwap } from "../../../services/client/xswap.ts";
import { serializeJournalEntry } from "../../../services/journal/entry.ts";
import { createMemoryJournalStore } from "../../../services/journal/memory_store.ts";
import type { JournalEntry } from "../../../services/journal/types.ts";
import { accountState, dyingStore, ROUTES, runFlow, walletOf, withWorld } from "./_crash_world.ts";

Deno.test("the sending entry holds the request, the pending nonce and the head before the wallet is asked", async () => {
  await withWorld(async (sim, settle) => {
    const store = createMemoryJournalStore();
    const key = walletOf(sim, sim.fetch, "swap-client", 1);
    const seen: JournalEntry[] = [];
    const wallet: EvmWalletProvider = {
      getAddress: () => key.getAddress(),
      sendTransaction: (tx) => {
        seen.push(...store.list().map((k) => JSON.parse(store.get(k)!)));
        return key.sendTransaction(tx);
      },
    };
    const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch, swapJournal: store });
    await settle(runFlow(client, wallet, "swap-client", 1_000_000n));
    assert.equal(seen.length, 1);
    const [entry] = seen;
    assert.equal(entry.phase, "sending");
    assert.equal(entry.send?.from.toLowerCase(), (await key.getAddress()).toLowerCase());
    assert.equal(entry.send?.nonce, 0);
    assert.ok(entry.send !== undefined && entry.send.head >= 0 && entry.send.tx.data.length > 10);
    assert.deepEqual(store.list(), [], "delivered: the entry is gone");
  });
});

Deno.test("a journal write that fails before the send fails the swap (INTEGRATION_ERROR) and the wallet is never asked", async () => {
  await withWorld(async (sim, settle) => {
    const key = walletOf(sim, sim.fetch, "swap-client", 2);
    let asked = 0;
    const wallet: EvmWalletProvider = {
      getAddress: () => key.getAddress(),
      sendTransaction: (tx) => (asked++, key.sendTransaction(tx)),
    };
    const broken = { ...createMemoryJournalStore(), set: () => Promise.reject(new Error("disk full")) };
    const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch, swapJournal: broken });
    const failure = await settle(
      runFlow(client, wallet, "swap-client", 1_000_000n).then(() => undefined, (e) => e),
    );
    assert.equal(failure?.code, "INTEGRATION_ERROR");
    assert.equal(failure?.context.phase, "intentCreation");
    assert.equal(failure?.context.action, "set");
    assert.equal(asked, 0);
  });
});

Deno.test("a send the wallet refused is marked sendFailed; recover drops it (notSent) and never sends it", async () => {
  await withWorld(async (sim, settle) => {
    const key = walletOf(sim, sim.fetch, "bridge-client", 3);
    const me = await key.getAddress();
    const store = createMemoryJournalStore();
    const refusing: EvmWalletProvider = {
      getAddress: () => key.getAddress(),
      sendTransaction: () => Promise.reject(new Error("User rejected the request")),
    };
    const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch, swapJournal: store });
    const failure = await settle(
      runFlow(client, refusing, "bridge-client", 1_000_000n).then(() => undefined, (e) => e),
    );
    assert.equal(failure?.code, "WALLET_ERROR");
    assert.deepEqual(store.list().map((k) => JSON.parse(store.get(k)!).phase), ["sendFailed"]);
    let asked = 0;
    const counting: EvmWalletProvider = {
      ...key,
      sendTransaction: (tx) => (asked++, key.sendTransaction(tx)),
    };
    const fresh = new XSwap({ ...sim.clientConfig, fetch: sim.fetch, swapJournal: store });
    const report = await settle(fresh.recover({ wallets: { [ROUTES.bridge.src]: counting } }));
    assert.ok(report.ok);
    assert.deepEqual(report.value.operations.map((o) => o.outcome), ["notSent"]);
    assert.equal(asked, 0);
    assert.equal((await accountState(sim, "bridge-client", me)).sent, 0);
    assert.deepEqual(store.list(), []);
  });
});

Deno.test("an entry that never reached the chain waits for a wallet (needsWallet), then is sent once and delivered", async () => {
  await withWorld(async (sim, settle) => {
    const key = walletOf(sim, sim.fetch, "swap-backend", 4);
    const me = await key.getAddress();
    let held: Record<string, string> = {};
    const { promise: died, resolve } = Promise.withResolvers<void>();
    const store = dyingStore({ left: 1 }, (entries) => (held = entries, resolve()));
    const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch, swapJournal: store });
    void runFlow(client, key, "swap-backend", 1_000_000n);
    await settle(died);
    const journal = createMemoryJournalStore(held);
    const fresh = new XSwap({ ...sim.clientConfig, fetch: sim.fetch, swapJournal: journal });
    const waiting = await settle(fresh.recover());
    assert.ok(waiting.ok);
    assert.deepEqual(waiting.value.operations.map((o) => o.outcome), ["needsWallet"]);
    assert.equal(journal.list().length, 1, "kept");
    const other = walletOf(sim, sim.fetch, "swap-backend", 5);
    const wrong = await settle(fresh.recover({ wallets: { [ROUTES.swap.src]: other } }));
    assert.ok(wrong.ok && wrong.value.operations[0].error?.code === "VALIDATION_FAILED", "not the sender");
    const done = await settle(fresh.recover({ wallets: { [ROUTES.swap.src]: key } }));
    assert.ok(done.ok);
    assert.deepEqual(done.value.operations.map((o) => o.outcome), ["delivered"]);
    assert.equal((await accountState(sim, "swap-backend", me)).sent, 1);
    assert.deepEqual(journal.list(), []);
  });
});

Deno.test("a non-EVM send whose hash was never recorded is unknown, kept until forgotten; a corrupt entry is kept", async () => {
  const entry: JournalEntry = {
    v: 1,
    id: "s1",
    kind: "swap",
    phase: "sending",
    owner: "elsewhere",
    at: 1,
    srcChainKey: "solana",
    dstChainKey: "0x38.bsc",
  };
  const store = createMemoryJournalStore({ s1: serializeJournalEntry(entry), junk: "{not json" });
  const client = new XSwap({ swapJournal: store });
  const first = await client.recover();
  assert.ok(first.ok);
  assert.deepEqual(first.value.operations.map((o) => [o.id, o.outcome]), [["s1", "unknown"], [
    "junk",
    "corrupt",
  ]]);
  const second = await client.recover({ forget: ["s1", "junk"] });
  assert.ok(second.ok);
  assert.deepEqual(second.value.operations.map((o) => o.outcome), ["forgotten", "forgotten"]);
  assert.deepEqual(store.list(), []);
});

Deno.test("recover leaves alone an entry its own client is sending right now (live)", async () => {
  await withWorld(async (sim, settle) => {
    const key = walletOf(sim, sim.fetch, "swap-client", 6);
    const store = createMemoryJournalStore();
    const { promise: asked, resolve: onAsked } = Promise.withResolvers<void>();
    const { promise: confirm, resolve: confirmed } = Promise.withResolvers<void>();
    const slow: EvmWalletProvider = {
      getAddress: () => key.getAddress(),
      sendTransaction: async (tx) => {
        onAsked();
        await confirm; // the user has not confirmed yet
        return await key.sendTransaction(tx);
      },
    };
    const client = new XSwap({ ...sim.clientConfig, fetch: sim.fetch, swapJournal: store });
    const flow = runFlow(client, slow, "swap-client", 1_000_000n);
    await settle(asked);
    const report = await settle(client.recover({ wallets: { [ROUTES.swap.src]: key } }));
    assert.ok(report.ok);
    assert.deepEqual(report.value.operations.map((o) => o.outcome), ["live"]);
    confirmed();
    await settle(flow);
    assert.deepEqual(store.list(), []);
  });
});

Deno.test("a swapJournal that is not a store is an INVALID_CONFIG option (path swapJournal), and recover says so", async () => {
  const made = XSwap.create({ swapJournal: { get: () => undefined } as never });
  assert.ok(!made.ok && made.error.code === "INVALID_CONFIG" && made.error.context.path === "swapJournal");
  const client = new XSwap({
    swapJournal: "localStorage" as never,
    logger: { debug() {}, info() {}, warn() {}, error() {} },
  });
  assert.equal(client.optionsError?.code, "INVALID_CONFIG");
  const r = await client.recover();
  assert.ok(!r.ok && r.error.code === "INVALID_CONFIG");
});

Deno.test("recover refuses bad options before reading the journal (VALIDATION_FAILED naming the field)", async () => {
  const client = new XSwap({ swapJournal: createMemoryJournalStore() });
  for (
    const [options, field] of [
      [{ maxScanBlocks: Number.NaN }, "maxScanBlocks"],
      [{ concurrency: 0 }, "concurrency"],
      [{ trackTimeout: -1 }, "trackTimeout"],
      [{ wallets: "evm" }, "wallets"],
    ] as const
  ) {
    const r = await client.recover(options as never);
    assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED" && r.error.context.field === field, field);
  }
});
