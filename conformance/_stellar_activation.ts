/**
 * SPEC's sponsored Stellar activation over HTTP, for the platform SDK's Stellar account (that SDK has no
 * sponsoring client, so the suite builds the envelope with the Stellar SDK it depends on).
 * @module
 */
import assert from "node:assert/strict";

/**
 * SPEC's sponsored Stellar activation over HTTP (sponsor config, then the envelope signed by the new account):
 * begin-sponsoring, create-account, end-sponsoring, sourced by the sponsor at its next sequence.
 */
export async function activateStellarAccount(
  // deno-lint-ignore no-explicit-any
  S: any,
  sim: { origin: string; apiKey: string; options: { sodax: { backendApiConfig: { baseURL: string } } } },
  // deno-lint-ignore no-explicit-any
  keypair: any,
): Promise<void> {
  const gateway = sim.options.sodax.backendApiConfig.baseURL.replace(/\/be$/, "");
  const headers = { "content-type": "application/json", "x-api-key": sim.apiKey };
  const configRes = await fetch(`${gateway}/sponsorships/stellar/config`, { headers });
  assert.equal(configRes.status, 200);
  const config = await configRes.json();
  const sponsor = await (await fetch(`${sim.origin}/horizon/accounts/${config.sponsorAccount}`)).json();
  const user = keypair.publicKey();
  const tx = new S.TransactionBuilder(new S.Account(config.sponsorAccount, sponsor.sequence), {
    fee: config.fee.min,
    networkPassphrase: config.networkPassphrase,
    timebounds: config.timeBounds,
  })
    .addOperation(S.Operation.beginSponsoringFutureReserves({ sponsoredId: user }))
    .addOperation(S.Operation.createAccount({ destination: user, startingBalance: config.startingBalance }))
    .addOperation(S.Operation.endSponsoringFutureReserves({ source: user }))
    .build();
  tx.sign(keypair);
  const res = await fetch(`${gateway}/sponsorships/stellar/accounts`, {
    method: "POST",
    headers,
    body: JSON.stringify({ data: tx.toXDR() }),
  });
  const body = await res.json();
  assert.equal(res.status, 200, JSON.stringify(body));
  assert.equal(body.alreadyActive, false);
}
