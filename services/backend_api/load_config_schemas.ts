/**
 * Loads the `/config/all` schemas on first use. They are code an app that never refreshes its configuration never
 * runs, so bundlers put them in a chunk of their own; in a browser that chunk is fetched over the network, and a
 * failed fetch must be a failed call, never a rejected promise.
 * @module
 */
import { type ClientError, clientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";

/** The schemas module this loads. */
export type ConfigSchemas = typeof import("../../core/schemas/config_all.ts");

/**
 * Imports the configuration schemas, or fails with `NETWORK_ERROR` (`context.detail`: the loader's first 200
 * characters) when the import rejects.
 *
 * @param importer the import to run @default the schemas module's dynamic import
 * @example A chunk that cannot be fetched is a failed Result
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadConfigSchemas } from "./load_config_schemas.ts";
 * const r = await loadConfigSchemas(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
 * assert.ok(!r.ok && r.error.code === "NETWORK_ERROR");
 * assert.ok((await loadConfigSchemas()).ok);
 * ```
 */
export async function loadConfigSchemas(
  importer: () => Promise<ConfigSchemas> = () => import("../../core/schemas/config_all.ts"),
): Promise<Result<ConfigSchemas, ClientError>> {
  try {
    return ok(await importer());
  } catch (cause) {
    const detail = cause instanceof Error ? cause.message.slice(0, 200) : String(cause).slice(0, 200);
    return err(
      clientError(
        "NETWORK_ERROR",
        "Cannot load the configuration schemas (a code chunk of the library)",
        { operation: "getAllConfig", detail },
        cause,
      ),
    );
  }
}
