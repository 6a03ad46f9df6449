/**
 * The error body every backend route of the gateway answers with (the spec leaves it open):
 * `{message, code?}`. The key-verification 503 carries `API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE` as `message`.
 *
 * @example Parse an error body
 * ```ts
 * import assert from "node:assert/strict";
 * import { backendErrorBodySchema } from "./backend_error.ts";
 * assert.ok(backendErrorBodySchema.parse({ message: "Unauthorized", code: "UNAUTHORIZED" }).code === "UNAUTHORIZED");
 * ```
 * @module
 */
import * as z from "./zod.ts";

/** `{message, code?, details?}`. */
export const backendErrorBodySchema: z.ZodMiniType<BackendErrorBody> = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  details: z.optional(z.unknown()),
});
/** A backend error body. */
export interface BackendErrorBody {
  message: string;
  code?: string | undefined;
  details?: unknown;
}

/**
 * The exact `message` of the JSON body of the 503 the backend sends when it cannot verify an API key right now.
 * Servers (the simulator included) send `{"message": API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE}` with status 503.
 *
 * @example Build the body a server sends
 * ```ts
 * import assert from "node:assert/strict";
 * import { API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE } from "./backend_error.ts";
 * const body = JSON.stringify({ message: API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE });
 * assert.ok(body.includes("temporarily unavailable"));
 * ```
 */
export const API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE = "API key verification is temporarily unavailable";
