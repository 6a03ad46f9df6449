/**
 * Balance reads of ICON over JSON-RPC v3 (confirmed against the platform SDK's `IconSpokeService.getWalletBalance`):
 * native ICX is `icx_getBalance({address})`, an IRC-2 token is `icx_call` of `balanceOf({_owner})` on the token;
 * both answer a bare hex quantity. ICON deposits are IRC-2 `transfer`s signed by the owner, so there is no
 * allowance: `isAllowanceValid` is always `true` and `getAllowance` fails `UNSUPPORTED_CHAIN_OPERATION`.
 *
 * @example A malformed owner is refused without I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createIconTokenReads } from "./token_reads.ts";
 * const reads = createIconTokenReads({ rpcUrl: "http://icon.test/api/v3" });
 * const r = await reads.getBalance("0x12", `cx${"00".repeat(20)}`);
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS");
 * ```
 * @module
 */
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import type { SpokeAdapterOptions } from "../spoke/adapter_options.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidIconAddress } from "../address/icon.ts";
import { jsonRpcCall } from "../rpc/rpc_transport.ts";
import type { SpokeAdapter, SpokeAllowanceQuery } from "../spoke/spoke_adapter.ts";

/** The packaged native ICX token id. */
export const ICON_NATIVE_TOKEN = "cx0000000000000000000000000000000000000000";

/** The chain settings the reads need. */
export interface IconTokenReadsConfig {
  /** JSON-RPC v3 endpoint. */
  rpcUrl: string;
  /** The native coin's token id. @default ICON_NATIVE_TOKEN */
  nativeToken?: string | undefined;
}

/** Transport options of the reads. */
export type IconTokenReadsOptions = Pick<SpokeAdapterOptions, "fetch" | "sleep">;

/** The read half of the ICON {@link SpokeAdapter}. */
export type IconTokenReads = Pick<SpokeAdapter, "getBalance" | "getAllowance" | "isAllowanceValid">;

/**
 * Creates the ICON reads.
 *
 * @param config see {@link IconTokenReadsConfig}
 * @param options injected fetch and sleep
 * @returns the reads; failures: `INVALID_ADDRESS` (no I/O; addresses and tokens are `hx`/`cx` + 40 hex), the
 *   transport's failure or `HTTP_REQUEST_FAILED` (node error: `context.rpcCode`), `RESPONSE_VALIDATION_FAILED`
 *   (not a hex quantity), `UNSUPPORTED_CHAIN_OPERATION` (`getAllowance`)
 * @example Always allowed
 * ```ts
 * import assert from "node:assert/strict";
 * import { createIconTokenReads, ICON_NATIVE_TOKEN } from "./token_reads.ts";
 * const reads = createIconTokenReads({ rpcUrl: "http://icon.test/api/v3" });
 * const r = await reads.isAllowanceValid({ owner: `hx${"ab".repeat(20)}`, token: ICON_NATIVE_TOKEN, amount: 5n });
 * assert.deepEqual(r, { ok: true, value: true });
 * ```
 */
export function createIconTokenReads(
  config: IconTokenReadsConfig,
  options: IconTokenReadsOptions = {},
): IconTokenReads {
  const nativeToken = config.nativeToken ?? ICON_NATIVE_TOKEN;
  const rpcOptions = { fetch: options.fetch, sleep: options.sleep };

  async function getBalance(address: string, token: string): Promise<Result<bigint, ClientError>> {
    const invalid = checkAddresses("balance", { address, token });
    if (invalid) return err(invalid);
    const res = token === nativeToken
      ? await jsonRpcCall(config.rpcUrl, "icx_getBalance", { address }, rpcOptions)
      : await jsonRpcCall(config.rpcUrl, "icx_call", {
        to: token,
        dataType: "call",
        data: { method: "balanceOf", params: { _owner: address } },
      }, rpcOptions);
    if (!res.ok) return res;
    if (typeof res.value === "string" && /^0x[0-9a-fA-F]+$/.test(res.value)) return ok(BigInt(res.value));
    return err(
      new ClientError(
        "RESPONSE_VALIDATION_FAILED",
        "Cannot read balance: the node's answer is not a hex quantity",
        {
          context: { chainKey: "0x1.icon", address, token, value: describeValue(res.value) },
        },
      ),
    );
  }

  function getAllowance(owner: string, token: string, spender: string): Promise<Result<bigint, ClientError>> {
    const invalid = checkAddresses("allowance", { owner, token, spender });
    if (invalid) return Promise.resolve(err(invalid));
    return Promise.resolve(err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        "Cannot read allowance: ICON deposits are IRC-2 transfers signed by the owner (no allowance model)",
        { context: { chainKey: "0x1.icon", owner, token, spender } },
      ),
    ));
  }

  function isAllowanceValid(query: SpokeAllowanceQuery): Promise<Result<boolean, ClientError>> {
    const q = (query ?? {}) as Partial<SpokeAllowanceQuery>;
    const fields: Record<string, unknown> = { owner: q.owner, token: q.token };
    if (q.spender !== undefined) fields.spender = q.spender;
    const invalid = checkAddresses("allowance", fields);
    return Promise.resolve(invalid ? err(invalid) : ok(true));
  }

  return { getBalance, getAllowance, isAllowanceValid };
}

function checkAddresses(operation: string, fields: Record<string, unknown>): ClientError | undefined {
  for (const [field, value] of Object.entries(fields)) {
    if (!isValidIconAddress(value)) {
      return new ClientError("INVALID_ADDRESS", `Cannot read ${operation}: ${field} is not an ICON address`, {
        context: { chainKey: "0x1.icon", field, value: describeValue(value) },
      });
    }
  }
  return undefined;
}
