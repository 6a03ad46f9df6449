/**
 * Compute-unit metering of a Solana transaction, with the runtime's budget rules
 * (docs/chains/solana.md#compute-budget):
 *
 * - the limit is the Compute Budget program's `SetComputeUnitLimit` (instruction 2, a u32), clamped to
 *   1,400,000; without one, 200,000 per instruction that is not a compute-budget instruction, at most
 *   1,400,000;
 * - a second compute-budget instruction of the same kind fails the transaction (`DuplicateInstruction`);
 * - each instruction consumes units, and the first one whose running total passes the limit fails with
 *   `ComputationalBudgetExceeded`.
 *
 * What the spoke programs consume is not published. The simulator charges each of them the budget the platform's
 * own client requests for it (`SolanaSpokeService`: 1,400,000 for an asset-manager deposit, 1,000,000 for a
 * connection message) less the 300 units of that client's two compute-budget instructions, so a transaction
 * passes exactly when it asks for what the platform asks for. Compute-budget instructions cost 150 units each,
 * as the runtime charges them.
 *
 * @example A deposit without a limit instruction gets the 200,000 default and runs out
 * ```ts
 * import assert from "node:assert/strict";
 * import { meterComputeUnits } from "./compute_budget.ts";
 * const am = "AnCCJjheynmGqPp6Vgat9DTirGKD4CtQzP8cwTYV8qKH";
 * const r = meterComputeUnits([{ programId: am, data: new Uint8Array(8) }], { [am]: 1_399_700 });
 * assert.ok(!r.ok && r.error === "ComputationalBudgetExceeded" && r.index === 0);
 * ```
 * @module
 */

/** The Compute Budget program. */
export const COMPUTE_BUDGET_PROGRAM = "ComputeBudget111111111111111111111111111111";
/** The most units a transaction may use. */
export const MAX_COMPUTE_UNIT_LIMIT = 1_400_000;
/** The default limit per instruction that is not a compute-budget instruction. */
export const DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT = 200_000;
/** What one compute-budget instruction costs. */
export const COMPUTE_BUDGET_INSTRUCTION_UNITS = 150;
/** What an instruction of a program the charge table does not name costs (a builtin's order of magnitude). */
const OTHER_INSTRUCTION_UNITS = 150;

/** An instruction as metering sees it. */
export interface MeteredInstruction {
  /** The program called (base58). */
  programId: string;
  /** Its data. */
  data: Uint8Array;
}

/** The metering's outcome: the units used and the limit, or the failing instruction and the runtime's error. */
export type Metered =
  | { ok: true; units: number; limit: number }
  | {
    ok: false;
    /** The failing instruction's index. */
    index: number;
    /** The runtime's `InstructionError` name. */
    error: "ComputationalBudgetExceeded" | "DuplicateInstruction" | "InvalidInstructionData";
    /** The units used when it failed, and the limit. */
    units: number;
    limit: number;
  };

/**
 * Meters a transaction's instructions.
 *
 * @param instructions the transaction's instructions, in order
 * @param charges units charged per program (base58 id); other programs cost 150 units an instruction
 * @returns the units used and the limit, or the failing instruction
 */
export function meterComputeUnits(
  instructions: readonly MeteredInstruction[],
  charges: Readonly<Record<string, number>>,
): Metered {
  const seen = new Set<number>();
  let requested: number | undefined;
  for (const [index, ix] of instructions.entries()) {
    if (ix.programId !== COMPUTE_BUDGET_PROGRAM) continue;
    const kind = ix.data[0];
    if (kind === undefined) return { ok: false, index, error: "InvalidInstructionData", units: 0, limit: 0 };
    if (seen.has(kind)) return { ok: false, index, error: "DuplicateInstruction", units: 0, limit: 0 };
    seen.add(kind);
    if (kind === 2) {
      if (ix.data.length !== 5) {
        return { ok: false, index, error: "InvalidInstructionData", units: 0, limit: 0 };
      }
      requested = new DataView(ix.data.buffer, ix.data.byteOffset + 1, 4).getUint32(0, true);
    }
  }
  const others = instructions.filter((ix) => ix.programId !== COMPUTE_BUDGET_PROGRAM).length;
  const limit = Math.min(
    MAX_COMPUTE_UNIT_LIMIT,
    requested ?? DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT * others,
  );
  let units = 0;
  for (const [index, ix] of instructions.entries()) {
    units += ix.programId === COMPUTE_BUDGET_PROGRAM
      ? COMPUTE_BUDGET_INSTRUCTION_UNITS
      : charges[ix.programId] ?? OTHER_INSTRUCTION_UNITS;
    if (units > limit) return { ok: false, index, error: "ComputationalBudgetExceeded", units: limit, limit };
  }
  return { ok: true, units, limit };
}
