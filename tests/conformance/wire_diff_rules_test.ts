// The wire diff's rules (conformance/_wire_diff.ts, conformance/_wire_decode.ts), without the platform SDK: how a
// recorded request becomes compared items, what is folded, how two runs differ, and how a documented row matches.
import assert from "node:assert/strict";
import { encodeFunctionData, parseAbi } from "viem";
import { requestItems } from "../../conformance/_wire_decode.ts";
import {
  canonical,
  diffOperation,
  diffOperations,
  type DocumentedDifference,
  documentedDifferences,
} from "../../conformance/_wire_diff.ts";
import type { OperationRun, RecordedWireRequest } from "../../conformance/_wire_ops.ts";

const HASH = `0x${"ab".repeat(32)}`;

function post(path: string, body: unknown, headers: Record<string, string> = {}): RecordedWireRequest {
  return { seq: 1, method: "POST", path, body: JSON.stringify(body), headers };
}

function run(...requests: RecordedWireRequest[]): OperationRun {
  return { requests };
}

Deno.test("requestItems names a relayer call by its action and hides the api key", () => {
  const [item] = requestItems(
    post("/relayer", { action: "submit", params: { tx_hash: HASH } }, {
      "x-api-key": "k",
      "content-type": "a",
    }),
  );
  assert.equal(item.key, "POST /relayer action=submit");
  assert.deepEqual(JSON.parse(item.detail).headers, { "x-api-key": "<secret>", "content-type": "a" });
});

Deno.test("requestItems decodes an eth_call and drops node bookkeeping", () => {
  const data = encodeFunctionData({
    abi: parseAbi(["function balanceOf(address) view returns (uint256)"]),
    args: ["0x1111111111111111111111111111111111111111"],
  });
  const items = requestItems(post("/rpc/sonic", [
    { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] },
    {
      jsonrpc: "2.0",
      id: 2,
      method: "eth_call",
      params: [{ to: "0xAA00000000000000000000000000000000000000", data }],
    },
  ]));
  assert.deepEqual(items.map((i) => i.key), ["call sonic balanceOf"]);
  assert.deepEqual(JSON.parse(items[0].detail), {
    to: "0xaa00000000000000000000000000000000000000",
    args: ["0x1111111111111111111111111111111111111111"],
  });
});

Deno.test("canonical folds hashes and run-specific values, in whole strings and inside hex blobs", () => {
  const id = 255n;
  const blob = `0x12345678${id.toString(16).padStart(64, "0")}`;
  assert.deepEqual(canonical({ b: HASH, a: "255", c: blob }, new Set([String(id)])), {
    a: "<random>",
    b: "<hash>",
    c: "0x12345678<random>",
  });
});

Deno.test("diffOperation reports one-sided requests, differing fields, failures and absent operations", () => {
  const docs: DocumentedDifference[] = [];
  const a = run(post("/v1/intent/quote", { amount: "1" }), post("/relayer", { action: "submit" }));
  const b = run(post("/v1/intent/quote", { amount: "2" }));
  const row = diffOperation("swap.quote", { ...a, error: "boom" }, b, docs);
  assert.deepEqual(row.differences.map((d) => d.id), [
    "swap.quote | failed-sdk | - | -",
    "swap.quote | only-sdk | POST /relayer action=submit | -",
    "swap.quote | content | POST /v1/intent/quote | body.amount",
  ]);
  const absent = diffOperation("swap.cancel", a, { requests: [], absent: "no cancel" }, docs);
  assert.equal(absent.status, "sdk only");
  assert.equal(absent.differences[0].id, "swap.cancel | absent-library | - | -");
  assert.equal(diffOperation("swap.quote", b, b, docs).status, "same");
});

Deno.test("documentedDifferences reads the section's table; a trailing * matches a prefix", () => {
  const markdown = [
    "# Wire inventory",
    "## Differences found by the conformance diff",
    "| Operation | Kind | Request | Fields | Reason |",
    "| --- | --- | --- | --- | --- |",
    "| `swap.*` | `only-sdk` | `POST /relayer action=submit` | `-` | relays itself |",
    "| `*` | `content` | `*` | `headers.x-api-key` | SPEC |",
    "## Another section",
    "| `x` | `y` | `z` | `w` | not read |",
  ].join("\n");
  const docs = documentedDifferences(markdown);
  assert.equal(docs.length, 2);
  const a = run(post("/relayer", { action: "submit" }), post("/v1/intent/status", {}));
  const b = run(post("/v1/intent/status", {}, { "x-api-key": "k" }));
  const report = diffOperations({ "swap.evm": a, "bridge.evm": a }, { "swap.evm": b, "bridge.evm": b }, docs);
  const ids = report.rows.flatMap((r) => r.differences.filter((d) => !d.documented).map((d) => d.id));
  assert.deepEqual(ids, ["bridge.evm | only-sdk | POST /relayer action=submit | -"]);
  assert.equal(report.undocumented, 1);
});
