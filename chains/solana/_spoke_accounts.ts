/**
 * The program-derived accounts the Solana spoke programs' instructions name (seeds from the platform's 2.0
 * source, `packages/sdk/src/shared/entities/solana/pda/pda.ts`, and the programs' IDLs), derived with
 * `@solana/web3.js`.
 * @module
 */
import { PublicKey } from "@solana/web3.js";

/** The system program (also the native SOL token id). */
export const SYSTEM_PROGRAM_ID = "11111111111111111111111111111111";
/** The SPL token program. */
export const TOKEN_PROGRAM_ID = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";
/** The associated-token-account program. */
export const ASSOCIATED_TOKEN_PROGRAM_ID = "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL";

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

function pda(seeds: Uint8Array[], programId: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(seeds, programId)[0];
}

/** The asset manager's config account: seeds `["config-seed"]`. */
export function assetManagerConfig(assetManager: PublicKey): PublicKey {
  return pda([utf8("config-seed")], assetManager);
}

/** The asset manager's native SOL vault: seeds `["vault_native"]`. */
export function nativeVault(assetManager: PublicKey): PublicKey {
  return pda([utf8("vault_native")], assetManager);
}

/** The asset manager's vault of an SPL mint: seeds `["vault_seed", mint]`. */
export function tokenVault(assetManager: PublicKey, mint: PublicKey): PublicKey {
  return pda([utf8("vault_seed"), mint.toBytes()], assetManager);
}

/** The asset manager's authority: seeds `["dapp_authority"]`. */
export function assetManagerAuthority(assetManager: PublicKey): PublicKey {
  return pda([utf8("dapp_authority")], assetManager);
}

/** The connection program's config account: seeds `["config"]`. */
export function connectionConfig(connection: PublicKey): PublicKey {
  return pda([utf8("config")], connection);
}

/** The owner's associated token account of `mint` (off-curve owners allowed, as the platform derives it). */
export function associatedTokenAccount(owner: PublicKey, mint: PublicKey): PublicKey {
  return pda(
    [owner.toBytes(), new PublicKey(TOKEN_PROGRAM_ID).toBytes(), mint.toBytes()],
    new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
  );
}
