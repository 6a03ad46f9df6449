/**
 * Internal: what the swap and bridge resume flows share — parsing a token from JSON text or an object against its
 * schema, putting the furthest token into a failure's context, and calling an app callback that must not break
 * the flow.
 * @module
 */
import * as z from "../../core/schemas/zod.ts";
import { ClientError, type ErrorContextFields, type ResumeTokenContext } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";

/** Parses a `subject` token (`swap` or `bridge`) from JSON text or an object; `VALIDATION_FAILED` names the issue. */
export function parseToken<T>(
  schema: z.core.$ZodType<T, unknown>,
  input: unknown,
  subject: "swap" | "bridge" | "cancel",
): Result<T, ClientError> {
  let value = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch (cause) {
      return err(
        new ClientError("VALIDATION_FAILED", `Cannot resume ${subject}: the token is not JSON`, {
          context: { field: "token", phase: "resolve" },
          cause,
        }),
      );
    }
  }
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "token"}: ${i.message}`);
    return err(
      new ClientError("VALIDATION_FAILED", `Cannot resume ${subject}: bad token (${issues[0]})`, {
        context: { field: "token", phase: "resolve", issues },
      }),
    );
  }
  return ok(parsed.data);
}

/** The same failure with `context.resumeToken` (and `extra`) added. */
export function withResumeToken(
  error: ClientError,
  token: ResumeTokenContext,
  extraFields: ErrorContextFields = {},
): ClientError {
  const extra = extraFields as Readonly<Record<string, unknown>>;
  return new ClientError(error.code, error.message, {
    context: { ...error.context, ...extra, resumeToken: token },
    cause: error.cause,
  });
}

/** Wraps an app callback so that an exception it throws is ignored. */
export function quietly<A extends unknown[]>(fn: ((...args: A) => void) | undefined): (...args: A) => void {
  return (...args) => {
    try {
      fn?.(...args);
    } catch { /* an app callback must not break the flow */ }
  };
}
