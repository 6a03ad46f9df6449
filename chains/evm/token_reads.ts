/**
 * Balance and allowance reads of an EVM chain: `eth_getBalance` for the native coin, ERC-20 `balanceOf` /
 * `allowance` (viem `readContract`) for tokens. Addresses are checked before any I/O.
 *
 * @example A malformed owner is refused without I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEvmTokenReads } from "./token_reads.ts";
 * const reads = createEvmTokenReads({
 *   chainKey: "0x2105.base",
 *   rpcUrl: "http://localhost:8545",
 *   assetManager: "0x348BE44F63A458be9C1b13D6fD8e99048F297Bc3",
 *   nativeToken: "0x0000000000000000000000000000000000000000",
 * });
 * const r = await reads.getBalance("0x12", "0x0000000000000000000000000000000000000000");
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS");
 * ```
 * @module
 */
import { type Address, isAddress, maxUint256 } from "viem";
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { SpokeAdapter, SpokeAllowanceQuery } from "../spoke/spoke_adapter.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { publicClient, type RpcOptions } from "../rpc/rpc_client.ts";
import { rpcFailure } from "../rpc/rpc_failure.ts";
import { describeValue } from "../../core/describe_value.ts";

/** The chain settings the reads need. */
export interface EvmTokenReadsConfig {
  /** Chain key (error context). */
  chainKey: SpokeChainKey;
  /** JSON-RPC endpoint. */
  rpcUrl: string;
  /** Default spender of {@link SpokeAdapter.isAllowanceValid}. */
  assetManager: Address;
  /** The native coin's token address. */
  nativeToken: Address;
}

/** The read half of an EVM {@link SpokeAdapter}. */
export type EvmTokenReads = Pick<SpokeAdapter, "getBalance" | "getAllowance" | "isAllowanceValid">;

/**
 * Creates the balance and allowance reads of one EVM chain.
 *
 * @param config see {@link EvmTokenReadsConfig}
 * @param options injected fetch, retries, timeout
 * @returns the reads; failures: `INVALID_ADDRESS` (no I/O), `INVALID_AMOUNT` (negative or non-bigint amount),
 *   `NETWORK_ERROR` / `REQUEST_TIMEOUT` / `HTTP_REQUEST_FAILED` (the RPC read failed: transport, timeout, or an
 *   HTTP status or node error; `cause` attached). `getAllowance` of the native coin is
 *   `maxUint256` (it needs no approval).
 * @example The native coin never needs an approval
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEvmTokenReads } from "./token_reads.ts";
 * const native = "0x0000000000000000000000000000000000000000";
 * const reads = createEvmTokenReads({
 *   chainKey: "0x2105.base", rpcUrl: "http://localhost:8545", nativeToken: native,
 *   assetManager: "0x348BE44F63A458be9C1b13D6fD8e99048F297Bc3",
 * });
 * const owner = "0x1111111111111111111111111111111111111111";
 * const r = await reads.isAllowanceValid({ owner, token: native, amount: 10n });
 * assert.ok(r.ok && r.value === true);
 * ```
 */
export function createEvmTokenReads(config: EvmTokenReadsConfig, options: RpcOptions = {}): EvmTokenReads {
  const isNative = (token: string): boolean => token.toLowerCase() === config.nativeToken.toLowerCase();

  function checkAddresses(
    operation: string,
    fields: Record<string, unknown>,
  ): ClientError | undefined {
    for (const [field, value] of Object.entries(fields)) {
      if (typeof value !== "string" || !isAddress(value, { strict: false })) {
        return new ClientError(
          "INVALID_ADDRESS",
          `Cannot read ${operation}: ${field} is not an EVM address`,
          {
            context: { chainKey: config.chainKey, field, value: describeValue(value) },
          },
        );
      }
    }
    return undefined;
  }

  async function read(
    operation: string,
    contextFields: ErrorContextFields,
    call: () => Promise<bigint>,
  ): Promise<Result<bigint, ClientError>> {
    const context = contextFields as Readonly<Record<string, unknown>>;
    try {
      return ok(await call());
    } catch (cause) {
      const failure = rpcFailure(cause);
      return err(
        new ClientError(failure.code, `Cannot read ${operation}: the RPC read failed: ${failure.what}`, {
          context: {
            chainKey: config.chainKey,
            ...context,
            ...(failure.status === undefined ? {} : { status: failure.status }),
          },
          cause,
        }),
      );
    }
  }

  function getBalance(address: string, token: string): Promise<Result<bigint, ClientError>> {
    const invalid = checkAddresses("balance", { address, token });
    if (invalid) return Promise.resolve(err(invalid));
    const client = publicClient(config.rpcUrl, options);
    const owner = address as Address;
    return read(
      "balance",
      { address, token },
      () =>
        isNative(token) ? client.getBalance({ address: owner }) : client.readContract({
          address: token as Address,
          abi: erc20Abi,
          functionName: "balanceOf",
          args: [owner],
        }),
    );
  }

  function getAllowance(owner: string, token: string, spender: string): Promise<Result<bigint, ClientError>> {
    const invalid = checkAddresses("allowance", { owner, token, spender });
    if (invalid) return Promise.resolve(err(invalid));
    if (isNative(token)) return Promise.resolve(ok(maxUint256));
    return read(
      "allowance",
      { owner, token, spender },
      () =>
        publicClient(config.rpcUrl, options).readContract({
          address: token as Address,
          abi: erc20Abi,
          functionName: "allowance",
          args: [owner as Address, spender as Address],
        }),
    );
  }

  async function isAllowanceValid(query: SpokeAllowanceQuery): Promise<Result<boolean, ClientError>> {
    const amount = (query as { amount?: unknown } | null)?.amount;
    if (typeof amount !== "bigint" || amount < 0n) {
      return err(
        new ClientError("INVALID_AMOUNT", "Cannot check allowance: amount must be a non-negative bigint", {
          context: { chainKey: config.chainKey, field: "amount", value: describeValue(amount) },
        }),
      );
    }
    const allowance = await getAllowance(query.owner, query.token, query.spender ?? config.assetManager);
    return allowance.ok ? ok(allowance.value >= amount) : allowance;
  }

  return { getBalance, getAllowance, isAllowanceValid };
}
