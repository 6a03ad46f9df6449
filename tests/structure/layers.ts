/**
 * The layer tables the structure test enforces (see docs/architecture.md). A module may import only modules of
 * its own rank or below; the longest matching prefix decides a module's rank.
 * @module
 */
import type { LayerTable } from "./rules.ts";

/**
 * The library: core ← chains (address, hub protocol, wallet types, spoke plumbing, then the families, then
 * routing) ← services (transport clients, shared dependencies, hub services, the submit-tx and resume paths,
 * the features, the entry object) ← mod.ts. The standalone wire client sits beside services.
 */
export const LIBRARY_LAYERS: LayerTable = [
  ["core/", 0],
  ["chains/address/", 10],
  ["chains/hub/", 20],
  ["chains/wallets/", 25],
  ["chains/spoke/", 30],
  ["chains/", 40],
  ["chains/routing.ts", 50],
  ["wire/", 60],
  ["services/relay/", 60],
  ["services/solver/", 60],
  ["services/backend_api/", 60],
  ["services/deps.ts", 62],
  ["services/hub/", 63],
  ["services/submit_tx/", 64],
  ["services/resume/", 64],
  ["services/money_market/", 66],
  ["services/", 68],
  ["services/bridge/", 70],
  ["services/client/", 80],
  ["mod.ts", 100],
];

/** What the simulator may import from the library: the shared schemas, ABIs and deployment tables of `core/`. */
export const SIMULATOR_MAY_IMPORT: readonly string[] = [
  "core/schemas/",
  "core/abis/",
  "core/chains/",
  "core/config/",
  "core/result.ts",
];

/**
 * The simulator, ranked by folder (a module's folder is its first two path segments; a file directly in
 * `simulator/` belongs to the root): the HTTP helpers (`http/`), the hub ABI and the simulated deployments and
 * URLs (`client_config/`) ← seed data and stores (`state/`) ← faults ← the request log ← auth and CORS ← the
 * Stellar sponsoring and Horizon fakes ← the chains (`chains/<family>/`, one `chain.ts` each, listed in
 * `chains/registry.ts`) ← the service fakes (gateway, swaps, relayer, solver, OpenAPI) ← the bridge ←
 * the shared context and its stores (`context/`) ← control and scenarios ← the dashboard ← the root: composition
 * and entry points only (app, start, main, mod, options, in-process fetch, replay, the simulate command).
 */
export const SIMULATOR_LAYERS: LayerTable = [
  ["simulator/http/", 0],
  ["simulator/hub_abi/", 0],
  ["simulator/client_config/", 0],
  ["simulator/state/", 10],
  ["simulator/faults/", 20],
  ["simulator/request_log/", 22],
  ["simulator/auth/", 25],
  ["simulator/cors/", 25],
  ["simulator/sponsoring/", 30],
  ["simulator/chains/", 35],
  ["simulator/gateway/", 40],
  ["simulator/swaps/", 40],
  ["simulator/relayer/", 40],
  ["simulator/solver/", 40],
  ["simulator/openapi/", 40],
  ["simulator/bridge/", 45],
  ["simulator/context/", 50],
  ["simulator/control/", 60],
  ["simulator/scenarios/", 60],
  ["simulator/dashboard/", 65],
  ["simulator/", 100],
];
