/**
 * The page-by-page history reads the history row (`peer_rows.ts`) and its interleaved A/B (`history_ab.ts`) time:
 * one user's `total` intents read whole in pages of `page`, 20 sequential `getUserIntents` GETs at the defaults,
 * by our client (of either tree) and by the platform SDK's. Imports no library code (the clients are arguments),
 * so the A/B tool still loads only the two trees it compares.
 * @module
 */

/** The part of an `XSwap` (of either tree) the page-by-page read needs. */
export interface PagedHistoryClient {
  backendApi: {
    getUserIntents(
      q: { userAddress: string; limit: number; offset: number },
    ): Promise<{ ok: true; value: { items: unknown[] } } | { ok: false; error: unknown }>;
  };
}

/**
 * Reads `userAddress`'s intents page by page with our client.
 *
 * @returns how many items the pages held
 * @example Against a stub that serves 3 items
 * ```ts
 * import assert from "node:assert/strict";
 * import { readPagesOurs } from "./_history_reads.ts";
 * const all = ["a", "b", "c"];
 * const client = {
 *   backendApi: {
 *     getUserIntents: (q: { limit: number; offset: number }) =>
 *       Promise.resolve({ ok: true as const, value: { items: all.slice(q.offset, q.offset + q.limit) } }),
 *   },
 * };
 * assert.equal(await readPagesOurs(client, "0xabc", 3, 2), 3);
 * ```
 */
export async function readPagesOurs(
  client: PagedHistoryClient,
  userAddress: string,
  total: number,
  page: number,
): Promise<number> {
  let items = 0;
  for (let offset = 0; offset < total; offset += page) {
    const r = await client.backendApi.getUserIntents({ userAddress, limit: page, offset });
    if (!r.ok) throw r.error;
    items += r.value.items.length;
  }
  return items;
}

/** The part of the platform SDK's `Sodax` the page-by-page read needs (its page fields are strings). */
export interface PlatformPagedHistory {
  backendApi: {
    getUserIntents(q: { userAddress: string; limit: string; offset: string }): Promise<{ items: unknown[] }>;
  };
}

/**
 * Reads `userAddress`'s intents page by page with the platform SDK, which throws on a failure.
 *
 * @returns how many items the pages held
 * @example Against a stub that serves 3 items
 * ```ts
 * import assert from "node:assert/strict";
 * import { readPagesPlatform } from "./_history_reads.ts";
 * const all = ["a", "b", "c"];
 * const sodax = {
 *   backendApi: {
 *     getUserIntents: (q: { limit: string; offset: string }) =>
 *       Promise.resolve({ items: all.slice(Number(q.offset), Number(q.offset) + Number(q.limit)) }),
 *   },
 * };
 * assert.equal(await readPagesPlatform(sodax, "0xabc", 3, 2), 3);
 * ```
 */
export async function readPagesPlatform(
  sodax: PlatformPagedHistory,
  userAddress: string,
  total: number,
  page: number,
): Promise<number> {
  let items = 0;
  for (let offset = 0; offset < total; offset += page) {
    const r = await sodax.backendApi.getUserIntents({
      userAddress,
      limit: String(page),
      offset: String(offset),
    });
    items += r.items.length;
  }
  return items;
}
