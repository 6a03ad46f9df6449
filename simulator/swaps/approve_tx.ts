/**
 * Check-allowance and approve of the simulated swaps API. The spender is the source chain's asset manager on
 * an EVM spoke and the intents contract on the hub (docs/wire_inventory.md#spoke-deposit). Only EVM ERC-20
 * tokens need an allowance: the native token and other families are always valid (Stellar trustlines are not
 * simulated), and approving them is a 400.
 *
 * @example Build an approve tx for Base USDC
 * ```ts
 * import assert from "node:assert/strict";
 * import { createApproveTools } from "./approve_tx.ts";
 * import { DEFAULT_SWAPS_TOKENS } from "./tokens.ts";
 * const usdc = DEFAULT_SWAPS_TOKENS["0x2105.base"]!.find((t) => t.symbol === "USDC")!;
 * const tools = createApproveTools();
 * const r = tools.approveTx({
 *   chainKey: "0x2105.base", token: usdc, owner: "0x5555555555555555555555555555555555555555", amount: 5n,
 * });
 * assert.ok(r.ok && r.value.chainType === "EVM" && r.value.data.startsWith("0x095ea7b3"));
 * ```
 * @module
 */
import { encodeFunctionData, isAddress } from "viem";
import { getChainType, HUB_CHAIN_KEY, type SpokeChainKey } from "../../core/chains/chain_keys.ts";
import type { ChainConfigs } from "../../core/config_types/chain_config.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
import { type SwapsError, swapsError } from "./swaps_error.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ChainTx } from "../../core/schemas/swaps_v2.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import type { SimSwapToken } from "./tokens.ts";

/** An allowance question: can `spender` move `amount` of `token` from `owner`? */
export interface SwapsAllowanceQuery {
  chainKey: SpokeChainKey;
  token: SimSwapToken;
  owner: string;
  spender: string;
  amount: bigint;
}

/** Reads the current ERC-20 allowance (base units). */
export type SwapsAllowanceReader = (query: SwapsAllowanceQuery) => bigint;

/** The default reader: every ERC-20 allowance is unlimited (`2^256 - 1`), so every check is valid. */
export const unlimitedAllowance: SwapsAllowanceReader = () => 2n ** 256n - 1n;

/** Options of {@link createApproveTools}. */
export interface ApproveToolsOptions {
  /** Chain configuration (asset managers, native tokens). @default DEFAULT_CLIENT_CONFIG.chains */
  chains?: ChainConfigs | undefined;
  /** Hub intents contract (the spender on the hub). @default DEFAULT_CLIENT_CONFIG.solver.intentsContract */
  intentsContract?: string | undefined;
  /** The allowance reader. @default unlimitedAllowance */
  readAllowance?: SwapsAllowanceReader | undefined;
}

/** A request of check-allowance or approve, with the token resolved. */
export interface ApproveRequest {
  chainKey: SpokeChainKey;
  token: SimSwapToken;
  owner: string;
  amount: bigint;
}

/** The two operations. */
export interface ApproveTools {
  /** Whether the allowance covers `amount`. */
  isAllowanceValid(req: ApproveRequest): Result<boolean, SwapsError>;
  /** The unsigned ERC-20 `approve(spender, amount)`. */
  approveTx(req: ApproveRequest): Result<ChainTx, SwapsError>;
}

/**
 * Creates check-allowance and approve over a chain config and an allowance reader.
 *
 * @param options chains, intents contract, allowance reader
 * @returns the tools; failures are `INVALID_ADDRESS` (owner not an EVM address) and
 *   `UNSUPPORTED_CHAIN_OPERATION` (approve of a native or non-EVM token)
 * @example The native token needs no approval
 * ```ts
 * import assert from "node:assert/strict";
 * import { createApproveTools } from "./approve_tx.ts";
 * const eth = { symbol: "ETH", name: "ETH", decimals: 18, address: "0x0000000000000000000000000000000000000000", chainKey: "0x2105.base" };
 * const req = { chainKey: "0x2105.base" as const, token: eth, owner: "0x5555555555555555555555555555555555555555", amount: 1n };
 * const tools = createApproveTools({ readAllowance: () => 0n });
 * const v = tools.isAllowanceValid(req);
 * assert.ok(v.ok && v.value === true && !tools.approveTx(req).ok);
 * ```
 */
export function createApproveTools(options: ApproveToolsOptions = {}): ApproveTools {
  const {
    chains = DEFAULT_CLIENT_CONFIG.chains,
    intentsContract = DEFAULT_CLIENT_CONFIG.solver.intentsContract,
    readAllowance = unlimitedAllowance,
  } = options;
  const needsAllowance = (req: ApproveRequest): boolean =>
    getChainType(req.chainKey) === "EVM" &&
    req.token.address.toLowerCase() !== chains[req.chainKey].nativeToken.toLowerCase();
  const spender = (chainKey: SpokeChainKey): string =>
    chainKey === HUB_CHAIN_KEY ? intentsContract : chains[chainKey].addresses.assetManager ?? intentsContract;
  const checkOwner = (req: ApproveRequest): Result<true, SwapsError> =>
    isAddress(req.owner, { strict: false }) ? ok(true) : err(
      swapsError("INVALID_ADDRESS", "srcAddress is not an EVM address", {
        context: { field: "srcAddress", value: req.owner },
      }),
    );
  return {
    isAllowanceValid(req) {
      if (!needsAllowance(req)) return ok(true);
      const owner = checkOwner(req);
      if (!owner.ok) return owner;
      return ok(readAllowance({ ...req, spender: spender(req.chainKey) }) >= req.amount);
    },
    approveTx(req) {
      if (!needsAllowance(req)) {
        return err(
          swapsError("UNSUPPORTED_CHAIN_OPERATION", "Token needs no approval (native or non-EVM)", {
            context: { chainKey: req.chainKey, token: req.token.address },
          }),
        );
      }
      const owner = checkOwner(req);
      if (!owner.ok) return owner;
      const to = spender(req.chainKey) as `0x${string}`;
      const data = encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [to, req.amount] });
      const chainId = chains[req.chainKey].chain.nativeChainId;
      return ok({
        chainType: "EVM",
        from: req.owner,
        to: req.token.address,
        value: 0n,
        data,
        ...(typeof chainId === "number" ? { chainId } : {}),
      });
    },
  };
}
