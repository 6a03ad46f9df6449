/**
 * The Sui contract references of the chain config: `assetManager` and `connection` are
 * `<package>::<module>::<shared object id>` (the platform SDK's `splitAddress`), and tokens are coin types
 * (`<package>::<module>::<NAME>`).
 *
 * @example Split the packaged asset manager
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { parseSuiMoveRef } from "./move_target.ts";
 * const r = parseSuiMoveRef(DEFAULT_CLIENT_CONFIG.chains.sui.addresses.assetManager!);
 * assert.ok(r !== undefined && r.module === "asset_manager");
 * ```
 * @module
 */
import { isValidSuiObjectId, normalizeSuiObjectId } from "@mysten/sui/utils";

/** A `<package>::<module>::<object>` reference. */
export interface SuiMoveRef {
  /** The package id (normalized, `0x` + 64 hex). */
  packageId: string;
  /** The module name. */
  module: string;
  /** The shared state object's id (normalized). */
  objectId: string;
}

const IDENT = /^[A-Za-z][A-Za-z0-9_]*$/;
const COIN_TYPE = /^0x[0-9a-fA-F]{1,64}::[A-Za-z][A-Za-z0-9_]*::[A-Za-z][A-Za-z0-9_]*$/;

/**
 * Splits a `<package>::<module>::<object>` reference.
 *
 * @param value the configured string (any value; never throws)
 * @returns the parts, or `undefined` when malformed
 * @example A bare address is not a reference
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseSuiMoveRef } from "./move_target.ts";
 * assert.equal(parseSuiMoveRef("0x2"), undefined);
 * assert.equal(parseSuiMoveRef("0x2::m::0x5")?.objectId, `0x${"0".repeat(63)}5`);
 * ```
 */
export function parseSuiMoveRef(value: unknown): SuiMoveRef | undefined {
  if (typeof value !== "string") return undefined;
  const parts = value.split("::");
  if (parts.length !== 3) return undefined;
  const [pkg, module, object] = parts as [string, string, string];
  if (!pkg.startsWith("0x") || !isValidSuiObjectId(normalizeSuiObjectId(pkg))) return undefined;
  if (!object.startsWith("0x") || !isValidSuiObjectId(normalizeSuiObjectId(object))) return undefined;
  if (!IDENT.test(module)) return undefined;
  return { packageId: normalizeSuiObjectId(pkg), module, objectId: normalizeSuiObjectId(object) };
}

/**
 * Whether `token` is a plain coin type `0x<package>::<module>::<NAME>` (no type parameters).
 *
 * @param token the candidate (any value; never throws)
 * @returns true when well-formed
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isValidSuiCoinType } from "./move_target.ts";
 * assert.ok(isValidSuiCoinType("0x2::sui::SUI") && !isValidSuiCoinType(`0x${"ab".repeat(32)}`));
 * ```
 */
export function isValidSuiCoinType(token: unknown): token is string {
  return typeof token === "string" && COIN_TYPE.test(token);
}
