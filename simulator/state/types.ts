/**
 * Types of the simulator's state ledger.
 * @module
 */

/** The intent fields the ledger needs (structurally compatible with the EVM adapter's `Intent`). */
export interface LedgerIntent {
  /** Intent id chosen by the creator. */
  intentId: bigint;
  /** Hub wallet that created the intent. */
  creator: string;
  /** Input token (hub asset). */
  inputToken: string;
  /** Output token (hub asset). */
  outputToken: string;
  /** Input amount (smallest unit). */
  inputAmount: bigint;
  /** Minimum acceptable output (smallest unit). */
  minOutputAmount: bigint;
  /** UNIX seconds after which it cannot be filled; `0` = none. */
  deadline: bigint;
  /** Whether several fills are allowed. */
  allowPartialFill: boolean;
  /** Relay chain id of the source chain. */
  srcChain: bigint;
  /** Relay chain id of the destination chain. */
  dstChain: bigint;
  /** Sender on the source chain (encoded bytes, hex). */
  srcAddress: string;
  /** Receiver on the destination chain (encoded bytes, hex). */
  dstAddress: string;
  /** Solver allowed to fill; the zero address = any. */
  solver: string;
  /** Extra data (hex), e.g. the encoded partner fee. */
  data: string;
}

/** A transaction accepted by one of the simulated spoke chains (or the hub). */
export interface LedgerSpokeTx {
  /** Chain the tx was sent on. */
  chainKey: string;
  /** Tx hash. */
  txHash: string;
  /** Sender. */
  from: string;
  /** The intent it creates, for swap txs. */
  intent?: LedgerIntent | undefined;
  /** Hash of that intent. */
  intentHash?: string | undefined;
  /** The deposit it makes, for bridge and other deposit txs. */
  deposit?: { token: string; to: string; amount: bigint; hubCalls: string } | undefined;
  /** The message it sends to the hub (a connection `sendMessage`: nothing moved): hub address and call list. */
  message?: { to: string; payload: string } | undefined;
  /**
   * The call list a hub tx ran (a wallet router `route(calls)`, as `abi.encode((address,uint256,bytes)[])`):
   * what leaves the hub with it (asset manager `transfer`s to spokes) is delivered only once the tx is handed to
   * the relayer, as the real relayer relays only what it is handed. @default none
   */
  hubCalls?: string | undefined;
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
  /** Fill timing and failure rate of the simulated solver. */
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
  /** Timing and outcomes of the simulated backend submit-tx jobs. */
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
  /** The hub asset and amount it delivers to `dstAddress` (fills and onward transfers). @default none */
  asset?: { token: string; amount: bigint } | undefined;
  /**
   * Set on a packet leaving the hub that a client handed to the relayer (`submit` of a hub tx): it is found under
   * the hub's relay id too, where the submitter polls it (the platform's `relayTxAndWaitPacket` with the hub's
   * chain key). @default false
   */
  submittedFromHub?: boolean | undefined;
}

/** One fill of a hub intent. */
export interface LedgerFill {
  /** Time of the fill (ms). */
  at: number;
  /** Hub tx hash of the fill. */
  fillTxHash: string;
  /** Input consumed. */
  inputAmount: bigint;
  /** Output delivered. */
  outputAmount: bigint;
}

/** One hub fill with the intent's state right after it: the payload of the hub's `IntentFilled` event. */
export interface LedgerHubFill {
  /** The intent's hub tx hash and hash, and its solver. */
  hub: LedgerHubIntent;
  /** The fill. */
  fill: LedgerFill;
  /** 0-based position among the intent's fills. */
  index: number;
  /** State after the fill (cumulative), as the intents contract reports it. */
  intentState: { exists: boolean; remainingInput: bigint; receivedOutput: bigint; pendingPayment: boolean };
}

/** An intent registered on the hub. */
export interface LedgerHubIntent {
  /** Hub tx hash that registered it. */
  hubTxHash: string;
  /** Hash of the intent. */
  intentHash: string;
  /** The intent. */
  intent: LedgerIntent;
  /** Source chain key. */
  srcChainKey: string;
  /** Source-chain tx hash. */
  srcTxHash: string;
  /** Registration time (ms). */
  registeredAt: number;
  /** Solver execution: request time, planned fills, how many happened, failure. */
  execution?:
    | { requestedAt: number; failed: boolean; plannedFills: LedgerFill[]; materialised: number }
    | undefined;
  /**
   * Set once the creator's `cancelIntent` ran on the hub: when, and the input returned to the intent's source
   * (what no fill had consumed). A cancelled intent is gone from the intents contract: no fill follows.
   */
  cancelled?: { at: number; refund: bigint } | undefined;
}

/** The kinds of backend submit-tx jobs. */
export type JobKind = "swap" | "bridge";

/** Status of a backend submit-tx job. */
export type JobStatus =
  | "pending"
  | "verifying"
  | "verified"
  | "relaying"
  | "relayed"
  | "posting_execution"
  | "solved"
  | "failed"
  | "abandoned";

/** A backend submit-tx job. */
export interface LedgerJob {
  /** Swap or bridge. */
  kind: JobKind;
  /** Source-chain tx hash. */
  txHash: string;
  /** Source chain key. */
  srcChainKey: string;
  /** Destination chain key (bridge jobs). */
  dstChainKey?: string | undefined;
  /** Creation time (ms). */
  createdAt: number;
  /** Current status. */
  status: JobStatus;
  /** Outcome drawn at creation. */
  planned: "ok" | "failed" | "abandoned";
  /** Why it failed, once failed. */
  failureReason?: string | undefined;
  /** Failed attempts so far. */
  failedAttempts: number;
  /** Split-tx relay data given at submission. */
  relayData?: { address: string; payload: string } | undefined;
  /** Whether the job already handed the tx to the relayer (it does so once). */
  relaySubmitted?: boolean | undefined;
  /** Hub intent tx hash (and intent hash) once relayed. */
  result?: { dstIntentTxHash: string; intentHash?: string | undefined } | undefined;
}

/** Counters of mutations: `applied` = first effect, `repeated` = idempotent re-submissions. */
export type MutationName = "spokeTx" | "relaySubmit" | "solverExecute" | "swapSubmitTx" | "bridgeSubmitTx";

/** An entry of the ledger's event log (the dashboard and tests read it). */
export interface LedgerEvent {
  /** Time (ms). */
  at: number;
  /** Event type. */
  type: string;
  /** What it refers to (a tx or intent hash). */
  ref: string;
  /** Extra data. */
  detail?: Record<string, unknown> | undefined;
}

/**
 * Everything a {@link Ledger} holds, as plain data (bigints kept as bigints): what `Ledger.toSnapshot` returns and
 * `Ledger.restoreSnapshot` takes. Packets are listed in creation (`connSn`) order; `filling` and `openJobs` name,
 * in their scheduling order, the hub intents still filling (lower-case hub tx hashes) and the jobs still open
 * (`kind:txHash`).
 */
export interface LedgerSnapshot {
  /** Seed of the ledger's randomness. */
  seed: number;
  /** Internal state of that randomness. */
  rng: number;
  /** Last relay connection sequence number given. */
  connSn: number;
  /** Spoke (and hub) txs, in arrival order. */
  spokeTxs: LedgerSpokeTx[];
  /**
   * Every relay packet, in creation order.
   * @ignore
   */
  packets: LedgerPacket[];
  /** Hub intents, in registration order. */
  hubIntents: LedgerHubIntent[];
  /** Hub intents whose fills are still due (lower-case hub tx hashes). */
  filling: string[];
  /** Backend submit-tx jobs, in creation order. */
  jobs: LedgerJob[];
  /** Jobs not yet closed (`kind:txHash` with a lower-case hash). */
  openJobs: string[];
  /** The kept event log, oldest first. */
  events: LedgerEvent[];
  /** Mutation counters. */
  counters: Record<MutationName, { applied: number; repeated: number }>;
}
