import { createManualClock, type ManualClock } from "../../../simulator/state/clock.ts";
import { Ledger } from "../../../simulator/state/ledger.ts";
import {
  createSwapsApp,
  DEFAULT_SWAPS_TOKENS,
  type SwapsApp,
  type SwapsAppOptions,
} from "../../../simulator/swaps/mod.ts";

export const USER = "0x5555555555555555555555555555555555555555";
export const RECEIVER = "0x6666666666666666666666666666666666666666";
export const FEE_RECEIVER = "0x2222222222222222222222222222222222222222";

export function token(chainKey: string, symbol: string): string {
  const t = DEFAULT_SWAPS_TOKENS[chainKey]?.find((x) => x.symbol === symbol);
  if (!t) throw new Error(`no ${symbol} on ${chainKey}`);
  return t.address;
}

export interface Harness extends SwapsApp {
  clock: ManualClock;
  ledger: Ledger;
}

export function setup(options: Omit<SwapsAppOptions, "ledger"> = {}): Harness {
  const clock = createManualClock();
  const ledger = new Ledger({ clock, seed: 3 });
  return { clock, ledger, ...createSwapsApp({ ledger, ...options }) };
}

export async function call(
  h: { app: SwapsApp["app"] },
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const init: RequestInit = body === undefined
    ? {}
    : { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) };
  const res = await h.app.request(path, init);
  return { status: res.status, json: await res.json() };
}

export const baseUsdc = token("0x2105.base", "USDC");
export const bscUsdc = token("0x38.bsc", "USDC");

export const quoteBody = {
  tokenSrc: baseUsdc,
  tokenDst: bscUsdc,
  tokenSrcChainKey: "0x2105.base",
  tokenDstChainKey: "0x38.bsc",
  amount: "1000000",
  quoteType: "exact_input",
};

export const intentBody = {
  ...quoteBody,
  srcAddress: USER,
  dstAddress: RECEIVER,
  minOutputAmount: "900000",
  deadline: "1700000300",
  allowPartialFill: false,
};

export const allowanceBody = {
  tokenSrc: baseUsdc,
  tokenSrcChainKey: "0x2105.base",
  srcAddress: USER,
  amount: "1000000",
};
