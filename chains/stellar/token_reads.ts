/**
 * Balance reads of Stellar over Soroban RPC: the native XLM balance of a `G...` account is its ledger entry's
 * `balance` (`getLedgerEntries`; an account that does not exist holds 0), and any other balance (a token contract,
 * or XLM held by a `C...` contract) is the token contract's `balance(id)` read through `simulateTransaction`.
 * Horizon is not needed. Soroban token deposits are authorised by the owner's signature: these reads'
 * `isAllowanceValid` is always `true` and `getAllowance` fails `UNSUPPORTED_CHAIN_OPERATION`; the adapter answers
 * `isAllowanceValid` with the trustline check instead (`trustline.ts`), as the platform does.
 *
 * @example A malformed owner is refused without I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStellarTokenReads } from "./token_reads.ts";
 * const reads = createStellarTokenReads({ sorobanRpcUrl: "http://localhost:8000" });
 * const r = await reads.getBalance("0x12", "CAS3J7GYLGXMF6TDJBBYYSE3HQ6BBSMLNUQ34T6TZMYMW2EVH34XOWMA");
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS");
 * ```
 * @module
 */
import {
  Account,
  Address,
  Contract,
  Keypair,
  Networks,
  scValToNative,
  StrKey,
  TransactionBuilder,
  xdr,
} from "@stellar/stellar-sdk";
import { carriedContext, ClientError, type ErrorContextFields } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidStellarAddress } from "../address/stellar.ts";
import { jsonRpcCall } from "../rpc/rpc_transport.ts";
import type { SpokeAdapter, SpokeAllowanceQuery } from "../spoke/spoke_adapter.ts";
import { simulateTransaction } from "./soroban_rpc.ts";
import { describeValue } from "../../core/describe_value.ts";

/** The packaged XLM token contract (the native Stellar Asset Contract on the public network). */
export const STELLAR_NATIVE_TOKEN = "CAS3J7GYLGXMF6TDJBBYYSE3HQ6BBSMLNUQ34T6TZMYMW2EVH34XOWMA";
/** The source of read-only simulations when the holder is a contract (never signs anything). */
const READ_SOURCE = StrKey.encodeEd25519PublicKey(new Uint8Array(32));

/** The chain settings the reads need. */
export interface StellarTokenReadsConfig {
  /** Soroban RPC endpoint. */
  sorobanRpcUrl: string;
  /** The native coin's token contract. @default STELLAR_NATIVE_TOKEN */
  nativeToken?: string | undefined;
}

/** Transport options of the reads. */
export interface StellarTokenReadsOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Injected backoff sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Passphrase of the simulated read transactions. @default Networks.PUBLIC */
  networkPassphrase?: string | undefined;
}

/** The read half of the Stellar {@link SpokeAdapter}. */
export type StellarTokenReads = Pick<SpokeAdapter, "getBalance" | "getAllowance" | "isAllowanceValid">;

/**
 * Creates the Stellar reads.
 *
 * @param config see {@link StellarTokenReadsConfig}
 * @param options injected fetch, sleep and network passphrase
 * @returns the reads; failures: `INVALID_ADDRESS` (no I/O; tokens must be `C...` contract ids), the RPC's transport
 *   failure or `HTTP_REQUEST_FAILED` (node error, failed simulation: `context.simulationError`),
 *   `RESPONSE_VALIDATION_FAILED` (a malformed answer), `UNSUPPORTED_CHAIN_OPERATION` (`getAllowance`)
 * @example Always allowed (trustlines are out of scope)
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStellarTokenReads, STELLAR_NATIVE_TOKEN } from "./token_reads.ts";
 * const reads = createStellarTokenReads({ sorobanRpcUrl: "http://localhost:8000" });
 * const owner = "GAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAWHF";
 * const r = await reads.isAllowanceValid({ owner, token: STELLAR_NATIVE_TOKEN, amount: 5n });
 * assert.ok(r.ok && r.value === true);
 * ```
 */
export function createStellarTokenReads(
  config: StellarTokenReadsConfig,
  options: StellarTokenReadsOptions = {},
): StellarTokenReads {
  const nativeToken = config.nativeToken ?? STELLAR_NATIVE_TOKEN;
  const url = config.sorobanRpcUrl;
  const rpcOptions = { fetch: options.fetch, sleep: options.sleep };

  async function nativeAccountBalance(address: string): Promise<Result<bigint, ClientError>> {
    const key = xdr.LedgerKey.account(
      new xdr.LedgerKeyAccount({ accountId: Keypair.fromPublicKey(address).xdrAccountId() }),
    ).toXDR("base64");
    const res = await jsonRpcCall(url, "getLedgerEntries", { keys: [key] }, rpcOptions);
    if (!res.ok) return res;
    const entries = (res.value as { entries?: unknown } | null)?.entries;
    if (!Array.isArray(entries)) return err(malformed("getLedgerEntries", { address }));
    const first = entries[0] as { xdr?: unknown } | undefined;
    if (first === undefined) return ok(0n);
    try {
      const data = xdr.LedgerEntryData.fromXDR(String(first.xdr), "base64");
      if (data.type !== "account") throw new TypeError(`entry type ${data.type}`);
      return ok(BigInt(data.account.balance.toString()));
    } catch (cause) {
      return err(malformed("getLedgerEntries", { address }, cause));
    }
  }

  async function contractBalance(address: string, token: string): Promise<Result<bigint, ClientError>> {
    const context = { chainKey: "stellar", address, token };
    const source = StrKey.isValidEd25519PublicKey(address) ? address : READ_SOURCE;
    let envelope: string;
    try {
      envelope = new TransactionBuilder(new Account(source, "0"), {
        fee: "100",
        networkPassphrase: options.networkPassphrase ?? Networks.PUBLIC,
      })
        .addOperation(new Contract(token).call("balance", Address.fromString(address).toScVal()))
        .setTimeout(30)
        .build()
        .toXDR();
    } catch (cause) {
      return err(
        new ClientError("INVALID_ADDRESS", "Cannot read balance: cannot build the balance call", {
          context,
          cause,
        }),
      );
    }
    const simulated = await simulateTransaction(url, envelope, rpcOptions);
    if (!simulated.ok) {
      const e = simulated.error;
      return err(
        e.code === "INTENT_CREATION_FAILED"
          ? new ClientError("HTTP_REQUEST_FAILED", "Cannot read balance: simulation failed", {
            context: carriedContext<"HTTP_REQUEST_FAILED">({ ...context, ...e.context }),
          })
          : e,
      );
    }
    const results = (simulated.value as { results?: unknown }).results;
    const first = Array.isArray(results) ? results[0] as { xdr?: unknown } | undefined : undefined;
    try {
      const value: unknown = scValToNative(xdr.ScVal.fromXDR(String(first?.xdr), "base64"));
      if (typeof value === "bigint" && value >= 0n) return ok(value);
      return err(malformed("simulateTransaction", context));
    } catch (cause) {
      return err(malformed("simulateTransaction", context, cause));
    }
  }

  function getBalance(address: string, token: string): Promise<Result<bigint, ClientError>> {
    const invalid = checkAddresses("balance", { address }) ?? checkToken("balance", token);
    if (invalid) return Promise.resolve(err(invalid));
    return token === nativeToken && StrKey.isValidEd25519PublicKey(address)
      ? nativeAccountBalance(address)
      : contractBalance(address, token);
  }

  function getAllowance(owner: string, token: string, spender: string): Promise<Result<bigint, ClientError>> {
    const invalid = checkAddresses("allowance", { owner, spender }) ?? checkToken("allowance", token);
    if (invalid) return Promise.resolve(err(invalid));
    return Promise.resolve(err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        "Cannot read allowance: Stellar deposits are authorised by the owner's signature (no allowance; " +
          "see hasSufficientTrustline for trustlines)",
        { context: { chainKey: "stellar", owner, token, spender } },
      ),
    ));
  }

  function isAllowanceValid(query: SpokeAllowanceQuery): Promise<Result<boolean, ClientError>> {
    const q = (query ?? {}) as Partial<SpokeAllowanceQuery>;
    const fields: Record<string, unknown> = { owner: q.owner };
    if (q.spender !== undefined) fields.spender = q.spender;
    const invalid = checkAddresses("allowance", fields) ?? checkToken("allowance", q.token);
    return Promise.resolve(invalid ? err(invalid) : ok(true));
  }

  return { getBalance, getAllowance, isAllowanceValid };
}

function checkAddresses(operation: string, fields: Record<string, unknown>): ClientError | undefined {
  for (const [field, value] of Object.entries(fields)) {
    if (!isValidStellarAddress(value)) {
      return new ClientError(
        "INVALID_ADDRESS",
        `Cannot read ${operation}: ${field} is not a Stellar address`,
        {
          context: { chainKey: "stellar", field, value: describeValue(value) },
        },
      );
    }
  }
  return undefined;
}

function checkToken(operation: string, token: unknown): ClientError | undefined {
  if (typeof token === "string" && StrKey.isValidContract(token)) return undefined;
  return new ClientError("INVALID_ADDRESS", `Cannot read ${operation}: token is not a C... contract id`, {
    context: { chainKey: "stellar", field: "token", value: describeValue(token) },
  });
}

function malformed(method: string, contextFields: ErrorContextFields, cause?: unknown): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return new ClientError("RESPONSE_VALIDATION_FAILED", `Cannot read balance: malformed ${method} answer`, {
    context: { chainKey: "stellar", ...context, method },
    cause,
  });
}
