// A failed wallet call is WALLET_ERROR only when the wallet refused or could not sign; a node or transport failure
// under it keeps its transport code and status, and the error's detail is one short line (no signed payloads).
import assert from "node:assert/strict";
import { HttpRequestError, RpcRequestError, TimeoutError, UserRejectedRequestError } from "viem";
import { createEvmSpokeAdapter } from "../../chains/evm/adapter.ts";
import type { EvmWalletProvider } from "../../chains/evm/wallet.ts";
import { walletError } from "../../chains/spoke/intent_creation.ts";
import { classifyWalletFailure, MAX_WALLET_DETAIL_CHARS } from "../../chains/spoke/wallet_failure.ts";
import { ClientError } from "../../core/errors.ts";
import type { ErrorContextFields } from "../../core/errors.ts";

const SIGNED = `0x02f8${"ab".repeat(1_500)}`;
const a = (b: string): `0x${string}` => `0x${b.repeat(20)}`;

/** What viem's http transport throws when the node answers 500 to eth_sendRawTransaction. */
function rpc500(): HttpRequestError {
  return new HttpRequestError({
    url: "https://rpc.example/arbitrum",
    status: 500,
    body: { jsonrpc: "2.0", id: 1, method: "eth_sendRawTransaction", params: [SIGNED] },
    details: `Internal Server Error\n${"stack line\n".repeat(50)}`,
  });
}

Deno.test("an RPC 500 while the wallet sends is HTTP_REQUEST_FAILED with the status and a short detail", () => {
  const e = walletError(
    "sendTransaction",
    { chainKey: "0xa4b1.arbitrum" },
    new Error("send failed", { cause: rpc500() }),
  );
  assert.equal(e.code, "HTTP_REQUEST_FAILED");
  assert.equal(e.context.status, 500);
  const detail = String(e.context.detail);
  assert.ok(detail.length <= MAX_WALLET_DETAIL_CHARS, `detail of ${detail.length} chars`);
  assert.ok(!detail.includes("\n"));
  assert.ok(!e.message.includes("\n") && e.message.length < 200, e.message);
  assert.ok(
    !JSON.stringify(e.context).includes("abababababababababab"),
    "the signed tx leaked into the context",
  );
  assert.ok(e.cause instanceof Error, "the dependency's error stays the cause");
});

Deno.test("the EVM adapter reports a wallet whose node answered 500 as HTTP_REQUEST_FAILED, a rejection as WALLET_ERROR", async () => {
  const adapter = createEvmSpokeAdapter({
    chainKey: "0xa4b1.arbitrum",
    rpcUrl: "https://rpc.example/arbitrum",
    chainId: 42161,
    assetManager: a("99"),
    nativeToken: a("00"),
    pollingConfig: { pollingIntervalMs: 10, maxTimeoutMs: 0 },
  });
  const params = {
    dstChainKey: "0x38.bsc",
    inputToken: a("77"),
    hubInputToken: a("33"),
    hubOutputToken: a("44"),
    inputAmount: 1_000_000n,
    minOutputAmount: 500n,
    deadline: 0n,
    allowPartialFill: false,
    dstAddress: a("66"),
    creator: a("11"),
    intentsContract: a("12"),
  } as const;
  const failing = (error: unknown): EvmWalletProvider => ({
    getAddress: () => Promise.resolve(a("55") as `0x${string}`),
    sendTransaction: () => Promise.reject(error),
  });
  const node = await adapter.createSwapIntent(params, failing(rpc500()));
  assert.ok(!node.ok && node.error.code === "HTTP_REQUEST_FAILED" && node.error.context.status === 500);
  const declined = await adapter.createSwapIntent(
    params,
    failing(new UserRejectedRequestError(new Error("User rejected the request."))),
  );
  assert.ok(
    !declined.ok && declined.error.code === "WALLET_ERROR" && declined.error.context.walletCode === 4001,
  );
});

Deno.test("classifyWalletFailure: transport codes for node failures, WALLET_ERROR for the wallet's own", () => {
  const table: [unknown, ReturnType<typeof classifyWalletFailure>][] = [
    [rpc500(), { code: "HTTP_REQUEST_FAILED", status: 500 }],
    [new HttpRequestError({ url: "https://rpc.example", cause: new TypeError("fetch failed") }), {
      code: "NETWORK_ERROR",
    }],
    [new TimeoutError({ body: {}, url: "https://rpc.example" }), { code: "REQUEST_TIMEOUT" }],
    [
      new RpcRequestError({
        body: {},
        url: "https://rpc.example",
        error: { code: -32000, message: "nonce too low" },
      }),
      {
        code: "HTTP_REQUEST_FAILED",
      },
    ],
    [
      new ClientError("NETWORK_ERROR", "Cannot POST /rpc: connection reset", { context: {} }),
      { code: "NETWORK_ERROR" },
    ],
    [new UserRejectedRequestError(new Error("no")), { code: "WALLET_ERROR" }],
    // a rejection wins over a transport error further down the chain
    [Object.assign(new Error("declined", { cause: rpc500() }), { code: 4001 }), { code: "WALLET_ERROR" }],
    [new Error("could not sign"), { code: "WALLET_ERROR" }],
    ["junk", { code: "WALLET_ERROR" }],
    [null, { code: "WALLET_ERROR" }],
  ];
  for (const [cause, expected] of table) assert.deepEqual(classifyWalletFailure(cause), expected);
});

Deno.test("a wallet error of kilobytes of multi-line text with the signed tx becomes one short detail line", () => {
  const verbose = new Error(
    `Transaction failed: raw ${SIGNED}\nRequest Arguments:\n  data: ${SIGNED}\n${"Details: x\n".repeat(100)}`,
  );
  assert.ok(verbose.message.length > 3_000);
  for (
    const e of [walletError("sendTransaction", {}, verbose), walletError("sendTransaction", {}, rpc500())]
  ) {
    const detail = String((e.context as ErrorContextFields).detail);
    assert.ok(detail.length <= MAX_WALLET_DETAIL_CHARS, `detail of ${detail.length} chars`);
    assert.ok(!detail.includes("\n"), detail);
    assert.ok(!detail.includes("abababababababababab"), "the signed tx leaked into the detail");
  }
});
