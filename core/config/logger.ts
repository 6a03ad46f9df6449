/**
 * The log sink of the client (`ClientOptions.logger`), silent by default.
 *
 * @example Collect warnings
 * ```ts
 * import assert from "node:assert/strict";
 * import type { Logger } from "./logger.ts";
 * const seen: string[] = [];
 * const logger: Logger = { debug() {}, info() {}, warn: (m) => seen.push(m), error() {} };
 * logger.warn("hello");
 * assert.ok(seen[0] === "hello");
 * ```
 * @module
 */

/** A log sink with four levels; `context` is plain data. */
export interface Logger {
  /** Debug detail. */
  debug(message: string, context?: Record<string, unknown>): void;
  /** Normal operation. */
  info(message: string, context?: Record<string, unknown>): void;
  /** Something the integrator should fix (a trimmed `/be`, a missing version prefix, ...). */
  warn(message: string, context?: Record<string, unknown>): void;
  /** A failure. */
  error(message: string, context?: Record<string, unknown>): void;
}

const noop = (): void => {};

/** The default logger: drops everything. */
export const SILENT_LOGGER: Logger = Object.freeze({ debug: noop, info: noop, warn: noop, error: noop });
