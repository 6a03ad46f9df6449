/**
 * `deno bench --allow-read bench/hostile_bodies_bench.ts`: the wall time of what a hostile server can make one
 * parse cost (docs/rules/http.md#amounts, docs/rules/http.md#response-size). The test suite asserts the work done
 * (no string over 78 digits is converted, no body past the cap is read); these rows show the time it saves: a
 * quote whose amount is 20 MB of digits is refused in microseconds, where converting a 4M-digit string alone
 * takes hundreds of ms (the baseline row, the cost the bound avoids; 20M digits took 9.5 s).
 * @module
 */
import * as z from "../core/schemas/zod.ts";
import { solverQuoteResponseSchema } from "../core/schemas/solver.ts";
import { readCappedBody } from "../core/http/read_capped_body.ts";

const hugeAmount = "1".repeat(20_000_000);
const fourMillionDigits = "1".repeat(4_000_000);

Deno.bench({
  name: "BigInt of a 4M-digit string (what an unbounded schema would do)",
  group: "amount",
  baseline: true,
  n: 3,
  fn: () => void BigInt(fourMillionDigits),
});
Deno.bench({
  name: "solver quote schema refuses a 20 MB amount",
  group: "amount",
  fn: () => {
    if (z.safeParse(solverQuoteResponseSchema, { quoted_amount: hugeAmount }).success) {
      throw new Error("accepted");
    }
  },
});
Deno.bench({
  name: "readCappedBody stops a 200 MB body at the 4 MiB cap",
  group: "body",
  fn: async () => {
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 200 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    }, { highWaterMark: 0 });
    const r = await readCappedBody(new Response(body));
    if (r.ok) throw new Error("read whole");
  },
});
