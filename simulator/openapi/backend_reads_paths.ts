/**
 * OpenAPI paths of the platform SDK's data API reads (`simulator/gateway/backend_reads_app.ts`,
 * docs/wire_inventory.md#backend-data-api) under the gateway prefix.
 *
 * @example The orderbook is listed
 * ```ts
 * import assert from "node:assert/strict";
 * import { backendReadsPaths } from "./backend_reads_paths.ts";
 * assert.ok("/v1/be/solver/orderbook" in backendReadsPaths("/v1"));
 * ```
 * @module
 */

const json = (description: string) => ({
  description,
  content: { "application/json": { schema: { type: "object" } } },
});
const error = (status: number, description: string) => ({
  [status]: json(`{message, code}: ${description}`),
});
const path = (...names: string[]) =>
  names.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } }));
const query = (...names: string[]) =>
  names.map((name) => ({ name, in: "query", required: false, schema: { type: "string" } }));
const dates = (...names: string[]) =>
  names.map((name) => ({
    name,
    in: "query",
    required: false,
    description:
      "ISO 8601 date or date-time (the platform sends toISOString()); anything else is INVALID_DATE",
    schema: { type: "string", format: "date-time" },
  }));
const read = (summary: string, parameters: unknown[] = [], errors: Record<number, unknown> = {}) => ({
  get: { summary, parameters, responses: { 200: json(summary), ...errors } },
});
const badPage = error(400, "INVALID_PAGINATION");
const noChain = error(404, "CHAIN_NOT_FOUND");

/**
 * The paths.
 *
 * @param p the gateway prefix (`/v1` by default, `""` for the bare origin)
 * @returns path items keyed by path
 */
export function backendReadsPaths(p: string): Record<string, Record<string, unknown>> {
  const be = `${p}/be`;
  return {
    [`${be}/intent/{intentHash}`]: read("IntentResponse by intent hash", path("intentHash"), {
      ...error(400, "INVALID_INTENT_HASH"),
      ...error(404, "INTENT_NOT_FOUND"),
    }),
    [`${be}/intent/user/{userAddress}`]: read(
      "{total, offset, limit, items: IntentResponse[]} of a user (creator, source or destination address)",
      [...path("userAddress"), ...dates("startDate", "endDate"), ...query("offset", "limit")],
      error(400, "INVALID_PAGINATION | INVALID_DATE"),
    ),
    [`${be}/solver/orderbook`]: read(
      "{total, data: [{intentState, intentData}]} of the open intents",
      query("offset", "limit"),
      badPage,
    ),
    [`${be}/moneymarket/position/{userAddress}`]: read(
      "{userAddress, positions: [{reserveAddress, aTokenAddress, variableDebtTokenAddress, aTokenBalance, variableDebtTokenBalance, blockNumber}]}",
      path("userAddress"),
      error(400, "INVALID_ADDRESS"),
    ),
    [`${be}/moneymarket/asset/all`]: read("MoneyMarketAsset[] of every simulated reserve"),
    [`${be}/moneymarket/asset/{reserve}`]: read(
      "MoneyMarketAsset",
      path("reserve"),
      error(404, "RESERVE_NOT_FOUND"),
    ),
    [`${be}/moneymarket/asset/{reserve}/suppliers`]: read(
      "{suppliers, total, offset, limit}",
      [...path("reserve"), ...query("offset", "limit")],
      { ...badPage, ...error(404, "RESERVE_NOT_FOUND") },
    ),
    [`${be}/moneymarket/asset/{reserve}/borrowers`]: read(
      "{borrowers, total, offset, limit}",
      [...path("reserve"), ...query("offset", "limit")],
      { ...badPage, ...error(404, "RESERVE_NOT_FOUND") },
    ),
    [`${be}/moneymarket/borrowers`]: read(
      "{borrowers, total, offset, limit}",
      query("offset", "limit"),
      badPage,
    ),
    [`${be}/config/spoke/chains`]: read("Chain keys"),
    [`${be}/config/swap/tokens`]: read("Swap tokens per chain key (XToken with xChainId)"),
    [`${be}/config/swap/{chainKey}/tokens`]: read("Swap tokens of a chain", path("chainKey"), noChain),
    [`${be}/config/money-market/tokens`]: read("Money-market tokens per chain key"),
    [`${be}/config/money-market/reserve-assets`]: read("Reserve (vault) addresses"),
    [`${be}/config/money-market/{chainKey}/tokens`]: read(
      "Money-market tokens of a chain",
      path("chainKey"),
      noChain,
    ),
    [`${be}/config/relay/chain-id-map`]: read("Chain key -> relay chain id (JSON numbers)"),
    [`${be}/config/spoke/all-chains-configs`]: read("Chain key -> chain config"),
    [`${be}/config/hub/assets`]: read(
      "1.3.0-beta: chain key -> original address -> {asset, decimal, vault, symbol, name}",
    ),
    [`${be}/config/hub/{chainKey}/assets`]: read(
      "1.3.0-beta: hub assets of a chain",
      path("chainKey"),
      noChain,
    ),
  };
}
