/**
 * `sendBitcoinPsbt`: the steps every Bitcoin spoke write shares: read the wallet's address and key (P2WPKH only),
 * read its UTXOs and the fee rate from the node, build the PSBT (`build_psbt.ts`), and then either return it
 * unsigned (`raw`) or have the wallet sign it, finalize it and broadcast it.
 *
 * @example A Taproot wallet is refused before any node call
 * ```ts
 * import assert from "node:assert/strict";
 * import { sendBitcoinPsbt } from "./send_psbt.ts";
 * const wallet = {
 *   getWalletAddress: () => Promise.resolve("bc1pcz4pyrfgv7v6tx8a404mafyvt73cnm80yuv8tqwrywxmqxpja8ys4pjyl5"),
 *   getPublicKey: () => Promise.resolve("02" + "11".repeat(32)),
 *   signPsbt: () => Promise.reject(new Error("unused")),
 * };
 * const esplora = {} as Parameters<typeof sendBitcoinPsbt>[0]["esplora"];
 * const r = await sendBitcoinPsbt({ esplora, wallet, payload: "0x", operation: "create intent", context: {} });
 * assert.ok(!r.ok && r.error.code === "UNSUPPORTED_CHAIN_OPERATION" && r.error.context.addressType === "P2TR");
 * ```
 * @module
 */
import { p2wpkh, Transaction } from "@scure/btc-signer";
import { base64, hex } from "@scure/base";
import type { Hex } from "viem";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { runInAccountLane } from "../spoke/account_lane.ts";
import { walletError } from "../spoke/intent_creation.ts";
import type { BitcoinWalletProvider } from "./wallet.ts";
import { bitcoinAddressType } from "./address_type.ts";
import { buildBitcoinPsbt } from "./build_psbt.ts";
import type { EsploraClient } from "./esplora.ts";

/** Parameters of {@link sendBitcoinPsbt}. */
export interface SendBitcoinPsbtParams {
  /** The node. */
  esplora: EsploraClient;
  /** The signer (its address pays and receives change). @default undefined (only with `raw` and `srcAddress`) */
  wallet?: BitcoinWalletProvider | undefined;
  /** The sender; when a wallet is given it must be the wallet's address. @default the wallet's address */
  srcAddress?: string | undefined;
  /** Payment to the asset manager. @default undefined (a message) */
  payment?: { address: string; amount: bigint } | undefined;
  /** The hub payload committed to. @default undefined (a plain payment: no commitment) */
  payload?: Hex | undefined;
  /** Return the unsigned PSBT, never asking the wallet to sign. @default false */
  raw?: boolean | undefined;
  /** Fee rate in sat/vB. @default the node's 6-block estimate */
  feeRate?: bigint | undefined;
  /** Aborts before the wallet is asked to sign. @default undefined */
  signal?: AbortSignal | undefined;
  /** What is being done, for messages ("create intent"). */
  operation: string;
  /** Error context (chain keys). */
  context: ErrorContextFields;
}

/** What {@link sendBitcoinPsbt} did. */
export type SentBitcoinPsbt =
  | { raw: false; txHash: string; from: string }
  | { raw: true; psbt: string; from: string };

/**
 * Builds and (unless `raw`) signs and broadcasts.
 *
 * @param params see {@link SendBitcoinPsbtParams}
 * @returns the txid or the unsigned PSBT; failures: `VALIDATION_FAILED` (no wallet and not `raw`, or a wallet
 *   that is not `srcAddress`: `context.field: "walletProvider"`), `WALLET_ERROR` (address, key or signature refused, or a
 *   signed PSBT that does not finalize), `UNSUPPORTED_CHAIN_OPERATION` (a non-P2WPKH wallet address:
 *   `context.addressType`, `context.supported`), `ABORTED`, the codes of `buildBitcoinPsbt`, and
 *   `INTENT_CREATION_FAILED` when the node fails (UTXO read, fee read, broadcast; `cause` holds the node error)
 */
export async function sendBitcoinPsbt(
  params: SendBitcoinPsbtParams,
): Promise<Result<SentBitcoinPsbt, ClientError>> {
  const { esplora, operation, signal } = params;
  const context = { chainKey: "bitcoin", ...(params.context as Readonly<Record<string, unknown>>) };
  const aborted = () =>
    new ClientError("ABORTED", `Cannot ${operation}: aborted`, { context, cause: signal?.reason });
  if (signal?.aborted) return err(aborted());
  const sender = await senderOf(params, context);
  if (!sender.ok) return sender;
  const address = sender.value;
  const nodeError = (what: string, cause: ClientError) =>
    new ClientError("INTENT_CREATION_FAILED", `Cannot ${operation}: ${what} failed`, {
      context: { ...context, from: address },
      cause,
    });
  // Two spends of one address must not pick the same UTXOs (the node takes the first and refuses the other as a
  // double spend): sends of one address run one after another, from the UTXO read to the broadcast, so the next
  // reads the UTXO set without the outputs the last one spent (docs/chains/concurrency.md). Raw mode sends
  // nothing and takes no place in the lane.
  const spend = () => buildSignAndBroadcast(params, address, context, nodeError, aborted);
  return params.raw === true ? await spend() : await runInAccountLane(esplora, address, spend);
}

async function buildSignAndBroadcast(
  params: SendBitcoinPsbtParams,
  address: string,
  contextFields: ErrorContextFields,
  nodeError: (what: string, cause: ClientError) => ClientError,
  aborted: () => ClientError,
): Promise<Result<SentBitcoinPsbt, ClientError>> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  const { esplora, wallet, operation, signal } = params;
  const utxos = await esplora.getUtxos(address, signal);
  if (!utxos.ok) return err(nodeError("UTXO read", utxos.error));
  let feeRate = params.feeRate;
  if (feeRate === undefined) {
    const fee = await esplora.getFeeRate(undefined, signal);
    if (!fee.ok) return err(nodeError("fee estimate read", fee.error));
    feeRate = fee.value;
  }
  const built = buildBitcoinPsbt({
    address,
    utxos: utxos.value,
    payment: params.payment,
    payload: params.payload,
    feeRate,
  });
  if (!built.ok) {
    return err(
      new ClientError(built.error.code, built.error.message, {
        context: { ...context, ...built.error.context },
      }),
    );
  }
  if (params.raw === true) return ok({ raw: true, psbt: built.value.psbt, from: address });
  if (signal?.aborted) return err(aborted());
  if (wallet === undefined) return err(noWallet(operation, context));
  let signed: string;
  try {
    signed = await wallet.signPsbt(built.value.psbt, { finalize: true });
  } catch (cause) {
    return err(walletError("signPsbt", context, cause, operation));
  }
  let txHex: string;
  try {
    const tx = Transaction.fromPSBT(base64.decode(signed), { allowUnknownOutputs: true });
    if (!tx.isFinal) tx.finalize();
    txHex = hex.encode(tx.extract());
  } catch (cause) {
    return err(
      walletError("signPsbt", { ...context, reason: "signed PSBT does not finalize" }, cause, operation),
    );
  }
  const sent = await esplora.broadcast(txHex, signal);
  if (!sent.ok) return err(nodeError("broadcast", sent.error));
  return ok({ raw: false, txHash: sent.value, from: address });
}

function noWallet(operation: string, contextFields: ErrorContextFields): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return new ClientError(
    "VALIDATION_FAILED",
    `Cannot ${operation}: a Bitcoin walletProvider is required unless raw is set`,
    {
      context: { ...context, field: "walletProvider" },
    },
  );
}

/** The paying address: the wallet's (P2WPKH, its key checked), or `srcAddress` for a raw build without wallet. */
async function senderOf(
  params: SendBitcoinPsbtParams,
  contextFields: ErrorContextFields,
): Promise<Result<string, ClientError>> {
  const context = contextFields as Readonly<Record<string, unknown>>;
  const { wallet, operation } = params;
  let address: string;
  if (wallet === undefined || wallet === null) {
    if (params.raw !== true || params.srcAddress === undefined) return err(noWallet(operation, context));
    address = params.srcAddress;
  } else {
    try {
      address = await wallet.getWalletAddress();
    } catch (cause) {
      return err(walletError("getWalletAddress", context, cause, operation));
    }
    if (params.srcAddress !== undefined && params.srcAddress !== address) {
      return err(
        new ClientError("VALIDATION_FAILED", `Cannot ${operation}: the wallet is not the source address`, {
          context: { ...context, field: "walletProvider", wallet: address },
        }),
      );
    }
  }
  const addressType = bitcoinAddressType(address);
  if (addressType === "invalid" && wallet !== undefined && wallet !== null) {
    return err(
      walletError("getWalletAddress", { ...context, returned: describeValue(address) }, undefined, operation),
    );
  }
  if (addressType !== "P2WPKH") {
    return err(
      new ClientError(
        "UNSUPPORTED_CHAIN_OPERATION",
        `Cannot ${operation}: the Bitcoin spoke spends from P2WPKH (bc1q…) addresses only, not ${addressType}`,
        { context: { ...context, address, addressType, supported: ["P2WPKH"] } },
      ),
    );
  }
  if (wallet === undefined || wallet === null) return ok(address);
  let publicKey: string;
  try {
    publicKey = await wallet.getPublicKey();
  } catch (cause) {
    return err(walletError("getPublicKey", context, cause, operation));
  }
  let derived: string | undefined;
  try {
    derived = p2wpkh(hex.decode(publicKey.toLowerCase())).address;
  } catch {
    derived = undefined;
  }
  if (derived !== address) {
    return err(
      walletError(
        "getPublicKey",
        { ...context, address, reason: "key does not match address" },
        undefined,
        operation,
      ),
    );
  }
  return ok(address);
}
