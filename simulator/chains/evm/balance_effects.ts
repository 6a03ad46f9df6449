/**
 * `applyEvmBalanceEffects`: what an accepted EVM transaction does to the balance book, as a node would: the sender
 * must afford `value + gasLimit * maxFeePerGas` (else the tx is rejected with geth's "insufficient funds"
 * error and never mined); gas (`21000 * effectiveGasPrice`, what the receipt reports) goes to
 * {@link EVM_FEE_RECEIVER}; then the call moves tokens: an asset-manager deposit or a direct `createIntent`
 * pulls its amount into the called contract (spending the allowance the sender gave it), ERC-20 `approve`,
 * `transfer` and `transferFrom` do what the token does, any other `value` goes to the callee. A call the sender
 * cannot fund is mined reverted with the token's revert reason, and moves nothing but gas.
 *
 * @example An ERC-20 transfer beyond the balance reverts
 * ```ts
 * import assert from "node:assert/strict";
 * import { encodeFunctionData, erc20Abi } from "viem";
 * import { BalanceBook } from "../../state/balances/balance_book.ts";
 * import { applyEvmBalanceEffects } from "./balance_effects.ts";
 * const book = new BalanceBook({ seed: (_c, _a, token) => token === "0x0000000000000000000000000000000000000000" ? 10n ** 18n : 5n });
 * const data = encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [`0x${"22".repeat(20)}`, 6n] });
 * const tx = { chainKey: "0x2105.base", txHash: "0x01", from: `0x${"11".repeat(20)}`, to: `0x${"33".repeat(20)}`, value: 0n, data } as const;
 * const out = applyEvmBalanceEffects(book, tx, { status: "success" }, { gasLimit: 21_000n, maxFeePerGas: 1n, gasPrice: 1n });
 * assert.equal(out.status, "reverted");
 * assert.equal(book.balanceOf("0x2105.base", tx.from, tx.to), 5n);
 * ```
 * @module
 */
import { type Address, erc20Abi, type Hex, isAddressEqual } from "viem";
import { callDecoder } from "../../hub_abi/call_decoder.ts";
import type { BalanceBook, TransferOutcome } from "../../state/balances/balance_book.ts";
import { depositRef } from "../../state/balances/ledger_settlement.ts";
import { RPC_ERRORS, RpcError } from "./_jsonrpc.ts";
import type { DecodedSpokeTx } from "./decode_spoke_tx.ts";

/** The account simulated EVM chains pay gas to (the block's fee recipient). */
export const EVM_FEE_RECEIVER = "0x000000000000000000000000000000000000fee0";
/** Gas every simulated receipt reports as used. */
export const EVM_GAS_USED = 21_000n;
const NATIVE: Address = "0x0000000000000000000000000000000000000000";
const decodeErc20Call = callDecoder(erc20Abi);

/** The transaction fields the effects depend on. */
export interface EvmTxFields {
  chainKey: string;
  txHash: string;
  from: string;
  to: string;
  value: bigint;
  data: Hex;
}

/** The gas terms of the transaction. */
export interface EvmGasTerms {
  /** Gas limit. */
  gasLimit: bigint;
  /** The most it pays per gas (`maxFeePerGas`, or `gasPrice` for legacy txs). */
  maxFeePerGas: bigint;
  /** What it pays per gas (the receipt's `effectiveGasPrice`). */
  gasPrice: bigint;
}

/**
 * Checks and applies a transaction's balance effects.
 *
 * @param book the balance book
 * @param tx the transaction
 * @param decoded its decoded flow effect
 * @param gas its gas terms
 * @returns the decoded effect, turned `reverted` (and stripped of its flow effects) when the call could not pay
 * @throws {RpcError} geth's `insufficient funds for gas * price + value` (-32000) when it cannot pay upfront
 * @example A native deposit moves its value into the asset manager and pays gas
 * ```ts
 * import assert from "node:assert/strict";
 * import { BalanceBook } from "../../state/balances/balance_book.ts";
 * import { applyEvmBalanceEffects, EVM_FEE_RECEIVER } from "./balance_effects.ts";
 * const book = new BalanceBook({ seed: () => 1_000_000n });
 * const zero = "0x0000000000000000000000000000000000000000";
 * const tx = { chainKey: "0x2105.base", txHash: "0x01", from: "0x11", to: "0x33", value: 100n, data: "0x" } as const;
 * const decoded = { status: "success" as const, deposit: { token: zero, to: "0x44", amount: 100n, hubCalls: "0x" } as const };
 * applyEvmBalanceEffects(book, tx, decoded, { gasLimit: 30_000n, maxFeePerGas: 2n, gasPrice: 1n });
 * assert.equal(book.balanceOf("0x2105.base", "0x11", zero), 1_000_000n - 100n - 21_000n);
 * assert.equal(book.balanceOf("0x2105.base", EVM_FEE_RECEIVER, zero), 1_000_000n + 21_000n);
 * ```
 */
export function applyEvmBalanceEffects(
  book: BalanceBook,
  tx: EvmTxFields,
  decoded: DecodedSpokeTx,
  gas: EvmGasTerms,
): DecodedSpokeTx {
  const { chainKey, from, to } = tx;
  const have = book.balanceOf(chainKey, from, NATIVE);
  const upfront = tx.value + gas.gasLimit * gas.maxFeePerGas;
  if (have < upfront) {
    throw new RpcError(
      RPC_ERRORS.SERVER,
      `insufficient funds for gas * price + value: address ${from} have ${have} want ${upfront}`,
    );
  }
  const hash = tx.txHash.toLowerCase();
  book.transfer({
    chainKey,
    from,
    to: EVM_FEE_RECEIVER,
    token: NATIVE,
    amount: EVM_GAS_USED * gas.gasPrice,
    ref: `gas:${chainKey}:${hash}`,
  });
  if (decoded.status !== "success") return decoded;
  const moves = movesOf(tx, decoded);
  for (const move of moves) {
    const checked = book.check({ chainKey, ...move });
    if (!checked.ok) return reverted(checked);
  }
  for (const move of moves) book.transfer({ chainKey, ...move });
  const approval = approvalOf(tx);
  if (approval !== undefined) book.approve(chainKey, from, to, approval.spender, approval.amount);
  return decoded;
}

type Move = { from: string; to: string; token: string; amount: bigint; spender?: string; ref: string };

function movesOf(tx: EvmTxFields, decoded: DecodedSpokeTx): Move[] {
  const { chainKey, from, to } = tx;
  const hash = tx.txHash.toLowerCase();
  const ref = depositRef(chainKey, hash);
  const moves: Move[] = [];
  let valueMoved = false;
  if (decoded.deposit !== undefined) {
    const { token, amount } = decoded.deposit;
    const native = isAddressEqual(token as Address, NATIVE);
    valueMoved = native;
    moves.push({ from, to, token, amount, ref, ...(native ? {} : { spender: to }) });
  } else if (decoded.intent !== undefined) {
    // a direct createIntent pulls an ERC-20 with transferFrom (spending the allowance the sender gave the intents
    // contract); the native coin comes as the tx value, which needs no allowance and moves once
    const { inputToken: token, inputAmount: amount } = decoded.intent;
    const native = isAddressEqual(token as Address, NATIVE);
    valueMoved = native;
    moves.push({ from, to, token, amount, ref, ...(native ? {} : { spender: to }) });
  } else {
    const call = erc20CallOf(tx.data);
    if (call?.functionName === "transfer") {
      const [recipient, amount] = call.args as readonly [string, bigint];
      moves.push({ from, to: recipient, token: to, amount, ref: `erc20:${chainKey}:${hash}` });
    } else if (call?.functionName === "transferFrom") {
      const [owner, recipient, amount] = call.args as readonly [string, string, bigint];
      moves.push({
        from: owner,
        to: recipient,
        token: to,
        amount,
        spender: from,
        ref: `erc20:${chainKey}:${hash}`,
      });
    }
  }
  if (!valueMoved && tx.value > 0n) {
    moves.push({ from, to, token: NATIVE, amount: tx.value, ref: `value:${chainKey}:${hash}` });
  }
  return moves;
}

function erc20CallOf(data: Hex): { functionName: string; args: readonly unknown[] } | undefined {
  if (data.length < 10) return undefined;
  const call = decodeErc20Call(data);
  return call === undefined ? undefined : { functionName: call.functionName, args: call.args ?? [] };
}

function approvalOf(tx: EvmTxFields): { spender: string; amount: bigint } | undefined {
  const call = erc20CallOf(tx.data);
  if (call?.functionName !== "approve") return undefined;
  const [spender, amount] = call.args as readonly [string, bigint];
  return { spender, amount };
}

function reverted(refusal: Exclude<TransferOutcome, { ok: true }>): DecodedSpokeTx {
  return {
    status: "reverted",
    revertReason: refusal.reason === "insufficient_balance"
      ? `ERC20: transfer amount exceeds balance (have ${refusal.have}, need ${refusal.need})`
      : `ERC20: insufficient allowance (have ${refusal.have}, need ${refusal.need})`,
  };
}
