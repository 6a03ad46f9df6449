/**
 * The SPEC 5 key rules as a pure model: which `x-api-key` each target may receive for a client configuration.
 * @module
 */
import type { SentRequest } from "./_sim.ts";

/** A generated client configuration of keys. */
export interface KeyConfig {
  /** Global `apiKey` (tier 4). */
  global: string | undefined;
  /** Configured `x-api-key` header of the backend clients (tier 3; `api.headers` or `setHeaders`). */
  header: { name: string; value: string } | null;
  /** Per-call `extras.apiKey` of the swap (tier 2, submit-tx legs only). */
  callKey: string | undefined;
  /** `sponsoringApiConfig.baseURL`: the shared gateway or a custom origin. */
  sponsoringOrigin: "gateway" | "custom";
  /** `sponsoringApiConfig.apiKey`. */
  sponsoringKey: string | undefined;
  /** Key set by `sponsoring.setHeaders` (tier 3 of sponsoring). */
  sponsoringHeader: string | null;
}

const nonEmpty = (k: string | undefined): string | undefined => (k === undefined || k === "" ? undefined : k);

/** The keys a request may carry (`null` = no header); `undefined` = any (not constrained). */
export function allowedKeys(r: SentRequest, k: KeyConfig, perCall: boolean): Array<string | null> {
  const data = k.header !== null ? k.header.value : nonEmpty(k.global) ?? null;
  switch (r.target) {
    case "swaps":
      return [(perCall ? nonEmpty(k.callKey) : undefined) ?? data];
    case "bridge":
    case "data":
      return [data];
    case "oracle":
      return [null, data];
    case "solver":
      return [nonEmpty(k.global) ?? null];
    case "sponsoring": {
      if (k.sponsoringHeader !== null) return [k.sponsoringHeader];
      const own = nonEmpty(k.sponsoringKey);
      if (own !== undefined) return [own];
      return [k.sponsoringOrigin === "gateway" ? nonEmpty(k.global) ?? null : null];
    }
    default:
      return [null];
  }
}

/** Violations of SPEC 5 in a request log. */
export function keyViolations(sent: readonly SentRequest[], k: KeyConfig, perCall: boolean): string[] {
  return sent
    .filter((r) => !allowedKeys(r, k, perCall).includes(r.apiKey))
    .map((r) =>
      `P5: ${r.method} ${r.url} (${r.target}) carried x-api-key ${JSON.stringify(r.apiKey)}; SPEC 5 allows ` +
      JSON.stringify(allowedKeys(r, k, perCall))
    );
}
