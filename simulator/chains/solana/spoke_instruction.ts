/**
 * What the simulated Solana RPC recognises in a sent transaction: an asset-manager deposit or a connection
 * send-message to the hub (layouts in `_instruction_layout.ts`, read independently of the library's encoders),
 * and how the relayer's `data` resolves either one (split-tx, SPEC 2.4).
 * @module
 */
import { type Hex, keccak256 } from "viem";
import { HUB_RELAY_CHAIN_ID } from "../../../core/chains/mod.ts";
import { decodeHubPayloadIntent } from "../../hub_abi/hub_payload_intent.ts";
import type { LegacyTransaction } from "./legacy_tx.ts";
import {
  readDepositInstruction,
  readMessageInstruction,
  type SimSolanaDeposit,
  type SimSolanaMessage,
} from "./_instruction_layout.ts";
import type { SplitTxResolution } from "../../state/types.ts";

/** A recognised spoke instruction. */
export type SpokeInstruction =
  | { kind: "deposit"; user: string; deposit: SimSolanaDeposit }
  | { kind: "message"; user: string; message: SimSolanaMessage };

/** The program ids the simulator answers for. */
export interface SpokePrograms {
  /** The asset-manager program. */
  assetManager: string;
  /** The connection program. */
  connection: string;
}

/**
 * Finds the deposit or message of `tx`.
 *
 * @returns the instruction, or the preflight failure reason
 */
export function findSpokeInstruction(
  tx: LegacyTransaction,
  programs: SpokePrograms,
): { ok: true; value: SpokeInstruction } | { ok: false; reason: string } {
  const deposit = tx.instructions.find((i) => i.programId === programs.assetManager);
  if (deposit !== undefined) {
    const decoded = readDepositInstruction(Uint8Array.from(deposit.data));
    if (!decoded.ok) return decoded;
    const [user, mint] = deposit.keys;
    if (!user?.isSigner || !mint || mint.pubkey !== decoded.value.token) {
      return { ok: false, reason: "deposit accounts must be [user (signer), token mint]" };
    }
    if (decoded.value.amount === 0n) return { ok: false, reason: "deposit amount is zero" };
    return { ok: true, value: { kind: "deposit", user: user.pubkey, deposit: decoded.value } };
  }
  const message = tx.instructions.find((i) => i.programId === programs.connection);
  if (message === undefined) {
    return { ok: false, reason: "no instruction for the asset manager or connection" };
  }
  const decoded = readMessageInstruction(Uint8Array.from(message.data));
  if (!decoded.ok) return decoded;
  const user = message.keys[0];
  if (!user?.isSigner) return { ok: false, reason: "message accounts must be [user (signer)]" };
  if (decoded.value.dstChainId !== HUB_RELAY_CHAIN_ID) {
    return { ok: false, reason: `message destination ${decoded.value.dstChainId} is not the hub` };
  }
  return { ok: true, value: { kind: "message", user: user.pubkey, message: decoded.value } };
}

/**
 * Resolves a recorded instruction from the relayer's `data`: the payload must hash to the verification hash and
 * `data.address` must be the instruction's hub wallet; the intent (if the payload creates one) and the deposit
 * follow.
 */
export function resolveSpokeInstruction(
  ix: SpokeInstruction,
  data: { address: string; payload: string },
): SplitTxResolution {
  const fields = ix.kind === "deposit" ? ix.deposit : ix.message;
  if (keccak256(data.payload as Hex) !== fields.verificationHash) {
    return { ok: false, message: "data.payload does not match the transaction's verification hash" };
  }
  if (data.address.toLowerCase() !== fields.to.toLowerCase()) {
    return { ok: false, message: `data.address differs from the ${ix.kind}'s hub wallet` };
  }
  const decoded = decodeHubPayloadIntent(data.payload);
  const effect = decoded.ok ? decoded.value : undefined;
  return {
    ok: true,
    update: {
      intent: effect?.intent,
      intentHash: effect?.intentHash,
      deposit: ix.kind === "deposit"
        ? { token: ix.deposit.token, to: ix.deposit.to, amount: ix.deposit.amount, hubCalls: data.payload }
        : undefined,
    },
  };
}
