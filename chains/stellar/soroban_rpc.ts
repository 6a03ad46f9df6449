/**
 * The few Soroban JSON-RPC calls the Stellar spoke makes (named params, as Soroban RPC expects): the source
 * account's sequence (`getLedgerEntries`, as the SDK's `Server.getAccount` does), `simulateTransaction`,
 * `sendTransaction` and `getTransaction`. Every call goes through the injected fetch.
 *
 * @example Read a sequence from a stub node
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair, xdr } from "@stellar/stellar-sdk";
 * import { getAccountSequence } from "./soroban_rpc.ts";
 * const kp = Keypair.random();
 * const entry = xdr.LedgerEntryData.account(new xdr.AccountEntry({
 *   accountId: kp.xdrAccountId(), balance: 1n, seqNum: 7n, numSubEntries: 0, inflationDest: null, flags: 0,
 *   homeDomain: "", thresholds: new Uint8Array([1, 0, 0, 0]), signers: [], ext: xdr.AccountEntryExt.v0(),
 * }));
 * const fetch = () => Promise.resolve(Response.json({
 *   jsonrpc: "2.0", id: 1, result: { entries: [{ key: "", xdr: entry.toXDR("base64") }], latestLedger: 1 },
 * }));
 * const r = await getAccountSequence("http://soroban.test", kp.publicKey(), { fetch });
 * assert.ok(r.ok && r.value === "7");
 * ```
 * @module
 */
import { Keypair, xdr } from "@stellar/stellar-sdk";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { jsonRpcCall, type JsonRpcOptions } from "../rpc/rpc_transport.ts";

/** Options of the calls: fetch, signal, sleep, timeout (see `JsonRpcOptions`). */
export type SorobanRpcOptions = Omit<JsonRpcOptions, "mutation">;

/** Status of `getTransaction`. */
export type SorobanTxStatus = "SUCCESS" | "FAILED" | "NOT_FOUND";

/**
 * The current sequence number of `accountId` (decimal string).
 *
 * @param url Soroban RPC endpoint
 * @param accountId `G...`
 * @param options fetch, signal, sleep, timeout
 * @returns the sequence; `INTENT_CREATION_FAILED` with `context.reason` `account_not_found` when the account does
 *   not exist (it must be activated first), or the RPC failure
 * @example No such account
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair } from "@stellar/stellar-sdk";
 * import { getAccountSequence } from "./soroban_rpc.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: { entries: [], latestLedger: 1 } }));
 * const r = await getAccountSequence("http://soroban.test", Keypair.random().publicKey(), { fetch });
 * assert.ok(!r.ok && r.error.context.reason === "account_not_found");
 * ```
 */
export async function getAccountSequence(
  url: string,
  accountId: string,
  options: SorobanRpcOptions = {},
): Promise<Result<string, ClientError>> {
  let key: string;
  try {
    key = xdr.LedgerKey.account(
      new xdr.LedgerKeyAccount({ accountId: Keypair.fromPublicKey(accountId).xdrAccountId() }),
    )
      .toXDR("base64");
  } catch (cause) {
    return err(
      new ClientError("INVALID_ADDRESS", "Cannot read account: not an account id", {
        context: { accountId },
        cause,
      }),
    );
  }
  const res = await jsonRpcCall(url, "getLedgerEntries", { keys: [key] }, options);
  if (!res.ok) return res;
  const entries = (res.value as { entries?: unknown } | null)?.entries;
  const first = Array.isArray(entries) ? entries[0] as { xdr?: unknown } | undefined : undefined;
  if (first === undefined) {
    return err(
      new ClientError("INTENT_CREATION_FAILED", "Cannot read account: it does not exist", {
        context: { accountId, reason: "account_not_found" },
      }),
    );
  }
  try {
    const data = xdr.LedgerEntryData.fromXDR(String(first.xdr), "base64");
    if (data.type !== "account") throw new TypeError(`entry type ${data.type}`);
    return ok(data.account.seqNum.toString());
  } catch (cause) {
    return err(
      new ClientError("INTENT_CREATION_FAILED", "Cannot read account: malformed ledger entry", {
        context: { accountId, reason: "malformed_entry" },
        cause,
      }),
    );
  }
}

/**
 * Simulates a transaction; returns the raw result (for `rpc.assembleTransaction`), or its `error` as a failure.
 *
 * @param url Soroban RPC endpoint
 * @param transaction base64 envelope
 * @param options fetch, signal, sleep, timeout
 * @returns the raw simulation; `INTENT_CREATION_FAILED` with `context.simulationError` when it failed
 * @example A failed simulation
 * ```ts
 * import assert from "node:assert/strict";
 * import { simulateTransaction } from "./soroban_rpc.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: { error: "trapped", latestLedger: 1 } }));
 * const r = await simulateTransaction("http://soroban.test", "AAAA", { fetch });
 * assert.ok(!r.ok && r.error.context.simulationError === "trapped");
 * ```
 */
export async function simulateTransaction(
  url: string,
  transaction: string,
  options: SorobanRpcOptions = {},
): Promise<Result<Record<string, unknown>, ClientError>> {
  const res = await jsonRpcCall(url, "simulateTransaction", { transaction }, options);
  if (!res.ok) return res;
  const raw = res.value;
  if (typeof raw !== "object" || raw === null) {
    return err(
      new ClientError("INTENT_CREATION_FAILED", "Cannot simulate: malformed result", { context: {} }),
    );
  }
  const error = (raw as { error?: unknown }).error;
  if (error !== undefined) {
    return err(
      new ClientError("INTENT_CREATION_FAILED", "Cannot create intent: simulation failed", {
        context: { simulationError: String(error) },
      }),
    );
  }
  return ok(raw as Record<string, unknown>);
}

/**
 * Sends a signed transaction; accepts `PENDING` and `DUPLICATE`.
 *
 * @param url Soroban RPC endpoint
 * @param transaction signed base64 envelope
 * @param options fetch, signal, sleep, timeout
 * @returns the tx hash (64 hex); `INTENT_CREATION_FAILED` with `context.status` (`ERROR`, `TRY_AGAIN_LATER`)
 *   and `context.errorResultXdr`
 * @example Refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { sendTransaction } from "./soroban_rpc.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: { status: "ERROR", hash: "ab" } }));
 * const r = await sendTransaction("http://soroban.test", "AAAA", { fetch });
 * assert.ok(!r.ok && r.error.context.status === "ERROR");
 * ```
 */
export async function sendTransaction(
  url: string,
  transaction: string,
  options: SorobanRpcOptions = {},
): Promise<Result<string, ClientError>> {
  const res = await jsonRpcCall(url, "sendTransaction", { transaction }, { ...options, mutation: true });
  if (!res.ok) return res;
  const { status, hash, errorResultXdr } = (res.value ?? {}) as Record<string, unknown>;
  if (
    (status === "PENDING" || status === "DUPLICATE") && typeof hash === "string" &&
    /^[0-9a-f]{64}$/i.test(hash)
  ) {
    return ok(hash.toLowerCase());
  }
  return err(
    new ClientError("INTENT_CREATION_FAILED", `Cannot create intent: sendTransaction answered ${status}`, {
      context: { status: String(status), hash: String(hash), errorResultXdr },
    }),
  );
}

/**
 * Reads a transaction's status.
 *
 * @param url Soroban RPC endpoint
 * @param hash 64 hex digits
 * @param options fetch, signal, sleep, timeout
 * @returns `SUCCESS`, `FAILED` or `NOT_FOUND`; the RPC failure, or `RESPONSE_VALIDATION_FAILED` for another value
 * @example Not yet known
 * ```ts
 * import assert from "node:assert/strict";
 * import { getTransactionStatus } from "./soroban_rpc.ts";
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: { status: "NOT_FOUND" } }));
 * const r = await getTransactionStatus("http://soroban.test", "ab".repeat(32), { fetch });
 * assert.ok(r.ok && r.value === "NOT_FOUND");
 * ```
 */
export async function getTransactionStatus(
  url: string,
  hash: string,
  options: SorobanRpcOptions = {},
): Promise<Result<SorobanTxStatus, ClientError>> {
  const res = await jsonRpcCall(url, "getTransaction", { hash }, options);
  if (!res.ok) return res;
  const status = (res.value as { status?: unknown } | null)?.status;
  if (status === "SUCCESS" || status === "FAILED" || status === "NOT_FOUND") return ok(status);
  return err(
    new ClientError("RESPONSE_VALIDATION_FAILED", "Cannot read transaction: unknown status", {
      context: { hash, field: "status", value: String(status) },
    }),
  );
}
