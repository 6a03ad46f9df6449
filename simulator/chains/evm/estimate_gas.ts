/**
 * The simulated `eth_estimateGas`: deterministic, derived from the work the call does — the intrinsic 21,000, the
 * calldata (16 gas a non-zero byte, 4 a zero byte, as EIP-2028 prices it) and a fixed execution charge per kind of
 * call the simulator decodes (an asset-manager deposit, `createIntent`, a connection message, an ERC-20 call). A
 * call the decoder reverts (malformed calldata, a native deposit whose value differs from its amount) is refused as
 * geth refuses it: code `3`, `execution reverted: <reason>`, `data` the `Error(string)` revert data.
 *
 * Balances and allowances are not checked here: the simulated wallets' flows send a short deposit and pin that it is
 * mined reverted (tests/simulator/balances/), which a node refusing the estimate would prevent.
 *
 * @example A plain value transfer costs the intrinsic gas
 * ```ts
 * import assert from "node:assert/strict";
 * import { estimateCallGas } from "./estimate_gas.ts";
 * assert.equal(estimateCallGas(`0x${"22".repeat(20)}`, "0x", 1n), 21_000n);
 * ```
 * @module
 */
import { type Address, encodeAbiParameters, erc20Abi, type Hex, toFunctionSelector } from "viem";
import { RpcError } from "./_jsonrpc.ts";
import { decodeSpokeTx } from "./decode_spoke_tx.ts";

/** Intrinsic gas of any transaction. */
export const INTRINSIC_GAS = 21_000n;
/** What a contract creation adds. */
const CREATION_GAS = 32_000n;
/** Execution charge of each decoded kind of call. */
export const EXECUTION_GAS = {
  erc20Deposit: 75_000n,
  nativeDeposit: 48_000n,
  intent: 130_000n,
  message: 62_000n,
  erc20Call: 29_000n,
  otherCall: 25_000n,
} as const;

const ERC20_SELECTORS: ReadonlySet<string> = new Set(
  erc20Abi.filter((item) => item.type === "function").map((item) => toFunctionSelector(item)),
);
const NATIVE = "0x0000000000000000000000000000000000000000";

/**
 * The gas of a call, or the node's revert when the decoder says it fails.
 *
 * @param to the contract called (`undefined`: a creation)
 * @param data calldata
 * @param value native value
 * @returns the gas
 * @throws {RpcError} code 3 `execution reverted: ...` when the call reverts
 */
export function estimateCallGas(to: Address | undefined, data: Hex, value: bigint): bigint {
  const calldata = calldataGas(data);
  if (to === undefined) return INTRINSIC_GAS + CREATION_GAS + calldata;
  if (data === "0x") return INTRINSIC_GAS;
  const decoded = decodeSpokeTx(to, data, value);
  if (decoded.status === "reverted") {
    const reason = decoded.revertReason ?? "reverted";
    const revertData = `0x08c379a0${encodeAbiParameters([{ type: "string" }], [reason]).slice(2)}`;
    throw new RpcError(3, `execution reverted: ${reason}`, revertData);
  }
  return INTRINSIC_GAS + calldata + executionGas(data, decoded);
}

function executionGas(data: Hex, decoded: ReturnType<typeof decodeSpokeTx>): bigint {
  if (decoded.deposit !== undefined) {
    return decoded.deposit.token.toLowerCase() === NATIVE
      ? EXECUTION_GAS.nativeDeposit
      : EXECUTION_GAS.erc20Deposit;
  }
  if (decoded.intent !== undefined) return EXECUTION_GAS.intent;
  if (decoded.message !== undefined) return EXECUTION_GAS.message;
  if (ERC20_SELECTORS.has(data.slice(0, 10).toLowerCase())) return EXECUTION_GAS.erc20Call;
  return EXECUTION_GAS.otherCall;
}

/** EIP-2028 calldata gas. */
function calldataGas(data: Hex): bigint {
  // counted in numbers (a swap's ~1.5 KB of calldata: no bigint or substring per byte)
  let zero = 0, nonZero = 0;
  for (let i = 2; i + 1 < data.length; i += 2) {
    if (data.charCodeAt(i) === 0x30 && data.charCodeAt(i + 1) === 0x30) zero++;
    else nonZero++;
  }
  return BigInt(zero * 4 + nonZero * 16);
}
