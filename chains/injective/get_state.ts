/**
 * `getState` (the platform's `InjectiveSpokeService.getState`): the Injective asset manager contract's `State`,
 * read with the CosmWasm smart query `{"get_state": {}}` through the LCD's
 * `GET /cosmwasm/wasm/v1/contract/{assetManager}/smart/{base64 query}` (injective-ts `fetchSmartContractState`
 * makes the same query over gRPC-web). `hub_asset_manager` comes back as bytes, `hub_chain_id` as a bigint.
 *
 * @example A node answering the state
 * ```ts
 * import assert from "node:assert/strict";
 * import { getState } from "./get_state.ts";
 * const data = { connection: "inj1c", rate_limit: "inj1r", hub_asset_manager: [1, 2], hub_chain_id: "146", owner: "inj1o" };
 * const fetch = () => Promise.resolve(Response.json({ data }));
 * const r = await getState("http://lcd.test", "inj1dg6tm62uup53wn2kn97caeqfwt0sukx3qjk8rw", { fetch });
 * assert.ok(r.ok && r.value.hubChainId === 146n && r.value.hubAssetManager === "0x0102");
 * ```
 * @module
 */
import { bytesToHex, type Hex } from "viem";
import { describeValue } from "../../core/describe_value.ts";
import { carriedContext, ClientError } from "../../core/errors.ts";
import { httpRequest } from "../../core/http/request.ts";
import { err, ok, type Result } from "../../core/result.ts";
import * as z from "../../core/schemas/zod.ts";
import { DEFAULT_LCD_TIMEOUT_MS, type LcdOptions } from "./lcd.ts";

/** The asset manager's `State` (the platform's `State`, its bytes as hex and its chain id as a bigint). */
export interface InjectiveAssetManagerState {
  /** The connection contract. */
  connection: string;
  /** The rate-limit contract. */
  rateLimit: string;
  /** The hub's asset manager, the contract's bytes as hex. */
  hubAssetManager: Hex;
  /** The hub's relay chain id (a u128). */
  hubChainId: bigint;
  /** The contract's owner. */
  owner: string;
}

const stateSchema = z.object({
  data: z.object({
    connection: z.string(),
    rate_limit: z.string(),
    hub_asset_manager: z.array(z.number().check(z.int(), z.gte(0), z.lte(255))),
    hub_chain_id: z.string().check(z.regex(/^\d{1,39}$/)),
    owner: z.string(),
  }),
});

/**
 * Reads the asset manager's state.
 *
 * @param restUrl the LCD root (the chain's `rpcUrl` pointed at an LCD, as the adapter's `restUrl`)
 * @param assetManager the asset manager contract (`addresses.assetManager`)
 * @param options fetch, sleep, signal, timeout. @default {}
 * @returns the state; failures (`chainKey: "injective-1"`): `INVALID_ADDRESS` (no I/O), the transport's
 *   (`HTTP_REQUEST_FAILED` with the LCD's status: 404 no such contract, 400 a refused query),
 *   `RESPONSE_VALIDATION_FAILED` (not a `State`)
 * @example A malformed contract address
 * ```ts
 * import assert from "node:assert/strict";
 * import { getState } from "./get_state.ts";
 * const r = await getState("http://lcd.test", "cosmos1nope");
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS");
 * ```
 */
export async function getState(
  restUrl: string,
  assetManager: string,
  options: LcdOptions = {},
): Promise<Result<InjectiveAssetManagerState, ClientError>> {
  if (typeof assetManager !== "string" || !/^inj1[02-9ac-hj-np-z]{38,58}$/.test(assetManager)) {
    return err(
      new ClientError(
        "INVALID_ADDRESS",
        "Cannot read the Injective asset manager: not an inj1 contract address",
        {
          context: { chainKey: "injective-1", field: "assetManager", value: describeValue(assetManager) },
        },
      ),
    );
  }
  const query = encodeURIComponent(btoa(JSON.stringify({ get_state: {} })));
  const res = await httpRequest({
    url: `${restUrl.replace(/\/+$/, "")}/cosmwasm/wasm/v1/contract/${assetManager}/smart/${query}`,
    method: "GET",
    schema: stateSchema,
    kind: "read",
    timeoutMs: options.timeoutMs ?? DEFAULT_LCD_TIMEOUT_MS,
    signal: options.signal,
  }, { fetch: options.fetch, sleep: options.sleep });
  if (!res.ok) {
    const e = res.error;
    return err(
      new ClientError(e.code, e.message, {
        context: carriedContext({ ...e.context, chainKey: "injective-1", assetManager }),
        cause: e.cause,
      }),
    );
  }
  const d = res.value.data;
  return ok({
    connection: d.connection,
    rateLimit: d.rate_limit,
    hubAssetManager: bytesToHex(Uint8Array.from(d.hub_asset_manager)),
    hubChainId: BigInt(d.hub_chain_id),
    owner: d.owner,
  });
}
