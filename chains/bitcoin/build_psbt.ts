/**
 * `buildBitcoinPsbt`: the unsigned PSBT of a Bitcoin spoke transaction, built with `@scure/btc-signer`: UTXO
 * selection over the sender's confirmed P2WPKH outputs (`selectUTXO`, strategy `default`), a fee rate in sat/vB,
 * the dust threshold of 546 sats, a change output back to the sender (dropped when it would be dust), an optional
 * payment to the asset manager, and the `OP_RETURN` commitment of `commitment.ts` as the last output.
 *
 * @example A deposit of 10 000 sats from one 50 000-sat UTXO
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildBitcoinPsbt } from "./build_psbt.ts";
 * const r = buildBitcoinPsbt({
 *   address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
 *   utxos: [{ txid: "11".repeat(32), vout: 0, value: 50_000, status: { confirmed: true } }],
 *   payment: { address: "bc1pcz4pyrfgv7v6tx8a404mafyvt73cnm80yuv8tqwrywxmqxpja8ys4pjyl5", amount: 10_000n },
 *   payload: "0x1234",
 *   feeRate: 2n,
 * });
 * assert.ok(r.ok && r.value.fee > 0n && r.value.change === 50_000n - 10_000n - r.value.fee);
 * ```
 * @module
 */
import { Address, NETWORK, OutScript, selectUTXO } from "@scure/btc-signer";
import { base64, hex } from "@scure/base";
import type { Hex } from "viem";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { bitcoinCommitmentScript } from "./commitment.ts";
import type { EsploraUtxo } from "./esplora.ts";

/** Outputs below this many sats are dust: never created, a change that small is left to the fee. */
export const BITCOIN_DUST_THRESHOLD = 546n;

/** Parameters of {@link buildBitcoinPsbt}. */
export interface BuildBitcoinPsbtParams {
  /** The sender's P2WPKH address (`bc1q…`): its UTXOs are spent and it receives the change. */
  address: string;
  /** Candidate UTXOs of that address (unconfirmed ones are skipped). */
  utxos: readonly EsploraUtxo[];
  /** Payment to the asset manager. @default undefined (a message: only the commitment and change) */
  payment?: { address: string; amount: bigint } | undefined;
  /** The hub payload committed to (its hash goes on chain). @default undefined (a plain payment: no commitment) */
  payload?: Hex | undefined;
  /** Fee rate in sat/vB (> 0). */
  feeRate: bigint;
}

/** The built PSBT. */
export interface BuiltBitcoinPsbt {
  /** The unsigned PSBT (base64). */
  psbt: string;
  /** The fee it pays, in sats. */
  fee: bigint;
  /** The change returned to the sender, in sats (`0n` when dropped). */
  change: bigint;
  /** The sender's P2WPKH address. */
  address: string;
}

/**
 * Builds the PSBT.
 *
 * @param params see {@link BuildBitcoinPsbtParams}
 * @returns the PSBT, or: `INVALID_AMOUNT` (payment below the dust threshold, or the confirmed UTXOs cannot pay
 *   outputs and fee: `context.reason` `"dust"` / `"insufficient funds"`), `VALIDATION_FAILED` (a malformed key,
 *   fee rate or address; `cause` holds the SDK's error)
 * @example Not enough money
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildBitcoinPsbt } from "./build_psbt.ts";
 * const r = buildBitcoinPsbt({
 *   address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
 *   utxos: [{ txid: "11".repeat(32), vout: 0, value: 600, status: { confirmed: true } }],
 *   payload: "0x", feeRate: 5n,
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT" && r.error.context.reason === "insufficient funds");
 * ```
 */
export function buildBitcoinPsbt(params: BuildBitcoinPsbtParams): Result<BuiltBitcoinPsbt, ClientError> {
  const context = { chainKey: "bitcoin" };
  const { payment, feeRate } = params;
  if (payment !== undefined && payment.amount < BITCOIN_DUST_THRESHOLD) {
    return err(
      new ClientError(
        "INVALID_AMOUNT",
        `Cannot build Bitcoin tx: amount is below the dust threshold of 546 sats`,
        {
          context: { ...context, reason: "dust", field: "amount", value: payment.amount.toString() },
        },
      ),
    );
  }
  if (typeof feeRate !== "bigint" || feeRate <= 0n) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot build Bitcoin tx: fee rate must be a positive bigint", {
        context: { ...context, field: "feeRate" },
      }),
    );
  }
  const { address } = params;
  let spend: { script: Uint8Array };
  try {
    const decoded = Address(NETWORK).decode(address);
    if (decoded.type !== "wpkh") throw new Error(`not P2WPKH: ${decoded.type}`);
    spend = { script: OutScript.encode(decoded) };
  } catch (cause) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot build Bitcoin tx: the sender is not a P2WPKH address", {
        context: { ...context, field: "address" },
        cause,
      }),
    );
  }
  const confirmed = params.utxos.filter((u) => u.status.confirmed);
  const available = confirmed.reduce((n, u) => n + BigInt(u.value), 0n);
  const outputs = [
    ...(payment ? [{ address: payment.address, amount: payment.amount }] : []),
    ...(params.payload === undefined
      ? []
      : [{ script: bitcoinCommitmentScript(params.payload), amount: 0n }]),
  ];
  let selected: ReturnType<typeof selectUTXO>;
  try {
    selected = selectUTXO(
      confirmed.map((u) => ({
        txid: hex.decode(u.txid),
        index: u.vout,
        witnessUtxo: { amount: BigInt(u.value), script: spend.script },
      })),
      outputs,
      "default",
      {
        feePerByte: feeRate,
        changeAddress: address,
        dust: BITCOIN_DUST_THRESHOLD,
        allowUnknownOutputs: true,
        bip69: false,
        createTx: true,
      },
    );
  } catch (cause) {
    return err(
      new ClientError("VALIDATION_FAILED", "Cannot build Bitcoin tx: the SDK refused the outputs", {
        context: { ...context, field: "payment.address" },
        cause,
      }),
    );
  }
  if (selected === undefined || selected.tx === undefined) {
    return err(
      new ClientError("INVALID_AMOUNT", "Cannot build Bitcoin tx: insufficient funds", {
        context: {
          ...context,
          reason: "insufficient funds",
          address,
          available: available.toString(),
          required: (payment?.amount ?? 0n).toString(),
          skippedUnconfirmed: params.utxos.length - confirmed.length,
        },
      }),
    );
  }
  const change = selected.change ? selected.outputs[selected.outputs.length - 1].amount : 0n;
  return ok({
    psbt: base64.encode(selected.tx.toPSBT()),
    fee: selected.fee ?? selected.tx.fee,
    change,
    address,
  });
}
