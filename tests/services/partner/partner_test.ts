/**
 * Partner fees: the golden vector of the claim and offline runs of the balance read and a raw claim against the
 * in-process simulator.
 *
 * Vector: `createIntentAutoSwap(address,address,uint256,uint256)` (selector `0x37f14712`) with (partner `0x…00aa`,
 * token `0x…00c0`, 1000 = `0x3e8`, 900 = `0x384`), four static words.
 * @module
 */
import { strictEqual } from "node:assert/strict";
import { ConfigService } from "../../../core/config/mod.ts";
import { buildClaimCalldata, PartnerService } from "../../../services/partner/mod.ts";
import { simDeps } from "../hub/_sim_deps.ts";

const CLAIM =
  "0x37f1471200000000000000000000000000000000000000000000000000000000000000aa00000000000000000000000000000000000000000000000000000000000000c000000000000000000000000000000000000000000000000000000000000003e80000000000000000000000000000000000000000000000000000000000000384";
const PARTNER = "0x00000000000000000000000000000000000000aa";

Deno.test("buildClaimCalldata() matches its golden vector", () => {
  strictEqual(
    buildClaimCalldata({
      partner: PARTNER,
      token: "0x00000000000000000000000000000000000000c0",
      amount: 1000n,
      minOutputAmount: 900n,
    }),
    CLAIM,
  );
});

Deno.test("fetchBalances() reads the partner's hub balances; claim() returns the raw protocol-intents tx", async () => {
  const { sim, deps } = simDeps();
  try {
    const config = new ConfigService({ ...sim.clientConfig, fee: { address: PARTNER, percentage: 10 } });
    const partner = new PartnerService({ ...deps, config });
    const balances = await partner.fetchBalances();
    if (!balances.ok) throw balances.error;
    strictEqual(balances.value.length > 0, true);
    strictEqual(balances.value.every((b) => b.balance === 10n ** 30n), true);
    const claim = await partner.claim(
      {
        partner: PARTNER,
        token: "0x00000000000000000000000000000000000000c0",
        amount: 1000n,
        minOutputAmount: 900n,
      },
      { raw: true },
    );
    if (!claim.ok) throw claim.error;
    strictEqual(claim.value.tx.data, CLAIM);
    strictEqual(claim.value.tx.to, config.instanceConfig.solver.protocolIntentsContract);
    const none = await new PartnerService(deps).fetchBalances();
    strictEqual(!none.ok && none.error.code, "INVALID_ADDRESS");
  } finally {
    sim.close();
  }
});
