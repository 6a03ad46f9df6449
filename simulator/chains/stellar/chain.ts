/**
 * The Stellar family of the simulator: Soroban JSON-RPC at `/soroban`, the Horizon-like reads at `/horizon`, the
 * sponsoring service at `{prefix}/sponsorships` (sponsor key derived from the seed, rebuilt on reset;
 * activations answer 409 while the fault engine holds pending sequence conflicts), the relay data of
 * connection messages, classic `changeTrust` transactions (`_change_trust.ts`) and the trustline rule of credits
 * (`trustline_credit.ts`); snapshot stores `sponsoring`, `soroban` and `stellarMessages`.
 *
 * @example The family's name
 * ```ts
 * import assert from "node:assert/strict";
 * import { stellarChain } from "./chain.ts";
 * assert.equal(stellarChain.family, "stellar");
 * ```
 * @module
 */
import { forward } from "../../http/forward.ts";
import { createSponsoringApp, type SponsoringSimulator } from "../../sponsoring/mod.ts";
import { type SponsoringSnapshot, sponsoringStore } from "../../sponsoring/sponsoring_store.ts";
import { createRng } from "../../state/rng.ts";
import type { SimStore } from "../../state/sim_store.ts";
import type { ChainDeps, ChainModule, ChainNode } from "../chain_module.ts";
import { jsonRpcTooLarge } from "../../http/body_limits.ts";
import { createStellarMessageLog, type StellarMessageLog } from "./message_log.ts";
import { createStellarRpcApp } from "./rpc_app.ts";
import { applyChangeTrustTx } from "./_change_trust.ts";
import { type ClassicCredit, classicCreditRefusal, creditTrustline } from "./trustline_credit.ts";

/** The Stellar node: its stores, and the public key of the simulated sponsor. */
export type StellarNode =
  & ChainNode<{
    sponsoring: SimStore<SponsoringSnapshot>;
    soroban: ReturnType<typeof createStellarRpcApp>["store"];
    stellarMessages: StellarMessageLog["store"];
  }>
  & {
    /** Public key of the simulated sponsor. */
    sponsorPublicKey(): string;
    /**
     * Why the network would refuse crediting a classic asset to `credit.account` (no account, no trustline, a full
     * line), or `undefined` when it takes it (any other token, a contract holder, room on the line).
     */
    creditRefusal(credit: ClassicCredit): string | undefined;
    /** Books an accepted credit on the account's trustline (Horizon's balance line follows it). */
    credited(credit: ClassicCredit): void;
  };

function sponsoringOf({ clock, faults }: ChainDeps, seed: number): SponsoringSimulator {
  const rng = createRng((seed ^ 0x57e11a) >>> 0);
  return createSponsoringApp({
    now: () => clock.now(),
    random: () => rng.next(),
    injectSequenceConflict: () => faults.takeSequenceConflict(),
  });
}

/** Soroban, Horizon, sponsoring and the message log. */
export const stellarChain: ChainModule<StellarNode> = {
  family: "stellar",
  storeNames: ["sponsoring", "soroban", "stellarMessages"],
  create(deps) {
    const { config, ledger, balances, prefix } = deps;
    let sponsoring = sponsoringOf(deps, deps.seed);
    const messages = createStellarMessageLog();
    const soroban = createStellarRpcApp({
      ledger,
      balances,
      nativeToken: config.chains.stellar.nativeToken,
      assetManager: config.chains.stellar.addresses.assetManager,
      connection: config.chains.stellar.addresses.connection,
      messages,
      classicTx: (tx) => applyChangeTrustTx(tx, sponsoring.ledger, deps.clock.now()),
      accountSequences: {
        get: (id) => sponsoring.ledger.accounts.get(id)?.sequence,
        set: (id, seq) => {
          const account = sponsoring.ledger.accounts.get(id);
          if (account) account.sequence = seq;
        },
      },
    });
    return {
      routes: [
        {
          gateway: true,
          path: "/sponsorships/*",
          method: "all",
          handle: forward(`${prefix}/sponsorships`, () => sponsoring.sponsorshipsApp),
        },
        { path: "/horizon/*", method: "all", handle: forward("/horizon", () => sponsoring.horizonApp) },
        { path: "/soroban", app: soroban, tooLarge: jsonRpcTooLarge },
      ],
      stores: {
        get sponsoring() {
          return sponsoringStore(sponsoring.state);
        },
        soroban: soroban.store,
        stellarMessages: messages.store,
      },
      relayDataOf: (chainId, txHash) => messages.relayDataOf(chainId, txHash),
      reset: (seed) => {
        sponsoring = sponsoringOf(deps, seed);
        soroban.store.reset();
        messages.store.reset();
      },
      sponsorPublicKey: () => sponsoring.sponsorPublicKey,
      creditRefusal: (credit) =>
        classicCreditRefusal(sponsoring.ledger, config.chains.stellar.trustlineConfigs, credit),
      credited: (credit) =>
        creditTrustline(sponsoring.ledger, config.chains.stellar.trustlineConfigs, credit),
    };
  },
};
