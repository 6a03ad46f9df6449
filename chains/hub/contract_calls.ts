/**
 * Hub call lists and the spoke deposit that carries them (docs/wire_inventory.md#spoke-deposit).
 *
 * Hub call lists: `abi.encode((address to, uint256 value, bytes data)[])`, the payload a hub wallet executes.
 *
 * @example Round trip
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeContractCalls, encodeContractCalls } from "./contract_calls.ts";
 * const calls = [{ address: "0x1111111111111111111111111111111111111111" as const, value: 0n, data: "0x" as const }];
 * const r = decodeContractCalls(encodeContractCalls(calls));
 * assert.ok(r.ok && r.value.length === 1);
 * ```
 *
 * The spoke deposit: calldata of the asset manager's `transfer(address token, bytes to, uint256 amount, bytes data)`,
 * the deposit that carries a hub call list.
 *
 * @example Round trip
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeSpokeDepositCalldata, encodeSpokeDepositCalldata } from "./contract_calls.ts";
 * const data = encodeSpokeDepositCalldata({
 *   token: "0x0000000000000000000000000000000000000000",
 *   to: "0x1111111111111111111111111111111111111111",
 *   amount: 10n,
 *   data: "0x",
 * });
 * const r = decodeSpokeDepositCalldata(data);
 * assert.ok(r.ok && r.value.amount === 10n);
 * ```
 * @module
 */
import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
} from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { assetManagerAbi } from "../../core/abis/asset_manager.ts";

/** One call a hub wallet makes. */
export interface ContractCall {
  /** The contract called. */
  address: Address;
  /** Native value sent with the call. */
  value: bigint;
  /** The calldata. */
  data: Hex;
}

const CALLS_PARAMETERS = [
  {
    name: "calls",
    type: "tuple[]",
    components: [
      { name: "address", type: "address" },
      { name: "value", type: "uint256" },
      { name: "data", type: "bytes" },
    ],
  },
] as const;

/**
 * Encodes a hub call list.
 *
 * @param calls the calls, in execution order
 * @returns `abi.encode((address,uint256,bytes)[])`
 * @throws viem's encoding error when a field violates its type at runtime
 * @example Empty list
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeContractCalls } from "./contract_calls.ts";
 * assert.ok(encodeContractCalls([]).length === 2 + 128);
 * ```
 */
export function encodeContractCalls(calls: readonly ContractCall[]): Hex {
  return encodeAbiParameters(CALLS_PARAMETERS, [calls]);
}

/**
 * Decodes a hub call list.
 *
 * @param payload the encoded list
 * @returns the calls, or `VALIDATION_FAILED` when `payload` is not a call list
 * @example Garbage
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeContractCalls } from "./contract_calls.ts";
 * assert.ok(!decodeContractCalls("0x1234").ok);
 * ```
 */
export function decodeContractCalls(payload: Hex): Result<ContractCall[], ClientError> {
  try {
    const [calls] = decodeAbiParameters(CALLS_PARAMETERS, payload);
    return ok(calls.map((c) => ({ address: c.address, value: c.value, data: c.data })));
  } catch (cause) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot decode hub call list", {
        context: { field: "payload", length: payload.length },
        cause,
      }),
    );
  }
}

/** The arguments of an asset-manager `transfer`. */
export interface SpokeDeposit {
  /** The token deposited (the zero address for the native coin). */
  token: Address;
  /** The hub account credited, as bytes (a hub wallet: 20 bytes). */
  to: Hex;
  /** The gross amount. */
  amount: bigint;
  /** The hub call list run by `to` after the deposit. */
  data: Hex;
}

/**
 * Encodes the asset manager `transfer` call (selector `0xc6b4180b`).
 *
 * @param deposit the transfer arguments
 * @returns the calldata
 * @throws viem's encoding error when a field violates its type at runtime
 * @example Selector
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeSpokeDepositCalldata } from "./contract_calls.ts";
 * const data = encodeSpokeDepositCalldata({
 *   token: "0x0000000000000000000000000000000000000000",
 *   to: "0x11",
 *   amount: 1n,
 *   data: "0x",
 * });
 * assert.ok(data.startsWith("0xc6b4180b"));
 * ```
 */
export function encodeSpokeDepositCalldata(deposit: SpokeDeposit): Hex {
  return encodeFunctionData({
    abi: assetManagerAbi,
    functionName: "transfer",
    args: [deposit.token, deposit.to, deposit.amount, deposit.data],
  });
}

/**
 * Decodes asset manager `transfer` calldata.
 *
 * @param calldata the tx input
 * @returns the transfer arguments, or `VALIDATION_FAILED`
 * @example Not a transfer
 * ```ts
 * import assert from "node:assert/strict";
 * import { decodeSpokeDepositCalldata } from "./contract_calls.ts";
 * assert.ok(!decodeSpokeDepositCalldata("0x095ea7b3").ok);
 * ```
 */
export function decodeSpokeDepositCalldata(calldata: Hex): Result<SpokeDeposit, ClientError> {
  try {
    const { args } = decodeFunctionData({ abi: assetManagerAbi, data: calldata });
    const [token, to, amount, data] = args;
    return ok({ token, to, amount, data });
  } catch (cause) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot decode asset manager transfer", {
        context: { field: "data", length: calldata.length },
        cause,
      }),
    );
  }
}
