/**
 * The key rules of docs/rules/auth.md as a pure model: which `x-api-key` each target may receive for a client
 * configuration.
 * @module
 */
import fc from "fast-check";
import "../_fc_seed.ts";
import type { XSwapOptions } from "../../mod.ts";
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

/** Per-call key settings of one request: `RequestOverrideConfig.headers["x-api-key"]` and `.apiKey`. */
export interface CallKeys {
  /** Tier 1: an explicit per-request header (sent verbatim, even blank). */
  header?: string | undefined;
  /** Tier 2: per-request `apiKey` (`extras.apiKey` of swap). */
  apiKey?: string | undefined;
}

/** The keys a request may carry (`null` = no header). */
export function allowedKeys(r: SentRequest, k: KeyConfig, call: CallKeys = {}): Array<string | null> {
  const perCall = call.header ?? nonEmpty(call.apiKey);
  const backend = perCall ?? (k.header !== null ? k.header.value : nonEmpty(k.global) ?? null);
  switch (r.target) {
    case "swaps":
    case "bridge":
    case "data":
      return [backend];
    case "oracle":
      return [null, backend];
    case "solver":
      return [nonEmpty(k.global) ?? null];
    case "sponsoring": {
      if (perCall !== undefined) return [perCall];
      if (k.sponsoringHeader !== null) return [k.sponsoringHeader];
      const own = nonEmpty(k.sponsoringKey);
      if (own !== undefined) return [own];
      return [k.sponsoringOrigin === "gateway" ? nonEmpty(k.global) ?? null : null];
    }
    default:
      return [null];
  }
}

/** Violations of docs/rules/auth.md in a request log; `call` applies to the backend and sponsoring requests. */
export function keyViolations(sent: readonly SentRequest[], k: KeyConfig, call: CallKeys = {}): string[] {
  return sent
    .filter((r) => !allowedKeys(r, k, call).includes(r.apiKey))
    .map((r) =>
      `P5: ${r.method} ${r.url} (${r.target}) carried x-api-key ${
        JSON.stringify(r.apiKey)
      }; docs/rules/auth.md allows ` +
      JSON.stringify(allowedKeys(r, k, call))
    );
}

/** A sponsoring origin other than the gateway (the in-process simulator serves it by path). */
export const CUSTOM_SPONSOR = "http://sponsor.example/v1";

/** Generated key configurations. */
export const keyConfigArb: fc.Arbitrary<KeyConfig> = fc.record({
  global: fc.constantFrom(undefined, "", "k-global"),
  header: fc.option(fc.record({
    name: fc.constantFrom("x-api-key", "X-API-KEY", "X-Api-Key"),
    value: fc.constantFrom("k-header", ""),
  })),
  callKey: fc.constantFrom(undefined, "", "k-call"),
  sponsoringOrigin: fc.constantFrom("gateway" as const, "custom" as const),
  sponsoringKey: fc.constantFrom(undefined, "", "k-sponsor"),
  sponsoringHeader: fc.constant(null),
});

/** Client options carrying a key configuration, on the simulator at `gateway`. */
export function keyOptions(k: KeyConfig, gateway: string): Partial<XSwapOptions> {
  return {
    apiKey: k.global,
    api: {
      baseURL: gateway,
      ...(k.header ? { headers: { [k.header.name]: k.header.value } } : {}),
      sponsoringApiConfig: {
        baseURL: k.sponsoringOrigin === "gateway" ? gateway : CUSTOM_SPONSOR,
        apiKey: k.sponsoringKey,
      },
    },
  };
}
