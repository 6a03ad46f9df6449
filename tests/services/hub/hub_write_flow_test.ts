/**
 * The shared hub write flow and hub reads: `buildHubCallTx` per source kind, `sendEvmTx` guards,
 * `readHubContract` error classes, relay error mapping.
 * @module
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { decodeFunctionData } from "viem";
import { ClientError } from "../../../core/errors.ts";
import { walletRouterRouteAbi } from "../../../core/abis/wallet_router_route.ts";
import { erc4626Abi } from "../../../core/abis/erc4626.ts";
import { buildHubCallTx } from "../../../services/hub/build_hub_call_tx.ts";
import { relayError } from "../../../services/hub/phase_error.ts";
import { readHubContract } from "../../../chains/hub/read_hub_contract.ts";
import { sendEvmTx } from "../../../services/hub/send_evm_tx.ts";
import { fromVaultUnits, toVaultUnits } from "../../../services/hub/amounts.ts";
import { simDeps, TEST_USER } from "./_sim_deps.ts";
import fc from "fast-check";
import "../../_fc_seed.ts";

const A = "0x00000000000000000000000000000000000000aa" as const;
const WS = "0x039e2fB66102314Ce7b64Ce5Ce3E5183bc94aD38" as const;
const ROUTER = "0xC67C3e55c665E78b25dc9829B3Aa5af47d914733" as const;
const ZERO = "0x0000000000000000000000000000000000000000" as const;

Deno.test("buildHubCallTx() on the hub wraps a native deposit with wS deposit() and carries the value", () => {
  const r = buildHubCallTx({
    srcChainKey: "sonic",
    srcAddress: TEST_USER,
    hubWallet: A,
    calls: [{ address: A, value: 0n, data: "0x" }],
    deposit: { token: ZERO, amount: 7n },
    chain: { walletRouter: ROUTER, wrappedNative: WS, nativeToken: ZERO },
  });
  if (!r.ok) throw r.error;
  strictEqual(r.value.tx.to, ROUTER);
  strictEqual(r.value.tx.value, 7n);
  const { args } = decodeFunctionData({ abi: walletRouterRouteAbi, data: r.value.tx.data });
  deepStrictEqual(args[0].map((c) => [c.addr.toLowerCase(), c.value, c.data]), [[
    WS.toLowerCase(),
    7n,
    "0xd0e30db0",
  ], [A, 0n, "0x"]]);
});

Deno.test("buildHubCallTx() sends the native amount as value on a spoke and refuses a missing address", () => {
  const chain = { assetManager: A, connection: A, nativeToken: ZERO };
  const r = buildHubCallTx({
    srcChainKey: "0x2105.base",
    srcAddress: TEST_USER,
    hubWallet: A,
    calls: [],
    deposit: { token: ZERO, amount: 9n },
    chain,
  });
  strictEqual(r.ok && r.value.tx.value, 9n);
  const missing = buildHubCallTx({
    srcChainKey: "0x2105.base",
    srcAddress: TEST_USER,
    hubWallet: A,
    calls: [],
    chain: { nativeToken: ZERO },
  });
  strictEqual(!missing.ok && missing.error.code, "INVALID_CONFIG");
});

Deno.test("sendEvmTx() refuses a wallet that is not the source address", async () => {
  const { sim, wallet } = simDeps();
  try {
    const r = await sendEvmTx({ from: A, to: A, value: 0n, data: "0x" }, {
      walletProvider: wallet("0x2105.base"),
    }, "supply");
    strictEqual(!r.ok && r.error.code, "VALIDATION_FAILED");
    strictEqual(!r.ok && r.error.context.phase, "validate");
    const thrower = {
      getAddress: () => Promise.resolve(A),
      sendTransaction: () => Promise.reject(new Error("denied")),
    };
    const t = await sendEvmTx(
      { from: A, to: A, value: 0n, data: "0x" },
      { walletProvider: thrower },
      "supply",
    );
    strictEqual(!t.ok && t.error.code, "WALLET_ERROR");
    strictEqual(!t.ok && t.error.context.phase, "submit");
  } finally {
    sim.close();
  }
});

Deno.test("readHubContract() reports empty return data as RESPONSE_VALIDATION_FAILED in the lookup phase", async () => {
  const { sim } = simDeps();
  try {
    const r = await readHubContract(sim.urls.rpc("sonic"), {
      address: A,
      abi: erc4626Abi,
      functionName: "asset",
      args: [],
    }, { fetch: sim.fetch });
    strictEqual(r.ok, true);
    const empty = await readHubContract(sim.urls.rpc("sonic"), {
      address: A,
      abi: [{
        type: "function",
        name: "nothing",
        stateMutability: "view",
        inputs: [],
        outputs: [{ type: "uint256", name: "" }],
      }] as const,
      functionName: "nothing",
      args: [],
    }, { fetch: sim.fetch });
    strictEqual(!empty.ok && empty.error.code, "RESPONSE_VALIDATION_FAILED");
    strictEqual(!empty.ok && empty.error.context.phase, "lookup");
  } finally {
    sim.close();
  }
});

Deno.test("relayError() propagates RELAY_TIMEOUT, SUBMIT_TX_FAILED and HTTP_REQUEST_FAILED raw", () => {
  strictEqual(
    relayError(new ClientError("SUBMIT_TX_FAILED", "SUBMIT_TX_FAILED"), "stake").context.phase,
    "submit",
  );
  const polling = relayError(
    new ClientError("HTTP_REQUEST_FAILED", "HTTP_REQUEST_FAILED", { context: { status: 500 } }),
    "stake",
  );
  deepStrictEqual([polling.code, polling.message, polling.context.relayCode, polling.context.status], [
    "HTTP_REQUEST_FAILED",
    "HTTP_REQUEST_FAILED",
    "HTTP_REQUEST_FAILED",
    500,
  ]);
});

Deno.test("relayError() files a transport failure of the submit call under phase submit, code kept", () => {
  const atSubmit = relayError(
    new ClientError("HTTP_REQUEST_FAILED", "HTTP_REQUEST_FAILED", { context: { action: "submit" } }),
    "supply",
    { srcTxHash: "0xaa" },
  );
  deepStrictEqual(
    [atSubmit.code, atSubmit.context.phase, atSubmit.context.relayCode, atSubmit.context.srcTxHash],
    ["HTTP_REQUEST_FAILED", "submit", "HTTP_REQUEST_FAILED", "0xaa"],
  );
});

Deno.test("toVaultUnits() and fromVaultUnits() round-trip for decimals up to 18", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 18 }), fc.bigInt({ min: 0n, max: 1n << 200n }), (d, amount) => {
      return fromVaultUnits(d, toVaultUnits(d, amount)) === amount;
    }),
  );
});
