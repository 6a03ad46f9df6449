/**
 * The intent lifecycle's one resume-token family: every write's token (swap, bridge, cancel) is the same small,
 * versioned, JSON-serialisable record — `v`, `kind`, `phase`, the source chain and transaction, the hub
 * transaction once relayed, the relay data, and a write's own extra fields — declared here once as a
 * {@link ResumeTokenShape} per write. Parsing (from JSON text or an object), serialising (fields in a fixed order)
 * and putting the furthest token into a failure's context are the same for every write.
 *
 * @example A swap-like token: `created` needs no hub transaction, `relayed` does
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseResumeToken, resumeTokenSchema } from "./resume_token.ts";
 * const schema = resumeTokenSchema<{ phase: string }>({
 *   kind: "swap", phases: ["created", "relayed"], sentPhase: "created", dstChainKey: "optional",
 *   intentHash: false, relayedMessage: "a relayed token carries hubTxHash",
 * });
 * const base = { v: 1, kind: "swap", srcChainKey: "0x2105.base", srcTxHash: "0xab" };
 * assert.ok(parseResumeToken(schema, { ...base, phase: "created" }, "swap").ok);
 * assert.ok(!parseResumeToken(schema, JSON.stringify({ ...base, phase: "relayed" }), "swap").ok);
 * ```
 * @module
 */
import * as z from "../../core/schemas/zod.ts";
import { isSpokeChainKey, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError, type ErrorContextFields, type ResumeTokenContext } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";

/** One write's token: its kind, its phases, and which of the shared fields it requires. */
export interface ResumeTokenShape {
  /** The write (`kind` of its tokens, and `Cannot resume <kind>` in messages). */
  kind: "swap" | "bridge" | "cancel";
  /** Its phases, first to last. */
  phases: readonly [string, ...string[]];
  /** The phase before the hub: the only one whose token may lack `hubTxHash`. */
  sentPhase: string;
  /** Whether `dstChainKey` is required (bridge, cancel) or optional (swap: read from the intent when needed). */
  dstChainKey: "required" | "optional";
  /** Whether the token has the solver's `intentHash` (swap). */
  intentHash: boolean;
  /** The issue reported when a later phase's token lacks `hubTxHash`. */
  relayedMessage: string;
}

const chainKey = z.string().check(
  z.refine((k) => isSpokeChainKey(k), "unknown chain key"),
) as unknown as z.ZodMiniType<SpokeChainKey>;

/**
 * The schema of one write's tokens, built from its {@link ResumeTokenShape} (fields in the order every token has).
 *
 * @param shape the write's token shape
 * @returns the schema; `T` is the write's token type
 * @example A bridge-like token requires its destination
 * ```ts
 * import assert from "node:assert/strict";
 * import * as z from "../../core/schemas/zod.ts";
 * import { resumeTokenSchema } from "./resume_token.ts";
 * const schema = resumeTokenSchema<{ phase: string }>({
 *   kind: "bridge", phases: ["deposited", "relayed"], sentPhase: "deposited", dstChainKey: "required",
 *   intentHash: false, relayedMessage: "a relayed token carries hubTxHash",
 * });
 * const token = { v: 1, kind: "bridge", phase: "deposited", srcChainKey: "0x2105.base", srcTxHash: "0xab" };
 * assert.ok(!z.safeParse(schema, token).success);
 * ```
 */
export function resumeTokenSchema<T>(shape: ResumeTokenShape): z.ZodMiniType<T, unknown> {
  const fields = {
    v: z.literal(1),
    kind: z.literal(shape.kind),
    phase: z.enum(shape.phases),
    srcChainKey: chainKey,
    dstChainKey: shape.dstChainKey === "required" ? chainKey : z.optional(chainKey),
    srcTxHash: z.string().check(z.minLength(1)),
    hubTxHash: z.optional(z.string().check(z.minLength(1))),
    relayData: z.optional(z.object({ address: z.string(), payload: z.string() })),
    ...(shape.intentHash ? { intentHash: z.optional(z.string()) } : {}),
  };
  const hubKnown = (t: { phase: string; hubTxHash?: string | undefined }): boolean =>
    t.phase === shape.sentPhase || t.hubTxHash !== undefined;
  return z.object(fields).check(
    z.refine(hubKnown, { message: shape.relayedMessage }),
  ) as unknown as z.ZodMiniType<
    T,
    unknown
  >;
}

/**
 * Parses a `subject` token from JSON text or an object against its schema.
 *
 * @param schema the write's token schema ({@link resumeTokenSchema})
 * @param input the JSON text or object
 * @param subject the write, for the message (`Cannot resume <subject>: ...`)
 * @returns the token, or `VALIDATION_FAILED` naming the first issue (`context.issues` lists them all)
 * @example Text that is not JSON
 * ```ts
 * import assert from "node:assert/strict";
 * import * as z from "../../core/schemas/zod.ts";
 * import { parseResumeToken } from "./resume_token.ts";
 * const r = parseResumeToken(z.object({}), "{", "cancel");
 * assert.ok(!r.ok && r.error.message === "Cannot resume cancel: the token is not JSON");
 * ```
 */
export function parseResumeToken<T>(
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

/** Every field a token of any write may have, in the order its JSON text lists them. */
const FIELD_ORDER = [
  "v",
  "kind",
  "phase",
  "srcChainKey",
  "dstChainKey",
  "srcTxHash",
  "hubTxHash",
  "relayData",
  "intentHash",
] as const;

/**
 * Serialises a token to JSON text: its shape's fields in a fixed order, undefined fields and other keys left out.
 *
 * @param token the token
 * @param shape the write's {@link ResumeTokenShape} (whether `intentHash` is one of its fields)
 * @returns the JSON text
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { serializeResumeToken } from "./resume_token.ts";
 * const text = serializeResumeToken({ phase: "sent", kind: "cancel", v: 1, intentHash: "0x1" }, { intentHash: false });
 * assert.equal(text, "{\"v\":1,\"kind\":\"cancel\",\"phase\":\"sent\"}");
 * ```
 */
export function serializeResumeToken(token: object, shape: Pick<ResumeTokenShape, "intentHash">): string {
  const fields = token as Readonly<Record<string, unknown>>;
  const ordered: Record<string, unknown> = {};
  for (const key of FIELD_ORDER) {
    if (key !== "intentHash" || shape.intentHash) ordered[key] = fields[key];
  }
  return JSON.stringify(ordered);
}

/**
 * The same failure with `context.resumeToken` (and `extra`) added.
 *
 * @param error the failure
 * @param token the furthest token reached
 * @param extraFields further context keys
 * @returns a new error with the same code, message and cause
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "../../core/errors.ts";
 * import { withResumeToken } from "./resume_token.ts";
 * const e = withResumeToken(new ClientError("ABORTED", "stop"), { v: 1, kind: "bridge", phase: "deposited" });
 * assert.equal(e.context.resumeToken?.phase, "deposited");
 * ```
 */
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
