/**
 * Input checks shared by the partner methods: hub addresses, `uint256` amounts and the configured protocol intents
 * contract. Every failure is a `validate`-phase {@link ClientError}; nothing here throws on hostile input.
 * @module
 */
import { type Address, isAddress } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import type { ConfigService } from "../../core/config/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { invalid } from "../hub/phase_error.ts";

const UINT256_LIMIT = 1n << 256n;

/** `value` as a hub (EVM) address, or `INVALID_ADDRESS` naming `field`. */
export function hubAddress(action: string, field: string, value: unknown): Result<Address, ClientError> {
  return typeof value === "string" && isAddress(value, { strict: false })
    ? ok(value as Address)
    : err(invalid("INVALID_ADDRESS", action, `${field} is not a hub (EVM) address`, { field }));
}

/** `undefined` when `value` is a bigint in `[min, 2^256)`, else `INVALID_AMOUNT` naming `field`. */
export function uint256(action: string, field: string, value: unknown, min: bigint): ClientError | undefined {
  return typeof value === "bigint" && value >= min && value < UINT256_LIMIT
    ? undefined
    : invalid("INVALID_AMOUNT", action, `${field} must be a bigint in [${min}, 2^256)`, { field });
}

/** The configured `solver.protocolIntentsContract`, or `INVALID_CONFIG` when it is not an address. */
export function protocolIntentsContract(config: ConfigService, action: string): Result<Address, ClientError> {
  const address = config.instanceConfig.solver.protocolIntentsContract;
  return typeof address === "string" && isAddress(address, { strict: false }) ? ok(address as Address) : err(
    invalid("INVALID_CONFIG", action, "solver.protocolIntentsContract is not an address", {
      field: "solver.protocolIntentsContract",
    }),
  );
}

/** The hub chain id a partner wallet must be on (`undefined`: not checked). */
export function hubChainId(config: ConfigService): number | undefined {
  const id = config.getChainConfig(HUB_CHAIN_KEY).chain.nativeChainId;
  return typeof id === "number" ? id : undefined;
}
