/**
 * The simulator's own reading of a hub call list (`abi.encode((address,uint256,bytes)[])`) and of the intent
 * its `createIntent` call creates, from the human-readable ABI of the hub contracts
 * (docs/wire_inventory.md#intent-struct, docs/wire_inventory.md#intents-contract): the simulator decodes what
 * it receives without the library's encoders.
 * @module
 */
import {
  decodeAbiParameters,
  decodeFunctionData,
  encodeAbiParameters,
  type Hex,
  keccak256,
  parseAbi,
  parseAbiParameters,
} from "viem";
import type { LedgerIntent } from "../../state/types.ts";

const INTENT_TUPLE =
  "(uint256 intentId, address creator, address inputToken, address outputToken, uint256 inputAmount, " +
  "uint256 minOutputAmount, uint256 deadline, bool allowPartialFill, uint256 srcChain, uint256 dstChain, " +
  "bytes srcAddress, bytes dstAddress, address solver, bytes data)";
const CALLS = parseAbiParameters("(address to, uint256 value, bytes data)[]");
const INTENT = parseAbiParameters(`${INTENT_TUPLE} intent`);
const INTENTS_ABI = parseAbi([`function createIntent(${INTENT_TUPLE} intent)`]);

/** The intent a payload creates, with its hash. */
export interface PayloadIntent {
  /** The intent. */
  intent: LedgerIntent;
  /** `keccak256(abi.encode(intent))`. */
  intentHash: string;
}

/**
 * Decodes `payload` and returns the intent of its first `createIntent` call: `undefined` when it creates none,
 * `null` when the payload is not a call list.
 */
export function intentOfHubPayload(payload: string): PayloadIntent | undefined | null {
  let calls: readonly { to: string; value: bigint; data: Hex }[];
  try {
    [calls] = decodeAbiParameters(CALLS, payload as Hex);
  } catch {
    return null;
  }
  for (const call of calls) {
    try {
      const decoded = decodeFunctionData({ abi: INTENTS_ABI, data: call.data });
      const [intent] = decoded.args;
      return { intent, intentHash: keccak256(encodeAbiParameters(INTENT, [intent])) };
    } catch {
      // not a createIntent call
    }
  }
  return undefined;
}
