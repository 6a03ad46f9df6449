/**
 * The simulator's trading-wallet routes are strict: the exchange's log-in and transaction routes and its UTXO
 * service answer bad input with a JSON 4xx `{code, message}`, never a 500 or a hang.
 */
import assert from "node:assert/strict";
import { createHmacExchangeSigner } from "../../../chains/bitcoin/hmac_exchange_signer.ts";
import { createPrivateKeyBitcoinWallet } from "../../../chains/bitcoin/wallet_private_key.ts";
import { SIM_EXCHANGE_SECRET_WORD } from "../../../simulator/chains/bitcoin/exchange_app.ts";
import { createSimulatorApp, type SimulatorApp } from "../../../simulator/mod.ts";
import { ADDRESS_1, KEY_1 } from "./_fixture.ts";

const sign = createHmacExchangeSigner({ secretWord: SIM_EXCHANGE_SECRET_WORD });

async function post(sim: SimulatorApp, path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    ...await sign({ method: "POST", path }),
    ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
  };
  const res = await sim.fetch(`/bitcoin/exchange${path}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() as { code?: string; data?: Record<string, unknown> } };
}

async function withSim(run: (sim: SimulatorApp, token: string) => Promise<void>): Promise<void> {
  const sim = createSimulatorApp({ preset: "instant" });
  try {
    const wallet = createPrivateKeyBitcoinWallet(KEY_1);
    assert.ok(wallet.ok);
    const message = `Login to Radfi via Sodax: ${Date.now()}`;
    const auth = await post(sim, "/auth/authenticate", {
      message,
      signature: await wallet.value.signMessage!(message, "bip322-simple"),
      address: ADDRESS_1,
      publicKey: await wallet.value.getPublicKey(),
    });
    assert.equal(auth.status, 200);
    await run(sim, String(auth.body.data?.accessToken));
  } finally {
    sim.close();
  }
}

Deno.test("the simulated exchange refuses malformed log-in, refresh and transaction bodies with a JSON 400", async () => {
  await withSim(async (sim, token) => {
    const cases: [string, unknown, string | undefined, string][] = [
      ["/auth/authenticate", "not json", undefined, "INVALID_REQUEST"],
      [
        "/auth/authenticate",
        { message: "hi", signature: "x", address: ADDRESS_1, publicKey: "02" },
        undefined,
        "INVALID_MESSAGE",
      ],
      ["/auth/refresh-token", {}, undefined, "INVALID_REQUEST"],
      ["/transactions", { type: "swap", params: {} }, token, "INVALID_REQUEST"],
      [
        "/transactions",
        { type: "renew-utxo", params: { userAddress: ADDRESS_1, txIdVouts: [] } },
        token,
        "INVALID_REQUEST",
      ],
      [
        "/transactions",
        { type: "renew-utxo", params: { userAddress: ADDRESS_1, txIdVouts: ["zz:0"] } },
        token,
        "INVALID_REQUEST",
      ],
      [
        "/transactions",
        {
          type: "withdraw",
          params: { userAddress: ADDRESS_1, amount: "12", tokenId: "0:0", withdrawTo: ADDRESS_1 },
        },
        token,
        "INVALID_AMOUNT",
      ],
      [
        "/transactions",
        {
          type: "withdraw",
          params: { userAddress: ADDRESS_1, amount: "1000", tokenId: "0:0", withdrawTo: "nope" },
        },
        token,
        "INVALID_ADDRESS",
      ],
      [
        "/transactions",
        {
          type: "withdraw",
          params: { userAddress: ADDRESS_1, amount: "1000", tokenId: "840:1", withdrawTo: ADDRESS_1 },
        },
        token,
        "UNSUPPORTED_TOKEN",
      ],
      [
        "/transactions/sign",
        { type: "withdraw", params: { userAddress: ADDRESS_1, signedBase64Tx: "AAAA" } },
        token,
        "INVALID_SIGNED_TX",
      ],
      [
        "/transactions/max-spent",
        { type: "renew-utxo", params: { userAddress: ADDRESS_1 } },
        token,
        "INVALID_REQUEST",
      ],
    ];
    for (const [path, body, auth, code] of cases) {
      const res = await post(sim, path, body, auth);
      assert.equal(res.status, 400, `${path} ${JSON.stringify(body)}`);
      assert.equal(res.body.code, code, `${path} ${JSON.stringify(body)}`);
    }
  });
});

Deno.test("renewing an output that has not expired, or one the trading wallet does not own, is a JSON 400", async () => {
  await withSim(async (sim, token) => {
    const details = await sim.fetch(`/bitcoin/exchange/wallets/details/${ADDRESS_1}`, {
      headers: await sign({ method: "GET", path: `/wallets/details/${ADDRESS_1}` }),
    });
    const trading = (await details.json()).data.tradingAddress as string;
    const utxos: { txid: string; vout: number }[] =
      await (await sim.fetch(`/bitcoin/api/address/${trading}/utxo`))
        .json();
    const live = `${utxos[0]!.txid}:${utxos[0]!.vout}`;
    const notExpired = await post(sim, "/transactions", {
      type: "renew-utxo",
      params: { userAddress: ADDRESS_1, txIdVouts: [live] },
    }, token);
    assert.deepEqual([notExpired.status, notExpired.body.code], [400, "UTXO_NOT_EXPIRED"]);
    const foreign = await post(sim, "/transactions", {
      type: "renew-utxo",
      params: { userAddress: ADDRESS_1, txIdVouts: [`${"ab".repeat(32)}:0`] },
    }, token);
    assert.deepEqual([foreign.status, foreign.body.code], [400, "UTXO_NOT_FOUND"]);
  });
});

Deno.test("the simulated UTXO service refuses a missing or malformed address, a flag other than true/false and a bad page with a JSON 400", async () => {
  const sim = createSimulatorApp({ preset: "instant" });
  try {
    for (
      const query of [
        "/utxos",
        "/utxos?address_eq=nope",
        `/utxos?address_eq=${ADDRESS_1}&isSpent_eq=maybe`,
        `/utxos?address_eq=${ADDRESS_1}&page=0`,
        `/utxos?address_eq=${ADDRESS_1}&pageSize=5000`,
        "/wallets/balance",
        "/wallets/balance?address=nope",
      ]
    ) {
      const res = await sim.fetch(`/bitcoin/ums${query}`);
      assert.equal(res.status, 400, query);
      assert.equal(typeof (await res.json()).code, "string", query);
    }
    const ok = await sim.fetch(`/bitcoin/ums/utxos?address_eq=${ADDRESS_1}&isSpent_eq=false`);
    const page = await ok.json();
    assert.equal(page.data.length, 1);
    assert.equal(page.data[0].satoshi, 100_000_000);
  } finally {
    sim.close();
  }
});
