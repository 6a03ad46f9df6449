/**
 * How a failing Solana program answers: an Anchor error code (the framework's own, or the asset manager's from its
 * IDL), which the node's preflight reports as `custom program error: 0x…` of the failing instruction.
 * @module
 */

/** Anchor's and the spoke programs' error codes the simulator raises, with their messages. */
export const PROGRAM_ERRORS = {
  InstructionMissing: [100, "8 byte instruction identifier not provided"],
  InstructionFallbackNotFound: [101, "Fallback functions are not supported"],
  InstructionDidNotDeserialize: [102, "The program could not deserialize the given instruction"],
  ConstraintMut: [2000, "A mut constraint was violated"],
  ConstraintSeeds: [2006, "A seeds constraint was violated"],
  ConstraintAddress: [2012, "An address constraint was violated"],
  AccountNotInitialized: [3012, "The program expected this account to be already initialized"],
  AccountNotEnoughKeys: [3005, "Not enough account keys given to the instruction"],
  InvalidProgramId: [3008, "Program ID was not as expected"],
  AccountNotSigner: [3010, "The given account did not sign"],
  InsufficientFunds: [6000, "Insufficient funds for native SOL deposit."],
  TokenVaultIsRequired: [6001, "Token vault is required."],
  NativeVaultIsRequired: [6002, "Native vault is required"],
  InvalidRecipientAddress: [6010, "Invalid Recipient Address"],
  SplInsufficientFunds: [1, "Error: insufficient funds"],
} as const satisfies Record<string, readonly [number, string]>;

/** A program's refusal of an instruction. */
export interface ProgramFailure {
  /** The error's name (`PROGRAM_ERRORS` key). */
  name: keyof typeof PROGRAM_ERRORS;
  /** The account the error is about, when Anchor names one. */
  account?: string | undefined;
  /** A note of the simulator's (amounts), appended to the log. */
  detail?: string | undefined;
}

/** A check's outcome: the value, or the program's refusal. */
export type Checked<T> = { ok: true; value: T } | { ok: false; failure: ProgramFailure };

/** A refusal named `name`. */
export function refuse(name: keyof typeof PROGRAM_ERRORS, account?: string, detail?: string): {
  ok: false;
  failure: ProgramFailure;
} {
  return { ok: false, failure: { name, account, detail } };
}

/**
 * The preflight error of a failing instruction, as a node words it: the message, `err` and the program's logs.
 *
 * @param index the instruction's index in the transaction
 * @param programId the failing program (base58)
 * @param failure the refusal
 * @returns the JSON-RPC error's `message` and `data`
 * @example An unknown instruction
 * ```ts
 * import assert from "node:assert/strict";
 * import { programErrorOf } from "./_program_error.ts";
 * const e = programErrorOf(0, "AnCCJjheynmGqPp6Vgat9DTirGKD4CtQzP8cwTYV8qKH", { name: "InstructionFallbackNotFound" });
 * assert.match(e.message, /custom program error: 0x65$/);
 * ```
 */
export function programErrorOf(
  index: number,
  programId: string,
  failure: ProgramFailure,
): { message: string; data: { err: unknown; logs: string[] } } {
  const [code, text] = PROGRAM_ERRORS[failure.name];
  const hex = `0x${code.toString(16)}`;
  const about = failure.account === undefined ? "" : `caused by account: ${failure.account}. `;
  const detail = failure.detail === undefined ? [] : [`Program log: ${failure.detail}`];
  return {
    message:
      `Transaction simulation failed: Error processing Instruction ${index}: custom program error: ${hex}`,
    data: {
      err: { InstructionError: [index, { Custom: code }] },
      logs: [
        `Program ${programId} invoke [1]`,
        `Program log: AnchorError ${about}Error Code: ${failure.name}. Error Number: ${code}. Error Message: ${text}.`,
        ...detail,
        `Program ${programId} failed: custom program error: ${hex}`,
      ],
    },
  };
}
