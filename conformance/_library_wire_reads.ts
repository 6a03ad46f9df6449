/**
 * This library's side of the wire diff's reads (`WIRE_READ_OPERATIONS`): `XSwap` runs each read with the keys and
 * inputs the platform SDK's side used (`_sodax_wire_reads.ts`), after its operations that change state. Reads
 * without a request (`swap.solverFee`, `bridge.bridgeableTokens`) check their answer against the platform SDK's
 * (handed over in `addresses`): a different answer fails the operation. Runs with the repo's import map.
 * @module
 */
import type { AnySpokeWalletProvider, XSwap } from "../mod.ts";
import { walletAddressOf } from "../mod.ts";
import { getPacket, getTransactionPackets } from "../services/relay/mod.ts";
import { unwrap, WIRE_PARTNER_FEE, type WireSession } from "./_wire_ops.ts";
import { WIRE_HOLDERS_PAGE, WIRE_USER_INTENTS_WINDOW, wireGasTx } from "./_wire_read_ops.ts";

/** What the reads run on: the client and the wallets `_library_wire_ops.ts` built. */
export interface LibraryReadContext {
  /** The client of the operations. */
  client: XSwap;
  /** The Base wallet of the shared EVM key. */
  evm: AnySpokeWalletProvider;
  /** The hub wallet of the shared hub key. */
  hub: AnySpokeWalletProvider;
  /** The Stellar wallet of the shared seed. */
  stellar: AnySpokeWalletProvider;
  /** What the platform SDK's side derived or answered (`icon`, and the answers of reads without a request). */
  addresses: Record<string, string>;
}

type Token = { symbol: string; address: string };
type EvmTx = { from: `0x${string}`; to: `0x${string}`; value: bigint; data: `0x${string}` };

function tokenOf(client: XSwap, chainKey: string, symbol: string): string {
  const chain = client.instanceConfig.chains[chainKey as keyof typeof client.instanceConfig.chains];
  const token = (chain.supportedTokens as readonly Token[]).find((t) => t.symbol === symbol);
  if (!token) throw new Error(`no ${symbol} on ${chainKey}`);
  return token.address;
}

/** Throws unless the library's answer is the platform SDK's. */
function sameAnswer(what: string, library: string, sdk: string | undefined): void {
  if (library !== sdk) throw new Error(`${what}: library ${library}, platform SDK ${sdk}`);
}

/** Runs the read operations on the library's side. */
export async function runLibraryReads(session: WireSession, ctx: LibraryReadContext): Promise<void> {
  const { client, addresses } = ctx;
  const user = await walletAddressOf(ctx.evm);
  const hubUser = await walletAddressOf(ctx.hub);
  const stellarUser = await walletAddressOf(ctx.stellar);
  const usdcBase = tokenOf(client, "0x2105.base", "USDC");
  const usdcArb = tokenOf(client, "0xa4b1.arbitrum", "USDC");
  const api = client.backendApi;

  await session.run(
    "backend.userIntentsPaged",
    async () =>
      unwrap(await api.getUserIntents({ userAddress: hubUser, ...WIRE_USER_INTENTS_WINDOW }), "intents"),
  );
  await session.run("backend.allConfig", async () => unwrap(await api.getAllConfig(), "config"));
  await session.run("backend.swapTokensAll", async () => unwrap(await api.getSwapTokens(), "swap tokens"));
  await session.run(
    "backend.moneyMarketTokens",
    async () => unwrap(await api.getMoneyMarketTokens(), "tokens"),
  );
  await session.run(
    "backend.moneyMarketTokensByChain",
    async () => unwrap(await api.getMoneyMarketTokensByChainId("0x2105.base"), "tokens"),
  );
  await session.run(
    "backend.moneyMarketReserveAssets",
    async () => unwrap(await api.getMoneyMarketReserveAssets(), "reserve assets"),
  );
  await session.run(
    "backend.spokeChainConfig",
    async () => unwrap(await api.getSpokeChainConfig(), "spoke config"),
  );
  // Setup (not compared): the first asset the data API lists, as the platform SDK's side picks it.
  const reserve = unwrap(await api.getAllMoneyMarketAssets(), "assets")[0]?.reserveAddress ?? "";
  await session.run(
    "backend.moneyMarketAsset",
    async () => unwrap(await api.getMoneyMarketAsset(reserve), "asset"),
  );
  await session.run(
    "backend.moneyMarketAssetBorrowers",
    async () => unwrap(await api.getMoneyMarketAssetBorrowers(reserve, WIRE_HOLDERS_PAGE), "borrowers"),
  );
  await session.run(
    "backend.moneyMarketAssetSuppliers",
    async () => unwrap(await api.getMoneyMarketAssetSuppliers(reserve, WIRE_HOLDERS_PAGE), "suppliers"),
  );
  await session.run(
    "backend.moneyMarketBorrowers",
    async () => unwrap(await api.getAllMoneyMarketBorrowers(WIRE_HOLDERS_PAGE), "borrowers"),
  );

  await session.run("swap.solverFee", async () => {
    const fee = unwrap(await client.swaps.getSolverFee(1_000_000n), "solver fee");
    sameAnswer("solver fee", String(fee), addresses["swap.solverFee"]);
    return fee;
  });

  const mm = client.moneyMarket;
  const mmParams = { srcChainKey: "0x2105.base", srcAddress: user, token: usdcBase, amount: 1_000_000n };
  await session.run(
    "moneyMarket.allowance",
    async () => unwrap(await mm.isAllowanceValid({ ...mmParams, action: "supply" }), "allowance"),
  );
  await session.run(
    "moneyMarket.reservesListUnfiltered",
    async () => unwrap(await mm.getReservesList(true), "list"),
  );
  // Setup (not compared): the reserve the reserve reads ask about, the first of the list as the other side's.
  const asset = unwrap(await mm.getReservesList(), "list")[0] ?? "";
  const reserveData = await session.run(
    "moneyMarket.reserveData",
    async () => unwrap(await mm.getReserveData(asset), "reserve data"),
  ) as { aTokenAddress?: string } | undefined;
  await session.run(
    "moneyMarket.reserveNormalizedIncome",
    async () => unwrap(await mm.getReserveNormalizedIncome(asset), "normalized income"),
  );
  await session.run(
    "moneyMarket.aTokenData",
    async () => unwrap(await mm.getATokenData(reserveData?.aTokenAddress ?? ""), "aToken"),
  );
  await session.run("moneyMarket.eModes", async () => unwrap(await mm.getEModes(), "e-modes"));
  await session.run(
    "moneyMarket.eModesHumanized",
    async () => unwrap(await mm.getEModesHumanized(), "e-modes"),
  );
  await session.run(
    "moneyMarket.bnusdFacilitatorBucket",
    async () => unwrap(await mm.getBnusdFacilitatorBucket(), "bucket"),
  );

  const st = client.staking;
  const amount = 10n ** 18n;
  await session.run(
    "staking.allowance",
    async () =>
      unwrap(
        await st.isAllowanceValid({ srcChainKey: "0x2105.base", srcAddress: user, amount }),
        "allowance",
      ),
  );
  const onHub = { chainKey: "sonic", address: hubUser };
  await session.run("staking.info.hub", async () => unwrap(await st.getStakingInfo(onHub), "info"));
  await session.run(
    "staking.unstakingInfo.hub",
    async () => unwrap(await st.getUnstakingInfo(onHub), "unstaking"),
  );
  await session.run(
    "staking.unstakingInfoWithPenalty.hub",
    async () => unwrap(await st.getUnstakingInfoWithPenalty(onHub), "penalty"),
  );

  const route = {
    srcChainKey: "0x2105.base",
    srcAsset: usdcBase,
    dstChainKey: "0xa4b1.arbitrum",
    dstAsset: usdcArb,
  } as const;
  await session.run("bridge.allowance", async () =>
    unwrap(
      await client.bridge.isAllowanceValid({
        params: { ...route, amount: 1_000_000n, recipient: user, srcAddress: user },
      }),
      "allowance",
    ));
  await session.run(
    "bridge.bridgeableAmount",
    async () => unwrap(await client.bridge.getBridgeableAmount(route), "bridgeable amount"),
  );
  await session.run("bridge.bridgeableTokens", async () => {
    const tokens = unwrap(
      await client.bridge.getBridgeableTokens(route.srcChainKey, route.dstChainKey, route.srcAsset),
      "bridgeable tokens",
    );
    const listed = tokens.map((t) => t.address.toLowerCase()).sort().join(",");
    sameAnswer("bridgeable tokens", listed, addresses["bridge.bridgeableTokens"]);
    return tokens;
  });

  const migration = client.migration;
  await session.run(
    "migration.icxAvailable",
    async () => unwrap(await migration.getAvailableIcxMigrationAmount(), "available"),
  );
  await session.run("migration.revertAllowance", async () =>
    unwrap(
      await migration.isRevertSodaToIcxAllowanceValid({
        srcChainKey: "sonic",
        srcAddress: hubUser,
        amount: 10n ** 18n,
        dstAddress: addresses.icon ?? "",
      }),
      "allowance",
    ));

  await session.run(
    "partner.autoSwapPreferences",
    async () =>
      unwrap(
        await client.partners.getAutoSwapPreferences({ partner: WIRE_PARTNER_FEE.address }),
        "preferences",
      ),
  );
  await session.run(
    "partner.isTokenApproved",
    async () =>
      unwrap(
        await client.partners.isTokenApproved({ partner: hubUser, token: tokenOf(client, "sonic", "USDC") }),
        "approved",
      ),
  );

  await session.run("spoke.stellarTrustline", async () => {
    const stellar = unwrap(client.spoke.adapter("stellar"), "stellar adapter");
    if (!stellar.hasSufficientTrustline) throw new Error("no hasSufficientTrustline on the Stellar adapter");
    return unwrap(
      await stellar.hasSufficientTrustline({
        owner: stellarUser,
        token: tokenOf(client, "stellar", "USDC"),
        amount: 1_000_000n,
      }),
      "trustline",
    );
  });
  const nearUsdc = tokenOf(client, "near", "USDC");
  await session.run(
    "spoke.nearLimit",
    async () => unwrap(await client.spoke.getLimit(nearUsdc, "near"), "limit"),
  );
  await session.run(
    "spoke.nearAvailable",
    async () => unwrap(await client.spoke.getAvailable(nearUsdc, "near"), "available"),
  );
  // Setup (not compared): a bridge from Base, whose deposit the relayer reads name.
  const bridged = { ...route, amount: 1_000_000n, recipient: user, srcAddress: user };
  if (!unwrap(await client.bridge.isAllowanceValid({ params: bridged }), "allowance")) {
    unwrap(await client.bridge.approve({ params: bridged, walletProvider: ctx.evm }), "approve");
  }
  const { srcTxHash } = unwrap(
    await client.bridge.bridge({ params: bridged, walletProvider: ctx.evm }),
    "bridge",
  );
  const relayer = client.config.instanceConfig.relay.relayerApiEndpoint;
  const onBase = { chain_id: "30", tx_hash: srcTxHash };
  const packets = await session.run(
    "relay.transactionPackets",
    async () => unwrap(await getTransactionPackets(onBase, relayer), "packets"),
  ) as { data?: { conn_sn: number | string }[] } | undefined;
  await session.run(
    "relay.packet",
    async () =>
      unwrap(
        await getPacket({ ...onBase, conn_sn: String(packets?.data?.[0]?.conn_sn ?? "") }, relayer),
        "packet",
      ),
  );
  await session.run("swap.allowance.stellar", async () =>
    unwrap(
      await client.swaps.isAllowanceValid({
        params: {
          srcChainKey: "stellar",
          dstChainKey: "0xa4b1.arbitrum",
          inputToken: tokenOf(client, "stellar", "USDC"),
          outputToken: usdcArb,
          inputAmount: 1_000_000n,
          minOutputAmount: 1n,
          srcAddress: stellarUser,
          dstAddress: user,
          deadline: 0n,
          allowPartialFill: false,
        },
      }),
      "allowance",
    ));
  await session.run(
    "staking.info.stellar",
    async () => unwrap(await st.getStakingInfo({ chainKey: "stellar", address: stellarUser }), "info"),
  );
  await session.run("swap.allowance.hub", async () =>
    unwrap(
      await client.swaps.isAllowanceValid({
        params: {
          srcChainKey: "sonic",
          dstChainKey: "0xa4b1.arbitrum",
          inputToken: tokenOf(client, "sonic", "USDC"),
          outputToken: usdcArb,
          inputAmount: 1_000_000n,
          minOutputAmount: 1n,
          srcAddress: hubUser,
          dstAddress: hubUser,
          deadline: 0n,
          allowPartialFill: false,
        },
      }),
      "allowance",
    ));
  await session.run(
    "staking.allowance.hub",
    async () =>
      unwrap(await st.isAllowanceValid({ srcChainKey: "sonic", srcAddress: hubUser, amount }), "allowance"),
  );
  await session.run("bridge.allowance.stellar", async () =>
    unwrap(
      await client.bridge.isAllowanceValid({
        params: {
          srcChainKey: "stellar",
          srcAsset: tokenOf(client, "stellar", "USDC"),
          amount: 1_000_000n,
          dstChainKey: "0xa4b1.arbitrum",
          dstAsset: usdcArb,
          recipient: user,
          srcAddress: stellarUser,
        },
      }),
      "allowance",
    ));
  await session.run(
    "moneyMarket.userReserves.stellar",
    async () => unwrap(await mm.getUserPositions({ chainKey: "stellar", address: stellarUser }), "positions"),
  );
  const evmTx = (from: string, token: string) => ({
    family: "EVM" as const,
    tx: wireGasTx(from, token) as EvmTx,
  });
  await session.run(
    "gas.evm",
    async () =>
      unwrap(await client.spoke.estimateGas({ tx: evmTx(user, usdcBase), chainKey: "0x2105.base" }), "gas"),
  );
  await session.run(
    "gas.hub",
    async () =>
      unwrap(
        await client.spoke.estimateGas({
          tx: evmTx(hubUser, tokenOf(client, "sonic", "USDC")),
          chainKey: "sonic",
        }),
        "gas",
      ),
  );
}
