/**
 * The platform's `Erc20Service.approve`: a standalone ERC-20 `approve(spender, amount)` on any EVM chain, sent
 * from `from` with the EVM wallet provider, or with `raw: true` returned as the unsigned transaction
 * `{from, to: token, value: 0n, data}` (the platform's raw form). Answers a `Result` instead of throwing.
 *
 * @example The raw approval of a spender
 * ```ts
 * import assert from "node:assert/strict";
 * import { Erc20 } from "./erc20_approve.ts";
 * const token = "0x1111111111111111111111111111111111111111";
 * const from = "0x3333333333333333333333333333333333333333";
 * const r = await Erc20.approve({ token, amount: 5n, from, spender: "0x2222222222222222222222222222222222222222", raw: true });
 * assert.ok(r.ok && r.value.raw && r.value.tx.to === token && r.value.tx.data.startsWith("0x095ea7b3"));
 * ```
 * @module
 */
import { type Address, type Hex, isAddress } from "viem";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { encodeApprove } from "./erc20_calls.ts";
import type { EvmWalletProvider } from "./wallet.ts";

/** The unsigned transaction of an ERC-20 approval. */
export interface Erc20ApproveRawTx {
  /** The owner sending it. */
  from: Address;
  /** The token. */
  to: Address;
  /** Always `0n`. */
  value: bigint;
  /** `approve(spender, amount)` calldata. */
  data: Hex;
}

/** What {@link Erc20Methods.approve} answers: the unsigned tx (`raw`) or the sent tx's hash. */
export type Erc20ApproveResult = { raw: true; tx: Erc20ApproveRawTx } | { raw: false; txHash: Hex };

/** The parameters of {@link Erc20Methods.approve} (the platform's `Erc20ApproveParams`). */
export interface Erc20ApproveParams {
  /** The ERC-20. */
  token: Address;
  /** The allowance to set, in the token's smallest unit (`0n` revokes). */
  amount: bigint;
  /** The owner, who sends the approval. */
  from: Address;
  /** Who may then pull the tokens. */
  spender: Address;
  /** Return the unsigned tx instead of sending it. @default false */
  raw?: boolean | undefined;
  /** Sends the tx (needed unless `raw`). @default undefined */
  walletProvider?: EvmWalletProvider | undefined;
}

/** The ERC-20 statics of the platform's `Erc20Service` offered as one object (the encoders are free functions). */
export interface Erc20Methods {
  /**
   * Sends (or with `raw` returns) `token.approve(spender, amount)` from `from`.
   *
   * @param params see {@link Erc20ApproveParams}
   * @returns the tx or its hash; failures: `INVALID_ADDRESS` / `INVALID_AMOUNT` naming the field,
   *   `VALIDATION_FAILED` (no wallet provider and not `raw`), `WALLET_ERROR` (the wallet did not send it)
   */
  approve(params: Erc20ApproveParams): Promise<Result<Erc20ApproveResult, ClientError>>;
}

async function approve(params: Erc20ApproveParams): Promise<Result<Erc20ApproveResult, ClientError>> {
  const action = "send an ERC-20 approve";
  const { token, amount, from, spender, raw = false, walletProvider } = params ?? {} as Erc20ApproveParams;
  if (typeof from !== "string" || !isAddress(from, { strict: false })) {
    return err(
      new ClientError("INVALID_ADDRESS", `Cannot ${action}: from is not an EVM address`, {
        context: { field: "from", value: describeValue(from), action, phase: "validate" },
      }),
    );
  }
  const call = encodeApprove(token, spender, amount);
  if (!call.ok) return call;
  const tx: Erc20ApproveRawTx = { from, to: call.value.address, value: 0n, data: call.value.data };
  if (raw === true) return ok({ raw: true, tx });
  if (typeof walletProvider?.sendTransaction !== "function") {
    return err(
      new ClientError("VALIDATION_FAILED", `Cannot ${action}: walletProvider is required unless raw`, {
        context: { field: "walletProvider", value: describeValue(walletProvider), action, phase: "validate" },
      }),
    );
  }
  try {
    return ok({
      raw: false,
      txHash: await walletProvider.sendTransaction({ to: tx.to, data: tx.data, value: 0n }),
    });
  } catch (cause) {
    return err(
      new ClientError("WALLET_ERROR", `Cannot ${action}: the wallet did not send the transaction`, {
        context: { action, phase: "submit" },
        cause,
      }),
    );
  }
}

/** The platform's `Erc20Service.approve` (see {@link Erc20Methods}). */
export const Erc20: Erc20Methods = { approve };
