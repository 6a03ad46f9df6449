/**
 * The simulator's deterministic hub wallets: what its `getDeployedAddress` calls answer, exported so the rest of
 * the simulator (and tests) can compute the same address offline.
 *
 * @example Both derivations agree for a hub user
 * ```ts
 * import assert from "node:assert/strict";
 * import { deriveSimHubWallet, deriveSimRouterWallet } from "./hub_wallet.ts";
 * const user = "0x5555555555555555555555555555555555555555";
 * assert.ok(deriveSimRouterWallet(user) === deriveSimHubWallet(146n, user));
 * ```
 * @module
 */
import { type Address, encodeAbiParameters, getAddress, type Hex } from "viem";
import { keccakHex } from "./keccak_hex.ts";

/** Derived wallets by `relayChainId|user`: a swap asks for its user's hub wallet more than once. */
const HUB_WALLETS = new Map<string, Address>();
const HUB_WALLET_CACHE_SIZE = 8192;

/**
 * The hub wallet of `user` (encoded address bytes) from chain `relayChainId`: the last 20 bytes of
 * `keccak256(abi.encode(uint256 relayChainId, bytes user))`, checksummed.
 *
 * @param relayChainId relay chain id of the user's chain
 * @param user `encodeAddress(chainKey, address)`
 * @returns the address
 * @throws when `user` is not hex (callers pass decoded calldata)
 * @example Deterministic
 * ```ts
 * import assert from "node:assert/strict";
 * import { deriveSimHubWallet } from "./hub_wallet.ts";
 * assert.ok(deriveSimHubWallet(23n, "0x55") === deriveSimHubWallet(23n, "0x55"));
 * ```
 */
export function deriveSimHubWallet(relayChainId: bigint, user: Hex): Address {
  const lower = user.toLowerCase() as Hex;
  const key = `${relayChainId}|${lower}`;
  const known = HUB_WALLETS.get(key);
  if (known !== undefined) return known;
  const hash = keccakHex(
    encodeAbiParameters([{ type: "uint256" }, { type: "bytes" }], [relayChainId, lower]),
  );
  const wallet = getAddress(`0x${hash.slice(-40)}`);
  if (HUB_WALLETS.size >= HUB_WALLET_CACHE_SIZE) HUB_WALLETS.clear();
  HUB_WALLETS.set(key, wallet);
  return wallet;
}

/**
 * The hub wallet of a hub-native `user` (wallet router): {@link deriveSimHubWallet} with the hub's relay id.
 *
 * @param user the hub address
 * @param hubChainId relay id of the hub. @default 146n
 * @returns the address
 * @example Hub user
 * ```ts
 * import assert from "node:assert/strict";
 * import { deriveSimRouterWallet } from "./hub_wallet.ts";
 * assert.ok(deriveSimRouterWallet("0x5555555555555555555555555555555555555555").length === 42);
 * ```
 */
export function deriveSimRouterWallet(user: Address, hubChainId: bigint = 146n): Address {
  return deriveSimHubWallet(hubChainId, user.toLowerCase() as Hex);
}
