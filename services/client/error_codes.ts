/**
 * The codes the entry object's own Result methods declare: `XSwap.recover` fails with `INVALID_CONFIG` (no
 * `swapJournal`), `VALIDATION_FAILED` (bad options, `context.field`), `INTEGRATION_ERROR` (the journal's store
 * failed) or `UNKNOWN` (a defect the guard caught); the failures of single entries are lines of its report, not
 * codes of its Result. `XSwap.create` fails with the first issue of the options: `INVALID_CONFIG`,
 * `INVALID_FEE`, `INVALID_URL` or `UNKNOWN_CHAIN_KEY` (every issue in `context.issues`).
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

/** What `XSwap.create` can fail with: the code of the options' first issue. */
export type CreateErrorCode = "INVALID_CONFIG" | "INVALID_FEE" | "INVALID_URL" | "UNKNOWN_CHAIN_KEY";
/** {@link CreateErrorCode} as a list. */
export const CREATE_ERROR_CODES: readonly CreateErrorCode[] = errorCodeList<CreateErrorCode>({
  INVALID_CONFIG: true,
  INVALID_FEE: true,
  INVALID_URL: true,
  UNKNOWN_CHAIN_KEY: true,
});
