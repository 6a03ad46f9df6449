/**
 * Stellar trustlines, as the platform's `StellarSpokeService` handles them: `hasSufficientTrustline` reads the
 * holder's balance lines from Horizon (`GET {horizonRpcUrl}/accounts/{id}`) and answers whether the trustline of
 * the token's classic asset (the chain's `trustlineConfigs` entry whose `contractId` is the token) leaves room
 * for `amount` (`limit - balance >= amount`); `requestTrustline` builds the `changeTrust` transaction of that
 * asset (default limit: the maximum), against the account's sequence read from Horizon, with the chain's base
 * fee, and either returns it unsigned (`raw`) or has the wallet sign it, sends it over Soroban RPC
 * (`sendTransaction`) and waits until it is applied. The native coin and tokens without a classic asset (no
 * `trustlineConfigs` entry, e.g. the legacy bnUSD) need no trustline: the check answers `true` without I/O and
 * the request fails `UNSUPPORTED_CHAIN_OPERATION`; so does a contract holder (`C...`), which holds classic assets
 * without trustlines. An account Horizon does not know (404) has no trustline: the check answers `false`.
 *
 * @example The native coin needs no trustline (no I/O)
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStellarTrustlines } from "./trustline.ts";
 * import { STELLAR_NATIVE_TOKEN } from "./token_reads.ts";
import { verifyStellarTx } from "./verify_tx_hash.ts";
 * const t = createStellarTrustlines({ sorobanRpcUrl: "http://x", horizonRpcUrl: "http://x", trustlineConfigs: [] });
 * const owner = "GAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAWHF";
 * const r = await t.hasSufficientTrustline({ owner, token: STELLAR_NATIVE_TOKEN, amount: 5n });
 * assert.ok(r.ok && r.value === true);
 * ```
 * @module
 */
import { Account, Asset, Networks, Operation, StrKey, TransactionBuilder } from "@stellar/stellar-sdk";
import { describeValue } from "../../core/describe_value.ts";
import { carriedContext, ClientError } from "../../core/errors.ts";
import { httpRequest } from "../../core/http/request.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { amountToStroops, type HorizonAccount, horizonAccountSchema } from "../../core/schemas/sponsoring.ts";
import type { StellarTrustlineConfig } from "../../core/config_types/chain_config.ts";
import type {
  SpokeRequestTrustlineParams,
  SpokeTrustlineQuery,
  SpokeTrustlineRequest,
} from "../spoke/spoke_adapter.ts";
import { inSourceAccountLane, signAndSendSorobanTx } from "./soroban_tx.ts";
import { STELLAR_NATIVE_TOKEN } from "./token_reads.ts";
import { verifyStellarTx } from "./verify_tx_hash.ts";
import type { StellarWalletProvider } from "./wallet.ts";

/** The chain settings trustlines need (a structural subset of `StellarChainConfig`). */
export interface StellarTrustlineChainConfig {
  /** Soroban RPC endpoint (submission and status of the `changeTrust` transaction). */
  sorobanRpcUrl: string;
  /** Horizon endpoint (balance lines and sequence). @default "https://horizon.stellar.org" */
  horizonRpcUrl?: string | undefined;
  /** The classic assets behind Soroban token contracts. @default [] */
  trustlineConfigs?: readonly StellarTrustlineConfig[] | undefined;
  /** The native coin's token contract. @default STELLAR_NATIVE_TOKEN */
  nativeToken?: string | undefined;
  /** Contract ids by role; `assetManager` is the `to` of a raw request (as the platform fills it). @default {} */
  addresses?: Readonly<Record<string, string>> | undefined;
  /** Base fee in stroops (decimal string), the `changeTrust` fee. @default "100" */
  baseFee?: string | undefined;
}

/** Transport and network options of the trustline calls. */
export interface StellarTrustlineOptions {
  /** Injected fetch. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Injected backoff/poll sleep. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Network passphrase the `changeTrust` transaction is signed for. @default Networks.PUBLIC */
  networkPassphrase?: string | undefined;
  /** Validity window of the `changeTrust` transaction in seconds. @default 180 */
  timeoutSeconds?: number | undefined;
}

/** The question of `hasSufficientTrustline` (the platform's `(token, amount, walletAddress)`). */
export type StellarTrustlineQuery = SpokeTrustlineQuery;

/** Parameters of `requestTrustline` (the platform's `RequestTrustlineParams`). */
export type StellarRequestTrustlineParams = SpokeRequestTrustlineParams;

/** What `requestTrustline` returns: the hash of the applied transaction, or the unsigned transaction. */
export type StellarTrustlineRequest = SpokeTrustlineRequest;

/** The trustline half of the Stellar adapter. */
export interface StellarTrustlines {
  /** Whether `owner`'s trustline of `token` has room for `amount` (`true` for tokens that need none). */
  hasSufficientTrustline(query: StellarTrustlineQuery): Promise<Result<boolean, ClientError>>;
  /** Adds the trustline of `token` (a `changeTrust` with the maximum limit), or returns it unsigned. */
  requestTrustline(
    params: StellarRequestTrustlineParams,
    walletProvider?: StellarWalletProvider,
  ): Promise<Result<StellarTrustlineRequest, ClientError>>;
}

const DEFAULT_HORIZON = "https://horizon.stellar.org";
/** Stands in for a contract owner in the input check (contracts need no trustline). */
const READ_OWNER = StrKey.encodeEd25519PublicKey(new Uint8Array(32));

/**
 * Creates the trustline calls of one Stellar chain.
 *
 * @param config see {@link StellarTrustlineChainConfig}
 * @param options see {@link StellarTrustlineOptions}
 * @returns `hasSufficientTrustline` (failures: `INVALID_ADDRESS`, `INVALID_AMOUNT` without I/O; the Horizon read's
 *   `NETWORK_ERROR`, `REQUEST_TIMEOUT`, `HTTP_REQUEST_FAILED`, `RESPONSE_VALIDATION_FAILED`, `ABORTED`) and
 *   `requestTrustline` (also `UNSUPPORTED_CHAIN_OPERATION` for a token without a classic asset,
 *   `VALIDATION_FAILED` for a missing wallet or an account Horizon does not know, `WALLET_ERROR`, the
 *   Soroban send's failures, and `TX_VERIFICATION_FAILED` when the network applied it but the operation failed)
 * @example A token contract id is required
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStellarTrustlines } from "./trustline.ts";
 * const t = createStellarTrustlines({ sorobanRpcUrl: "http://x" });
 * const owner = "GAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAWHF";
 * const r = await t.hasSufficientTrustline({ owner, token: "USDC", amount: 1n });
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS");
 * ```
 */
export function createStellarTrustlines(
  config: StellarTrustlineChainConfig,
  options: StellarTrustlineOptions = {},
): StellarTrustlines {
  const horizon = (config.horizonRpcUrl ?? DEFAULT_HORIZON).replace(/\/+$/, "");
  const nativeToken = config.nativeToken ?? STELLAR_NATIVE_TOKEN;
  const networkPassphrase = options.networkPassphrase ?? Networks.PUBLIC;
  const timeoutSeconds = options.timeoutSeconds ?? 180;

  function assetOf(token: string): StellarTrustlineConfig | undefined {
    if (token === nativeToken) return undefined;
    return (config.trustlineConfigs ?? []).find((t) => t.contractId.toLowerCase() === token.toLowerCase());
  }

  async function loadAccount(
    address: string,
    signal: AbortSignal | undefined,
    timeout: number | undefined,
  ): Promise<Result<HorizonAccount | undefined, ClientError>> {
    const r = await httpRequest({
      url: `${horizon}/accounts/${address}`,
      method: "GET",
      kind: "read",
      schema: horizonAccountSchema,
      headers: { Accept: "application/json" },
      signal,
      timeoutMs: timeout,
    }, { fetch: options.fetch, sleep: options.sleep });
    if (r.ok) return r;
    if (r.error.code === "HTTP_REQUEST_FAILED" && r.error.context.status === 404) return ok(undefined);
    return err(
      new ClientError(r.error.code, r.error.message, {
        context: { ...r.error.context, chainKey: "stellar", phase: "allowanceCheck" },
        cause: r.error,
      }),
    );
  }

  async function hasSufficientTrustline(query: StellarTrustlineQuery): Promise<Result<boolean, ClientError>> {
    const q = (query ?? {}) as Partial<StellarTrustlineQuery>;
    const contractOwner = typeof q.owner === "string" && StrKey.isValidContract(q.owner);
    const invalid = checkInput("check trustline", contractOwner ? READ_OWNER : q.owner, q.token, q.amount);
    if (invalid) return err(invalid);
    const asset = assetOf(q.token as string);
    // A contract holds a classic asset's balance in the asset contract itself, without a trustline.
    if (asset === undefined || contractOwner) return ok(true);
    const account = await loadAccount(q.owner as string, q.signal, q.timeout);
    if (!account.ok) return account;
    if (account.value === undefined) return ok(false);
    const line = account.value.balances.find((b) =>
      b.asset_code?.toLowerCase() === asset.assetCode.toLowerCase() &&
      b.asset_issuer?.toLowerCase() === asset.assetIssuer.toLowerCase()
    );
    if (line === undefined) return ok(false);
    const limit = line.limit === undefined ? undefined : amountToStroops(line.limit);
    const balance = amountToStroops(line.balance);
    if (limit === undefined || balance === undefined) {
      return err(
        new ClientError(
          "RESPONSE_VALIDATION_FAILED",
          "Cannot check trustline: malformed Horizon balance line",
          {
            context: { chainKey: "stellar", owner: q.owner, token: q.token, phase: "allowanceCheck" },
          },
        ),
      );
    }
    return ok(limit - balance >= (q.amount as bigint));
  }

  async function requestTrustline(
    params: StellarRequestTrustlineParams,
    walletProvider?: StellarWalletProvider,
  ): Promise<Result<StellarTrustlineRequest, ClientError>> {
    const p = (params ?? {}) as Partial<StellarRequestTrustlineParams>;
    const invalid = checkInput("request trustline", p.srcAddress, p.token, p.amount);
    if (invalid) return err(invalid);
    const from = p.srcAddress as string;
    const context = { chainKey: "stellar", from, token: p.token, phase: "approve" };
    const asset = assetOf(p.token as string);
    if (asset === undefined) {
      return err(
        new ClientError(
          "UNSUPPORTED_CHAIN_OPERATION",
          `Cannot request trustline: ${p.token} has no classic asset (no trustline needed)`,
          { context },
        ),
      );
    }
    if (p.raw !== true && walletProvider === undefined) {
      return err(
        new ClientError("VALIDATION_FAILED", "Cannot request trustline: a wallet provider is needed", {
          context: { ...context, field: "walletProvider" },
        }),
      );
    }
    const rpcOptions = { fetch: options.fetch, sleep: options.sleep, signal: p.signal };
    const build = async (): Promise<Result<string, ClientError>> => {
      const account = await loadAccount(from, p.signal, p.timeout);
      if (!account.ok) return account;
      if (account.value === undefined) {
        return err(
          new ClientError(
            "VALIDATION_FAILED",
            "Cannot request trustline: the account does not exist (activate it)",
            {
              context: { ...context, field: "srcAddress" },
            },
          ),
        );
      }
      try {
        return ok(
          new TransactionBuilder(new Account(from, account.value.sequence), {
            fee: config.baseFee ?? "100",
            networkPassphrase,
          })
            .addOperation(Operation.changeTrust({ asset: new Asset(asset.assetCode, asset.assetIssuer) }))
            .setTimeout(timeoutSeconds)
            .build()
            .toXDR(),
        );
      } catch (cause) {
        return err(
          new ClientError(
            "VALIDATION_FAILED",
            "Cannot request trustline: building the changeTrust tx failed",
            {
              context,
              cause,
            },
          ),
        );
      }
    };
    if (p.raw === true) {
      const unsigned = await build();
      if (!unsigned.ok) return unsigned;
      return ok({
        kind: "raw",
        tx: {
          from,
          to: config.addresses?.assetManager ?? "",
          value: p.amount as bigint,
          data: unsigned.value,
        },
      });
    }
    const url = config.sorobanRpcUrl;
    return await inSourceAccountLane(url, from, rpcOptions, async () => {
      const unsigned = await build();
      if (!unsigned.ok) return unsigned;
      if (p.signal?.aborted) {
        return err(
          new ClientError("ABORTED", "Cannot request trustline: aborted", {
            context,
            cause: p.signal.reason,
          }),
        );
      }
      const sent = await signAndSendSorobanTx(
        url,
        unsigned.value,
        walletProvider as StellarWalletProvider,
        networkPassphrase,
        {
          operation: "request trustline",
          context,
        },
        rpcOptions,
      );
      if (!sent.ok) return sent;
      // Applied is not enough: the operation may have failed (op_low_reserve, ...), as the platform checks too.
      const final = await verifyStellarTx(url, sent.value, {
        fetch: options.fetch,
        sleep: options.sleep,
        signal: p.signal,
      });
      if (!final.ok) {
        return err(
          new ClientError(final.error.code, `Cannot request trustline: ${final.error.message}`, {
            context: carriedContext<typeof final.error.code>({ ...final.error.context, ...context }),
            cause: final.error,
          }),
        );
      }
      return ok({ kind: "sent" as const, txHash: sent.value });
    });
  }

  return { hasSufficientTrustline, requestTrustline };
}

function checkInput(
  operation: string,
  owner: unknown,
  token: unknown,
  amount: unknown,
): ClientError | undefined {
  if (typeof owner !== "string" || !StrKey.isValidEd25519PublicKey(owner)) {
    return new ClientError("INVALID_ADDRESS", `Cannot ${operation}: the account is not a G... address`, {
      context: { chainKey: "stellar", field: "owner", value: describeValue(owner) },
    });
  }
  if (typeof token !== "string" || !StrKey.isValidContract(token)) {
    return new ClientError("INVALID_ADDRESS", `Cannot ${operation}: token is not a C... contract id`, {
      context: { chainKey: "stellar", field: "token", value: describeValue(token) },
    });
  }
  if (typeof amount !== "bigint" || amount < 0n) {
    return new ClientError("INVALID_AMOUNT", `Cannot ${operation}: amount must be a non-negative bigint`, {
      context: { chainKey: "stellar", field: "amount", value: describeValue(amount) },
    });
  }
  return undefined;
}
