import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { ALL_CHAIN_KEYS, type SpokeChainKey } from "../../../core/chains/mod.ts";
import {
  type ClientDefaultConfig,
  DEFAULT_CLIENT_CONFIG,
  mergeConfig,
  type XToken,
} from "../../../core/config/mod.ts";
import {
  configAllResponseSchema,
  PACKAGED_CONFIG_VERSION,
  toBackendConfigData,
  toConfigAllPayload,
} from "../../../core/schemas/config_all.ts";

function roundTrip(config: Readonly<ClientDefaultConfig>) {
  return configAllResponseSchema.parse(JSON.parse(JSON.stringify(toConfigAllPayload(config))));
}

Deno.test("the packaged defaults survive the /config/all round trip with bigints revived", () => {
  const parsed = roundTrip(DEFAULT_CLIENT_CONFIG);
  assert.equal(parsed.version, PACKAGED_CONFIG_VERSION);
  assert.deepEqual(parsed.config, toBackendConfigData(DEFAULT_CLIENT_CONFIG));
  assert.deepEqual(parsed.config.relay.relayChainIdMap, DEFAULT_CLIENT_CONFIG.relay.relayChainIdMap);
  assert.equal(parsed.config.dex?.concentratedLiquidityConfig.defaultBitmap, 16383n);
});

Deno.test("the wire form carries bigints as decimal strings and no client-side fields", () => {
  const wire = JSON.stringify(toConfigAllPayload(DEFAULT_CLIENT_CONFIG));
  assert.ok(wire.includes('"hedera":"18501"'));
  for (
    const absent of ["partnerFee", "useBackendSubmitTx", "solverApiEndpoint", "relayerApiEndpoint", '"api"']
  ) {
    assert.ok(!wire.includes(absent), absent);
  }
});

Deno.test("the schema drops unknown chain keys and refuses bad known ones", () => {
  const wire = JSON.parse(JSON.stringify(toConfigAllPayload(DEFAULT_CLIENT_CONFIG)));
  wire.config.chains["future-chain"] = { whatever: 1 };
  wire.config.relay.relayChainIdMap["future-chain"] = "99";
  const ok = configAllResponseSchema.safeParse(wire);
  assert.ok(ok.success && !("future-chain" in ok.data.config.chains));
  const badType = structuredClone(wire);
  badType.config.chains.solana = badType.config.chains["0x2105.base"];
  assert.ok(!configAllResponseSchema.safeParse(badType).success);
  const badId = structuredClone(wire);
  badId.config.relay.relayChainIdMap.sonic = "-1";
  assert.ok(!configAllResponseSchema.safeParse(badId).success);
  assert.ok(!configAllResponseSchema.safeParse({ version: 100 }).success);
});

const tokenArb = (chainKey: SpokeChainKey): fc.Arbitrary<XToken> =>
  fc.record({
    symbol: fc.string({ maxLength: 6 }),
    name: fc.string({ maxLength: 6 }),
    decimals: fc.integer({ min: 0, max: 36 }),
    address: fc.string({ maxLength: 10 }),
    chainKey: fc.constant(chainKey),
    hubAsset: fc.string({ maxLength: 10 }),
    vault: fc.string({ maxLength: 10 }),
  }, { noNullPrototype: true });

Deno.test("any token lists, relay ids and bitmap survive the round trip", () => {
  const keyArb = fc.constantFrom(...ALL_CHAIN_KEYS);
  fc.assert(
    fc.property(
      keyArb.chain((k) => fc.tuple(fc.constant(k), fc.array(tokenArb(k), { maxLength: 4 }))),
      fc.dictionary(keyArb, fc.bigInt({ min: 0n, max: 2n ** 64n }), { noNullPrototype: true }),
      fc.bigInt({ min: 0n, max: 2n ** 80n }),
      ([key, tokens], ids, bitmap) => {
        const config = mergeConfig(DEFAULT_CLIENT_CONFIG, {
          swaps: { supportedTokens: { [key]: tokens } },
          relay: { relayChainIdMap: ids },
          dex: { concentratedLiquidityConfig: { defaultBitmap: bitmap } },
        });
        const parsed = roundTrip(config);
        assert.deepEqual(parsed.config.swaps.supportedTokens[key], tokens);
        assert.deepEqual(parsed.config.relay.relayChainIdMap, config.relay.relayChainIdMap);
        assert.equal(parsed.config.dex?.concentratedLiquidityConfig.defaultBitmap, bitmap);
      },
    ),
    { numRuns: 50 },
  );
});
