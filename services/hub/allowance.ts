/**
 * ERC-20 allowance checks and approvals on the chain a hub-service deposit leaves from: the spender is the spoke
 * asset manager on an EVM spoke and the user's hub wallet on the hub (its router pulls with `transferFrom`). The
 * native coin needs no approval.
 *
 * @example The native coin is always approved
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { isAllowanceValid } from "./allowance.ts";
 * const deps = { config: new ConfigService() };
 * const r = await isAllowanceValid(deps, {
 *   action: "supply", chainKey: "0x2105.base", token: "0x0000000000000000000000000000000000000000",
 *   owner: "0x1111111111111111111111111111111111111111", spender: "0x2222222222222222222222222222222222222222",
 *   amount: 5n,
 * });
 * assert.ok(r.ok && r.value === true);
 * ```
 * @module
 */
import { type Address, encodeFunctionData } from "viem";
import { getChainType, HUB_CHAIN_KEY, type SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import type { EvmRawTx } from "../../chains/evm/swap_intent.ts";
import { publicClient } from "../../chains/rpc/rpc_client.ts";
import { rpcFailure } from "../../chains/rpc/rpc_failure.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import type { HubWriteOptions, SentEvmTx } from "./send_evm_tx.ts";

/** An allowance question. */
export interface AllowanceQuery {
  /** The operation, for error context. */
  action: string;
  /** The chain the token lives on. */
  chainKey: SpokeChainKey;
  /** The token. */
  token: Address;
  /** The token holder. */
  owner: Address;
  /** Who pulls the token. */
  spender: Address;
  /** The amount needed. */
  amount: bigint;
}

/**
 * The spender a deposit from `chainKey` needs: the asset manager of an EVM spoke, the hub wallet on the hub.
 *
 * @param deps the configuration
 * @param chainKey the source chain
 * @param hubWallet the user's hub wallet
 * @returns the spender, or `INVALID_CONFIG` when the spoke has no asset manager
 * @example Hub source
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { depositSpender } from "./allowance.ts";
 * const w = "0x2222222222222222222222222222222222222222";
 * const r = depositSpender({ config: new ConfigService() }, "sonic", w);
 * assert.ok(r.ok && r.value === w);
 * ```
 */
export function depositSpender(
  deps: Pick<ServiceDeps, "config">,
  chainKey: SpokeChainKey,
  hubWallet: Address,
): Result<Address, ClientError> {
  if (chainKey === HUB_CHAIN_KEY) return ok(hubWallet);
  const assetManager = deps.config.getChainConfig(chainKey).addresses.assetManager;
  if (assetManager === undefined) {
    return err(
      new ClientError("INVALID_CONFIG", `Cannot find the spender: ${chainKey} has no asset manager`, {
        context: { chainKey, phase: "allowanceCheck" },
      }),
    );
  }
  return ok(assetManager as Address);
}

/**
 * Whether `owner` allows `spender` at least `amount` of `token` (ERC-20 `allowance` on the chain's RPC). The
 * native coin and every non-EVM source pass without I/O: Solana and Stellar deposits are pulled by the signed
 * deposit call itself, with no approval step.
 *
 * @param deps configuration and injected fetch
 * @param query see {@link AllowanceQuery}
 * @returns `true` / `false`; failures: `NETWORK_ERROR` / `REQUEST_TIMEOUT` / `HTTP_REQUEST_FAILED` (phase
 *   `allowanceCheck`), `UNSUPPORTED_CHAIN_OPERATION`
 */
export async function isAllowanceValid(
  deps: Pick<ServiceDeps, "config" | "fetch">,
  query: AllowanceQuery,
): Promise<Result<boolean, ClientError>> {
  const chain = deps.config.getChainConfig(query.chainKey);
  if (getChainType(query.chainKey) !== "EVM") return ok(true);
  if (query.token.toLowerCase() === chain.nativeToken.toLowerCase()) return ok(true);
  if (!("rpcUrl" in chain)) {
    return err(
      new ClientError("UNSUPPORTED_CHAIN_OPERATION", `Cannot check allowance on ${query.chainKey}`, {
        context: { chainKey: query.chainKey, action: query.action, phase: "allowanceCheck" },
      }),
    );
  }
  try {
    const allowance = await publicClient(chain.rpcUrl, { fetch: deps.fetch }).readContract({
      address: query.token,
      abi: erc20Abi,
      functionName: "allowance",
      args: [query.owner, query.spender],
    });
    return ok(allowance >= query.amount);
  } catch (cause) {
    const failure = rpcFailure(cause);
    return err(
      new ClientError(failure.code, `Cannot ${query.action}: allowance read failed: ${failure.what}`, {
        context: {
          chainKey: query.chainKey,
          token: query.token,
          action: query.action,
          phase: "allowanceCheck",
          ...(failure.status === undefined ? {} : { status: failure.status }),
        },
        cause,
      }),
    );
  }
}

/**
 * Sends (or returns raw) the approval an allowance query asks for. Non-EVM sources have no allowance model — their
 * deposits need no approval — so they fail `UNSUPPORTED_CHAIN_OPERATION` (phase `approve`) instead of building a
 * meaningless EVM transaction.
 *
 * @param deps the service dependencies
 * @param query the allowance question
 * @param options raw flag, wallet, signal
 * @returns the sent or raw approve tx, or the {@link sendEvmTx} failures
 * @example A Stellar deposit needs no approval
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { sendApprove } from "./allowance.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const r = await sendApprove({ config: new ConfigService() }, {
 *   action: "supply", chainKey: "stellar", token: a, owner: a, spender: a, amount: 1n,
 * }, { raw: true });
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION");
 * ```
 */
export async function sendApprove(
  deps: Pick<ServiceDeps, "config">,
  query: AllowanceQuery,
  options: HubWriteOptions,
): Promise<Result<SentEvmTx, ClientError>> {
  const family = getChainType(query.chainKey);
  if (family !== "EVM") {
    return err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        `Cannot approve: deposits from ${query.chainKey} (${family}) need no approval`,
        { context: { chainKey: query.chainKey, family, action: "approve", phase: "approve" } },
      ),
    );
  }
  const chain = deps.config.getChainConfig(query.chainKey);
  const chainId = typeof chain.chain.nativeChainId === "number" ? chain.chain.nativeChainId : undefined;
  // the send loads with the first approval: a page whose allowances are already set does not ship it
  const { sendEvmTx } = await import("./send_evm_tx.ts");
  return sendEvmTx(buildApproveTx(query), options, "approve", chainId);
}

/**
 * The unsigned ERC-20 `approve(spender, amount)` transaction from `owner`.
 *
 * @param query see {@link AllowanceQuery}
 * @returns the tx
 * @example Selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildApproveTx } from "./allowance.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * const tx = buildApproveTx({ action: "supply", chainKey: "0x2105.base", token: a, owner: a, spender: a, amount: 1n });
 * assert.ok(tx.data.startsWith("0x095ea7b3") && tx.to === a);
 * ```
 */
export function buildApproveTx(query: AllowanceQuery): EvmRawTx {
  return {
    from: query.owner,
    to: query.token,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [query.spender, query.amount] }),
  };
}
