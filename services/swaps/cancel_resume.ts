/**
 * Resuming a cancel (`swaps.cancelIntent`) that a process sent but did not see to the hub: its token, and the
 * idempotent rest of the flow (verify the cancel transaction, relay it to the hub). `client.recover()` uses it for
 * the swap journal's `cancel` entries (docs/swap_lifecycle.md#the-swap-journal).
 *
 * @example A token of another kind is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseCancelResumeToken } from "./cancel_resume.ts";
 * assert.ok(!parseCancelResumeToken({ v: 1, kind: "swap", phase: "sent", srcChainKey: "sonic", srcTxHash: "0x1" }).ok);
 * ```
 * @module
 */
import { DEFAULT_SWAP_TIMEOUT_MS } from "../../core/timing.ts";
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { parseResumeToken, resumeTokenSchema, type ResumeTokenShape } from "../intent/resume_token.ts";
import { resumeIntent, type ResumePlan } from "../intent/resume.ts";

/** How far a cancel got: its transaction sent on the source chain, or relayed to the hub. */
export type CancelResumePhase = "sent" | "relayed";

/** A cancel's resume token. */
export interface CancelResumeToken {
  /** Version. */
  v: 1;
  /** Always `cancel`. */
  kind: "cancel";
  /** The last step known done. */
  phase: CancelResumePhase;
  /** The intent's source chain, where the cancel was sent. */
  srcChainKey: SpokeChainKey;
  /** The hub. */
  dstChainKey: SpokeChainKey;
  /** The cancel transaction. */
  srcTxHash: string;
  /** The hub transaction that ran the cancel, once relayed. @default undefined */
  hubTxHash?: string | undefined;
  /** What the relayer needs besides the tx hash (required from a split-tx chain). @default undefined */
  relayData?: { address: string; payload: string } | undefined;
}

/** The cancel's token in the lifecycle's token family (services/intent/resume_token.ts). */
const CANCEL_TOKEN: ResumeTokenShape = {
  kind: "cancel",
  phases: ["sent", "relayed"],
  sentPhase: "sent",
  dstChainKey: "required",
  intentHash: false,
  relayedMessage: "a relayed token carries hubTxHash",
};

/** Built on the first parse. */
let tokenSchema: ReturnType<typeof resumeTokenSchema<CancelResumeToken>> | undefined;

/**
 * Parses a cancel's token from its JSON text or an already parsed object.
 *
 * @param input the JSON text or object
 * @returns the token, or `VALIDATION_FAILED` naming the first issue
 */
export function parseCancelResumeToken(input: unknown): Result<CancelResumeToken, ClientError> {
  tokenSchema ??= resumeTokenSchema<CancelResumeToken>(CANCEL_TOKEN);
  return parseResumeToken(tokenSchema, input, "cancel");
}

/** Options of {@link resumeCancel}. */
export interface CancelResumeOptions {
  /** Relay timeout in ms. @default 120000 */
  timeout?: number | undefined;
  /** Aborts the flow. @default undefined */
  signal?: AbortSignal | undefined;
  /** Called with each newer token (`relayed`). @default undefined */
  onCheckpoint?: ((token: CancelResumeToken) => void) | undefined;
}

/**
 * Finishes a cancel from its token: a `sent` cancel is verified on its chain and relayed to the hub (a repeated
 * relay submit is idempotent); a `relayed` one is done.
 *
 * @param deps the swaps service's dependencies
 * @param input the token (object or JSON text)
 * @param options relay bound, signal, checkpoints
 * @returns the final token, or a failed Result carrying `context.resumeToken`
 */
export function resumeCancel(
  deps: ServiceDeps,
  input: unknown,
  options: CancelResumeOptions = {},
): Promise<Result<CancelResumeToken, ClientError>> {
  return resumeIntent(deps, CANCEL_RESUME, input, options);
}

/**
 * The cancel's resume: a `sent` token is delivered by the client relay alone (no events, no option check, the
 * checkpoint callback called as is); the result is the token itself (no solver step, no track).
 */
const CANCEL_RESUME: ResumePlan<CancelResumeToken, never, CancelResumeToken> = {
  label: "cancel",
  subject: "cancel transaction",
  relayErrorStyle: "propagate",
  parse: parseCancelResumeToken,
  sentPhase: "sent",
  checkOptions: false,
  splitTxMessage: () => "Cannot resume cancel: a split-tx chain's token needs relayData",
  defaultTimeoutMs: DEFAULT_SWAP_TIMEOUT_MS,
  relayedCheckpoint: "afterDelivery",
  quietCheckpoint: false,
  solverStep: false,
  progress: () => undefined,
  finish: (_deps, token) => Promise.resolve(ok(token)),
};
