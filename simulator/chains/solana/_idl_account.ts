/**
 * The Anchor IDL accounts of the spoke programs, as the chain holds them and `Program.fetchIdl` reads them: at
 * `createWithSeed(findProgramAddress([], program), "anchor:idl", program)`, owned by the program, data = the
 * `IdlAccount` discriminator (8 bytes), the authority (32), a u32 length and the zlib-deflated JSON IDL.
 *
 * The IDLs (`_idl_asset_manager.json`, `_idl_connection.json`) restate the programs' interfaces as the platform
 * source's IDL types give them, back in the on-chain JSON's snake_case (instruction, account and field names)
 * and PascalCase (type, account-type, event and error names); every discriminator checks against those names.
 * @module
 */
import { Buffer } from "node:buffer";
import { deflateSync } from "node:zlib";
import { base58 } from "@scure/base";
import { concat, sha256 } from "viem";
import { findProgramAddress } from "./_pda.ts";
import assetManagerIdl from "./_idl_asset_manager.json" with { type: "json" };
import connectionIdl from "./_idl_connection.json" with { type: "json" };

/** An account the simulated node serves as stored. */
export interface StoredAccount {
  /** The owner program (base58). */
  owner: string;
  /** The account data. */
  data: Uint8Array;
}

const IDL_SEED = new TextEncoder().encode("anchor:idl");
// `#[account] IdlAccount`'s discriminator: the first 8 bytes of sha256("account:IdlAccount").
const IDL_DISCRIMINATOR = sha256(new TextEncoder().encode("account:IdlAccount"), "bytes").slice(0, 8);
// The simulated chain's IDL authority: no one can sign for the system program id, so no one updates them.
const IDL_AUTHORITY = new Uint8Array(32);

/**
 * Anchor's IDL address of a program: `createWithSeed(base, "anchor:idl", program)` with `base` the program
 * address of no seeds, i.e. `sha256(base ‖ seed ‖ program)`.
 *
 * @param programId the program (base58)
 * @returns the IDL account's address (base58)
 */
export function idlAddress(programId: string): string {
  const base = base58.decode(findProgramAddress([], programId));
  return base58.encode(sha256(concat([base, IDL_SEED, base58.decode(programId)]), "bytes"));
}

/**
 * The IDL account of a program: its address and what the node stores there.
 *
 * @param programId the program the IDL describes (its `address` field is set to it)
 * @param idl the IDL JSON
 * @returns the address and the account
 */
export function idlAccount(programId: string, idl: object): [string, StoredAccount] {
  const deflated = deflateSync(Buffer.from(JSON.stringify({ ...idl, address: programId })));
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, deflated.length, true);
  const data = concat([IDL_DISCRIMINATOR, IDL_AUTHORITY, length, new Uint8Array(deflated)]);
  return [idlAddress(programId), { owner: programId, data }];
}

/**
 * The IDL accounts of the asset manager and the connection programs, by address.
 *
 * @param programs the two program ids
 * @returns the accounts, keyed by address
 */
export function spokeIdlAccounts(
  programs: { assetManager: string; connection: string },
): Map<string, StoredAccount> {
  return new Map([
    idlAccount(programs.assetManager, assetManagerIdl),
    idlAccount(programs.connection, connectionIdl),
  ]);
}
