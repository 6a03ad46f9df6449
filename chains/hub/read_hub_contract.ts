/**
 * `readHubContract`: one hub `eth_call`, decoded by viem against an `as const` ABI, as a Result.
 *
 * @example An unreachable hub is a NETWORK_ERROR naming the cause, tagged with the lookup phase
 * ```ts
 * import assert from "node:assert/strict";
 * import { readHubContract } from "./read_hub_contract.ts";
 * import { erc20Abi } from "../../core/abis/erc20.ts";
 * const refused = new TypeError("error sending request: Connection refused (os error 111)");
 * const r = await readHubContract("http://hub.invalid", {
 *   address: "0x1111111111111111111111111111111111111111",
 *   abi: erc20Abi,
 *   functionName: "balanceOf",
 *   args: ["0x2222222222222222222222222222222222222222"],
 * }, { fetch: () => Promise.reject(refused), retryCount: 0 });
 * assert.ok(!r.ok && r.error.code === "NETWORK_ERROR" && r.error.context.phase === "lookup");
 * assert.match(r.error.message, /connection refused$/);
 * ```
 * @module
 */
import {
  type Abi,
  type Address,
  BaseError,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  HttpRequestError,
  RpcRequestError,
  TimeoutError,
} from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { describeValue } from "../../core/describe_value.ts";
import { publicClient, type RpcOptions } from "../rpc/rpc_client.ts";
import { rpcFailure } from "../rpc/rpc_failure.ts";

/** One read: the contract, its ABI, the view function and its arguments. */
export interface HubReadParams<
  TAbi extends Abi,
  TName extends ContractFunctionName<TAbi, "view" | "pure">,
> {
  /** The hub contract. */
  address: Address;
  /** Its `as const` ABI. */
  abi: TAbi;
  /** A view function of `abi`. */
  functionName: TName;
  /** The function's arguments. */
  args: ContractFunctionArgs<TAbi, "view" | "pure", TName>;
}

/**
 * Reads a hub contract with `eth_call`.
 *
 * @param rpcUrl the hub JSON-RPC endpoint (`instanceConfig.hub.rpcUrl`)
 * @param params contract, ABI, function and arguments
 * @param options injected fetch, timeout @default {}
 * @returns the decoded value; failures (all with `context.phase` `lookup`, `context.chainKey` the hub's and
 *   `context.rpcUrl`): the transport codes every EVM read uses — `NETWORK_ERROR` (no response; the message
 *   ends with the cause, e.g. `connection refused`), `REQUEST_TIMEOUT`, `HTTP_REQUEST_FAILED` (an HTTP error
 *   status, in `context.status`, or a JSON-RPC error, including a revert) — and `RESPONSE_VALIDATION_FAILED`
 *   (empty or undecodable return data)
 * @example Arguments are typed by the ABI
 * ```ts
 * import assert from "node:assert/strict";
 * import { readHubContract } from "./read_hub_contract.ts";
 * import { erc20Abi } from "../../core/abis/erc20.ts";
 * const pending = readHubContract("http://hub.invalid", {
 *   address: "0x1111111111111111111111111111111111111111", abi: erc20Abi, functionName: "allowance",
 *   args: ["0x2222222222222222222222222222222222222222", "0x3333333333333333333333333333333333333333"],
 * }, { fetch: () => Promise.reject(new TypeError("offline")), retryCount: 0 });
 * assert.ok(!(await pending).ok);
 * ```
 */
export async function readHubContract<
  const TAbi extends Abi,
  TName extends ContractFunctionName<TAbi, "view" | "pure">,
>(
  rpcUrl: string,
  params: HubReadParams<TAbi, TName>,
  options: RpcOptions = {},
): Promise<Result<ContractFunctionReturnType<TAbi, "view" | "pure", TName>, ClientError>> {
  if (typeof params !== "object" || params === null) {
    return err(
      new ClientError(
        "VALIDATION_FAILED",
        "Cannot read hub contract: params must be {address, abi, functionName}",
        {
          context: { phase: "lookup", chainKey: HUB_CHAIN_KEY, field: "params" },
        },
      ),
    );
  }
  const context = {
    phase: "lookup",
    chainKey: HUB_CHAIN_KEY,
    rpcUrl,
    address: describeValue(params.address),
    functionName: describeValue(params.functionName),
  };
  try {
    const client = publicClient(rpcUrl, options);
    const value = await client.readContract(params as never);
    return ok(value as ContractFunctionReturnType<TAbi, "view" | "pure", TName>);
  } catch (cause) {
    const transport = cause instanceof BaseError &&
      (cause.walk((e) =>
        e instanceof HttpRequestError || e instanceof RpcRequestError ||
        e instanceof TimeoutError
      ) !== null);
    const empty = cause instanceof BaseError && isNamed(cause, "ContractFunctionZeroDataError");
    if (transport || !(cause instanceof BaseError) || !empty && isRevert(cause)) {
      const failure = rpcFailure(cause);
      return err(
        new ClientError(
          failure.code,
          `Cannot read hub ${params.functionName}: eth_call failed: ${failure.what}`,
          {
            context: { ...context, ...(failure.status !== undefined ? { status: failure.status } : {}) },
            cause,
          },
        ),
      );
    }
    return err(
      new ClientError(
        "RESPONSE_VALIDATION_FAILED",
        `Cannot read hub ${params.functionName}: unusable return data`,
        { context, cause },
      ),
    );
  }
}

function isRevert(cause: BaseError): boolean {
  return isNamed(cause, "ContractFunctionRevertedError");
}

/**
 * Whether `cause`'s chain holds a viem error of that name (viem's contract errors are told apart by name, not
 * `instanceof`: importing their classes would keep viem's contract error module, which the read itself loads
 * on first use, in a page's first chunk).
 */
function isNamed(cause: BaseError, name: string): boolean {
  return cause.walk((e) => (e as { name?: string }).name === name) !== null;
}
