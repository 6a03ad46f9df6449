/**
 * The simulator's API-key registry: keys belong to organisations, organisations can be suspended, and an
 * `allowAnyKey` switch accepts every non-empty key.
 *
 * @example Check keys
 * ```ts
 * import assert from "node:assert/strict";
 * import { ApiKeyRegistry } from "./api_keys.ts";
 * const keys = new ApiKeyRegistry({ apiKeys: [{ key: "k1", org: "acme" }], suspendedOrgs: ["acme"] });
 * assert.ok(keys.check(undefined) === "missing");
 * assert.ok(keys.check("nope") === "invalid");
 * assert.ok(keys.check("k1") === "suspended");
 * ```
 * @module
 */

/** The key the simulator accepts when none is configured. */
export const DEFAULT_SIM_API_KEY = "sim-key";

/** A key and the organisation it belongs to. */
export interface ApiKeyEntry {
  /** The `x-api-key` value. */
  key: string;
  /** Owning organisation. @default "sim-org" */
  org?: string | undefined;
}

/** Options of {@link ApiKeyRegistry}. */
export interface AuthOptions {
  /** Accepted keys (strings belong to `sim-org`). @default ["sim-key"] */
  apiKeys?: ReadonlyArray<string | ApiKeyEntry> | undefined;
  /** Suspended organisations: their keys get 403. @default [] */
  suspendedOrgs?: readonly string[] | undefined;
  /** Accept any non-empty key (unknown keys belong to `sim-org`). @default false */
  allowAnyKey?: boolean | undefined;
}

/** Outcome of a key check. */
export type KeyCheck = "ok" | "missing" | "invalid" | "suspended";

/** Keys, organisations and suspensions. */
export class ApiKeyRegistry {
  #keys = new Map<string, string>();
  #suspended = new Set<string>();
  #allowAny = false;

  /**
   * Builds a registry.
   *
   * @param options keys, suspended organisations and the allow-any-key switch
   */
  constructor(options: AuthOptions = {}) {
    this.configure({
      apiKeys: options.apiKeys ?? [DEFAULT_SIM_API_KEY],
      suspendedOrgs: options.suspendedOrgs ?? [],
      allowAnyKey: options.allowAnyKey ?? false,
    });
  }

  /** Replaces the fields given; omitted fields stay. */
  configure(options: AuthOptions): void {
    if (options.apiKeys !== undefined) {
      this.#keys = new Map(
        options.apiKeys.map((k) => (typeof k === "string" ? [k, "sim-org"] : [k.key, k.org ?? "sim-org"])),
      );
    }
    if (options.suspendedOrgs !== undefined) this.#suspended = new Set(options.suspendedOrgs);
    if (options.allowAnyKey !== undefined) this.#allowAny = options.allowAnyKey;
  }

  /** The accepted keys, in insertion order. */
  keys(): string[] {
    return [...this.#keys.keys()];
  }

  /** The current settings. */
  snapshot(): { apiKeys: ApiKeyEntry[]; suspendedOrgs: string[]; allowAnyKey: boolean } {
    return {
      apiKeys: [...this.#keys.entries()].map(([key, org]) => ({ key, org })),
      suspendedOrgs: [...this.#suspended],
      allowAnyKey: this.#allowAny,
    };
  }

  /** Checks a received `x-api-key` value (`undefined` or empty: missing). */
  check(key: string | undefined | null): KeyCheck {
    if (key === undefined || key === null || key.trim() === "") return "missing";
    const org = this.#keys.get(key) ?? (this.#allowAny ? "sim-org" : undefined);
    if (org === undefined) return "invalid";
    return this.#suspended.has(org) ? "suspended" : "ok";
  }
}
