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
 * The simulator: seed data and stores (`state/`) ← the fakes of each chain and service ← composition (the app,
 * its stores and snapshot parts, its entry points).
 */
export const SIMULATOR_LAYERS: LayerTable = [
  ["simulator/", 50],
];
