/**
 * The exchange signature and the clock (the flake of the trading-wallet swap in `exchange_test.ts`: a 401
 * `SIGNATURE_EXPIRED` when the tests ran in parallel). `createHmacExchangeSigner` used to read the clock, then
 * await WebCrypto (`importKey`, `sign`), whose first use in a process completes on later event-loop turns; the
 * swap tests' virtual clock advances 50 ms per turn while anything is pending, so the first exchange request's
 * signature was already 14.85 s old when it reached the simulated exchange on an idle machine, and more than the
 * 60 s validity on a loaded one. The signer now computes the HMAC synchronously; these tests pin that with
 * virtual time and a WebCrypto made slow (each call waits a real 5 ms first), which fails the old signer
 * deterministically.
 *
 * Vectors: the expected signatures are computed here with WebCrypto (`crypto.subtle.sign`), an implementation
 * independent of the signer's `@noble/hashes`.
 */
import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import { createExchangeClient } from "../../../chains/bitcoin/exchange_client.ts";
import { createHmacExchangeSigner } from "../../../chains/bitcoin/hmac_exchange_signer.ts";
import { createPrivateKeyBitcoinWallet } from "../../../chains/bitcoin/wallet_private_key.ts";
import {
  SIM_EXCHANGE_ACCESS_TOKEN,
  SIM_EXCHANGE_SECRET_WORD,
} from "../../../simulator/chains/bitcoin/exchange_app.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { ADDRESS_1, KEY_1 } from "./_fixture.ts";

/** The real `setTimeout`, captured before any test installs fake timers. */
const realSetTimeout = globalThis.setTimeout;

/** Runs `fn` with `crypto.subtle.importKey` and `sign` waiting a real 5 ms first (a cold or loaded WebCrypto). */
async function withSlowWebCrypto<T>(fn: () => Promise<T>): Promise<T> {
  const subtle = crypto.subtle as unknown as Record<string, unknown>;
  const slow = (name: "importKey" | "sign") => {
    const real = crypto.subtle[name].bind(crypto.subtle) as (...args: unknown[]) => Promise<unknown>;
    subtle[name] = (...args: unknown[]) =>
      new Promise((resolve) => realSetTimeout(resolve, 5)).then(() => real(...args));
  };
  slow("importKey");
  slow("sign");
  try {
    return await fn();
  } finally {
    delete subtle.importKey;
    delete subtle.sign;
  }
}

async function webCryptoHmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

Deno.test("the HMAC exchange signer signs the timestamp with the secret word (WebCrypto's HMAC-SHA256)", async () => {
  for (
    const [secret, at] of [["sim-exchange-secret", 1_700_000_000_000], ["word", 0], ["ü-secret", 42]] as const
  ) {
    const sign = createHmacExchangeSigner({ secretWord: secret, now: () => at });
    const headers = await sign({ method: "GET", path: "/x" });
    assert.deepEqual(headers, {
      "x-api-timestamp": String(at),
      "x-api-signature": await webCryptoHmac(secret, String(at)),
    });
  }
});

Deno.test("the HMAC exchange signer's headers are ready before the next event-loop turn, whatever WebCrypto's speed", async () => {
  await withSlowWebCrypto(async () => {
    const sign = createHmacExchangeSigner({ secretWord: SIM_EXCHANGE_SECRET_WORD, now: () => 5 });
    let headers: Record<string, string> | undefined;
    void sign({ method: "GET", path: "/" }).then((h) => (headers = h));
    for (let i = 0; i < 5 && headers === undefined; i++) await Promise.resolve();
    assert.equal(headers?.["x-api-timestamp"], "5", "resolved within the microtask queue");
  });
});

Deno.test("the HMAC exchange signer reads the clock in force at each request (fake timers installed after it)", async () => {
  const sign = createHmacExchangeSigner({ secretWord: SIM_EXCHANGE_SECRET_WORD });
  const clock = FakeTimers.install({ now: 1_234_000, toFake: ["Date"] });
  try {
    assert.equal((await sign({ method: "GET", path: "/" }))["x-api-timestamp"], "1234000");
  } finally {
    clock.uninstall();
  }
});

Deno.test("an exchange request is accepted when virtual time jumps 61 s at the first event-loop turn after it starts", async () => {
  await withSlowWebCrypto(async () => {
    const clock = FakeTimers.install({
      now: 1_700_000_000_000,
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    });
    const sim = createSimulatorApp({ preset: "instant", seed: 7 });
    try {
      const exchange = createExchangeClient(`${sim.urls.origin}/bitcoin/exchange`, {
        fetch: sim.fetch,
        signRequest: createHmacExchangeSigner({ secretWord: SIM_EXCHANGE_SECRET_WORD }),
      });
      const wallet = createPrivateKeyBitcoinWallet(KEY_1);
      if (!wallet.ok) throw wallet.error;
      const publicKey = await wallet.value.getPublicKey();
      const created = exchange.createTradingWallet(
        { walletAddress: ADDRESS_1, publicKey },
        { accessToken: SIM_EXCHANGE_ACCESS_TOKEN },
      );
      // The test harnesses' virtual clock moves whenever control leaves the microtask queue: past the signature's
      // 60 s validity at the first such turn.
      realSetTimeout(() => clock.tick(61_000), 0);
      let r: Awaited<typeof created> | undefined;
      void created.then((v) => (r = v));
      while (r === undefined) await new Promise((resolve) => realSetTimeout(resolve, 1));
      assert.ok(r.ok, r.ok ? "" : JSON.stringify(r.error.toJSON()));
      assert.match(r.value.tradingAddress, /^bc1q/);
      assert.ok(clock.now >= 1_700_000_061_000, "the clock did jump");
    } finally {
      sim.close();
      clock.uninstall();
    }
  });
});
