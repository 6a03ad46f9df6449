/**
 * Create-intent of the simulated swaps API: the unsigned source-chain transaction that creates a swap intent.
 *
 * EVM sources (the hub included) get the real transaction, encoded by the simulator itself with viem and the ABIs
 * (never with the library's builder): an asset-manager `transfer` carrying `approve` + `createIntent` for the
 * user's hub wallet (a direct `createIntent` on the hub).
 * Other families get the same intent and hub payload wrapped in a simulator placeholder: Injective a
 * `{chainType: "INJECTIVE", from, to: assetManager, msg}` whose `msg` is the UTF-8 JSON
 * `{"transfer": {token, to, amount, data}}` (sent as index-object bytes), other families a generic
 * `{chainType, from, to: assetManager, value, data: <hub payload hex>}`; neither is a chain-native transaction.
 * Non-EVM addresses inside the intent are their UTF-8 bytes (correct for Injective, NEAR and Bitcoin).
 *
 * @example Build a Base -> BSC intent
 * ```ts
 * import assert from "node:assert/strict";
 * import { createDefaultIntentTxBuilder } from "./intent_tx.ts";
 * import { DEFAULT_SWAPS_TOKENS } from "./tokens.ts";
 * const usdc = (k: string) => DEFAULT_SWAPS_TOKENS[k]!.find((t) => t.symbol === "USDC")!;
 * const build = createDefaultIntentTxBuilder();
 * const r = build({
 *   srcChainKey: "0x2105.base", dstChainKey: "0x38.bsc", srcToken: usdc("0x2105.base"), dstToken: usdc("0x38.bsc"),
 *   srcAddress: "0x5555555555555555555555555555555555555555",
 *   dstAddress: "0x6666666666666666666666666666666666666666",
 *   amount: 1_000_000n, feeAmount: 0n, minOutputAmount: 990_000n, deadline: 0n, allowPartialFill: false,
 *   intentId: 1n,
 * });
 * assert.ok(r.ok && r.value.tx.chainType === "EVM" && r.value.intent.inputAmount === 1_000_000n);
 * ```
 * @module
 */
import { type Address, type Hex, isAddress, stringToBytes, toHex, zeroAddress } from "viem";
import { getChainType, HUB_CHAIN_KEY, type SpokeChainKey } from "../../core/chains/chain_keys.ts";
import { simRelayChainId } from "../client_config/relay_ids.ts";
import type { ChainConfigs } from "../../core/config_types/chain_config.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
import { type SwapsError, swapsError } from "./swaps_error.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { deriveSimHubWallet } from "../hub_abi/hub_wallet.ts";
import { buildEvmIntentTx } from "./_evm_intent_tx.ts";
import { buildNonEvmIntentTx } from "./_non_evm_intent_tx.ts";
import type { SimSwapToken } from "./tokens.ts";

import type { SwapsIntentTxBuilder } from "./intent_tx_request.ts";

export type { SwapsIntentTx, SwapsIntentTxBuilder, SwapsIntentTxRequest } from "./intent_tx_request.ts";

/** Options of {@link createDefaultIntentTxBuilder}. */
export interface DefaultIntentTxBuilderOptions {
  /** Chain configuration (asset managers, native tokens, chain ids). @default DEFAULT_CLIENT_CONFIG.chains */
  chains?: ChainConfigs | undefined;
  /** Hub intents contract. @default DEFAULT_CLIENT_CONFIG.solver.intentsContract */
  intentsContract?: string | undefined;
  /** The user's hub wallet (intent creator). @default simHubWallet */
  hubWallet?: ((chainKey: SpokeChainKey, address: string) => Address) | undefined;
}

/**
 * The simulator's hub wallet of a user: `deriveSimHubWallet(relayChainId, addressBytes)` of `simulator/chains/evm`, the
 * address the simulated hub wallet factory (and, for hub users, the wallet router) answers, so the intent's
 * `creator` is the one a client computes through the simulated JSON-RPC. Address bytes are the 20 bytes of an
 * EVM address and the UTF-8 bytes of any other address.
 *
 * @example Stable and case-insensitive
 * ```ts
 * import assert from "node:assert/strict";
 * import { simHubWallet } from "./intent_tx.ts";
 * const a = "0x5555555555555555555555555555555555555555";
 * assert.ok(simHubWallet("0x2105.base", a) === simHubWallet("0x2105.base", a.toUpperCase().replace("0X", "0x")));
 * ```
 */
export function simHubWallet(chainKey: SpokeChainKey, address: string): Address {
  const bytes = addressBytes(chainKey, address);
  return deriveSimHubWallet(
    simRelayChainId(chainKey),
    bytes.ok ? bytes.value : toHex(stringToBytes(address)),
  );
}

/** An address as intent bytes: the lower-case 20 bytes of an EVM address, the UTF-8 bytes of any other. */
function addressBytes(chainKey: SpokeChainKey, address: string): Result<Hex, SwapsError> {
  if (getChainType(chainKey) !== "EVM") return ok(toHex(stringToBytes(address)));
  if (typeof address === "string" && isAddress(address, { strict: false })) {
    return ok(address.toLowerCase() as Hex);
  }
  return err(
    swapsError("INVALID_ADDRESS", "Cannot encode address: not a 20-byte hex address", {
      context: { chainKey, address },
    }),
  );
}

function hubToken(chainKey: SpokeChainKey, token: SimSwapToken, field: string): Result<Address, SwapsError> {
  const a = chainKey === HUB_CHAIN_KEY ? token.address : token.hubAsset;
  if (a !== undefined && /^0x[0-9a-fA-F]{40}$/.test(a)) return ok(a as Address);
  return err(
    swapsError("UNSUPPORTED_TOKEN", `Token ${token.address} has no hub asset`, {
      context: { field, chainKey, address: token.address },
    }),
  );
}

/**
 * Creates the default {@link SwapsIntentTxBuilder} (module doc).
 *
 * @param options chain config, intents contract and hub-wallet derivation
 * @returns a builder whose failures are `INVALID_ADDRESS`, `INVALID_AMOUNT`, `INVALID_FEE`, `UNSUPPORTED_TOKEN`
 *   (no hub asset), `UNSUPPORTED_CHAIN_OPERATION` or `INTENT_CREATION_FAILED`
 * @example A bad source address fails as data
 * ```ts
 * import assert from "node:assert/strict";
 * import { createDefaultIntentTxBuilder } from "./intent_tx.ts";
 * import { DEFAULT_SWAPS_TOKENS } from "./tokens.ts";
 * const usdc = DEFAULT_SWAPS_TOKENS["0x2105.base"]!.find((t) => t.symbol === "USDC")!;
 * const r = createDefaultIntentTxBuilder()({
 *   srcChainKey: "0x2105.base", dstChainKey: "0x2105.base", srcToken: usdc, dstToken: usdc, srcAddress: "nope",
 *   dstAddress: "0x6666666666666666666666666666666666666666", amount: 5n, feeAmount: 0n, minOutputAmount: 1n,
 *   deadline: 0n, allowPartialFill: false, intentId: 1n,
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS");
 * ```
 */
export function createDefaultIntentTxBuilder(
  options: DefaultIntentTxBuilderOptions = {},
): SwapsIntentTxBuilder {
  const {
    chains = DEFAULT_CLIENT_CONFIG.chains,
    intentsContract = DEFAULT_CLIENT_CONFIG.solver.intentsContract,
    hubWallet = simHubWallet,
  } = options;
  return (req) => {
    const src = chains[req.srcChainKey];
    const hubIn = hubToken(req.srcChainKey, req.srcToken, "tokenSrc");
    if (!hubIn.ok) return hubIn;
    const hubOut = hubToken(req.dstChainKey, req.dstToken, "tokenDst");
    if (!hubOut.ok) return hubOut;
    const dstBytes = addressBytes(req.dstChainKey, req.dstAddress);
    if (!dstBytes.ok) return dstBytes;
    const creator = hubWallet(req.srcChainKey, req.srcAddress);
    const assetManager = src.addresses.assetManager ?? zeroAddress;
    const isNative = req.srcToken.address.toLowerCase() === src.nativeToken.toLowerCase();
    if (getChainType(req.srcChainKey) === "EVM") {
      const srcBytes = addressBytes(req.srcChainKey, req.srcAddress);
      if (!srcBytes.ok) return srcBytes;
      return buildEvmIntentTx(
        req,
        { hubIn: hubIn.value, hubOut: hubOut.value, dst: dstBytes.value, creator },
        {
          assetManager: (/^0x[0-9a-fA-F]{40}$/.test(assetManager) ? assetManager : zeroAddress) as Address,
          intentsContract: intentsContract as Address,
          nativeToken: src.nativeToken,
          chainId: typeof src.chain.nativeChainId === "number" ? src.chain.nativeChainId : undefined,
        },
      );
    }
    return buildNonEvmIntentTx(req, {
      hubIn: hubIn.value,
      hubOut: hubOut.value,
      dst: dstBytes.value,
      creator,
    }, {
      assetManager,
      intentsContract: intentsContract as Address,
      isNative,
    });
  };
}
