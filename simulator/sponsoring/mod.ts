/**
 * The simulator's Stellar sponsoring service: sponsor config, sponsored activation, docs, and a Horizon-like
 * ledger read with control routes to fund accounts and add trustlines.
 *
 * @example Mount under a gateway
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { createSponsoringApp } from "./mod.ts";
 * const sim = createSponsoringApp({ now: () => 1_700_000_000_000 });
 * const gateway = new Hono().route("/v1/sponsorships", sim.sponsorshipsApp).route("/horizon", sim.horizonApp);
 * const res = await gateway.request("/v1/sponsorships/docs");
 * assert.ok(res.status === 200);
 * await res.body?.cancel();
 * ```
 * @module
 */
export {
  type ApiKeyVerdict,
  createSponsoringApp,
  jsonFallbacks,
  SIM_SPONSOR_BALANCE_STROOPS,
  type SponsoringAppOptions,
  type SponsoringSimulator,
  type SponsoringState,
} from "./app.ts";
export { createHorizonApp } from "./horizon_app.ts";
export { sponsoringOpenApi } from "./docs.ts";
export {
  addTrustline,
  createStellarLedger,
  fundAccount,
  type LedgerRejection,
  openAccount,
  type OpenAccountInput,
  type SimStellarAccount,
  type SimTrustline,
  spendableStroops,
  type StellarLedger,
  toHorizonAccount,
} from "./ledger.ts";
export { createSponsorKeypair } from "./sponsor_keypair.ts";
export {
  type ActivationRejection,
  type ActivationRules,
  type VerifiedActivation,
  verifyActivationEnvelope,
} from "./verify_envelope.ts";
