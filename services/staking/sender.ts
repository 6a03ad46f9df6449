/**
 * Who acts in a staking call.
 * @module
 */

/** Who acts: the chain the user signs on and their address there. */
export interface StakingSender {
  /** An EVM chain or the hub. */
  srcChainKey: string;
  /** The user's address there. */
  srcAddress: string;
}
