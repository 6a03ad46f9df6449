/**
 * Per-family address rules (`chains/address/`): `isValidAddress` and `encodeAddress` by chain key
 * (`encode_address.ts`, with the EVM rules) and each family's own `isValid*Address` / `encode*Address`.
 *
 * @example Encode a Solana address for an EVM-sourced intent
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeAddress, isValidAddress } from "./mod.ts";
 * assert.ok(isValidAddress("solana", "11111111111111111111111111111111"));
 * const r = encodeAddress("solana", "11111111111111111111111111111111");
 * assert.ok(r.ok && r.value.length === 66);
 * ```
 * @module
 */
export { encodeAddress, isValidAddress } from "./encode_address.ts";
export { encodeBitcoinAddress, isValidBitcoinAddress } from "./bitcoin.ts";
export { encodeIconAddress, isValidIconAddress } from "./icon.ts";
export { encodeInjectiveAddress, isValidInjectiveAddress } from "./injective.ts";
export { encodeNearAddress, isValidNearAddress } from "./near.ts";
export { encodeSolanaAddress, isValidSolanaAddress } from "./solana.ts";
export { encodeStacksAddress, isValidStacksAddress } from "./stacks.ts";
export { encodeStellarAddress, isValidStellarAddress } from "./stellar.ts";
export { encodeSuiAddress, isValidSuiAddress } from "./sui.ts";
