/**
 * A stub swaps API v2 backend for the wire client tests: a `fetch` that routes by path, answers each route with
 * a valid body or an injected failure, and counts attempts and applied mutations per route.
 * @module
 */
import { API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE } from "../../wire/mod.ts";
import type { FetchLike } from "../../wire/mod.ts";

/** Injected failures. `lostResponse` applies the mutation, then drops the connection. */
export type Failure =
  | "network"
  | "lostResponse"
  | "s500"
  | "s502"
  | "s503"
  | "s429"
  | "kv503"
  | "s400"
  | "s401"
  | "s403"
  | "badJson"
  | "badShape"
  | "hang";

export const INTENT_WIRE = {
  intentId: "42",
  creator: "0x00000000000000000000000000000000000000c1",
  inputToken: "0x00000000000000000000000000000000000000a1",
  outputToken: "0x00000000000000000000000000000000000000b1",
  inputAmount: "1000000",
  minOutputAmount: "990000",
  deadline: "0",
  allowPartialFill: false,
  srcChain: 30,
  dstChain: "146",
  srcAddress: "0x01",
  dstAddress: "0x02",
  solver: "0x0000000000000000000000000000000000000000",
  data: "0x",
};

export const OK_BODIES: Record<string, unknown> = {
  "/swaps/tokens": {
    tokens: {
      "0x2105.base": [{
        symbol: "USDC",
        name: "USD Coin",
        decimals: 6,
        address: "0xa1",
        chainKey: "0x2105.base",
      }],
    },
  },
  "/swaps/quote": { quotedAmount: "990000000000000000000", quoteId: "q-1" },
  "/swaps/intent": {
    tx: { chainType: "EVM", from: "0x01", to: "0x02", value: "1000000", data: "0xdeadbeef" },
    intent: INTENT_WIRE,
    intentHash: "0xabcd",
  },
  "/swaps/allowance": { valid: true },
  "/swaps/approve": {
    tx: { chainType: "INJECTIVE", from: "inj1a", to: "inj1b", msg: { "0": 8, "1": 1, "2": 255 } },
  },
  "/swaps/submit-tx": { success: true, message: "accepted" },
  "/swaps/submit-tx/status": {
    success: true,
    data: {
      txHash: "0x99",
      srcChainKey: "0x2105.base",
      status: "solved",
      failedAttempts: 0,
      result: { dstIntentTxHash: "0x77", intent_hash: "0xabcd" },
    },
  },
};

const MUTATIONS = new Set(["/swaps/intent", "/swaps/approve", "/swaps/submit-tx"]);

/** One recorded request. */
export interface Seen {
  path: string;
  method: string;
  headers: Headers;
  body: unknown;
  search: string;
  signal: AbortSignal | undefined;
}

/** The stub and its counters. */
export interface StubBackend {
  fetch: FetchLike;
  attempts: (path: string) => number;
  applied: (path: string) => number;
  seen: Seen[];
}

/** Builds a stub whose routes fail as `failures` says (other routes answer their OK body). */
export function stubBackend(failures: Record<string, Failure> = {}): StubBackend {
  const attempts = new Map<string, number>();
  const applied = new Map<string, number>();
  const seen: Seen[] = [];
  const bump = (m: Map<string, number>, k: string): void => void m.set(k, (m.get(k) ?? 0) + 1);
  const fetch: FetchLike = (input, init) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/v1/, "");
    bump(attempts, path);
    seen.push({
      path,
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      search: url.search,
      signal: init?.signal ?? undefined,
    });
    const failure = failures[path];
    const apply = (): void => {
      if (MUTATIONS.has(path)) bump(applied, path);
    };
    switch (failure) {
      case undefined:
        apply();
        return Promise.resolve(Response.json(OK_BODIES[path] ?? { message: "not found" }, {
          status: path in OK_BODIES ? 200 : 404,
        }));
      case "network":
        return Promise.reject(new TypeError("error sending request: connection refused"));
      case "lostResponse":
        apply();
        return Promise.reject(new TypeError("connection reset by peer"));
      case "hang":
        return new Promise((_, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason), { once: true })
        );
      case "kv503":
        return Promise.resolve(
          Response.json({ message: API_KEY_VERIFICATION_UNAVAILABLE_MESSAGE }, { status: 503 }),
        );
      case "badJson":
        apply();
        return Promise.resolve(new Response("<html>oops</html>", { status: 200 }));
      case "badShape":
        apply();
        return Promise.resolve(Response.json({ unexpected: true }));
      default: {
        const status = Number(failure.slice(1));
        return Promise.resolve(Response.json({ message: `failure ${status}`, code: "X" }, { status }));
      }
    }
  };
  return {
    fetch,
    attempts: (p) => attempts.get(p) ?? 0,
    applied: (p) => applied.get(p) ?? 0,
    seen,
  };
}
