/**
 * The platform SDK's side of the wire diff: `@sodax/sdk@1.3.0-beta` runs every operation of `WIRE_OPERATIONS`
 * it has against a spawned simulator, with the keys and inputs of `_wire_ops.ts`; the simulator records what it
 * sent. Loaded without the repo's import map (the SDK is plain JavaScript from conformance/.sodax/).
 * @module
 */
import type { SodaxModules } from "./_sdk.ts";
import type { SpawnedSimulator } from "./_simulator.ts";
import { runSodaxReads } from "./_sodax_wire_reads.ts";
import {
  unwrap,
  WIRE_BALN_LOCKUP,
  WIRE_BITCOIN_STACKS_OPERATIONS,
  WIRE_BRIDGE_DESTINATIONS,
  WIRE_BRIDGE_MORE,
  WIRE_INJECTIVE_RECEIVER,
  WIRE_KEYS,
  WIRE_PARTNER_FEE,
  WIRE_SWAP_DESTINATIONS,
  WireSession,
} from "./_wire_ops.ts";

// The SDK is untyped here (loaded from a path at run time).
// deno-lint-ignore no-explicit-any
type Untyped = any;

const ZERO = "0x0000000000000000000000000000000000000000";

/** The Stellar keypair of {@link WIRE_KEYS} (the platform SDK's Stellar SDK builds it). */
export function wireStellarKeypair(modules: SodaxModules): Untyped {
  return modules.stellar.Keypair.fromRawEd25519Seed(new Uint8Array(32).fill(WIRE_KEYS.stellarSeedByte));
}

/** Same rule as `getStatus` callers: poll until SOLVED (3), at most 20 times. */
async function untilSolved(sodax: Untyped, hubTx: string): Promise<Untyped> {
  let status: Untyped = { status: -1 };
  for (let i = 0; i < 20 && status.status !== 3; i++) {
    status = unwrap(await sodax.swaps.getStatus({ intent_tx_hash: hubTx }), "getStatus");
  }
  return status;
}

/**
 * Runs the platform SDK's operations and returns their recorded requests.
 *
 * @param modules the loaded SDK packages
 * @param sim the spawned simulator (the Stellar account of {@link wireStellarKeypair} already active)
 */
export async function runSodaxWireOps(modules: SodaxModules, sim: SpawnedSimulator): Promise<WireSession> {
  const { sdk, types, wallet } = modules;
  const session = new WireSession(sim.origin);
  const { sodax: options, spokeRpcUrls } = sim.options;
  const base = types.spokeChainConfig[types.BASE_MAINNET_CHAIN_ID];
  const arb = types.spokeChainConfig[types.ARBITRUM_MAINNET_CHAIN_ID];
  const sonic = types.spokeChainConfig[types.SONIC_MAINNET_CHAIN_ID];
  const stellar = types.spokeChainConfig[types.STELLAR_MAINNET_CHAIN_ID];
  const sodax = new sdk.Sodax(options);
  const evmWallet = new wallet.EvmWalletProvider({
    privateKey: WIRE_KEYS.evm,
    chainId: types.BASE_MAINNET_CHAIN_ID,
    rpcUrl: spokeRpcUrls["0x2105.base"],
  });
  const user = await evmWallet.getWalletAddress();
  const baseProvider = new sdk.EvmSpokeProvider(evmWallet, base, spokeRpcUrls["0x2105.base"]);
  const hubWallet = new wallet.EvmWalletProvider({
    privateKey: WIRE_KEYS.hub,
    chainId: types.SONIC_MAINNET_CHAIN_ID,
    rpcUrl: spokeRpcUrls.sonic,
  });
  const hubUser = await hubWallet.getWalletAddress();
  const sonicProvider = new sdk.SonicSpokeProvider(hubWallet, sonic, spokeRpcUrls.sonic);

  await session.run(
    "config.initialize",
    async () => unwrap(await new sdk.Sodax(options).initialize(), "init"),
  );
  await session.run("swap.quote", async () =>
    unwrap(
      await sodax.swaps.getQuote({
        token_src: base.supportedTokens.USDC.address,
        token_src_blockchain_id: base.chain.id,
        token_dst: arb.supportedTokens.USDC.address,
        token_dst_blockchain_id: arb.chain.id,
        amount: 1_000_000n,
        quote_type: "exact_input",
      }),
      "quote",
    ));
  await session.run("swap.deadline", () => sodax.swaps.getSwapDeadline());

  // The allowance the EVM swap, bridge and supply spend (one spender on Base: its asset manager), checked and
  // approved as operations of their own: allowances start at zero on the simulator as on a real ERC-20.
  const spend = {
    inputToken: base.supportedTokens.USDC.address,
    outputToken: arb.supportedTokens.USDC.address,
    inputAmount: 100_000_000n,
    minOutputAmount: 1n,
    deadline: 0n,
    allowPartialFill: false,
    srcChain: base.chain.id,
    dstChain: arb.chain.id,
    srcAddress: user,
    dstAddress: user,
    solver: ZERO,
    data: "0x",
  };
  await session.run(
    "swap.allowance",
    async () =>
      unwrap(
        await sodax.swaps.isAllowanceValid({ intentParams: spend, spokeProvider: baseProvider }),
        "allowance",
      ),
  );
  // the simulator applies an accepted tx at once, so the swap right after sees the allowance
  await session.run(
    "swap.approve",
    async () =>
      unwrap(await sodax.swaps.approve({ intentParams: spend, spokeProvider: baseProvider }), "approve"),
  );

  const swapped = await session.run("swap.evm", async () =>
    unwrap(
      await sodax.swaps.swap({
        intentParams: { ...spend, inputAmount: 1_000_000n },
        spokeProvider: baseProvider,
      }),
      "swap",
    )) as Untyped;
  const [execution, intent, delivery] = swapped ?? [];
  if (intent) session.randoms("swap.evm", [intent.intentId]);
  const hubTx: string = delivery?.dstTxHash ?? "";
  const status = await session.run("swap.status", () => untilSolved(sodax, hubTx)) as Untyped;
  await session.run("swap.solvedIntentPacket", async () =>
    unwrap(
      await sodax.swaps.getSolvedIntentPacket({ chainId: arb.chain.id, fillTxHash: status?.fill_tx_hash }),
      "packet",
    ));
  await session.run("backend.intentByTxHash", () => sodax.backendApi.getIntentByTxHash(hubTx));
  const created = await session.run("swap.getIntent", () => sodax.swaps.getIntent(hubTx)) as Untyped;
  await session.run("swap.getFilledIntent", () => sodax.swaps.getFilledIntent(status?.fill_tx_hash));

  const hubSwap = await session.run("swap.hub", async () =>
    unwrap(
      await sodax.swaps.swap({
        intentParams: {
          inputToken: sonic.supportedTokens.S.address,
          outputToken: arb.supportedTokens.ETH.address,
          inputAmount: 10n ** 18n,
          minOutputAmount: 1n,
          deadline: 0n,
          allowPartialFill: false,
          srcChain: sonic.chain.id,
          dstChain: arb.chain.id,
          srcAddress: hubUser,
          dstAddress: hubUser,
          solver: ZERO,
          data: "0x",
        },
        spokeProvider: sonicProvider,
      }),
      "hub swap",
    )) as Untyped;
  if (hubSwap?.[1]) session.randoms("swap.hub", [hubSwap[1].intentId]);
  // Cancel on an initialize()d instance: it adopted the simulator's /be/config/all whole, whose relay chain id
  // map holds JSON numbers (JSON has no bigint), and cancelIntent checks the intent's chain ids against that map
  // with ===; so the intent goes in with its chain ids as the numbers the adopted map holds.
  const initialized = new sdk.Sodax(options);
  unwrap(await initialized.initialize(), "initialize");
  await session.mark();
  await session.run("swap.cancel", async () => {
    const target = hubSwap?.[1] ?? created;
    const asAdopted = { ...target, srcChain: Number(target.srcChain), dstChain: Number(target.dstChain) };
    return unwrap(await initialized.swaps.cancelIntent(asAdopted, sonicProvider), "cancel");
  });
  if (hubSwap?.[1]) session.randoms("swap.cancel", [hubSwap[1].intentId]);

  await session.run("bridge.evm", async () =>
    unwrap(
      await sodax.bridge.bridge({
        params: {
          srcChainId: base.chain.id,
          srcAsset: base.supportedTokens.USDC.address,
          amount: 1_000_000n,
          dstChainId: arb.chain.id,
          dstAsset: arb.supportedTokens.USDC.address,
          recipient: user,
        },
        spokeProvider: baseProvider,
      }),
      "bridge",
    ));

  await session.run("bridge.partnerFee", async () =>
    unwrap(
      await new sdk.Sodax({ ...options, bridge: { partnerFee: WIRE_PARTNER_FEE } }).bridge.bridge({
        params: {
          srcChainId: base.chain.id,
          srcAsset: base.supportedTokens.USDC.address,
          amount: 1_000_000n,
          dstChainId: arb.chain.id,
          dstAsset: arb.supportedTokens.USDC.address,
          recipient: user,
        },
        spokeProvider: baseProvider,
      }),
      "bridge with fee",
    ));

  const usdc = base.supportedTokens.USDC.address;
  const mm = sodax.moneyMarket;
  for (const action of ["supply", "borrow", "repay", "withdraw"] as const) {
    await session.run(`moneyMarket.${action}`, async () => {
      const params = { token: usdc, amount: 1_000_000n, action };
      if (action === "repay" || action === "supply") {
        if (!unwrap(await mm.isAllowanceValid(params, baseProvider), "allowance")) {
          unwrap(await mm.approve(params, baseProvider), "approve");
        }
      }
      return unwrap(await mm[action](params, baseProvider), action);
    });
  }
  await session.run("moneyMarket.reservesList", () => mm.data.getReservesList());
  await session.run("moneyMarket.reservesData", () => mm.data.getReservesData());
  await session.run("moneyMarket.reservesHumanized", () => mm.data.getReservesHumanized());

  const soda = base.supportedTokens.SODA.address;
  const st = sodax.staking;
  const amount = 10n ** 18n;
  await session.run("staking.stake", async () => {
    const params = { amount, minReceive: 1n, account: user, action: "stake" };
    if (!unwrap(await st.isAllowanceValid({ params, spokeProvider: baseProvider }), "allowance")) {
      unwrap(await st.approve({ params, spokeProvider: baseProvider }), "approve");
    }
    return unwrap(await st.stake(params, baseProvider), "stake");
  });
  await session.run(
    "staking.unstake",
    async () =>
      unwrap(await st.unstake({ amount, account: user, action: "unstake" }, baseProvider), "unstake"),
  );
  // Setup (not compared): the pending requests the simulator holds for this user.
  const pending = unwrap<Untyped>(await st.getUnstakingInfo(baseProvider), "pending").userUnstakeSodaRequests;
  const [first, second] = [pending[0], pending[1] ?? pending[0]];
  await session.run(
    "staking.cancelUnstake",
    async () =>
      unwrap(
        await st.cancelUnstake({ requestId: first?.id ?? 1n, action: "cancelUnstake" }, baseProvider),
        "cancel",
      ),
  );
  await session.run("staking.claim", async () =>
    unwrap(
      await st.claim(
        { requestId: second?.id ?? 1n, amount: second?.request.amount ?? amount, action: "claim" },
        baseProvider,
      ),
      "claim",
    ));
  await session.run("staking.instantUnstake", async () =>
    unwrap(
      await st.instantUnstake(
        { amount, minAmount: 1n, account: user, action: "instantUnstake" },
        baseProvider,
      ),
      "instantUnstake",
    ));
  await session.run(
    "staking.info",
    async () => unwrap(await st.getStakingInfoFromSpoke(baseProvider), "info"),
  );
  await session.run(
    "staking.unstakingInfo",
    async () => unwrap(await st.getUnstakingInfo(baseProvider), "unstakingInfo"),
  );
  await session.run(
    "staking.unstakingInfoWithPenalty",
    async () => unwrap(await st.getUnstakingInfoWithPenalty(baseProvider), "penalty"),
  );
  await session.run("staking.config", async () => unwrap(await st.getStakingConfig(), "config"));
  await session.run("staking.stakeRatio", async () => unwrap(await st.getStakeRatio(amount), "ratio"));
  await session.run(
    "staking.instantUnstakeRatio",
    async () => unwrap(await st.getInstantUnstakeRatio(amount), "instant ratio"),
  );
  await session.run(
    "staking.convertedAssets",
    async () => unwrap(await st.getConvertedAssets(amount), "converted"),
  );
  void soda;

  // ICX -> SODA from ICON, and SODA back to wICX from the hub (its hub wallet pulls the SODA: approve first).
  const iconRpc = `${sim.origin}/icon/api/v3`;
  const iconWallet = new wallet.IconWalletProvider({ privateKey: WIRE_KEYS.icon, rpcUrl: iconRpc });
  const iconUser = await iconWallet.getWalletAddress();
  session.addresses.icon = iconUser;
  const icon = types.spokeChainConfig["0x1.icon"];
  const iconProvider = new sdk.IconSpokeProvider(iconWallet, icon, iconRpc, `${sim.origin}/icon/api/v3d`);
  await session.run("migration.icxToSoda", async () =>
    unwrap(
      await sodax.migration.migrateIcxToSoda(
        { address: icon.supportedTokens.ICX.address, amount: 10n ** 18n, to: hubUser },
        iconProvider,
      ),
      "icx migration",
    ));
  await session.run("migration.sodaToIcx", async () => {
    const params = { amount: 10n ** 18n, to: iconUser };
    if (!unwrap(await sodax.migration.isAllowanceValid(params, "revert", sonicProvider), "allowance")) {
      unwrap(await sodax.migration.approve(params, "revert", sonicProvider), "approve");
    }
    return unwrap(await sodax.migration.revertMigrateSodaToIcx(params, sonicProvider), "revert");
  });

  const api = sodax.backendApi;
  const record = await session.run("backend.intentByHash", () => api.getIntentByHash(execution?.intent_hash));
  const creator = (record as Untyped)?.intent?.creator ?? user;
  await session.run("backend.userIntents", () => api.getUserIntents({ userAddress: creator }));
  await session.run("backend.orderbook", () => api.getOrderbook({ offset: "0", limit: "10" }));
  await session.run("backend.moneyMarketPosition", () => api.getMoneyMarketPosition(user));
  await session.run("backend.moneyMarketAssets", () => api.getAllMoneyMarketAssets());
  await session.run("backend.chains", () => api.getChains());
  await session.run("backend.swapTokens", () => api.getSwapTokensByChainId("0x2105.base"));
  await session.run("backend.relayChainIdMap", () => api.getRelayChainIdMap());
  await session.run("backend.hubAssets", () => api.getHubAssetsByChainId("0x2105.base"));

  const keypair = wireStellarKeypair(modules);
  const stellarWallet = new wallet.StellarWalletProvider({
    type: "PRIVATE_KEY",
    privateKey: keypair.secret(),
    network: "PUBLIC",
  });
  const stellarProvider = new sdk.StellarSpokeProvider(stellarWallet, stellar, {
    horizonRpcUrl: `${sim.origin}/horizon`,
    sorobanRpcUrl: `${sim.origin}/soroban`,
  });
  const stellarSwap = await session.run("swap.stellar", async () =>
    unwrap(
      await sodax.swaps.swap({
        intentParams: {
          inputToken: stellar.supportedTokens.XLM.address,
          outputToken: arb.supportedTokens.USDC.address,
          inputAmount: 10_000_000n,
          minOutputAmount: 1n,
          deadline: 0n,
          allowPartialFill: false,
          srcChain: stellar.chain.id,
          dstChain: arb.chain.id,
          srcAddress: keypair.publicKey(),
          dstAddress: user,
          solver: ZERO,
          data: "0x",
        },
        spokeProvider: stellarProvider,
      }),
      "stellar swap",
    )) as Untyped;
  if (stellarSwap?.[1]) session.randoms("swap.stellar", [stellarSwap[1].intentId]);
  await session.run("moneyMarket.supply.stellar", async () =>
    unwrap(
      await sodax.moneyMarket.supply(
        { token: stellar.supportedTokens.XLM.address, amount: 10_000_000n, action: "supply" },
        stellarProvider,
      ),
      "stellar supply",
    ));
  // The USDC trustline of the shared Stellar account (funded with 10 XLM of its own in the setup): changeTrust.
  await session.run("bridge.approve.stellar", async () =>
    unwrap(
      await sodax.bridge.approve({
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
      "stellar trustline",
    ));
  await session.run("bridge.stellar", async () =>
    unwrap(
      await sodax.bridge.bridge({
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
      "stellar bridge",
    ));

  // The other non-EVM families: one swap each to Arbitrum USDC, with the SDK's own wallet providers.
  const swapFrom = async (
    op: "swap.icon" | "swap.sui" | "swap.near" | "swap.solana",
    chain: Untyped,
    token: string,
    amount: bigint,
    provider: Untyped,
    srcAddress: string,
  ) => {
    const out = await session.run(op, async () =>
      unwrap(
        await sodax.swaps.swap({
          intentParams: {
            inputToken: chain.supportedTokens[token].address,
            outputToken: arb.supportedTokens.USDC.address,
            inputAmount: amount,
            minOutputAmount: 1n,
            deadline: 0n,
            allowPartialFill: false,
            srcChain: chain.chain.id,
            dstChain: arb.chain.id,
            srcAddress,
            dstAddress: user,
            solver: ZERO,
            data: "0x",
          },
          spokeProvider: provider,
        }),
        op,
      )) as Untyped;
    if (out?.[1]) session.randoms(op, [out[1].intentId]);
  };
  await swapFrom("swap.icon", icon, "ICX", 10n ** 18n, iconProvider, iconUser);

  // Sui: the spoke provider's read client is fixed to the mainnet fullnode (no option); the harness points it
  // at the simulator by handing it the wallet provider's client, which takes an rpcUrl.
  const suiWallet = new wallet.SuiWalletProvider({
    rpcUrl: `${sim.origin}/sui`,
    mnemonics: WIRE_KEYS.suiMnemonic,
  });
  const sui = types.spokeChainConfig.sui;
  const suiProvider = new sdk.SuiSpokeProvider(sui, suiWallet);
  suiProvider.publicClient = suiWallet.client;
  await swapFrom("swap.sui", sui, "SUI", 10n ** 9n, suiProvider, await suiWallet.getWalletAddress());

  const nearWallet = new wallet.NearWalletProvider({ rpcUrl: `${sim.origin}/near`, ...WIRE_KEYS.near });
  const near = { ...types.spokeChainConfig.near, rpcUrl: `${sim.origin}/near` };
  const nearProvider = new sdk.NearSpokeProvider(nearWallet, near);
  await swapFrom("swap.near", near, "NEAR", 10n ** 24n, nearProvider, WIRE_KEYS.near.accountId);

  const solanaKey = modules.solana.Keypair.fromSeed(new Uint8Array(32).fill(WIRE_KEYS.solanaSeedByte));
  const solana = { ...types.spokeChainConfig.solana, rpcUrl: `${sim.origin}/solana` };
  const solanaWallet = new wallet.SolanaWalletProvider({
    privateKey: solanaKey.secretKey,
    endpoint: solana.rpcUrl,
  });
  const solanaProvider = new sdk.SolanaSpokeProvider(solanaWallet, solana);
  await swapFrom("swap.solana", solana, "SOL", 10n ** 9n, solanaProvider, solanaKey.publicKey.toBase58());
  await session.run("moneyMarket.supply.solana", async () =>
    unwrap(
      await sodax.moneyMarket.supply(
        { token: solana.supportedTokens.SOL.address, amount: 10n ** 9n, action: "supply" },
        solanaProvider,
      ),
      "solana supply",
    ));

  // Issue 42 item 7: the operations both clients have that the diff did not run.
  const baseSwap = (over: Record<string, unknown> = {}) => ({
    inputToken: base.supportedTokens.USDC.address,
    outputToken: arb.supportedTokens.USDC.address,
    inputAmount: 1_000_000n,
    minOutputAmount: 1n,
    deadline: 0n,
    allowPartialFill: false,
    srcChain: base.chain.id,
    dstChain: arb.chain.id,
    srcAddress: user,
    dstAddress: user,
    solver: ZERO,
    data: "0x",
    ...over,
  });
  const swapOp = async (op: Parameters<WireSession["run"]>[0], client: Untyped, intentParams: Untyped) => {
    const out = await session.run(
      op,
      async () => unwrap(await client.swaps.swap({ intentParams, spokeProvider: baseProvider }), op),
    ) as Untyped;
    if (out?.[1]) session.randoms(op, [out[1].intentId]);
  };
  // the platform SDK always relays itself: its swap is the library's client path
  await swapOp("swap.clientRelay", sodax, baseSwap());
  await swapOp(
    "swap.partnerFee",
    new sdk.Sodax({ ...options, swaps: { ...options.swaps, partnerFee: WIRE_PARTNER_FEE } }),
    baseSwap(),
  );
  const limit = await session.run("swap.limitOrder", async () =>
    unwrap(
      await sodax.swaps.createLimitOrder({ intentParams: baseSwap(), spokeProvider: baseProvider }),
      "limit order",
    )) as Untyped;
  if (limit?.[1]) session.randoms("swap.limitOrder", [limit[1].intentId]);
  const receivers: Record<string, string> = {
    stellar: keypair.publicKey(),
    solana: solanaKey.publicKey.toBase58(),
    sui: await suiWallet.getWalletAddress(),
    "0x1.icon": iconUser,
    near: WIRE_KEYS.near.accountId,
    "injective-1": WIRE_INJECTIVE_RECEIVER,
    sonic: user,
  };
  const chainOf = (key: string): Untyped => types.spokeChainConfig[key];
  for (const [op, key, symbol] of WIRE_SWAP_DESTINATIONS) {
    const dst = chainOf(key);
    await swapOp(
      op,
      sodax,
      baseSwap({
        outputToken: dst.supportedTokens[symbol].address,
        dstChain: dst.chain.id,
        dstAddress: receivers[key],
      }),
    );
  }
  for (const [op, key] of WIRE_BRIDGE_DESTINATIONS) {
    const dst = chainOf(key);
    await session.run(op, async () =>
      unwrap(
        await sodax.bridge.bridge({
          params: {
            srcChainId: base.chain.id,
            srcAsset: base.supportedTokens.USDC.address,
            amount: 1_000_000n,
            dstChainId: dst.chain.id,
            dstAsset: dst.supportedTokens.USDC.address,
            recipient: receivers[key],
          },
          spokeProvider: baseProvider,
        }),
        op,
      ));
  }
  await session.run("moneyMarket.borrow.crossChain", async () =>
    unwrap(
      await mm.borrow(
        {
          token: arb.supportedTokens.USDC.address,
          amount: 1_000_000n,
          action: "borrow",
          toChainId: arb.chain.id,
          toAddress: user,
        },
        baseProvider,
      ),
      "cross-chain borrow",
    ));
  await session.run("moneyMarket.withdraw.crossChain", async () =>
    unwrap(
      await mm.withdraw(
        {
          token: arb.supportedTokens.USDC.address,
          amount: 1_000_000n,
          action: "withdraw",
          toChainId: arb.chain.id,
          toAddress: user,
        },
        baseProvider,
      ),
      "cross-chain withdraw",
    ));
  await session.run("moneyMarket.userReserves", () => mm.data.getUserReservesData(base.chain.id, user));
  const supplyFrom = async (
    op: Parameters<WireSession["run"]>[0],
    token: string,
    amount: bigint,
    provider: Untyped,
  ) =>
    await session.run(
      op,
      async () => unwrap(await sodax.moneyMarket.supply({ token, amount, action: "supply" }, provider), op),
    );
  await supplyFrom("moneyMarket.supply.sui", sui.supportedTokens.SUI.address, 10n ** 9n, suiProvider);
  await supplyFrom("moneyMarket.supply.near", near.supportedTokens.NEAR.address, 10n ** 24n, nearProvider);
  await session.run("staking.stake.hub", async () => {
    const params = { amount, minReceive: 1n, account: hubUser, action: "stake" };
    if (!unwrap(await st.isAllowanceValid({ params, spokeProvider: sonicProvider }), "allowance")) {
      unwrap(await st.approve({ params, spokeProvider: sonicProvider }), "approve");
    }
    return unwrap(await st.stake(params, sonicProvider), "stake from the hub");
  });
  await session.run("migration.migrateBaln", async () =>
    unwrap(
      await sodax.migration.migrateBaln(
        { amount: 10n ** 18n, lockupPeriod: WIRE_BALN_LOCKUP, to: hubUser, stake: false },
        iconProvider,
      ),
      "baln migration",
    ));
  const crossChain = async (
    op: Parameters<WireSession["run"]>[0],
    action: string,
    key: string,
    symbol: string,
  ) =>
    await session.run(op, async () =>
      unwrap(
        await (mm as Untyped)[action](
          {
            token: chainOf(key).supportedTokens[symbol].address,
            amount: 1_000_000n,
            action,
            toChainId: chainOf(key).chain.id,
            toAddress: receivers[key],
          },
          baseProvider,
        ),
        op,
      ));
  await crossChain("moneyMarket.borrow.toSolana", "borrow", "solana", "USDC");
  await crossChain("moneyMarket.withdraw.toSui", "withdraw", "sui", "USDC");
  await session.run(
    "staking.unstake.hub",
    async () =>
      unwrap(
        await st.unstake({ amount: amount / 10n, account: hubUser, action: "unstake" }, sonicProvider),
        "unstake from the hub",
      ),
  );
  await session.run("staking.instantUnstake.hub", async () =>
    unwrap(
      await st.instantUnstake(
        { amount: amount / 10n, minAmount: 1n, account: hubUser, action: "instantUnstake" },
        sonicProvider,
      ),
      "instant unstake from the hub",
    ));
  await session.run(
    "partner.feeBalances",
    async () =>
      unwrap(
        await sodax.partners.feeClaim.fetchAssetsBalances({ address: WIRE_PARTNER_FEE.address }),
        "partner balances",
      ),
  );
  const bridgeProviders: Record<string, Untyped> = {
    "0x2105.base": baseProvider,
    solana: solanaProvider,
    sui: suiProvider,
    near: nearProvider,
  };
  const bridgeReceivers: Record<string, string> = { ...receivers, "0xa4b1.arbitrum": user };
  for (const [op, from, to] of WIRE_BRIDGE_MORE) {
    await session.run(op, async () =>
      unwrap(
        await sodax.bridge.bridge({
          params: {
            srcChainId: chainOf(from).chain.id,
            srcAsset: chainOf(from).supportedTokens.USDC.address,
            amount: 1_000_000n,
            dstChainId: chainOf(to).chain.id,
            dstAsset: chainOf(to).supportedTokens.USDC.address,
            recipient: bridgeReceivers[to],
          },
          spokeProvider: bridgeProviders[from],
        }),
        op,
      ));
  }
  // ICON's bnUSD to NEAR's bnUSD (one hub vault, the legacy bnUSD's).
  await session.run("bridge.icon", async () =>
    unwrap(
      await sodax.bridge.bridge({
        params: {
          srcChainId: icon.chain.id,
          srcAsset: icon.supportedTokens.bnUSD.address,
          amount: 10n ** 18n,
          dstChainId: near.chain.id,
          dstAsset: near.supportedTokens.bnUSD.address,
          recipient: WIRE_KEYS.near.accountId,
        },
        spokeProvider: iconProvider,
      }),
      "bridge.icon",
    ));
  session.absent(
    "swap.injective",
    "the harness cannot point 1.3.0-beta's InjectiveWalletProvider (MsgBroadcasterWithPk over the network's endpoints) at the simulator",
  );
  for (const op of WIRE_BITCOIN_STACKS_OPERATIONS) {
    session.absent(op, "1.3.0-beta has no Bitcoin or Stacks spoke (no spoke provider, no chain config)");
  }
  // The partner fee-claim service from the hub: where claimed fees go, read back, and the token approval check.
  const feeClaim = sodax.partners.feeClaim;
  await session.run("partner.setSwapPreference", async () =>
    unwrap(
      await feeClaim.setSwapPreference({
        params: { outputToken: arb.supportedTokens.USDC.address, dstChain: arb.chain.id, dstAddress: user },
        spokeProvider: sonicProvider,
      }),
      "set swap preference",
    ));
  // NEAR's bnUSD to ICON's bnUSD (the legacy bnUSD's vault): ICON as a bridge destination.
  await session.run("bridge.toIcon", async () =>
    unwrap(
      await sodax.bridge.bridge({
        params: {
          srcChainId: near.chain.id,
          srcAsset: near.supportedTokens.bnUSD.address,
          amount: 10n ** 18n,
          dstChainId: icon.chain.id,
          dstAsset: icon.supportedTokens.bnUSD.address,
          recipient: iconUser,
        },
        spokeProvider: nearProvider,
      }),
      "bridge.toIcon",
    ));
  session.absent(
    "bridge.injective",
    "the harness cannot point 1.3.0-beta's InjectiveWalletProvider (MsgBroadcasterWithPk over the network's endpoints) at the simulator",
  );
  session.absent(
    "moneyMarket.supply.stacks",
    "1.3.0-beta has no Stacks spoke (no spoke provider, no chain config)",
  );
  session.absent(
    "moneyMarket.supply.injective",
    "the harness cannot point 1.3.0-beta's InjectiveWalletProvider (MsgBroadcasterWithPk over the network's endpoints) at the simulator",
  );
  await runSodaxReads(session, modules, sodax, [baseProvider, sonicProvider, stellarProvider, nearProvider]);
  return session;
}
