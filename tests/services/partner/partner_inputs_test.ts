/**
 * Partner service input and response checks: each bad input is a failed Result with a precise code (phase
 * `validate`), never a throw; unusable preference tuples are `RESPONSE_VALIDATION_FAILED` (phase `lookup`).
 * @module
 */
import { strictEqual } from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { ConfigService } from "../../../core/config/mod.ts";
import { RelayChainIdMap } from "../../../core/chains/mod.ts";
import { PartnerService, toAutoSwapPreferences } from "../../../services/partner/mod.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

const A = (tail: string) => `0x${tail.padStart(40, "0")}`;
const TOKEN = A("c0");

Deno.test("claim() rejects amounts outside uint256 with INVALID_AMOUNT instead of throwing in the encoder", async () => {
  const { sim, deps } = simDeps();
  try {
    const partner = new PartnerService(deps);
    for (const [amount, minOutputAmount] of [[1n << 256n, 0n], [0n, 0n], [1n, -1n], [1n, 1n << 256n]]) {
      const r = await partner.claim({ partner: TEST_USER, token: TOKEN, amount, minOutputAmount }, {
        raw: true,
      });
      strictEqual(!r.ok && r.error.code, "INVALID_AMOUNT");
      strictEqual(!r.ok && r.error.context.phase, "validate");
    }
  } finally {
    sim.close();
  }
});

Deno.test("setSwapPreference() names the bad field: chain, output token, receiver, signer", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const partner = new PartnerService(deps);
    const ok = { partner: TEST_USER, outputToken: TOKEN, dstChainKey: "sonic", dstAddress: TEST_USER };
    const cases: [Record<string, unknown>, string][] = [
      [{ dstChainKey: "nowhere" }, "UNKNOWN_CHAIN_KEY"],
      [{ dstChainKey: "0x2105.base", outputToken: A("1") }, "UNSUPPORTED_TOKEN"],
      [{ dstChainKey: "solana", outputToken: TOKEN }, "UNSUPPORTED_TOKEN"],
      [{ outputToken: "USDC" }, "INVALID_ADDRESS"],
      [{ dstAddress: "not an address" }, "INVALID_ADDRESS"],
      [
        { dstChainKey: "solana", outputToken: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v" },
        "INVALID_ADDRESS",
      ],
      [{ partner: "me" }, "INVALID_ADDRESS"],
    ];
    for (const [patch, code] of cases) {
      const r = await partner.setSwapPreference({ ...ok, ...patch } as typeof ok, { raw: true });
      strictEqual(!r.ok && r.error.code, code, JSON.stringify(patch));
      strictEqual(!r.ok && r.error.context.phase, "validate");
    }
    const noWallet = await partner.setSwapPreference(ok);
    strictEqual(!noWallet.ok && noWallet.error.code, "VALIDATION_FAILED");
    const otherSigner = await partner.setSwapPreference({ ...ok, partner: A("aa") }, {
      walletProvider: wallet("sonic"),
    });
    strictEqual(!otherSigner.ok && otherSigner.error.code, "VALIDATION_FAILED");
    strictEqual(!otherSigner.ok && otherSigner.error.context.field, "walletProvider");
  } finally {
    sim.close();
  }
});

Deno.test("every partner method reports INVALID_CONFIG when solver.protocolIntentsContract is not an address", async () => {
  const { sim, deps } = simDeps();
  try {
    const config = new ConfigService({ ...sim.clientConfig, solver: { protocolIntentsContract: "nope" } });
    const partner = new PartnerService({ ...deps, config });
    const p = { partner: TEST_USER, token: TOKEN };
    const results = [
      await partner.getAutoSwapPreferences({ partner: TEST_USER }),
      await partner.isTokenApproved(p),
      await partner.approveToken(p, { raw: true }),
      await partner.claim({ ...p, amount: 1n }, { raw: true }),
      await partner.setSwapPreference({
        partner: TEST_USER,
        outputToken: TOKEN,
        dstChainKey: "sonic",
        dstAddress: TEST_USER,
      }, {
        raw: true,
      }),
    ];
    for (const r of results) strictEqual(!r.ok && r.error.code, "INVALID_CONFIG");
  } finally {
    sim.close();
  }
});

Deno.test("partner methods never throw on arbitrary input", async () => {
  const { sim, deps } = simDeps();
  try {
    const partner = new PartnerService(deps);
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (input) => {
        const p = input as never;
        for (
          const run of [
            () => partner.fetchBalances(p),
            () => partner.getAutoSwapPreferences(p),
            () => partner.isTokenApproved(p),
            () => partner.approveToken(p, { raw: true }),
            () => partner.claim(p, { raw: true }),
            () => partner.setSwapPreference(p, { raw: true }),
          ]
        ) {
          const r = await run();
          strictEqual(typeof r.ok, "boolean");
        }
      }),
      { numRuns: 40 },
    );
  } finally {
    sim.close();
  }
});

Deno.test("toAutoSwapPreferences() accepts a known relay chain with a 20-byte EVM receiver and refuses the rest", () => {
  const evmIds = Object.entries(RelayChainIdMap).filter(([k]) => k.startsWith("0x") || k === "sonic");
  fc.assert(
    fc.property(
      fc.constantFrom(...evmIds),
      fc.uint8Array({ minLength: 20, maxLength: 20 }),
      ([key, id], bytes) => {
        const dstAddress = `0x${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
        const r = toAutoSwapPreferences({ outputToken: TOKEN, dstChain: id, dstAddress });
        strictEqual(r.ok && r.value.configured && r.value.dstChainKey, key);
      },
    ),
  );
  const known = new Set(Object.values(RelayChainIdMap));
  fc.assert(
    fc.property(fc.bigInt({ min: 1n, max: (1n << 256n) - 1n }), (id) => {
      fc.pre(!known.has(id));
      const r = toAutoSwapPreferences({ outputToken: TOKEN, dstChain: id, dstAddress: TOKEN });
      strictEqual(!r.ok && r.error.code, "RESPONSE_VALIDATION_FAILED");
      strictEqual(!r.ok && r.error.context.field, "dstChain");
    }),
  );
  const base = { outputToken: TOKEN, dstChain: 30n, dstAddress: TOKEN };
  const bad: [Record<string, unknown>, string][] = [
    [{ outputToken: A("0") }, "outputToken"],
    [{ outputToken: "0x12" }, "outputToken"],
    [{ dstAddress: `0x${"11".repeat(32)}` }, "dstAddress"],
    [{ dstAddress: "0x" }, "dstAddress"],
    [{ dstChain: 1n, dstAddress: "0x" }, "dstAddress"],
    [{ dstChain: 1n, dstAddress: "0x123" }, "dstAddress"],
    [{ dstChain: "30" }, "dstChain"],
  ];
  for (const [patch, field] of bad) {
    const r = toAutoSwapPreferences({ ...base, ...patch } as typeof base);
    strictEqual(!r.ok && r.error.code, "RESPONSE_VALIDATION_FAILED", Object.keys(patch).join());
    strictEqual(!r.ok && r.error.context.field, field);
    strictEqual(!r.ok && r.error.context.phase, "lookup");
  }
  strictEqual(toAutoSwapPreferences(null as never).ok, false);
});
