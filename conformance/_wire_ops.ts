/**
 * The operations the wire diff runs on both clients, with the inputs they share (keys, amounts, chains), and the
 * segmenting of the simulator's request recording (`GET /__sim/recording`) into one slice per operation. Plain
 * data and `fetch`: imported by the platform-SDK side (no import map) and by the library side.
 * @module
 */

import { WIRE_READ_OPERATIONS } from "./_wire_read_ops.ts";

/** One request as the simulator recorded it (`simulator/scenarios/request_recorder.ts`). */
export interface RecordedWireRequest {
  /** Position in the recording, from 1. */
  seq: number;
  /** HTTP method. */
  method: string;
  /** Path and query. */
  path: string;
  /** `content-type`, `x-api-key`, `authorization` when sent. */
  headers?: Record<string, string> | undefined;
  /** The body as text. */
  body?: string | undefined;
  /** The body as base64 when not UTF-8. */
  bodyBase64?: string | undefined;
}

/** What one client did for one operation. */
export interface OperationRun {
  /** The requests it sent, in order. */
  requests: RecordedWireRequest[];
  /** Why it did not complete (the operation still counts; its requests are compared). */
  error?: string | undefined;
  /** Set when this client has no such operation: the reason. */
  absent?: string | undefined;
  /** Run-specific values (random intent ids) to fold out of both sides before comparing. */
  randoms?: string[] | undefined;
  /**
   * Values the simulator minted while this client ran (tx, hub tx, intent and fill hashes), from its ledger
   * events, each with its label `<operation:kind#n>`; every operation so far, so a later operation's reference
   * to an earlier one's hash folds too. Keys are lower-case without `0x` (hex) or as sent (base58).
   */
  fresh?: Record<string, string> | undefined;
}

/** One ledger event of `GET /__sim/events` (`simulator/state/types.ts` `LedgerEvent`). */
interface WireLedgerEvent {
  type: string;
  ref: string;
  at: number;
  detail?: Record<string, unknown> | undefined;
}

/** The key a fresh value is folded by: hex lower-case without `0x`, anything else as it is. */
export function freshKey(value: string): string {
  return /^(0x)?[0-9a-fA-F]+$/.test(value) ? value.toLowerCase().replace(/^0x/, "") : value;
}

/** What each ledger event mints, as `[kind, value]` pairs (`simulator/state/ledger.ts`'s `#emit` calls). */
export function mintedValues(e: WireLedgerEvent): [string, string][] {
  const d = e.detail ?? {};
  const str = (v: unknown) => (typeof v === "string" && v.length > 0 ? [v] : []);
  switch (e.type) {
    case "spoke_tx":
      return str(e.ref).map((v) => [`tx.${String(d.chainKey ?? "")}`, v]);
    case "packet_executed":
      return str(d.dstTxHash).map((v) => ["hubTx", v]);
    case "intent_created":
      return [
        ...str(e.ref).map((v): [string, string] => ["hubTx", v]),
        ...str(d.intentHash).map((v): [string, string] => ["intentHash", v]),
      ];
    case "fill":
      return str(d.fillTxHash).map((v) => ["fillTx", v]);
    default:
      return [];
  }
}

/** Every operation of one client, by name. */
export type OperationRuns = Record<string, OperationRun>;

/** Keys both clients sign with: the EVM spoke user, the hub user and the Stellar seed byte. */
export const WIRE_KEYS = {
  evm: `0x${"21".repeat(32)}`,
  hub: `0x${"22".repeat(32)}`,
  stellarSeedByte: 0x23,
  icon: `0x${"24".repeat(32)}`,
  solanaSeedByte: 0x25,
  /** A valid BIP-39 phrase (the well-known test mnemonic); both sides derive m/44'/784'/0'/0'/0' from it. */
  suiMnemonic: "test test test test test test test test test test test junk",
  /** The Bitcoin key (hex; its P2WPKH address pays and receives), library only. */
  bitcoin: "26".repeat(32),
  /** The Stacks key (hex, compressed `01` suffix), library only. */
  stacks: `${"27".repeat(32)}01`,
  /** The simulator's published NEAR test account (`SIM_NEAR_TEST_ACCOUNT`; only the simulator funds it). */
  near: {
    accountId: "user.sim.near",
    privateKey:
      "ed25519:nmJp9GbX3j4JvTdppANjSvkXkSztP4ifUuukUVWbrxzWW4tdfVTwX2bneWap1urDVGjiGcEZRv8yXuukSnbphuz",
  },
} as const;

/** The partner fee of `bridge.partnerFee`: 1% to a fixed receiver. */
export const WIRE_PARTNER_FEE = {
  address: "0x2222222222222222222222222222222222222222",
  percentage: 100,
} as const;

/** The operations in the order both sides run them. */
export const WIRE_OPERATIONS = [
  "config.initialize",
  "swap.quote",
  "swap.deadline",
  "swap.allowance",
  "swap.approve",
  "swap.evm",
  "swap.status",
  "swap.solvedIntentPacket",
  "backend.intentByTxHash",
  "swap.getIntent",
  "swap.getFilledIntent",
  "swap.hub",
  "swap.cancel",
  "bridge.evm",
  "bridge.partnerFee",
  "moneyMarket.supply",
  "moneyMarket.borrow",
  "moneyMarket.repay",
  "moneyMarket.withdraw",
  "moneyMarket.reservesList",
  "moneyMarket.reservesData",
  "moneyMarket.reservesHumanized",
  "staking.stake",
  "staking.unstake",
  "staking.cancelUnstake",
  "staking.claim",
  "staking.instantUnstake",
  "staking.info",
  "staking.unstakingInfo",
  "staking.unstakingInfoWithPenalty",
  "staking.config",
  "staking.stakeRatio",
  "staking.instantUnstakeRatio",
  "staking.convertedAssets",
  "migration.icxToSoda",
  "migration.sodaToIcx",
  "backend.intentByHash",
  "backend.userIntents",
  "backend.orderbook",
  "backend.moneyMarketPosition",
  "backend.moneyMarketAssets",
  "backend.chains",
  "backend.swapTokens",
  "backend.relayChainIdMap",
  "backend.hubAssets",
  "swap.stellar",
  "moneyMarket.supply.stellar",
  "bridge.approve.stellar",
  "bridge.stellar",
  "swap.icon",
  "swap.sui",
  "swap.near",
  "swap.solana",
  "moneyMarket.supply.solana",
  "swap.clientRelay",
  "swap.partnerFee",
  "swap.limitOrder",
  "swap.toStellar",
  "swap.toSolana",
  "swap.toSui",
  "swap.toIcon",
  "swap.toNear",
  "bridge.toStellar",
  "bridge.toSolana",
  "bridge.toSui",
  "moneyMarket.borrow.crossChain",
  "moneyMarket.withdraw.crossChain",
  "moneyMarket.userReserves",
  "moneyMarket.supply.sui",
  "moneyMarket.supply.near",
  "staking.stake.hub",
  "migration.migrateBaln",
  "partner.feeBalances",
  "swap.toInjective",
  "swap.toHub",
  "moneyMarket.borrow.toSolana",
  "moneyMarket.withdraw.toSui",
  "staking.unstake.hub",
  "staking.instantUnstake.hub",
  "swap.bitcoin",
  "swap.stacks",
  "swap.toBitcoin",
  "swap.toStacks",
  "bridge.bitcoin",
  "bridge.stacks",
  "bridge.toBitcoin",
  "bridge.toStacks",
  "bridge.solana",
  "bridge.sui",
  "bridge.near",
  "bridge.toNear",
  "bridge.toInjective",
  "swap.injective",
  "bridge.icon",
  "partner.setSwapPreference",
  "bridge.toIcon",
  "bridge.injective",
  "moneyMarket.supply.stacks",
  "moneyMarket.supply.injective",
  ...WIRE_READ_OPERATIONS,
] as const;

/**
 * The operations with a Bitcoin or Stacks side (source or destination): `@sodax/sdk@1.3.0-beta` has neither
 * family (no `BitcoinSpokeProvider`, no `StacksSpokeProvider`, no such chain id in its `spokeChainConfig`), so
 * only the library runs them; each is on the reviewed list of docs/wire_inventory.md.
 */
export const WIRE_BITCOIN_STACKS_OPERATIONS = [
  "swap.bitcoin",
  "swap.stacks",
  "swap.toBitcoin",
  "swap.toStacks",
  "bridge.bitcoin",
  "bridge.stacks",
  "bridge.toBitcoin",
  "bridge.toStacks",
] as const;

/** The non-EVM destinations of the `swap.to*` operations: chain key, token symbol, and the receiver's family. */
export const WIRE_SWAP_DESTINATIONS = [
  ["swap.toStellar", "stellar", "XLM"],
  ["swap.toSolana", "solana", "SOL"],
  ["swap.toSui", "sui", "SUI"],
  ["swap.toIcon", "0x1.icon", "ICX"],
  ["swap.toNear", "near", "NEAR"],
  ["swap.toInjective", "injective-1", "INJ"],
  ["swap.toHub", "sonic", "USDC"],
] as const;

/** The Injective receiver of `swap.toInjective`: the bech32 form of the EVM key's address. */
export const WIRE_INJECTIVE_RECEIVER = "inj190gvnls8nj8u5r3n2t4n6q5rnsm3uhzp52qrs4";

/** The non-EVM destinations of the `bridge.to*` operations (Base USDC to the chain's USDC). */
export const WIRE_BRIDGE_DESTINATIONS = [
  ["bridge.toStellar", "stellar"],
  ["bridge.toSolana", "solana"],
  ["bridge.toSui", "sui"],
] as const;

/**
 * The non-EVM sources and further destinations of bridges, run after every other operation on both sides (in
 * this order): the chain's USDC to Arbitrum USDC, then Base USDC to the chain's USDC.
 */
export const WIRE_BRIDGE_MORE = [
  ["bridge.solana", "solana", "0xa4b1.arbitrum"],
  ["bridge.sui", "sui", "0xa4b1.arbitrum"],
  ["bridge.near", "near", "0xa4b1.arbitrum"],
  ["bridge.toNear", "0x2105.base", "near"],
  ["bridge.toInjective", "0x2105.base", "injective-1"],
] as const;

/** The BALN lock-up of `migration.migrateBaln`: six months, in seconds (both clients' value). */
export const WIRE_BALN_LOCKUP = 15_552_000;

/** Name of one operation. */
export type WireOperation = typeof WIRE_OPERATIONS[number];

/**
 * Runs operations one at a time and cuts the simulator's recording into their slices.
 */
export class WireSession {
  readonly #origin: string;
  readonly runs: OperationRuns = {};
  /** Addresses the other side needs (the ICON address of {@link WIRE_KEYS}'s key, derived by the platform SDK). */
  readonly addresses: Record<string, string> = {};
  #seen = 0;
  /** Every fresh value so far, by {@link freshKey}: its label. */
  readonly #fresh = new Map<string, string>();
  /** The ledger events already seen (serialised). */
  #events = new Set<string>();
  /** How many values of each `operation:kind` were labelled. */
  readonly #counts = new Map<string, number>();

  /** @param origin the simulator's origin */
  constructor(origin: string) {
    this.#origin = origin;
  }

  async #recording(): Promise<RecordedWireRequest[]> {
    const res = await fetch(`${this.#origin}/__sim/recording`);
    const body = await res.json() as { requests: RecordedWireRequest[]; dropped?: number };
    return body.requests;
  }

  async #ledgerEvents(): Promise<WireLedgerEvent[]> {
    const res = await fetch(`${this.#origin}/__sim/events`);
    return ((await res.json()) as { events: WireLedgerEvent[] }).events;
  }

  /** Labels the values the events not seen before minted, as values of operation `name`. */
  async #mint(name: string): Promise<void> {
    const counts = this.#counts;
    const events = await this.#ledgerEvents();
    for (const e of events) {
      const id = JSON.stringify(e);
      if (this.#events.has(id)) continue;
      this.#events.add(id);
      for (const [kind, value] of mintedValues(e)) {
        const key = freshKey(value);
        if (this.#fresh.has(key)) continue;
        const n = (counts.get(`${name}:${kind}`) ?? 0) + 1;
        counts.set(`${name}:${kind}`, n);
        this.#fresh.set(key, `<${name}:${kind}#${n}>`);
      }
    }
  }

  /** Skips the requests made so far (setup not to compare); what the ledger minted meanwhile is setup's. */
  async mark(): Promise<void> {
    await this.#mint("setup");
    this.#seen = (await this.#recording()).length;
  }

  /**
   * Runs one operation and keeps its slice of the recording.
   *
   * @param name the operation
   * @param fn what the client does; a throw is kept as the operation's error
   */
  async run(name: WireOperation, fn: () => Promise<unknown>): Promise<unknown> {
    await this.mark();
    let error: string | undefined;
    let value: unknown;
    try {
      value = await fn();
    } catch (e) {
      error = e instanceof Error ? e.message.split("\n")[0] : String(e);
    }
    const all = await this.#recording();
    await this.#mint(name);
    this.runs[name] = {
      requests: all.slice(this.#seen),
      ...(error ? { error } : {}),
      fresh: Object.fromEntries(this.#fresh),
    };
    this.#seen = all.length;
    return value;
  }

  /** Records that this client has no such operation. */
  absent(name: WireOperation, reason: string): void {
    this.runs[name] = { requests: [], absent: reason };
  }

  /** Adds run-specific values of an operation (random intent ids). */
  randoms(name: WireOperation, values: readonly (string | bigint)[]): void {
    const run = this.runs[name];
    if (run) run.randoms = [...(run.randoms ?? []), ...values.map(String)];
  }
}

/** Throws unless a `Result` is ok; returns its value. */
export function unwrap<T>(result: { ok: boolean; value?: T; error?: unknown }, what: string): T {
  if (!result.ok) {
    const e = result.error as { code?: string; message?: string } | undefined;
    throw new Error(
      `${what}: ${
        e?.code ?? ""
      } ${(e?.message ?? JSON.stringify(e, (_k, v) => typeof v === "bigint" ? `${v}` : v))}`,
    );
  }
  return result.value as T;
}
