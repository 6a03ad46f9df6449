/**
 * `createLazySpokeAdapter`: a {@link SpokeAdapter} whose family implementation (and the family's SDK) is loaded
 * with a dynamic `import()` on the first call that needs it. Spoke routing wraps every non-EVM family in one, so
 * an app that never touches Sui, NEAR, Bitcoin, ... never loads their SDKs, and a bundler splits them into
 * separate chunks. `isValidAddress` answers without loading (the family's address rules are SDK-free).
 *
 * A failed load is a failed Result, retried on the next call: `CHAIN_SDK_MISSING` when a package of the family's
 * SDK is not installed (an optional peer dependency of the npm package; `context.package`, `context.range` and
 * `context.install` say what to install), else (a network error fetching the chunk, ...) `UNSUPPORTED_CHAIN_OPERATION`
 * with the chain key in `context` and the import error as `cause` (see `sdkLoadFailure`). A loaded adapter without an optional method (`createBridgeDeposit`, `sendHubCalls`) answers
 * `UNSUPPORTED_CHAIN_OPERATION` for it.
 *
 * @example Nothing loads until a method needs it
 * ```ts
 * import assert from "node:assert/strict";
 * import { createLazySpokeAdapter } from "./lazy_adapter.ts";
 * let loads = 0;
 * const adapter = createLazySpokeAdapter({
 *   chainKey: "near",
 *   family: "NEAR",
 *   isValidAddress: (a) => a.endsWith(".near"),
 *   load: () => {
 *     loads++;
 *     return Promise.reject(new Error("no SDK here"));
 *   },
 * });
 * assert.ok(adapter.isValidAddress("alice.near") && loads === 0);
 * const r = await adapter.getBalance("alice.near", "NEAR");
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION" && r.error.context.chainKey === "near");
 * assert.equal(loads, 1);
 * ```
 * @module
 */
import type { ChainType, SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, type Result } from "../../core/result.ts";
import { sdkLoadFailure } from "./sdk_load_failure.ts";
import type { SpokeAdapter } from "./spoke_adapter.ts";

/** What {@link createLazySpokeAdapter} needs. */
export interface LazySpokeAdapterSource<W> {
  /** The chain served. */
  chainKey: SpokeChainKey;
  /** Its family. */
  family: ChainType;
  /** The family's SDK-free address check. */
  isValidAddress: (address: string) => boolean;
  /** Loads and builds the real adapter (a dynamic `import()`). */
  load: () => Promise<SpokeAdapter<W>>;
}

/**
 * Wraps a family's adapter so it loads on first use.
 *
 * @param source the chain, its address check and the loader
 * @returns an adapter with every method present; see the module doc for the failure codes
 * @example A loader that succeeds
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok } from "../../core/result.ts";
 * import type { SpokeAdapter } from "./spoke_adapter.ts";
 * import { createLazySpokeAdapter } from "./lazy_adapter.ts";
 * const real = { getBalance: () => Promise.resolve(ok(7n)) } as unknown as SpokeAdapter;
 * const adapter = createLazySpokeAdapter({
 *   chainKey: "sui", family: "SUI", isValidAddress: () => true, load: () => Promise.resolve(real),
 * });
 * assert.deepEqual(await adapter.getBalance("0x1", "0x2::sui::SUI"), { ok: true, value: 7n });
 * ```
 */
export function createLazySpokeAdapter<W>(source: LazySpokeAdapterSource<W>): SpokeAdapter<W> {
  const { chainKey, family } = source;
  let loading: Promise<Result<SpokeAdapter<W>, ClientError>> | undefined;
  const adapter = (): Promise<Result<SpokeAdapter<W>, ClientError>> => {
    loading ??= source.load().then(
      (value): Result<SpokeAdapter<W>, ClientError> => ({ ok: true, value }),
      (cause: unknown) => {
        loading = undefined;
        return err(sdkLoadFailure(cause, { family, chainKey, action: `use chain ${chainKey}` }));
      },
    );
    return loading;
  };
  const missing = (method: string): Result<never, ClientError> =>
    err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        `Cannot ${method} on chain ${chainKey}: the ${family} adapter does not support it`,
        { context: { chainKey, family, method } },
      ),
    );
  return {
    chainKey,
    family,
    isValidAddress: (address) => source.isValidAddress(address),
    createSwapIntent: async (params, wallet) => {
      const a = await adapter();
      return a.ok ? a.value.createSwapIntent(params, wallet) : a;
    },
    createBridgeDeposit: async (params, wallet) => {
      const a = await adapter();
      if (!a.ok) return a;
      const fn = a.value.createBridgeDeposit;
      return typeof fn === "function" ? fn.call(a.value, params, wallet) : missing("bridge");
    },
    sendHubCalls: async (params, wallet) => {
      const a = await adapter();
      if (!a.ok) return a;
      const fn = a.value.sendHubCalls;
      return typeof fn === "function" ? fn.call(a.value, params, wallet) : missing("send hub calls");
    },
    verifyTxHash: async (hash, options) => {
      const a = await adapter();
      return a.ok ? a.value.verifyTxHash(hash, options) : a;
    },
    getBalance: async (address, token) => {
      const a = await adapter();
      return a.ok ? a.value.getBalance(address, token) : a;
    },
    getAllowance: async (owner, token, spender) => {
      const a = await adapter();
      return a.ok ? a.value.getAllowance(owner, token, spender) : a;
    },
    isAllowanceValid: async (query) => {
      const a = await adapter();
      return a.ok ? a.value.isAllowanceValid(query) : a;
    },
    hasSufficientTrustline: async (query) => {
      const a = await adapter();
      if (!a.ok) return a;
      const fn = a.value.hasSufficientTrustline;
      return typeof fn === "function" ? fn.call(a.value, query) : missing("check trustline");
    },
    requestTrustline: async (params, wallet) => {
      const a = await adapter();
      if (!a.ok) return a;
      const fn = a.value.requestTrustline;
      return typeof fn === "function" ? fn.call(a.value, params, wallet) : missing("request trustline");
    },
    getRateLimit: async (token, options) => {
      const a = await adapter();
      if (!a.ok) return a;
      const fn = a.value.getRateLimit;
      return typeof fn === "function" ? fn.call(a.value, token, options) : missing("read rate limit");
    },
    estimateGas: async (tx, options) => {
      const a = await adapter();
      if (!a.ok) return a;
      const fn = a.value.estimateGas;
      return typeof fn === "function" ? fn.call(a.value, tx, options) : missing("estimate gas");
    },
  };
}
