/**
 * The platform's `StacksSpokeService.readContract` and `getImplContractAddress`: a read-only Clarity call through
 * the node's `POST /v2/contracts/call-read/{address}/{name}/{function}` (body `{sender, arguments: [hex]}`, the
 * arguments serialized and the answer deserialized with `@stacks/transactions`' `cvToHex` / `hexToCV`, as its
 * `fetchCallReadOnlyFunction` does), and the asset manager's implementation contract read with it
 * (`get-asset-manager-impl` on the state contract).
 *
 * @example A SIP-010 `get-decimals` read
 * ```ts
 * import assert from "node:assert/strict";
 * import { Cl } from "@stacks/transactions";
 * import { readContract } from "./read_contract.ts";
 * const fetch = () => Promise.resolve(Response.json({ okay: true, result: `0x${Cl.serialize(Cl.ok(Cl.uint(8)))}` }));
 * const sender = "SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4";
 * const r = await readContract("http://stacks.test", sender, {
 *   contractAddress: sender, contractName: "sbtc-token", functionName: "get-decimals", functionArgs: [],
 * }, { fetch });
 * assert.deepEqual(r.ok && r.value, Cl.ok(Cl.uint(8)));
 * ```
 * @module
 */
import { type ClarityValue, cvToHex, hexToCV } from "@stacks/transactions";
import * as z from "../../core/schemas/zod.ts";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidStacksAddress } from "../address/stacks.ts";
import { stacksRequest, type StacksRequestOptions } from "./_rest.ts";
import { readAssetManagerImpl } from "./asset_manager_impl.ts";

/** The read-only call (the platform's `StacksTransactionParams` without its write fields). */
export interface StacksReadOnlyCall {
  /** The contract's deployer address. */
  contractAddress: string;
  /** The contract's name. */
  contractName: string;
  /** The read-only function. */
  functionName: string;
  /** Its arguments as Clarity values. */
  functionArgs: ClarityValue[];
}

const readOnlySchema = z.object({
  okay: z.boolean(),
  result: z.optional(z.string()),
  cause: z.optional(z.string()),
});

const CLARITY_NAME = /^[a-zA-Z]([a-zA-Z0-9]|[-_!?])*$/;

/**
 * Calls a read-only Clarity function.
 *
 * @param rpcUrl the node root
 * @param sender the principal the call is made as
 * @param call the contract, function and arguments
 * @param options fetch, sleep, signal. @default {}
 * @returns the function's Clarity value; `INVALID_ADDRESS` (sender or contract, no I/O), `VALIDATION_FAILED` (a
 *   malformed name or argument, no I/O), the transport's failures, `EXECUTION_FAILED` (the node ran the call and it
 *   failed: `context.cause` is the node's), `RESPONSE_VALIDATION_FAILED` (an undecodable answer)
 * @example The node refusing the call
 * ```ts
 * import assert from "node:assert/strict";
 * import { readContract } from "./read_contract.ts";
 * const fetch = () => Promise.resolve(Response.json({ okay: false, cause: "Unchecked(NoSuchPublicFunction)" }));
 * const a = "SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4";
 * const r = await readContract("http://stacks.test", a, { contractAddress: a, contractName: "x", functionName: "y", functionArgs: [] }, { fetch });
 * assert.ok(!r.ok && r.error.code === "EXECUTION_FAILED");
 * ```
 */
export async function readContract(
  rpcUrl: string,
  sender: string,
  call: StacksReadOnlyCall,
  options: Omit<StacksRequestOptions, "body"> = {},
): Promise<Result<ClarityValue, ClientError>> {
  const action = "read a Stacks contract";
  const context = { chainKey: "stacks", action };
  for (const [field, value] of [["sender", sender], ["contractAddress", call?.contractAddress]] as const) {
    if (typeof value !== "string" || !isValidStacksAddress(value)) {
      return err(
        new ClientError("INVALID_ADDRESS", `Cannot ${action}: ${field} is not a Stacks address`, {
          context: { ...context, field, value: describeValue(value), phase: "validate" },
        }),
      );
    }
  }
  let args: string[];
  try {
    for (const field of ["contractName", "functionName"] as const) {
      if (typeof call[field] !== "string" || !CLARITY_NAME.test(call[field])) throw new TypeError(field);
    }
    args = call.functionArgs.map((cv) => cvToHex(cv));
  } catch (cause) {
    return err(
      new ClientError("VALIDATION_FAILED", `Cannot ${action}: the call is malformed`, {
        context: { ...context, field: "call", value: describeValue(call), phase: "validate" },
        cause,
      }),
    );
  }
  const path = `/v2/contracts/call-read/${call.contractAddress}/${call.contractName}/${call.functionName}`;
  const res = await stacksRequest(rpcUrl, "POST", path, readOnlySchema, {
    ...options,
    body: { sender, arguments: args },
  });
  if (!res.ok) return res;
  const where = {
    ...context,
    contract: `${call.contractAddress}.${call.contractName}`,
    function: call.functionName,
  };
  if (!res.value.okay || res.value.result === undefined) {
    return err(
      new ClientError("EXECUTION_FAILED", `Cannot ${action}: the call failed on chain`, {
        context: { ...where, cause: res.value.cause ?? "no result" },
      }),
    );
  }
  try {
    return ok(hexToCV(res.value.result));
  } catch (cause) {
    return err(
      new ClientError("RESPONSE_VALIDATION_FAILED", `Cannot ${action}: undecodable result`, {
        context: where,
        cause,
      }),
    );
  }
}

/**
 * The asset manager's implementation contract (`get-asset-manager-impl` of the state contract, the platform's
 * `getImplContractAddress`); deposits call `transfer` on it.
 *
 * @param rpcUrl the node root
 * @param stateContract the asset manager state contract id (`addresses.assetManager` of the Stacks configuration)
 * @param options fetch, sleep, signal. @default {}
 * @returns the implementation's contract id; `INVALID_ADDRESS` (not a contract id, no I/O), the transport's
 *   failures, `RESPONSE_VALIDATION_FAILED` (the call
 *   failed on chain, or its value is not a contract principal)
 * @example A node answering the implementation
 * ```ts
 * import assert from "node:assert/strict";
 * import { Cl } from "@stacks/transactions";
 * import { getImplContractAddress } from "./read_contract.ts";
 * const a = "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0";
 * const fetch = () => Promise.resolve(Response.json({ okay: true, result: `0x${Cl.serialize(Cl.contractPrincipal(a, "impl"))}` }));
 * const r = await getImplContractAddress("http://stacks.test", `${a}.state`, { fetch });
 * assert.ok(r.ok && r.value === `${a}.impl`);
 * ```
 */
export function getImplContractAddress(
  rpcUrl: string,
  stateContract: string,
  options: Omit<StacksRequestOptions, "body"> = {},
): Promise<Result<string, ClientError>> {
  const [address, name, ...rest] = typeof stateContract === "string" ? stateContract.split(".") : [];
  if (!isValidStacksAddress(address) || name === undefined || !CLARITY_NAME.test(name) || rest.length > 0) {
    return Promise.resolve(err(
      new ClientError(
        "INVALID_ADDRESS",
        "Cannot read the asset manager: stateContract is not a contract id",
        {
          context: { chainKey: "stacks", field: "stateContract", value: describeValue(stateContract) },
        },
      ),
    ));
  }
  return readAssetManagerImpl(rpcUrl, stateContract, options);
}
