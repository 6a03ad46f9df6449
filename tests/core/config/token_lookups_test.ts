import assert from "node:assert/strict";
import { XSwap } from "../../../mod.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";
import {
  getMoneyMarketToken,
  isMoneyMarketSupportedToken,
  type LookupConfig,
} from "../../../core/config/token_lookups.ts";

const BASE = "0x2105.base";
const BASE_SODA = "0xdc5B4b00F98347E95b9F94911213DAB4C687e1e3";
const SODA_VAULT = "0x21685E341DE7844135329914Be6Bd8D16982d834";
const BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
const USDC_HUB_ASSET = "0x72E852545B024ddCbc5b70C1bCBDAA025164259C";
const USDC_VAULT = "0xAbbb91c0617090F0028BDC27597Cd0D038F3A833";
const STATA_OF_SODA = "0xac8540fee419c7ceb985889eaba1e84b42a53e8a";

Deno.test("config hub-asset lookups map between a chain's token and its hub asset and vault, any case", () => {
  const c = new XSwap().config;
  assert.equal(c.getOriginalAssetAddress(BASE, USDC_HUB_ASSET.toLowerCase()), BASE_USDC);
  assert.equal(
    c.getOriginalAssetAddress("0x38.bsc", "0x000000000000000000000000000000000000dEaD"),
    undefined,
  );
  assert.equal(c.isValidHubAsset(USDC_HUB_ASSET.toUpperCase().replace("0X", "0x")), true);
  assert.equal(c.isValidHubAsset(BASE_USDC), false, "a spoke address is not a hub asset");
  assert.equal(c.isValidChainHubAsset(BASE, USDC_HUB_ASSET), true);
  assert.equal(c.isValidChainHubAsset("stellar", USDC_HUB_ASSET), false);
  assert.equal(c.isSodaVaultHubAsset(USDC_VAULT), true);
  assert.equal(c.isSodaVaultHubAsset(USDC_HUB_ASSET), false);
  assert.deepEqual(c.getOriginalAssetsFromVault(BASE, USDC_VAULT.toLowerCase()), [BASE_USDC]);
});

Deno.test("config SODA lookups: the chain's SODA, or UNSUPPORTED_TOKEN / undefined where it has none", () => {
  const c = new XSwap().config;
  assert.equal(c.getSodaTokenAddress(BASE), BASE_SODA);
  const soda = c.getSodaToken(BASE);
  assert.ok(soda.ok && soda.value.symbol === "SODA");
  assert.equal(c.getSodaTokenAddress("no.such.chain"), undefined);
  const none = c.getSodaToken("no.such.chain");
  assert.ok(!none.ok && none.error.code === "UNSUPPORTED_TOKEN");
  assert.equal(c.findSupportedTokenBySymbol(BASE, "soda")?.address, BASE_SODA);
  assert.equal(c.findSupportedTokenBySymbol(BASE, "NOPE"), undefined);
});

Deno.test("getOriginalAssetAddressFromStakedATokenAddress: xSODA is SODA, a stata currency its vault's token", () => {
  const c = new XSwap().config;
  assert.equal(c.isValidStakedATokenAddress(STATA_OF_SODA.toUpperCase().replace("0X", "0x")), true);
  assert.equal(c.isValidStakedATokenAddress(SODA_VAULT), false);
  const xSoda = c.getOriginalAssetAddressFromStakedATokenAddress(BASE, c.instanceConfig.hub.addresses.xSoda);
  assert.deepEqual(xSoda, { ok: true, value: BASE_SODA });
  const stata = c.getOriginalAssetAddressFromStakedATokenAddress(BASE, STATA_OF_SODA);
  assert.deepEqual(stata, { ok: true, value: BASE_SODA });
  const vault = c.getOriginalAssetAddressFromStakedATokenAddress(BASE, USDC_VAULT);
  assert.deepEqual(vault, { ok: true, value: BASE_USDC });
  const unknown = c.getOriginalAssetAddressFromStakedATokenAddress(
    BASE,
    "0x000000000000000000000000000000000000dEaD",
  );
  assert.ok(!unknown.ok && unknown.error.code === "UNSUPPORTED_TOKEN");
});

Deno.test("money-market token lookups read moneyMarket.supportedTokens of the chain", () => {
  const usdc = DEFAULT_CLIENT_CONFIG.chains[BASE].supportedTokens.find((t) => t.symbol === "USDC")!;
  const config: LookupConfig = {
    ...DEFAULT_CLIENT_CONFIG,
    moneyMarket: {
      ...DEFAULT_CLIENT_CONFIG.moneyMarket,
      supportedTokens: { ...DEFAULT_CLIENT_CONFIG.moneyMarket.supportedTokens, [BASE]: [usdc] },
    },
  };
  assert.equal(getMoneyMarketToken(config, BASE, BASE_USDC.toLowerCase()), usdc);
  assert.equal(isMoneyMarketSupportedToken(config, BASE, BASE_USDC), true);
  assert.equal(isMoneyMarketSupportedToken(config, BASE, BASE_SODA), false);
  assert.equal(
    new XSwap().config.isMoneyMarketSupportedToken(BASE, BASE_USDC),
    false,
    "packaged list is empty",
  );
});

Deno.test("config lookups answer not-found for values that are not strings, never throwing", () => {
  const c = new XSwap().config;
  const junk = [undefined, null, 42, Symbol("x"), {}, "__proto__"] as unknown as string[];
  for (const v of junk) {
    assert.equal(c.getMoneyMarketToken(v, v), undefined);
    assert.equal(c.isMoneyMarketSupportedToken(v, v), false);
    assert.equal(c.getOriginalAssetAddress(v, v), undefined);
    assert.equal(c.isValidHubAsset(v), false);
    assert.equal(c.isSodaVaultHubAsset(v), false);
    assert.equal(c.isValidChainHubAsset(v, v), false);
    assert.equal(c.findSupportedTokenBySymbol(v, v), undefined);
    assert.equal(c.isValidStakedATokenAddress(v), false);
    assert.deepEqual(c.getOriginalAssetsFromVault(v, v), []);
    assert.equal(c.getSodaTokenAddress(v), undefined);
    assert.equal(c.getSodaToken(v).ok, false);
    assert.equal(c.getOriginalAssetAddressFromStakedATokenAddress(v, v).ok, false);
  }
});
