/**
 * Partner fees: golden calldata vectors of every partner write and read, and offline runs against the in-process
 * simulator (balances, preferences set then read back, approval, claim).
 *
 * How each vector was derived (signatures confirmed against the reference client's ABI, SDKS
 * `packages/sdk/src/shared/abis/protocolIntents.abi.ts`, and `PartnerFeeClaimService.ts` for argument meaning;
 * selectors are `keccak256(signature)[0..4]`, words are 32-byte big-endian, addresses left-padded):
 * - CLAIM: `createIntentAutoSwap(address,address,uint256,uint256)` = `0x37f14712`, then four static words: partner
 *   `0x…00aa`, token `0x…00c0`, amount 1000 = `0x3e8`, minOutputAmount 900 = `0x384`.
 * - SET_PREFS: `setAutoSwapPreferences(address,uint256,bytes)` = `0xbdef426c`, then outputToken `0x…00c0`, dstChain
 *   30 = `0x1e` (Base's relay chain id), the offset of the `bytes` tail `0x60` (three head words), its length
 *   `0x14` (20 bytes: an EVM receiver is its 20 address bytes) and the bytes `0x…00aa` right-padded to a word.
 * - GET_PREFS: `getAutoSwapPreferences(address)` = `0x62848768`, then user `0x…00aa`.
 * - PREFS_RETURN: the return data of GET_PREFS for the SET_PREFS values: a dynamic tuple, so an outer offset
 *   `0x20`, then the tuple's head (outputToken, dstChain, inner offset `0x60`) and the `bytes` tail as above.
 * - APPROVE: ERC-20 `approve(address,uint256)` = `0x095ea7b3`, spender the packaged protocol intents contract
 *   `0xaFf2EDb3…73A5` (docs/wire_inventory.md#hub-addresses), amount `2^256 - 1` (the reference
 *   approves the maximum).
 * @module
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { decodeFunctionResult, encodeFunctionData, getAddress } from "viem";
import { ConfigService } from "../../../core/config/mod.ts";
import { protocolIntentsAbi } from "../../../core/abis/protocol_intents.ts";
import {
  buildClaimCalldata,
  buildSetAutoSwapPreferencesCalldata,
  PartnerService,
  toAutoSwapPreferences,
} from "../../../services/partner/mod.ts";
import { HubProvider } from "../../../chains/hub/hub_provider.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";

const W = (hex: string) => hex.padStart(64, "0");
const A = (tail: string) => `0x${tail.padStart(40, "0")}` as const;
const PARTNER = A("aa");
const TOKEN = A("c0");
const CLAIM = `0x37f14712${W("aa")}${W("c0")}${W("3e8")}${W("384")}`;
const SET_PREFS = `0xbdef426c${W("c0")}${W("1e")}${W("60")}${W("14")}${
  "aa".padStart(40, "0").padEnd(64, "0")
}`;
const GET_PREFS = `0x62848768${W("aa")}`;
const PREFS_RETURN = `0x${W("20")}${W("c0")}${W("1e")}${W("60")}${W("14")}${
  "aa".padStart(40, "0").padEnd(64, "0")
}`;
const PROTOCOL_INTENTS = "0xaFf2EDb3057ed6f9C1dA6c930b8ddDf2beE573A5";
const APPROVE = `0x095ea7b3${W("aff2edb3057ed6f9c1da6c930b8dddf2bee573a5")}${"f".repeat(64)}`;
const BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
const BASE_USDC_HUB = "0x72E852545B024ddCbc5b70C1bCBDAA025164259C";

Deno.test("buildClaimCalldata() matches its golden vector", () => {
  strictEqual(
    buildClaimCalldata({ partner: PARTNER, token: TOKEN, amount: 1000n, minOutputAmount: 900n }),
    CLAIM,
  );
});

Deno.test("buildSetAutoSwapPreferencesCalldata() matches its golden vector", () => {
  strictEqual(
    buildSetAutoSwapPreferencesCalldata({ outputToken: TOKEN, dstChain: 30n, dstAddress: PARTNER }),
    SET_PREFS,
  );
});

Deno.test("getAutoSwapPreferences calldata and return data match their golden vectors", () => {
  strictEqual(
    encodeFunctionData({ abi: protocolIntentsAbi, functionName: "getAutoSwapPreferences", args: [PARTNER] }),
    GET_PREFS,
  );
  const raw = decodeFunctionResult({
    abi: protocolIntentsAbi,
    functionName: "getAutoSwapPreferences",
    data: PREFS_RETURN as `0x${string}`,
  });
  deepStrictEqual(toAutoSwapPreferences(raw), {
    ok: true,
    value: {
      configured: true,
      outputToken: getAddress(TOKEN),
      dstChainKey: "0x2105.base",
      dstAddress: PARTNER,
    },
  });
});

Deno.test("approveToken() builds the unlimited approval of the protocol intents contract (golden vector)", async () => {
  const { sim, deps } = simDeps();
  try {
    const r = await new PartnerService(deps).approveToken({ partner: PARTNER, token: TOKEN }, { raw: true });
    if (!r.ok) throw r.error;
    deepStrictEqual(r.value, { kind: "raw", tx: { from: PARTNER, to: TOKEN, value: 0n, data: APPROVE } });
    strictEqual(deps.config.instanceConfig.solver.protocolIntentsContract, PROTOCOL_INTENTS);
  } finally {
    sim.close();
  }
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
    const claim = await partner.claim({
      partner: PARTNER,
      token: TOKEN,
      amount: 1000n,
      minOutputAmount: 900n,
    }, {
      raw: true,
    });
    if (!claim.ok) throw claim.error;
    deepStrictEqual(claim.value, {
      kind: "raw",
      tx: { from: PARTNER, to: PROTOCOL_INTENTS, value: 0n, data: CLAIM },
    });
    const none = await new PartnerService(deps).fetchBalances();
    strictEqual(!none.ok && none.error.code, "INVALID_ADDRESS");
  } finally {
    sim.close();
  }
});

Deno.test("setSwapPreference() sent on the hub is read back by getAutoSwapPreferences()", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const partner = new PartnerService(deps);
    const before = await partner.getAutoSwapPreferences({ partner: TEST_USER });
    deepStrictEqual(before, { ok: true, value: { configured: false } });
    const set = await partner.setSwapPreference({
      partner: TEST_USER,
      outputToken: BASE_USDC,
      dstChainKey: "0x2105.base",
      dstAddress: PARTNER,
    }, { walletProvider: wallet("sonic") });
    if (!set.ok) throw set.error;
    strictEqual(set.value.kind, "sent");
    strictEqual(
      set.value.tx.data,
      buildSetAutoSwapPreferencesCalldata({
        outputToken: BASE_USDC_HUB,
        dstChain: 30n,
        dstAddress: PARTNER,
      }),
    );
    const after = await partner.getAutoSwapPreferences({ partner: TEST_USER });
    deepStrictEqual(after, {
      ok: true,
      value: {
        configured: true,
        outputToken: BASE_USDC_HUB,
        dstChainKey: "0x2105.base",
        dstAddress: PARTNER,
      },
    });
    const other = await partner.getAutoSwapPreferences({ partner: PARTNER });
    deepStrictEqual(other, { ok: true, value: { configured: false } });
  } finally {
    sim.close();
  }
});

Deno.test("setSwapPreference() to Solana resolves the Solana token's hub asset and encodes the 32-byte receiver", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const partner = new PartnerService(deps);
    const set = await partner.setSwapPreference({
      partner: TEST_USER,
      outputToken: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
      dstChainKey: "solana",
      dstAddress: "11111111111111111111111111111111",
    }, { walletProvider: wallet("sonic") });
    if (!set.ok) throw set.error;
    const read = await partner.getAutoSwapPreferences({ partner: TEST_USER });
    deepStrictEqual(read, {
      ok: true,
      value: {
        configured: true,
        outputToken: "0xC3f020057510ffE10Ceb882e1B48238b43d78a5e",
        dstChainKey: "solana",
        dstAddress: `0x${"0".repeat(64)}`,
      },
    });
  } finally {
    sim.close();
  }
});

Deno.test("claim() refuses the preferred output token and sends any other after approval", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const partner = new PartnerService(deps);
    const walletProvider = wallet("sonic");
    const set = await partner.setSwapPreference({
      partner: TEST_USER,
      outputToken: BASE_USDC,
      dstChainKey: "0x2105.base",
      dstAddress: TEST_USER,
    }, { walletProvider });
    if (!set.ok) throw set.error;
    const same = await partner.claim({ partner: TEST_USER, token: BASE_USDC_HUB, amount: 5n }, {
      walletProvider,
    });
    strictEqual(!same.ok && same.error.code, "VALIDATION_FAILED");
    strictEqual(!same.ok && same.error.context.field, "token");
    const approved = await partner.isTokenApproved({ partner: TEST_USER, token: TOKEN });
    deepStrictEqual(approved, { ok: true, value: false }, "allowances start at zero");
    const approval = await partner.approveToken({ partner: TEST_USER, token: TOKEN, amount: 10n }, {
      walletProvider,
    });
    strictEqual(approval.ok && approval.value.kind, "sent");
    deepStrictEqual(await partner.isTokenApproved({ partner: TEST_USER, token: TOKEN, amount: 10n }), {
      ok: true,
      value: true,
    });
    const claim = await partner.claim({ partner: TEST_USER, token: TOKEN, amount: 5n }, { walletProvider });
    if (!claim.ok) throw claim.error;
    strictEqual(claim.value.kind, "sent");
    strictEqual(claim.value.kind === "sent" && /^0x[0-9a-f]{64}$/.test(claim.value.txHash), true);
  } finally {
    sim.close();
  }
});

Deno.test("isTokenApproved() calls the hub's native coin approved without a read; approveToken() refuses it", async () => {
  const { sim, deps } = simDeps();
  try {
    const hub = new HubProvider(() => deps.config.instanceConfig.hub, {
      fetch: () => Promise.reject(new Error("no I/O expected")),
    });
    const partner = new PartnerService({ ...deps, hub });
    const native = "0x0000000000000000000000000000000000000000";
    deepStrictEqual(await partner.isTokenApproved({ partner: PARTNER, token: native }), {
      ok: true,
      value: true,
    });
    const approve = await partner.approveToken({ partner: PARTNER, token: native }, { raw: true });
    strictEqual(!approve.ok && approve.error.code, "UNSUPPORTED_TOKEN");
  } finally {
    sim.close();
  }
});
