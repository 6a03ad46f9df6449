/**
 * `eth_call`'s optional third parameter, the state override set (geth's `StateOverride`: an object of account
 * address -> `{nonce?, code?, balance?, state?, stateDiff?, movePrecompileToAddress?}`), checked as geth decodes
 * it: an unknown field, a malformed quantity, address, byte string or storage slot is `-32602 invalid argument
 * 2`; `state` and `stateDiff` together are `-32000`. The platform's pre-simulation sends none
 * (docs/wire_inventory.md#hub-pre-simulation). The simulator's hub contracts are read tables, not bytecode over
 * storage, so a valid override changes no answer; it is accepted as a real node accepts it.
 * @module
 */
import { isAddress } from "viem";
import { RPC_ERRORS, RpcError } from "./_jsonrpc.ts";

const FIELDS = new Set(["nonce", "code", "balance", "state", "stateDiff", "movePrecompileToAddress"]);
const QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/;
const BYTES = /^0x([0-9a-fA-F]{2})*$/;
const WORD = /^0x[0-9a-fA-F]{64}$/;

function bad(message: string): RpcError {
  return new RpcError(RPC_ERRORS.INVALID_PARAMS, `invalid argument 2: ${message}`);
}

function checkSlots(account: string, field: string, value: unknown): void {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw bad(`${field} of ${account} must be an object of 32-byte slots`);
  }
  for (const [slot, word] of Object.entries(value)) {
    if (!WORD.test(slot) || typeof word !== "string" || !WORD.test(word)) {
      throw bad(`${field} of ${account}: slot and value must be 32-byte hex`);
    }
  }
}

/**
 * Checks a state override set; throws the JSON-RPC error geth answers for a malformed one.
 *
 * @param value the third `eth_call` parameter (`undefined` or `null`: none)
 * @throws RpcError `-32602` (malformed) or `-32000` (`state` with `stateDiff`)
 * @example A balance override passes; an unknown field does not
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkStateOverride } from "./state_override.ts";
 * checkStateOverride({ "0x1111111111111111111111111111111111111111": { balance: "0x1" } });
 * assert.throws(() => checkStateOverride({ "0x1111111111111111111111111111111111111111": { storage: {} } }));
 * ```
 */
export function checkStateOverride(value: unknown): void {
  if (value === undefined || value === null) return;
  if (typeof value !== "object" || Array.isArray(value)) throw bad("state override must be an object");
  for (const [account, override] of Object.entries(value)) {
    if (!isAddress(account, { strict: false })) throw bad(`${account} is not an address`);
    if (typeof override !== "object" || override === null || Array.isArray(override)) {
      throw bad(`override of ${account} must be an object`);
    }
    const fields = override as Record<string, unknown>;
    for (const [field, v] of Object.entries(fields)) {
      if (!FIELDS.has(field)) throw bad(`json: unknown field "${field}"`);
      if (v === undefined || v === null) continue;
      if ((field === "nonce" || field === "balance") && (typeof v !== "string" || !QUANTITY.test(v))) {
        throw bad(`${field} of ${account} must be a hex quantity`);
      }
      if (field === "code" && (typeof v !== "string" || !BYTES.test(v))) {
        throw bad(`code of ${account} must be hex bytes`);
      }
      if (
        field === "movePrecompileToAddress" && (typeof v !== "string" || !isAddress(v, { strict: false }))
      ) {
        throw bad(`movePrecompileToAddress of ${account} must be an address`);
      }
      if (field === "state" || field === "stateDiff") checkSlots(account, field, v);
    }
    if (fields.state != null && fields.stateDiff != null) {
      throw new RpcError(RPC_ERRORS.SERVER, `account ${account} has both 'state' and 'stateDiff'`);
    }
  }
}
