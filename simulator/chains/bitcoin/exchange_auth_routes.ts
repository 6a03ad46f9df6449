/**
 * The log-in routes of the simulated exchange (as the platform's `RadfiProvider` calls them):
 *
 * - `POST /auth/authenticate {message, signature, address, publicKey}`: `message` must be
 *   `Login to Radfi via Sodax: <unix ms>` with a time within {@link SIM_EXCHANGE_LOGIN_WINDOW_MS} of the
 *   simulator's clock, `publicKey` the key of the P2WPKH `address`, `signature` its BIP-322 simple signature of
 *   the message. Creates the user's trading wallet when missing and answers
 *   `{code: "0", data: {accessToken, refreshToken, tradingAddress}}`. While the user still holds a live refresh
 *   token the exchange refuses a second log-in with 400 `{code: "4008", message: "duplicatedPubKey"}` (the
 *   platform's dapp-kit then refreshes instead).
 * - `POST /auth/refresh-token {refreshToken}`: rotates a live refresh token, answers
 *   `{code: "0", data: {accessToken, refreshToken}}`; 401 `INVALID_REFRESH_TOKEN` otherwise.
 *
 * Both need the request signature (`x-api-signature`) like every exchange route, but no bearer token. Bad input is
 * a 400 JSON `{code, message}`.
 * @module
 */
import { p2wpkh } from "@scure/btc-signer";
import { hex } from "@scure/base";
import type { Hono } from "hono";
import { readJsonBody } from "../../http/respond.ts";
import { verifyBip322P2wpkh } from "./_bip322.ts";
import type { ExchangeContext, ExchangeEnv } from "./_exchange_context.ts";

/** How far the time in a log-in message may be from the simulator's clock, in ms. */
export const SIM_EXCHANGE_LOGIN_WINDOW_MS = 10 * 60_000;

/** Registers `/auth/authenticate` and `/auth/refresh-token` on `app`. */
export function registerExchangeAuthRoutes(app: Hono<ExchangeEnv>, ctx: ExchangeContext): void {
  const { fail } = ctx;
  app.post("/auth/authenticate", async (c) => {
    const body = await readJsonBody(c);
    const p = (body.ok && typeof body.value === "object" && body.value !== null ? body.value : {}) as Record<
      string,
      unknown
    >;
    const { message, signature, address, publicKey } = p;
    if (
      typeof message !== "string" || typeof signature !== "string" || typeof address !== "string" ||
      typeof publicKey !== "string"
    ) {
      return fail(
        c,
        400,
        "INVALID_REQUEST",
        "message, signature, address and publicKey are required strings",
      );
    }
    const stamp = /^Login to Radfi via Sodax: (\d{1,16})$/.exec(message)?.[1];
    if (stamp === undefined) {
      return fail(c, 400, "INVALID_MESSAGE", "message must be 'Login to Radfi via Sodax: <unix ms>'");
    }
    if (Math.abs(ctx.now() - Number(stamp)) > SIM_EXCHANGE_LOGIN_WINDOW_MS) {
      return fail(
        c,
        400,
        "MESSAGE_EXPIRED",
        "the log-in message is older than 10 minutes (or from the future)",
      );
    }
    let userPub: Uint8Array;
    try {
      userPub = hex.decode(publicKey.toLowerCase());
      if (p2wpkh(userPub).address !== address) throw new Error("mismatch");
    } catch {
      return fail(c, 400, "INVALID_PUBLIC_KEY", "publicKey is not the key of address (P2WPKH)");
    }
    const refused = verifyBip322P2wpkh(address, message, signature);
    if (refused !== undefined) {
      return fail(c, 400, "INVALID_SIGNATURE", `BIP-322 signature refused: ${refused}`);
    }
    if (ctx.tokens.hasLiveSession(address)) return fail(c, 400, "4008", "duplicatedPubKey");
    const wallet = ctx.ensureWallet(address, userPub);
    const issued = ctx.tokens.issue(address);
    return c.json({ code: "0", data: { ...issued, tradingAddress: wallet.tradingAddress } });
  });

  app.post("/auth/refresh-token", async (c) => {
    const body = await readJsonBody(c);
    const token = body.ok && typeof body.value === "object" && body.value !== null
      ? (body.value as { refreshToken?: unknown }).refreshToken
      : undefined;
    if (typeof token !== "string" || token === "") {
      return fail(c, 400, "INVALID_REQUEST", "refreshToken is required");
    }
    const next = ctx.tokens.refresh(token);
    if (next === undefined) {
      return fail(c, 401, "INVALID_REFRESH_TOKEN", "unknown, used or expired refresh token");
    }
    return c.json({ code: "0", data: { accessToken: next.accessToken, refreshToken: next.refreshToken } });
  });
}
