/**
 * Journal entries as text: {@link serializeJournalEntry} writes one, {@link parseJournalEntry} reads one back
 * and refuses anything that is not a version-1 entry (a store shared with other data, a damaged file).
 *
 * @example Round trip
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseJournalEntry, serializeJournalEntry } from "./entry.ts";
 * const text = serializeJournalEntry({
 *   v: 1, id: "ab", kind: "swap", phase: "sending", owner: "o", at: 1,
 *   srcChainKey: "0x2105.base", dstChainKey: "0x38.bsc",
 * });
 * const back = parseJournalEntry(text);
 * assert.ok(back.ok && back.value.phase === "sending");
 * assert.ok(!parseJournalEntry("{\"v\":2}").ok);
 * ```
 * @module
 */
import * as z from "../../core/schemas/zod.ts";
import { isSpokeChainKey, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { JOURNAL_OPERATION_KINDS, type JournalEntry } from "./types.ts";

const chainKey = z.string().check(
  z.refine((k) => isSpokeChainKey(k), "unknown chain key"),
) as unknown as z.ZodMiniType<SpokeChainKey>;

const entrySchema = z.object({
  v: z.literal(1),
  id: z.string().check(z.minLength(1)),
  kind: z.enum(JOURNAL_OPERATION_KINDS),
  phase: z.string().check(z.minLength(1)),
  owner: z.string(),
  at: z.number(),
  srcChainKey: chainKey,
  dstChainKey: chainKey,
  send: z.optional(z.object({
    chainKey,
    from: z.string(),
    nonce: z.number().check(z.int(), z.nonnegative()),
    head: z.number().check(z.int(), z.nonnegative()),
    tx: z.object({
      to: z.string(),
      data: z.string(),
      value: z.string().check(z.regex(/^[0-9]+$/)),
      chainId: z.optional(z.number()),
    }),
  })),
  token: z.optional(z.looseObject({
    v: z.number(),
    kind: z.enum(JOURNAL_OPERATION_KINDS),
    phase: z.string(),
    srcTxHash: z.string().check(z.minLength(1)),
    hubTxHash: z.optional(z.string()),
  })),
}) as unknown as z.ZodMiniType<JournalEntry, unknown>;

/**
 * Writes an entry as JSON text (undefined fields left out).
 *
 * @param entry the entry
 * @returns its JSON text
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { serializeJournalEntry } from "./entry.ts";
 * const text = serializeJournalEntry({
 *   v: 1, id: "ab", kind: "bridge", phase: "sendFailed", owner: "o", at: 1,
 *   srcChainKey: "0xa4b1.arbitrum", dstChainKey: "0x2105.base",
 * });
 * assert.ok(text.includes("\"phase\":\"sendFailed\""));
 * ```
 */
export function serializeJournalEntry(entry: JournalEntry): string {
  return JSON.stringify(entry);
}

/**
 * Reads an entry from its JSON text.
 *
 * @param text the stored value
 * @returns the entry, or `VALIDATION_FAILED` (`context.issues`) for anything else
 * @example Not JSON
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseJournalEntry } from "./entry.ts";
 * const r = parseJournalEntry("{");
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export function parseJournalEntry(text: string): Result<JournalEntry, ClientError> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot read journal entry: not JSON", {
        context: { field: "entry", phase: "journal" },
        cause,
      }),
    );
  }
  const parsed = z.safeParse(entrySchema, value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "entry"}: ${i.message}`);
    return err(
      new ClientError("VALIDATION_FAILED", `Cannot read journal entry: ${issues[0]}`, {
        context: { field: "entry", phase: "journal", issues },
      }),
    );
  }
  return ok(parsed.data);
}
