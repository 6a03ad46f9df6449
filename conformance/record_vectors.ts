/**
 * Records golden vectors from the platform SDK (`@sodax/sdk@1.3.0-beta`, installed by `deno task conformance`)
 * into `tests/fixtures/sodax_vectors.json`, which `tests/conformance/sodax_vectors_test.ts` checks our builders
 * against without that SDK installed. Every byte string in the fixture is produced by the SDK's own functions,
 * called exactly as its `SwapService.createIntent`, `SonicSpokeService.createSwapIntent`, `EvmSpokeService.deposit`
 * and `MoneyMarketService.createSupplyIntent` call them; no network (the hub wallet is given, raw providers).
 * `Math.random` (the SDK's intent id source) is replaced by a fixed sequence while recording, so re-recording
 * gives the same file.
 *
 * Run: `deno run --no-config --node-modules-dir=manual --allow-read --allow-env --allow-write=tests/fixtures
 * conformance/record_vectors.ts` (after `deno task conformance` installed the SDK).
 * @module
 */
import { loadSodax, SODAX_VERSION } from "./_sdk.ts";

const loaded = await loadSodax();
if (loaded.modules === undefined) {
  console.log(
    `SKIP record_vectors: @sodax/sdk is not installed (${loaded.problem}); run deno task conformance`,
  );
  Deno.exit(0);
}
const { sdk, types } = loaded.modules;

// A fixed Math.random: the SDK's randomUint256 reads 32 bytes of floor(Math.random() * 256).
let seed = 7;
Math.random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const USER = "0x1111111111111111111111111111111111111111";
const HUB_WALLET = "0x2222222222222222222222222222222222222222";
const FEE_RECEIVER = "0x3333333333333333333333333333333333333333";
const ZERO = "0x0000000000000000000000000000000000000000";

const sodax = new sdk.Sodax();
const solverConfig = types.getSolverConfig(types.SONIC_MAINNET_CHAIN_ID);
const base = types.spokeChainConfig[types.BASE_MAINNET_CHAIN_ID];
const arb = types.spokeChainConfig[types.ARBITRUM_MAINNET_CHAIN_ID];
const sonic = types.spokeChainConfig[types.SONIC_MAINNET_CHAIN_ID];
const baseRaw = new sdk.EvmRawSpokeProvider(USER, base);
const sonicRaw = new sdk.SonicRawSpokeProvider(USER, sonic);

const text = (v: unknown): unknown =>
  JSON.parse(JSON.stringify(v, (_k, x) => typeof x === "bigint" ? x.toString() : x));

// 1. Swap intent from an EVM spoke (Base USDC -> Arbitrum USDT, 1% partner fee): SwapService.createIntent's steps.
const spokeParams = {
  inputToken: base.supportedTokens.USDC.address,
  outputToken: arb.supportedTokens.USDT.address,
  inputAmount: 1_000_000n,
  minOutputAmount: 990_000n,
  deadline: 1_700_000_300n,
  allowPartialFill: false,
  srcChain: base.chain.id,
  dstChain: arb.chain.id,
  srcAddress: USER,
  dstAddress: USER,
  solver: ZERO,
  data: "0x",
};
const fee = { address: FEE_RECEIVER, percentage: 100 };
const [spokePayload, spokeIntent, spokeFee] = sdk.EvmSolverService.constructCreateIntentData(
  spokeParams,
  HUB_WALLET,
  solverConfig,
  sodax.config,
  fee,
);
const spokeTx = await sdk.EvmSpokeService.deposit(
  {
    from: USER,
    to: HUB_WALLET,
    token: spokeParams.inputToken,
    amount: spokeParams.inputAmount,
    data: spokePayload,
  },
  baseRaw,
  sodax.hubProvider,
  true,
);

// 2. Swap intent on the hub (native S -> Arbitrum ETH, no fee): SonicSpokeService.createSwapIntent (raw).
const hubParams = {
  inputToken: sonic.supportedTokens.S.address,
  outputToken: arb.supportedTokens.ETH.address,
  inputAmount: 10n ** 18n,
  minOutputAmount: 1n,
  deadline: 0n,
  allowPartialFill: true,
  srcChain: sonic.chain.id,
  dstChain: arb.chain.id,
  srcAddress: USER,
  dstAddress: USER,
  solver: ZERO,
  data: "0x",
};
const [hubTx, hubIntent, hubFee, hubRelayPayload] = await sdk.SonicSpokeService.createSwapIntent(
  hubParams,
  USER,
  solverConfig,
  undefined,
  sonicRaw,
  sodax.hubProvider,
  true,
);

// 3. A plain deposit (no hub calls) of native ETH from Base: EvmSpokeService.deposit (raw).
const depositTx = await sdk.EvmSpokeService.deposit(
  {
    from: USER,
    to: HUB_WALLET,
    token: base.supportedTokens.ETH.address,
    amount: 5n * 10n ** 16n,
    data: "0x",
  },
  baseRaw,
  sodax.hubProvider,
  true,
);

// 4. Money-market supply of Base USDC: MoneyMarketService.buildSupplyData + EvmSpokeService.deposit (raw).
const supplyAmount = 2_500_000n;
const supplyPayload = sodax.moneyMarket.buildSupplyData(
  base.chain.id,
  base.supportedTokens.USDC.address,
  supplyAmount,
  HUB_WALLET,
);
const supplyTx = await sdk.EvmSpokeService.deposit(
  {
    from: USER,
    to: HUB_WALLET,
    token: base.supportedTokens.USDC.address,
    amount: supplyAmount,
    data: supplyPayload,
  },
  baseRaw,
  sodax.hubProvider,
  true,
);
const supplyAsset = sodax.config.getHubAssetInfo(base.chain.id, base.supportedTokens.USDC.address);

const fixture = {
  source: `@sodax/sdk@${SODAX_VERSION} (npm), recorded by conformance/record_vectors.ts`,
  contracts: {
    intentsContract: solverConfig.intentsContract,
    baseAssetManager: base.addresses.assetManager,
    lendingPool: sodax.moneyMarket.config.lendingPool,
  },
  spokeSwap: {
    params: text(spokeParams),
    creator: HUB_WALLET,
    partnerFee: text(fee),
    feeAmount: text(spokeFee),
    intent: text(spokeIntent),
    intentHash: sdk.EvmSolverService.getIntentHash(spokeIntent),
    relayData: { address: HUB_WALLET, payload: spokePayload },
    tx: text(spokeTx),
  },
  hubSwap: {
    params: text(hubParams),
    creator: USER,
    feeAmount: text(hubFee),
    intent: text(hubIntent),
    intentHash: sdk.EvmSolverService.getIntentHash(hubIntent),
    relayData: { address: USER, payload: hubRelayPayload },
    tx: text(hubTx),
  },
  deposit: { tx: text(depositTx) },
  moneyMarketSupply: {
    amount: supplyAmount.toString(),
    hubAsset: text(supplyAsset),
    onBehalfOf: HUB_WALLET,
    payload: supplyPayload,
    tx: text(supplyTx),
  },
};
const out = new URL("../tests/fixtures/sodax_vectors.json", import.meta.url);
await Deno.writeTextFile(out, `${JSON.stringify(fixture, null, 2)}\n`);
console.log(`wrote ${out.pathname}`);
