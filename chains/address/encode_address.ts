/**
 * The address rules by chain key: `isValidAddress` and `encodeAddress` dispatch to each family's rules (the
 * EVM rules are here, `encodeEvmAddress`; the other families' in their own files of this folder).
 *
 * Per-family address rules: `isValidAddress` (used by getQuote and swap through each adapter's
 * `isValidAddress`) and `encodeAddress`, the bytes an address takes inside intents and hub-wallet lookups
 * (docs/wire_inventory.md#address-encoding), for every chain family:
 *
 * | Family | Accepted | Encoding |
 * |---|---|---|
 * | EVM (hub, Hedera included) | `0x` + 40 hex | the 20 bytes |
 * | SOLANA | base58 32-byte key | the 32 bytes |
 * | STELLAR | `G...` / `C...` StrKey | hex of the `ScVal` XDR |
 * | SUI | `0x` + 64 hex | the 32 bytes |
 * | ICON | `hx`/`cx` + 40 hex | `00`/`01` + body |
 * | INJECTIVE | bech32 `inj1...` | UTF-8 |
 * | NEAR | named or implicit id | UTF-8 |
 * | BITCOIN | `bc1...`, `1...`, `3...` | UTF-8 |
 * | STACKS | `SP`/`SM` c32check (`.contract` allowed) | serialized Clarity principal |
 *
 * @example Encode a Solana address for an EVM-sourced intent
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeAddress, isValidAddress } from "./encode_address.ts";
 * assert.ok(isValidAddress("solana", "11111111111111111111111111111111"));
 * const r = encodeAddress("solana", "11111111111111111111111111111111");
 * assert.ok(r.ok && r.value.length === 66);
 * ```
 *
 * @example Encode an EVM address
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeEvmAddress } from "./encode_address.ts";
 * const r = encodeEvmAddress("0x2105.base", "0x5555555555555555555555555555555555555555");
 * assert.ok(r.ok && r.value === "0x5555555555555555555555555555555555555555");
 * ```
 * @module
 */
import { type Hex, isAddress } from "viem";
import { type ChainType, getChainType, isSpokeChainKey } from "../../core/chains/mod.ts";
import { describeValue } from "../../core/describe_value.ts";
import { carriedContext, ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { encodeBitcoinAddress, isValidBitcoinAddress } from "./bitcoin.ts";
import { encodeIconAddress, isValidIconAddress } from "./icon.ts";
import { encodeInjectiveAddress, isValidInjectiveAddress } from "./injective.ts";
import { encodeNearAddress, isValidNearAddress } from "./near.ts";
import { encodeSolanaAddress, isValidSolanaAddress } from "./solana.ts";
import { encodeStacksAddress, isValidStacksAddress } from "./stacks.ts";
import { encodeStellarAddress, isValidStellarAddress } from "./stellar.ts";
import { encodeSuiAddress, isValidSuiAddress } from "./sui.ts";

interface FamilyRules {
  valid: (address: unknown) => boolean;
  encode: (address: string) => Result<Hex, ClientError>;
}

const RULES: Record<Exclude<ChainType, "EVM">, FamilyRules> = {
  SOLANA: { valid: isValidSolanaAddress, encode: encodeSolanaAddress },
  STELLAR: { valid: isValidStellarAddress, encode: encodeStellarAddress },
  SUI: { valid: isValidSuiAddress, encode: encodeSuiAddress },
  ICON: { valid: isValidIconAddress, encode: encodeIconAddress },
  INJECTIVE: { valid: isValidInjectiveAddress, encode: encodeInjectiveAddress },
  NEAR: { valid: isValidNearAddress, encode: encodeNearAddress },
  BITCOIN: { valid: isValidBitcoinAddress, encode: encodeBitcoinAddress },
  STACKS: { valid: isValidStacksAddress, encode: encodeStacksAddress },
};

/**
 * Whether `address` is well-formed for the family of `chainKey`.
 *
 * @param chainKey a chain key (an unknown key gives false)
 * @param address the candidate (any value; never throws)
 * @returns true when well-formed
 * @example One address, two families
 * ```ts
 * import assert from "node:assert/strict";
 * import { isValidAddress } from "./encode_address.ts";
 * const a = "0x5555555555555555555555555555555555555555";
 * assert.ok(isValidAddress("0x2105.base", a) && !isValidAddress("stellar", a));
 * ```
 */
export function isValidAddress(chainKey: string, address: unknown): boolean {
  if (!isSpokeChainKey(chainKey)) return false;
  const family = getChainType(chainKey);
  if (family === "EVM") return typeof address === "string" && isAddress(address, { strict: false });
  const rules = RULES[family];
  return rules !== undefined && rules.valid(address);
}

/**
 * Encodes `address` as chain `chainKey` puts it in intents (`srcAddress`/`dstAddress`) and hub-wallet lookups.
 *
 * @param chainKey a chain key
 * @param address the address in the chain's own format
 * @returns the bytes as hex; `UNKNOWN_CHAIN_KEY`, `INVALID_ADDRESS`, or `UNSUPPORTED_CHAIN_OPERATION` for a
 *   family this layer does not know
 * @example An ICON destination
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeAddress } from "./encode_address.ts";
 * const r = encodeAddress("0x1.icon", `hx${"12".repeat(20)}`);
 * assert.ok(r.ok && r.value === `0x00${"12".repeat(20)}`);
 * assert.ok(!encodeAddress("nowhere", "x").ok);
 * ```
 */
export function encodeAddress(chainKey: string, address: string): Result<Hex, ClientError> {
  if (!isSpokeChainKey(chainKey)) return err(unknownChainKey(chainKey));
  const family = getChainType(chainKey);
  if (family === "EVM") return encodeEvmAddress(chainKey, address);
  const rules = RULES[family];
  if (rules === undefined) {
    return err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        `Cannot encode address: no rules for the ${family} family`,
        {
          context: { chainKey, family, missing: `${family} address encoder` },
        },
      ),
    );
  }
  const encoded = rules.encode(address);
  if (encoded.ok) return encoded;
  return err(
    new ClientError("INVALID_ADDRESS", encoded.error.message, {
      context: carriedContext<"INVALID_ADDRESS">({ ...encoded.error.context, chainKey }),
    }),
  );
}

/**
 * Encodes `address` for EVM chain `chainKey`: the 20 address bytes (lower-case hex). Exported by
 * `@xswap/client/chains/evm` as `encodeAddress`.
 *
 * @param chainKey a chain key
 * @param address the address in the chain's own format
 * @returns the bytes; `UNKNOWN_CHAIN_KEY`, `INVALID_ADDRESS` (not a 20-byte hex address), or
 *   `UNSUPPORTED_CHAIN_OPERATION` for non-EVM families (not implemented by this adapter)
 * @example Non-EVM chains are not handled here
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeEvmAddress } from "./encode_address.ts";
 * const r = encodeEvmAddress("solana", "11111111111111111111111111111111");
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION");
 * ```
 */
export function encodeEvmAddress(chainKey: string, address: string): Result<Hex, ClientError> {
  if (!isSpokeChainKey(chainKey)) return err(unknownChainKey(chainKey));
  const family = getChainType(chainKey);
  if (family !== "EVM") {
    return err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        `Cannot encode address: ${family} is not handled by the EVM adapter`,
        {
          context: { chainKey, family },
        },
      ),
    );
  }
  if (typeof address !== "string" || !isAddress(address, { strict: false })) {
    return err(
      new ClientError("INVALID_ADDRESS", "Cannot encode address: not a 20-byte hex address", {
        context: { chainKey, address },
      }),
    );
  }
  return ok(address.toLowerCase() as Hex);
}

/** The refusal of a chain key that names no spoke chain. */
function unknownChainKey(chainKey: string): ClientError {
  return new ClientError(
    "UNKNOWN_CHAIN_KEY",
    `Cannot encode address: unknown chain key ${describeValue(chainKey)}`,
    {
      context: { chainKey: describeValue(chainKey) },
    },
  );
}
