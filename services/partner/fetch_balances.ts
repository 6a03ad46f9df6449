/**
 * `fetchPartnerBalances`: the non-zero balances a partner holds in the hub assets of the swap tokens (one hub
 * `balanceOf` per distinct hub asset; tokens whose hub asset is not an address are skipped).
 *
 * @example Balances from the simulator (every balance is its default)
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import { fetchPartnerBalances } from "./fetch_balances.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const hub = new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch });
 * const r = await fetchPartnerBalances({ config, hub }, "0x1111111111111111111111111111111111111111");
 * assert.ok(r.ok && r.value.length > 0 && r.value.every((b) => b.balance === 10n ** 30n));
 * sim.close();
 * ```
 * @module
 */
import { type Address, isAddress } from "viem";
import type { ClientError } from "../../core/errors.ts";
import { ok, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";

/** One accrued fee balance. */
export interface PartnerFeeBalance {
  /** The hub asset. */
  token: Address;
  /** Symbols of the tokens that map to it. */
  symbols: string[];
  /** `balanceOf(partner)`. */
  balance: bigint;
}

/**
 * Reads `partner`'s balance in every distinct hub asset of `swaps.supportedTokens`.
 *
 * @param deps configuration and hub reads
 * @param partner the partner's hub address (already validated)
 * @returns the non-zero balances, in first-seen token order; hub read errors (phase `lookup`)
 */
export async function fetchPartnerBalances(
  deps: Pick<ServiceDeps, "config" | "hub">,
  partner: Address,
): Promise<Result<PartnerFeeBalance[], ClientError>> {
  const byAsset = new Map<string, { token: Address; symbols: string[] }>();
  for (const tokens of Object.values(deps.config.instanceConfig.swaps.supportedTokens)) {
    for (const t of tokens ?? []) {
      if (!isAddress(t.hubAsset, { strict: false })) continue;
      const key = t.hubAsset.toLowerCase();
      const entry = byAsset.get(key) ?? { token: t.hubAsset as Address, symbols: [] };
      if (!entry.symbols.includes(t.symbol)) entry.symbols.push(t.symbol);
      byAsset.set(key, entry);
    }
  }
  const entries = [...byAsset.values()];
  const reads = await Promise.all(
    entries.map((e) =>
      deps.hub.readContract({ address: e.token, abi: erc20Abi, functionName: "balanceOf", args: [partner] })
    ),
  );
  const out: PartnerFeeBalance[] = [];
  for (const [i, r] of reads.entries()) {
    if (!r.ok) return r;
    if (r.value > 0n) out.push({ ...entries[i], balance: r.value });
  }
  return ok(out);
}
