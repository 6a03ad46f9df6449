/**
 * The platform SDK's side of the wire diff's reads (`WIRE_READ_OPERATIONS`): `@sodax/sdk@1.3.0-beta` runs each
 * read with the keys and inputs of `_wire_ops.ts` / `_wire_read_ops.ts`, after its operations that change state,
 * on the providers `_sodax_wire_ops.ts` built. Reads without a request (`swap.solverFee`,
 * `bridge.bridgeableTokens`) hand their answer to the library's side in `session.addresses`, which checks it.
 * Loaded without the repo's import map.
 * @module
 */
import type { SodaxModules } from "./_sdk.ts";
import { unwrap, WIRE_PARTNER_FEE, type WireSession } from "./_wire_ops.ts";
import { WIRE_HOLDERS_PAGE, WIRE_USER_INTENTS_WINDOW, wireGasTx } from "./_wire_read_ops.ts";

// The SDK is untyped here (loaded from a path at run time).
// deno-lint-ignore no-explicit-any
type Untyped = any;

/** The spoke providers `_sodax_wire_ops.ts` built: Base and the hub (shared EVM keys), Stellar, NEAR. */
export type SodaxReadProviders = [base: Untyped, sonic: Untyped, stellar: Untyped, near: Untyped];

/**
 * Runs the read operations on the platform SDK's side; the answers the library checks go to `session.addresses`.
 *
 * @param session the operations' session
 * @param modules the loaded SDK packages
 * @param sodax the `Sodax` instance of the operations
 * @param providers the spoke providers of the operations
 */
export async function runSodaxReads(
  session: WireSession,
  modules: SodaxModules,
  sodax: Untyped,
  providers: SodaxReadProviders,
): Promise<void> {
  const { sdk, types } = modules;
  const [baseProvider, sonicProvider, stellarProvider, nearProvider] = providers;
  const base = types.spokeChainConfig["0x2105.base"];
  const arb = types.spokeChainConfig["0xa4b1.arbitrum"];
  const sonic = types.spokeChainConfig.sonic;
  const stellar = types.spokeChainConfig.stellar;
  const near = types.spokeChainConfig.near;
  const user: string = await baseProvider.walletProvider.getWalletAddress();
  const hubUser: string = await sonicProvider.walletProvider.getWalletAddress();
  const usdc: string = base.supportedTokens.USDC.address;
  const api = sodax.backendApi;

  await session.run(
    "backend.userIntentsPaged",
    () => api.getUserIntents({ userAddress: hubUser, ...WIRE_USER_INTENTS_WINDOW }),
  );
  await session.run("backend.allConfig", () => api.getAllConfig());
  await session.run("backend.swapTokensAll", () => api.getSwapTokens());
  await session.run("backend.moneyMarketTokens", () => api.getMoneyMarketTokens());
  await session.run(
    "backend.moneyMarketTokensByChain",
    () => api.getMoneyMarketTokensByChainId("0x2105.base"),
  );
  await session.run("backend.moneyMarketReserveAssets", () => api.getMoneyMarketReserveAssets());
  await session.run("backend.spokeChainConfig", () => api.getSpokeChainConfig());
  // Setup (not compared): the first asset the data API lists; the library's side picks it the same way.
  const reserve: string = (await api.getAllMoneyMarketAssets())[0]?.reserveAddress ?? "";
  await session.run("backend.moneyMarketAsset", () => api.getMoneyMarketAsset(reserve));
  await session.run(
    "backend.moneyMarketAssetBorrowers",
    () => api.getMoneyMarketAssetBorrowers(reserve, WIRE_HOLDERS_PAGE),
  );
  await session.run(
    "backend.moneyMarketAssetSuppliers",
    () => api.getMoneyMarketAssetSuppliers(reserve, WIRE_HOLDERS_PAGE),
  );
  await session.run("backend.moneyMarketBorrowers", () => api.getAllMoneyMarketBorrowers(WIRE_HOLDERS_PAGE));

  const fee = await session.run(
    "swap.solverFee",
    () => Promise.resolve(sodax.swaps.getSolverFee(1_000_000n)),
  );
  session.addresses["swap.solverFee"] = String(fee);

  const mm = sodax.moneyMarket;
  await session.run("moneyMarket.allowance", async () =>
    unwrap(
      await mm.isAllowanceValid({ token: usdc, amount: 1_000_000n, action: "supply" }, baseProvider),
      "allowance",
    ));
  await session.run("moneyMarket.reservesListUnfiltered", () => mm.data.getReservesList(true));
  // Setup (not compared): the reserve the reserve reads ask about, handed to the library's side.
  const asset: string = (await mm.data.getReservesList())[0] ?? "";
  session.addresses.mmReserve = asset;
  const reserveData = await session.run(
    "moneyMarket.reserveData",
    () => mm.data.getReserveData(asset),
  ) as Untyped;
  await session.run("moneyMarket.reserveNormalizedIncome", () => mm.data.getReserveNormalizedIncome(asset));
  await session.run("moneyMarket.aTokenData", () => mm.data.getATokenData(reserveData?.aTokenAddress));
  await session.run("moneyMarket.eModes", () => mm.data.getEModes());
  await session.run("moneyMarket.eModesHumanized", () => mm.data.getEModesHumanized());
  await session.run(
    "moneyMarket.bnusdFacilitatorBucket",
    () => mm.data.uiPoolDataProviderService.getBnusdFacilitatorBucket(),
  );

  const st = sodax.staking;
  const amount = 10n ** 18n;
  await session.run("staking.allowance", async () =>
    unwrap(
      await st.isAllowanceValid({
        params: { amount, minReceive: 1n, account: user, action: "stake" },
        spokeProvider: baseProvider,
      }),
      "allowance",
    ));
  await session.run(
    "staking.info.hub",
    async () => unwrap(await st.getStakingInfoFromSpoke(sonicProvider), "info"),
  );
  await session.run(
    "staking.unstakingInfo.hub",
    async () => unwrap(await st.getUnstakingInfo(sonicProvider), "unstaking"),
  );
  await session.run(
    "staking.unstakingInfoWithPenalty.hub",
    async () => unwrap(await st.getUnstakingInfoWithPenalty(sonicProvider), "penalty"),
  );

  const bridgeParams = {
    srcChainId: base.chain.id,
    srcAsset: usdc,
    amount: 1_000_000n,
    dstChainId: arb.chain.id,
    dstAsset: arb.supportedTokens.USDC.address,
    recipient: user,
  };
  await session.run("bridge.allowance", async () =>
    unwrap(
      await sodax.bridge.isAllowanceValid({ params: bridgeParams, spokeProvider: baseProvider }),
      "allowance",
    ));
  await session.run(
    "bridge.bridgeableAmount",
    async () =>
      unwrap(
        await sodax.bridge.getBridgeableAmount(base.supportedTokens.USDC, arb.supportedTokens.USDC),
        "amount",
      ),
  );
  const tokens = await session.run(
    "bridge.bridgeableTokens",
    () =>
      Promise.resolve(unwrap(sodax.bridge.getBridgeableTokens(base.chain.id, arb.chain.id, usdc), "tokens")),
  ) as { address: string }[] | undefined;
  session.addresses["bridge.bridgeableTokens"] = (tokens ?? []).map((t) => t.address.toLowerCase()).sort()
    .join(",");

  await session.run("migration.icxAvailable", () => sodax.migration.icxMigration.getAvailableAmount());
  await session.run("migration.revertAllowance", async () =>
    unwrap(
      await sodax.migration.isAllowanceValid(
        { amount: 10n ** 18n, to: session.addresses.icon },
        "revert",
        sonicProvider,
      ),
      "allowance",
    ));

  const feeClaim = sodax.partners.feeClaim;
  await session.run(
    "partner.autoSwapPreferences",
    async () =>
      unwrap(await feeClaim.getAutoSwapPreferences({ address: WIRE_PARTNER_FEE.address }), "preferences"),
  );
  await session.run("partner.isTokenApproved", async () =>
    unwrap(
      await feeClaim.isTokenApproved({
        token: sonic.supportedTokens.USDC.address,
        spokeProvider: sonicProvider,
      }),
      "approved",
    ));

  await session.run(
    "spoke.stellarTrustline",
    () =>
      sdk.StellarSpokeService.hasSufficientTrustline(
        stellar.supportedTokens.USDC.address,
        1_000_000n,
        stellarProvider,
      ),
  );
  const nearUsdc: string = near.supportedTokens.USDC.address;
  await session.run("spoke.nearLimit", () => sdk.SpokeService.getLimit(nearUsdc, nearProvider));
  await session.run("spoke.nearAvailable", () => sdk.SpokeService.getAvailable(nearUsdc, nearProvider));
  // Setup (not compared): a bridge from Base, whose deposit the relayer reads name.
  const allowed = unwrap(
    await sodax.bridge.isAllowanceValid({ params: bridgeParams, spokeProvider: baseProvider }),
    "allowance",
  );
  if (!allowed) {
    unwrap(await sodax.bridge.approve({ params: bridgeParams, spokeProvider: baseProvider }), "approve");
  }
  const [spokeTx] = unwrap<string[]>(
    await sodax.bridge.bridge({ params: bridgeParams, spokeProvider: baseProvider }),
    "bridge",
  );
  // Base's relay chain id (the intents' srcChain 30 both clients write)
  const onBase = { chain_id: "30", tx_hash: spokeTx };
  // 1.3.0-beta's relay functions take the relayer's whole request and answer its body (no Result).
  const packets = await session.run(
    "relay.transactionPackets",
    () =>
      sdk.getTransactionPackets(
        { action: "get_transaction_packets", params: onBase },
        sodax.relayerApiEndpoint,
      ),
  ) as { data?: { conn_sn: number | string }[] } | undefined;
  await session.run(
    "relay.packet",
    () =>
      sdk.getPacket(
        { action: "get_packet", params: { ...onBase, conn_sn: String(packets?.data?.[0]?.conn_sn ?? "") } },
        sodax.relayerApiEndpoint,
      ),
  );
  const stellarUser: string = await stellarProvider.walletProvider.getWalletAddress();
  await session.run("swap.allowance.stellar", async () =>
    unwrap(
      await sodax.swaps.isAllowanceValid({
        intentParams: {
          inputToken: stellar.supportedTokens.USDC.address,
          outputToken: arb.supportedTokens.USDC.address,
          inputAmount: 1_000_000n,
          minOutputAmount: 1n,
          deadline: 0n,
          allowPartialFill: false,
          srcChain: stellar.chain.id,
          dstChain: arb.chain.id,
          srcAddress: stellarUser,
          dstAddress: user,
          solver: "0x0000000000000000000000000000000000000000",
          data: "0x",
        },
        spokeProvider: stellarProvider,
      }),
      "allowance",
    ));
  await session.run(
    "staking.info.stellar",
    async () => unwrap(await st.getStakingInfoFromSpoke(stellarProvider), "info"),
  );
  await session.run("swap.allowance.hub", async () =>
    unwrap(
      await sodax.swaps.isAllowanceValid({
        intentParams: {
          inputToken: sonic.supportedTokens.USDC.address,
          outputToken: arb.supportedTokens.USDC.address,
          inputAmount: 1_000_000n,
          minOutputAmount: 1n,
          deadline: 0n,
          allowPartialFill: false,
          srcChain: sonic.chain.id,
          dstChain: arb.chain.id,
          srcAddress: hubUser,
          dstAddress: hubUser,
          solver: "0x0000000000000000000000000000000000000000",
          data: "0x",
        },
        spokeProvider: sonicProvider,
      }),
      "allowance",
    ));
  await session.run("staking.allowance.hub", async () =>
    unwrap(
      await st.isAllowanceValid({
        params: { amount, minReceive: 1n, account: hubUser, action: "stake" },
        spokeProvider: sonicProvider,
      }),
      "allowance",
    ));
  await session.run("bridge.allowance.stellar", async () =>
    unwrap(
      await sodax.bridge.isAllowanceValid({
        params: {
          srcChainId: stellar.chain.id,
          srcAsset: stellar.supportedTokens.USDC.address,
          amount: 1_000_000n,
          dstChainId: arb.chain.id,
          dstAsset: arb.supportedTokens.USDC.address,
          recipient: user,
        },
        spokeProvider: stellarProvider,
      }),
      "allowance",
    ));
  await session.run(
    "moneyMarket.userReserves.stellar",
    () => mm.data.getUserReservesData(stellar.chain.id, stellarUser),
  );
  await session.run("gas.evm", () => sdk.SpokeService.estimateGas(wireGasTx(user, usdc), baseProvider));
  await session.run(
    "gas.hub",
    () => sdk.SpokeService.estimateGas(wireGasTx(hubUser, sonic.supportedTokens.USDC.address), sonicProvider),
  );
}
