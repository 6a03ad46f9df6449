import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import fc from "fast-check";
import "../../_fc_seed.ts";
import type { FetchLike } from "../../../core/http/types.ts";
import {
  getQuote,
  getStatus,
  postExecution,
  SolverIntentErrorCode,
  type SolverIntentQuoteRequest,
} from "../../../services/solver/mod.ts";

const ROOT = "http://solver.test/intent";
const noWait = { sleep: () => Promise.resolve(), random: () => 0 };
const quoteReq: SolverIntentQuoteRequest = {
  token_src: "0x0000000000000000000000000000000000000001",
  token_dst: "0x0000000000000000000000000000000000000002",
  token_src_blockchain_id: "30",
  token_dst_blockchain_id: "146",
  amount: 123456789012345678901234567890n,
  quote_type: "exact_input",
};

interface Seen {
  url: string;
  headers: Headers;
  body: unknown;
}

function stub(answer: (n: number) => Response | "network" | "stall"): { fetch: FetchLike; seen: Seen[] } {
  const seen: Seen[] = [];
  const fetch: FetchLike = (input, init) => {
    seen.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)),
    });
    const a = answer(seen.length - 1);
    if (a === "network") return Promise.reject(new TypeError("connection reset"));
    if (a === "stall") {
      return new Promise((_r, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))
      );
    }
    return Promise.resolve(a);
  };
  return { fetch, seen };
}

Deno.test("getQuote posts the request with amount as a decimal string and revives quoted_amount", async () => {
  const s = stub(() => Response.json({ quoted_amount: "98765432109876543210" }));
  const r = await getQuote(quoteReq, { solverApiEndpoint: `${ROOT}/`, fetch: s.fetch });
  assert.ok(r.ok);
  assert.equal(r.value.quoted_amount, 98765432109876543210n);
  assert.equal(s.seen[0]?.url, `${ROOT}/quote`);
  assert.deepEqual(s.seen[0]?.body, { ...quoteReq, amount: "123456789012345678901234567890" });
});

Deno.test("solver calls send the configured apiKey as x-api-key and nothing when it is unset or empty", async () => {
  for (const [apiKey, expected] of [["k-1", "k-1"], ["", null], [undefined, null]] as const) {
    const s = stub(() => Response.json({ status: -1 }));
    await getStatus({ intent_tx_hash: "0xabc" }, { solverApiEndpoint: ROOT, apiKey, fetch: s.fetch });
    assert.equal(s.seen[0]?.headers.get("x-api-key"), expected);
  }
});

Deno.test("solver error bodies are passed through verbatim", async () => {
  const body = {
    detail: { code: SolverIntentErrorCode.QUOTE_EXPIRED, message: "Quote expired", extra: 1 },
    trace: "t",
  };
  const s = stub(() => Response.json(body, { status: 400 }));
  const r = await getQuote(quoteReq, { solverApiEndpoint: ROOT, fetch: s.fetch });
  assert.ok(!r.ok);
  assert.deepEqual(r.error, body);
  assert.equal(s.seen.length, 1);
});

Deno.test("a non-solver error body (e.g. a 401) is UNKNOWN with a message", async () => {
  const s = stub(() => Response.json({ message: "Unauthorized" }, { status: 401 }));
  const r = await postExecution({ intent_tx_hash: "0xabc" }, { solverApiEndpoint: ROOT, fetch: s.fetch });
  assert.ok(!r.ok);
  assert.equal(r.error.detail.code, SolverIntentErrorCode.UNKNOWN);
  assert.match(r.error.detail.message, /401/);
  assert.equal(s.seen.length, 1);
});

Deno.test("network, parse and shape failures are UNKNOWN", async () => {
  const cases: (() => Response | "network")[] = [
    () => "network",
    () => new Response("<html>", { status: 200 }),
    () => Response.json({ quoted_amount: "not a number" }),
  ];
  for (const c of cases) {
    const s = stub(c);
    const r = await getQuote(quoteReq, { solverApiEndpoint: ROOT, fetch: s.fetch, transport: noWait });
    assert.ok(!r.ok);
    assert.equal(r.error.detail.code, SolverIntentErrorCode.UNKNOWN);
    assert.equal(typeof r.error.detail.message, "string");
  }
});

Deno.test("postExecution is retried on a transient network failure", async () => {
  const s = stub((n) => n < 2 ? "network" : Response.json({ answer: "OK", intent_hash: "0xbeef" }));
  const r = await postExecution({ intent_tx_hash: "0xabc" }, {
    solverApiEndpoint: ROOT,
    fetch: s.fetch,
    transport: noWait,
  });
  assert.ok(r.ok);
  assert.equal(r.value.intent_hash, "0xbeef");
  assert.equal(s.seen.length, 3);
  assert.deepEqual(s.seen[0]?.body, { intent_tx_hash: "0xabc" });
  assert.equal(s.seen[0]?.url, `${ROOT}/execute`);
});

Deno.test("postExecution is not retried when the solver answers with an error body", async () => {
  const s = stub(() =>
    Response.json({ detail: { code: -12, message: "Intent not found" } }, { status: 404 })
  );
  const r = await postExecution({ intent_tx_hash: "0xabc" }, {
    solverApiEndpoint: ROOT,
    fetch: s.fetch,
    transport: noWait,
  });
  assert.ok(!r.ok && r.error.detail.code === SolverIntentErrorCode.INTENT_NOT_FOUND);
  assert.equal(s.seen.length, 1);
});

Deno.test("getStatus reports UNKNOWN when its request budget expires", async () => {
  const clock = FakeTimers.install({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  try {
    const s = stub(() => "stall");
    let at = -1;
    const p = getStatus({ intent_tx_hash: "0xabc" }, { solverApiEndpoint: ROOT, fetch: s.fetch }, 1500).then(
      (r) => {
        at = clock.now;
        return r;
      },
    );
    await clock.tickAsync(5000);
    const r = await p;
    assert.equal(at, 1500);
    assert.ok(!r.ok);
    assert.equal(r.error.detail.code, SolverIntentErrorCode.UNKNOWN);
    assert.match(r.error.detail.message, /budget of 1500 ms expired/);
  } finally {
    clock.uninstall();
  }
});

Deno.test("getStatus without a budget waits for a slow solver", async () => {
  const clock = FakeTimers.install({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  try {
    const fetch: FetchLike = () =>
      new Promise((resolve) =>
        setTimeout(() => resolve(Response.json({ status: 3, fill_tx_hash: "0xf" })), 600_000)
      );
    const p = getStatus({ intent_tx_hash: "0xabc" }, { solverApiEndpoint: ROOT, fetch });
    await clock.tickAsync(600_000);
    const r = await p;
    assert.ok(r.ok && r.value.fill_tx_hash === "0xf");
  } finally {
    clock.uninstall();
  }
});

Deno.test("bad input never throws and makes no call", async () => {
  const s = stub(() => Response.json({}));
  const config = { solverApiEndpoint: ROOT, fetch: s.fetch };
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        token_src: fc.constantFrom("", "0x01"),
        token_dst: fc.constantFrom("", "0x02"),
        token_src_blockchain_id: fc.constantFrom("", "30", "base"),
        token_dst_blockchain_id: fc.constantFrom("146", "x"),
        amount: fc.bigInt({ min: -5n, max: 0n }),
        quote_type: fc.constantFrom("exact_input" as const, "exact_output" as const),
      }),
      async (req) => {
        const r = await getQuote(req, config);
        return !r.ok && r.error.detail.code === SolverIntentErrorCode.UNKNOWN;
      },
    ),
  );
  const bad = [
    await postExecution({ intent_tx_hash: "" }, config),
    await getStatus({ intent_tx_hash: "nothex" }, config),
    await getStatus({ intent_tx_hash: "0xabc" }, config, Number.NaN),
    await getStatus({ intent_tx_hash: "0xabc" }, { solverApiEndpoint: "not a url" }),
  ];
  assert.ok(bad.every((r) => !r.ok && r.error.detail.code === SolverIntentErrorCode.UNKNOWN));
  assert.equal(s.seen.length, 0);
});
