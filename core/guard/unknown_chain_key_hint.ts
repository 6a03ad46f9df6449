/**
 * Completes an `UNKNOWN_CHAIN_KEY` failure at the boundary: every valid key (`context.validKeys`), the closest
 * ones (`context.closest`) and a one-line `context.hint`, whichever of the library's checks refused the key.
 *
 * @example The hint names the key the caller meant
 * ```ts
 * import assert from "node:assert/strict";
 * import { ClientError } from "../errors.ts";
 * import { withChainKeyHint } from "./unknown_chain_key_hint.ts";
 * const e = withChainKeyHint(new ClientError("UNKNOWN_CHAIN_KEY", "Unknown chain key base", { context: { value: "base" } }));
 * assert.deepEqual(e.context.closest, ["0x2105.base"]);
 * assert.ok(e.context.validKeys?.includes("0x38.bsc"));
 * assert.equal(e.context.hint, 'Did you mean "0x2105.base"? Chain keys are the values of ChainKeys.');
 * ```
 * @module
 */
import { ALL_CHAIN_KEYS } from "../chains/chain_keys.ts";
import { closestChainKeys } from "../chains/closest_chain_keys.ts";
import { ClientError } from "../errors.ts";

/**
 * `error` with `validKeys`, `closest` and `hint` in its context when it is an `UNKNOWN_CHAIN_KEY` that has none
 * yet; any other error as it is.
 *
 * @param error a failure of a public function
 * @returns the same failure, completed
 */
export function withChainKeyHint<E>(error: E): E {
  if (!(error instanceof ClientError) || error.code !== "UNKNOWN_CHAIN_KEY") return error;
  if (error.context.validKeys !== undefined) return error;
  const given = error.context.value ?? error.context.chainKey;
  const closest = closestChainKeys(given);
  const hint = closest.length > 0
    ? `Did you mean ${closest.map((k) => `"${k}"`).join(" or ")}? Chain keys are the values of ChainKeys.`
    : "Chain keys are the values of ChainKeys (context.validKeys lists them).";
  return new ClientError("UNKNOWN_CHAIN_KEY", error.message, {
    context: { ...error.context, validKeys: ALL_CHAIN_KEYS, closest, hint },
    cause: error.cause,
  }) as E;
}
