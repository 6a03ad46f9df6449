/**
 * `createBitcoinExchangeApp`: the simulated trading-wallet exchange of the Bitcoin spoke (mount it at
 * `/bitcoin/exchange`): `GET /wallets/details/:userAddress`, `POST /wallets`, `POST /sodax/transaction`,
 * `POST /sodax/transaction/sign`, the log-in routes `POST /auth/authenticate` and `POST /auth/refresh-token`
 * (exchange_auth_routes.ts) and the trading-wallet transactions `POST /transactions`, `POST /transactions/sign`,
 * `POST /transactions/max-spent` (renewal of expired outputs, withdrawal to the user; exchange_transaction_routes.ts).
 *
 * Every request must carry a valid `x-api-signature`: hex `HMAC-SHA256(key = secret word, message =
 * x-api-timestamp)`, with `x-api-timestamp` (unix ms) no more than 60 s away from the simulator's clock
 * (docs/rules/auth.md#exchange-signature); a missing, stale or wrong signature is a 401 JSON body `{code,
 * message}` (`SIGNATURE_MISSING`, `SIGNATURE_EXPIRED`, `SIGNATURE_INVALID`). Every route but the log-in ones and
 * an unauthenticated `GET /wallets/details/:userAddress` (the platform looks wallets up without a token) must also
 * carry `Authorization: Bearer <access token>` (401 `UNAUTHORIZED` otherwise): a token issued at log-in, bound to
 * its user and live for 15 minutes of the simulator's clock, or a static token (`accessTokens`), bound to the user
 * whose wallet it last looked up or created, which is how the withdrawal calls know the user.
 *
 * An output of a trading wallet expires 30 days (of the simulator's clock) after it was created: the exchange no
 * longer spends it (withdrawals choose among the others) until it is renewed (`POST /transactions {type:
 * "renew-utxo"}`); the UTXO service (ums_app.ts) lists them.
 *
 * A trading wallet is a P2WSH 2-of-2 multisig of the user's key and the exchange's key (derived from a fixed
 * seed). `POST /sodax/transaction` builds, with `@scure/btc-signer`, the withdrawal PSBT from the trading wallet's
 * UTXOs: the payment to the asset manager, the `OP_RETURN OP_12 <0x31 ‖ sodaxData>` commitment, change back.
 * `POST /sodax/transaction/sign` checks the user's signatures, co-signs, finalizes and broadcasts on the simulated
 * node. Bad input is a 400 JSON body.
 *
 * @example A request without a signature is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../../state/clock.ts";
 * import { Ledger } from "../../state/ledger.ts";
 * import { createBitcoinEsploraApp } from "./esplora_app.ts";
 * import { createBitcoinExchangeApp } from "./exchange_app.ts";
 * const ledger = new Ledger({ clock: createManualClock() });
 * const node = createBitcoinEsploraApp({ ledger });
 * const { app } = createBitcoinExchangeApp({ ...node, now: () => ledger.now() });
 * const res = await app.request("/wallets/details/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4");
 * assert.equal(res.status, 401);
 * assert.equal((await res.json()).code, "SIGNATURE_MISSING");
 * ```
 * @module
 */
import { p2ms, p2wpkh, p2wsh, Script, selectUTXO, Transaction } from "@scure/btc-signer";
import { pubECDSA, sha256 } from "@scure/btc-signer/utils.js";
import { base64, hex } from "@scure/base";
import { type Context, Hono } from "hono";
import { readJsonBody } from "../../http/respond.ts";
import type { SimStore } from "../../state/sim_store.ts";
import type { BitcoinChainState } from "./chain_state.ts";
import { type BroadcastOutcome, DEFAULT_BITCOIN_ASSET_MANAGER } from "./esplora_app.ts";
import {
  type ExchangeContext,
  type ExchangeEnv,
  spendableTradingUtxos,
  type TradingWalletRecord,
} from "./_exchange_context.ts";
import { registerExchangeAuthRoutes } from "./exchange_auth_routes.ts";
import { registerExchangeTransactionRoutes } from "./exchange_transaction_routes.ts";
import { type ExchangeTokenRecord, ExchangeTokens } from "./exchange_tokens.ts";

/** The secret word the simulated exchange shares with integrators. */
export const SIM_EXCHANGE_SECRET_WORD = "sim-exchange-secret";
/** The access token the simulated exchange accepts by default. */
export const SIM_EXCHANGE_ACCESS_TOKEN = "sim-exchange-token";
/** How long a signature stays valid, in ms (docs/rules/auth.md#exchange-signature). */
export const EXCHANGE_SIGNATURE_VALIDITY_MS = 60_000;
/** Fee rate of the exchange's withdrawals, in sat/vB. */
export const SIM_EXCHANGE_FEE_RATE = 5n;

/** Options of {@link createBitcoinExchangeApp}. */
export interface BitcoinExchangeAppOptions {
  /** The simulated chain (trading wallets' UTXOs). */
  chain: BitcoinChainState;
  /** The node's broadcast (records commitments for the relayer). */
  broadcast: (rawHex: string) => BroadcastOutcome;
  /** The simulator's clock in ms (signature age). */
  now: () => number;
  /** Asset manager address. @default DEFAULT_BITCOIN_ASSET_MANAGER */
  assetManager?: string | undefined;
  /** Secret word of the HMAC. @default SIM_EXCHANGE_SECRET_WORD */
  secretWord?: string | undefined;
  /** Accepted access tokens. @default [SIM_EXCHANGE_ACCESS_TOKEN] */
  accessTokens?: readonly string[] | undefined;
}

/** The exchange's state as data: trading wallets (scripts as hex) and the wallet each access token is bound to. */
export interface BitcoinExchangeSnapshot {
  /** Trading wallets, in creation order. */
  wallets: {
    tradingAddress: string;
    userAddress: string;
    userPublicKey: string;
    lockScript: string;
    witnessScript: string;
  }[];
  /** `[accessToken, userAddress]` pairs (the static access tokens' bindings). */
  sessions: [string, string][];
  /** Tokens issued at log-in. @default [] */
  tokens?: ExchangeTokenRecord[] | undefined;
  /** Unsigned trading-wallet txs awaiting the user's signature: `[txid, {type, userAddress}]`. @default [] */
  pending?: [string, { type: string; userAddress: string }][] | undefined;
}

/**
 * Creates the exchange app.
 *
 * @param options see {@link BitcoinExchangeAppOptions}
 * @returns the hono app, `reset` (forgets trading wallets, sessions and tokens), the `store` snapshots carry, and
 *   whether an address is a trading wallet
 */
export function createBitcoinExchangeApp(
  options: BitcoinExchangeAppOptions,
): {
  app: Hono<ExchangeEnv>;
  reset: () => void;
  store: SimStore<BitcoinExchangeSnapshot>;
  isTradingAddress: (address: string) => boolean;
} {
  const { chain, now } = options;
  const assetManager = options.assetManager ?? DEFAULT_BITCOIN_ASSET_MANAGER;
  const tokens = new Set(options.accessTokens ?? [SIM_EXCHANGE_ACCESS_TOKEN]);
  const encoder = new TextEncoder();
  const hmacKey = crypto.subtle.importKey(
    "raw",
    encoder.encode(options.secretWord ?? SIM_EXCHANGE_SECRET_WORD),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["verify"],
  );
  const exchangeKey = sha256(encoder.encode("sim-bitcoin-exchange-key"));
  const exchangePub = pubECDSA(exchangeKey, true);
  const wallets = new Map<string, TradingWalletRecord>();
  const sessions = new Map<string, string>();
  const tokenStore = new ExchangeTokens(now);
  const pending = new Map<string, { type: string; userAddress: string }>();
  const fail = (c: Context, status: 400 | 401 | 403 | 404, code: string, message: string) =>
    c.json({ code, message }, status);
  /** A static access token used to look up or create a wallet is bound to that wallet's user. */
  const bind = (token: string | undefined, user: string): void => {
    if (token !== undefined && tokens.has(token)) sessions.set(token, user);
  };
  const ensureWallet = (userAddress: string, userPub: Uint8Array): TradingWalletRecord => {
    let wallet = wallets.get(userAddress);
    if (!wallet) {
      const ms = p2ms(2, [userPub, exchangePub]);
      const wsh = p2wsh(ms);
      wallet = {
        tradingAddress: wsh.address ?? "",
        userAddress,
        userPublicKey: hex.encode(userPub),
        lockScript: wsh.script,
        witnessScript: ms.script,
      };
      wallets.set(userAddress, wallet);
    }
    return wallet;
  };
  const ctx: ExchangeContext = {
    chain,
    now,
    wallets,
    tokens: tokenStore,
    exchangeKey,
    broadcast: options.broadcast,
    ensureWallet,
    fail,
    pending,
  };

  const app = new Hono<ExchangeEnv>();
  app.use("*", async (c, next) => {
    const signature = c.req.header("x-api-signature");
    const timestamp = c.req.header("x-api-timestamp");
    if (!signature || !timestamp) {
      return fail(c, 401, "SIGNATURE_MISSING", "x-api-signature and x-api-timestamp are required");
    }
    const ts = Number(timestamp);
    if (!/^\d{1,16}$/.test(timestamp) || Math.abs(now() - ts) > EXCHANGE_SIGNATURE_VALIDITY_MS) {
      return fail(c, 401, "SIGNATURE_EXPIRED", "x-api-signature is older than 60 s (or from the future)");
    }
    const mac = new Uint8Array(/^[0-9a-f]{64}$/i.test(signature) ? hex.decode(signature.toLowerCase()) : []);
    const valid = mac.length === 32 &&
      await crypto.subtle.verify("HMAC", await hmacKey, mac, encoder.encode(timestamp));
    if (!valid) return fail(c, 401, "SIGNATURE_INVALID", "x-api-signature does not match");
    const header = c.req.header("authorization");
    const token = /^Bearer (.+)$/.exec(header ?? "")?.[1];
    // log-in needs no bearer token; the wallet lookup takes one when sent (the platform sends none there)
    // (the app may be mounted under a prefix: match the route's tail)
    const open = /\/auth\/(?:authenticate|refresh-token)$/.test(c.req.path) ||
      (header === undefined && c.req.method === "GET" && /\/wallets\/details\/[^/]+$/.test(c.req.path));
    const issuedTo = token === undefined ? undefined : tokenStore.userOfAccess(token);
    if (!open && (token === undefined || (!tokens.has(token) && issuedTo === undefined))) {
      return fail(c, 401, "UNAUTHORIZED", "unknown or expired access token");
    }
    c.set("token", token);
    c.set("user", issuedTo ?? (token === undefined ? undefined : sessions.get(token)));
    await next();
  });
  registerExchangeAuthRoutes(app, ctx);
  registerExchangeTransactionRoutes(app, ctx);

  const view = (w: TradingWalletRecord) => ({
    tradingAddress: w.tradingAddress,
    userAddress: w.userAddress,
    userPublicKey: w.userPublicKey,
  });

  app.get("/wallets/details/:userAddress", (c) => {
    const wallet = wallets.get(c.req.param("userAddress"));
    if (!wallet) return fail(c, 404, "NOT_FOUND", "Trading wallet not found");
    bind(c.get("token"), wallet.userAddress);
    return c.json({ code: "0", data: view(wallet) });
  });

  app.post("/wallets", async (c) => {
    const body = await readJsonBody(c);
    const p = (body.ok ? body.value : undefined) as
      | { walletAddress?: unknown; publicKey?: unknown }
      | undefined;
    if (typeof p?.walletAddress !== "string" || typeof p.publicKey !== "string") {
      return fail(c, 400, "INVALID_REQUEST", "walletAddress and publicKey are required");
    }
    let userPub: Uint8Array;
    try {
      userPub = hex.decode(p.publicKey.toLowerCase());
      if (p2wpkh(userPub).address !== p.walletAddress) throw new Error("mismatch");
    } catch {
      return fail(c, 400, "INVALID_PUBLIC_KEY", "publicKey is not the key of walletAddress (P2WPKH)");
    }
    const wallet = ensureWallet(p.walletAddress, userPub);
    bind(c.get("token"), wallet.userAddress);
    return c.json({ code: "0", data: view(wallet) });
  });

  app.post("/sodax/transaction", async (c) => {
    const wallet = wallets.get(c.get("user") ?? "");
    if (!wallet) return fail(c, 400, "NO_TRADING_WALLET", "no trading wallet is bound to this access token");
    const body = await readJsonBody(c);
    const p = paramsOf(body);
    const amount = typeof p.amount === "string" && /^\d{1,16}$/.test(p.amount) ? BigInt(p.amount) : -1n;
    if (amount < 546n) {
      return fail(c, 400, "INVALID_AMOUNT", "amount must be a decimal string of at least 546 sats");
    }
    if (p.tokenId !== "0:0") return fail(c, 400, "UNSUPPORTED_TOKEN", "only BTC (0:0) is simulated");
    if (typeof p.sodaxData !== "string" || !/^[0-9a-f]{64}$/i.test(p.sodaxData)) {
      return fail(c, 400, "INVALID_DATA", "sodaxData must be a 32-byte hash (64 hex characters)");
    }
    const commitment = Script.encode([
      "RETURN",
      12,
      new Uint8Array([0x31, ...hex.decode(p.sodaxData.toLowerCase())]),
    ]);
    const utxos = spendableTradingUtxos(ctx, wallet);
    const selected = selectOrUndefined(() =>
      selectUTXO(
        utxos.map((u) => ({
          txid: hex.decode(u.txid),
          index: u.vout,
          witnessUtxo: { amount: u.value, script: wallet.lockScript },
          witnessScript: wallet.witnessScript,
        })),
        [{ address: assetManager, amount }, { script: commitment, amount: 0n }],
        "default",
        {
          feePerByte: SIM_EXCHANGE_FEE_RATE,
          changeAddress: wallet.tradingAddress,
          dust: 546n,
          allowUnknownOutputs: true,
          bip69: false,
          createTx: true,
        },
      )
    );
    if (!selected?.tx) {
      return fail(c, 400, "INSUFFICIENT_FUNDS", "the trading wallet cannot pay this withdrawal");
    }
    return c.json({
      code: "0",
      data: {
        base64Psbt: base64.encode(selected.tx.toPSBT()),
        fee: { feeRate: Number(SIM_EXCHANGE_FEE_RATE), totalFee: Number(selected.fee ?? 0n) },
        txId: "",
        userInputIndexes: Array.from({ length: selected.tx.inputsLength }, (_, i) => i),
      },
    });
  });

  app.post("/sodax/transaction/sign", async (c) => {
    const wallet = wallets.get(c.get("user") ?? "");
    const body = await readJsonBody(c);
    const p = paramsOf(body);
    if (!wallet || p.userAddress !== wallet.userAddress) {
      return fail(
        c,
        400,
        "NO_TRADING_WALLET",
        "userAddress has no trading wallet bound to this access token",
      );
    }
    if (typeof p.signedBase64Tx !== "string") {
      return fail(c, 400, "INVALID_REQUEST", "signedBase64Tx is required");
    }
    let raw: string;
    try {
      const tx = Transaction.fromPSBT(base64.decode(p.signedBase64Tx), { allowUnknownOutputs: true });
      const userPub = wallet.userPublicKey;
      for (let i = 0; i < tx.inputsLength; i++) {
        const sigs = tx.getInput(i).partialSig ?? [];
        if (!sigs.some(([pub]) => hex.encode(pub) === userPub)) {
          throw new Error(`input ${i} is not signed by the user`);
        }
      }
      tx.sign(exchangeKey);
      tx.finalize();
      raw = tx.hex;
    } catch (cause) {
      return fail(
        c,
        400,
        "INVALID_SIGNED_TX",
        `cannot co-sign: ${cause instanceof Error ? cause.message : cause}`,
      );
    }
    const sent = options.broadcast(raw);
    if (!sent.ok) return fail(c, 400, "BROADCAST_FAILED", sent.reason);
    return c.json({ code: "0", data: { txId: sent.txid } });
  });
  const reset = (): void => {
    wallets.clear();
    sessions.clear();
    tokenStore.reset();
    pending.clear();
  };
  const store: SimStore<BitcoinExchangeSnapshot> = {
    snapshot: () => ({
      wallets: [...wallets.values()].map((w) => ({
        ...w,
        lockScript: hex.encode(w.lockScript),
        witnessScript: hex.encode(w.witnessScript),
      })),
      sessions: [...sessions],
      tokens: tokenStore.snapshot(),
      pending: [...pending].map(([txid, p]) => [txid, { ...p }]),
    }),
    restore: (value) => {
      const restored = value.wallets.map((w): TradingWalletRecord => ({
        ...w,
        lockScript: hex.decode(w.lockScript),
        witnessScript: hex.decode(w.witnessScript),
      }));
      reset();
      for (const w of restored) wallets.set(w.userAddress, w);
      for (const [token, user] of value.sessions) sessions.set(token, user);
      tokenStore.restore(value.tokens ?? []);
      for (const [txid, p] of value.pending ?? []) pending.set(txid, { ...p });
    },
  };
  const isTradingAddress = (address: string): boolean =>
    [...wallets.values()].some((w) => w.tradingAddress === address);
  return { app, reset, store, isTradingAddress };
}

/** The `params` object of a `{type, params}` body (an empty object for anything else). */
function paramsOf(
  body: { ok: true; value: unknown } | { ok: false; message: string },
): Record<string, unknown> {
  const params = body.ok && typeof body.value === "object" && body.value !== null
    ? (body.value as { params?: unknown }).params
    : undefined;
  return typeof params === "object" && params !== null ? params as Record<string, unknown> : {};
}

function selectOrUndefined<T>(select: () => T): T | undefined {
  try {
    return select();
  } catch {
    return undefined;
  }
}
