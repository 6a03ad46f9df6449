/**
 * The layer tables the structure test enforces (see docs/architecture.md). A module may import only modules of
 * its own rank or below; the longest matching prefix decides a module's rank.
 * @module
 */
import type { LayerTable } from "./rules.ts";

/**
 * The library, ranked by folder (a module's folder is its first two path segments; `mod.ts` is the root's):
 * core ← chains ← services ← mod.ts.
 *
 * - `core/`: its root files (Result, errors, the solver's error vocabulary, `describeValue`) ← chain keys and
 *   relay ids, ABIs, option checks, fees, the boundary guard ← API config ← config shapes ← wire schemas ← HTTP and auth ← the
 *   configuration service.
 * - `chains/`: address codecs ← the EVM JSON-RPC client ← the hub protocol ← the spoke adapter contract ← one
 *   folder per family (address rules aside, each owns its wallet, adapter, token reads, hub-call sender) ← the
 *   registry (which family serves a chain key, lazily, and the family → wallet map).
 * - `services/`: the transport clients (relayer, solver, backend) and the standalone wire client ← the swap
 *   journal (its stores, entries and writes) ← the shared dependencies ← hub writes ← the intent lifecycle
 *   (delivery through the backend or the relayer, resume) ← money market ← the features ← bridge ← the entry
 *   object (and `client.recover()`) ← `journal/`, the file store of the swap journal (its own export,
 *   `@xswap/client/journal/file`: it uses `node:fs`, so browser bundles never see it).
 */
export const LIBRARY_LAYERS: LayerTable = [
  ["core/", 0],
  ["core/chains/", 1],
  ["core/abis/", 1],
  ["core/options/", 1],
  ["core/fee/", 1],
  ["core/guard/", 1],
  ["core/api_config/", 2],
  ["core/config_types/", 3],
  ["core/schemas/", 4],
  ["core/http/", 5],
  ["core/auth/", 5],
  ["core/config/", 6],
  ["chains/address/", 10],
  ["chains/rpc/", 15],
  ["chains/hub/", 20],
  ["chains/spoke/", 30],
  ["chains/", 40],
  ["chains/registry/", 50],
  ["wire/", 60],
  ["services/relay/", 60],
  ["services/solver/", 60],
  ["services/backend_api/", 60],
  ["services/journal/", 61],
  ["services/deps/", 62],
  ["services/hub/", 63],
  ["services/intent/", 64],
  ["services/money_market/", 66],
  ["services/", 68],
  ["services/bridge/", 70],
  ["services/client/", 80],
  ["journal/", 90],
  ["./", 100],
];

/**
 * What the simulator may import from the library: the shared schemas, ABIs, chain keys, deployment tables and
 * config shapes of `core/`. Not the relay chain ids (`core/chains/relay_chain_ids.ts`): the simulator keeps its
 * own (`simulator/client_config/relay_ids.ts`), so a wrong library id is a difference, not a shared value.
 */
export const SIMULATOR_MAY_IMPORT: readonly string[] = [
  "core/schemas/",
  "core/abis/",
  "core/chains/chain_keys.ts",
  "core/config/",
  "core/config_types/",
  "core/options/",
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
