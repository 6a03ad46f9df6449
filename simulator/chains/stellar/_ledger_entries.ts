/** Ledger-entry XDR of the simulated Soroban RPC: account keys in, funded account entries out. */
import { Keypair, StrKey, xdr } from "@stellar/stellar-sdk";

/** Balance of every simulated account, in stroops. */
export const SIM_ACCOUNT_BALANCE = 10_000n * 10_000_000n;

/** The account id of a base64 `LedgerKey` of type account, or `undefined` for anything else. */
export function accountIdOfKey(key: string): string | undefined {
  try {
    const decoded = xdr.LedgerKey.fromXDR(key, "base64");
    if (decoded.type !== "account") return undefined;
    const id = decoded.account.accountId as unknown as { ed25519?: { value?: Uint8Array } };
    const bytes = id.ed25519?.value;
    return bytes instanceof Uint8Array ? StrKey.encodeEd25519PublicKey(bytes) : undefined;
  } catch {
    return undefined;
  }
}

/** The base64 `LedgerEntryData` of a funded account with sequence `seq` (and `balance` stroops). */
export function accountEntryXdr(
  accountId: string,
  seq: bigint,
  balance: bigint = SIM_ACCOUNT_BALANCE,
): string {
  return xdr.LedgerEntryData.account(
    new xdr.AccountEntry({
      accountId: Keypair.fromPublicKey(accountId).xdrAccountId(),
      balance,
      seqNum: seq,
      numSubEntries: 0,
      inflationDest: null,
      flags: 0,
      homeDomain: "",
      thresholds: new Uint8Array([1, 0, 0, 0]),
      signers: [],
      ext: xdr.AccountEntryExt.v0(),
    }),
  ).toXDR("base64");
}
