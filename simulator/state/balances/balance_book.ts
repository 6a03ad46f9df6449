/**
 * `BalanceBook`: the simulator's balances, one bigint per chain key, account and token (the native coin is the
 * chain's native token id, e.g. the EVM zero address), plus ERC-20-style allowances. An account nobody has
 * touched reads its seeded amount (the simulator's historic default funding); from its first movement on it
 * follows its transactions. Every movement is a transfer between two accounts of one chain, applied at most once
 * per reference, so the sum of a token over a chain's accounts never changes except through `fund`.
 *
 * @example Move a token and read both sides
 * ```ts
 * import assert from "node:assert/strict";
 * import { BalanceBook } from "./balance_book.ts";
 * const book = new BalanceBook({ seed: () => 100n });
 * const moved = book.transfer({ chainKey: "0x2105.base", from: "0xA1", to: "0xB2", token: "0xC3", amount: 40n });
 * assert.ok(moved.ok);
 * assert.equal(book.balanceOf("0x2105.base", "0xa1", "0xc3"), 60n);
 * assert.equal(book.balanceOf("0x2105.base", "0xb2", "0xc3"), 140n);
 * ```
 * @module
 */

/** The amount an untouched account holds: `(chainKey, account, token) => amount` (normalised keys). */
export type BalanceSeed = (chainKey: string, account: string, token: string) => bigint;

/** Options of {@link BalanceBook}. */
export interface BalanceBookOptions {
  /** Amount of an untouched account. @default () => 0n */
  seed?: BalanceSeed | undefined;
  /** Allowance an owner has not set. @default () => 0n */
  seedAllowance?: ((chainKey: string, owner: string, token: string, spender: string) => bigint) | undefined;
  /** Runs before every read (the simulator materialises due deliveries there). @default no-op */
  beforeRead?: (() => void) | undefined;
  /** Funding of pool accounts (asset managers), `undefined` for any other account; wins over every seed. */
  pools?: ((chainKey: string, account: string) => bigint | undefined) | undefined;
}

/** One movement between two accounts of one chain. */
export interface BalanceTransfer {
  /** Chain key. */
  chainKey: string;
  /** Debited account. */
  from: string;
  /** Credited account. */
  to: string;
  /** Token (the chain's native token id for the native coin). */
  token: string;
  /** Amount (>= 0). */
  amount: bigint;
  /** When set, the allowance `from` gave this spender is spent too (unless unlimited). @default none */
  spender?: string | undefined;
  /** Idempotency reference: a transfer with a reference already applied is a no-op. @default none */
  ref?: string | undefined;
}

/** Why a transfer was refused (nothing changed). */
export type TransferRefusal =
  | { ok: false; reason: "insufficient_balance"; have: bigint; need: bigint }
  | { ok: false; reason: "insufficient_allowance"; have: bigint; need: bigint };

/** The outcome of {@link BalanceBook.transfer}: `repeated` when its reference was already applied. */
export type TransferOutcome = { ok: true; repeated: boolean } | TransferRefusal;

/** One balance as {@link BalanceBook.entries} lists it. */
export interface BalanceEntry {
  /** Chain key. */
  chainKey: string;
  /** Account (normalised). */
  account: string;
  /** Token (normalised). */
  token: string;
  /** Amount. */
  amount: bigint;
}

/** The plain-JSON form of a book (bigints as decimal strings). */
export interface BalanceBookJson {
  /** Format version. */
  version: 1;
  /** Touched balances. */
  balances: { chainKey: string; account: string; token: string; amount: string }[];
  /** Set allowances. */
  allowances: { chainKey: string; owner: string; token: string; spender: string; amount: string }[];
  /** Applied transfer references. */
  applied: string[];
}

/** The largest uint256: an allowance this large is never spent (as ERC-20 tokens do). */
export const UNLIMITED_ALLOWANCE = (1n << 256n) - 1n;

/**
 * Normalises an account or token id: `0x` hex is lowercased (EVM, Sui, hub addresses), anything else (base58,
 * strkeys, principals, account ids) is kept as written.
 *
 * @param id the account or token
 * @returns the key the book stores it under
 * @example Hex is case-insensitive, base58 is not
 * ```ts
 * import assert from "node:assert/strict";
 * import { normaliseId } from "./balance_book.ts";
 * assert.equal(normaliseId("0xAbC"), "0xabc");
 * assert.equal(normaliseId("So11111111111111111111111111111111111111112"), "So11111111111111111111111111111111111111112");
 * ```
 */
export function normaliseId(id: string): string {
  return /^0x[0-9a-fA-F]*$/.test(id) ? id.toLowerCase() : id;
}

const SEP = "\u0000";

/** Balances and allowances of every simulated chain. */
export class BalanceBook {
  readonly #seed: BalanceSeed;
  readonly #seedAllowance: (chainKey: string, owner: string, token: string, spender: string) => bigint;
  readonly #beforeRead: () => void;
  readonly #pools: (chainKey: string, account: string) => bigint | undefined;
  readonly #chainSeeds = new Map<string, (account: string, token: string) => bigint | undefined>();
  #balances = new Map<string, bigint>();
  #allowances = new Map<string, bigint>();
  #applied = new Set<string>();
  /** The applied references under each of their lower-cased `:`-separated parts (what `forgetRefs` matches). */
  #appliedByPart = new Map<string, Set<string>>();
  #listeners = new Set<(e: BalanceEntry) => void>();

  /**
   * Builds an empty book.
   *
   * @param options seeds of untouched accounts and the pre-read hook
   */
  constructor(options: BalanceBookOptions = {}) {
    this.#seed = options.seed ?? (() => 0n);
    this.#seedAllowance = options.seedAllowance ?? (() => 0n);
    this.#beforeRead = options.beforeRead ?? (() => {});
    this.#pools = options.pools ?? (() => undefined);
  }

  /**
   * Sets how untouched accounts of one chain are funded (a family's simulated node registers its historic
   * defaults here); it wins over the book's `seed` (an `undefined` answer falls back to it), pools win over it.
   * Kept across `reset`.
   */
  seedChain(chainKey: string, seed: (account: string, token: string) => bigint | undefined): void {
    this.#chainSeeds.set(chainKey, seed);
  }

  #seedOf(chainKey: string, account: string, token: string): bigint {
    const a = normaliseId(account);
    const t = normaliseId(token);
    return this.#pools(chainKey, a) ?? this.#chainSeeds.get(chainKey)?.(a, t) ?? this.#seed(chainKey, a, t);
  }

  /**
   * Rebuilds a book from {@link BalanceBook.toJSON} output.
   *
   * @param json the plain JSON
   * @param options seeds and hook of the new book
   * @returns the book
   * @throws {TypeError} when `json` is not a version-1 book
   * @example Round trip
   * ```ts
   * import assert from "node:assert/strict";
   * import { BalanceBook } from "./balance_book.ts";
   * const book = new BalanceBook();
   * book.fund("solana", "Alice", "11111111111111111111111111111111", 5n);
   * const copy = BalanceBook.fromJSON(JSON.parse(JSON.stringify(book)));
   * assert.equal(copy.balanceOf("solana", "Alice", "11111111111111111111111111111111"), 5n);
   * ```
   */
  static fromJSON(json: unknown, options: BalanceBookOptions = {}): BalanceBook {
    const book = new BalanceBook(options);
    book.restore(json);
    return book;
  }

  /** Key of one balance. */
  static #key(chainKey: string, account: string, token: string): string {
    return [chainKey, normaliseId(account), normaliseId(token)].join(SEP);
  }

  /** Key of one allowance. */
  static #allowanceKey(chainKey: string, owner: string, token: string, spender: string): string {
    return [chainKey, normaliseId(owner), normaliseId(token), normaliseId(spender)].join(SEP);
  }

  #raw(chainKey: string, account: string, token: string): bigint {
    const stored = this.#balances.get(BalanceBook.#key(chainKey, account, token));
    return stored ?? this.#seedOf(chainKey, account, token);
  }

  #rawAllowance(chainKey: string, owner: string, token: string, spender: string): bigint {
    const stored = this.#allowances.get(BalanceBook.#allowanceKey(chainKey, owner, token, spender));
    return stored ??
      this.#seedAllowance(chainKey, normaliseId(owner), normaliseId(token), normaliseId(spender));
  }

  #write(chainKey: string, account: string, token: string, amount: bigint): void {
    this.#balances.set(BalanceBook.#key(chainKey, account, token), amount);
    const entry = { chainKey, account: normaliseId(account), token: normaliseId(token), amount };
    for (const l of this.#listeners) l(entry);
  }

  /** The balance of `account` in `token` on `chainKey` (its seed when untouched). */
  balanceOf(chainKey: string, account: string, token: string): bigint {
    this.#beforeRead();
    return this.#raw(chainKey, account, token);
  }

  /** The allowance `owner` gave `spender` in `token` on `chainKey`. */
  allowance(chainKey: string, owner: string, token: string, spender: string): bigint {
    this.#beforeRead();
    return this.#rawAllowance(chainKey, owner, token, spender);
  }

  /** ERC-20 `approve`: sets the allowance. */
  approve(chainKey: string, owner: string, token: string, spender: string, amount: bigint): void {
    this.#allowances.set(BalanceBook.#allowanceKey(chainKey, owner, token, spender), amount);
  }

  /**
   * Sets (`mode: "set"`) or adds to (`"add"`) a balance out of thin air: the control API's funding.
   *
   * @returns the new balance
   * @throws {RangeError} when the result would be negative
   */
  fund(
    chainKey: string,
    account: string,
    token: string,
    amount: bigint,
    mode: "set" | "add" = "set",
  ): bigint {
    const next = mode === "set" ? amount : this.#raw(chainKey, account, token) + amount;
    if (next < 0n) throw new RangeError(`balance would be negative: ${next}`);
    this.#write(chainKey, account, token, next);
    return next;
  }

  /** Whether a transfer would succeed now (nothing changes). */
  check(t: BalanceTransfer): TransferOutcome {
    if (t.ref !== undefined && this.#applied.has(t.ref)) return { ok: true, repeated: true };
    if (t.amount < 0n) throw new RangeError(`negative transfer amount ${t.amount}`);
    const have = this.#raw(t.chainKey, t.from, t.token);
    if (have < t.amount) return { ok: false, reason: "insufficient_balance", have, need: t.amount };
    if (t.spender !== undefined) {
      const allowed = this.#rawAllowance(t.chainKey, t.from, t.token, t.spender);
      if (allowed < t.amount) {
        return { ok: false, reason: "insufficient_allowance", have: allowed, need: t.amount };
      }
    }
    return { ok: true, repeated: false };
  }

  /** Moves `amount` from `from` to `to` once per `ref`; refuses (changing nothing) when funds are short. */
  transfer(t: BalanceTransfer): TransferOutcome {
    const checked = this.check(t);
    if (!checked.ok || checked.repeated) return checked;
    if (t.ref !== undefined) this.#markApplied(t.ref);
    if (t.spender !== undefined) {
      const allowed = this.#rawAllowance(t.chainKey, t.from, t.token, t.spender);
      if (allowed !== UNLIMITED_ALLOWANCE) {
        this.approve(t.chainKey, t.from, t.token, t.spender, allowed - t.amount);
      }
    }
    if (normaliseId(t.from) === normaliseId(t.to)) return checked;
    this.#write(t.chainKey, t.from, t.token, this.#raw(t.chainKey, t.from, t.token) - t.amount);
    this.#write(t.chainKey, t.to, t.token, this.#raw(t.chainKey, t.to, t.token) + t.amount);
    return checked;
  }

  /** Whether a transfer reference was applied. */
  applied(ref: string): boolean {
    return this.#applied.has(ref);
  }

  /**
   * Forgets the applied references that name one of `hashes` (a `:`-separated part, compared lower-cased), so
   * the idempotency memory does not grow with every settled tx. Call it when those txs can no longer be applied
   * again (the ledger pruned them). Balances are untouched.
   *
   * @param hashes lower-cased tx hashes
   * @returns how many references were forgotten
   */
  forgetRefs(hashes: ReadonlySet<string>): number {
    let forgotten = 0;
    // through the index by part: a pruning pass costs what it forgets, not a walk over every reference
    for (const hash of hashes) {
      const refs = this.#appliedByPart.get(hash);
      if (refs === undefined) continue;
      for (const ref of [...refs]) {
        this.#unmarkApplied(ref);
        forgotten++;
      }
    }
    return forgotten;
  }

  #markApplied(ref: string): void {
    if (this.#applied.has(ref)) return;
    this.#applied.add(ref);
    for (const part of ref.split(":")) {
      const key = part.toLowerCase();
      let refs = this.#appliedByPart.get(key);
      if (refs === undefined) this.#appliedByPart.set(key, refs = new Set());
      refs.add(ref);
    }
  }

  #unmarkApplied(ref: string): void {
    this.#applied.delete(ref);
    for (const part of ref.split(":")) {
      const key = part.toLowerCase();
      const refs = this.#appliedByPart.get(key);
      if (refs === undefined) continue;
      refs.delete(ref);
      if (refs.size === 0) this.#appliedByPart.delete(key);
    }
  }

  /** Touched balances, optionally of one chain and/or account, sorted by chain, account and token. */
  entries(filter: { chainKey?: string | undefined; account?: string | undefined } = {}): BalanceEntry[] {
    this.#beforeRead();
    const account = filter.account === undefined ? undefined : normaliseId(filter.account);
    const out: BalanceEntry[] = [];
    for (const [key, amount] of this.#balances) {
      const [chainKey, acc, token] = key.split(SEP);
      if (filter.chainKey !== undefined && chainKey !== filter.chainKey) continue;
      if (account !== undefined && acc !== account) continue;
      out.push({ chainKey, account: acc, token, amount });
    }
    return out.sort((a, b) =>
      a.chainKey.localeCompare(b.chainKey) || a.account.localeCompare(b.account) ||
      a.token.localeCompare(b.token)
    );
  }

  /** Subscribes to balance writes; returns an unsubscribe function. */
  onChange(listener: (e: BalanceEntry) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Forgets every balance, allowance and applied reference (accounts read their seeds again). */
  reset(): void {
    this.#balances.clear();
    this.#allowances.clear();
    this.#applied.clear();
    this.#appliedByPart.clear();
  }

  /** Plain JSON (bigints as decimal strings); {@link BalanceBook.fromJSON} and `restore` read it back. */
  toJSON(): BalanceBookJson {
    const balances = [...this.#balances].map(([key, amount]) => {
      const [chainKey, account, token] = key.split(SEP);
      return { chainKey, account, token, amount: amount.toString() };
    });
    const allowances = [...this.#allowances].map(([key, amount]) => {
      const [chainKey, owner, token, spender] = key.split(SEP);
      return { chainKey, owner, token, spender, amount: amount.toString() };
    });
    return { version: 1, balances, allowances, applied: [...this.#applied] };
  }

  /**
   * Replaces this book's state with a {@link BalanceBook.toJSON} snapshot.
   *
   * @throws {TypeError} when `json` is not a version-1 book
   */
  restore(json: unknown): void {
    const parsed = parseBookJson(json);
    this.reset();
    for (const b of parsed.balances) {
      this.#balances.set(BalanceBook.#key(b.chainKey, b.account, b.token), BigInt(b.amount));
    }
    for (const a of parsed.allowances) {
      this.#allowances.set(
        BalanceBook.#allowanceKey(a.chainKey, a.owner, a.token, a.spender),
        BigInt(a.amount),
      );
    }
    for (const ref of parsed.applied) this.#markApplied(ref);
  }
}

const AMOUNT = /^\d+$/;

function parseBookJson(json: unknown): BalanceBookJson {
  const bad = (why: string) => new TypeError(`not a balance book snapshot: ${why}`);
  if (typeof json !== "object" || json === null) throw bad("not an object");
  const j = json as Partial<Record<keyof BalanceBookJson, unknown>>;
  if (j.version !== 1) throw bad("version must be 1");
  if (!Array.isArray(j.balances) || !Array.isArray(j.allowances) || !Array.isArray(j.applied)) {
    throw bad("balances, allowances and applied must be arrays");
  }
  const str = (v: unknown): v is string => typeof v === "string";
  for (const b of j.balances as Record<string, unknown>[]) {
    if (!str(b?.chainKey) || !str(b.account) || !str(b.token) || !str(b.amount) || !AMOUNT.test(b.amount)) {
      throw bad("balance entries need chainKey, account, token and a decimal amount");
    }
  }
  for (const a of j.allowances as Record<string, unknown>[]) {
    if (
      !str(a?.chainKey) || !str(a.owner) || !str(a.token) || !str(a.spender) || !str(a.amount) ||
      !AMOUNT.test(a.amount)
    ) throw bad("allowance entries need chainKey, owner, token, spender and a decimal amount");
  }
  if (!(j.applied as unknown[]).every(str)) throw bad("applied must hold strings");
  return json as BalanceBookJson;
}
