/**
 * `estimateInjectiveGas`: the Injective adapter's `estimateGas`, one Cosmos `Simulate`
 * (`POST /cosmos/tx/v1beta1/simulate`) of the unsigned transaction (the platform's
 * `InjectiveSpokeService.estimateGas`: `TxClient.simulate` of a `TxRaw` without signatures), answering
 * `{gasWanted, gasUsed}`. The raw transaction carries only its `TxBody` (a wallet adds the `AuthInfo`), so the
 * `AuthInfo` simulated here is the sender's: its current sequence (`GET /cosmos/auth/v1beta1/accounts`), no public
 * key (the node simulates one), `SIGN_MODE_DIRECT`, and an empty signature.
 *
 * @example A transaction of another family is refused before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { estimateInjectiveGas } from "./estimate_gas.ts";
 * const r = await estimateInjectiveGas("http://x", { family: "SOLANA", transaction: "AA==" });
 * assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
 * ```
 * @module
 */
import { CosmosTxV1Beta1TxPb } from "@injectivelabs/sdk-ts/core/tx";
import { base64 } from "@scure/base";
import * as z from "../../core/schemas/zod.ts";
import { ClientError } from "../../core/errors.ts";
import { httpRequest } from "../../core/http/request.ts";
import { err, ok, type Result } from "../../core/result.ts";
import {
  estimateAborted,
  estimateReverted,
  type InjectiveGasEstimate,
  notFamilyTx,
  type SpokeEstimateGasTx,
} from "../spoke/gas_estimate.ts";
import { DEFAULT_LCD_TIMEOUT_MS, lcdAccount, type LcdOptions } from "./lcd.ts";

const uint = z.string().check(z.regex(/^\d{1,20}$/));
const answerSchema = z.object({ gas_info: z.object({ gas_wanted: uint, gas_used: uint }) });
/** `cosmos.tx.signing.v1beta1.SignMode.SIGN_MODE_DIRECT`. */
const SIGN_MODE_DIRECT = 1;
/** gRPC `InvalidArgument`: the gateway's code for a request it cannot read (not a failing execution). */
const INVALID_ARGUMENT = 3;

/**
 * Simulates an unsigned Injective transaction.
 *
 * @param restUrl the LCD root
 * @param tx the raw {@link SpokeEstimateGasTx} of the Injective family (`sender`, `bodyBytes`)
 * @param options fetch, sleep, signal, timeout @default {}
 * @returns `{gasWanted, gasUsed}`; failures: `VALIDATION_FAILED`, `ABORTED`, `EXECUTION_FAILED` (the node refused
 *   the simulation: a failing contract call, insufficient funds, a sequence mismatch; `context.reason` its message),
 *   or the transport's codes (the account read's too)
 */
export async function estimateInjectiveGas(
  restUrl: string,
  tx: SpokeEstimateGasTx,
  options: LcdOptions = {},
): Promise<Result<InjectiveGasEstimate, ClientError>> {
  const t = tx as { family?: unknown; sender?: unknown; bodyBytes?: unknown };
  if (t.family !== "INJECTIVE" || typeof t.sender !== "string" || typeof t.bodyBytes !== "string") {
    return err(notFamilyTx("injective-1", '{family: "INJECTIVE", sender, bodyBytes}'));
  }
  let bodyBytes: Uint8Array;
  try {
    bodyBytes = base64.decode(t.bodyBytes);
  } catch {
    return err(notFamilyTx("injective-1", "bodyBytes in base64"));
  }
  const aborted = estimateAborted("injective-1", options.signal);
  if (aborted) return err(aborted);
  const account = await lcdAccount(restUrl, t.sender, options);
  if (!account.ok) return account;
  const authInfoBytes = CosmosTxV1Beta1TxPb.AuthInfo.toBinary(CosmosTxV1Beta1TxPb.AuthInfo.create({
    signerInfos: [{
      modeInfo: { sum: { oneofKind: "single", single: { mode: SIGN_MODE_DIRECT } } },
      sequence: BigInt(account.value.sequence),
    }],
    fee: { amount: [], gasLimit: 0n, payer: "", granter: "" },
  }));
  const txBytes = CosmosTxV1Beta1TxPb.TxRaw.toBinary({
    bodyBytes,
    authInfoBytes,
    signatures: [new Uint8Array()],
  });
  const r = await httpRequest({
    url: `${restUrl.replace(/\/+$/, "")}/cosmos/tx/v1beta1/simulate`,
    method: "POST",
    body: { tx_bytes: base64.encode(txBytes) },
    schema: answerSchema,
    // a simulation changes nothing: retried like a read
    kind: "read",
    timeoutMs: options.timeoutMs ?? DEFAULT_LCD_TIMEOUT_MS,
    signal: options.signal,
  }, { fetch: options.fetch, sleep: options.sleep });
  if (!r.ok) {
    const body = r.error.context.body as { code?: unknown; message?: unknown } | undefined;
    if (
      typeof body?.code === "number" && body.code !== INVALID_ARGUMENT && typeof body.message === "string"
    ) {
      return err(estimateReverted("injective-1", body.message, r.error));
    }
    return err(
      new ClientError(r.error.code, r.error.message, {
        context: { ...r.error.context, chainKey: "injective-1" },
        cause: r.error.cause,
      }),
    );
  }
  return ok({ gasWanted: Number(r.value.gas_info.gas_wanted), gasUsed: Number(r.value.gas_info.gas_used) });
}
