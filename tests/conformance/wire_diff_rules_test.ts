// The wire diff's rules (conformance/_wire_diff.ts, conformance/_wire_decode.ts), without the platform SDK: how a
// recorded request becomes compared items, what is folded, how two runs differ, and how a documented row matches.
import assert from "node:assert/strict";
import { encodeFunctionData, parseAbi } from "viem";
import { requestItems } from "../../conformance/_wire_decode.ts";
import { actions, base64Encode, createTransaction, KeyPair, KeyPairSigner } from "near-api-js";
import { Keypair, Transaction, TransactionInstruction } from "@solana/web3.js";
import { Buffer } from "buffer";
import {
  canonical,
  diffOperation,
  diffOperations,
  type Inventory,
  readInventory,
  runItems,
} from "../../conformance/_wire_diff.ts";
import {
  mintedValues,
  type OperationRun,
  type RecordedWireRequest,
  WIRE_OPERATIONS,
} from "../../conformance/_wire_ops.ts";

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

const NONE: Inventory = { differences: [], reviewed: [], malformed: [] };
const SUI_ADDRESS = `0x${"5a".repeat(32)}`;

Deno.test("canonical folds only the random ids and the run's fresh values; other 64-hex strings stay", () => {
  const id = 255n;
  const blob = `0x12345678${id.toString(16).padStart(64, "0")}`;
  const fresh = new Map([["ab".repeat(32), "<swap.evm:hubTx#1>"]]);
  assert.deepEqual(
    canonical({ b: HASH, a: "255", c: blob, d: SUI_ADDRESS, e: "AB".repeat(32) }, {
      randoms: new Set(["255"]),
      fresh,
    }),
    {
      a: "<random>",
      b: "<swap.evm:hubTx#1>",
      c: "0x12345678<random>",
      d: SUI_ADDRESS,
      e: "<swap.evm:hubTx#1>",
    },
  );
});

Deno.test("a Sui address that differs between the two sides is a difference, not a folded hash", () => {
  const a = run(post("/v1/swaps/submit-tx", { walletAddress: SUI_ADDRESS }));
  const b = run(post("/v1/swaps/submit-tx", { walletAddress: `0x${"5b".repeat(32)}` }));
  const row = diffOperation("swap.sui", a, b, NONE);
  assert.deepEqual(row.differences.map((d) => d.id), [
    "swap.sui | content | POST /v1/swaps/submit-tx | body.walletAddress",
  ]);
});

Deno.test("fresh values are labelled per operation and kind from the simulator's ledger events", () => {
  assert.deepEqual(
    mintedValues({ type: "spoke_tx", ref: "0xaa", at: 1, detail: { chainKey: "0x2105.base" } }),
    [[
      "tx.0x2105.base",
      "0xaa",
    ]],
  );
  assert.deepEqual(
    mintedValues({ type: "intent_created", ref: "0xbb", at: 1, detail: { intentHash: "0xcc" } }),
    [
      ["hubTx", "0xbb"],
      ["intentHash", "0xcc"],
    ],
  );
  assert.deepEqual(mintedValues({ type: "job_failed", ref: "0xdd", at: 1 }), []);
});

Deno.test("diffOperation reports one-sided requests, differing fields at any depth, failures and absent operations", () => {
  const a = run(
    post("/v1/intent/quote", { a: { b: { c: { d: "1" } } } }),
    post("/relayer", { action: "submit" }),
  );
  const b = run(post("/v1/intent/quote", { a: { b: { c: { d: "2" } } } }));
  const row = diffOperation("swap.quote", { ...a, error: "boom" }, b, NONE);
  assert.deepEqual(row.differences.map((d) => d.id), [
    "swap.quote | failed-sdk | - | -",
    "swap.quote | only-sdk | POST /relayer action=submit | -",
    "swap.quote | content | POST /v1/intent/quote | body.a.b.c.d",
  ]);
  const absent = diffOperation("swap.cancel", a, { requests: [], absent: "no cancel" }, NONE);
  assert.equal(absent.status, "sdk only");
  assert.equal(absent.differences[0].id, "swap.cancel | absent-library | - | -");
  assert.equal(diffOperation("swap.quote", b, b, NONE).status, "same");
});

Deno.test("requests are sequences: a repeated send shows, a repeated poll does not", () => {
  const submit = post("/relayer", { action: "submit", params: { tx_hash: "0x01" } });
  const poll = post("/v1/intent/status", { intent_tx_hash: "0x01" });
  const once = run(submit, poll);
  const twice = run(submit, poll, poll, submit, poll);
  assert.deepEqual(
    runItems(twice, { randoms: new Set(), fresh: new Map() }).get("POST /v1/intent/status")?.length,
    1,
  );
  const row = diffOperation("swap.evm", once, twice, NONE);
  assert.deepEqual(row.differences.map((d) => d.id), [
    "swap.evm | repeat | POST /relayer action=submit | sdk 1, library 2",
  ]);
});

Deno.test("a request that does not decode is a difference no row can document", () => {
  const bad = post("/near", {
    jsonrpc: "2.0",
    id: 1,
    method: "send_tx",
    params: { signed_tx_base64: "AAAA" },
  });
  const row = diffOperation("swap.near", run(bad), run(bad), NONE);
  assert.equal(row.differences.length, 1);
  assert.equal(row.differences[0].kind, "undecoded");
  assert.equal(row.differences[0].documented, false);
});

Deno.test("a NEAR send_tx decodes: its function call's JSON args, gas and deposit, byte arrays as hex", async () => {
  const key = KeyPair.fromRandom("ed25519");
  const args = { receiver_id: "am.near", msg: "x", data: [1, 2, 3] };
  const tx = createTransaction("user.near", key.getPublicKey(), "token.near", 1n, [
    actions.functionCall("ft_transfer_call", args, 30_000_000_000_000n, 1n),
  ], new Uint8Array(32));
  const { signedTransaction } = await new KeyPairSigner(key).signTransaction(tx);
  const body = {
    jsonrpc: "2.0",
    id: 1,
    method: "send_tx",
    params: { signed_tx_base64: base64Encode(signedTransaction.encode()) },
  };
  const [item] = requestItems(post("/near", body));
  assert.equal(item.key, "near send_tx ft_transfer_call");
  const detail = JSON.parse(item.detail);
  assert.deepEqual(detail.actions[0].functionCall, {
    method: "ft_transfer_call",
    args: { receiver_id: "am.near", msg: "x", data: "0x010203" },
    gas: "30000000000000",
    deposit: "1",
  });
});

Deno.test("an ICON send is compared whole: step limit and whether it is signed; the signature's bytes fold", () => {
  const tx = (extra: Record<string, unknown>) =>
    post("/icon/api/v3", {
      jsonrpc: "2.0",
      id: 1,
      method: "icx_sendTransaction",
      params: {
        version: "0x3",
        from: "hx1",
        to: "cx1",
        stepLimit: "0x2dc6c0",
        timestamp: "0x1",
        nid: "0x1",
        ...extra,
      },
    });
  const row = diffOperation(
    "swap.icon",
    run(tx({ signature: "c2lnMQ==" })),
    run(tx({ stepLimit: "0x1e8480", timestamp: "0x2" })),
    NONE,
  );
  assert.deepEqual(row.differences.map((d) => d.id), [
    "swap.icon | content | icon icx_sendTransaction | signature,stepLimit",
  ]);
  assert.equal(
    diffOperation("swap.icon", run(tx({ signature: "a" })), run(tx({ signature: "b" })), NONE).status,
    "same",
  );
});

Deno.test("readInventory: rows name their operations; a `*`, an unknown operation or an absent row there is malformed", () => {
  const markdown = [
    "# Wire inventory",
    "## Differences found by the conformance diff",
    "| Operations | Kind | Request | Fields | Reason |",
    "| --- | --- | --- | --- | --- |",
    "| `swap.evm`, `swap.icon` | `only-sdk` | `POST /relayer action=submit` | `-` | relays itself |",
    "| `*` | `content` | `*` | `headers.x-api-key` | SPEC |",
    "| `swap.nowhere` | `content` | `x` | `y` | typo |",
    "| `swap.cancel` | `absent-library` | `-` | `-` | belongs below |",
    "## Operations not compared by the conformance diff",
    "| Operation | Side | Kind | Reason | Work it needs |",
    "| --- | --- | --- | --- | --- |",
    "| `swap.cancel` | `library` | `absent` | not in SPEC | cancelIntent from every spoke |",
    "| `swap.getIntent` | `library` | `absent` | not in SPEC |  |",
    "## Another section",
    "| `x` | `y` | `z` | `w` | not read |",
  ].join("\n");
  const inventory = readInventory(markdown);
  assert.deepEqual(inventory.differences.map((d) => d.ops), [["swap.evm", "swap.icon"]]);
  assert.deepEqual(inventory.reviewed.map((r) => r.op), ["swap.cancel"]);
  assert.equal(inventory.malformed.length, 4);
});

Deno.test("readInventory reads the rows of every table of a section; each table's header is not a row", () => {
  const inventory = readInventory([
    "## Differences found by the conformance diff",
    "| Operations | Kind | Request | Fields | Reason |",
    "| --- | --- | --- | --- | --- |",
    "| `swap.evm` | `only-sdk` | `POST /relayer action=submit` | `-` | relays itself |",
    "### Reads",
    "| Operations | Kind | Request | Fields | Reason |",
    "| ---------- | ---- | ------- | ------ | ------ |",
    "| `backend.allConfig` | `content` | `GET /v1/be/config/all` | `headers.x-api-key` | SPEC's key |",
    "## Operations not compared by the conformance diff",
  ].join("\n"));
  assert.deepEqual(inventory.malformed, []);
  assert.deepEqual(inventory.differences.map((d) => d.ops), [["swap.evm"], ["backend.allConfig"]]);
});

Deno.test("eth_estimateGas is bookkeeping except in an operation that keeps it (a gas estimate)", () => {
  const estimate = post("/rpc/0x2105.base", {
    jsonrpc: "2.0",
    id: 1,
    method: "eth_estimateGas",
    params: [{ from: `0x${"11".repeat(20)}`, to: `0x${"22".repeat(20)}`, data: "0x095ea7b3" }],
  });
  assert.deepEqual(requestItems(estimate), []);
  const [item] = requestItems(estimate, new Set(["eth_estimateGas"]));
  assert.equal(item?.key, "rpc 0x2105.base eth_estimateGas");
  const other = { ...estimate, body: estimate.body?.replace("0x095ea7b3", "0x095ea7b4") };
  const inventory: Inventory = { differences: [], reviewed: [], malformed: [] };
  assert.equal(diffOperation("gas.evm", run(estimate), run(other), inventory).status, "differs");
  assert.equal(diffOperation("gas.evm", run(estimate), run(estimate), inventory).status, "same");
  assert.equal(diffOperation("swap.evm", run(estimate), run(other), inventory).status, "same");
});

Deno.test("diffOperations: a failed or absent operation off the reviewed list fails; unused rows are reported", () => {
  const inventory = readInventory([
    "## Differences found by the conformance diff",
    "| Operations | Kind | Request | Fields | Reason |",
    "| --- | --- | --- | --- | --- |",
    "| `swap.evm` | `only-sdk` | `POST /relayer action=submit` | `-` | relays itself |",
    "| `bridge.evm` | `only-sdk` | `POST /relayer action=submit` | `-` | relays itself |",
    "## Operations not compared by the conformance diff",
    "| Operation | Side | Kind | Reason | Work it needs |",
    "| --- | --- | --- | --- | --- |",
    "| `swap.cancel` | `library` | `absent` | not in SPEC | cancelIntent from every spoke |",
    "| `swap.getIntent` | `library` | `absent` | not in SPEC | a receipt read |",
  ].join("\n"));
  const a = run(post("/relayer", { action: "submit" }));
  const sdk = Object.fromEntries(WIRE_OPERATIONS.map((op) => [op, run()]));
  const library = Object.fromEntries(WIRE_OPERATIONS.map((op) => [op, run()]));
  sdk["swap.evm"] = a;
  library["swap.cancel"] = { requests: [], absent: "no cancel" };
  library["bridge.stellar"] = { requests: [], error: "UNSUPPORTED_CHAIN_OPERATION" };
  const report = diffOperations(sdk, library, inventory);
  assert.equal(report.unreviewed, 1);
  const undocumented = report.rows.flatMap((r) =>
    r.differences.filter((d) => !d.documented).map((d) => d.id)
  );
  assert.deepEqual(undocumented, ["bridge.stellar | failed-library | - | -"]);
  assert.equal(report.compared, WIRE_OPERATIONS.length - 2);
  assert.equal(report.unusedRows.length, 2);
  assert.ok(
    report.unusedRows.some((r) => r.includes("bridge.evm")) &&
      report.unusedRows.some((r) => r.includes("getIntent")),
  );
});

Deno.test("docs/wire_inventory.md's rows all read", async () => {
  const inventory = readInventory(
    await Deno.readTextFile(new URL("../../docs/wire_inventory.md", import.meta.url)),
  );
  assert.deepEqual(inventory.malformed, []);
  assert.ok(inventory.differences.length > 0 && inventory.reviewed.length > 0);
});

Deno.test("a Solana send names each instruction account with its signer and writable flags", () => {
  const payer = Keypair.fromSeed(new Uint8Array(32).fill(7));
  const other = Keypair.fromSeed(new Uint8Array(32).fill(8)).publicKey;
  const program = Keypair.fromSeed(new Uint8Array(32).fill(9)).publicKey;
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: payer.publicKey.toBase58() }).add(
    new TransactionInstruction({
      programId: program,
      keys: [
        { pubkey: payer.publicKey, isSigner: true, isWritable: true },
        { pubkey: other, isSigner: false, isWritable: false },
      ],
      data: Buffer.from([1, 2]),
    }),
  );
  tx.sign(payer);
  const wire = btoa(String.fromCharCode(...tx.serialize()));
  const items = requestItems(
    post("/solana", { jsonrpc: "2.0", id: 1, method: "sendTransaction", params: [wire] }),
  );
  const ix = items.find((i) => i.key === `rpc /solana sendTransaction ${program.toBase58()}`);
  assert.ok(ix);
  assert.deepEqual(JSON.parse(ix.detail).accounts, [
    { key: payer.publicKey.toBase58(), signer: true, writable: true },
    { key: other.toBase58(), signer: false, writable: false },
  ]);
});

Deno.test("a Multicall3 aggregate3 eth_call is the batch plus each call as the same read sent alone; malformed, it does not decode", () => {
  const balanceOf = encodeFunctionData({
    abi: parseAbi(["function balanceOf(address) view returns (uint256)"]),
    args: ["0x1111111111111111111111111111111111111111"],
  });
  const aggregate3 = parseAbi([
    "function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)",
  ]);
  const data = encodeFunctionData({
    abi: aggregate3,
    args: [[
      { target: "0xaa00000000000000000000000000000000000000", allowFailure: true, callData: balanceOf },
      { target: "0xbb00000000000000000000000000000000000000", allowFailure: true, callData: balanceOf },
    ]],
  });
  const call = (to: string, d: string) =>
    post("/rpc/sonic", { jsonrpc: "2.0", id: 1, method: "eth_call", params: [{ to, data: d }, "latest"] });
  const items = requestItems(call("0xcA11bde05977b3631167028862bE2a173976CA11", data));
  assert.deepEqual(items.map((i) => i.key), [
    "call sonic aggregate3",
    "call sonic balanceOf",
    "call sonic balanceOf",
  ]);
  assert.deepEqual(JSON.parse(items[0].detail), {
    to: "0xca11bde05977b3631167028862be2a173976ca11",
    allowFailure: [true],
  });
  // each call compares with the same read sent alone
  const alone = requestItems(call("0xaa00000000000000000000000000000000000000", balanceOf));
  assert.equal(items[1].detail, alone[0].detail);
  // the same calldata to another address is an ordinary call; malformed batch calldata is undecoded
  assert.equal(
    requestItems(call("0xaa00000000000000000000000000000000000000", data))[0].key.split(" ")[1],
    "sonic",
  );
  const row = diffOperation(
    "partner.feeBalances",
    run(call("0xcA11bde05977b3631167028862bE2a173976CA11", `${data.slice(0, 10)}00ff`)),
    run(),
    NONE,
  );
  assert.equal(row.differences[0].kind, "undecoded");
});

Deno.test("diffOperations: two rows naming the same operations under a padded cell are two rows; the unused one is reported", () => {
  const pad = " ".repeat(200);
  const inventory = readInventory([
    "## Differences found by the conformance diff",
    "| Operations | Kind | Request | Fields | Reason |",
    "| --- | --- | --- | --- | --- |",
    `| \`swap.evm\`${pad} | \`only-sdk\` | \`POST /relayer action=submit\` | \`-\` | relays itself |`,
    `| \`swap.evm\`${pad} | \`only-sdk\` | \`POST /v1/intent/execute\` | \`-\` | executes itself |`,
  ].join("\n"));
  const sdk = Object.fromEntries(WIRE_OPERATIONS.map((op) => [op, run()]));
  const library = Object.fromEntries(WIRE_OPERATIONS.map((op) => [op, run()]));
  sdk["swap.evm"] = run(post("/relayer", { action: "submit" }));
  const report = diffOperations(sdk, library, inventory);
  assert.equal(report.undocumented, 0);
  assert.equal(report.unusedRows.length, 1);
  assert.match(report.unusedRows[0], /POST \/v1\/intent\/execute/);
});
