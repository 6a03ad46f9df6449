/**
 * Wire schemas of the data API's per-part configuration routes (docs/wire_inventory.md#backend-data-api-reads):
 * `GET {base_url}/be/config/spoke/chains`, `/config/swap/tokens`, `/config/swap/{chainKey}/tokens`,
 * `/config/money-market/tokens`, `/config/money-market/{chainKey}/tokens`, `/config/money-market/reserve-assets`,
 * `/config/relay/chain-id-map` and `/config/spoke/all-chains-configs`. Shapes from the platform's
 * `packages/types/src/backend/backendApi.ts` (`GetChainsApiResponse` ... `GetSpokeChainConfigApiResponse`).
 *
 * As with `/config/all` (`config_all.ts`), a chain key this library does not know is dropped (a newer backend may
 * serve more chains), and a known key must validate: tokens as `XToken`s, relay ids revived as bigints, chain
 * configurations whose family matches the key. This module imports `config_all.ts`, so the backend client loads it
 * on first use only.
 *
 * @example Unknown chain keys are dropped, relay ids revived
 * ```ts
 * import assert from "node:assert/strict";
 * import { chainKeysSchema, relayChainIdMapSchema } from "./backend_config_parts.ts";
 * assert.deepEqual(chainKeysSchema.parse(["sonic", "0x2105.base", "mars"]), ["sonic", "0x2105.base"]);
 * assert.ok(relayChainIdMapSchema.parse({ sonic: 146, mars: 1 }).sonic === 146n);
 * ```
 * @module
 */
import * as z from "./zod.ts";
import { CHAIN_TYPES, isSpokeChainKey, type SpokeChainKey } from "../chains/chain_keys.ts";
import type { ChainConfigs, SpokeChainConfig } from "../config_types/chain_config.ts";
import type { XToken } from "../config_types/xtoken.ts";
import { bigintFromWire } from "./_bigint.ts";
import { spokeChainConfigSchema, xTokenSchema } from "./config_all.ts";

/** A record keyed by known chain keys: unknown keys dropped, known ones validated (issues name the key). */
function knownChainRecord<T>(
  value: z.ZodMiniType<T>,
  check?: (key: SpokeChainKey, v: T) => string | undefined,
): z.ZodMiniType<Partial<Record<SpokeChainKey, T>>, unknown> {
  return z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((rec, ctx) => {
      const out: Partial<Record<SpokeChainKey, T>> = {};
      for (const [key, raw] of Object.entries(rec)) {
        if (!isSpokeChainKey(key)) continue;
        const r = z.safeParse(value, raw);
        if (!r.success) {
          for (const issue of r.error.issues) {
            ctx.issues.push({
              code: "custom",
              message: issue.message,
              path: [key, ...issue.path],
              input: rec,
            });
          }
          continue;
        }
        const problem = check?.(key, r.data);
        if (problem !== undefined) {
          ctx.issues.push({ code: "custom", message: problem, path: [key], input: rec });
        } else out[key] = r.data;
      }
      return out;
    }),
  );
}

/** Schema of the served chain keys (`/config/spoke/chains`); unknown keys are dropped. */
export const chainKeysSchema: z.ZodMiniType<SpokeChainKey[], unknown> = z.pipe(
  z.array(z.string()),
  z.transform((keys) => keys.filter((k): k is SpokeChainKey => isSpokeChainKey(k))),
);

/** Schema of one chain's token list (`/config/swap/{chainKey}/tokens`, `/config/money-market/{chainKey}/tokens`). */
export const tokenListSchema: z.ZodMiniType<XToken[], unknown> = z.array(xTokenSchema);

/** Schema of the token lists of every chain (`/config/swap/tokens`, `/config/money-market/tokens`). */
export const tokensByChainSchema: z.ZodMiniType<Partial<Record<SpokeChainKey, XToken[]>>, unknown> =
  knownChainRecord(tokenListSchema);

/** Schema of the money market's reserve assets (`/config/money-market/reserve-assets`). */
export const reserveAssetsSchema: z.ZodMiniType<string[], unknown> = z.array(z.string());

/** Schema of the relay chain id map (`/config/relay/chain-id-map`): JSON numbers or decimal strings, as bigints. */
export const relayChainIdMapSchema: z.ZodMiniType<Partial<Record<SpokeChainKey, bigint>>, unknown> =
  knownChainRecord(bigintFromWire);

/** Schema of every chain's configuration (`/config/spoke/all-chains-configs`); the family must match the key. */
export const spokeChainConfigMapSchema: z.ZodMiniType<Partial<ChainConfigs>, unknown> = knownChainRecord<
  SpokeChainConfig
>(
  spokeChainConfigSchema,
  (key, v) =>
    v.chain.type === CHAIN_TYPES[key] ? undefined : `chain type ${v.chain.type} does not match ${key}`,
) as z.ZodMiniType<Partial<ChainConfigs>, unknown>;
