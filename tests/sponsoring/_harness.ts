/**
 * Shared setup of the sponsoring tests: the simulator mounted in-process under a gateway (no sockets), a
 * request log, and a service wired to it.
 * @module
 */
import { Hono } from "hono";
import {
  Account,
  type Keypair,
  Networks,
  Operation,
  type Transaction,
  TransactionBuilder,
} from "@stellar/stellar-sdk";
import {
  createSponsoringApp,
  type SponsoringAppOptions,
  type SponsoringSimulator,
} from "../../simulator/sponsoring/mod.ts";
import { SponsoringService, type SponsoringServiceOptions } from "../../services/sponsoring/mod.ts";
import type { FetchLike } from "../../core/http/types.ts";

export const NOW_MS = 1_700_000_000_000;
export const NOW_SEC = NOW_MS / 1000;
export const ROOT = "http://sim.local/v1";
export const HORIZON = "http://sim.local/horizon";

export interface LoggedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}

export interface Harness {
  sim: SponsoringSimulator;
  gateway: Hono;
  log: LoggedRequest[];
  fetch: FetchLike;
  service: (options?: SponsoringServiceOptions) => SponsoringService;
  posts: () => LoggedRequest[];
}

/** Starts the simulator in-process; `fetch` routes every URL's path into the gateway and logs it. */
export function createHarness(options: Partial<SponsoringAppOptions> = {}): Harness {
  const sim = createSponsoringApp({ now: () => NOW_MS, random: seeded(7), ...options });
  const gateway = new Hono().route("/v1/sponsorships", sim.sponsorshipsApp).route("/horizon", sim.horizonApp);
  const log: LoggedRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const req = new Request(input, init);
    log.push({ method: req.method, url: req.url, headers: Object.fromEntries(req.headers) });
    const url = new URL(req.url);
    const forwarded: RequestInit = { method: req.method, headers: req.headers };
    if (req.method !== "GET") forwarded.body = await req.text();
    return await gateway.request(`${url.pathname}${url.search}`, forwarded);
  };
  return {
    sim,
    gateway,
    log,
    fetch,
    service: (o = {}) =>
      new SponsoringService({
        baseURL: ROOT,
        horizonUrl: HORIZON,
        fetch,
        sleep: () => Promise.resolve(),
        ...o,
      }),
    posts: () => log.filter((r) => r.method === "POST"),
  };
}

/** A deterministic [0, 1) source. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Knobs of {@link buildEnvelope}; each defaults to the valid value. */
export interface EnvelopeOptions {
  sponsor: string;
  newAccount: Keypair;
  sequence: string;
  txSource?: string;
  ops?: "valid" | "swapped" | "two" | "four";
  beginSource?: string;
  sponsoredId?: string;
  endSource?: string;
  startingBalance?: string;
  fee?: string;
  timeBounds?: { minTime: number; maxTime: number } | "none";
  passphrase?: string;
  signers?: Keypair[];
}

/** Builds an activation envelope (base64), valid unless a knob says otherwise. */
export function buildEnvelope(o: EnvelopeOptions): string {
  const id = o.newAccount.publicKey();
  const builder = new TransactionBuilder(new Account(o.txSource ?? o.sponsor, o.sequence), {
    fee: o.fee ?? "100",
    networkPassphrase: o.passphrase ?? Networks.PUBLIC,
    ...(o.timeBounds === "none"
      ? {}
      : { timebounds: o.timeBounds ?? { minTime: NOW_SEC, maxTime: NOW_SEC + 300 } }),
  });
  const begin = Operation.beginSponsoringFutureReserves({
    sponsoredId: o.sponsoredId ?? id,
    source: o.beginSource ?? o.sponsor,
  });
  const create = Operation.createAccount({ destination: id, startingBalance: o.startingBalance ?? "0" });
  const end = Operation.endSponsoringFutureReserves({ source: o.endSource ?? id });
  const ops = {
    valid: [begin, create, end],
    swapped: [create, begin, end],
    two: [begin, create],
    four: [begin, create, end, Operation.bumpSequence({ bumpTo: "1", source: id })],
  }[o.ops ?? "valid"];
  for (const op of ops) builder.addOperation(op);
  if (o.timeBounds === "none") builder.setTimeout(0);
  const tx: Transaction = builder.build();
  for (const s of o.signers ?? [o.newAccount]) tx.sign(s);
  return tx.toXDR();
}
