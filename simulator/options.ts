/**
 * Options of the simulator and their defaults, normalised in one place.
 *
 * @example Normalise a prefix
 * ```ts
 * import assert from "node:assert/strict";
 * import { normalisePrefix } from "./options.ts";
 * assert.ok(normalisePrefix("v2/") === "/v2");
 * assert.ok(normalisePrefix("/") === "");
 * ```
 * @module
 */
import type { ClientDefaultConfig } from "../core/config_types/client_default_config.ts";
import type { ApiKeyEntry } from "./auth/api_keys.ts";
import type { FaultPresetName } from "./faults/presets.ts";
import type { SimSleep } from "./faults/sleep.ts";
import type { SimClock } from "./state/clock.ts";

/** Default gateway prefix. */
export const DEFAULT_SIM_PREFIX = "/v1";
/** Default port of `deno task simulate`. */
export const DEFAULT_SIM_PORT = 8787;
/** Default seed. */
export const DEFAULT_SIM_SEED = 1;
/** Origin used for URLs of an in-process app with no socket. */
export const IN_PROCESS_ORIGIN = "http://sim.local";

/** Options of `createSimulatorApp` and `startSimulator`. */
export interface SimulatorOptions {
  /** TCP port (`0` = a free port). Only `startSimulator`. @default 0 */
  port?: number | undefined;
  /** Interface to listen on. Only `startSimulator`. @default "127.0.0.1" */
  hostname?: string | undefined;
  /** Gateway version prefix; `""` mounts the gateway at the bare origin. @default "/v1" */
  prefix?: string | undefined;
  /** Seed of every random choice (faults, fills, job outcomes, prices, sponsor key). @default 1 */
  seed?: number | undefined;
  /** Fault preset. @default "calm" */
  preset?: FaultPresetName | undefined;
  /** `"system"` (wall clock, fake timers control it) or a clock such as `createManualClock()`. @default "system" */
  clock?: "system" | SimClock | undefined;
  /** Accepted API keys. @default ["sim-key"] */
  apiKeys?: ReadonlyArray<string | ApiKeyEntry> | undefined;
  /** Organisations whose keys get 403. @default [] */
  suspendedOrgs?: readonly string[] | undefined;
  /** Accept any non-empty API key. @default false */
  allowAnyKey?: boolean | undefined;
  /** Print one line per request. @default false */
  logRequests?: boolean | undefined;
  /** Most entries of the request log. @default 1000 */
  requestLogCapacity?: number | undefined;
  /**
   * Byte budget of the request recording (`GET /__sim/recording`: bodies and paths of the requests since start
   * or the last restore; recording stops when it is spent); `0` records nothing. @default 4 MiB
   */
  recordingBytes?: number | undefined;
  /**
   * Most source txs the ledger keeps; the oldest settled ones beyond it are pruned (counters stay). See
   * `LedgerOptions.retainSettled`. @default 1_000
   */
  ledgerRetainSettled?: number | undefined;
  /**
   * Longest time (ms of the simulator's clock) a settled source tx is kept: older ones are pruned, as beyond
   * `ledgerRetainSettled`, when a later tx is recorded. With `ledgerRetainSettled` the retention policy of
   * docs/simulator_scenarios.md#retention. @default 3_600_000 (one hour)
   */
  ledgerRetainSettledMs?: number | undefined;
  /** Sleep of latency faults (inject a virtual one in tests). @default timerSleep (setTimeout) */
  sleep?: SimSleep | undefined;
  /** Chain and token configuration served and simulated. @default DEFAULT_CLIENT_CONFIG */
  config?: Readonly<ClientDefaultConfig> | undefined;
  /**
   * Browser origins allowed by CORS: `"*"` (any; the simulator binds to loopback) or the exact origins, such as
   * `["http://localhost:3000"]`. @default "*"
   */
  corsOrigin?: string | readonly string[] | undefined;
  /**
   * Host names (besides the loopback ones and a specific `hostname`) the control surface (`/__sim/*`) answers:
   * a request arriving with any other `Host` header is refused (DNS rebinding). @default [] (loopback only)
   */
  allowedHosts?: readonly string[] | undefined;
  /**
   * Grant every ERC-20 allowance nobody set as unlimited (`2^256 - 1`), so swaps, bridges and deposits need no
   * `approve` first: for quick demos. Real tokens start every allowance at zero. @default false
   */
  unlimitedAllowances?: boolean | undefined;
  /**
   * Stellar classic assets (the chain's `trustlineConfigs`: USDC, bnUSD, SODA): `"enforced"` refuses a credit to a
   * `G...` account without a trustline with room for it (nothing moves, as the asset contract's transfer traps on
   * the network); `"implicit"` credits any account (every account trusts every asset): for quick demos.
   * @default "enforced"
   */
  stellarTrustlines?: "enforced" | "implicit" | undefined;
  /**
   * The NEAR rate-limit contract's limits by token account (`wrap.near`, ...; smallest units): `get_rate_limit`
   * answers them, and a withdrawal to NEAR beyond the available amount is refused (nothing moves). `null`: the
   * token has no limit (`get_rate_limit` answers `null`).
   * @default every token 10^36 at once, refilling 10^30 per second (unlimited in practice)
   */
  nearRateLimits?:
    | Readonly<Record<string, { maxAvailable: bigint; ratePerSecond: bigint } | null>>
    | undefined;
  /**
   * Hub vault deposit caps by hub asset address: what `tokenInfo(hubAsset).maxDeposit` answers (bridge limits,
   * `bridge.getBridgeableAmount`). @default every hub asset uncapped (`2^256 - 1`)
   */
  vaultMaxDeposits?: Readonly<Record<string, bigint>> | undefined;
  /** Origin written into `urls` and `clientConfig` of an in-process app. @default "http://sim.local" */
  origin?: string | undefined;
}

/**
 * Normalises a gateway prefix: leading slash, no trailing slash, `""` for the bare origin.
 *
 * @param prefix the configured prefix
 * @returns the normalised prefix
 * @throws {TypeError} when the prefix has characters other than letters, digits, `.`, `_`, `~`, `-` and `/`
 */
export function normalisePrefix(prefix: string): string {
  const trimmed = prefix.trim().replace(/^\/+|\/+$/g, "");
  if (trimmed === "") return "";
  if (!/^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(trimmed)) {
    throw new TypeError(`Invalid simulator prefix "${prefix}"`);
  }
  const normalised = `/${trimmed}`;
  if (
    ["/relayer", "/rpc", "/horizon", "/__sim"].some((r) => normalised === r || normalised.startsWith(`${r}/`))
  ) {
    throw new TypeError(`Simulator prefix "${prefix}" collides with a root service path`);
  }
  return normalised;
}
