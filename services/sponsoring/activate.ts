/**
 * The sponsored-activation flow (docs/rules/sponsoring.md#activation,
 * docs/rules/sponsoring.md#signature-check): live config, sponsor sequence from the ledger, build, prompt
 * (firing `onSignatureRequired` first), verify the signature against `address`, submit; one rebuild and
 * second prompt on a sequence conflict.
 *
 * @example An invalid address fails before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { runActivation } from "./activate.ts";
 * import { SILENT_LOGGER } from "../../core/config/logger.ts";
 * const never = () => Promise.reject(new Error("no I/O expected"));
 * const r = await runActivation(
 *   { getConfig: never, getAccount: never, submit: never, logger: SILENT_LOGGER },
 *   { address: "nope", walletProvider: { getPublicKey: never, signTransaction: never } },
 * );
 * assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS" && r.error.context.nextAction === "fixInput");
 * ```
 * @module
 */
import { carriedContext, type ClientError, clientError } from "../../core/errors.ts";
import type { Logger } from "../../core/config/logger.ts";
import { err, ok, type Result } from "../../core/result.ts";
import {
  type HorizonAccount,
  sponsoringErrorBodySchema,
  type StellarActivationResponse,
  type StellarSponsorConfig,
} from "../../core/schemas/sponsoring.ts";
import { withNextAction } from "./next_action.ts";
import type {
  ActivateStellarAccountParameters,
  SignatureRequestReason,
  StellarActivationResult,
} from "./types.ts";
import { describeValue } from "../../core/describe_value.ts";
import { isValidStellarAccountId } from "../../chains/address/stellar.ts";
import { sdkLoadFailure } from "../../chains/spoke/sdk_load_failure.ts";

/** The I/O the flow needs; the service binds it to its transport. */
export interface ActivationIo {
  /** `GET /sponsorships/stellar/config`. */
  getConfig(): Promise<Result<StellarSponsorConfig, ClientError>>;
  /** Horizon account read; `undefined` for a 404. */
  getAccount(address: string): Promise<Result<HorizonAccount | undefined, ClientError>>;
  /** `POST /sponsorships/stellar/accounts` with `{data}`. */
  submit(data: string): Promise<Result<StellarActivationResponse, ClientError>>;
  /** Log sink. */
  logger: Logger;
}

type Attempt = Result<StellarActivationResult, ClientError> | { conflict: ClientError };

/**
 * Runs the activation. Every failure carries `context.nextAction` and `context.phase` (`config`,
 * `sponsorAccount`, `build`, `sign`, `verifySignature`, `submit`).
 *
 * @param io the bound I/O
 * @param params address, wallet and callback
 * @returns `{status: "activated", hash}` or `{status: "alreadyActive"}`, or a `ClientError`
 */
export async function runActivation(
  io: ActivationIo,
  params: ActivateStellarAccountParameters,
): Promise<Result<StellarActivationResult, ClientError>> {
  if (typeof params?.address !== "string" || !isValidStellarAccountId(params.address)) {
    return err(
      clientError("INVALID_ADDRESS", "Cannot activate Stellar account: address is not a G... account id", {
        address: describeValue(params?.address),
        nextAction: "fixInput",
      }),
    );
  }
  const first = await attempt(io, params, "initial");
  if (!("conflict" in first)) return first;
  io.logger.info("Stellar activation hit a sequence conflict; rebuilding", { address: params.address });
  const second = await attempt(io, params, "sequenceConflict");
  if (!("conflict" in second)) return second;
  return err(withNextAction(second.conflict, { phase: "submit" }, "retry"));
}

async function attempt(
  io: ActivationIo,
  params: ActivateStellarAccountParameters,
  reason: SignatureRequestReason,
): Promise<Attempt> {
  const { address } = params;
  const config = await io.getConfig();
  if (!config.ok) return err(withNextAction(config.error, { phase: "config" }));
  const { sponsorAccount, networkPassphrase } = config.value;
  const sponsor = await io.getAccount(sponsorAccount);
  if (!sponsor.ok) return err(withNextAction(sponsor.error, { phase: "sponsorAccount" }));
  if (sponsor.value === undefined) {
    return err(
      clientError("ACTIVATION_FAILED", "Cannot activate Stellar account: sponsor account not found", {
        sponsorAccount,
        phase: "sponsorAccount",
        nextAction: "contactOperator",
      }),
    );
  }
  const steps = await loadStellarSteps();
  if (!steps.ok) return err(withNextAction(steps.error, { phase: "build" }));
  const { buildActivationTransaction, verifyActivationSignature } = steps.value;
  const built = buildActivationTransaction({
    config: config.value,
    sponsorSequence: sponsor.value.sequence,
    address,
  });
  if (!built.ok) return err(withNextAction(built.error, { phase: "build" }));
  await notify(io.logger, params, reason);
  let signed: unknown;
  try {
    signed = await params.walletProvider.signTransaction(built.value.toXDR(), { networkPassphrase });
  } catch (cause) {
    return err(clientError("WALLET_ERROR", "Cannot activate Stellar account: the wallet did not sign", {
      address,
      reason,
      phase: "sign",
      nextAction: "retry",
    }, cause));
  }
  const verified = typeof signed === "string"
    ? verifyActivationSignature(signed, { address, networkPassphrase, expectedHash: built.value.hash() })
    : err(
      clientError("INTEGRATION_ERROR", "Cannot activate Stellar account: the wallet returned no envelope", {
        address,
        nextAction: "fixInput",
      }),
    );
  if (!verified.ok) return err(withNextAction(verified.error, { phase: "verifySignature" }));
  const submitted = await io.submit(verified.value);
  if (submitted.ok) {
    return ok(
      submitted.value.alreadyActive
        ? { status: "alreadyActive" }
        : { status: "activated", hash: submitted.value.hash },
    );
  }
  const failure = submitFailure(submitted.error);
  return isSequenceConflict(failure) ? { conflict: failure } : err(failure);
}

/** The steps that need the Stellar SDK, loaded on the first activation (an app that never sponsors never loads it). */
type StellarSteps =
  & Pick<typeof import("./build_activation.ts"), "buildActivationTransaction">
  & Pick<typeof import("./verify_signature.ts"), "verifyActivationSignature">;

async function loadStellarSteps(): Promise<Result<StellarSteps, ClientError>> {
  try {
    const [build, verify] = await Promise.all([
      import("./build_activation.ts"),
      import("./verify_signature.ts"),
    ]);
    return ok({
      buildActivationTransaction: build.buildActivationTransaction,
      verifyActivationSignature: verify.verifyActivationSignature,
    });
  } catch (cause) {
    const failure = sdkLoadFailure(cause, {
      family: "STELLAR",
      chainKey: "stellar",
      action: "activate Stellar account",
    });
    return err(
      withNextAction(failure, {}, failure.code === "CHAIN_SDK_MISSING" ? "fixInput" : "retry"),
    );
  }
}

async function notify(
  logger: Logger,
  params: ActivateStellarAccountParameters,
  reason: SignatureRequestReason,
): Promise<void> {
  try {
    await params.onSignatureRequired?.({ reason });
  } catch (cause) {
    logger.warn("onSignatureRequired threw; continuing", { reason, cause: describeValue(cause) });
  }
}

/**
 * A sequence conflict: the sponsor's `SEQUENCE_CONFLICT` code under any status, or a 409 (the conflict status,
 * whatever its body says).
 */
function isSequenceConflict(failure: ClientError): boolean {
  return failure.context.status === 409 || failure.context.serverCode === "SEQUENCE_CONFLICT";
}

function submitFailure(error: ClientError): ClientError {
  const body = sponsoringErrorBodySchema.safeParse(error.context.body);
  const serverCode = body.success ? body.data.code : undefined;
  const status = typeof error.context.status === "number" ? error.context.status : undefined;
  const rejected = error.code === "HTTP_REQUEST_FAILED" && status !== undefined && status >= 400 &&
    status < 500 &&
    ![401, 403, 408, 429].includes(status);
  const base = rejected
    ? clientError(
      "ACTIVATION_FAILED",
      `Cannot activate Stellar account: ${body.success ? body.data.message : `status ${status}`}`,
      carriedContext<"ACTIVATION_FAILED">({ ...error.context, serverCode }),
      error,
    )
    : error;
  return withNextAction(base, { phase: "submit", serverCode });
}
