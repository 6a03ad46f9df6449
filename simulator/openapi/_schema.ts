/**
 * JSON Schema of a zod wire schema for the OpenAPI document (input side; unrepresentable parts become `{}`).
 * @module
 */
import { z } from "zod";

/** The JSON Schema of `schema`, or `{}` when zod cannot represent it. */
export function jsonSchemaOf(schema: z.core.$ZodType): Record<string, unknown> {
  try {
    const out = z.toJSONSchema(schema, {
      io: "input",
      unrepresentable: "any",
      target: "openapi-3.0",
    }) as Record<
      string,
      unknown
    >;
    delete out.$schema;
    return out;
  } catch {
    return {};
  }
}
