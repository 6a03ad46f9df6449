/**
 * The control API's balance routes (mounted under `/__sim` by `control_app.ts`):
 * `POST /fund {chainKey, account, token?, amount, mode?}` sets (`mode: "set"`, the default) or adds to
 * (`"add"`, `amount` may be negative) a balance of any token (the chain's native token when `token` is omitted)
 * on any chain; `GET /balances?chainKey=&account=&token=` reads: one balance (seeded or not) when all three are
 * given, otherwise every touched balance matching the filters. Amounts are decimal strings.
 *
 * @example Fund an account and read it back
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../app.ts";
 * const sim = createSimulatorApp({ clock: "system" });
 * const body = JSON.stringify({ chainKey: "0x2105.base", account: `0x${"ab".repeat(20)}`, amount: "42" });
 * const funded = await sim.fetch("/__sim/fund", { method: "POST", body });
 * assert.equal((await funded.json()).amount, "42");
 * const read = await sim.fetch(`/__sim/balances?chainKey=0x2105.base&account=0x${"ab".repeat(20)}`);
 * assert.equal((await read.json()).balances[0].amount, "42");
 * sim.close();
 * ```
 * @module
 */
import type { Hono } from "hono";
import { z } from "zod";
import { isSpokeChainKey } from "../../core/chains/chain_keys.ts";
import { describeIssues, jsonError, readJsonBody } from "../http/respond.ts";
import { MAX_UINT256 } from "../http/uint256.ts";
import type { SimContext } from "../context/sim_context.ts";

/** Options of {@link mountBalanceRoutes}. */
export interface BalanceRoutesOptions {
  /** The native token id of a chain (used when `token` is omitted). @default the EVM zero address */
  nativeTokenOf?: ((chainKey: string) => string | undefined) | undefined;
}

const fundSchema = z.object({
  chainKey: z.string().refine(isSpokeChainKey, "unknown chain key"),
  account: z.string().min(1).max(200),
  token: z.string().min(1).max(200).optional(),
  // at most 78 digits: the length is checked before the value is converted (http/uint256.ts)
  amount: z.union([
    z.string().regex(/^-?\d{1,78}$/, "a decimal integer of at most 78 digits"),
    z.number().int().safe(),
  ]),
  mode: z.enum(["set", "add"]).optional(),
}).strict();

const ZERO = "0x0000000000000000000000000000000000000000";

/**
 * Adds `POST /fund` and `GET /balances` to a control app.
 *
 * @param app the control app
 * @param ctx the simulator's shared state
 * @param options native token lookup
 * @example An unknown chain key is a 400
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../app.ts";
 * const sim = createSimulatorApp({ clock: "system" });
 * const res = await sim.fetch("/__sim/fund", { method: "POST", body: '{"chainKey":"mars","account":"a","amount":"1"}' });
 * assert.equal(res.status, 400);
 * await res.body?.cancel();
 * sim.close();
 * ```
 */
export function mountBalanceRoutes(app: Hono, ctx: SimContext, options: BalanceRoutesOptions = {}): void {
  const nativeOf = (chainKey: string) => options.nativeTokenOf?.(chainKey) ?? ZERO;
  app.post("/fund", async (c) => {
    const raw = await readJsonBody(c);
    if (!raw.ok) return jsonError(400, "Invalid JSON", "INVALID_JSON");
    const parsed = fundSchema.safeParse(raw.value);
    if (!parsed.success) return jsonError(400, describeIssues(parsed.error.issues), "INVALID_BODY");
    const { chainKey, account, mode = "set" } = parsed.data;
    const token = parsed.data.token ?? nativeOf(chainKey);
    const amount = BigInt(parsed.data.amount);
    if (amount > MAX_UINT256 || -amount > MAX_UINT256) {
      return jsonError(400, "amount: must be within ±(2^256 - 1)", "INVALID_BODY");
    }
    if (mode === "set" && amount < 0n) return jsonError(400, "amount: must not be negative", "INVALID_BODY");
    const current = ctx.balances.balanceOf(chainKey, account, token);
    if (mode === "add" && current + amount < 0n) {
      return jsonError(400, `amount: the balance ${current} cannot go below zero`, "INVALID_BODY");
    }
    const next = ctx.balances.fund(chainKey, account, token, amount, mode);
    return c.json({ chainKey, account, token, amount: next.toString() });
  });
  app.get("/balances", (c) => {
    const chainKey = c.req.query("chainKey") || undefined;
    const account = c.req.query("account") || undefined;
    const token = c.req.query("token") || undefined;
    if (chainKey !== undefined && !isSpokeChainKey(chainKey)) {
      return jsonError(400, `chainKey: unknown chain key ${chainKey}`, "INVALID_QUERY");
    }
    if (token !== undefined && (chainKey === undefined || account === undefined)) {
      return jsonError(400, "token: needs chainKey and account", "INVALID_QUERY");
    }
    if (chainKey !== undefined && account !== undefined && token !== undefined) {
      const amount = ctx.balances.balanceOf(chainKey, account, token).toString();
      return c.json({ balances: [{ chainKey, account, token, amount }] });
    }
    const balances = ctx.balances.entries({ chainKey, account }).map((e) => ({
      ...e,
      amount: e.amount.toString(),
    }));
    return c.json({ balances });
  });
}
