/**
 * `createSimulatorBalanceBook`: the balance book of one simulator instance. Untouched accounts read the
 * simulator's historic default funding (10^30 of everything on EVM chains; each non-EVM node registers its own
 * defaults with `seedChain`), each chain's pool account (its asset manager, the intents contract on the hub)
 * holds {@link POOL_FUNDING} of everything, and every read first lets the ledger materialise due deliveries.
 * Allowances nobody set are zero, as on a real ERC-20 (a deposit needs the owner's `approve` first), unless
 * `unlimitedAllowances` grants every spender `2^256 - 1` (the `--unlimited-allowances` demo flag).
 *
 * @example An untouched EVM account holds 10^30
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorBalanceBook } from "./simulator_book.ts";
 * import { SIMULATED_CONFIG } from "../../client_config/simulated_deployments.ts";
 * const book = createSimulatorBalanceBook({ config: SIMULATED_CONFIG });
 * assert.equal(book.balanceOf("0x2105.base", `0x${"11".repeat(20)}`, `0x${"00".repeat(20)}`), 10n ** 30n);
 * ```
 * @module
 */
import type { ClientDefaultConfig } from "../../../core/config_types/client_default_config.ts";
import { BalanceBook, UNLIMITED_ALLOWANCE } from "./balance_book.ts";
import { poolAccountOf } from "./ledger_settlement.ts";

/** What each pool account (asset manager, hub intents contract) holds of every token. */
export const POOL_FUNDING = 10n ** 40n;
/** What an untouched account holds of every token on EVM chains (the EVM RPC's historic default). */
export const DEFAULT_EVM_FUNDING = 10n ** 30n;

/** Options of {@link createSimulatorBalanceBook}. */
export interface SimulatorBalanceBookOptions {
  /** Chains (their pool accounts). */
  config: Readonly<Pick<ClientDefaultConfig, "chains" | "solver">>;
  /** Runs before every read (`() => ledger.sync()`). @default no-op */
  beforeRead?: (() => void) | undefined;
  /** Funding of an untouched account on a chain without its own seed. @default DEFAULT_EVM_FUNDING */
  defaultFunding?: bigint | undefined;
  /**
   * Every allowance nobody set reads `2^256 - 1` (never spent), so no flow needs an `approve`: quick demos only.
   * @default false (allowances start at zero, as on a real ERC-20)
   */
  unlimitedAllowances?: boolean | undefined;
}

/**
 * Creates the simulator's book.
 *
 * @param options configuration and read hook
 * @returns the book
 * @example Pools are deep
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorBalanceBook, POOL_FUNDING } from "./simulator_book.ts";
 * import { SIMULATED_CONFIG } from "../../client_config/simulated_deployments.ts";
 * const book = createSimulatorBalanceBook({ config: SIMULATED_CONFIG });
 * const manager = SIMULATED_CONFIG.chains["0x2105.base"].addresses.assetManager;
 * assert.equal(book.balanceOf("0x2105.base", manager, `0x${"00".repeat(20)}`), POOL_FUNDING);
 * ```
 * @example Allowances start at zero unless the demo flag grants them
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorBalanceBook } from "./simulator_book.ts";
 * import { UNLIMITED_ALLOWANCE } from "./balance_book.ts";
 * import { SIMULATED_CONFIG } from "../../client_config/simulated_deployments.ts";
 * const [owner, token, spender] = [`0x${"11".repeat(20)}`, `0x${"22".repeat(20)}`, `0x${"33".repeat(20)}`];
 * assert.equal(createSimulatorBalanceBook({ config: SIMULATED_CONFIG }).allowance("0x2105.base", owner, token, spender), 0n);
 * const demo = createSimulatorBalanceBook({ config: SIMULATED_CONFIG, unlimitedAllowances: true });
 * assert.equal(demo.allowance("0x2105.base", owner, token, spender), UNLIMITED_ALLOWANCE);
 * ```
 */
export function createSimulatorBalanceBook(options: SimulatorBalanceBookOptions): BalanceBook {
  const pools = new Map<string, string>();
  for (const chainKey of Object.keys(options.config.chains)) {
    const pool = poolAccountOf(options.config, chainKey);
    if (pool !== undefined) pools.set(chainKey, normalise(pool));
  }
  const funding = options.defaultFunding ?? DEFAULT_EVM_FUNDING;
  return new BalanceBook({
    seed: () => funding,
    seedAllowance: options.unlimitedAllowances === true ? () => UNLIMITED_ALLOWANCE : () => 0n,
    beforeRead: options.beforeRead,
    pools: (chainKey, account) => pools.get(chainKey) === account ? POOL_FUNDING : undefined,
  });
}

function normalise(id: string): string {
  return /^0x[0-9a-fA-F]*$/.test(id) ? id.toLowerCase() : id;
}
