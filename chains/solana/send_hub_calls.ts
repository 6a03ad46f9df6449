/**
 * The Solana adapter's `sendHubCalls`: the transaction that makes the user's hub wallet run a hub call list
 * (money market, staking, dex, ... writes from Solana). Like the swap path it is a split transaction
 * (docs/rules/relay.md#split-transactions): on chain only `keccak256(payload)` travels, and the payload goes
 * to the relayer as `relayData`.
 *
 * - Tokens moved: the asset manager's deposit instruction (`deposit_instruction.ts`, the one the swap path sends),
 *   `to` = the hub wallet.
 * - Nothing moved: the connection's send-message instruction (`message_instruction.ts`) to the hub (relay chain id
 *   146).
 *
 * Raw mode builds the same transaction with `srcAddress` as fee payer and returns it serialized, unsigned.
 *
 * @example Refuse a malformed source address before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSolanaHubCallSender } from "./send_hub_calls.ts";
 * const send = createSolanaHubCallSender({ addresses: {} }, () => Promise.reject(new Error("no I/O")));
 * const r = await send({ srcAddress: "0x12", hubWallet: "0x1111111111111111111111111111111111111111", payload: "0x" }, undefined);
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS");
 * ```
 * @module
 */
import { keccak256 } from "viem";
import { HUB_RELAY_CHAIN_ID } from "../../core/chains/mod.ts";
import { describeValue } from "../../core/describe_value.ts";
import type { ClientError, ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidSolanaAddress } from "../address/solana.ts";
import { checkHubCallParams, hubCallError } from "../spoke/hub_call_params.ts";
import { walletError } from "../spoke/intent_creation.ts";
import type { SpokeHubCallParams, SpokeHubCallResult } from "../spoke/spoke_adapter.ts";
import { createDepositInstruction, MAX_U64 } from "./deposit_instruction.ts";
import { createMessageInstruction } from "./message_instruction.ts";
import {
  buildSolanaTx,
  DEPOSIT_COMPUTE_UNIT_LIMIT,
  MESSAGE_COMPUTE_UNIT_LIMIT,
  serializeUnsignedSolanaTx,
  signAndSendSolanaTx,
  type SolanaRpcCall,
} from "./solana_tx.ts";
import type { SolanaWalletProvider } from "./wallet.ts";

const OPERATION = "send hub calls";

/** The chain settings the sender reads. */
export interface SolanaHubCallConfig {
  /** Program ids by role: `assetManager` (deposits, which also name `connection`) and `connection` (messages). */
  addresses: Readonly<Record<string, string>>;
  /** Priority fee in micro-lamports per compute unit (decimal string). @default "0" */
  gasPrice?: string | undefined;
}

/** The `sendHubCalls` function of a Solana adapter. */
export type SolanaHubCallSender = (
  params: SpokeHubCallParams,
  walletProvider: SolanaWalletProvider | undefined,
) => Promise<Result<SpokeHubCallResult, ClientError>>;

/**
 * Creates the sender.
 *
 * @param config program ids and priority fee
 * @param rpc the adapter's RPC call
 * @returns `sendHubCalls`; failures: the `checkHubCallParams` codes, `INVALID_CONFIG` (no asset manager or
 *   connection), `VALIDATION_FAILED` (no wallet unless raw, or the wallet is not `srcAddress`; `context.field`
 *   `walletProvider`), `WALLET_ERROR`, `ABORTED`, `INTENT_CREATION_FAILED` (blockhash read or submission failed)
 * @example Raw mode needs no wallet but does read a blockhash
 * ```ts
 * import assert from "node:assert/strict";
 * import { ok } from "../../core/result.ts";
 * import { createSolanaHubCallSender } from "./send_hub_calls.ts";
 * const rpc = () => Promise.resolve(ok({ value: { blockhash: "11111111111111111111111111111111", lastValidBlockHeight: 9 } }));
 * const send = createSolanaHubCallSender({ addresses: { connection: "GxS8i6D9qQjbSeniD487CnomUxU2pXt6V8P96T6MkUXB" } }, rpc);
 * const r = await send({
 *   srcAddress: "9D65m1kweQg8YSprkmVuLtoEvueB2uM5s53rNxXNmxi5", hubWallet: "0x1111111111111111111111111111111111111111",
 *   payload: "0x1234", raw: true,
 * }, undefined);
 * assert.ok(r.ok && r.value.raw && r.value.tx.family === "SOLANA");
 * ```
 */
export function createSolanaHubCallSender(
  config: SolanaHubCallConfig,
  rpc: SolanaRpcCall,
): SolanaHubCallSender {
  return async (params, wallet) => {
    const checked = checkHubCallParams(params, {
      chainKey: "solana",
      isValidAddress: isValidSolanaAddress,
      isValidToken: isValidSolanaAddress,
      maxAmount: MAX_U64,
    });
    if (!checked.ok) return checked;
    const { srcAddress, hubWallet, payload, deposit } = checked.value;
    const signal = params.signal;
    const context = { chainKey: "solana", from: srcAddress, kind: deposit ? "deposit" : "message" };
    if (signal?.aborted) return err(hubCallError("ABORTED", "aborted", context, signal.reason));
    const missing = (deposit ? ["assetManager", "connection"] : ["connection"])
      .find((role) => !isValidSolanaAddress(config.addresses[role]));
    if (missing !== undefined) {
      return err(
        hubCallError("INVALID_CONFIG", `no Solana ${missing} configured`, {
          ...context,
          field: `addresses.${missing}`,
        }),
      );
    }
    const { assetManager = "", connection = "" } = config.addresses;
    const raw = params.raw === true;
    if (!raw) {
      const owner = await checkWallet(wallet, srcAddress, context);
      if (!owner.ok) return owner;
    }
    const verificationHash = keccak256(payload);
    const write = { operation: OPERATION, context, signal };
    const tx = await buildSolanaTx(
      rpc,
      srcAddress,
      () =>
        deposit
          ? {
            instruction: createDepositInstruction({
              programId: assetManager,
              connection,
              user: srcAddress,
              token: deposit.token,
              to: hubWallet,
              amount: deposit.amount,
              verificationHash,
            }),
            computeUnitLimit: DEPOSIT_COMPUTE_UNIT_LIMIT,
          }
          : {
            instruction: createMessageInstruction({
              programId: connection,
              user: srcAddress,
              dstChainId: params.hubRelayChainId ?? HUB_RELAY_CHAIN_ID,
              to: hubWallet,
              verificationHash,
            }),
            computeUnitLimit: MESSAGE_COMPUTE_UNIT_LIMIT,
          },
      config.gasPrice,
      write,
    );
    if (!tx.ok) return tx;
    const relayData = { address: hubWallet, payload };
    if (raw) {
      return ok({
        raw: true,
        tx: { family: "SOLANA", transaction: serializeUnsignedSolanaTx(tx.value) },
        relayData,
      });
    }
    if (signal?.aborted) return err(hubCallError("ABORTED", "aborted", context, signal.reason));
    const sent = await signAndSendSolanaTx(rpc, tx.value, wallet as SolanaWalletProvider, write);
    if (!sent.ok) return sent;
    return ok({ raw: false, txHash: sent.value, relayData });
  };
}

async function checkWallet(
  wallet: SolanaWalletProvider | undefined,
  srcAddress: string,
  contextFields: ErrorContextFields,
): Promise<Result<true, ClientError>> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  if (wallet === undefined || wallet === null || typeof wallet.getPublicKey !== "function") {
    return err(
      hubCallError("VALIDATION_FAILED", "a Solana walletProvider is required unless raw is set", {
        ...context,
        field: "walletProvider",
      }),
    );
  }
  let key: unknown;
  try {
    key = await wallet.getPublicKey();
  } catch (cause) {
    return err(walletError("getPublicKey", context, cause, OPERATION));
  }
  if (key !== srcAddress) {
    return err(
      hubCallError("VALIDATION_FAILED", "the wallet is not the source address", {
        ...context,
        field: "walletProvider",
        wallet: describeValue(key),
      }),
    );
  }
  return ok(true);
}
