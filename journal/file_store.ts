/**
 * `createFileJournalStore` (`@xswap/client/journal/file`): a journal store in a folder, one JSON file per entry,
 * for Deno and Node (it uses `node:fs/promises`, so it lives on its own export and never enters a browser
 * bundle). Each write goes to a temporary file in the same folder, is flushed to disk, and is renamed over the
 * entry's file: a crash at any point leaves the old entry or the new one, never a part of one (a temporary file
 * a crash leaves behind is never read: `list` skips it).
 *
 * @example A store in a temporary folder
 * ```ts ignore
 * import { createFileJournalStore } from "@xswap/client/journal/file";
 * import { XSwap } from "@xswap/client";
 * const store = createFileJournalStore({ dir: "./swap-journal" });
 * if (!store.ok) throw store.error;
 * const client = new XSwap({ swapJournal: store.value });
 * const report = await client.recover(); // at startup: finishes what the last run left in flight
 * ```
 * @module
 */
import { mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import { ClientError } from "../core/errors.ts";
import { err, ok, type Result } from "../core/result.ts";
import type { JournalStore } from "../services/journal/types.ts";

/** Options of {@link createFileJournalStore}. */
export interface FileJournalStoreOptions {
  /** The folder (created on the first write). */
  dir: string;
  /**
   * Flush each write to disk (the file, then the folder) before it resolves, so a power loss right after loses
   * nothing either; without it a process crash still loses nothing. @default true
   */
  durable?: boolean | undefined;
}

const KEY = /^[A-Za-z0-9_-]{1,128}$/;
const SUFFIX = ".json";

/**
 * Creates a store in `options.dir`.
 *
 * @param options the folder and durability; see {@link FileJournalStoreOptions}
 * @returns the store, or `INVALID_CONFIG` (`context.field: "dir"`) for a missing folder name. Its methods
 *   reject with `VALIDATION_FAILED` for a key other than letters, digits, `_` and `-` (at most 128), and with
 *   the file system's error otherwise.
 * @example A bad folder name
 * ```ts
 * import assert from "node:assert/strict";
 * import { createFileJournalStore } from "./file_store.ts";
 * const r = createFileJournalStore({ dir: "" });
 * assert.ok(!r.ok && r.error.code === "INVALID_CONFIG");
 * ```
 */
export function createFileJournalStore(options: FileJournalStoreOptions): Result<JournalStore, ClientError> {
  const { dir, durable = true } = options ?? ({} as FileJournalStoreOptions);
  if (typeof dir !== "string" || dir === "") {
    return err(
      new ClientError("INVALID_CONFIG", "Cannot create journal store: dir must be a folder name", {
        context: { field: "dir" },
      }),
    );
  }
  const folder = dir.replace(/[/\\]+$/, "") || "/";
  const path = (key: string): string => {
    if (typeof key !== "string" || !KEY.test(key)) {
      throw new ClientError("VALIDATION_FAILED", "Cannot use journal key: letters, digits, _ and - only", {
        context: { field: "key", value: String(key).slice(0, 140) },
      });
    }
    return `${folder}/${key}${SUFFIX}`;
  };
  let made: Promise<unknown> | undefined;
  return ok({
    async get(key) {
      try {
        return await readFile(path(key), "utf8");
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async set(key, value) {
      const target = path(key);
      made ??= mkdir(folder, { recursive: true }).catch((error) => {
        made = undefined; // the next write tries again
        throw error;
      });
      await made;
      const temp = `${target}.tmp-${crypto.randomUUID()}`;
      const file = await open(temp, "w");
      try {
        await file.writeFile(value, "utf8");
        if (durable) await file.datasync();
      } finally {
        await file.close();
      }
      await rename(temp, target);
      if (durable) await syncFolder(folder);
    },
    async delete(key) {
      await rm(path(key), { force: true });
      if (durable) await syncFolder(folder);
    },
    async list() {
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      return names.filter((n) => n.endsWith(SUFFIX) && KEY.test(n.slice(0, -SUFFIX.length)))
        .map((n) => n.slice(0, -SUFFIX.length));
    },
  });
}

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "ENOENT";
}

/** Flushes the folder's entry table (a rename is durable only then); some systems cannot, which is not fatal. */
async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await open(folder, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch { /* e.g. Windows cannot open a folder: the rename is still atomic */ }
}
