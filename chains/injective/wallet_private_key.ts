/**
 * `createPrivateKeyInjectiveWallet`: an {@link InjectiveWalletProvider} over a local `eth_secp256k1` key, for
 * tests, examples and server-side signers. Everything cryptographic is the SDK's (`@injectivelabs/sdk-ts`:
 * `PrivateKey` derives the `inj1...` address and signs the keccak-256 of the SIGN_MODE_DIRECT sign doc; the
 * transaction is `createTransaction`'s). The node is reached over REST: the account's number and sequence from
 * `/cosmos/auth/v1beta1/accounts/{address}`, then a sync broadcast to `/cosmos/tx/v1beta1/txs`.
 *
 * Concurrent executes of one wallet (docs/chains/concurrency.md) run one after another, from reading the
 * account's sequence to the node's CheckTx answer. The REST account read is the last committed block's, while
 * CheckTx counts the mempool: so each tx signs the larger of the read sequence and one above the last one the
 * node took from this wallet (forgotten after a refusal, so the node's count wins again).
 *
 * @example The address of a key
 * ```ts
 * import assert from "node:assert/strict";
 * import { createPrivateKeyInjectiveWallet } from "./wallet_private_key.ts";
 * const r = createPrivateKeyInjectiveWallet({ privateKey: `0x${"11".repeat(32)}`, restUrl: "http://lcd.test" });
 * assert.ok(r.ok && (await r.value.getWalletAddress()).startsWith("inj1"));
 * ```
 * @module
 */
import { PrivateKey } from "@injectivelabs/sdk-ts/core/accounts";
import { CosmosTxV1Beta1TxPb } from "@injectivelabs/sdk-ts/core/tx";
import { uint8ArrayToBase64 } from "@injectivelabs/sdk-ts/utils";
import { checkBigintOption, checkNumberOption } from "../../core/options/number_option.ts";
import { ClientError } from "../../core/errors.ts";
import type { FetchLike } from "../../core/http/types.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { InjectiveExecuteRequest, InjectiveWalletProvider } from "./wallet.ts";
import { runInAccountLane } from "../spoke/account_lane.ts";
import { buildInjectiveSignDoc } from "./execute_tx.ts";
import { lcdAccount, lcdBroadcast } from "./lcd.ts";

/** Options of {@link createPrivateKeyInjectiveWallet}. */
export interface PrivateKeyInjectiveWalletOptions {
  /** The 32-byte private key (hex, with or without `0x`). */
  privateKey: string;
  /** The node's REST (LCD) root. */
  restUrl: string;
  /** The chain id signed into every tx. @default "injective-1" */
  chainId?: string | undefined;
  /** Injected fetch (e.g. the simulator's in-process fetch). @default globalThis.fetch */
  fetch?: FetchLike | undefined;
  /** Gas limit of each tx, a whole number above 0 (at most 2^53-1). @default INJECTIVE_GAS_LIMIT (400000) */
  gasLimit?: number | undefined;
  /** Gas price in `inj` base units, a bigint from 0 to 2^64-1. @default INJECTIVE_GAS_PRICE (500000000) */
  gasPrice?: bigint | undefined;
}

/**
 * Creates the wallet (no I/O).
 *
 * @param options key, node, chain id, fetch, fee settings
 * @returns the provider, or `INVALID_CONFIG` when the key is malformed (`context.chainKey`) or `gasLimit` /
 *   `gasPrice` is out of range (NaN, infinite, negative, a fraction, a number for the bigint; `context.field`); its `execute`
 *   rejects with the node's `ClientError` when the account lookup or the broadcast fails, or when the node
 *   refuses the tx (`code != 0`: `SUBMIT_TX_FAILED` with `context.nodeCode` and `rawLog`)
 * @example A malformed key
 * ```ts
 * import assert from "node:assert/strict";
 * import { createPrivateKeyInjectiveWallet } from "./wallet_private_key.ts";
 * const r = createPrivateKeyInjectiveWallet({ privateKey: "0x12", restUrl: "http://lcd.test" });
 * assert.ok(!r.ok && r.error.code === "INVALID_CONFIG" && r.error.context.chainKey === "injective-1");
 * ```
 */
export function createPrivateKeyInjectiveWallet(
  options: PrivateKeyInjectiveWalletOptions,
): Result<InjectiveWalletProvider, ClientError> {
  const bounds = { code: "INVALID_CONFIG", what: "create Injective wallet" } as const;
  const gasLimit = checkNumberOption(options.gasLimit, "gasLimit", {
    ...bounds,
    integer: true,
    positive: true,
    max: Number.MAX_SAFE_INTEGER,
  });
  if (!gasLimit.ok) return gasLimit;
  const gasPrice = checkBigintOption(options.gasPrice, "gasPrice", bounds);
  if (!gasPrice.ok) return gasPrice;
  const hex = typeof options.privateKey === "string" ? options.privateKey.replace(/^0x/, "") : "";
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) {
    return err(
      new ClientError(
        "INVALID_CONFIG",
        "Cannot create Injective wallet: privateKey must be 32 bytes of hex",
        {
          context: { chainKey: "injective-1", field: "privateKey" },
        },
      ),
    );
  }
  const key = PrivateKey.fromHex(`0x${hex}`);
  const address = key.toBech32();
  const publicKey = key.toPublicKey().toBase64();
  const transport = { fetch: options.fetch };
  // The sequence of the last tx the node took from this wallet (the committed account may not count it yet).
  let taken: number | undefined;
  async function execute(request: InjectiveExecuteRequest): Promise<{ transactionHash: string }> {
    const account = await lcdAccount(options.restUrl, address, transport);
    if (!account.ok) throw account.error;
    const read = account.value.sequence;
    const sequence = taken !== undefined && taken >= read ? taken + 1 : read;
    taken = undefined;
    const tx = buildInjectiveSignDoc(address, request, {
      publicKey,
      accountNumber: account.value.accountNumber,
      sequence,
      chainId: options.chainId,
      gasLimit: options.gasLimit,
      gasPrice: options.gasPrice,
    });
    const signed = CosmosTxV1Beta1TxPb.TxRaw.create({
      bodyBytes: tx.txRaw.bodyBytes,
      authInfoBytes: tx.txRaw.authInfoBytes,
      signatures: [key.sign(tx.signBytes)],
    });
    const txBytes = uint8ArrayToBase64(CosmosTxV1Beta1TxPb.TxRaw.toBinary(signed));
    const sent = await lcdBroadcast(options.restUrl, txBytes, transport);
    if (!sent.ok) throw sent.error;
    if (sent.value.code !== 0) {
      throw new ClientError(
        "SUBMIT_TX_FAILED",
        `Injective node refused the tx: ${sent.value.raw_log ?? ""}`,
        {
          context: {
            chainKey: "injective-1",
            nodeCode: sent.value.code,
            codespace: sent.value.codespace,
            rawLog: sent.value.raw_log,
            txHash: sent.value.txhash,
          },
        },
      );
    }
    taken = sequence;
    return { transactionHash: sent.value.txhash };
  }
  const scope = options.fetch ?? GLOBAL_FETCH;
  return ok({
    getWalletAddress: () => Promise.resolve(address),
    execute: (request: InjectiveExecuteRequest): Promise<{ transactionHash: string }> =>
      runInAccountLane(scope, `${options.restUrl}\n${address}`, () => execute(request)),
  });
}

/** The lane scope of wallets without an injected `fetch`. */
const GLOBAL_FETCH = {};
