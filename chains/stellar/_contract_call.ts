/**
 * Reads a Soroban contract call out of an operation: what `deposit_call.ts` and `message_call.ts` decode.
 * @module
 */
import { Address, scValToNative, type xdr } from "@stellar/stellar-sdk";

/** A contract call: the contract id, the raw arguments and their native values. */
export interface ContractCallView {
  /** The contract id (`C...`). */
  contract: string;
  /** The arguments as ScVals (to check their types). */
  args: xdr.ScVal[];
  /** The arguments as native values (`scValToNative`). */
  values: unknown[];
}

/**
 * The call of `functionName` with `argCount` arguments in `op`, or the reason it is not one.
 *
 * @throws the SDK's error on a malformed operation (callers catch)
 */
export function readContractCall(
  op: xdr.Operation,
  functionName: string,
  argCount: number,
): { ok: true; value: ContractCallView } | { ok: false; reason: string } {
  const body = op.body;
  if (body.type !== "invokeHostFunction") return { ok: false, reason: "not an invokeHostFunction operation" };
  const fn = body.invokeHostFunctionOp.hostFunction;
  if (fn.type !== "hostFunctionTypeInvokeContract") return { ok: false, reason: "not a contract call" };
  const call = fn.invokeContract;
  if (call.functionName.toString() !== functionName) {
    return { ok: false, reason: `not a ${functionName} call` };
  }
  const args = call.args;
  if (args.length !== argCount) {
    return { ok: false, reason: `${args.length} arguments, expected ${argCount}` };
  }
  return {
    ok: true,
    value: {
      contract: Address.fromScAddress(call.contractAddress).toString(),
      args,
      values: args.map((a: xdr.ScVal) => scValToNative(a) as unknown),
    },
  };
}
