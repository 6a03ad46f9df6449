/**
 * The SODA the ICX migration contract can still pay out: its SODA balance on the hub,
 * `SODA.balanceOf(icxMigration)` (ERC-20 `balanceOf(address)`, selector `0x70a08231`, on `hub.addresses.sodaToken`).
 * The contract swaps wICX for SODA 1:1 (both 18 decimals), so this is also the largest ICX migration that can
 * succeed now. Confirmed against the platform SDK (icon-project/sodax-sdks
 * `packages/sdk/src/migration/IcxMigrationService.ts` `getAvailableAmount`: a `balanceOf` read of the hub SODA
 * token with the migration contract as account, not a function of the migration contract; and
 * `MigrationService.createMigrateIcxToSodaIntent`, which refuses an amount above it, raw or not).
 *
 * @example Read the available amount from the simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { getAvailableIcxMigrationAmount } from "./icx_available.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const hub = new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch });
 * const r = await getAvailableIcxMigrationAmount({ config, hub } as ServiceDeps);
 * assert.ok(r.ok && r.value > 0n);
 * sim.close();
 * ```
 * @module
 */
import { isAddress } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { inPhase } from "../hub/phase_error.ts";

const ACTION = "getAvailableIcxMigrationAmount";

/**
 * The SODA (18 decimals) the ICX migration contract holds: the most ICX that can migrate now (one hub read).
 *
 * @param deps the configuration and the hub provider
 * @returns the amount; failures: `INVALID_CONFIG` (no SODA token or ICX migration contract configured; phase
 *   `lookup`), the hub read's codes (`HTTP_REQUEST_FAILED`, ...; phase `lookup`), `RESPONSE_VALIDATION_FAILED` (a
 *   decoded value that is not a non-negative integer)
 */
export async function getAvailableIcxMigrationAmount(
  deps: Pick<ServiceDeps, "config" | "hub">,
): Promise<Result<bigint, ClientError>> {
  const { sodaToken, icxMigration } = deps.config.instanceConfig.hub.addresses;
  for (const [field, value] of [["sodaToken", sodaToken], ["icxMigration", icxMigration]] as const) {
    if (typeof value !== "string" || !isAddress(value, { strict: false })) {
      return err(
        new ClientError("INVALID_CONFIG", `Cannot ${ACTION}: no ${field} address configured`, {
          context: { field, action: ACTION, phase: "lookup" },
        }),
      );
    }
  }
  const read = await deps.hub.readContract({
    address: sodaToken as `0x${string}`,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [icxMigration as `0x${string}`],
  });
  if (!read.ok) return err(inPhase(read.error, "lookup", ACTION));
  const value: unknown = read.value;
  if (typeof value !== "bigint" || value < 0n) {
    return err(
      new ClientError("RESPONSE_VALIDATION_FAILED", `Cannot ${ACTION}: balanceOf returned no amount`, {
        context: { action: ACTION, phase: "lookup", value: String(value) },
      }),
    );
  }
  return ok(value);
}
