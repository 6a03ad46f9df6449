/**
 * Types of the simulator's state ledger.
 * @module
 */

/** The intent fields the ledger needs (structurally compatible with the EVM adapter's `Intent`). */
export interface LedgerIntent {
  intentId: bigint;
  creator: string;
  inputToken: string;
  outputToken: string;
  inputAmount: bigint;
  minOutputAmount: bigint;
  deadline: bigint;
  allowPartialFill: boolean;
  srcChain: bigint;
  dstChain: bigint;
  srcAddress: string;
  dstAddress: string;
  solver: string;
  data: string;
}

/** A transaction accepted by one of the simulated spoke chains (or the hub). */
export interface LedgerSpokeTx {
  chainKey: string;
  txHash: string;
  from: string;
  intent?: LedgerIntent | undefined;
  intentHash?: string | undefined;
  deposit?: { token: string; to: string; amount: bigint; hubCalls: string } | undefined;
}

/** What a split-tx chain's resolver learns from the relayer's `data`: the spoke tx's effect, or a refusal. */
export type SplitTxResolution =
  | { ok: true; update: Pick<LedgerSpokeTx, "intent" | "intentHash" | "deposit"> }
  | { ok: false; message: string };

/**
 * Resolves a split-tx spoke tx (its on-chain part carries only a verification hash) from the relay `data` the
 * relayer receives: checks the payload against the hash and decodes what it does.
 */
export type SplitTxResolver = (
  tx: LedgerSpokeTx,
  data: { address: string; payload: string },
) => SplitTxResolution;

/** Timing and outcome knobs of the simulated relayer, solver and backend jobs. */
export interface LedgerProfile {
  /** Offsets (ms after submission) at which a packet becomes validating, executing, executed. */
  relay: { validatingMs: number; executingMs: number; executedMs: number };
  solver: {
    /** ms after `/execute` until the first fill. */
    firstFillMs: number;
    /** ms between fills of a partial-fill intent. */
    fillIntervalMs: number;
    /** Number of fills of an intent that allows partial fills (1 = one full fill). */
    partialFills: number;
    /** Probability that the solver gives up on an executed intent (status FAILED, no fill). */
    failProbability: number;
  };
  submitTx: {
    /** ms a backend job spends verifying the source tx. */
    verifyMs: number;
    /** Probability a job ends `failed`. */
    failProbability: number;
    /** Probability a job ends `abandoned`. */
    abandonProbability: number;
  };
}

/** One relay packet as the ledger keeps it. */
export interface LedgerPacket {
  connSn: number;
  srcChainId: number;
  srcTxHash: string;
  srcAddress: string;
  dstChainId: number;
  dstAddress: string;
  dstTxHash: string;
  payload: string;
  submittedAt: number;
  timings: LedgerProfile["relay"];
  delivered: boolean;
}

/** One fill of a hub intent. */
export interface LedgerFill {
  at: number;
  fillTxHash: string;
  inputAmount: bigint;
  outputAmount: bigint;
}

/** An intent registered on the hub. */
export interface LedgerHubIntent {
  hubTxHash: string;
  intentHash: string;
  intent: LedgerIntent;
  srcChainKey: string;
  srcTxHash: string;
  registeredAt: number;
  execution?:
    | { requestedAt: number; failed: boolean; plannedFills: LedgerFill[]; materialised: number }
    | undefined;
}

/** The kinds of backend submit-tx jobs. */
export type JobKind = "swap" | "bridge";

/** Status of a backend submit-tx job. */
export type JobStatus =
  | "pending"
  | "verifying"
  | "relaying"
  | "relayed"
  | "posting_execution"
  | "solved"
  | "failed"
  | "abandoned";

/** A backend submit-tx job. */
export interface LedgerJob {
  kind: JobKind;
  txHash: string;
  srcChainKey: string;
  dstChainKey?: string | undefined;
  createdAt: number;
  status: JobStatus;
  planned: "ok" | "failed" | "abandoned";
  failureReason?: string | undefined;
  failedAttempts: number;
  relayData?: { address: string; payload: string } | undefined;
  result?: { dstIntentTxHash: string; intentHash?: string | undefined } | undefined;
}

/** Counters of mutations: `applied` = first effect, `repeated` = idempotent re-submissions. */
export type MutationName = "spokeTx" | "relaySubmit" | "solverExecute" | "swapSubmitTx" | "bridgeSubmitTx";

/** An entry of the ledger's event log (the dashboard and tests read it). */
export interface LedgerEvent {
  at: number;
  type: string;
  ref: string;
  detail?: Record<string, unknown> | undefined;
}
