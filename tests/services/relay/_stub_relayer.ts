/**
 * A scripted relayer for tests: a fetch stub that answers per action, counts calls and records bodies.
 * @module
 */
import type { FetchLike } from "../../../core/http/types.ts";
import type { PacketData, PacketStatus } from "../../../core/schemas/relayer.ts";

/** A scripted answer: a Response factory, or "stall" (never answers until aborted), or "network" (throws). */
export type Answer = (() => Response) | "stall" | "network";

/** One recorded call. */
export interface RecordedCall {
  action: string;
  params: Record<string, unknown>;
  at: number;
}

/** A stub relayer. */
export interface StubRelayer {
  fetch: FetchLike;
  calls: RecordedCall[];
  count(action: string): number;
}

/** Builds a stub relayer; `script(action, n)` gives the answer to the n-th (0-based) call of `action`. */
export function stubRelayer(
  script: (action: string, n: number, params: Record<string, unknown>) => Answer,
): StubRelayer {
  const calls: RecordedCall[] = [];
  const count = (action: string): number => calls.filter((c) => c.action === action).length;
  const fetch: FetchLike = (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { action: string; params: Record<string, unknown> };
    const n = count(body.action);
    calls.push({ action: body.action, params: body.params, at: Date.now() });
    const answer = script(body.action, n, body.params);
    if (answer === "network") return Promise.reject(new TypeError("connection refused"));
    if (answer === "stall") {
      return new Promise((_resolve, reject) => {
        const signal = init?.signal;
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
      });
    }
    return Promise.resolve(answer());
  };
  return { fetch, calls, count };
}

/** A packet with defaults. */
export function packet(overrides: Partial<PacketData> & { status: PacketStatus }): PacketData {
  return {
    src_chain_id: 30,
    src_tx_hash: "0xabc",
    src_address: "0x01",
    dst_chain_id: 146,
    conn_sn: 1,
    dst_address: "0x02",
    dst_tx_hash: "0xhub",
    signatures: [],
    payload: "0x",
    ...overrides,
  };
}

/** `{success: true, data}` as a Response factory. */
export function packets(...data: PacketData[]): () => Response {
  return () => Response.json({ success: true, data });
}

/** A JSON error Response factory. */
export function status(code: number, body: unknown = { message: `status ${code}` }): () => Response {
  return () => Response.json(body, { status: code });
}
