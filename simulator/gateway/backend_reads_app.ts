/**
 * The platform SDK's data API reads (docs/wire_inventory.md#backend-data-api; `BackendApiService` of
 * `@sodax/sdk`), mounted beside `/be/config/all` and `/be/intent/tx/:txHash`: intents by hash and by user,
 * the solver orderbook, the money market (positions, assets, suppliers and borrowers, answered from the
 * simulated reserves that the hub's `eth_call` reads also serve) and the per-part config routes. Bad input is
 * a 400 `{message, code}`; an unknown intent or reserve a 404. Pagination parameters are decimal strings, as
 * that SDK sends them.
 *
 * @example The chain keys the simulator serves
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../state/clock.ts";
 * import { Ledger } from "../state/ledger.ts";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/default_config.ts";
 * import { createBackendReadsApp } from "./backend_reads_app.ts";
 * const app = createBackendReadsApp({ ledger: new Ledger({ clock: createManualClock() }), config: DEFAULT_CLIENT_CONFIG });
 * const chains = await (await app.request("/be/config/spoke/chains")).json();
 * assert.ok(chains.includes("0x2105.base") && chains.includes("sonic"));
 * ```
 * @module
 */
import { type Context, Hono } from "hono";
import { type Address, getAddress, isAddress } from "viem";
import type { ClientDefaultConfig } from "../../core/config_types/client_default_config.ts";
import type { XToken } from "../../core/config_types/xtoken.ts";
import { jsonError } from "../http/respond.ts";
import { SIM_RESERVES, simReservesData, simUserReserves } from "../state/seed/money_market.ts";
import type { Ledger } from "../state/ledger.ts";
import type { LedgerHubIntent } from "../state/types.ts";
import { toIntentRecordWire } from "./intent_record.ts";
import { hubAssetsOf, tokenWire } from "./platform_config_fields.ts";

/** Options of {@link createBackendReadsApp}. */
export interface BackendReadsAppOptions {
  /** The state ledger. */
  ledger: Ledger;
  /** The configuration served. */
  config: Readonly<ClientDefaultConfig>;
}

/** Block number written into records: one block per simulated second since 2026-01-01. */
const blockAt = (ms: number): number => Math.max(1, Math.floor(ms / 1000) - 1_767_225_600);

/** The reference `IntentResponse`: our record plus `logIndex`, `blockNumber` and `events`. */
export function intentResponse(ledger: Ledger, hub: LedgerHubIntent): Record<string, unknown> {
  const record = toIntentRecordWire(hub, ledger.fillsOf(hub));
  return { ...record, logIndex: 0, blockNumber: blockAt(hub.registeredAt), events: [] };
}

/**
 * An ISO 8601 date or date-time (`2026-01-02`, `2026-01-02T03:04:05.678Z`, with an offset instead of `Z`) as
 * UNIX ms; `absent` when not sent, `NaN` for anything else. `Date.parse` alone would also take `2026`,
 * `March 7, 2026` or `1700000000000`-like text the platform never sends (it sends `toISOString()`).
 */
function isoDateQuery(value: string | undefined, absent: number): number {
  if (value === undefined) return absent;
  const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;
  return iso.test(value) ? Date.parse(value) : Number.NaN;
}

function page(c: Context): { offset: number; limit: number } | Response {
  const offset = c.req.query("offset") ?? "0";
  const limit = c.req.query("limit") ?? "10";
  if (!/^(0|[1-9][0-9]{0,8})$/.test(offset) || !/^(0|[1-9][0-9]{0,8})$/.test(limit)) {
    return jsonError(400, "offset and limit must be non-negative integers", "INVALID_PAGINATION");
  }
  return { offset: Number(offset), limit: Math.min(Number(limit), 1000) };
}

function moneyMarketAssets(): Record<string, unknown>[] {
  const [reserves] = simReservesData();
  return reserves.map((r) => ({
    reserveAddress: r.underlyingAsset,
    aTokenAddress: r.aTokenAddress,
    variableDebtTokenAddress: r.variableDebtTokenAddress,
    symbol: r.symbol,
    totalATokenBalance: (r.availableLiquidity + r.totalScaledVariableDebt).toString(),
    totalVariableDebtTokenBalance: r.totalScaledVariableDebt.toString(),
    liquidityRate: r.liquidityRate.toString(),
    variableBorrowRate: r.variableBorrowRate.toString(),
    stableBorrowRate: "0",
    liquidityIndex: r.liquidityIndex.toString(),
    variableBorrowIndex: r.variableBorrowIndex.toString(),
    totalSuppliers: 3,
    totalBorrowers: 1,
    blockNumber: 1,
  }));
}

/** The simulated suppliers (three fixed addresses) or borrowers (the first of them) of any reserve. */
function holders(kind: "suppliers" | "borrowers"): string[] {
  const all = [1, 2, 3].map((i) => getAddress(`0x${i.toString(16).padStart(2, "0").repeat(20)}`));
  return kind === "suppliers" ? all : all.slice(0, 1);
}

/**
 * Creates the sub-app (mount at the gateway root, beside `createDataApp`).
 *
 * @param options ledger and configuration
 * @returns the hono app
 */
export function createBackendReadsApp(options: BackendReadsAppOptions): Hono {
  const { ledger, config } = options;
  const app = new Hono();
  const chains = config.chains as Readonly<Record<string, { supportedTokens: readonly XToken[] }>>;
  const chainKeys = Object.keys(chains);
  const unknownChain = (key: string): Response =>
    jsonError(404, `Unknown chain key ${key}; known: ${chainKeys.join(", ")}`, "CHAIN_NOT_FOUND");

  app.get("/be/intent/user/:userAddress", (c) => {
    const user = c.req.param("userAddress").toLowerCase();
    const p = page(c);
    if (p instanceof Response) return p;
    const start = isoDateQuery(c.req.query("startDate"), -Infinity);
    const end = isoDateQuery(c.req.query("endDate"), Infinity);
    if (Number.isNaN(start) || Number.isNaN(end)) {
      return jsonError(400, "startDate and endDate must be ISO 8601 dates", "INVALID_DATE");
    }
    const mine = ledger.hubIntents().filter((h) =>
      [h.intent.creator, h.intent.srcAddress, h.intent.dstAddress].some((a) => a.toLowerCase() === user) &&
      h.registeredAt >= start && h.registeredAt <= end
    );
    const items = mine.slice(p.offset, p.offset + p.limit).map((h) => intentResponse(ledger, h));
    return c.json({ total: mine.length, offset: p.offset, limit: p.limit, items });
  });
  app.get("/be/intent/:intentHash", (c) => {
    const hash = c.req.param("intentHash");
    if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) {
      return jsonError(400, "intentHash must be a 32-byte 0x-prefixed hex string", "INVALID_INTENT_HASH");
    }
    const hub = ledger.hubIntents().find((h) => h.intentHash.toLowerCase() === hash.toLowerCase());
    if (!hub) return jsonError(404, `No intent with hash ${hash}`, "INTENT_NOT_FOUND");
    return c.json(intentResponse(ledger, hub));
  });
  app.get("/be/solver/orderbook", (c) => {
    const p = page(c);
    if (p instanceof Response) return p;
    const open = ledger.hubIntents().map((h) => ({ h, r: toIntentRecordWire(h, ledger.fillsOf(h)) }))
      .filter(({ r }) => r.open);
    const data = open.slice(p.offset, p.offset + p.limit).map(({ h, r }) => ({
      intentState: r.intentState,
      intentData: {
        ...r.intent,
        intentHash: r.intentHash,
        txHash: r.txHash,
        blockNumber: blockAt(h.registeredAt),
      },
    }));
    return c.json({ total: open.length, data });
  });

  app.get("/be/moneymarket/position/:userAddress", (c) => {
    const user = c.req.param("userAddress");
    if (!isAddress(user, { strict: false })) {
      return jsonError(400, "userAddress must be an EVM address", "INVALID_ADDRESS");
    }
    const [reserves] = simReservesData();
    const positions = simUserReserves(user as Address).map((u, i) => ({
      reserveAddress: u.underlyingAsset,
      aTokenAddress: reserves[i].aTokenAddress,
      variableDebtTokenAddress: reserves[i].variableDebtTokenAddress,
      aTokenBalance: u.scaledATokenBalance.toString(),
      variableDebtTokenBalance: u.scaledVariableDebt.toString(),
      blockNumber: 1,
    }));
    return c.json({ userAddress: user, positions });
  });
  app.get("/be/moneymarket/asset/all", (c) => c.json(moneyMarketAssets()));
  app.get("/be/moneymarket/borrowers", (c) => {
    const p = page(c);
    if (p instanceof Response) return p;
    const borrowers = holders("borrowers");
    return c.json({
      borrowers: borrowers.slice(p.offset, p.offset + p.limit),
      total: borrowers.length,
      ...p,
    });
  });
  app.get("/be/moneymarket/asset/:reserve", (c) => {
    const reserve = c.req.param("reserve").toLowerCase();
    const asset = moneyMarketAssets().find((a) => String(a.reserveAddress).toLowerCase() === reserve);
    return asset ? c.json(asset) : jsonError(404, `No reserve ${reserve}`, "RESERVE_NOT_FOUND");
  });
  for (const kind of ["suppliers", "borrowers"] as const) {
    app.get(`/be/moneymarket/asset/:reserve/${kind}`, (c) => {
      const reserve = c.req.param("reserve").toLowerCase();
      if (!SIM_RESERVES.some((r) => r.toLowerCase() === reserve)) {
        return jsonError(404, `No reserve ${reserve}`, "RESERVE_NOT_FOUND");
      }
      const p = page(c);
      if (p instanceof Response) return p;
      const list = holders(kind);
      return c.json({ [kind]: list.slice(p.offset, p.offset + p.limit), total: list.length, ...p });
    });
  }

  const perChain = (pick: (key: string) => readonly XToken[]): Record<string, unknown[]> =>
    Object.fromEntries(chainKeys.map((k) => [k, pick(k).map(tokenWire)]));
  const mmTokens = (key: string): readonly XToken[] =>
    (config.moneyMarket.supportedTokens as Readonly<Record<string, readonly XToken[]>>)[key] ?? [];
  const swapTokens = (key: string): readonly XToken[] =>
    (config.swaps.supportedTokens as Readonly<Record<string, readonly XToken[]>>)[key] ??
      chains[key]?.supportedTokens ?? [];
  app.get("/be/config/spoke/chains", (c) => c.json(chainKeys));
  app.get("/be/config/swap/tokens", (c) => c.json(perChain(swapTokens)));
  app.get("/be/config/swap/:chainKey/tokens", (c) => {
    const key = c.req.param("chainKey");
    return key in chains ? c.json(swapTokens(key).map(tokenWire)) : unknownChain(key);
  });
  app.get("/be/config/money-market/tokens", (c) => c.json(perChain(mmTokens)));
  app.get("/be/config/money-market/reserve-assets", (c) => c.json(SIM_RESERVES));
  app.get("/be/config/money-market/:chainKey/tokens", (c) => {
    const key = c.req.param("chainKey");
    return key in chains ? c.json(mmTokens(key).map(tokenWire)) : unknownChain(key);
  });
  app.get(
    "/be/config/relay/chain-id-map",
    (c) =>
      c.json(
        Object.fromEntries(Object.entries(config.relay.relayChainIdMap).map(([k, v]) => [k, Number(v)])),
      ),
  );
  app.get(
    "/be/config/spoke/all-chains-configs",
    (c) =>
      c.body(JSON.stringify(config.chains, (_k, v) => typeof v === "bigint" ? v.toString() : v), 200, {
        "content-type": "application/json; charset=UTF-8",
      }),
  );
  // 1.3.0-beta only (SDKS removed them): original asset -> {asset, decimal, vault, symbol, name} per chain.
  const hubAssets = (key: string): Record<string, unknown> => hubAssetsOf(chains[key]?.supportedTokens ?? []);
  app.get(
    "/be/config/hub/assets",
    (c) => c.json(Object.fromEntries(chainKeys.map((k) => [k, hubAssets(k)]))),
  );
  app.get("/be/config/hub/:chainKey/assets", (c) => {
    const key = c.req.param("chainKey");
    return key in chains ? c.json(hubAssets(key)) : unknownChain(key);
  });
  return app;
}
