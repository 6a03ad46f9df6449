/**
 * Internal: the whole-history reader behind `backendApi.getAllUserIntents`: the first page alone (it says
 * `total`), then the remaining pages with at most `concurrency` requests in flight, concatenated in list order
 * with repeated intent hashes dropped (the first kept). The first failed page fails the read, aborting the
 * others. See docs/backend_api.md#a-users-whole-history.
 *
 * @example Three pages of two, read two at a time
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok } from "../../core/result.ts";
 * import { readAllPages } from "./_all_pages.ts";
 * const all = Array.from({ length: 5 }, (_, i) => ({ intentHash: `0x${i}` }));
 * const r = await readAllPages(
 *   (offset, limit) => Promise.resolve(ok({ total: 5, offset, limit, items: all.slice(offset, offset + limit) })),
 *   { pageSize: 2, concurrency: 2, maxItems: 100, signal: undefined },
 * );
 * assert.ok(r.ok && r.value.items.length === 5 && r.value.truncated === false);
 * ```
 * @module
 */
import { carriedContext, ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";

/** One page as the list read answers it. */
export interface ListPage<T> {
  /** How many items the list holds. */
  total: number;
  /** The page's items. */
  items: T[];
}

/** The reader's settled options. */
export interface AllPagesSettings {
  /** Items asked per page. */
  pageSize: number;
  /** Pages in flight at most. */
  concurrency: number;
  /** Items read at most. */
  maxItems: number;
  /** The caller's abort signal. */
  signal: AbortSignal | undefined;
}

/** What the reader returns: the list's `total` from its first page, and the items read. */
export interface AllPages<T> {
  /** `total` as the first page said it. */
  total: number;
  /** The items, in list order, each intent hash once. */
  items: T[];
  /** `true` when `total` was above `maxItems` and only the first `maxItems` were read. */
  truncated: boolean;
}

/** A page read: `offset` and `limit` in, one page out; `signal` aborts it. */
export type PageReader<T> = (
  offset: number,
  limit: number,
  signal: AbortSignal,
) => Promise<Result<ListPage<T>, ClientError>>;

/** `error` with the offset of the page it failed (same code, message and cause). */
function atOffset(error: ClientError, offset: number): ClientError {
  return new ClientError(error.code, error.message, {
    context: carriedContext({ ...error.context, offset }),
    cause: error.cause,
  });
}

/**
 * Reads every page of a list with `read` (see the module doc).
 *
 * @param read one page read
 * @param settings page size, concurrency, the item bound and the caller's signal (checked by the caller)
 * @returns the items or the first failed page's error with `context.offset`
 */
export async function readAllPages<T extends { intentHash: string }>(
  read: PageReader<T>,
  settings: AllPagesSettings,
): Promise<Result<AllPages<T>, ClientError>> {
  const { pageSize, concurrency, maxItems, signal } = settings;
  const inner = new AbortController();
  const onAbort = () => inner.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener("abort", onAbort, { once: true });
  try {
    const firstLimit = Math.min(pageSize, maxItems);
    const first = await read(0, firstLimit, inner.signal);
    if (!first.ok) return err(atOffset(first.error, 0));
    const { total } = first.value;
    const want = Math.min(total, maxItems);
    const firstItems = first.value.items;
    // A server that serves fewer than asked (its own page cap) sets the step, so no offset is skipped.
    const step = firstItems.length > 0 && firstItems.length < firstLimit && firstItems.length < want
      ? firstItems.length
      : firstLimit;
    const offsets: number[] = [];
    if (firstItems.length > 0) { for (let o = step; o < want; o += step) offsets.push(o); }
    const pages: T[][] = new Array(offsets.length);
    let failure: ClientError | undefined;
    let next = 0;
    const worker = async (): Promise<void> => {
      while (failure === undefined && next < offsets.length) {
        const index = next++;
        const offset = offsets[index]!;
        const page = await read(offset, Math.min(step, want - offset), inner.signal);
        if (!page.ok) {
          if (failure === undefined) {
            failure = atOffset(page.error, offset);
            inner.abort(failure);
          }
          return;
        }
        pages[index] = page.value.items;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, offsets.length) }, worker));
    if (failure !== undefined) return err(failure);
    const seen = new Set<string>();
    const items: T[] = [];
    for (const page of [firstItems, ...pages]) {
      for (const item of page) {
        if (items.length >= maxItems) break;
        if (seen.has(item.intentHash)) continue;
        seen.add(item.intentHash);
        items.push(item);
      }
    }
    return ok({ total, items, truncated: total > maxItems });
  } finally {
    signal?.removeEventListener("abort", onAbort);
  }
}
