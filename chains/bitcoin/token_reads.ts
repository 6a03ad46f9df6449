/**
 * Balance and allowance reads of the Bitcoin spoke: the native BTC balance is the sum of the address's UTXOs
 * (confirmed or not) from the node; Bitcoin has no allowance model, so `getAllowance` fails
 * `UNSUPPORTED_CHAIN_OPERATION` and `isAllowanceValid` is always `true`. Malformed addresses fail
 * `INVALID_ADDRESS` without I/O; tokens other than BTC (runes) fail `UNSUPPORTED_TOKEN`.
 *
 * @example Sum of the UTXOs
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEsploraClient } from "./esplora.ts";
 * import { createBitcoinTokenReads } from "./token_reads.ts";
 * const utxo = (value: number) => ({ txid: "11".repeat(32), vout: 0, value, status: { confirmed: true } });
 * const fetch = () => Promise.resolve(Response.json([utxo(5), utxo(7)]));
 * const reads = createBitcoinTokenReads(createEsploraClient("http://node.local", { fetch }), "BTC");
 * assert.deepEqual(await reads.getBalance("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "BTC"), { ok: true, value: 12n });
 * ```
 * @module
 */
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidBitcoinAddress } from "../address/bitcoin.ts";
import type { SpokeAdapter } from "../spoke/spoke_adapter.ts";
import type { EsploraClient } from "./esplora.ts";

/** The id of native BTC in the packaged token list (the chain config's `nativeToken` is accepted too). */
export const BITCOIN_NATIVE_TOKEN_ID = "0:0";

/**
 * Whether `token` names native BTC: the token list's `0:0` or the chain's `nativeToken` (`BTC`, any case).
 *
 * @param token the token id
 * @param nativeToken the chain config's `nativeToken`
 * @returns true for BTC
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isNativeBitcoinToken } from "./token_reads.ts";
 * assert.ok(isNativeBitcoinToken("0:0", "BTC") && isNativeBitcoinToken("btc", "BTC") && !isNativeBitcoinToken("897442:43", "BTC"));
 * ```
 */
export function isNativeBitcoinToken(token: unknown, nativeToken: string): boolean {
  return typeof token === "string" &&
    (token === BITCOIN_NATIVE_TOKEN_ID || token.toLowerCase() === nativeToken.toLowerCase());
}

/**
 * The reads of the adapter.
 *
 * @param esplora the node
 * @param nativeToken the chain config's `nativeToken`
 * @returns `getBalance`, `getAllowance`, `isAllowanceValid`
 */
export function createBitcoinTokenReads(
  esplora: EsploraClient,
  nativeToken: string,
): Pick<SpokeAdapter, "getBalance" | "getAllowance" | "isAllowanceValid"> {
  const badAddress = (field: string, value: unknown): ClientError =>
    new ClientError("INVALID_ADDRESS", `Cannot read Bitcoin ${field}: not a mainnet Bitcoin address`, {
      context: { chainKey: "bitcoin", field, value: describeValue(value) },
    });
  return {
    async getBalance(address, token): Promise<Result<bigint, ClientError>> {
      if (!isValidBitcoinAddress(address)) return err(badAddress("address", address));
      if (!isNativeBitcoinToken(token, nativeToken)) {
        return err(
          new ClientError("UNSUPPORTED_TOKEN", "Cannot read Bitcoin balance: only native BTC is readable", {
            context: { chainKey: "bitcoin", token: describeValue(token) },
          }),
        );
      }
      const utxos = await esplora.getUtxos(address);
      return utxos.ok ? ok(utxos.value.reduce((n, u) => n + BigInt(u.value), 0n)) : utxos;
    },
    getAllowance(owner, _token, spender): Promise<Result<bigint, ClientError>> {
      if (!isValidBitcoinAddress(owner)) return Promise.resolve(err(badAddress("owner", owner)));
      if (!isValidBitcoinAddress(spender)) return Promise.resolve(err(badAddress("spender", spender)));
      return Promise.resolve(
        err(
          new ClientError("UNSUPPORTED_CHAIN_OPERATION", "Cannot read allowance: Bitcoin has no allowances", {
            context: { chainKey: "bitcoin" },
          }),
        ),
      );
    },
    isAllowanceValid(query): Promise<Result<boolean, ClientError>> {
      if (!isValidBitcoinAddress(query?.owner)) {
        return Promise.resolve(err(badAddress("owner", query?.owner)));
      }
      return Promise.resolve(ok(true));
    },
  };
}
