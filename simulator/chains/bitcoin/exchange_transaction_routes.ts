/**
 * The trading-wallet transaction routes of the simulated exchange (as the platform's `RadfiProvider` calls them;
 * each needs the request signature and a bearer access token bound to `params.userAddress`):
 *
 * - `POST /transactions {type: "renew-utxo", params: {userAddress, txIdVouts: ["<txid>:<vout>", …]}}`: an unsigned
 *   PSBT spending exactly those outputs of the user's trading wallet (each must be unspent and expired) back to
 *   the trading wallet, less the fee.
 * - `POST /transactions {type: "withdraw", params: {userAddress, amount, tokenId: "0:0", withdrawTo}}`: an unsigned
 *   PSBT paying `amount` sats (a decimal string, at least 546) from the trading wallet's unexpired outputs to
 *   `withdrawTo`, change back to the trading wallet.
 *
 *   Both answer `{code: "0", data: {base64Psbt, fee: {feeRate, totalFee}, txId}}` (`txId` the id the tx will have:
 *   segwit ids do not change with signatures) and remember the tx as pending for that user and type.
 * - `POST /transactions/sign {type, params: {userAddress, signedBase64Tx}}`: the user-signed PSBT of a pending tx of
 *   that type: checks the user signed every input, co-signs, finalizes and broadcasts; answers
 *   `{code: "0", data: {txId}}`.
 * - `POST /transactions/max-spent {type: "withdraw", params: {userAddress, amount, tokenId, withdrawTo}}`: the most a
 *   withdrawal to `withdrawTo` can pay from the unexpired outputs (all of them swept into one output), answers
 *   `{code: "0", data: {maxSatsAmt, feeRate, fee}}` (`amount` is checked, not used).
 *
 * Bad input is a 400 JSON `{code, message}`; a token bound to another user is 403 `FORBIDDEN`.
 * @module
 */
import { Address, NETWORK, OutScript, selectUTXO, Transaction } from "@scure/btc-signer";
import { base64, hex } from "@scure/base";
import type { Context, Hono } from "hono";
import { readJsonBody } from "../../http/respond.ts";
import type { SimUtxo } from "./chain_state.ts";
import {
  type ExchangeContext,
  type ExchangeEnv,
  isExpiredAt,
  spendableTradingUtxos,
  type TradingWalletRecord,
} from "./_exchange_context.ts";

/** Fee rate of the exchange's trading-wallet transactions, in sat/vB. */
export const SIM_TRADING_FEE_RATE = 5n;
const DUST = 546n;
const TYPES = ["renew-utxo", "withdraw"] as const;

/** Registers `/transactions`, `/transactions/sign` and `/transactions/max-spent` on `app`. */
export function registerExchangeTransactionRoutes(app: Hono<ExchangeEnv>, ctx: ExchangeContext): void {
  const { fail } = ctx;

  /** The body's `{type, params}` and the trading wallet of `params.userAddress`, or the refusal. */
  async function readRequest(
    c: Context<ExchangeEnv>,
  ): Promise<{ type: string; params: Record<string, unknown>; wallet: TradingWalletRecord } | Response> {
    const body = await readJsonBody(c);
    const value = body.ok && typeof body.value === "object" && body.value !== null
      ? body.value as { type?: unknown; params?: unknown }
      : {};
    const type = value.type;
    const params = typeof value.params === "object" && value.params !== null
      ? value.params as Record<string, unknown>
      : undefined;
    if (typeof type !== "string" || !(TYPES as readonly string[]).includes(type) || params === undefined) {
      return fail(c, 400, "INVALID_REQUEST", `body must be {type: ${TYPES.join(" | ")}, params: {...}}`);
    }
    if (typeof params.userAddress !== "string") {
      return fail(c, 400, "INVALID_REQUEST", "params.userAddress is required");
    }
    if (c.get("user") !== params.userAddress) {
      return fail(c, 403, "FORBIDDEN", "the access token is not bound to params.userAddress");
    }
    const wallet = ctx.wallets.get(params.userAddress);
    if (!wallet) return fail(c, 400, "NO_TRADING_WALLET", "userAddress has no trading wallet");
    return { type, params, wallet };
  }

  const asInput = (w: TradingWalletRecord, u: SimUtxo) => ({
    txid: hex.decode(u.txid),
    index: u.vout,
    witnessUtxo: { amount: u.value, script: w.lockScript },
    witnessScript: w.witnessScript,
  });

  /** Sweeps `utxos` into one output to `to` (the fee taken from it), or `undefined` when they cannot pay it. */
  function sweep(w: TradingWalletRecord, utxos: readonly SimUtxo[], to: string) {
    try {
      const selected = selectUTXO(utxos.map((u) => asInput(w, u)), [], "all", {
        feePerByte: SIM_TRADING_FEE_RATE,
        changeAddress: to,
        dust: DUST,
        bip69: false,
        createTx: true,
      });
      return selected?.tx && selected.change ? selected : undefined;
    } catch {
      return undefined;
    }
  }

  /** Withdrawal params, checked: `{amount, withdrawTo}`, or the refusal. */
  function withdrawParams(c: Context, p: Record<string, unknown>): { amount: bigint; to: string } | Response {
    const amount = typeof p.amount === "string" && /^\d{1,16}$/.test(p.amount) ? BigInt(p.amount) : -1n;
    if (amount < DUST) {
      return fail(c, 400, "INVALID_AMOUNT", "amount must be a decimal string of at least 546 sats");
    }
    if (p.tokenId !== "0:0") return fail(c, 400, "UNSUPPORTED_TOKEN", "only BTC (0:0) is simulated");
    const to = typeof p.withdrawTo === "string" ? p.withdrawTo : "";
    try {
      OutScript.encode(Address(NETWORK).decode(to));
    } catch {
      return fail(c, 400, "INVALID_ADDRESS", "withdrawTo must be a mainnet Bitcoin address");
    }
    return { amount, to };
  }

  const answerBuilt = (c: Context, tx: Transaction, fee: bigint, type: string, user: string) => {
    ctx.pending.set(tx.id, { type, userAddress: user });
    return c.json({
      code: "0",
      data: {
        base64Psbt: base64.encode(tx.toPSBT()),
        fee: { feeRate: Number(SIM_TRADING_FEE_RATE), totalFee: Number(fee) },
        txId: tx.id,
      },
    });
  };

  app.post("/transactions", async (c) => {
    const req = await readRequest(c);
    if (req instanceof Response) return req;
    const { type, params, wallet } = req;
    if (type === "renew-utxo") {
      const ids = params.txIdVouts;
      if (!Array.isArray(ids) || ids.length === 0 || ids.length > 100) {
        return fail(c, 400, "INVALID_REQUEST", "params.txIdVouts must list 1 to 100 '<txid>:<vout>' strings");
      }
      const unspent = new Map(
        (ctx.chain.utxosOf(wallet.tradingAddress) ?? []).map((u) => [`${u.txid}:${u.vout}`, u]),
      );
      const chosen: SimUtxo[] = [];
      for (const id of ids) {
        const key = typeof id === "string" ? id.toLowerCase() : "";
        if (!/^[0-9a-f]{64}:\d{1,10}$/.test(key)) {
          return fail(c, 400, "INVALID_REQUEST", `not a '<txid>:<vout>': ${String(id).slice(0, 80)}`);
        }
        const u = unspent.get(key);
        if (u === undefined) {
          return fail(c, 400, "UTXO_NOT_FOUND", `${key} is not an unspent output of the trading wallet`);
        }
        if (chosen.includes(u)) return fail(c, 400, "INVALID_REQUEST", `${key} is listed twice`);
        if (!isExpiredAt(ctx.chain.createdAtOf(u.txid, u.vout) ?? 0, ctx.now())) {
          return fail(c, 400, "UTXO_NOT_EXPIRED", `${key} has not expired`);
        }
        chosen.push(u);
      }
      const swept = sweep(wallet, chosen, wallet.tradingAddress);
      if (!swept?.tx) return fail(c, 400, "INSUFFICIENT_FUNDS", "the outputs cannot pay the renewal fee");
      return answerBuilt(c, swept.tx, swept.fee ?? 0n, type, wallet.userAddress);
    }
    const w = withdrawParams(c, params);
    if (w instanceof Response) return w;
    let selected: ReturnType<typeof selectUTXO>;
    try {
      selected = selectUTXO(
        spendableTradingUtxos(ctx, wallet).map((u) => asInput(wallet, u)),
        [
          { address: w.to, amount: w.amount },
        ],
        "default",
        {
          feePerByte: SIM_TRADING_FEE_RATE,
          changeAddress: wallet.tradingAddress,
          dust: DUST,
          bip69: false,
          createTx: true,
        },
      );
    } catch {
      selected = undefined;
    }
    if (!selected?.tx) {
      return fail(c, 400, "INSUFFICIENT_FUNDS", "the trading wallet cannot pay this withdrawal");
    }
    return answerBuilt(c, selected.tx, selected.fee ?? 0n, type, wallet.userAddress);
  });

  app.post("/transactions/max-spent", async (c) => {
    const req = await readRequest(c);
    if (req instanceof Response) return req;
    if (req.type !== "withdraw") return fail(c, 400, "INVALID_REQUEST", "only type withdraw has a max-spent");
    const w = withdrawParams(c, req.params);
    if (w instanceof Response) return w;
    const swept = sweep(req.wallet, spendableTradingUtxos(ctx, req.wallet), w.to);
    const max = swept?.outputs[0]?.amount ?? 0n;
    return c.json({
      code: "0",
      data: { maxSatsAmt: Number(max), feeRate: Number(SIM_TRADING_FEE_RATE), fee: Number(swept?.fee ?? 0n) },
    });
  });

  app.post("/transactions/sign", async (c) => {
    const req = await readRequest(c);
    if (req instanceof Response) return req;
    const { type, params, wallet } = req;
    if (typeof params.signedBase64Tx !== "string") {
      return fail(c, 400, "INVALID_REQUEST", "params.signedBase64Tx is required");
    }
    let raw: string;
    let txid: string;
    try {
      const tx = Transaction.fromPSBT(base64.decode(params.signedBase64Tx));
      txid = tx.id;
      const pending = ctx.pending.get(txid);
      if (pending === undefined || pending.type !== type || pending.userAddress !== wallet.userAddress) {
        return fail(c, 400, "UNKNOWN_TRANSACTION", `no pending ${type} transaction ${txid} of this user`);
      }
      for (let i = 0; i < tx.inputsLength; i++) {
        const sigs = tx.getInput(i).partialSig ?? [];
        if (!sigs.some(([pub]) => hex.encode(pub) === wallet.userPublicKey)) {
          throw new Error(`input ${i} is not signed by the user`);
        }
      }
      tx.sign(ctx.exchangeKey);
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
    const sent = ctx.broadcast(raw);
    if (!sent.ok) return fail(c, 400, "BROADCAST_FAILED", sent.reason);
    ctx.pending.delete(txid);
    return c.json({ code: "0", data: { txId: sent.txid } });
  });
}
