/**
 * The zod build the wire schemas use: `zod/mini` (functional API, tree-shakable: a browser app ships only the
 * schema kinds it uses, where classic `zod` ships every method of every kind) with the English issue messages the
 * classic build configures on import, so a parse failure reads the same with either build.
 *
 * @example Parse with the mini API
 * ```ts
 * import assert from "node:assert/strict";
 * import * as z from "./zod.ts";
 * const amount = z.string().check(z.regex(/^[0-9]+$/));
 * const r = amount.safeParse(7);
 * assert.ok(!r.success && r.error.issues[0].message === "Invalid input: expected string, received number");
 * ```
 * @module
 */
import { en } from "zod/locales";
import { config } from "zod/mini";
export { $ZodAsyncError, $ZodObjectJIT } from "zod/v4/core";

config(en());

// Named re-exports, not `export * from "zod/mini"`: the npm build keeps zod external, and a star re-export of an
// external module becomes a runtime copy of its whole namespace there, which no bundler downstream can shake
// (a Vite app from the package shipped all of zod/mini, its JSON-schema code and every locale: 325 KB minified).
export {
  _default,
  array,
  bigint,
  boolean,
  clone,
  custom,
  discriminatedUnion,
  enum,
  gte,
  int,
  literal,
  looseObject,
  lte,
  minLength,
  NEVER,
  never,
  nonnegative,
  null,
  number,
  object,
  optional,
  pipe,
  positive,
  record,
  refine,
  regex,
  safeParse,
  safeParseAsync,
  strictObject,
  string,
  transform,
  union,
  unknown,
} from "zod/mini";
export type { core, infer, output, ZodMiniEnum, ZodMiniOptional, ZodMiniString, ZodMiniType } from "zod/mini";
