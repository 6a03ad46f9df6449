/**
 * The codes the entry object's own Result methods declare: `XSwap.recover` fails with `INVALID_CONFIG` (no
 * `swapJournal`), `VALIDATION_FAILED` (bad options, `context.field`), `INTEGRATION_ERROR` (the journal's store
 * failed) or `UNKNOWN` (a defect the guard caught); the failures of single entries are lines of its report, not
 * codes of its Result.
 *
 * @example Recovering without a journal fails with a declared code
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import { RECOVER_ERROR_CODES } from "./error_codes.ts";
 * const r = await new XSwap({}).recover();
 * assert.ok(!r.ok && r.error.code === "INVALID_CONFIG" && RECOVER_ERROR_CODES.includes(r.error.code));
 * ```
 * @module
 */
import { errorCodeList, GUARD_CODES, type GuardErrorCode } from "../../core/error_code_lists.ts";

/** What `XSwap.recover` can fail with. */
export type RecoverErrorCode = GuardErrorCode | "INVALID_CONFIG" | "INTEGRATION_ERROR";
/** {@link RecoverErrorCode} as a list. */
export const RECOVER_ERROR_CODES: readonly RecoverErrorCode[] = errorCodeList<RecoverErrorCode>({
  ...GUARD_CODES,
  INVALID_CONFIG: true,
  INTEGRATION_ERROR: true,
});
