/**
 * `permit2Approve(token, contract)`: the two hub calls that let `contract` (the CL position manager or the router)
 * pull `token` from a hub wallet through Permit2, as the platform SDK's `ClService.permit2Approve` builds them, in
 * its order: `Permit2.approve(token, contract, maxUint160, maxUint48)` (the allowance never expires), then
 * `token.approve(Permit2, maxUint160)`. Pure: the caller puts them in a hub call list. (The library's own liquidity
 * writes approve exactly their maxima until their deadline instead; see `build_calls.ts`.)
 *
 * @example Two calls, Permit2 first
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { permit2Approve } from "./permit2_approve.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = permit2Approve(new ConfigService(), a, a);
 * assert.ok(r.ok && r.value[0].data.startsWith("0x87517c45") && r.value[1].data.startsWith("0x095ea7b3"));
 * ```
 * @module
 */
import { type Address, encodeFunctionData, isAddress, maxUint160, maxUint48 } from "viem";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { permit2Abi } from "../../core/abis/permit2.ts";
import type { ConfigService } from "../../core/config/mod.ts";
import { describeValue } from "../../core/describe_value.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import { invalid } from "../hub/phase_error.ts";

/**
 * The Permit2 approval calls of `token` for `contract`.
 *
 * @param config the configuration service (`dex.concentratedLiquidityConfig.permit2`)
 * @param token the ERC-20 on the hub
 * @param contract the spender Permit2 lets pull it
 * @returns `[permit2.approve, token.approve]`; failures: `INVALID_ADDRESS` (phase `validate`, `context.field`)
 */
export function permit2Approve(
  config: ConfigService,
  token: string,
  contract: string,
): Result<ContractCall[], ClientError> {
  for (const [field, value] of [["token", token], ["contract", contract]] as const) {
    if (typeof value !== "string" || !isAddress(value, { strict: false })) {
      return err(
        invalid("INVALID_ADDRESS", "permit2Approve", `${field} must be a hub (EVM) address`, {
          field,
          value: describeValue(value),
        }),
      );
    }
  }
  const permit2 = config.instanceConfig.dex.concentratedLiquidityConfig.permit2 as Address;
  return ok([
    {
      address: permit2,
      value: 0n,
      data: encodeFunctionData({
        abi: permit2Abi,
        functionName: "approve",
        args: [token as Address, contract as Address, maxUint160, Number(maxUint48)],
      }),
    },
    {
      address: token as Address,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [permit2, maxUint160] }),
    },
  ]);
}
