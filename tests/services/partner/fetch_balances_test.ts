// partners.fetchBalances as the platform's PartnerFeeClaimService.fetchAssetsBalances reads (icon-project/
// sodax-sdks packages/sdk/src/partner/PartnerFeeClaimService.ts): every chain's packaged tokens' hub assets,
// deduplicated, through Multicall3 aggregate3 chunked as viem's multicall chunks (1,024 calldata bytes).
import assert from "node:assert/strict";
import { type Address, decodeFunctionData, encodeAbiParameters, erc20Abi, type Hex, isAddress } from "viem";
import { ConfigService } from "../../../core/config/mod.ts";
import { ok } from "../../../core/result.ts";
import { MULTICALL3_ADDRESS } from "../../../core/abis/multicall3.ts";
import { fetchPartnerBalances } from "../../../services/partner/fetch_balances.ts";
import type { ServiceDeps } from "../../../services/deps/service_deps.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";
import { HubProvider } from "../../../chains/hub/hub_provider.ts";

const PARTNER: Address = "0x2222222222222222222222222222222222222222";
type Batch = readonly { target: Address; allowFailure: boolean; callData: Hex }[];

/** A hub whose Multicall3 answers each balanceOf with `answer(target)`; records every batch. */
function stubHub(answer: (target: Address) => { success: boolean; returnData: Hex }) {
  const batches: Batch[] = [];
  const to: string[] = [];
  const hub = {
    readContract: (params: { address: Address; functionName: string; args: readonly unknown[] }) => {
      to.push(params.address);
      const batch = params.args[0] as Batch;
      batches.push(batch);
      return Promise.resolve(ok(batch.map((c) => answer(c.target))));
    },
  } as unknown as ServiceDeps["hub"];
  return { hub, batches, to };
}

const word = (v: bigint): Hex => encodeAbiParameters([{ type: "uint256" }], [v]);

Deno.test("fetchBalances reads every packaged token's hub asset once, non-swap tokens included, in Multicall3 batches of 28 balanceOf calls", async () => {
  const config = new ConfigService({});
  const expected = new Set<string>();
  for (const chain of Object.values(config.instanceConfig.chains)) {
    for (const t of chain.supportedTokens) {
      if (isAddress(t.hubAsset, { strict: false })) expected.add(t.hubAsset.toLowerCase());
    }
  }
  const swapOnly = new Set<string>();
  for (const tokens of Object.values(config.instanceConfig.swaps.supportedTokens)) {
    for (const t of tokens ?? []) swapOnly.add(t.hubAsset.toLowerCase());
  }
  // The packaged config has hub assets no swap token maps to (e.g. Bitcoin's BUSD): they are read too.
  assert.ok([...expected].some((a) => !swapOnly.has(a)));

  const { hub, batches, to } = stubHub(() => ({ success: true, returnData: word(5n) }));
  const r = await fetchPartnerBalances({ config, hub }, PARTNER);
  assert.ok(r.ok);
  assert.ok(to.every((a) => a === MULTICALL3_ADDRESS));
  const targets = batches.flat().map((c) => c.target.toLowerCase());
  assert.deepEqual(new Set(targets), expected);
  assert.equal(targets.length, expected.size, "each hub asset once");
  // balanceOf(address) is 36 bytes of calldata: 28 fit in 1,024 bytes, as viem chunks them
  assert.deepEqual(batches.slice(0, -1).map((b) => b.length), batches.slice(0, -1).map(() => 28));
  assert.equal(batches.flat().length, expected.size);
  for (const c of batches.flat()) {
    assert.equal(c.allowFailure, true);
    const d = decodeFunctionData({ abi: erc20Abi, data: c.callData });
    assert.deepEqual([d.functionName, d.args], ["balanceOf", [PARTNER]]);
  }
  assert.equal(r.value.length, expected.size);
});

Deno.test("fetchBalances fails RESPONSE_VALIDATION_FAILED naming the token when one balanceOf in the batch fails or is not a uint256", async () => {
  const config = new ConfigService({});
  for (
    const bad of [{ success: false, returnData: "0x" as Hex }, { success: true, returnData: "0x12" as Hex }]
  ) {
    let n = 0;
    const { hub } = stubHub(() => (++n === 30 ? bad : { success: true, returnData: word(0n) }));
    const r = await fetchPartnerBalances({ config, hub }, PARTNER);
    assert.ok(!r.ok);
    assert.equal(r.error.code, "RESPONSE_VALIDATION_FAILED");
    assert.ok(isAddress(String(r.error.context.token)));
  }
});

Deno.test("fetchBalances against the simulator's Multicall3 lists only non-zero balances, as the direct reads give them", async () => {
  const sim = createSimulatorApp({ preset: "instant" });
  try {
    const config = new ConfigService(sim.clientConfig);
    const hub = new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch });
    const r = await fetchPartnerBalances({ config, hub }, PARTNER);
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    assert.ok(r.value.length > 0);
    for (const b of r.value.slice(0, 3)) {
      const direct = await hub.readContract({
        address: b.token,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [PARTNER],
      });
      assert.deepEqual(direct, { ok: true, value: b.balance });
    }
  } finally {
    sim.close();
  }
});
