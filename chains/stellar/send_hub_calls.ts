/**
 * The Stellar adapter's `sendHubCalls`: the Soroban call that makes the user's hub wallet run a hub call list
 * (money market, staking, dex, ... writes from Stellar). Stellar carries the payload in full, so the relayer needs
 * no `data`.
 *
 * - Tokens moved: the asset manager's `transfer(from, token, amount, to, data)` (`deposit_call.ts`, the call the
 *   swap path sends), `to` = the hub wallet, `data` = the hub call list.
 * - Nothing moved: the connection's `send_message(from, dst_chain_id, dst_address, payload)` (`message_call.ts`)
 *   to the hub (relay chain id 146).
 *
 * Raw mode reads the source account's sequence and simulates like a send, and returns the assembled envelope
 * unsigned (XDR).
 *
 * @example Refuse a contract id as the source before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createStellarHubCallSender } from "./send_hub_calls.ts";
 * const send = createStellarHubCallSender({ sorobanRpcUrl: "http://soroban.invalid", addresses: {} }, {});
 * const r = await send({
 *   srcAddress: "CDFQDDPUPAM3XPGORHDOEFRNLMKOH3N3X6XTXNLSXJQXIU3RVCM3OPEP",
 *   hubWallet: "0x1111111111111111111111111111111111111111", payload: "0x",
 * }, undefined);
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.field === "srcAddress");
 * ```
 * @module
 */
import { Networks, StrKey } from "@stellar/stellar-sdk";
import { HUB_RELAY_CHAIN_ID } from "../../core/chains/mod.ts";
import { describeValue } from "../../core/describe_value.ts";
import type { ClientError, ErrorContextFields } from "../../core/errors.ts";
import type { FetchLike, Sleep } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { checkHubCallParams, hubCallError } from "../spoke/hub_call_params.ts";
import { walletError } from "../spoke/intent_creation.ts";
import type { SpokeHubCallParams, SpokeHubCallResult } from "../spoke/spoke_adapter.ts";
import type { StellarWalletProvider } from "./wallet.ts";
import { buildDepositOperation, MAX_U128 } from "./deposit_call.ts";
import { buildMessageOperation } from "./message_call.ts";
import { inSourceAccountLane, prepareSorobanTx, signAndSendSorobanTx } from "./soroban_tx.ts";

const OPERATION = "send hub calls";

/** The chain settings the sender reads. */
export interface StellarHubCallConfig {
  /** Soroban RPC endpoint. */
  sorobanRpcUrl: string;
  /** Contract ids by role: `assetManager` (deposits) and `connection` (messages). */
  addresses: Readonly<Record<string, string>>;
  /** Base fee in stroops (decimal string). @default "100" */
  baseFee?: string | undefined;
  /** Priority fee in stroops (decimal string) added to the base fee (the chain config's). @default "0" */
  priorityFee?: string | undefined;
}

/** Options of {@link createStellarHubCallSender}. */
export interface StellarHubCallOptions {
  /** Injected fetch for Soroban RPC. @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Injected sleep for RPC backoff. @default setTimeoutSleep */
  sleep?: Sleep | undefined;
  /** Network passphrase signed into transactions. @default Networks.PUBLIC */
  networkPassphrase?: string | undefined;
  /** Validity window of the tx in seconds. @default 180 */
  timeoutSeconds?: number | undefined;
}

/** The `sendHubCalls` function of a Stellar adapter. */
export type StellarHubCallSender = (
  params: SpokeHubCallParams,
  walletProvider: StellarWalletProvider | undefined,
) => Promise<Result<SpokeHubCallResult, ClientError>>;

/**
 * Creates the sender.
 *
 * @param config RPC endpoint, contract ids, base fee
 * @param options fetch, sleep, network, validity window
 * @returns `sendHubCalls`; failures: the `checkHubCallParams` codes (`srcAddress` must be a `G...` account,
 *   `deposit.token` a contract id, amounts u128), `INVALID_CONFIG` (no asset manager or connection),
 *   `VALIDATION_FAILED` (no wallet unless raw, or the wallet is not `srcAddress`; `context.field`
 *   `walletProvider`), `WALLET_ERROR`, `ABORTED`, `INTENT_CREATION_FAILED` (account not found, simulation or
 *   submission refused), the RPC's transport failure
 * @example Raw mode without a connection configured
 * ```ts
 * import assert from "node:assert/strict";
 * import { Keypair } from "@stellar/stellar-sdk";
 * import { createStellarHubCallSender } from "./send_hub_calls.ts";
 * const send = createStellarHubCallSender({ sorobanRpcUrl: "http://soroban.invalid", addresses: {} }, {});
 * const r = await send({
 *   srcAddress: Keypair.random().publicKey(), hubWallet: "0x1111111111111111111111111111111111111111",
 *   payload: "0x", raw: true,
 * }, undefined);
 * assert.ok(!r.ok && r.error.code === "INVALID_CONFIG");
 * ```
 */
export function createStellarHubCallSender(
  config: StellarHubCallConfig,
  options: StellarHubCallOptions,
): StellarHubCallSender {
  const { networkPassphrase = Networks.PUBLIC, timeoutSeconds = 180 } = options;
  const url = config.sorobanRpcUrl;
  return async (params, wallet) => {
    const checked = checkHubCallParams(params, {
      chainKey: "stellar",
      isValidAddress: (a) => StrKey.isValidEd25519PublicKey(a),
      isValidToken: (t) => StrKey.isValidContract(t),
      maxAmount: MAX_U128,
    });
    if (!checked.ok) return checked;
    const { srcAddress: from, hubWallet, payload, deposit } = checked.value;
    const signal = params.signal;
    const context = { chainKey: "stellar", from, kind: deposit ? "deposit" : "message" };
    if (signal?.aborted) return err(hubCallError("ABORTED", "aborted", context, signal.reason));
    const role = deposit ? "assetManager" : "connection";
    const contract = config.addresses[role];
    if (typeof contract !== "string" || !StrKey.isValidContract(contract)) {
      return err(
        hubCallError("INVALID_CONFIG", `no Stellar ${role} configured`, {
          ...context,
          field: `addresses.${role}`,
        }),
      );
    }
    const raw = params.raw === true;
    if (!raw) {
      const owner = await checkWallet(wallet, from, context);
      if (!owner.ok) return owner;
    }
    const rpcOptions = { fetch: options.fetch, sleep: options.sleep, signal };
    const write = { operation: OPERATION, context };
    const relayData = { address: hubWallet, payload };
    const prepare = () =>
      prepareSorobanTx(
        url,
        {
          source: from,
          operation: () =>
            deposit
              ? buildDepositOperation({
                assetManager: contract,
                from,
                token: deposit.token,
                to: hubWallet,
                amount: deposit.amount,
                payload,
              })
              : buildMessageOperation({
                connection: contract,
                from,
                dstChainId: params.hubRelayChainId ?? HUB_RELAY_CHAIN_ID,
                to: hubWallet,
                payload,
              }),
          baseFee: config.baseFee ?? "100",
          priorityFee: config.priorityFee,
          networkPassphrase,
          timeoutSeconds,
        },
        write,
        rpcOptions,
      );
    if (raw) {
      // Raw mode sends nothing: the caller sends the envelope, so it takes no place in the account's lane.
      const unsigned = await prepare();
      if (!unsigned.ok) return unsigned;
      return ok({ raw: true, tx: { family: "STELLAR", xdr: unsigned.value }, relayData });
    }
    const sent = await inSourceAccountLane(url, from, rpcOptions, async () => {
      const unsigned = await prepare();
      if (!unsigned.ok) return unsigned;
      if (signal?.aborted) return err(hubCallError("ABORTED", "aborted", context, signal.reason));
      return await signAndSendSorobanTx(
        url,
        unsigned.value,
        wallet as StellarWalletProvider,
        networkPassphrase,
        write,
        rpcOptions,
      );
    });
    if (!sent.ok) return sent;
    return ok({ raw: false, txHash: sent.value, relayData });
  };
}

async function checkWallet(
  wallet: StellarWalletProvider | undefined,
  from: string,
  contextFields: ErrorContextFields,
): Promise<Result<true, ClientError>> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  if (
    wallet === undefined || wallet === null || typeof wallet.getPublicKey !== "function" ||
    typeof wallet.signTransaction !== "function"
  ) {
    return err(
      hubCallError("VALIDATION_FAILED", "a Stellar walletProvider is required unless raw is set", {
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
  if (key !== from) {
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
