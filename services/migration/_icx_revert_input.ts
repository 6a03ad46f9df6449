/**
 * Input checks of the SODA -> ICX revert (`icx_revert.ts`): amount, source chain (the hub only), the ICON wallet
 * and the configured contracts; no I/O.
 * @module
 */
import { type Address, type Hex, isAddress } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { encodeAddress } from "../../chains/address/mod.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { invalid } from "../hub/phase_error.ts";
import { ICX_MIGRATION_CHAIN_KEY, ICX_REVERT_CHAIN_KEY } from "./constants.ts";

export { ICX_REVERT_CHAIN_KEY };

/** Parameters of `revertMigrateSodaToIcx` (and its allowance helpers). */
export interface RevertSodaToIcxParams {
  /** The source chain: the hub, `"sonic"`. */
  srcChainKey: string;
  /** The user's hub-chain address (`0x...`), holding the SODA. */
  srcAddress: string;
  /** SODA to revert (18 decimals); the same amount of wICX arrives on ICON. */
  amount: bigint;
  /** The ICON wallet (`hx...`) that receives the wICX. */
  dstAddress: string;
}

/** The hub contracts of the revert. */
export interface IcxRevertContracts {
  /** The hub SODA token (`hub.addresses.sodaToken`). */
  soda: Address;
  /** The ICX migration contract (`hub.addresses.icxMigration`). */
  icxMigration: Address;
  /** The wICX hub asset (the hub side of ICON's `addresses.wICX`). */
  wICX: Address;
  /** The hub asset manager (`hub.addresses.assetManager`). */
  hubAssetManager: Address;
}

/** Validated input: the contracts and the encoded ICON wallet. */
export interface CheckedRevert {
  /** The configured hub contracts. */
  contracts: IcxRevertContracts;
  /** `dstAddress` as `encodeAddress("0x1.icon", …)` makes it. */
  to: Hex;
}

/**
 * Checks amount, source chain, destination and configuration.
 *
 * @param deps the configuration
 * @param action the operation, for error context
 * @param params the caller's parameters (any value)
 * @returns the contracts and the encoded ICON wallet; `INVALID_AMOUNT`, `UNSUPPORTED_CHAIN_OPERATION`,
 *   `INVALID_ADDRESS` (`dstAddress`), `INVALID_CONFIG` (phase `validate`)
 */
export function checkRevert(
  deps: Pick<ServiceDeps, "config">,
  action: string,
  params: RevertSodaToIcxParams,
): Result<CheckedRevert, ClientError> {
  const p = (params ?? {}) as Partial<RevertSodaToIcxParams>;
  if (typeof p.amount !== "bigint" || p.amount <= 0n) {
    return err(invalid("INVALID_AMOUNT", action, "amount must be a bigint > 0", { field: "amount" }));
  }
  if (p.srcChainKey !== ICX_REVERT_CHAIN_KEY) {
    return err(invalid("UNSUPPORTED_CHAIN_OPERATION", action, "SODA reverts to ICX from the hub only", {
      field: "srcChainKey",
      srcChainKey: typeof p.srcChainKey === "string" ? p.srcChainKey : undefined,
    }));
  }
  const to = typeof p.dstAddress === "string" && p.dstAddress.startsWith("hx")
    ? encodeAddress(ICX_MIGRATION_CHAIN_KEY, p.dstAddress)
    : undefined;
  if (to === undefined || !to.ok) {
    return err(
      new ClientError("INVALID_ADDRESS", `Cannot ${action}: dstAddress is not an ICON wallet (hx + 40 hex)`, {
        context: { field: "dstAddress", chainKey: ICX_MIGRATION_CHAIN_KEY, action, phase: "validate" },
        cause: to?.ok === false ? to.error : undefined,
      }),
    );
  }
  const hub = deps.config.instanceConfig.hub.addresses;
  const wICX = deps.config.getChainToken(
    ICX_MIGRATION_CHAIN_KEY,
    deps.config.getChainConfig(ICX_MIGRATION_CHAIN_KEY).addresses.wICX ?? "",
  )?.hubAsset;
  const found = {
    soda: hub.sodaToken,
    icxMigration: hub.icxMigration,
    wICX,
    hubAssetManager: hub.assetManager,
  };
  for (const [field, value] of Object.entries(found)) {
    if (typeof value !== "string" || !isAddress(value, { strict: false })) {
      return err(invalid("INVALID_CONFIG", action, `no ${field} address configured`, { field }));
    }
  }
  return ok({ contracts: found as IcxRevertContracts, to: to.value });
}
