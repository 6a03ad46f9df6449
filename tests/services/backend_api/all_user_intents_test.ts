// `backendApi.getAllUserIntents`: a user's whole history read page by page with a bounded number of pages in
// flight (docs/backend_api.md#a-users-whole-history): order, dedupe, the concurrency bound, abort, a failing
// page and the option refusals, against the in-process simulator (a counting fetch in front of it), plus a
// property over the reader itself with pages answered in random order.
import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { XSwap } from "../../../mod.ts";
import { makeSim, sampleIntent, type TestSim } from "../../simulator/_helpers.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import { ok } from "../../../core/result.ts";
import { readAllPages } from "../../../services/backend_api/_all_pages.ts";

const USER = "0x0000000000000000000000000000000000000def";

/** Registers `n` hub intents created by `creator`, one simulated second apart. */
function register(sim: TestSim, n: number, from = 0, creator = USER): void {
  for (let i = 0; i < n; i++) {
    sim.ledger.recordSpokeTx({
      chainKey: "sonic",
      txHash: `0x${(from + i + 1).toString(16).padStart(64, "0")}`,
      from: creator,
      intent: sampleIntent({ creator, intentId: BigInt(from + i + 1) }),
    });
    sim.clock.advance(1_000);
  }
}

/** A fetch in front of the simulator that counts the history requests and the most in flight at once. */
interface Counting {
  fetch: FetchLike;
  /** `offset,limit` of each history request, in the order sent. */
  pages: string[];
  /** The signals of the history requests, in the order sent. */
  signals: (AbortSignal | undefined)[];
  maxInFlight: number;
}

function counting(
  sim: TestSim,
  before?: (url: URL, n: number) => Response | "stall" | undefined,
): Counting {
  const c: Counting = { fetch: sim.fetch, pages: [], signals: [], maxInFlight: 0 };
  let inFlight = 0;
  c.fetch = async (input, init) => {
    const url = new URL(String(input));
    if (!url.pathname.includes("/intent/user/")) return await sim.fetch(input, init);
    c.pages.push(`${url.searchParams.get("offset")},${url.searchParams.get("limit")}`);
    c.signals.push(init?.signal ?? undefined);
    inFlight++;
    c.maxInFlight = Math.max(c.maxInFlight, inFlight);
    try {
      const early = before?.(url, c.pages.length - 1);
      if (early === "stall") {
        return await new Promise<Response>((_res, reject) => {
          const signal = init?.signal;
          if (signal?.aborted) reject(signal.reason);
          signal?.addEventListener("abort", () => reject(signal.reason));
        });
      }
      if (early !== undefined) return early;
      return await sim.fetch(input, init);
    } finally {
      inFlight--;
    }
  };
  return c;
}

function clientOf(sim: TestSim, fetch: FetchLike): XSwap {
  return new XSwap({ ...sim.clientConfig, fetch });
}

/** The user's history read with `getUserIntents` page by page (the platform's way). */
async function pageByPage(api: XSwap["backendApi"]): Promise<string[]> {
  const out: string[] = [];
  for (let offset = 0;;) {
    const page = await api.getUserIntents({ userAddress: USER, offset, limit: 7 });
    assert.ok(page.ok);
    out.push(...page.value.items.map((i) => i.intentHash));
    offset += page.value.items.length;
    if (page.value.items.length === 0 || offset >= page.value.total) return out;
  }
}

Deno.test("getAllUserIntents returns the whole history in the backend's order with at most `concurrency` pages in flight", async () => {
  const sim = makeSim();
  try {
    register(sim, 23);
    register(sim, 3, 100, "0x0000000000000000000000000000000000000aaa");
    const c = counting(sim);
    const api = clientOf(sim, c.fetch).backendApi;
    const r = await api.getAllUserIntents({ userAddress: USER }, { pageSize: 5, concurrency: 3 });
    assert.ok(r.ok, !r.ok ? r.error.message : "");
    assert.equal(r.value.total, 23);
    assert.equal(r.value.truncated, false);
    assert.deepEqual(c.pages, ["0,5", "5,5", "10,5", "15,5", "20,3"]);
    assert.equal(c.maxInFlight, 3);
    assert.deepEqual(r.value.items.map((i) => i.intentHash), await pageByPage(api));
    assert.equal(
      r.value.items[0]!.intentState?.remainingInput,
      1_000_000n,
      "each page validated and revived",
    );
  } finally {
    sim.close();
  }
});

Deno.test("getAllUserIntents reads the first page alone, then pages with the defaults (50 a page, 4 in flight)", async () => {
  const sim = makeSim();
  try {
    register(sim, 260);
    const c = counting(sim);
    const r = await clientOf(sim, c.fetch).backendApi.getAllUserIntents({ userAddress: USER });
    assert.ok(r.ok && r.value.items.length === 260);
    assert.deepEqual(c.pages, ["0,50", "50,50", "100,50", "150,50", "200,50", "250,10"]);
    assert.equal(c.maxInFlight, 4);
  } finally {
    sim.close();
  }
});

Deno.test("getAllUserIntents reads maxItems of a longer history and says it was truncated", async () => {
  const sim = makeSim();
  try {
    register(sim, 23);
    const c = counting(sim);
    const r = await clientOf(sim, c.fetch).backendApi.getAllUserIntents({ userAddress: USER }, {
      pageSize: 5,
      maxItems: 7,
    });
    assert.ok(r.ok);
    assert.deepEqual([r.value.total, r.value.items.length, r.value.truncated], [23, 7, true]);
    assert.deepEqual(c.pages, ["0,5", "5,2"]);
  } finally {
    sim.close();
  }
});

Deno.test("getAllUserIntents of a user without intents is one request and an empty list", async () => {
  const sim = makeSim();
  try {
    const c = counting(sim);
    const r = await clientOf(sim, c.fetch).backendApi.getAllUserIntents({ userAddress: USER });
    assert.ok(r.ok);
    assert.deepEqual(r.value, { total: 0, items: [], truncated: false });
    assert.equal(c.pages.length, 1);
  } finally {
    sim.close();
  }
});

Deno.test("getAllUserIntents: intents created during the read are not in it (oldest-first list) and none is read twice", async () => {
  const sim = makeSim();
  try {
    register(sim, 12);
    const c = counting(sim, (_url, n) => {
      if (n === 1) register(sim, 4, 50); // created while the later pages are read
      return undefined;
    });
    const r = await clientOf(sim, c.fetch).backendApi.getAllUserIntents({ userAddress: USER }, {
      pageSize: 5,
    });
    assert.ok(r.ok);
    assert.equal(r.value.total, 12);
    assert.equal(r.value.items.length, 12);
    assert.equal(new Set(r.value.items.map((i) => i.intentHash)).size, 12);
  } finally {
    sim.close();
  }
});

Deno.test("getAllUserIntents drops a record a shifted page repeats, keeping its first place (newest-first list)", async () => {
  const sim = makeSim();
  try {
    register(sim, 12);
    const newestFirst = (hashes: string[]) => hashes.slice().reverse();
    // A newest-first gateway over the simulator's records: once the first page is out, two intents are created,
    // so every later page starts two records earlier (it repeats the two before it).
    const fetch: FetchLike = async (input, init) => {
      const url = new URL(String(input));
      if (!url.pathname.includes("/intent/user/")) return await sim.fetch(input, init);
      const offset = Number(url.searchParams.get("offset"));
      const limit = Number(url.searchParams.get("limit"));
      const all = await sim.fetch(`${url.origin}${url.pathname}?offset=0&limit=1000`);
      const body = await all.json() as { total: number; items: { intentHash: string }[] };
      const items = newestFirst(body.items.map((i) => i.intentHash)).slice(offset, offset + limit)
        .map((h) => body.items.find((i) => i.intentHash === h));
      if (offset === 0) register(sim, 2, 50);
      return Response.json({ total: body.total, offset, limit, items });
    };
    const before = newestFirst(await pageByPage(clientOf(sim, sim.fetch).backendApi));
    const r = await clientOf(sim, fetch).backendApi.getAllUserIntents({ userAddress: USER }, {
      pageSize: 4,
      concurrency: 1,
    });
    assert.ok(r.ok, !r.ok ? r.error.message : "");
    const got = r.value.items.map((i) => i.intentHash);
    assert.equal(new Set(got).size, got.length, "no record twice");
    assert.equal(r.value.total, 12);
    // The two records the shift pushed past the last page are the documented loss.
    assert.deepEqual(got, before.slice(0, 10));
  } finally {
    sim.close();
  }
});

Deno.test("getAllUserIntents fails with the first failed page's error and its offset, aborting the pages in flight", async () => {
  const sim = makeSim();
  try {
    register(sim, 30);
    // The page at 5 never answers on its own: the read ends only because the failure at 10 aborts it.
    const c = counting(sim, (url) => {
      const offset = url.searchParams.get("offset");
      if (offset === "5") return "stall";
      if (offset === "10") return Response.json({ message: "boom", code: "BAD" }, { status: 400 });
      return undefined;
    });
    const r = await clientOf(sim, c.fetch).backendApi.getAllUserIntents({ userAddress: USER }, {
      pageSize: 5,
      concurrency: 2,
    });
    assert.ok(!r.ok);
    assert.equal(r.error.code, "HTTP_REQUEST_FAILED");
    assert.equal(r.error.context.offset, 10);
    assert.ok(c.signals[c.pages.indexOf("5,5")]!.aborted, "the page in flight is aborted");
    assert.deepEqual(c.pages, ["0,5", "5,5", "10,5"], "no page is started after the failure");
  } finally {
    sim.close();
  }
});

Deno.test("getAllUserIntents: the caller's signal aborts every page in flight and the read is ABORTED", async () => {
  const sim = makeSim();
  try {
    register(sim, 30);
    const controller = new AbortController();
    const c = counting(sim, (_url, n) => {
      if (n === 0) return undefined;
      if (n === 3) queueMicrotask(() => controller.abort(new Error("page left")));
      return "stall";
    });
    const r = await clientOf(sim, c.fetch).backendApi.getAllUserIntents({ userAddress: USER }, {
      pageSize: 5,
      concurrency: 3,
      signal: controller.signal,
    });
    assert.ok(!r.ok);
    assert.equal(r.error.code, "ABORTED");
    assert.ok([5, 10, 15].includes(r.error.context.offset as number));
    assert.deepEqual(c.pages, ["0,5", "5,5", "10,5", "15,5"]);
    assert.ok(c.signals.slice(1).every((s) => s?.aborted), "every page in flight is aborted");
    const already = await clientOf(sim, c.fetch).backendApi.getAllUserIntents({ userAddress: USER }, {
      signal: controller.signal,
    });
    assert.ok(!already.ok && already.error.code === "ABORTED" && already.error.context.offset === 0);
  } finally {
    sim.close();
  }
});

Deno.test("getAllUserIntents refuses bad options and a query with a page before any request", async () => {
  const sim = makeSim();
  try {
    const c = counting(sim);
    const api = clientOf(sim, c.fetch).backendApi;
    const cases: [Record<string, unknown>, Record<string, unknown>, string][] = [
      [{}, { pageSize: 0 }, "pageSize"],
      [{}, { pageSize: 1001 }, "pageSize"],
      [{}, { pageSize: 2.5 }, "pageSize"],
      [{}, { pageSize: "50" }, "pageSize"],
      [{}, { concurrency: 0 }, "concurrency"],
      [{}, { concurrency: 17 }, "concurrency"],
      [{}, { maxItems: 0 }, "maxItems"],
      [{}, { maxItems: Number.NaN }, "maxItems"],
      [{ offset: 10 }, {}, "offset"],
      [{ limit: 10 }, {}, "limit"],
      [{ startDate: "yesterday" }, {}, "startDate"],
      [{ userAddress: "" }, {}, "userAddress"],
    ];
    for (const [query, options, field] of cases) {
      const r = await api.getAllUserIntents({ userAddress: USER, ...query } as never, options as never);
      assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED", `${JSON.stringify([query, options])}`);
      assert.equal(r.error.context.field, field);
    }
    assert.equal(c.pages.length, 0);
  } finally {
    sim.close();
  }
});

Deno.test("getAllUserIntents follows a server that serves fewer per page than asked, skipping no offset", async () => {
  const sim = makeSim();
  try {
    register(sim, 10);
    const capped: FetchLike = async (input, init) => {
      const url = new URL(String(input));
      if (url.pathname.includes("/intent/user/") && Number(url.searchParams.get("limit")) > 3) {
        url.searchParams.set("limit", "3");
      }
      return await sim.fetch(url.href, init);
    };
    const r = await clientOf(sim, capped).backendApi.getAllUserIntents({ userAddress: USER }, {
      pageSize: 8,
    });
    assert.ok(
      r.ok && r.value.items.length === 10 && new Set(r.value.items.map((i) => i.intentHash)).size === 10,
    );
  } finally {
    sim.close();
  }
});

Deno.test("property: pages answered in any order make the list in list order, each hash once, at most `concurrency` in flight", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: 40 }),
      fc.integer({ min: 1, max: 9 }),
      fc.integer({ min: 1, max: 5 }),
      fc.integer({ min: 1, max: 50 }),
      fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
      async (total, pageSize, concurrency, maxItems, ticks) => {
        // Two records share a hash (a repeat across a page boundary): the first place wins.
        const list = Array.from({ length: total }, (_, i) => ({ intentHash: `0x${i === 5 ? 2 : i}`, i }));
        let inFlight = 0;
        let maxInFlight = 0;
        let n = 0;
        const r = await readAllPages((offset, limit) => {
          inFlight++;
          maxInFlight = Math.max(maxInFlight, inFlight);
          const wait = ticks[n++ % ticks.length]! % 4;
          const page = ok({ total, items: list.slice(offset, offset + limit) });
          let p: Promise<void> = Promise.resolve();
          for (let k = 0; k < wait; k++) p = p.then(() => new Promise<void>((res) => queueMicrotask(res)));
          return p.then(() => {
            inFlight--;
            return page;
          });
        }, { pageSize, concurrency, maxItems, signal: undefined });
        assert.ok(r.ok);
        const expected = list.slice(0, maxItems).filter((x, i, all) =>
          all.findIndex((y) => y.intentHash === x.intentHash) === i
        );
        assert.deepEqual(r.value.items.map((x) => x.i), expected.map((x) => x.i));
        assert.equal(r.value.truncated, total > maxItems);
        assert.ok(maxInFlight <= Math.max(1, concurrency), `${maxInFlight} in flight`);
      },
    ),
    { numRuns: 200 },
  );
});
