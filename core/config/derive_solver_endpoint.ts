/**
 * The default `{solver_url}` (SPEC address placeholders): `{base_url}/intent`, where `{base_url}` is the
 * gateway root the user configured (`api.baseURL`, or `api.baseApiConfig.baseURL`, which wins as it does for
 * the data API). Used only when the user did not set `solver.solverApiEndpoint`.
 *
 * @example A local gateway moves the solver too
 * ```ts
 * import assert from "node:assert/strict";
 * import { deriveSolverEndpoint } from "./derive_solver_endpoint.ts";
 * assert.equal(deriveSolverEndpoint({ api: { baseURL: "http://localhost:8080/v1/" } }), "http://localhost:8080/v1/intent");
 * assert.equal(deriveSolverEndpoint({}), undefined);
 * ```
 * @module
 */
import { normalizeBaseUrl } from "../api_config/normalize_base_url.ts";

/** Solver path below the gateway root. */
export const SOLVER_SERVICE_PATH = "/intent";

/**
 * Derives the solver root from the configured gateway root.
 *
 * @param options the constructor options (only `api` and `solver` are read; anything else is ignored)
 * @returns `{base_url}/intent`, or `undefined` when the user set `solver.solverApiEndpoint`, set no gateway
 *   root, or set one that is not a valid URL (option validation reports that)
 * @example An explicit solver endpoint is kept
 * ```ts
 * import assert from "node:assert/strict";
 * import { deriveSolverEndpoint } from "./derive_solver_endpoint.ts";
 * const options = { api: { baseURL: "http://localhost:8080" }, solver: { solverApiEndpoint: "http://solver.test" } };
 * assert.equal(deriveSolverEndpoint(options), undefined);
 * ```
 */
export function deriveSolverEndpoint(options: unknown): string | undefined {
  const o = record(options);
  if (record(o.solver).solverApiEndpoint !== undefined) return undefined;
  const api = record(o.api);
  const root = record(api.baseApiConfig).baseURL ?? api.baseURL;
  if (root === undefined) return undefined;
  const normal = normalizeBaseUrl(root);
  return normal.ok ? `${normal.value}${SOLVER_SERVICE_PATH}` : undefined;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? value as Record<string, unknown> : {};
}
