/**
 * `journalOperation`: the journal writes of one swap or bridge when the client has a journal
 * (`XSwapOptions.swapJournal`), `undefined` when it has none. The writer is loaded on the first journaled call,
 * so an app without a journal never loads it.
 *
 * @example No journal, nothing to write
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import { journalOperation } from "./journal_operation.ts";
 * class Open extends XSwap { get dependencies() { return this.deps; } }
 * const r = await journalOperation(new Open({}).dependencies, {
 *   kind: "swap", srcChainKey: "0x2105.base", dstChainKey: "0x38.bsc",
 * });
 * assert.ok(r.ok && r.value === undefined);
 * ```
 * @module
 */
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import type { JournalOperation } from "../journal/journal_writer.ts";
import type { JournalOperationKind } from "../journal/types.ts";

/** What is journaled. */
export interface JournalOperationTarget {
  /** The operation. */
  kind: JournalOperationKind;
  /** Source chain. */
  srcChainKey: SpokeChainKey;
  /** Destination chain. */
  dstChainKey: SpokeChainKey;
  /** The entry (recovery re-sending an entry's request). @default a new one */
  id?: string | undefined;
}

/**
 * Starts the journal writes of one operation.
 *
 * @param deps the service's dependencies (`deps.journal`, the source chain's RPC, fetch, logger)
 * @param target what is journaled
 * @returns the writes, `undefined` without a journal, or `INTEGRATION_ERROR` (phase `journal`) when the writer
 *   cannot be loaded
 */
export async function journalOperation(
  deps: ServiceDeps,
  target: JournalOperationTarget,
): Promise<Result<JournalOperation | undefined, ClientError>> {
  if (deps.journal === undefined) return ok(undefined);
  try {
    const { beginJournalOperation } = await import("../journal/journal_writer.ts");
    const chain = deps.config.instanceConfig.chains[target.srcChainKey] as { rpcUrl?: unknown } | undefined;
    return ok(beginJournalOperation(deps.journal, {
      ...target,
      rpcUrl: typeof chain?.rpcUrl === "string" ? chain.rpcUrl : undefined,
      fetch: deps.fetch,
      logger: deps.config.logger,
    }));
  } catch (cause) {
    return err(
      new ClientError("INTEGRATION_ERROR", "Cannot load the swap journal", {
        context: { phase: "journal" },
        cause,
      }),
    );
  }
}
