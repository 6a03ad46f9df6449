/**
 * A recording fetch stub for backend client tests.
 * @module
 */
import type { FetchLike } from "../../../core/http/types.ts";

/** One recorded request. */
export interface Recorded {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** Builds a stub answering `answer(request, n)`; "stall" never answers until aborted. */
export function stubGateway(
  answer: (req: Recorded, n: number) => Response | "stall",
): { fetch: FetchLike; seen: Recorded[] } {
  const seen: Recorded[] = [];
  const fetch: FetchLike = (input, init) => {
    const req: Recorded = {
      url: String(input),
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    };
    seen.push(req);
    const a = answer(req, seen.length - 1);
    if (a === "stall") {
      return new Promise((_r, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))
      );
    }
    return Promise.resolve(a);
  };
  return { fetch, seen };
}
