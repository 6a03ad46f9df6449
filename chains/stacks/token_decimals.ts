/**
 * `readStacksTokenDecimals`: the decimals of a Stacks token — 6 for native STX (micro-STX), else the SIP-010
 * read-only `get-decimals` through the node's `POST /v2/contracts/call-read/...`, its `(ok uint)` answer decoded
 * with `@stacks/transactions`' `hexToCV`.
 *
 * @example Native STX needs no I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { readStacksTokenDecimals } from "./token_decimals.ts";
 * const r = await readStacksTokenDecimals("http://stacks.test", "ST000000000000000000002AMW42H.nativetoken");
 * assert.deepEqual(r, { ok: true, value: 6 });
 * ```
 * @module
 */
import { hexToCV } from "@stacks/transactions";
import * as z from "../../core/schemas/zod.ts";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { stacksRequest, type StacksRequestOptions } from "./_rest.ts";
import { isStacksToken, STACKS_NATIVE_TOKEN } from "./token_reads.ts";

/** Decimals of native STX. */
export const STX_DECIMALS = 6;

const readOnlySchema = z.object({
  okay: z.boolean(),
  result: z.optional(z.string()),
  cause: z.optional(z.string()),
});

/**
 * Reads the decimals of `token`.
 *
 * @param rpcUrl the node root
 * @param token a SIP-010 contract id, or the native token id
 * @param options fetch, sleep, signal, and the native token id (@default STACKS_NATIVE_TOKEN)
 * @returns the decimals; `INVALID_ADDRESS` (not a token id, no I/O), the transport's failures,
 *   `RESPONSE_VALIDATION_FAILED` (the call failed on chain, or did not answer `(ok uint)`)
 * @example A SIP-010 token answering `(ok u8)`
 * ```ts
 * import assert from "node:assert/strict";
 * import { Cl } from "@stacks/transactions";
 * import { readStacksTokenDecimals } from "./token_decimals.ts";
 * const fetch = () => Promise.resolve(Response.json({ okay: true, result: `0x${Cl.serialize(Cl.ok(Cl.uint(8)))}` }));
 * const r = await readStacksTokenDecimals("http://stacks.test", "SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token", { fetch });
 * assert.deepEqual(r, { ok: true, value: 8 });
 * ```
 */
export async function readStacksTokenDecimals(
  rpcUrl: string,
  token: string,
  options: Omit<StacksRequestOptions, "body"> & { nativeToken?: string | undefined } = {},
): Promise<Result<number, ClientError>> {
  const nativeToken = options.nativeToken ?? STACKS_NATIVE_TOKEN;
  const context = { chainKey: "stacks", token };
  if (!isStacksToken(token, nativeToken)) {
    return err(
      new ClientError("INVALID_ADDRESS", "Cannot read decimals: token is not a Stacks token", {
        context: { ...context, token: describeValue(token) },
      }),
    );
  }
  if (token === nativeToken) return ok(STX_DECIMALS);
  const [address, name] = token.split(".");
  const res = await stacksRequest(
    rpcUrl,
    "POST",
    `/v2/contracts/call-read/${address}/${name}/get-decimals`,
    readOnlySchema,
    { ...options, body: { sender: address, arguments: [] } },
  );
  if (!res.ok) return res;
  let cv: unknown;
  try {
    cv = res.value.okay && res.value.result !== undefined ? hexToCV(res.value.result) : undefined;
  } catch {
    cv = undefined;
  }
  const inner = cv as { type?: unknown; value?: { type?: unknown; value?: unknown } } | undefined;
  if (inner?.type !== "ok" || inner.value?.type !== "uint") {
    return err(
      new ClientError(
        "RESPONSE_VALIDATION_FAILED",
        "Cannot read decimals: get-decimals did not answer (ok uint)",
        {
          context: { ...context, cause: res.value.cause },
        },
      ),
    );
  }
  return ok(Number(inner.value.value));
}
