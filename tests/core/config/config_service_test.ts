import assert from "node:assert/strict";
import {
  ConfigService,
  DEFAULT_CLIENT_CONFIG,
  PACKAGED_HUB_CONFIG,
  type XToken,
} from "../../../core/config/mod.ts";
import type { PartnerFee } from "../../../core/fee/mod.ts";
import { configAllResponseSchema, toConfigAllPayload } from "../../../core/schemas/config_all.ts";

const A: PartnerFee = { address: "0x0000000000000000000000000000000000000001", percentage: 10 };
const B: PartnerFee = { address: "0x0000000000000000000000000000000000000002", amount: 5n };
const D: PartnerFee = { address: "0x0000000000000000000000000000000000000003", percentage: 20 };

Deno.test("constructing with no arguments uses packaged defaults: backend submit-tx on, no fees, no key", () => {
  const c = new ConfigService();
  assert.equal(c.swapUseBackendSubmitTx, true);
  assert.equal(c.bridgeUseBackendSubmitTx, true);
  for (
    const f of [
      c.fee,
      c.swapPartnerFee,
      c.moneyMarketPartnerFee,
      c.bridgePartnerFee,
      c.leverageYieldPartnerFee,
    ]
  ) {
    assert.equal(f, undefined);
  }
  assert.equal(c.apiKey, undefined);
  assert.equal(c.instanceConfig.hub.rpcUrl, DEFAULT_CLIENT_CONFIG.hub.rpcUrl);
});

Deno.test("effective fee = feature fee ?? global fee, for each of the four features", () => {
  const table: [
    string,
    ConstructorParameters<typeof ConfigService>[0],
    (c: ConfigService) => unknown,
    unknown,
  ][] = [
    ["swaps falls back", { fee: A }, (c) => c.swapPartnerFee, A],
    ["swaps own", { fee: A, swaps: { partnerFee: B } }, (c) => c.swapPartnerFee, B],
    ["money market falls back", { fee: A }, (c) => c.moneyMarketPartnerFee, A],
    ["money market own", { fee: A, moneyMarket: { partnerFee: B } }, (c) => c.moneyMarketPartnerFee, B],
    ["bridge falls back", { fee: A }, (c) => c.bridgePartnerFee, A],
    ["bridge own", { fee: A, bridge: { partnerFee: B } }, (c) => c.bridgePartnerFee, B],
    ["leverage yield falls back", { fee: A }, (c) => c.leverageYieldPartnerFee, A],
    ["leverage yield own", { leverageYield: { partnerFee: B } }, (c) => c.leverageYieldPartnerFee, B],
    ["global read back", { fee: A }, (c) => c.fee, A],
    [
      "deprecated swapsOptions fee when swaps fee omitted",
      { swapsOptions: { partnerFee: D } },
      (c) => c.swapPartnerFee,
      D,
    ],
    [
      "swaps fee beats swapsOptions",
      { swaps: { partnerFee: B }, swapsOptions: { partnerFee: D } },
      (c) => c.swapPartnerFee,
      B,
    ],
    [
      "deprecated bridgeOptions fee",
      { fee: A, bridgeOptions: { partnerFee: D } },
      (c) => c.bridgePartnerFee,
      D,
    ],
  ];
  for (const [name, options, read, expected] of table) {
    assert.equal(read(new ConfigService(options)), expected, name);
  }
});

Deno.test("deprecated swapsOptions / bridgeOptions flags apply only when the new flag is omitted", () => {
  const table: [ConstructorParameters<typeof ConfigService>[0], boolean, boolean][] = [
    [{ swapsOptions: { useBackendSubmitTx: false } }, false, true],
    [{ swaps: { useBackendSubmitTx: true }, swapsOptions: { useBackendSubmitTx: false } }, true, true],
    [{ swaps: { useBackendSubmitTx: undefined }, swapsOptions: { useBackendSubmitTx: false } }, false, true],
    [{ bridgeOptions: { useBackendSubmitTx: false } }, true, false],
    [{ bridge: { useBackendSubmitTx: true }, bridgeOptions: { useBackendSubmitTx: false } }, true, true],
    [{ swaps: { useBackendSubmitTx: false }, bridge: { useBackendSubmitTx: false } }, false, false],
  ];
  for (const [options, swaps, bridge] of table) {
    const c = new ConfigService(options);
    assert.deepEqual(
      [c.swapUseBackendSubmitTx, c.bridgeUseBackendSubmitTx],
      [swaps, bridge],
      JSON.stringify(options),
    );
  }
});

Deno.test("Sui rpc_url is a deprecated alias of grpc_url that wins when set", () => {
  assert.equal(
    new ConfigService({ chains: { sui: { grpc_url: "https://g" } } }).getChainConfig("sui").grpc_url,
    "https://g",
  );
  const both = new ConfigService({ chains: { sui: { grpc_url: "https://g", rpc_url: "https://r" } } });
  assert.equal(both.getChainConfig("sui").grpc_url, "https://r");
  assert.equal(
    new ConfigService({ chains: { sui: { rpc_url: "" } } }).getChainConfig("sui").grpc_url,
    DEFAULT_CLIENT_CONFIG.chains.sui.grpc_url,
  );
});

Deno.test("getHubChainConfig stays the packaged snapshot after overriding hub", () => {
  const c = new ConfigService({ hub: { rpcUrl: "http://127.0.0.1:8545" } });
  assert.equal(c.instanceConfig.hub.rpcUrl, "http://127.0.0.1:8545");
  assert.equal(c.getHubChainConfig(), PACKAGED_HUB_CONFIG);
  assert.equal(c.getHubChainConfig().rpcUrl, "https://rpc.soniclabs.com");
});

Deno.test("apiKey, logger and exchange signer are read back; an empty key counts as unset", () => {
  const sign = () => ({});
  const logger = { debug() {}, info() {}, warn() {}, error() {} };
  const c = new ConfigService({ apiKey: "k", logger, exchange: { signRequest: sign } });
  assert.equal(c.apiKey, "k");
  assert.equal(c.logger, logger);
  assert.equal(c.exchangeSignRequest, sign);
  assert.equal(new ConfigService({ apiKey: "" }).apiKey, undefined);
});

Deno.test("swap token lookups are case-insensitive and reject unknown chains and tokens", () => {
  const c = new ConfigService();
  const usdc = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens["0x2105.base"].find((t) => t.symbol === "USDC")!;
  assert.equal(c.getSwapToken("0x2105.base", usdc.address.toUpperCase().replace("0X", "0x")), usdc);
  assert.equal(c.getSwapToken("0x2105.base", usdc.address.toLowerCase()), usdc);
  assert.equal(c.getSwapToken("nope", usdc.address), undefined);
  assert.equal(c.getSwapToken("0x2105.base", "0xdead"), undefined);
  assert.ok(c.isValidSpokeChainKey("solana") && !c.isValidSpokeChainKey("nope"));
  assert.deepEqual(c.getSupportedSwapTokens("nope" as never), []);
  const bnusdd = DEFAULT_CLIENT_CONFIG.chains.sonic.supportedTokens.find((t) => t.symbol === "bnUSDd")!;
  assert.equal(c.getSwapToken("sonic", bnusdd.address), undefined);
  assert.equal(c.getChainToken("sonic", bnusdd.address), bnusdd);
  const unknown = c.findChainConfig("nope");
  assert.ok(
    !unknown.ok && unknown.error.code === "UNKNOWN_CHAIN_KEY" && unknown.error.context.chainKey === "nope",
  );
});

Deno.test("a user token list replaces the packaged one wholesale", () => {
  const mine: XToken = { ...DEFAULT_CLIENT_CONFIG.swaps.supportedTokens.solana[0]!, symbol: "MINE" };
  const c = new ConfigService({ swaps: { supportedTokens: { solana: [mine] } } });
  assert.deepEqual(c.getSupportedSwapTokens("solana"), [mine]);
  assert.equal(c.getSupportedSwapTokens("sonic"), DEFAULT_CLIENT_CONFIG.swaps.supportedTokens.sonic);
});

function backendPayload(mutate: (wire: { config: Record<string, unknown> }) => void, version = 100) {
  const wire = JSON.parse(JSON.stringify(toConfigAllPayload(DEFAULT_CLIENT_CONFIG, version)));
  mutate(wire);
  return configAllResponseSchema.parse(wire);
}

Deno.test("applyBackendConfig replaces the static data, then re-applies the constructor overrides", () => {
  const c = new ConfigService({ chains: { "0x2105.base": { rpcUrl: "http://my-base" } }, fee: A });
  const payload = backendPayload((w) => {
    const chains = w.config.chains as Record<string, Record<string, unknown>>;
    chains["0x2105.base"]!.rpcUrl = "https://backend-base";
    chains["0xa4b1.arbitrum"]!.rpcUrl = "https://backend-arb";
    (w.config.swaps as { supportedTokens: Record<string, unknown[]> }).supportedTokens.solana = [];
    chains["brand-new-chain"] = { anything: true };
  });
  assert.deepEqual(c.applyBackendConfig(payload), { ok: true, value: undefined });
  assert.equal(c.backendConfigVersion, 100);
  assert.equal(c.getChainConfig("0x2105.base").rpcUrl, "http://my-base");
  assert.equal(c.getChainConfig("0xa4b1.arbitrum").rpcUrl, "https://backend-arb");
  assert.deepEqual(c.getSupportedSwapTokens("solana"), []);
  assert.equal(c.swapPartnerFee, A);
  assert.equal(c.getHubChainConfig(), PACKAGED_HUB_CONFIG);
});

Deno.test("applyBackendConfig refuses an old version and keeps the configuration", () => {
  const c = new ConfigService();
  const before = c.instanceConfig;
  const r = c.applyBackendConfig(backendPayload(() => {}, 26));
  assert.ok(!r.ok && r.error.code === "INVALID_CONFIG");
  assert.deepEqual(r.error.context, { version: 26, minVersion: 100 });
  assert.equal(c.instanceConfig, before);
  assert.equal(c.backendConfigVersion, undefined);
});

Deno.test("token lookups made before applyBackendConfig do not outlive it (the lazy index is rebuilt)", () => {
  const c = new ConfigService();
  const usdc = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens["0x2105.base"].find((t) => t.symbol === "USDC")!;
  assert.equal(c.getSwapToken("0x2105.base", usdc.address), usdc);
  assert.equal(c.getChainToken("0x2105.base", usdc.address), usdc);
  const renamed = backendPayload((w) => {
    const lists =
      (w.config.swaps as { supportedTokens: Record<string, { symbol: string }[]> }).supportedTokens;
    lists["0x2105.base"] = lists["0x2105.base"]!.map((t) => ({ ...t, symbol: `b${t.symbol}` }));
    const chains = w.config.chains as Record<string, { supportedTokens: unknown[] }>;
    chains["0x2105.base"]!.supportedTokens = [];
  });
  assert.ok(c.applyBackendConfig(renamed).ok);
  assert.equal(
    c.getSwapToken("0x2105.base", usdc.address.toUpperCase().replace("0X", "0x"))?.symbol,
    "bUSDC",
  );
  assert.equal(c.getChainToken("0x2105.base", usdc.address), undefined);
  assert.equal(c.getChainToken("toString", usdc.address), undefined);
  assert.equal(c.getSwapToken("__proto__", usdc.address), undefined);
});
