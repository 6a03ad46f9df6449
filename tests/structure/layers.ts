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
 * The simulator: shared wire helpers and the hub ABI ← seed data and stores (`state/`) ← the cross-cutting
 * layers (faults, auth, CORS, options, the request log) ← the chains (`chains/<family>/`, one `chain.ts` each,
 * listed in `chains/registry.ts`; the Stellar sponsoring and Horizon fakes beside them) ← the service fakes
 * (gateway, swaps, bridge, relayer, solver, OpenAPI) ← the shared context and its stores ← composition
 * (snapshot parts, control, dashboard, scenarios) ← the app ← its entry points (start, main, mod, replay).
 */
export const SIMULATOR_LAYERS: LayerTable = [
  ["simulator/_respond.ts", 0],
  ["simulator/forward.ts", 0],
  ["simulator/method_not_allowed.ts", 0],
  ["simulator/hub_abi/", 0],
  ["simulator/simulated_deployments.ts", 0],
  ["simulator/urls.ts", 0],
  ["simulator/sodax_options.ts", 0],
  ["simulator/state/", 10],
  ["simulator/faults/", 20],
  ["simulator/_env.ts", 20],
  ["simulator/auth/", 20],
  ["simulator/cors/", 20],
  ["simulator/in_process_fetch.ts", 20],
  ["simulator/options.ts", 20],
  ["simulator/control/request_log.ts", 20],
  ["simulator/chains/", 30],
  ["simulator/gateway/", 40],
  ["simulator/swaps/", 40],
  ["simulator/bridge/", 40],
  ["simulator/relayer/", 40],
  ["simulator/solver/", 40],
  ["simulator/sponsoring/", 30],
  ["simulator/openapi/", 40],
  ["simulator/sim_stores.ts", 50],
  ["simulator/context.ts", 50],
  ["simulator/scenarios/", 60],
  ["simulator/control/", 60],
  ["simulator/dashboard/", 60],
  ["simulator/snapshot_parts.ts", 60],
  ["simulator/app.ts", 70],
  ["simulator/start.ts", 80],
  ["simulator/main.ts", 80],
  ["simulator/simulate_cli.ts", 80],
  ["simulator/simulate_report.ts", 80],
  ["simulator/scenarios/replay.ts", 80],
  ["simulator/scenarios/replay_main.ts", 80],
  ["simulator/mod.ts", 80],
];
