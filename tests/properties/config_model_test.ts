/**
 * Model-based test (fast-check commands) of the configuration service: generated constructor options, then a
 * generated sequence of backend payloads (`applyBackendConfig`, older versions refused) and reads, checked
 * against a small model of docs/rules/config.md#client-config: the last accepted payload replaces the backend
 * data over the packaged defaults, the user's options win over it, arrays are replaced wholesale, client-side
 * options (fees, key, flags) never come from the backend.
 */
import fc from "fast-check";
import "../_fc_seed.ts";
import { ConfigService, DEFAULT_CLIENT_CONFIG, type XToken } from "../../core/config/mod.ts";
import { type ConfigAllPayload, PACKAGED_CONFIG_VERSION } from "../../core/schemas/config_all.ts";
import type { PartnerFee } from "../../core/fee/mod.ts";
import { propertyTest } from "./_harness.ts";

const CHAINS = ["0x2105.base", "0x38.bsc", "0xa4b1.arbitrum"] as const;
type Chain = typeof CHAINS[number];

interface Model {
  version: number | undefined;
  rpc: Partial<Record<Chain, string>>;
  tokens: Partial<Record<Chain, readonly XToken[]>>;
}

interface Options {
  fee: PartnerFee | undefined;
  swapsFee: PartnerFee | undefined;
  legacyFee: PartnerFee | undefined;
  flag: boolean | undefined;
  legacyFlag: boolean | undefined;
  apiKey: string | undefined;
  rpc: Partial<Record<Chain, string>>;
  tokens: Partial<Record<Chain, readonly XToken[]>>;
}

const feeArb = fc.option(
  fc.record({
    address: fc.constant("0x2222222222222222222222222222222222222222"),
    percentage: fc.integer({ min: 0, max: 10_000 }),
  }),
  { nil: undefined },
);
const tokensArb = (chain: Chain): fc.Arbitrary<readonly XToken[]> =>
  fc.subarray([...DEFAULT_CLIENT_CONFIG.swaps.supportedTokens[chain] ?? []]);
const perChain = <T>(arb: (c: Chain) => fc.Arbitrary<T>): fc.Arbitrary<Partial<Record<Chain, T>>> =>
  fc.subarray([...CHAINS]).chain((cs) =>
    fc.tuple(...cs.map((c) => arb(c).map((v) => [c, v] as const))).map((e) => Object.fromEntries(e))
  );
const rpcArb = (c: Chain): fc.Arbitrary<string> => fc.nat(99).map((n) => `https://rpc-${n}.${c}.example`);

const optionsArb: fc.Arbitrary<Options> = fc.record({
  fee: feeArb,
  swapsFee: feeArb,
  legacyFee: feeArb,
  flag: fc.option(fc.boolean(), { nil: undefined }),
  legacyFlag: fc.option(fc.boolean(), { nil: undefined }),
  apiKey: fc.constantFrom(undefined, "", "k"),
  rpc: perChain(rpcArb),
  tokens: perChain(tokensArb),
});

function payloadOf(version: number, rpc: Model["rpc"], tokens: Model["tokens"]): ConfigAllPayload {
  const chains = Object.fromEntries(
    Object.entries(rpc).map(([c, url]) => [c, { ...DEFAULT_CLIENT_CONFIG.chains[c as Chain], rpcUrl: url }]),
  );
  return { version, config: { chains, swaps: { supportedTokens: tokens }, relay: { relayChainIdMap: {} } } };
}

class Apply implements fc.Command<Model, { service: ConfigService; options: Options }> {
  constructor(readonly version: number, readonly rpc: Model["rpc"], readonly tokens: Model["tokens"]) {}
  check = (): boolean => true;
  run(m: Model, r: { service: ConfigService }): void {
    const out = r.service.applyBackendConfig(payloadOf(this.version, this.rpc, this.tokens));
    const accepted = this.version >= PACKAGED_CONFIG_VERSION;
    if (out.ok !== accepted) throw new Error(`version ${this.version}: ok=${out.ok}`);
    if (!out.ok && out.error.code !== "INVALID_CONFIG") throw new Error(`refusal code ${out.error.code}`);
    if (accepted) Object.assign(m, { version: this.version, rpc: this.rpc, tokens: this.tokens });
  }
  toString = (): string =>
    `apply(v${this.version}, ${JSON.stringify(this.rpc)}, ${Object.keys(this.tokens)})`;
}

class Read implements fc.Command<Model, { service: ConfigService; options: Options }> {
  constructor(readonly chain: Chain) {}
  check = (): boolean => true;
  run(m: Model, r: { service: ConfigService; options: Options }): void {
    const { service: s, options: o } = r;
    const eq = (what: string, got: unknown, want: unknown): void => {
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        throw new Error(`${what}: got ${JSON.stringify(got)}, model ${JSON.stringify(want)}`);
      }
    };
    const def = DEFAULT_CLIENT_CONFIG;
    eq("backendConfigVersion", s.backendConfigVersion, m.version);
    eq(
      "rpcUrl",
      s.getChainConfig(this.chain).rpcUrl,
      o.rpc[this.chain] ?? m.rpc[this.chain] ?? def.chains[this.chain].rpcUrl,
    );
    const tokens = o.tokens[this.chain] ?? m.tokens[this.chain] ?? def.swaps.supportedTokens[this.chain];
    eq(
      "supportedTokens",
      s.getSupportedSwapTokens(this.chain).map((t) => t.address),
      tokens?.map((t) => t.address),
    );
    for (const t of def.swaps.supportedTokens[this.chain] ?? []) {
      const inList = tokens?.some((x) => x.address.toLowerCase() === t.address.toLowerCase()) ?? false;
      eq(
        `getSwapToken ${t.symbol}`,
        s.getSwapToken(this.chain, t.address.toUpperCase().replace("0X", "0x")) !== undefined,
        inList,
      );
    }
    eq("swapUseBackendSubmitTx", s.swapUseBackendSubmitTx, o.flag ?? o.legacyFlag ?? true);
    eq("swapPartnerFee", s.swapPartnerFee, o.swapsFee ?? o.legacyFee ?? o.fee);
    eq("moneyMarketPartnerFee", s.moneyMarketPartnerFee, o.fee);
    eq("apiKey", s.apiKey, o.apiKey === "" ? undefined : o.apiKey);
  }
  toString = (): string => `read(${this.chain})`;
}

const commands = [
  fc.tuple(
    fc.constantFrom(PACKAGED_CONFIG_VERSION - 1, PACKAGED_CONFIG_VERSION, PACKAGED_CONFIG_VERSION + 7),
    perChain(rpcArb),
    perChain(tokensArb),
  ).map(([v, rpc, tokens]) => new Apply(v, rpc, tokens)),
  fc.constantFrom(...CHAINS).map((c) => new Read(c)),
];

propertyTest(
  "config service against a model",
  () =>
    fc.property(optionsArb, fc.commands(commands, { maxCommands: 12 }), (o, cmds) => {
      const service = new ConfigService({
        fee: o.fee,
        apiKey: o.apiKey,
        swaps: {
          ...(o.swapsFee ? { partnerFee: o.swapsFee } : {}),
          ...(o.flag !== undefined ? { useBackendSubmitTx: o.flag } : {}),
          supportedTokens: o.tokens,
        },
        swapsOptions: { partnerFee: o.legacyFee, useBackendSubmitTx: o.legacyFlag },
        chains: Object.fromEntries(Object.entries(o.rpc).map(([c, rpcUrl]) => [c, { rpcUrl }])),
      });
      const model: Model = { version: undefined, rpc: {}, tokens: {} };
      const real = { service, options: o };
      fc.modelRun(() => ({ model, real }), cmds);
      for (const c of CHAINS) new Read(c).run(model, real);
    }),
);
