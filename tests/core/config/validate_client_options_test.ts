import assert from "node:assert/strict";
import { type ClientOptions, collectConfigIssues, validateClientOptions } from "../../../core/config/mod.ts";
import type { ErrorContextFields } from "../../../core/errors.ts";

const ADDR = "0x0000000000000000000000000000000000000001";

Deno.test("validateClientOptions accepts the empty, undefined and a realistic options object", () => {
  assert.ok(validateClientOptions(undefined).ok);
  assert.ok(validateClientOptions({}).ok);
  assert.ok(
    validateClientOptions({
      apiKey: "k",
      fee: { address: ADDR, percentage: 100 },
      swaps: { useBackendSubmitTx: false, partnerFee: { address: ADDR, amount: 1n } },
      chains: {
        sui: { rpc_url: "https://sui.example:443" },
        solana: { rpcUrl: "https://rpc.example/?api-key=1" },
      },
      api: {
        baseApiConfig: { baseURL: "http://localhost:8080", basePath: "" },
        sponsoringApiConfig: { timeout: 5 },
      },
      relay: { relayChainIdMap: { sonic: 146n } },
      logger: { debug() {}, info() {}, warn() {}, error() {} },
      exchange: { signRequest: () => ({}) },
    }).ok,
  );
});

Deno.test("validateClientOptions reports each rule with a precise code and path, never throwing", () => {
  const table: [string, unknown, string, string][] = [
    ["global fee percentage", { fee: { address: ADDR, percentage: 10001 } }, "INVALID_FEE", "fee.percentage"],
    [
      "negative swaps fee",
      { swaps: { partnerFee: { address: ADDR, amount: -1n } } },
      "INVALID_FEE",
      "swaps.partnerFee.amount",
    ],
    [
      "bad fee address",
      { bridge: { partnerFee: { address: "0x1", percentage: 1 } } },
      "INVALID_FEE",
      "bridge.partnerFee.address",
    ],
    [
      "money market fee",
      { moneyMarket: { partnerFee: {} } },
      "INVALID_FEE",
      "moneyMarket.partnerFee.address",
    ],
    [
      "leverage fee",
      { leverageYield: { partnerFee: { address: ADDR } } },
      "INVALID_FEE",
      "leverageYield.partnerFee.percentage",
    ],
    [
      "deprecated fee",
      { swapsOptions: { partnerFee: { address: ADDR, percentage: -5 } } },
      "INVALID_FEE",
      "swapsOptions.partnerFee.percentage",
    ],
    ["unknown chain", { chains: { "0xdead.nope": {} } }, "UNKNOWN_CHAIN_KEY", "chains.0xdead.nope"],
    [
      "unknown swap chain",
      { swaps: { supportedTokens: { nope: [] } } },
      "UNKNOWN_CHAIN_KEY",
      "swaps.supportedTokens.nope",
    ],
    [
      "unknown relay chain",
      { relay: { relayChainIdMap: { nope: 1n } } },
      "UNKNOWN_CHAIN_KEY",
      "relay.relayChainIdMap.nope",
    ],
    [
      "relay id not bigint",
      { relay: { relayChainIdMap: { sonic: 146 } } },
      "INVALID_CONFIG",
      "relay.relayChainIdMap.sonic",
    ],
    [
      "bad chain rpc",
      { chains: { "0x2105.base": { rpcUrl: "nope" } } },
      "INVALID_URL",
      "chains.0x2105.base.rpcUrl",
    ],
    [
      "bad horizon",
      { chains: { stellar: { horizonRpcUrl: "ftp://x" } } },
      "INVALID_URL",
      "chains.stellar.horizonRpcUrl",
    ],
    ["bad sui alias", { chains: { sui: { rpc_url: "::" } } }, "INVALID_URL", "chains.sui.rpc_url"],
    ["bad hub rpc", { hub: { rpcUrl: "" } }, "INVALID_URL", "hub.rpcUrl"],
    ["bad solver", { solver: { solverApiEndpoint: "x" } }, "INVALID_URL", "solver.solverApiEndpoint"],
    ["bad relayer", { relay: { relayerApiEndpoint: "x" } }, "INVALID_URL", "relay.relayerApiEndpoint"],
    ["bad api baseURL", { api: { baseURL: "nope" } }, "INVALID_URL", "api.baseURL"],
    [
      "bad sponsoring URL",
      { api: { sponsoringApiConfig: { baseURL: "x" } } },
      "INVALID_URL",
      "api.sponsoringApiConfig.baseURL",
    ],
    [
      "negative timeout",
      { api: { swapsApiConfig: { timeout: -1 } } },
      "INVALID_CONFIG",
      "api.swapsApiConfig.timeout",
    ],
    ["bad basePath", { api: { basePath: "be" } }, "INVALID_CONFIG", "api.basePath"],
    ["bad headers", { api: { headers: { a: 1 } } }, "INVALID_CONFIG", "api.headers"],
    ["bad flag", { swaps: { useBackendSubmitTx: "yes" } }, "INVALID_CONFIG", "swaps.useBackendSubmitTx"],
    ["bad key", { apiKey: 5 }, "INVALID_CONFIG", "apiKey"],
    ["bad logger", { logger: { warn() {} } }, "INVALID_CONFIG", "logger"],
    ["bad signer", { exchange: { signRequest: "x" } }, "INVALID_CONFIG", "exchange.signRequest"],
    ["not an object", 5, "INVALID_CONFIG", ""],
  ];
  for (const [name, options, code, path] of table) {
    const r = validateClientOptions(options as ClientOptions);
    assert.ok(!r.ok, name);
    assert.equal(r.error.code, code, name);
    assert.equal((r.error.context as ErrorContextFields).path, path, name);
  }
});

Deno.test("every issue is listed, in order, in context.issues", () => {
  const options = { fee: { address: ADDR, percentage: -1 }, chains: { nope: {} }, hub: { rpcUrl: "x" } };
  const issues = collectConfigIssues(options);
  assert.deepEqual(issues.map((i) => i.code), ["INVALID_FEE", "UNKNOWN_CHAIN_KEY", "INVALID_URL"]);
  const r = validateClientOptions(options as ClientOptions);
  assert.ok(!r.ok);
  assert.deepEqual(r.error.context.issues, issues);
});

Deno.test("a base URL with a doubled version prefix is an INVALID_URL naming the prefix", () => {
  const r = validateClientOptions({ api: { baseURL: "http://127.0.0.1:8787/v1/v1" } });
  assert.ok(!r.ok);
  assert.equal(r.error.code, "INVALID_URL");
  assert.match(r.error.message, /doubled version prefix \/v1\/v1/);
  const solver = collectConfigIssues({ solver: { solverApiEndpoint: "https://api.example/v1/v1/intent" } });
  assert.ok(solver.some((i) => i.code === "INVALID_URL" && i.path === "solver.solverApiEndpoint"));
  assert.ok(validateClientOptions({ api: { baseURL: "https://api.example/v1" } }).ok);
});
