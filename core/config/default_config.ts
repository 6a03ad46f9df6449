/**
 * The packaged defaults `DEFAULT_CLIENT_CONFIG` (deep-frozen): hub mainnet, no fees, the packaged chains and
 * tokens (generated from the reference data into `_default_chains.ts` and `_default_tokens.ts`).
 *
 * Hedera and Robinhood are not in the packaged data: they carry zero addresses, an empty `rpcUrl` and no tokens
 * (Robinhood's `nativeChainId` is `0`, unknown).
 *
 * @example Find a swap token
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "./default_config.ts";
 * const usdc = DEFAULT_CLIENT_CONFIG.swaps.supportedTokens["0x2105.base"].find((t) => t.symbol === "USDC");
 * assert.ok(usdc !== undefined && usdc.chainKey === "0x2105.base");
 * ```
 * @module
 */
import {
  DEFAULT_API_HEADERS,
  DEFAULT_API_TIMEOUT_MS,
  DEFAULT_GATEWAY_BASE_URL,
} from "../api_config/types.ts";
import type { BackendApiConfig } from "../api_config/types.ts";
import { ALL_CHAIN_KEYS, ChainKeys, type SpokeChainKey } from "../chains/chain_keys.ts";
import { RelayChainIdMap } from "../chains/relay_chain_ids.ts";
import { RAW_PACKAGED_CHAINS } from "./_default_chains.ts";
import { RAW_PACKAGED_TOKENS } from "./_default_tokens.ts";
import type { ChainConfigs } from "../config_types/chain_config.ts";
import type { ClientDefaultConfig } from "../config_types/client_default_config.ts";
import type { HubConfig } from "../config_types/feature_config.ts";
import type { XToken } from "../config_types/xtoken.ts";

/** Default solver root `{solver_url}` = `{base_url}/intent`. */
export const DEFAULT_SOLVER_API_ENDPOINT: string = `${DEFAULT_GATEWAY_BASE_URL}/intent`;

/** Default (mainnet) relayer root. */
export const DEFAULT_RELAYER_API_ENDPOINT = "https://xcall-relay.nw.iconblockchain.xyz";

/** Testnet relayer root (an alternative to {@link DEFAULT_RELAYER_API_ENDPOINT}). */
export const TESTNET_RELAYER_API_ENDPOINT = "https://testnet-xcall-relay.nw.iconblockchain.xyz";

/** The packaged `api` section: flat form, gateway root ending in `/v1`, data API at `/be`, 30000 ms timeout. */
export const DEFAULT_API_CONFIG: Readonly<BackendApiConfig> = Object.freeze({
  baseURL: DEFAULT_GATEWAY_BASE_URL,
  basePath: "/be",
  timeout: DEFAULT_API_TIMEOUT_MS,
  headers: { ...DEFAULT_API_HEADERS },
});

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function perChain<T>(fn: (key: SpokeChainKey) => T): Record<SpokeChainKey, T> {
  return Object.fromEntries(ALL_CHAIN_KEYS.map((k) => [k, fn(k)])) as Record<SpokeChainKey, T>;
}

// The packaged rows are tuples with `hubAsset` / `vault` left out where they repeat (`_default_tokens.ts`).
const CHAIN_TOKENS: Record<SpokeChainKey, readonly XToken[]> = perChain((chainKey) =>
  RAW_PACKAGED_TOKENS[chainKey].map(([symbol, decimals, address, , hub, vault]) => {
    const hubAsset = hub || address;
    return { symbol, name: symbol, decimals, address, chainKey, hubAsset, vault: vault ?? hubAsset };
  })
);

const SWAP_TOKENS: Record<SpokeChainKey, readonly XToken[]> = perChain((key) =>
  CHAIN_TOKENS[key].filter((_, i) => RAW_PACKAGED_TOKENS[key][i]?.[3] === 1)
);

const CHAINS = perChain((key) => ({
  ...RAW_PACKAGED_CHAINS[key],
  supportedTokens: CHAIN_TOKENS[key],
})) as ChainConfigs;

/** The packaged hub (mainnet) snapshot; `getHubChainConfig()` returns it. */
export const PACKAGED_HUB_CONFIG: Readonly<HubConfig> = deepFreeze({
  chainKey: ChainKeys.HUB_MAINNET,
  name: "Sonic",
  nativeChainId: 146,
  rpcUrl: "https://rpc.soniclabs.com",
  addresses: {
    assetManager: "0x60c5681bD1DB4e50735c4cA3386005A4BA4937C0",
    hubWallet: "0xA0ed3047D358648F2C0583B415CffCA571FDB544",
    xTokenManager: "0x5bD2843de9D6b0e6A05d0FB742072274EA3C6CA3",
    icxMigration: "0x8294DE9fc60F5ABCc19245E5857071d7C42B9875",
    balnSwap: "0x610a90B61b89a98b954d5750E94834Aa45d08d10",
    sodaToken: "0x7c7d53eecda37a87ce0d5bf8e0b24512a48dc963",
    sodaVault: "0x21685E341DE7844135329914Be6Bd8D16982d834",
    stakedSoda: "0x4333B324102d00392038ca92537DfbB8CB0DAc68",
    xSoda: "0xADC6561Cc8FC31767B4917CCc97F510D411378d9",
    stakingRouter: "0xE287Cd568543d880e0F0DfaDCE18B44930759367",
    walletRouter: "0xC67C3e55c665E78b25dc9829B3Aa5af47d914733",
  },
  nativeToken: "0x0000000000000000000000000000000000000000",
  wrappedNativeToken: "0x039e2fB66102314Ce7b64Ce5Ce3E5183bc94aD38",
  bnUSD: "0xE801CA34E19aBCbFeA12025378D19c4FBE250131",
  pollingConfig: { pollingIntervalMs: 500, maxTimeoutMs: 30000 },
});

const SUPPORTED_RESERVE_ASSETS: readonly string[] = [
  "0x40Cd41b35DB9e5109ae7E54b44De8625dB320E6b",
  "0x14238D267557E9d799016ad635B53CD15935d290",
  "0x4effB5813271699683C25c734F4daBc45B363709",
  "0x7A1A5555842Ad2D0eD274d09b5c4406a95799D5d",
  "0xdEa692287E2cE8Cb08FA52917Be0F16b1DACDC87",
  "0x6BC8C37cba91F76E68C9e6d689A9C21E4d32079B",
  "0x1f22279C89B213944b7Ea41daCB0a868DdCDFd13",
  "0xdc5B4b00F98347E95b9F94911213DAB4C687e1e3",
  "0xE801CA34E19aBCbFeA12025378D19c4FBE250131",
  "0xAbbb91c0617090F0028BDC27597Cd0D038F3A833",
  "0xbDf1F453FCB61424011BBDDCB96cFDB30f3Fe876",
  "0x9D4b663Eb075d2a1C7B8eaEFB9eCCC0510388B51",
  "0x62ecc3Eeb80a162c57624B3fF80313FE69f5203e",
  "0x208ED38f4783328aA9eBFeC360D32e7520A9B779",
  "0x21685E341DE7844135329914Be6Bd8D16982d834",
  "0x6E81124fC5d2Bf666B16a0A5d90066eBf35c7411",
  "0x4B207114F9118dEAC56436e1aE3c45648783c7Ac",
  "0x14C5eB2D25dFb834852dFc85744875d1eCb09748",
  "0xCb6B152D3a943f25157381aFcA7fEFCD2ef5a357",
  "0x58b0538D7EEaeE69EF32f9F1dE5cbF32A10a977B",
  "0xf4ba497c9b805e4bd88a8a9e6a7b8f74984c3e39",
  "0xD7d41b5f803b6A40F8A6eAa34E459A4564e39891",
  "0x1Fbe5229e9d189F26bEE77E5bFa24309FdA90483",
  "0x243b0c26c8b38793908d7C64e8510f21B19B4613",
  "0xE801CA34E19aBCbFeA12025378D19c4FBE250131",
];

/** The packaged client configuration (deep-frozen; {@link mergeConfig} never mutates it). */
export const DEFAULT_CLIENT_CONFIG: Readonly<ClientDefaultConfig> = deepFreeze<ClientDefaultConfig>({
  chains: CHAINS,
  swaps: { supportedTokens: SWAP_TOKENS, useBackendSubmitTx: true },
  moneyMarket: {
    lendingPool: "0x553434896D39F867761859D0FE7189d2Af70514E",
    uiPoolDataProvider: "0xC04d746C38f1E51C8b3A3E2730250bbAC2F271bf",
    poolAddressesProvider: "0x036aDe0aBAA4c82445Cb7597f2d6d6130C118c7b",
    bnUSD: "0x94dC79ce9C515ba4AE4D195da8E6AB86c69BFc38",
    bnUSDVault: "0xE801CA34E19aBCbFeA12025378D19c4FBE250131",
    bnUSDAToken: "0xa2cDA49735e42f0905496E40a66B3C5475Ed69dF",
    supportedTokens: perChain(() => []),
    supportedReserveAssets: SUPPORTED_RESERVE_ASSETS,
  },
  bridge: { useBackendSubmitTx: true },
  dex: {
    concentratedLiquidityConfig: {
      permit2: "0x000000000022D473030F116dDEE9F6B43aC78BA3",
      clPoolManager: "0xA3256ab552A271A16AcDfdB521B32ef82d481F43",
      router: "0x5bFB058c65E4c1DEC1cFF0Ff2cBd8522b4c3feBB",
      clPositionManager: "0xcc08a04d9E5766c7A20FE6bb32cAa40EA0e7e9e1",
      clPositionDescriptor: "0x83Ff9FC474DBe927BA5BB822571e0814122655bB",
      clQuoter: "0x5f46CB668D39496b41CE8E19D6A7fE893826E363",
      clTickLens: "0xb3e77dD9b1f206A2b797B3fE900b50cC92A38d26",
      defaultHook: "0x598448d8f8553b9c6f27E52a92E2cCf27cDEF229",
      stataTokenFactory: "0x9120956787FcE7D7082C52CDCAafb7F4B88272d4",
      defaultTickSpacing: 10,
      defaultBitmap: 16383n,
    },
    dexPools: {},
    statATokenAddresses: {
      "0xac8540fee419c7ceb985889eaba1e84b42a53e8a": "0x21685E341DE7844135329914Be6Bd8D16982d834",
      "0x8ade79c255761971f4057253712b916ab2494275": "0x7A1A5555842Ad2D0eD274d09b5c4406a95799D5d",
      "0x3e102c7d9b46c92abcd4c2e1c70f362b47a201a6": "0x4effB5813271699683C25c734F4daBc45B363709",
    },
  },
  leverageYield: { vaults: [] },
  hub: { ...PACKAGED_HUB_CONFIG },
  api: { ...DEFAULT_API_CONFIG, headers: { ...DEFAULT_API_CONFIG.headers } },
  solver: {
    intentsContract: "0x6382D6ccD780758C5e8A6123c33ee8F4472F96ef",
    solverApiEndpoint: DEFAULT_SOLVER_API_ENDPOINT,
    protocolIntentsContract: "0xaFf2EDb3057ed6f9C1dA6c930b8ddDf2beE573A5",
  },
  relay: { relayerApiEndpoint: DEFAULT_RELAYER_API_ENDPOINT, relayChainIdMap: { ...RelayChainIdMap } },
});
