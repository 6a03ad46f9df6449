/**
 * The trading wallet of the Bitcoin spoke against the in-process simulator, through
 * `xswap.spoke.adapter("bitcoin")` and its exchange client (`radfi()`), as the platform's `BitcoinSpokeService`
 * and `RadfiProvider` drive it: log-in with a BIP-322 signature, token refresh, the effective wallet address,
 * funding the trading wallet, raw txs and output scripts from the node, expired outputs and their renewal,
 * withdrawal to the user and the max-spent read. Time is virtual (only `Date` is faked; the simulator's clock reads
 * it), so the 30-day expiry of trading-wallet outputs is reached with a tick.
 */
import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import { createHmacExchangeSigner } from "../../../chains/bitcoin/hmac_exchange_signer.ts";
import { createPrivateKeyBitcoinWallet } from "../../../chains/bitcoin/wallet_private_key.ts";
import type { BitcoinWalletProvider } from "../../../chains/bitcoin/wallet.ts";
import type { ExchangeClient } from "../../../chains/bitcoin/exchange_client.ts";
import { XSwap } from "../../../services/client/xswap.ts";
import { SIM_EXCHANGE_SECRET_WORD } from "../../../simulator/chains/bitcoin/exchange_app.ts";
import { createSimulatorApp, type SimulatorApp } from "../../../simulator/mod.ts";
import { ADDRESS_1, KEY_1 } from "./_fixture.ts";

const DAY = 24 * 3_600_000;

interface World {
  sim: SimulatorApp;
  client: XSwap;
  radfi: ExchangeClient;
  wallet: BitcoinWalletProvider;
  clock: ReturnType<typeof FakeTimers.install>;
}

async function withTradingWorld(run: (w: World) => Promise<void>): Promise<void> {
  const clock = FakeTimers.install({ now: Date.UTC(2026, 0, 1), toFake: ["Date"] });
  const sim = createSimulatorApp({ preset: "instant" });
  try {
    const client = new XSwap({
      ...sim.clientConfig,
      exchange: { signRequest: createHmacExchangeSigner({ secretWord: SIM_EXCHANGE_SECRET_WORD }) },
      fetch: sim.fetch,
    });
    const btc = client.spoke.adapter("bitcoin");
    assert.ok(btc.ok);
    const radfi = await btc.value.radfi();
    assert.ok(radfi.ok, radfi.ok ? "" : radfi.error.message);
    const wallet = createPrivateKeyBitcoinWallet(KEY_1);
    assert.ok(wallet.ok);
    await run({ sim, client, radfi: radfi.value, wallet: wallet.value, clock });
  } finally {
    sim.close();
    clock.uninstall();
  }
}

function adapterOf(client: XSwap) {
  const btc = client.spoke.adapter("bitcoin");
  assert.ok(btc.ok);
  return btc.value;
}

Deno.test("authenticateWithWallet logs in with a BIP-322 signature: tokens and the trading address; a second log-in is refused 4008 while the session lives; refreshAccessToken rotates the refresh token", async () => {
  await withTradingWorld(async ({ radfi, wallet }) => {
    const auth = await radfi.authenticateWithWallet(wallet);
    assert.ok(auth.ok, auth.ok ? "" : auth.error.message);
    assert.match(auth.value.tradingAddress, /^bc1q[0-9a-z]{58}$/); // P2WSH 2-of-2
    assert.equal(auth.value.publicKey, await wallet.getPublicKey());
    const again = await radfi.authenticateWithWallet(wallet);
    assert.ok(!again.ok && again.error.code === "EXTERNAL_API_ERROR");
    assert.equal(again.error.context.exchangeCode, "4008");
    const refreshed = await radfi.refreshAccessToken(auth.value.refreshToken);
    assert.ok(refreshed.ok);
    assert.notEqual(refreshed.value.refreshToken, auth.value.refreshToken);
    const reused = await radfi.refreshAccessToken(auth.value.refreshToken);
    assert.ok(!reused.ok && reused.error.context.status === 401);
    const wallets = await radfi.checkIfTradingWalletExists(ADDRESS_1);
    assert.deepEqual(wallets, { ok: true, value: true });
  });
});

Deno.test("authenticate refuses a signature of another message, and a log-in message older than 10 minutes", async () => {
  await withTradingWorld(async ({ radfi, wallet }) => {
    const publicKey = await wallet.getPublicKey();
    const message = `Login to Radfi via Sodax: ${Date.now()}`;
    const other = await wallet.signMessage!(`${message}0`, "bip322-simple");
    const forged = await radfi.authenticate({ message, signature: other, address: ADDRESS_1, publicKey });
    assert.ok(!forged.ok && forged.error.context.status === 400);
    assert.equal(forged.error.context.exchangeCode, "INVALID_SIGNATURE");
    const stale = `Login to Radfi via Sodax: ${Date.now() - 11 * 60_000}`;
    const old = await radfi.authenticate({
      message: stale,
      signature: await wallet.signMessage!(stale, "bip322-simple"),
      address: ADDRESS_1,
      publicKey,
    });
    assert.ok(!old.ok && old.error.context.exchangeCode === "MESSAGE_EXPIRED");
  });
});

Deno.test("getEffectiveWalletAddress is the personal address in USER mode; getTradingWalletAddress reads the trading wallet, and fails 404 for a user without one", async () => {
  await withTradingWorld(async ({ client, radfi, wallet }) => {
    const btc = adapterOf(client);
    assert.deepEqual(await btc.getEffectiveWalletAddress(ADDRESS_1), { ok: true, value: ADDRESS_1 });
    const none = await btc.getTradingWalletAddress(ADDRESS_1);
    assert.ok(!none.ok && none.error.code === "EXTERNAL_API_ERROR" && none.error.context.status === 404);
    const auth = await radfi.authenticateWithWallet(wallet);
    assert.ok(auth.ok);
    assert.deepEqual(await btc.getTradingWalletAddress(ADDRESS_1), {
      ok: true,
      value: auth.value.tradingAddress,
    });
    assert.equal(btc.getBtcNetwork().bech32, "bc");
  });
});

Deno.test("fundTradingWallet pays the trading wallet from the user's wallet; fetchRawTransaction and fetchScriptPubKey read it back; the exchange balance counts it", async () => {
  await withTradingWorld(async ({ client, radfi, wallet }) => {
    const btc = adapterOf(client);
    const auth = await radfi.authenticateWithWallet(wallet);
    assert.ok(auth.ok);
    const before = await radfi.getBalance(auth.value.tradingAddress);
    assert.ok(before.ok);
    const txid = await btc.fundTradingWallet(100_000n, ADDRESS_1, wallet);
    assert.ok(txid.ok, txid.ok ? "" : txid.error.message);
    const raw = await btc.fetchRawTransaction(txid.value);
    assert.ok(raw.ok && /^02000000/.test(raw.value));
    const script = await btc.fetchScriptPubKey({ txid: txid.value, vout: 0 });
    assert.ok(script.ok && /^0020[0-9a-f]{64}$/.test(script.value)); // P2WSH
    const missing = await btc.fetchScriptPubKey({ txid: txid.value, vout: 9 });
    assert.ok(!missing.ok && missing.error.code === "VALIDATION_FAILED");
    const after = await radfi.getBalance(auth.value.tradingAddress);
    assert.ok(after.ok);
    assert.equal(after.value.btcSatoshi - before.value.btcSatoshi, 100_000n);
    assert.equal(after.value.totalUtxos, before.value.totalUtxos + 1);
  });
});

Deno.test("trading-wallet outputs expire after 30 days: getExpiredUtxos lists them, withdrawals no longer spend them, buildRenewUtxoTransaction + signAndBroadcastRenewUtxo renew them", async () => {
  await withTradingWorld(async ({ radfi, wallet, clock }) => {
    let auth = await radfi.authenticateWithWallet(wallet);
    assert.ok(auth.ok);
    const trading = auth.value.tradingAddress;
    const fresh = await radfi.getExpiredUtxos(trading);
    assert.ok(fresh.ok && fresh.value.data.length === 0);
    clock.tick(31 * DAY);
    auth = await radfi.authenticateWithWallet(wallet); // the 7-day session is over: log in again
    assert.ok(auth.ok);
    const call = { accessToken: auth.value.accessToken };
    const expired = await radfi.getExpiredUtxos(trading);
    assert.ok(expired.ok && expired.value.data.length === 1);
    assert.equal(expired.value.data[0]!.isSpent, false);
    const withdraw = { userAddress: ADDRESS_1, amount: "10000", tokenId: "0:0", withdrawTo: ADDRESS_1 };
    const blocked = await radfi.withdrawToUser(withdraw, call);
    assert.ok(!blocked.ok && blocked.error.context.exchangeCode === "INSUFFICIENT_FUNDS");
    const max = await radfi.getMaxWithdrawable(withdraw, call);
    assert.deepEqual(max.ok && max.value.maxSatsAmt, 0);

    const built = await radfi.buildRenewUtxoTransaction(
      { userAddress: ADDRESS_1, txIdVouts: expired.value.data.map((u) => u.txidVout) },
      call,
    );
    assert.ok(built.ok, built.ok ? "" : built.error.message);
    const signed = await wallet.signPsbt(built.value.base64Psbt, { finalize: false });
    const txid = await radfi.signAndBroadcastRenewUtxo(
      { userAddress: ADDRESS_1, signedBase64Tx: signed },
      call,
    );
    assert.deepEqual(txid, { ok: true, value: built.value.txId });
    const after = await radfi.getExpiredUtxos(trading);
    assert.ok(after.ok && after.value.data.length === 0);
    const renewed = await radfi.getMaxWithdrawable(withdraw, call);
    assert.ok(renewed.ok && renewed.value.maxSatsAmt > 0);
  });
});

Deno.test("withdrawToUser + signAndBroadcastWithdraw pay the user from the trading wallet; getMaxWithdrawable is the most a withdrawal can pay", async () => {
  await withTradingWorld(async ({ client, radfi, wallet }) => {
    const auth = await radfi.authenticateWithWallet(wallet);
    assert.ok(auth.ok);
    const call = { accessToken: auth.value.accessToken };
    const btc = adapterOf(client);
    const before = await btc.getBalance(ADDRESS_1, "BTC");
    assert.ok(before.ok);
    const withdraw = { userAddress: ADDRESS_1, amount: 25_000n, tokenId: "0:0", withdrawTo: ADDRESS_1 };
    const built = await radfi.withdrawToUser(withdraw, call);
    assert.ok(built.ok, built.ok ? "" : built.error.message);
    assert.ok(built.value.fee.totalFee > 0);
    const signed = await wallet.signPsbt(built.value.base64Psbt, { finalize: false });
    const txid = await radfi.signAndBroadcastWithdraw(
      { userAddress: ADDRESS_1, signedBase64Tx: signed },
      call,
    );
    assert.deepEqual(txid, { ok: true, value: built.value.txId });
    const after = await btc.getBalance(ADDRESS_1, "BTC");
    assert.deepEqual(after, { ok: true, value: before.value + 25_000n });
    // a pending tx is signed once: the same PSBT again is unknown to the exchange
    const twice = await radfi.signAndBroadcastWithdraw(
      { userAddress: ADDRESS_1, signedBase64Tx: signed },
      call,
    );
    assert.ok(!twice.ok && twice.error.context.exchangeCode === "UNKNOWN_TRANSACTION");
    const max = await radfi.getMaxWithdrawable(withdraw, call);
    assert.ok(max.ok);
    const tooMuch = await radfi.withdrawToUser(
      { ...withdraw, amount: BigInt(max.value.maxSatsAmt + 1) },
      call,
    );
    assert.ok(!tooMuch.ok && tooMuch.error.context.exchangeCode === "INSUFFICIENT_FUNDS");
    const all = await radfi.withdrawToUser({ ...withdraw, amount: BigInt(max.value.maxSatsAmt) }, call);
    assert.ok(all.ok, all.ok ? "" : all.error.message);
  });
});

Deno.test("the exchange's transaction routes need the user's own access token: another user's token is 403, none is 401", async () => {
  await withTradingWorld(async ({ radfi, wallet }) => {
    const other = createPrivateKeyBitcoinWallet("02".repeat(32));
    assert.ok(other.ok);
    const mine = await radfi.authenticateWithWallet(wallet);
    const theirs = await radfi.authenticateWithWallet(other.value);
    assert.ok(mine.ok && theirs.ok);
    const withdraw = { userAddress: ADDRESS_1, amount: "10000", tokenId: "0:0", withdrawTo: ADDRESS_1 };
    const forbidden = await radfi.withdrawToUser(withdraw, { accessToken: theirs.value.accessToken });
    assert.ok(!forbidden.ok && forbidden.error.context.status === 403);
    const anonymous = await radfi.getMaxWithdrawable(withdraw);
    assert.ok(!anonymous.ok && anonymous.error.context.status === 401);
  });
});

Deno.test("the trading-wallet methods answer junk arguments with a failure value, never a throw", async () => {
  const refuse = () => Promise.reject(new TypeError("offline"));
  const client = new XSwap({ fetch: refuse });
  const btc = adapterOf(client);
  const radfi = await btc.radfi();
  assert.ok(radfi.ok);
  const junk = [undefined, null, 42, "", {}, [], -1n];
  const calls: [string, (a: unknown) => Promise<{ ok: boolean }>][] = [
    ["getEffectiveWalletAddress", (a) => btc.getEffectiveWalletAddress(a as string, a as undefined)],
    ["getTradingWalletAddress", (a) => btc.getTradingWalletAddress(a as string, a as undefined)],
    ["fundTradingWallet", (a) => btc.fundTradingWallet(a as bigint, a as string, a as never, a as undefined)],
    ["fetchRawTransaction", (a) => btc.fetchRawTransaction(a as string, a as undefined)],
    ["fetchScriptPubKey", (a) => btc.fetchScriptPubKey(a as never, a as undefined)],
    ["authenticate", (a) => radfi.value.authenticate(a as never, a as undefined)],
    ["authenticateWithWallet", (a) => radfi.value.authenticateWithWallet(a as never, a as undefined)],
    ["refreshAccessToken", (a) => radfi.value.refreshAccessToken(a as string, a as undefined)],
    ["getExpiredUtxos", (a) => radfi.value.getExpiredUtxos(a as string, a as undefined, a as undefined)],
    ["getBalance", (a) => radfi.value.getBalance(a as string, a as undefined)],
    ["buildRenewUtxoTransaction", (a) => radfi.value.buildRenewUtxoTransaction(a as never, a as undefined)],
    ["signAndBroadcastRenewUtxo", (a) => radfi.value.signAndBroadcastRenewUtxo(a as never, a as undefined)],
    ["withdrawToUser", (a) => radfi.value.withdrawToUser(a as never, a as undefined)],
    ["signAndBroadcastWithdraw", (a) => radfi.value.signAndBroadcastWithdraw(a as never, a as undefined)],
    ["getMaxWithdrawable", (a) => radfi.value.getMaxWithdrawable(a as never, a as undefined)],
    [
      "checkIfTradingWalletExists",
      (a) => radfi.value.checkIfTradingWalletExists(a as string, a as undefined),
    ],
  ];
  for (const [name, call] of calls) {
    for (const a of junk) {
      const r = await call(a);
      assert.equal(typeof r.ok, "boolean", `${name}(${String(a)})`);
      if (!r.ok) {
        assert.equal(
          (r as unknown as { error: { name: string } }).error.name,
          "ClientError",
          `${name}(${String(a)})`,
        );
      }
    }
  }
});

Deno.test("a simulator snapshot carries the exchange's log-in tokens and pending txs: restored, the pending withdrawal is co-signed with the same access token", async () => {
  await withTradingWorld(async ({ sim, radfi, wallet }) => {
    const auth = await radfi.authenticateWithWallet(wallet);
    assert.ok(auth.ok);
    const call = { accessToken: auth.value.accessToken };
    const withdraw = { userAddress: ADDRESS_1, amount: "30000", tokenId: "0:0", withdrawTo: ADDRESS_1 };
    const built = await radfi.withdrawToUser(withdraw, call);
    assert.ok(built.ok);
    const snapshot = await (await sim.fetch("/__sim/snapshot")).json();
    assert.equal((await sim.fetch("/__sim/reset", { method: "POST", body: "{}" })).status, 200);
    const restored = await sim.fetch("/__sim/restore", { method: "POST", body: JSON.stringify(snapshot) });
    assert.equal(restored.status, 200);
    const signed = await wallet.signPsbt(built.value.base64Psbt, { finalize: false });
    const txid = await radfi.signAndBroadcastWithdraw(
      { userAddress: ADDRESS_1, signedBase64Tx: signed },
      call,
    );
    assert.deepEqual(txid, { ok: true, value: built.value.txId });
  });
});

Deno.test("a log-in access token also drives the swap withdrawal (POST /sodax/transaction) of its user", async () => {
  await withTradingWorld(async ({ radfi, wallet }) => {
    const auth = await radfi.authenticateWithWallet(wallet);
    assert.ok(auth.ok);
    const built = await radfi.createWithdrawTransaction(
      { amount: 10_000n, tokenId: "0:0", sodaxData: "ab".repeat(32) },
      { accessToken: auth.value.accessToken },
    );
    assert.ok(built.ok, built.ok ? "" : built.error.message);
    assert.ok(built.value.userInputIndexes.length > 0);
  });
});
