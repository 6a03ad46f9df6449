/**
 * `sdkLoadFailure`: the failed Result a lazily loaded family returns when its module cannot be imported. When the
 * import failed because one of the family's SDK packages is not installed (Node's `ERR_MODULE_NOT_FOUND`, a
 * bundler's or Deno's "cannot find/resolve" naming the package), the code is `CHAIN_SDK_MISSING` and `context`
 * names the package, the range to install and the whole install command; any other failure (a network error
 * fetching the chunk, a throwing module) keeps `UNSUPPORTED_CHAIN_OPERATION` with the import error as `cause`.
 *
 * @example A Solana app without @solana/web3.js
 * ```ts
 * import assert from "node:assert/strict";
 * import { sdkLoadFailure } from "./sdk_load_failure.ts";
 * const cause = Object.assign(new Error("Cannot find package '@solana/web3.js' imported from /app/x.js"), {
 *   code: "ERR_MODULE_NOT_FOUND",
 * });
 * const e = sdkLoadFailure(cause, { family: "SOLANA", chainKey: "solana", action: "use chain solana" });
 * assert.equal(e.code, "CHAIN_SDK_MISSING");
 * assert.equal(e.context.package, "@solana/web3.js");
 * assert.equal(e.context.install, "npm i @solana/web3.js@^1.99.0 buffer@^6.0.3");
 * ```
 * @module
 */
import type { ChainType } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { FAMILY_SDKS, installCommand, type SdkFamily } from "./family_sdks.ts";

/** Where the load failed. */
export interface SdkLoadFailureSource {
  /** The family whose module failed to load. */
  family: ChainType;
  /** The chain served, when there is one. @default undefined */
  chainKey?: string | undefined;
  /** What the caller tried, for the message (`use chain near`, `activate a Stellar account`). */
  action: string;
}

/** Messages of a module that could not be found or resolved, across Node, Deno and bundlers. */
const NOT_FOUND =
  /cannot find (?:package|module)|could not (?:find|resolve)|failed to resolve|module not found/i;

/**
 * Classifies a failed `import()` of a family's module.
 *
 * @param cause what the `import()` rejected with
 * @param source the family, chain and action
 * @returns `CHAIN_SDK_MISSING` (context: `family`, `chainKey`, `package`, `range`, `install`, `node`) when a
 * package of the family is missing, else `UNSUPPORTED_CHAIN_OPERATION` (context: `family`, `chainKey`)
 * @example Any other load failure
 * ```ts
 * import assert from "node:assert/strict";
 * import { sdkLoadFailure } from "./sdk_load_failure.ts";
 * const e = sdkLoadFailure(new TypeError("Failed to fetch dynamically imported module"), {
 *   family: "NEAR", chainKey: "near", action: "use chain near",
 * });
 * assert.equal(e.code, "UNSUPPORTED_CHAIN_OPERATION");
 * ```
 */
export function sdkLoadFailure(cause: unknown, source: SdkLoadFailureSource): ClientError {
  const { family, chainKey, action } = source;
  const where = chainKey === undefined ? { family } : { chainKey, family };
  const missing = missingPackage(cause, family);
  if (missing === undefined) {
    return new ClientError(
      "UNSUPPORTED_CHAIN_OPERATION",
      `Cannot ${action}: the ${family} adapter failed to load`,
      { context: where, cause },
    );
  }
  const node = FAMILY_SDKS[missing.family].node;
  // an SDK that needs a newer Node than the library's own >=20 says so: on Node 20 it would not run even installed
  const engine = node === ">=20" ? "" : `; it needs Node ${node}`;
  return new ClientError(
    "CHAIN_SDK_MISSING",
    `Cannot ${action}: the ${family} SDK package ${missing.name} is not installed (${
      installCommand(missing.family)
    }${engine})`,
    {
      context: {
        ...where,
        package: missing.name,
        range: missing.range,
        install: installCommand(missing.family),
        node,
      },
      cause,
    },
  );
}

function missingPackage(
  cause: unknown,
  family: ChainType,
): { family: SdkFamily; name: string; range: string } | undefined {
  if (!(cause instanceof Error) || !(family in FAMILY_SDKS)) return undefined;
  const code = (cause as { code?: unknown }).code;
  const notFound = code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND" ||
    NOT_FOUND.test(cause.message);
  if (!notFound) return undefined;
  const specifier = packageOf(/['"`]([^'"`]+)['"`]/.exec(cause.message)?.[1] ?? "");
  const sdk = family as SdkFamily;
  const found = FAMILY_SDKS[sdk].packages.find((p) => p.name === specifier);
  return found && { family: sdk, ...found };
}

/**
 * The package a specifier names: the first quoted string of the message is the missing one in Node
 * (`Cannot find package 'x' imported from ...`), Deno (`'npm:x@^1'`) and Vite (`Failed to resolve import "x/y"`).
 */
function packageOf(specifier: string): string {
  const bare = specifier.replace(/^npm:\/?/, "");
  const parts = bare.split("/");
  const name = bare.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
  return name.replace(/(.)@.*$/, "$1");
}
