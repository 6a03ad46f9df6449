/**
 * `fetchPartnerBalances`: the non-zero balances a partner holds in the hub assets of every packaged token of
 * every chain (`instanceConfig.chains[k].supportedTokens`, as the platform's `PartnerFeeClaimService
 * .fetchAssetsBalances` reads its `spokeChainConfig`: a bridge or money-market partner fee accrues in hub
 * assets no swap token maps to), deduplicated by hub asset; tokens whose hub asset is not an address are
 * skipped. The `balanceOf(partner)` reads go through Multicall3 `aggregate3` on the hub, chunked as the
 * platform's client (viem's `multicall`) chunks them: a new batch once the calldata passes 1,024 bytes, every
 * call `allowFailure: true`, any failed call failing the read (the platform's `allowFailure: false`).
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
import { type Address, decodeAbiParameters, encodeFunctionData, type Hex, isAddress } from "viem";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { MULTICALL3_ADDRESS, multicall3Abi } from "../../core/abis/multicall3.ts";
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

/** Calldata bytes per `aggregate3` batch before a new one starts (viem's `multicall` default `batchSize`). */
export const PARTNER_BALANCES_BATCH_BYTES = 1_024;

type Call = { target: Address; allowFailure: boolean; callData: Hex };

/** Splits calls as viem's `multicall` does: a new chunk once the running calldata size passes `batchBytes`. */
function chunks(calls: readonly Call[], batchBytes: number): Call[][] {
  const out: Call[][] = [[]];
  let size = 0;
  for (const call of calls) {
    const bytes = (call.callData.length - 2) / 2;
    size += bytes;
    if (size > batchBytes && out[out.length - 1].length > 0) {
      out.push([]);
      size = bytes;
    }
    out[out.length - 1].push(call);
  }
  return out;
}

/**
 * Reads `partner`'s balance in every distinct hub asset of the packaged tokens of every chain.
 *
 * @param deps configuration and hub reads
 * @param partner the partner's hub address (already validated)
 * @returns the non-zero balances, in first-seen token order; hub read errors (phase `lookup`), a failed or
 *   malformed `balanceOf` in the batch `RESPONSE_VALIDATION_FAILED` (`context.token`)
 */
export async function fetchPartnerBalances(
  deps: Pick<ServiceDeps, "config" | "hub">,
  partner: Address,
): Promise<Result<PartnerFeeBalance[], ClientError>> {
  const byAsset = new Map<string, { token: Address; symbols: string[] }>();
  for (const chain of Object.values(deps.config.instanceConfig.chains)) {
    for (const t of chain.supportedTokens ?? []) {
      if (!isAddress(t.hubAsset, { strict: false })) continue;
      const key = t.hubAsset.toLowerCase();
      const entry = byAsset.get(key) ?? { token: t.hubAsset as Address, symbols: [] };
      if (!entry.symbols.includes(t.symbol)) entry.symbols.push(t.symbol);
      byAsset.set(key, entry);
    }
  }
  const entries = [...byAsset.values()];
  const callData = encodeFunctionData({ abi: erc20Abi, functionName: "balanceOf", args: [partner] });
  const calls = entries.map((e): Call => ({ target: e.token, allowFailure: true, callData }));
  const batches = calls.length === 0 ? [] : chunks(calls, PARTNER_BALANCES_BATCH_BYTES);
  const reads = await Promise.all(
    batches.map((batch) =>
      deps.hub.readContract({
        address: MULTICALL3_ADDRESS,
        abi: multicall3Abi,
        functionName: "aggregate3",
        args: [batch],
      })
    ),
  );
  const out: PartnerFeeBalance[] = [];
  let i = 0;
  const refuse = (reason: string, context: ErrorContextFields) =>
    err(
      new ClientError("RESPONSE_VALIDATION_FAILED", `Cannot fetch partner balances: ${reason}`, {
        context: {
          action: "fetch partner balances",
          phase: "lookup",
          ...(context as Readonly<Record<string, unknown>>),
        },
      }),
    );
  for (const [b, r] of reads.entries()) {
    if (!r.ok) return r;
    if (r.value.length !== batches[b].length) {
      return refuse("Multicall3 answered another number of results", {
        expected: batches[b].length,
        returned: r.value.length,
      });
    }
    for (const { success, returnData } of r.value) {
      const entry = entries[i++];
      let balance: bigint | undefined;
      try {
        if (success) balance = decodeAbiParameters([{ type: "uint256" }], returnData)[0];
      } catch { /* not a uint256: refused below */ }
      if (balance === undefined) {
        return refuse("a balanceOf failed", { token: entry.token, returned: returnData });
      }
      if (balance > 0n) out.push({ ...entry, balance });
    }
  }
  return ok(out);
}
