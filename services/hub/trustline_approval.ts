/**
 * The Stellar side of `isAllowanceValid` and `approve` of `swaps` and `bridge`, as the platform's `SpokeService`
 * maps them: on a Stellar source the allowance check is the trustline check of the input token
 * (`hasSufficientTrustline`: Horizon's balance line has room for the amount) and the approval is the trustline
 * request (`requestTrustline`: a `changeTrust`, sent and final, or unsigned with `raw`).
 *
 * @example Only Stellar has trustlines
 * ```ts
 * import assert from "node:assert/strict";
 * import { hasTrustlines } from "./trustline_approval.ts";
 * assert.ok(hasTrustlines("stellar") && !hasTrustlines("solana"));
 * ```
 * @module
 */
import { getChainType, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SpokeTrustlineRequest } from "../../chains/spoke/spoke_adapter.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import type { AllowanceCallOptions } from "./deposit_allowance.ts";

/** A Stellar trustline approval: the `changeTrust` sent and final (`txHash`) or unsigned (`tx`). */
export type TrustlineApproval = SpokeTrustlineRequest & {
  /** The chain (Stellar). */
  chainKey: SpokeChainKey;
  /** The token whose classic asset is now trusted. */
  token: string;
  /** The amount asked for. */
  amount: bigint;
};

/** The trustline question or request of one deposit. */
export interface TrustlineQuery {
  /** The source chain (a Stellar chain key). */
  chainKey: SpokeChainKey;
  /** The account. */
  owner: string;
  /** The token contract. */
  token: string;
  /** The amount. */
  amount: bigint;
}

/**
 * Whether `chainKey`'s family has trustlines (Stellar).
 *
 * @param chainKey a spoke chain key
 * @returns `true` on Stellar
 * @example Stellar
 * ```ts
 * import assert from "node:assert/strict";
 * import { hasTrustlines } from "./trustline_approval.ts";
 * assert.ok(hasTrustlines("stellar"));
 * ```
 */
export function hasTrustlines(chainKey: SpokeChainKey): boolean {
  return getChainType(chainKey) === "STELLAR";
}

/**
 * The trustline check of a Stellar deposit (the platform's `hasSufficientTrustline`).
 *
 * @param deps the spoke adapters
 * @param query chain, account, token, amount
 * @param options signal and timeout of the Horizon read
 * @returns whether the trustline has room; the adapter's failures (phase `allowanceCheck`)
 * @example An unknown chain key fails
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import { checkTrustline } from "./trustline_approval.ts";
 * const spokes = new XSwap({}).spoke;
 * const r = await checkTrustline({ spokes }, { chainKey: "nope" as never, owner: "G", token: "C", amount: 1n });
 * assert.ok(!r.ok);
 * ```
 */
export async function checkTrustline(
  deps: Pick<ServiceDeps, "spokes">,
  query: TrustlineQuery,
  options: AllowanceCallOptions = {},
): Promise<Result<boolean, ClientError>> {
  const adapter = deps.spokes.adapter(query.chainKey);
  if (!adapter.ok) return adapter;
  const check = adapter.value.hasSufficientTrustline;
  if (typeof check !== "function") return ok(true);
  return await check.call(adapter.value, {
    owner: query.owner,
    token: query.token,
    amount: query.amount,
    signal: options.signal,
    timeout: options.timeout,
  });
}

/**
 * The trustline request of a Stellar deposit (the platform's `requestTrustline`).
 *
 * @param deps the spoke adapters
 * @param query chain, account, token, amount
 * @param options `raw`, the wallet, signal and timeout
 * @returns the approval; failures: `VALIDATION_FAILED` (no wallet without `raw`), the adapter's
 *   (`UNSUPPORTED_CHAIN_OPERATION` for a token without a classic asset, `WALLET_ERROR`,
 *   `TX_VERIFICATION_FAILED`, ...)
 * @example A wallet is needed unless raw
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * import { requestTrustlineApproval } from "./trustline_approval.ts";
 * const spokes = new XSwap({}).spoke;
 * const owner = "GAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAWHF";
 * const token = "CCW67TSZV3SSS2HXMBQ5JFGCKJNXKZM7UQUWUZPUTHXSTZLEO7SJMI75";
 * const r = await requestTrustlineApproval({ spokes }, { chainKey: "stellar", owner, token, amount: 1n }, {});
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 */
export async function requestTrustlineApproval(
  deps: Pick<ServiceDeps, "spokes">,
  query: TrustlineQuery,
  options: AllowanceCallOptions & { raw?: boolean | undefined; walletProvider?: unknown },
): Promise<Result<TrustlineApproval, ClientError>> {
  if (options.raw !== true && options.walletProvider === undefined) {
    return err(
      new ClientError(
        "VALIDATION_FAILED",
        "Cannot approve: a Stellar wallet provider is needed (or raw: true)",
        {
          context: { chainKey: query.chainKey, field: "walletProvider", phase: "approve" },
        },
      ),
    );
  }
  const adapter = deps.spokes.adapter(query.chainKey);
  if (!adapter.ok) return adapter;
  const request = adapter.value.requestTrustline;
  if (typeof request !== "function") {
    return err(
      new ClientError("UNSUPPORTED_CHAIN_OPERATION", `Cannot approve: ${query.chainKey} has no trustlines`, {
        context: { chainKey: query.chainKey, phase: "approve" },
      }),
    );
  }
  const r = await request.call(adapter.value, {
    srcAddress: query.owner,
    token: query.token,
    amount: query.amount,
    raw: options.raw,
    signal: options.signal,
    timeout: options.timeout,
  }, options.walletProvider);
  if (!r.ok) return r;
  return ok({ ...r.value, chainKey: query.chainKey, token: query.token, amount: query.amount });
}
