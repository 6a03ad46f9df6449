/**
 * `bridge.getBridgeableAmount`, as the platform's `BridgeService.getBridgeableAmount` computes it: the most that
 * can be bridged now from `srcAsset` to `dstAsset` (two tokens of one hub vault). It reads the vault's
 * `tokenInfo` of both hub assets and its `getVaultReserves` on the hub (three `eth_call`s; the platform batches
 * the two `tokenInfo` reads in a multicall), then:
 * - a source token the vault does not support (spoke source): `{amount: 0, type: "DEPOSIT_LIMIT"}`;
 * - spoke -> hub: the source's deposit room, `maxDeposit - reserve(src)` (`DEPOSIT_LIMIT`, source decimals);
 * - hub -> spoke: the destination's reserve, the liquidity a withdrawal there draws on (`WITHDRAWAL_LIMIT`,
 *   destination decimals);
 * - spoke -> spoke: the smaller of the two, compared in whole units (each in its own decimals).
 *
 * @example Tokens of different vaults fail before any read
 * ```ts
 * import assert from "node:assert/strict";
 * import { XSwap } from "../../mod.ts";
 * const client = new XSwap({});
 * const usdc = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC")!;
 * const eth = client.config.getSupportedSwapTokens("0xa4b1.arbitrum").find((t) => t.symbol === "ETH")!;
 * const r = await client.bridge.getBridgeableAmount({
 *   srcChainKey: "0x2105.base", srcAsset: usdc.address, dstChainKey: "0xa4b1.arbitrum", dstAsset: eth.address,
 * });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import type { Address } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import { vaultTokenReadAbi } from "../../core/abis/vault_token.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { publicClient } from "../../chains/rpc/rpc_client.ts";
import { rpcFailure } from "../../chains/rpc/rpc_failure.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { findChainToken, isBridgeable } from "./bridgeable_tokens.ts";
import type { BridgeRoute } from "./types.ts";

/** What `bridge.getBridgeableAmount` answers (the platform's `BridgeLimit`). */
export interface BridgeLimit {
  /** The most that can be bridged now, in the smallest unit of the token `decimals` belongs to. */
  amount: bigint;
  /** Decimals of `amount`: the source token's for a deposit limit, the destination's for a withdrawal limit. */
  decimals: number;
  /** Which side binds: the source vault's deposit cap, or the destination's withdrawable liquidity. */
  type: "DEPOSIT_LIMIT" | "WITHDRAWAL_LIMIT";
}

/** Bounds of `bridge.getBridgeableAmount`. */
export interface BridgeableAmountOptions {
  /** Aborts before each read. @default undefined */
  signal?: AbortSignal | undefined;
  /** Per-read timeout in ms. @default 10000 (the RPC transport's) */
  timeout?: number | undefined;
}

/**
 * `bridge.getBridgeableAmount`.
 *
 * @param deps configuration and fetch
 * @param route source and destination tokens (as `isBridgeable` takes them)
 * @param options signal and timeout
 * @returns the limit; failures: `UNKNOWN_CHAIN_KEY`, `UNSUPPORTED_TOKEN`, `VALIDATION_FAILED` (not the same vault)
 *   without I/O; `ABORTED`; the hub reads' `NETWORK_ERROR`, `REQUEST_TIMEOUT`, `HTTP_REQUEST_FAILED`,
 *   `RESPONSE_VALIDATION_FAILED` (phase `lookup`)
 * @example A malformed route fails without I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { getBridgeableAmount } from "./bridgeable_amount.ts";
 * const deps = { config: new ConfigService() } as ServiceDeps;
 * const r = await getBridgeableAmount(deps, null as never);
 * assert.ok(!r.ok);
 * ```
 */
export async function getBridgeableAmount(
  deps: Pick<ServiceDeps, "config" | "fetch">,
  route: BridgeRoute,
  options: BridgeableAmountOptions = {},
): Promise<Result<BridgeLimit, ClientError>> {
  const same = isBridgeable(deps.config, route);
  if (!same.ok) return same;
  const context = {
    srcChainKey: route.srcChainKey,
    dstChainKey: route.dstChainKey,
    phase: "lookup",
  };
  if (!same.value) {
    return err(
      new ClientError(
        "VALIDATION_FAILED",
        "Cannot read the bridgeable amount: the tokens are not bridgeable",
        {
          context: { ...context, srcAsset: route.srcAsset, dstAsset: route.dstAsset },
        },
      ),
    );
  }
  const from = findChainToken(deps.config, route.srcChainKey, route.srcAsset, "srcAsset");
  const to = findChainToken(deps.config, route.dstChainKey, route.dstAsset, "dstAsset");
  if (!from.ok) return from;
  if (!to.ok) return to;
  const hub = deps.config.getChainConfig(HUB_CHAIN_KEY);
  const vault = from.value.vault as Address;
  const aborted = () =>
    err(
      new ClientError("ABORTED", "Cannot read the bridgeable amount: aborted", {
        context,
        cause: options.signal?.reason,
      }),
    );
  if (options.signal?.aborted) return aborted();
  let reads;
  try {
    const client = publicClient("rpcUrl" in hub ? hub.rpcUrl : "", {
      fetch: deps.fetch,
      timeoutMs: options.timeout,
    });
    reads = await Promise.all([
      client.readContract({
        address: vault,
        abi: vaultTokenReadAbi,
        functionName: "tokenInfo",
        args: [from.value.hubAsset as Address],
      }),
      client.readContract({
        address: vault,
        abi: vaultTokenReadAbi,
        functionName: "tokenInfo",
        args: [to.value.hubAsset as Address],
      }),
      client.readContract({
        address: to.value.vault as Address,
        abi: vaultTokenReadAbi,
        functionName: "getVaultReserves",
      }),
    ]);
  } catch (cause) {
    const failure = rpcFailure(cause);
    return err(
      new ClientError(failure.code, `Cannot read the bridgeable amount: vault read failed: ${failure.what}`, {
        context: { ...context, vault, ...(failure.status === undefined ? {} : { status: failure.status }) },
        cause,
      }),
    );
  }
  if (options.signal?.aborted) return aborted();
  const [fromInfo, toInfo, [tokens, balances]] = reads;
  const reserveOf = (hubAsset: string): bigint | undefined => {
    const i = tokens.findIndex((t) => t.toLowerCase() === hubAsset.toLowerCase());
    return i < 0 ? undefined : balances[i] ?? 0n;
  };
  const fromDecimals = Number(fromInfo[0]);
  const toDecimals = Number(toInfo[0]);
  const srcIsHub = route.srcChainKey === HUB_CHAIN_KEY;
  const dstIsHub = route.dstChainKey === HUB_CHAIN_KEY;
  if (!srcIsHub && !fromInfo[4]) return ok({ amount: 0n, decimals: fromDecimals, type: "DEPOSIT_LIMIT" });
  const fromReserve = reserveOf(from.value.hubAsset);
  const toReserve = reserveOf(to.value.hubAsset);
  const missing = (field: string) =>
    err(
      new ClientError(
        "RESPONSE_VALIDATION_FAILED",
        "Cannot read the bridgeable amount: token not in the vault reserves",
        {
          context: { ...context, vault, field },
        },
      ),
    );
  const deposit = (): bigint => fromInfo[3] - (fromReserve ?? 0n);
  if (!srcIsHub && dstIsHub) {
    if (fromReserve === undefined) return missing("srcAsset");
    return ok({ amount: deposit(), decimals: fromDecimals, type: "DEPOSIT_LIMIT" });
  }
  if (toReserve === undefined) return missing("dstAsset");
  if (srcIsHub && !dstIsHub) return ok({ amount: toReserve, decimals: toDecimals, type: "WITHDRAWAL_LIMIT" });
  if (fromReserve === undefined) return missing("srcAsset");
  const available = deposit();
  // available / 10^fromDecimals < toReserve / 10^toDecimals, without rounding
  return available * 10n ** BigInt(toDecimals) < toReserve * 10n ** BigInt(fromDecimals)
    ? ok({ amount: available, decimals: fromDecimals, type: "DEPOSIT_LIMIT" })
    : ok({ amount: toReserve, decimals: toDecimals, type: "WITHDRAWAL_LIMIT" });
}
