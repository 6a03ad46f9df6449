/**
 * `estimateBitcoinGas`: the Bitcoin adapter's `estimateGas`, the fee in satoshis of an unsigned PSBT: its virtual
 * size times the node's fee rate (`GET /fee-estimates`, 6-block target), as the platform's
 * `BitcoinSpokeService.estimateGas` multiplies the transaction's size by `getFeeRateEstimate()`. The size is the
 * unsigned transaction's bytes plus a signature's witness per input (27 vbytes, a P2WPKH spend), read from the PSBT
 * (the platform reads the base64 PSBT as hex, which miscounts).
 *
 * @example A transaction of another family is refused before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { estimateBitcoinGas } from "./estimate_gas.ts";
 * const esplora = { getFeeRate: () => Promise.resolve({ ok: true as const, value: 3n }) };
 * const r = await estimateBitcoinGas(esplora, { family: "SOLANA", transaction: "AA==" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import { Transaction } from "@scure/btc-signer";
import { base64 } from "@scure/base";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import {
  type BitcoinGasEstimate,
  estimateAborted,
  notFamilyTx,
  type SpokeEstimateGasTx,
  taggedRawTx,
  unsignedTxOf,
} from "../spoke/gas_estimate.ts";
import { DEFAULT_FEE_TARGET_BLOCKS, type EsploraClient } from "./esplora.ts";

/** The witness of one P2WPKH input, in vbytes (signature, public key and counts, a quarter weight). */
export const BITCOIN_INPUT_WITNESS_VBYTES = 27;

/**
 * The fee of an unsigned PSBT at the node's current rate.
 *
 * @param esplora the chain's Esplora client (its `getFeeRate`)
 * @param tx `{family: "BITCOIN", psbt}` (a raw hub write) or the raw bridge deposit's `tx` (`data` the PSBT, base64)
 * @param options signal @default {}
 * @returns the fee in satoshis; failures: `VALIDATION_FAILED` (not a PSBT), `ABORTED`, or the fee-rate read's
 */
export async function estimateBitcoinGas(
  esplora: Pick<EsploraClient, "getFeeRate">,
  tx: SpokeEstimateGasTx,
  options: { signal?: AbortSignal | undefined } = {},
): Promise<Result<BitcoinGasEstimate, ClientError>> {
  const family = (tx as { family?: unknown }).family;
  const psbt = family === "BITCOIN"
    ? taggedRawTx(tx, "BITCOIN")?.psbt
    : family === undefined
    ? unsignedTxOf(tx)?.data
    : undefined;
  const vsize = typeof psbt === "string" ? psbtVsize(psbt) : undefined;
  if (vsize === undefined) return err(notFamilyTx("bitcoin", '{family: "BITCOIN", psbt: base64 PSBT}'));
  const aborted = estimateAborted("bitcoin", options.signal);
  if (aborted) return err(aborted);
  const rate = await esplora.getFeeRate(DEFAULT_FEE_TARGET_BLOCKS, options.signal);
  if (!rate.ok) return rate;
  return ok(BigInt(vsize) * rate.value);
}

/** The virtual size of a PSBT's transaction once signed, or `undefined` when it is not a PSBT. */
function psbtVsize(psbt: string): number | undefined {
  try {
    const tx = Transaction.fromPSBT(base64.decode(psbt), { allowUnknownOutputs: true });
    return tx.unsignedTx.length + BITCOIN_INPUT_WITNESS_VBYTES * tx.inputsLength;
  } catch {
    return undefined;
  }
}
