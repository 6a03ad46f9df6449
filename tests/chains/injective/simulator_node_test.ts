/**
 * The simulator's Injective REST node at `/injective`: malformed input is a JSON 4xx with a message (never a 500),
 * a tampered signature or a wrong sequence is refused at CheckTx and not indexed, the route is in the OpenAPI
 * document and in `clientOptionsForSimulator`, and the shared fault layer and request log apply to it.
 */
import assert from "node:assert/strict";
import { CosmosTxV1Beta1TxPb } from "@injectivelabs/sdk-ts/core/tx";
import { uint8ArrayToBase64 } from "@injectivelabs/sdk-ts/utils";
import { PrivateKey } from "@injectivelabs/sdk-ts/core/accounts";
import { buildInjectiveDepositRequest } from "../../../chains/injective/execute_msg.ts";
import { buildInjectiveSignDoc } from "../../../chains/injective/execute_tx.ts";
import { clientOptionsForSimulator, createSimulatorApp } from "../../../simulator/mod.ts";
import { INJECTIVE_CONFIG, USER, USER_KEY } from "./_fixture.ts";

const KEY = PrivateKey.fromHex(USER_KEY);

function signedDeposit(options: { sequence: number; accountNumber: number; tamper?: boolean }): string {
  const request = buildInjectiveDepositRequest({
    assetManager: INJECTIVE_CONFIG.addresses.assetManager!,
    token: "inj",
    amount: 5n,
    hubWallet: `0x${"11".repeat(20)}`,
    payload: "0x",
  });
  const tx = buildInjectiveSignDoc(USER, request, {
    publicKey: KEY.toPublicKey().toBase64(),
    accountNumber: options.accountNumber,
    sequence: options.sequence,
  });
  const signature = KEY.sign(tx.signBytes);
  if (options.tamper) signature[5] = signature[5]! ^ 1;
  const raw = CosmosTxV1Beta1TxPb.TxRaw.create({
    bodyBytes: tx.txRaw.bodyBytes,
    authInfoBytes: tx.txRaw.authInfoBytes,
    signatures: [signature],
  });
  return uint8ArrayToBase64(CosmosTxV1Beta1TxPb.TxRaw.toBinary(raw));
}

async function post(sim: ReturnType<typeof createSimulatorApp>, body: string): Promise<Response> {
  return await sim.fetch("/injective/cosmos/tx/v1beta1/txs", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
}

Deno.test("malformed broadcasts and lookups are JSON 4xx with a message", async () => {
  const sim = createSimulatorApp({ clock: "system" });
  try {
    for (
      const [res, status] of [
        [await post(sim, "{"), 400],
        [await post(sim, JSON.stringify({ tx_bytes: 5 })), 400],
        [await post(sim, JSON.stringify({ tx_bytes: "%%%" })), 400],
        [await sim.fetch("/injective/cosmos/tx/v1beta1/txs/xyz"), 400],
        [await sim.fetch(`/injective/cosmos/tx/v1beta1/txs/${"AB".repeat(32)}`), 404],
        [await sim.fetch("/injective/cosmos/bank/v1beta1/balances/inj1nope/by_denom?denom=inj"), 400],
        [await sim.fetch(`/injective/cosmos/bank/v1beta1/balances/${USER}/by_denom`), 400],
        [await sim.fetch("/injective/cosmos/auth/v1beta1/accounts/0x12"), 400],
        [await sim.fetch("/injective/cosmos/nothing"), 404],
      ] as const
    ) {
      assert.equal(res.status, status, res.url);
      const body = await res.json();
      assert.equal(typeof body.message, "string");
    }
  } finally {
    sim.close();
  }
});

Deno.test("garbage tx bytes are refused at CheckTx with code 2 and not indexed", async () => {
  const sim = createSimulatorApp({ clock: "system" });
  try {
    const res = await post(sim, JSON.stringify({ tx_bytes: "AQID", mode: "BROADCAST_MODE_SYNC" }));
    const { tx_response } = await res.json();
    assert.equal(tx_response.code, 2);
    const lookup = await sim.fetch(`/injective/cosmos/tx/v1beta1/txs/${tx_response.txhash}`);
    assert.equal(lookup.status, 404);
    await lookup.body?.cancel();
  } finally {
    sim.close();
  }
});

Deno.test("a tampered signature is refused (code 4), a wrong sequence too (code 32); the right one is indexed", async () => {
  const sim = createSimulatorApp({ clock: "system" });
  try {
    const account = await (await sim.fetch(`/injective/cosmos/auth/v1beta1/accounts/${USER}`)).json();
    const accountNumber = Number(account.account.base_account.account_number);
    const tampered = await (await post(
      sim,
      JSON.stringify({ tx_bytes: signedDeposit({ sequence: 0, accountNumber, tamper: true }) }),
    )).json();
    assert.equal(tampered.tx_response.code, 4);
    const wrongSeq =
      await (await post(sim, JSON.stringify({ tx_bytes: signedDeposit({ sequence: 3, accountNumber }) })))
        .json();
    assert.equal(wrongSeq.tx_response.code, 32);
    const good =
      await (await post(sim, JSON.stringify({ tx_bytes: signedDeposit({ sequence: 0, accountNumber }) })))
        .json();
    assert.equal(good.tx_response.code, 0);
    const indexed = await (await sim.fetch(`/injective/cosmos/tx/v1beta1/txs/${good.tx_response.txhash}`))
      .json();
    assert.equal(indexed.tx_response.code, 0);
    assert.ok(sim.ledger.getSpokeTx("injective-1", good.tx_response.txhash)?.deposit);
  } finally {
    sim.close();
  }
});

Deno.test("the Injective routes are in the OpenAPI document and the simulator client options", async () => {
  const sim = createSimulatorApp({ clock: "system" });
  try {
    const doc = await (await sim.fetch("/v1/openapi.json")).json();
    assert.ok("/injective/cosmos/tx/v1beta1/txs" in doc.paths);
    assert.ok("/injective/cosmos/bank/v1beta1/balances/{address}/by_denom" in doc.paths);
    const options = clientOptionsForSimulator("http://127.0.0.1:8787");
    assert.deepEqual(options.chains?.["injective-1"], { rpcUrl: "http://127.0.0.1:8787/injective" });
  } finally {
    sim.close();
  }
});

Deno.test("faults and the request log apply to the Injective routes", async () => {
  const sim = createSimulatorApp({ clock: "system" });
  try {
    sim.setFaults({
      schedules: [{ route: "GET /injective/cosmos/bank/v1beta1/balances/*", fault: "error5xx", status: 502 }],
    });
    const url = `/injective/cosmos/bank/v1beta1/balances/${USER}/by_denom?denom=inj`;
    const failed = await sim.fetch(url);
    assert.equal(failed.status, 502);
    await failed.body?.cancel();
    const ok = await sim.fetch(url);
    assert.equal(ok.status, 200);
    await ok.body?.cancel();
    const logged = sim.requests().filter((e) => e.path.startsWith("/injective/"));
    assert.equal(logged.length, 2);
  } finally {
    sim.close();
  }
});
