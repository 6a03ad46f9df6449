/**
 * `ExchangeTokens`: the access and refresh tokens the simulated exchange issues at log-in
 * (`POST /auth/authenticate`) and rotates (`POST /auth/refresh-token`). An access token lives
 * {@link SIM_EXCHANGE_ACCESS_TTL_MS} and a refresh token {@link SIM_EXCHANGE_REFRESH_TTL_MS} of the simulator's
 * clock; a refresh token is single-use (refreshing revokes it and the user's older access tokens stay valid until
 * they expire). Tokens are deterministic (hashes of the user, the kind and a counter), so a seeded run replays.
 *
 * @example Issue, then refresh
 * ```ts
 * import assert from "node:assert/strict";
 * import { ExchangeTokens } from "./exchange_tokens.ts";
 * const tokens = new ExchangeTokens(() => 0);
 * const first = tokens.issue("bc1quser");
 * assert.equal(tokens.userOfAccess(first.accessToken), "bc1quser");
 * const next = tokens.refresh(first.refreshToken);
 * assert.ok(next !== undefined && tokens.refresh(first.refreshToken) === undefined);
 * ```
 * @module
 */
import { sha256 } from "@scure/btc-signer/utils.js";
import { hex } from "@scure/base";

/** Lifetime of an access token, in ms of the simulator's clock. */
export const SIM_EXCHANGE_ACCESS_TTL_MS = 15 * 60_000;
/** Lifetime of a refresh token, in ms of the simulator's clock. */
export const SIM_EXCHANGE_REFRESH_TTL_MS = 7 * 24 * 3_600_000;

/** One issued token. */
export interface ExchangeTokenRecord {
  /** The token. */
  token: string;
  /** Access or refresh. */
  kind: "access" | "refresh";
  /** The user it was issued to. */
  userAddress: string;
  /** Clock time (ms) it stops being accepted. */
  expiresAt: number;
}

/** The issued tokens. */
export class ExchangeTokens {
  readonly #now: () => number;
  #tokens = new Map<string, ExchangeTokenRecord>();
  #counter = 0;

  /** @param now the simulator's clock in ms */
  constructor(now: () => number) {
    this.#now = now;
  }

  /** Issues a new access and refresh token pair to `userAddress`. */
  issue(userAddress: string): { accessToken: string; refreshToken: string } {
    const make = (kind: "access" | "refresh", ttl: number): string => {
      const token = hex.encode(
        sha256(
          new TextEncoder().encode(`sim-exchange-${kind}:${userAddress}:${this.#now()}:${++this.#counter}`),
        ),
      );
      this.#tokens.set(token, { token, kind, userAddress, expiresAt: this.#now() + ttl });
      return token;
    };
    return {
      accessToken: make("access", SIM_EXCHANGE_ACCESS_TTL_MS),
      refreshToken: make("refresh", SIM_EXCHANGE_REFRESH_TTL_MS),
    };
  }

  /** The user of a live access token, or `undefined`. */
  userOfAccess(token: string): string | undefined {
    const r = this.#live(token);
    return r?.kind === "access" ? r.userAddress : undefined;
  }

  /** Whether `userAddress` holds a live refresh token (a session the exchange still knows). */
  hasLiveSession(userAddress: string): boolean {
    for (const r of this.#tokens.values()) {
      if (r.kind === "refresh" && r.userAddress === userAddress && r.expiresAt > this.#now()) return true;
    }
    return false;
  }

  /** Rotates a live refresh token: revokes it, issues a new pair; `undefined` when unknown, used or expired. */
  refresh(
    refreshToken: string,
  ): { accessToken: string; refreshToken: string; userAddress: string } | undefined {
    const r = this.#live(refreshToken);
    if (r?.kind !== "refresh") return undefined;
    this.#tokens.delete(refreshToken);
    return { ...this.issue(r.userAddress), userAddress: r.userAddress };
  }

  /** Forgets every token. */
  reset(): void {
    this.#tokens.clear();
    this.#counter = 0;
  }

  /** The tokens as data. */
  snapshot(): ExchangeTokenRecord[] {
    return [...this.#tokens.values()].map((r) => ({ ...r }));
  }

  /** Replaces the tokens with a snapshot's. */
  restore(records: readonly ExchangeTokenRecord[]): void {
    this.#tokens = new Map(records.map((r) => [r.token, { ...r }]));
    this.#counter = records.length;
  }

  #live(token: string): ExchangeTokenRecord | undefined {
    const r = this.#tokens.get(token);
    return r !== undefined && r.expiresAt > this.#now() ? r : undefined;
  }
}
