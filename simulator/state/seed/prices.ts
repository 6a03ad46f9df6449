/**
 * Deterministic synthetic USD prices: a smooth multi-scale walk keyed by seed, symbol and time bucket, so any
 * instant (and so any candle range) is reproducible without storage.
 *
 * @example Same seed, same price
 * ```ts
 * import assert from "node:assert/strict";
 * import { priceAt } from "./prices.ts";
 * assert.ok(priceAt(7, "ETH", 1_700_000_000) === priceAt(7, "ETH", 1_700_000_000));
 * assert.ok(Math.abs(priceAt(7, "USDC", 1_700_000_000) - 1) < 0.01);
 * ```
 * @module
 */

/** Base USD price of each canonical symbol the oracle has candles for. */
export const BASE_PRICES: Readonly<Record<string, number>> = {
  AAVE: 180,
  ADA: 0.45,
  ARB: 0.8,
  AVAX: 30,
  BALN: 0.2,
  BNB: 580,
  BTC: 65_000,
  DOGE: 0.12,
  ETH: 3_200,
  HYPE: 25,
  ICX: 0.15,
  INJ: 22,
  KAIA: 0.15,
  LINK: 14,
  NEAR: 5,
  OP: 1.8,
  PEPE: 0.00001,
  POL: 0.5,
  S: 0.6,
  SODA: 0.08,
  SOL: 150,
  STX: 1.6,
  SUI: 1.2,
  UNI: 8,
  USDC: 1,
  USDT: 1,
  XLM: 0.1,
  XRP: 0.55,
  bnUSD: 1,
};

const STABLES = new Set([
  "USDC",
  "USDT",
  "bnUSD",
  "DAI",
  "BUSD",
  "FDUSD",
  "PYUSD",
  "USD1",
  "USDH",
  "USDe",
  "USDS",
]);

const ALIASES: Readonly<Record<string, string>> = {
  WETH: "ETH",
  ETHB: "ETH",
  UETH: "ETH",
  cbETH: "ETH",
  rETH: "ETH",
  weETH: "ETH",
  WEETH: "ETH",
  wstETH: "ETH",
  WSTETH: "ETH",
  WBTC: "BTC",
  BTCB: "BTC",
  UBTC: "BTC",
  cbBTC: "BTC",
  tBTC: "BTC",
  sBTC: "BTC",
  rBTC: "BTC",
  wS: "S",
  rS: "S",
  wICX: "ICX",
  wNEAR: "NEAR",
  bnUSDd: "bnUSD",
  IbnUSD: "bnUSD",
  USDT0: "USDT",
  JitoSOL: "SOL",
  mSOL: "SOL",
  rSOL: "SOL",
  kHYPE: "HYPE",
  rHYPE: "HYPE",
  rAVAX: "AVAX",
  rBNB: "BNB",
  rPOL: "POL",
  rXLM: "XLM",
};

/**
 * The canonical oracle symbol of a token symbol (`sodaETH` -> `ETH`, `WBTC` -> `BTC`, `USDC` -> `USDC`); other
 * symbols are returned cleaned of chain suffixes.
 */
export function canonicalSymbol(tokenSymbol: string): string {
  let s = tokenSymbol.replace(/ \(legacy\)$/, "").replace(/\.(LL|e)$/, "");
  if (s.startsWith("soda") && s.length > 4) s = s.slice(4);
  if (/SUI$/.test(s) && s !== "SUI") s = "SUI";
  return ALIASES[s] ?? s;
}

function hash32(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h = Math.imul(h ^ (p >>> 0), 0x01000193);
    h = Math.imul(h ^ Math.floor(p / 4294967296), 0x01000193);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
  }
  return h >>> 0;
}

function stringHash(s: string): number {
  let h = 0x9e3779b9;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x85ebca6b) >>> 0;
  return h;
}

const unit = (h: number): number => (h / 4294967296) * 2 - 1;

function valueNoise(key: number, x: number): number {
  const i = Math.floor(x);
  const f = x - i;
  const a = unit(hash32(key, i));
  const b = unit(hash32(key, i + 1));
  const w = (1 - Math.cos(Math.PI * f)) / 2;
  return a + (b - a) * w;
}

const OCTAVES: readonly { scale: number; amp: number }[] = [
  { scale: 604_800, amp: 0.08 },
  { scale: 86_400, amp: 0.03 },
  { scale: 3_600, amp: 0.01 },
  { scale: 300, amp: 0.004 },
  { scale: 60, amp: 0.0015 },
];

/** Base price of a canonical symbol (unknown symbols get a seed-free hashed price in [0.01, 100)). */
export function basePrice(symbol: string): number {
  return BASE_PRICES[symbol] ?? 10 ** ((stringHash(symbol) % 4000) / 1000 - 2);
}

/**
 * The synthetic USD price of a symbol at a time.
 *
 * @param seed the simulator seed
 * @param symbol a canonical symbol (or any token symbol; it is canonicalised)
 * @param tSeconds UNIX seconds (fractions allowed)
 * @returns a positive price
 */
export function priceAt(seed: number, symbol: string, tSeconds: number): number {
  const canonical = canonicalSymbol(symbol);
  const vol = STABLES.has(canonical) ? 0.02 : 1;
  const key = hash32(seed, stringHash(canonical));
  let walk = 0;
  for (let k = 0; k < OCTAVES.length; k++) {
    walk += OCTAVES[k].amp * valueNoise(hash32(key, k), tSeconds / OCTAVES[k].scale);
  }
  return basePrice(canonical) * Math.exp(vol * walk);
}

/** Decimal places that give about 8 significant digits for a magnitude. */
export function priceDecimals(value: number): number {
  return Math.max(2, Math.min(20, 8 - Math.floor(Math.log10(value))));
}

/** A price as a decimal string (never exponent notation). @default decimals priceDecimals(value) */
export function formatPrice(value: number, decimals: number = priceDecimals(value)): string {
  return value.toFixed(decimals);
}
