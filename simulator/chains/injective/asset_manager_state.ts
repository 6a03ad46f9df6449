/**
 * The Injective asset manager's CosmWasm smart query the LCD serves at
 * `GET /cosmwasm/wasm/v1/contract/{address}/smart/{base64 query}`: `{"get_state": {}}` answers the contract's
 * `State` (`connection`, `rate_limit`, `hub_asset_manager` as the bytes of the hub's asset manager — serde's
 * `Vec<u8>`, a JSON array of numbers —, `hub_chain_id` as a u128 string, `owner`), as the platform SDK reads it
 * (`InjectiveSpokeService.getState`).
 *
 * @example The state of the packaged asset manager
 * ```ts
 * import assert from "node:assert/strict";
 * import { assetManagerSmartQuery, DEFAULT_INJECTIVE_ASSET_MANAGER_STATE } from "./asset_manager_state.ts";
 * const q = btoa(JSON.stringify({ get_state: {} }));
 * const r = assetManagerSmartQuery(q, DEFAULT_INJECTIVE_ASSET_MANAGER_STATE);
 * assert.ok(r.ok && (r.data as { hub_chain_id: string }).hub_chain_id === "146");
 * ```
 * @module
 */

/** What the simulated asset manager's state holds. */
export interface InjectiveAssetManagerStateConfig {
  /** The connection contract. */
  connection: string;
  /** The rate-limit contract. */
  rateLimit: string;
  /** The hub asset manager (an EVM address). */
  hubAssetManager: string;
  /** The hub's relay chain id. */
  hubChainId: string;
  /** The contract's owner. */
  owner: string;
}

/** The packaged mainnet values (`injective-1` and the hub's asset manager on Sonic). */
export const DEFAULT_INJECTIVE_ASSET_MANAGER_STATE: InjectiveAssetManagerStateConfig = {
  connection: "inj1eexvfglsptxwfj9hft96xcnsdrvr7d7dalcm8w",
  rateLimit: "inj1x8p2h56edcdrm9tzx7a7zkwe0l334klgrxpqyk",
  hubAssetManager: "0x60c5681bD1DB4e50735c4cA3386005A4BA4937C0",
  hubChainId: "146",
  owner: "inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rp",
};

/** A smart query's answer: the data, or the contract's refusal (a 400 with gRPC code 2 and the message). */
export type SmartQueryAnswer = { ok: true; data: unknown } | { ok: false; message: string };

function hexBytes(hex: string): number[] {
  const clean = hex.replace(/^0x/i, "");
  return Array.from({ length: clean.length / 2 }, (_, i) => parseInt(clean.slice(i * 2, i * 2 + 2), 16));
}

/**
 * Answers a smart query of the asset manager: the query is base64 JSON, `{"get_state": {}}` the only message.
 *
 * @param queryData the path's base64 query (standard or URL-safe alphabet)
 * @param state the state's values
 * @returns the data, or the contract's refusal (undecodable query, unknown message)
 */
export function assetManagerSmartQuery(
  queryData: string,
  state: InjectiveAssetManagerStateConfig,
): SmartQueryAnswer {
  let msg: unknown;
  try {
    msg = JSON.parse(atob(decodeURIComponent(queryData).replace(/-/g, "+").replace(/_/g, "/")));
  } catch {
    return { ok: false, message: "query data must be base64 JSON: invalid query" };
  }
  const keys = typeof msg === "object" && msg !== null && !Array.isArray(msg) ? Object.keys(msg) : [];
  const body = keys.length === 1 ? (msg as Record<string, unknown>)[keys[0]!] : undefined;
  if (keys[0] !== "get_state" || typeof body !== "object" || body === null || Object.keys(body).length > 0) {
    return {
      ok: false,
      message: `Error parsing into type asset_manager::msg::QueryMsg: unknown variant \`${
        keys[0] ?? ""
      }\`, expected \`get_state\`: query wasm contract failed`,
    };
  }
  return {
    ok: true,
    data: {
      connection: state.connection,
      rate_limit: state.rateLimit,
      hub_asset_manager: hexBytes(state.hubAssetManager),
      hub_chain_id: state.hubChainId,
      owner: state.owner,
    },
  };
}
