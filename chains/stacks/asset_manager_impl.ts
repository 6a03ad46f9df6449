/**
 * `readAssetManagerImpl`: the asset manager's implementation contract, read from the state contract's read-only
 * `get-asset-manager-impl` through the node's `POST /v2/contracts/call-read/...` (deposits call `transfer` on the
 * implementation, as the platform SDK's `StacksSpokeService.deposit` does). The answer is a serialized Clarity
 * value, decoded with `@stacks/transactions`' `hexToCV`.
 *
 * @example A node answering the implementation
 * ```ts
 * import assert from "node:assert/strict";
 * import { Cl } from "@stacks/transactions";
 * import { readAssetManagerImpl } from "./asset_manager_impl.ts";
 * const impl = "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0.asset-manager-impl";
 * const [a, n] = impl.split(".");
 * const fetch = () => Promise.resolve(Response.json({ okay: true, result: `0x${Cl.serialize(Cl.contractPrincipal(a, n))}` }));
 * const r = await readAssetManagerImpl("http://stacks.test", "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0.asset-manager-state", { fetch });
 * assert.ok(r.ok && r.value === impl);
 * ```
 * @module
 */
import { hexToCV } from "@stacks/transactions";
import * as z from "../../core/schemas/zod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidStacksAddress } from "../address/stacks.ts";
import { stacksRequest, type StacksRequestOptions } from "./_rest.ts";

const readOnlySchema = z.object({
  okay: z.boolean(),
  result: z.optional(z.string()),
  cause: z.optional(z.string()),
});

/**
 * Reads the implementation contract of `stateContract`.
 *
 * @param rpcUrl the node root
 * @param stateContract the asset manager state contract (`SP....asset-manager-state`)
 * @param options fetch, sleep, signal
 * @returns the implementation's contract id; the transport's failures, or `RESPONSE_VALIDATION_FAILED` (the call
 *   failed on chain, or its value is not a contract principal)
 * @example A failed on-chain call is RESPONSE_VALIDATION_FAILED
 * ```ts
 * import assert from "node:assert/strict";
 * import { readAssetManagerImpl } from "./asset_manager_impl.ts";
 * const fetch = () => Promise.resolve(Response.json({ okay: false, cause: "NoSuchContract" }));
 * const r = await readAssetManagerImpl("http://stacks.test", "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0.x", { fetch });
 * assert.ok(!r.ok && r.error.code === "RESPONSE_VALIDATION_FAILED" && r.error.context.chainKey === "stacks");
 * ```
 */
export async function readAssetManagerImpl(
  rpcUrl: string,
  stateContract: string,
  options: Omit<StacksRequestOptions, "body"> = {},
): Promise<Result<string, ClientError>> {
  const [address, name] = stateContract.split(".");
  const res = await stacksRequest(
    rpcUrl,
    "POST",
    `/v2/contracts/call-read/${address}/${name}/get-asset-manager-impl`,
    readOnlySchema,
    { ...options, body: { sender: address, arguments: [] } },
  );
  if (!res.ok) return res;
  const context = { chainKey: "stacks", contract: stateContract, function: "get-asset-manager-impl" };
  let value: unknown;
  try {
    value = res.value.okay && res.value.result !== undefined ? hexToCV(res.value.result) : undefined;
  } catch (cause) {
    return err(
      new ClientError("RESPONSE_VALIDATION_FAILED", "Cannot read asset manager: undecodable result", {
        context,
        cause,
      }),
    );
  }
  const cv = value as { type?: unknown; value?: unknown } | undefined;
  if (cv?.type !== "contract" || typeof cv.value !== "string" || !isValidStacksAddress(cv.value)) {
    return err(
      new ClientError("RESPONSE_VALIDATION_FAILED", "Cannot read asset manager: no implementation contract", {
        context: { ...context, cause: res.value.cause },
      }),
    );
  }
  return ok(cv.value);
}
