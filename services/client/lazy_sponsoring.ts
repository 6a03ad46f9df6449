/**
 * `XSwap.sponsoring`, loaded on first use (`lazy_service.ts`): same members and behaviour as
 * `services/sponsoring/service.ts`'s `SponsoringService`, whose code (the Horizon read, the activation, the
 * next-action mapping) is downloaded by the first async call, so a swap page does not carry it
 * (docs/browser.md#size). `setHeaders` stays synchronous: before the load it checks the headers and keeps them
 * for the service the load builds; after it, it forwards.
 *
 * @example Headers set before the first call reach the loaded service
 * ```ts
 * import assert from "node:assert/strict";
 * import { LazySponsoringService } from "./lazy_sponsoring.ts";
 * const seen: string[] = [];
 * const service = new LazySponsoringService({
 *   baseURL: "http://sponsor.test",
 *   fetch: (input, init) => {
 *     seen.push(new Headers(init?.headers).get("x-api-key") ?? "");
 *     return Promise.resolve(Response.json({ error: "no" }, { status: 400 }));
 *   },
 * });
 * assert.ok(service.setHeaders({ "x-api-key": "k1" }).ok);
 * assert.ok(!service.setHeaders({ bad: 1 } as unknown as Record<string, string>).ok);
 * await service.getStellarSponsorConfig();
 * assert.deepEqual(seen, ["k1"]);
 * ```
 * @module
 */
import { checkHeaderRecord } from "../../core/api_config/resolve_api_config.ts";
import { ok } from "../../core/result.ts";
import type { SponsoringService, SponsoringServiceOptions } from "../sponsoring/service.ts";
import { lazyServiceClass } from "./lazy_service.ts";

/** Per constructor options: the headers set before the load, then the loaded service. */
const pending = new WeakMap<SponsoringServiceOptions, Array<Record<string, string>>>();
const loaded = new WeakMap<SponsoringServiceOptions, SponsoringService>();

/** `SponsoringService` (`services/sponsoring/service.ts`), loaded on first use. */
export const LazySponsoringService: new (options: SponsoringServiceOptions) => SponsoringService =
  lazyServiceClass<SponsoringService, SponsoringServiceOptions>(
    "SponsoringService",
    async () => {
      const { SponsoringService: Real } = await import("../sponsoring/service.ts");
      return class extends Real {
        constructor(options: SponsoringServiceOptions) {
          super(options);
          for (const headers of pending.get(options) ?? []) this.setHeaders(headers);
          pending.delete(options);
          loaded.set(options, this);
        }
      };
    },
    {
      async: {
        getStellarSponsorConfig: true,
        isStellarAccountActive: true,
        getStellarAccountStatus: true,
        activateStellarAccount: true,
      },
      sync: (options) => ({
        setHeaders: (headers) => {
          const real = loaded.get(options);
          if (real !== undefined) return real.setHeaders(headers);
          const checked = checkHeaderRecord(headers, "set headers");
          if (!checked.ok) return checked;
          const list = pending.get(options) ?? [];
          list.push({ ...headers });
          pending.set(options, list);
          return ok(undefined);
        },
      }),
    },
  );
