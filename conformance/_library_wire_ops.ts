/**
 * This library's side of the wire diff: `XSwap` runs every operation of `WIRE_OPERATIONS` it has against the
 * simulator the platform SDK's side used, with the same keys and inputs (`_wire_ops.ts`); the simulator records
 * what it sent. Runs with the repo's import map (spawned by `wire_diff_main.ts`).
 * @module
 */
import { Keypair } from "@stellar/stellar-sdk";
import { Keypair as SolanaKeypair } from "@solana/web3.js";
import { Ed25519Keypair } from "@mysten/sui/keypairs/ed25519";
import { type AnySpokeWalletProvider, type SpokeChainKey, walletAddressOf, XSwap } from "../mod.ts";
import { createPrivateKeyEvmWallet, type Intent } from "../chains/evm/mod.ts";
import { createPrivateKeyBitcoinWallet } from "../chains/bitcoin/mod.ts";
import { createPrivateKeyInjectiveWallet } from "../chains/injective/mod.ts";
import { createPrivateKeyNearWallet } from "../chains/near/mod.ts";
import { createPrivateKeyStacksWallet } from "../chains/stacks/mod.ts";
import { createKeypairSolanaWallet } from "../chains/solana/mod.ts";
import { createKeypairStellarWallet } from "../chains/stellar/mod.ts";
import { createKeypairSuiWallet } from "../chains/sui/mod.ts";
import { clientOptionsForSimulator } from "../simulator/mod.ts";
import { createKeyIconWallet } from "./_icon_key_wallet.ts";
import { runLibraryReads } from "./_library_wire_reads.ts";
import {
  unwrap,
  WIRE_BALN_LOCKUP,
  WIRE_BRIDGE_DESTINATIONS,
  WIRE_BRIDGE_MORE,
  WIRE_INJECTIVE_RECEIVER,
  WIRE_KEYS,
  WIRE_PARTNER_FEE,
  WIRE_SWAP_DESTINATIONS,
  type WireOperation,
  WireSession,
} from "./_wire_ops.ts";

type Token = { symbol: string; address: string };
type SwapValue = {
  intent: { intentId: bigint };
  intentDeliveryInfo: { dstTxHash: string };
  solverExecutionResponse: { intent_hash: string };
};

function tokenOf(client: XSwap, chainKey: string, symbol: string): string {
  const chain = client.instanceConfig.chains[chainKey as keyof typeof client.instanceConfig.chains];
  const token = (chain.supportedTokens as readonly Token[]).find((t) => t.symbol === symbol);
  if (!token) throw new Error(`no ${symbol} on ${chainKey}`);
  return token.address;
}

function rpcOf(client: XSwap, chainKey: string): string {
  const chain = client.instanceConfig.chains[chainKey as keyof typeof client.instanceConfig.chains];
  return "rpcUrl" in chain ? String(chain.rpcUrl) : "";
}

/**
 * Runs the library's operations against a running simulator and returns their recorded requests.
 *
 * @param origin the simulator's origin
 * @param apiKey the key the simulator printed
 * @param addresses addresses the platform SDK's side derived (`icon`)
 */
export async function runLibraryWireOps(
  origin: string,
  apiKey: string,
  addresses: Record<string, string>,
): Promise<WireSession> {
  const session = new WireSession(origin);
  const options = clientOptionsForSimulator(origin, { apiKey });
  const client = new XSwap(options);
  const evm = unwrap(
    createPrivateKeyEvmWallet({ privateKey: WIRE_KEYS.evm, rpcUrl: rpcOf(client, "0x2105.base") }),
    "wallet",
  );
  const user = await evm.getAddress();
  const hub = unwrap(
    createPrivateKeyEvmWallet({ privateKey: WIRE_KEYS.hub, rpcUrl: rpcOf(client, "sonic") }),
    "hub wallet",
  );
  const hubUser = await hub.getAddress();
  const usdcBase = tokenOf(client, "0x2105.base", "USDC");
  const usdcArb = tokenOf(client, "0xa4b1.arbitrum", "USDC");

  await session.run("config.initialize", async () => unwrap(await new XSwap(options).initialize(), "init"));
  await session.run("swap.quote", async () =>
    unwrap(
      await client.swaps.getQuote({
        token_src: usdcBase,
        token_src_blockchain_id: "0x2105.base",
        token_dst: usdcArb,
        token_dst_blockchain_id: "0xa4b1.arbitrum",
        amount: 1_000_000n,
        quote_type: "exact_input",
      }),
      "quote",
    ));
  await session.run("swap.deadline", async () => unwrap(await client.swaps.getSwapDeadline(), "deadline"));

  // The allowance the EVM swap, bridge and supply spend (one spender on Base: its asset manager), checked and
  // approved as operations: allowances start at zero, and swap / bridge fail INSUFFICIENT_ALLOWANCE without it.
  const spend = {
    srcChainKey: "0x2105.base",
    dstChainKey: "0xa4b1.arbitrum",
    inputToken: usdcBase,
    outputToken: usdcArb,
    inputAmount: 100_000_000n,
    minOutputAmount: 1n,
    srcAddress: user,
    dstAddress: user,
    deadline: 0n,
    allowPartialFill: false,
  } as const;
  await session.run(
    "swap.allowance",
    async () => unwrap(await client.swaps.isAllowanceValid({ params: spend }), "allowance"),
  );
  await session.run(
    "swap.approve",
    async () => unwrap(await client.swaps.approve({ params: spend, walletProvider: evm }), "approve"),
  );

  const swapped = await session.run("swap.evm", async () =>
    unwrap(
      await client.swaps.swap({
        params: {
          srcChainKey: "0x2105.base",
          dstChainKey: "0xa4b1.arbitrum",
          inputToken: usdcBase,
          outputToken: usdcArb,
          inputAmount: 1_000_000n,
          minOutputAmount: 1n,
          srcAddress: user,
          dstAddress: user,
          deadline: 0n,
          allowPartialFill: false,
        },
        walletProvider: evm,
      }),
      "swap",
    )) as SwapValue | undefined;
  if (swapped) session.randoms("swap.evm", [swapped.intent.intentId]);
  const hubTx = swapped?.intentDeliveryInfo.dstTxHash ?? "";
  const status = await session.run("swap.status", async () => {
    let last: { status: number; fill_tx_hash?: string | undefined } = { status: -1 };
    for (let i = 0; i < 20 && last.status !== 3; i++) {
      last = unwrap(await client.swaps.getStatus({ intent_tx_hash: hubTx as `0x${string}` }), "status");
    }
    return last;
  }) as { fill_tx_hash?: string } | undefined;
  await session.run("swap.solvedIntentPacket", async () =>
    unwrap(
      await client.swaps.getSolvedIntentPacket({
        chainId: "0xa4b1.arbitrum",
        fillTxHash: status?.fill_tx_hash ?? "",
      }),
      "packet",
    ));
  await session.run(
    "backend.intentByTxHash",
    async () => unwrap(await client.backendApi.getIntentByTxHash(hubTx), "intent"),
  );
  session.absent(
    "swap.getIntent",
    "not in SPEC: the library reads intents from the data API (getIntentByTxHash)",
  );
  session.absent(
    "swap.getFilledIntent",
    "not in SPEC: fill state comes from getStatus and the intent record",
  );

  const hubSwap = await session.run("swap.hub", async () =>
    unwrap(
      await client.swaps.swap({
        params: {
          srcChainKey: "sonic",
          dstChainKey: "0xa4b1.arbitrum",
          inputToken: tokenOf(client, "sonic", "S"),
          outputToken: tokenOf(client, "0xa4b1.arbitrum", "ETH"),
          inputAmount: 10n ** 18n,
          minOutputAmount: 1n,
          srcAddress: hubUser,
          dstAddress: hubUser,
          deadline: 0n,
          allowPartialFill: false,
        },
        walletProvider: hub,
      }),
      "hub swap",
    )) as { intent: Intent } | undefined;
  if (hubSwap) session.randoms("swap.hub", [hubSwap.intent.intentId]);
  await session.run("swap.cancel", async () => {
    if (!hubSwap) throw new Error("no hub swap to cancel");
    return unwrap(
      await client.swaps.cancelIntent({
        params: { srcChainKey: "sonic", intent: hubSwap.intent },
        walletProvider: hub,
      }),
      "cancel",
    );
  });
  if (hubSwap) session.randoms("swap.cancel", [hubSwap.intent.intentId]);

  await session.run("bridge.evm", async () =>
    unwrap(
      await client.bridge.bridge({
        params: {
          srcChainKey: "0x2105.base",
          srcAsset: usdcBase,
          amount: 1_000_000n,
          dstChainKey: "0xa4b1.arbitrum",
          dstAsset: usdcArb,
          recipient: user,
        },
        walletProvider: evm,
      }),
      "bridge",
    ));

  await session.run("bridge.partnerFee", async () =>
    unwrap(
      await client.bridge.bridge({
        params: {
          srcChainKey: "0x2105.base",
          srcAsset: usdcBase,
          amount: 1_000_000n,
          dstChainKey: "0xa4b1.arbitrum",
          dstAsset: usdcArb,
          recipient: user,
          partnerFee: WIRE_PARTNER_FEE,
        },
        walletProvider: evm,
      }),
      "bridge with fee",
    ));

  const mm = client.moneyMarket;
  const mmParams = { srcChainKey: "0x2105.base", srcAddress: user, token: usdcBase, amount: 1_000_000n };
  for (const action of ["supply", "borrow", "repay", "withdraw"] as const) {
    await session.run(`moneyMarket.${action}`, async () => {
      if (action === "repay" || action === "supply") {
        if (!unwrap(await mm.isAllowanceValid({ ...mmParams, action }), "allowance")) {
          unwrap(await mm.approve({ ...mmParams, action }, { walletProvider: evm }), "approve");
        }
      }
      return unwrap(await mm[action](mmParams, { walletProvider: evm }), action);
    });
  }
  await session.run("moneyMarket.reservesList", async () => unwrap(await mm.getReservesList(), "list"));
  await session.run("moneyMarket.reservesData", async () => unwrap(await mm.getReservesData(), "data"));
  await session.run(
    "moneyMarket.reservesHumanized",
    async () => unwrap(await mm.getReservesHumanized(), "humanized"),
  );

  const st = client.staking;
  const sender = { srcChainKey: "0x2105.base", srcAddress: user };
  const who = { chainKey: "0x2105.base", address: user };
  const amount = 10n ** 18n;
  const wp = { walletProvider: evm };
  await session.run("staking.stake", async () => {
    if (!unwrap(await st.isAllowanceValid({ ...sender, amount }), "allowance")) {
      unwrap(await st.approve({ ...sender, amount }, wp), "approve");
    }
    return unwrap(await st.stake({ ...sender, amount, minReceive: 1n }, wp), "stake");
  });
  await session.run(
    "staking.unstake",
    async () => unwrap(await st.unstake({ ...sender, amount }, wp), "unstake"),
  );
  // Setup (not compared): the pending requests the simulator holds for this user.
  const pending = unwrap(await st.getUnstakingInfo(who), "pending").requests;
  const [first, second] = [pending[0], pending[1] ?? pending[0]];
  await session.run(
    "staking.cancelUnstake",
    async () =>
      unwrap(await st.cancelUnstake({ ...sender, requestId: first?.id ?? 1n }, wp), "cancelUnstake"),
  );
  await session.run("staking.claim", async () =>
    unwrap(
      await st.claim({ ...sender, requestId: second?.id ?? 1n, amount: second?.amount ?? amount }, wp),
      "claim",
    ));
  await session.run(
    "staking.instantUnstake",
    async () => unwrap(await st.instantUnstake({ ...sender, amount, minAmount: 1n }, wp), "instantUnstake"),
  );
  await session.run("staking.info", async () => unwrap(await st.getStakingInfo(who), "info"));
  await session.run("staking.unstakingInfo", async () => unwrap(await st.getUnstakingInfo(who), "unstaking"));
  await session.run(
    "staking.unstakingInfoWithPenalty",
    async () => unwrap(await st.getUnstakingInfoWithPenalty(who), "penalty"),
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

  // ICON: a wallet signing with the shared key, at the address the platform SDK derived from it.
  const iconWallet = createKeyIconWallet(WIRE_KEYS.icon, rpcOf(client, "0x1.icon"));
  const iconUser = await iconWallet.getWalletAddress();
  if (iconUser !== addresses.icon) {
    throw new Error(`ICON address ${iconUser}, the platform SDK's ${addresses.icon}`);
  }
  await session.run("migration.icxToSoda", async () =>
    unwrap(
      await client.migration.migrateIcxToSoda(
        { srcChainKey: "0x1.icon", srcAddress: iconUser, amount: 10n ** 18n, receiver: hubUser },
        { walletProvider: iconWallet },
      ),
      "icx migration",
    ));
  await session.run("migration.sodaToIcx", async () => {
    const params = { srcChainKey: "sonic", srcAddress: hubUser, amount: 10n ** 18n, dstAddress: iconUser };
    if (!unwrap(await client.migration.isRevertSodaToIcxAllowanceValid(params), "allowance")) {
      unwrap(await client.migration.approveRevertSodaToIcx(params, { walletProvider: hub }), "approve");
    }
    return unwrap(await client.migration.revertMigrateSodaToIcx(params, { walletProvider: hub }), "revert");
  });
  const api = client.backendApi;
  const record = await session.run(
    "backend.intentByHash",
    async () =>
      unwrap(await api.getIntentByHash(swapped?.solverExecutionResponse.intent_hash ?? ""), "intent"),
  ) as { intent?: { creator?: string } } | undefined;
  const creator = record?.intent?.creator ?? user;
  await session.run(
    "backend.userIntents",
    async () => unwrap(await api.getUserIntents({ userAddress: creator }), "user intents"),
  );
  await session.run(
    "backend.orderbook",
    async () => unwrap(await api.getOrderbook({ offset: "0", limit: "10" }), "orderbook"),
  );
  await session.run(
    "backend.moneyMarketPosition",
    async () => unwrap(await api.getMoneyMarketPosition(user), "position"),
  );
  await session.run(
    "backend.moneyMarketAssets",
    async () => unwrap(await api.getAllMoneyMarketAssets(), "assets"),
  );
  await session.run("backend.chains", async () => unwrap(await api.getChains(), "chains"));
  await session.run(
    "backend.swapTokens",
    async () => unwrap(await api.getSwapTokensByChainId("0x2105.base"), "swap tokens"),
  );
  await session.run(
    "backend.relayChainIdMap",
    async () => unwrap(await api.getRelayChainIdMap(), "relay map"),
  );
  session.absent(
    "backend.hubAssets",
    "no getHubAssetsByChainId: the platform's source (26f32a98) dropped it; hub assets come with the config",
  );

  const keypair = Keypair.fromRawEd25519Seed(new Uint8Array(32).fill(WIRE_KEYS.stellarSeedByte));
  const stellar = unwrap(createKeypairStellarWallet(keypair), "stellar wallet");
  const stellarSwap = await session.run("swap.stellar", async () =>
    unwrap(
      await client.swaps.swap({
        params: {
          srcChainKey: "stellar",
          dstChainKey: "0xa4b1.arbitrum",
          inputToken: tokenOf(client, "stellar", "XLM"),
          outputToken: usdcArb,
          inputAmount: 10_000_000n,
          minOutputAmount: 1n,
          srcAddress: keypair.publicKey(),
          dstAddress: user,
          deadline: 0n,
          allowPartialFill: false,
        },
        walletProvider: stellar,
      }),
      "stellar swap",
    )) as { intent: { intentId: bigint } } | undefined;
  if (stellarSwap) session.randoms("swap.stellar", [stellarSwap.intent.intentId]);
  const stellarUser = keypair.publicKey();
  await session.run("moneyMarket.supply.stellar", async () =>
    unwrap(
      await mm.supply(
        {
          srcChainKey: "stellar",
          srcAddress: stellarUser,
          token: tokenOf(client, "stellar", "XLM"),
          amount: 10_000_000n,
        },
        { walletProvider: stellar },
      ),
      "stellar supply",
    ));
  // The USDC trustline of the shared Stellar account (funded with 10 XLM of its own in the setup): changeTrust.
  await session.run("bridge.approve.stellar", async () =>
    unwrap(
      await client.bridge.approve({
        params: {
          srcChainKey: "stellar",
          srcAsset: tokenOf(client, "stellar", "USDC"),
          amount: 1_000_000n,
          dstChainKey: "0xa4b1.arbitrum",
          dstAsset: usdcArb,
          recipient: user,
          srcAddress: stellarUser,
        },
        walletProvider: stellar,
      }),
      "stellar trustline",
    ));
  await session.run("bridge.stellar", async () =>
    unwrap(
      await client.bridge.bridge({
        params: {
          srcChainKey: "stellar",
          srcAsset: tokenOf(client, "stellar", "USDC"),
          amount: 1_000_000n,
          dstChainKey: "0xa4b1.arbitrum",
          dstAsset: usdcArb,
          recipient: user,
        },
        walletProvider: stellar,
      }),
      "stellar bridge",
    ));

  const swapFrom = async (
    op: "swap.icon" | "swap.sui" | "swap.near" | "swap.solana",
    chainKey: SpokeChainKey,
    symbol: string,
    amount: bigint,
    walletProvider: AnySpokeWalletProvider,
  ) => {
    const out = await session.run(op, async () =>
      unwrap(
        await client.swaps.swap({
          params: {
            srcChainKey: chainKey,
            dstChainKey: "0xa4b1.arbitrum",
            inputToken: tokenOf(client, chainKey, symbol),
            outputToken: usdcArb,
            inputAmount: amount,
            minOutputAmount: 1n,
            srcAddress: await walletAddressOf(walletProvider),
            dstAddress: user,
            deadline: 0n,
            allowPartialFill: false,
          },
          walletProvider,
        }),
        op,
      )) as SwapValue | undefined;
    if (out) session.randoms(op, [out.intent.intentId]);
  };
  await swapFrom("swap.icon", "0x1.icon", "ICX", 10n ** 18n, iconWallet);
  const sui = unwrap(
    createKeypairSuiWallet(Ed25519Keypair.deriveKeypair(WIRE_KEYS.suiMnemonic)),
    "sui wallet",
  );
  await swapFrom("swap.sui", "sui", "SUI", 10n ** 9n, sui);
  const near = unwrap(
    createPrivateKeyNearWallet({ ...WIRE_KEYS.near, rpcUrl: rpcOf(client, "near") }),
    "near wallet",
  );
  await swapFrom("swap.near", "near", "NEAR", 10n ** 24n, near);
  const solana = unwrap(
    createKeypairSolanaWallet(SolanaKeypair.fromSeed(new Uint8Array(32).fill(WIRE_KEYS.solanaSeedByte))),
    "solana wallet",
  );
  await swapFrom("swap.solana", "solana", "SOL", 10n ** 9n, solana);
  await session.run("moneyMarket.supply.solana", async () =>
    unwrap(
      await mm.supply(
        {
          srcChainKey: "solana",
          srcAddress: await walletAddressOf(solana),
          token: tokenOf(client, "solana", "SOL"),
          amount: 10n ** 9n,
        },
        { walletProvider: solana },
      ),
      "solana supply",
    ));

  // Issue 42 item 7: the operations both clients have that the diff did not run.
  const baseSwap = (over: Record<string, unknown> = {}) => ({
    srcChainKey: "0x2105.base",
    dstChainKey: "0xa4b1.arbitrum",
    inputToken: usdcBase,
    outputToken: usdcArb,
    inputAmount: 1_000_000n,
    minOutputAmount: 1n,
    srcAddress: user,
    dstAddress: user,
    deadline: 0n,
    allowPartialFill: false,
    ...over,
  });
  const swapOp = async (op: WireOperation, on: XSwap, params: ReturnType<typeof baseSwap>) => {
    const out = await session.run(op, async () =>
      unwrap(
        await on.swaps.swap({
          params: params as Parameters<XSwap["swaps"]["swap"]>[0]["params"],
          walletProvider: evm,
        }),
        op,
      )) as SwapValue | undefined;
    if (out) session.randoms(op, [out.intent.intentId]);
  };
  // SPEC's client path: the library relays the spoke tx and posts /execute itself
  await swapOp(
    "swap.clientRelay",
    new XSwap({ ...options, swaps: { useBackendSubmitTx: false } }),
    baseSwap(),
  );
  await swapOp(
    "swap.partnerFee",
    new XSwap({ ...options, swaps: { partnerFee: WIRE_PARTNER_FEE } }),
    baseSwap(),
  );
  const limit = await session.run("swap.limitOrder", async () =>
    unwrap(
      await client.swaps.createLimitOrder({
        params: baseSwap() as Parameters<XSwap["swaps"]["createLimitOrder"]>[0]["params"],
        walletProvider: evm,
      }),
      "limit order",
    )) as SwapValue | undefined;
  if (limit) session.randoms("swap.limitOrder", [limit.intent.intentId]);
  const solanaReceiver = await walletAddressOf(solana);
  const suiReceiver = await walletAddressOf(sui);
  const receivers: Record<string, string> = {
    stellar: keypair.publicKey(),
    solana: solanaReceiver,
    sui: suiReceiver,
    "0x1.icon": iconUser,
    near: WIRE_KEYS.near.accountId,
    "injective-1": WIRE_INJECTIVE_RECEIVER,
    sonic: user,
  };
  for (const [op, key, symbol] of WIRE_SWAP_DESTINATIONS) {
    await swapOp(
      op,
      client,
      baseSwap({ dstChainKey: key, outputToken: tokenOf(client, key, symbol), dstAddress: receivers[key] }),
    );
  }
  for (const [op, key] of WIRE_BRIDGE_DESTINATIONS) {
    await session.run(op, async () =>
      unwrap(
        await client.bridge.bridge({
          params: {
            srcChainKey: "0x2105.base",
            srcAsset: usdcBase,
            amount: 1_000_000n,
            dstChainKey: key,
            dstAsset: tokenOf(client, key, "USDC"),
            recipient: receivers[key] ?? "",
          },
          walletProvider: evm,
        }),
        op,
      ));
  }
  const toArbitrum = { ...mmParams, token: usdcArb, dstChainKey: "0xa4b1.arbitrum", dstAddress: user };
  await session.run(
    "moneyMarket.borrow.crossChain",
    async () => unwrap(await mm.borrow(toArbitrum, { walletProvider: evm }), "cross-chain borrow"),
  );
  await session.run(
    "moneyMarket.withdraw.crossChain",
    async () => unwrap(await mm.withdraw(toArbitrum, { walletProvider: evm }), "cross-chain withdraw"),
  );
  await session.run(
    "moneyMarket.userReserves",
    async () => unwrap(await mm.getUserPositions({ chainKey: "0x2105.base", address: user }), "positions"),
  );
  const supplyFrom = async (
    op: WireOperation,
    chainKey: SpokeChainKey,
    symbol: string,
    amount: bigint,
    walletProvider: AnySpokeWalletProvider,
  ) =>
    await session.run(op, async () =>
      unwrap(
        await mm.supply(
          {
            srcChainKey: chainKey,
            srcAddress: await walletAddressOf(walletProvider),
            token: tokenOf(client, chainKey, symbol),
            amount,
          },
          { walletProvider },
        ),
        op,
      ));
  await supplyFrom("moneyMarket.supply.sui", "sui", "SUI", 10n ** 9n, sui);
  await supplyFrom("moneyMarket.supply.near", "near", "NEAR", 10n ** 24n, near);
  await session.run("staking.stake.hub", async () => {
    const fromHub = { srcChainKey: "sonic", srcAddress: hubUser, amount };
    if (!unwrap(await st.isAllowanceValid(fromHub), "allowance")) {
      unwrap(await st.approve(fromHub, { walletProvider: hub }), "approve");
    }
    return unwrap(
      await st.stake({ ...fromHub, minReceive: 1n }, { walletProvider: hub }),
      "stake from the hub",
    );
  });
  await session.run("migration.migrateBaln", async () =>
    unwrap(
      await client.migration.migrateBaln(
        {
          srcChainKey: "0x1.icon",
          srcAddress: iconUser,
          amount: 10n ** 18n,
          receiver: hubUser,
          lockupPeriod: WIRE_BALN_LOCKUP,
          stake: false,
        },
        { walletProvider: iconWallet },
      ),
      "baln migration",
    ));
  const crossChain = async (op: WireOperation, action: "borrow" | "withdraw", key: string) =>
    await session.run(op, async () =>
      unwrap(
        await mm[action](
          { ...mmParams, token: tokenOf(client, key, "USDC"), dstChainKey: key, dstAddress: receivers[key] },
          { walletProvider: evm },
        ),
        op,
      ));
  await crossChain("moneyMarket.borrow.toSolana", "borrow", "solana");
  await crossChain("moneyMarket.withdraw.toSui", "withdraw", "sui");
  const fromHub = { srcChainKey: "sonic", srcAddress: hubUser, amount: amount / 10n };
  await session.run(
    "staking.unstake.hub",
    async () => unwrap(await st.unstake(fromHub, { walletProvider: hub }), "unstake from the hub"),
  );
  await session.run(
    "staking.instantUnstake.hub",
    async () =>
      unwrap(
        await st.instantUnstake({ ...fromHub, minAmount: 1n }, { walletProvider: hub }),
        "instant unstake from the hub",
      ),
  );
  await session.run(
    "partner.feeBalances",
    async () =>
      unwrap(await client.partners.fetchBalances({ partner: WIRE_PARTNER_FEE.address }), "partner balances"),
  );

  // Bitcoin and Stacks as source and as destination (only the library has these families; reviewed list).
  const bitcoin = unwrap(createPrivateKeyBitcoinWallet(WIRE_KEYS.bitcoin), "bitcoin wallet");
  const bitcoinUser = await walletAddressOf(bitcoin);
  const stacks = unwrap(
    createPrivateKeyStacksWallet({ privateKey: WIRE_KEYS.stacks, rpcUrl: rpcOf(client, "stacks") }),
    "stacks wallet",
  );
  const stacksUser = await walletAddressOf(stacks);
  const fromSpoke = (
    chainKey: SpokeChainKey,
    symbol: string,
    amount: bigint,
    srcAddress: string,
  ) =>
    baseSwap({
      srcChainKey: chainKey,
      inputToken: tokenOf(client, chainKey, symbol),
      inputAmount: amount,
      srcAddress,
    });
  const spokeSwap = async (
    op: WireOperation,
    params: ReturnType<typeof baseSwap>,
    wallet: AnySpokeWalletProvider,
  ) => {
    const out = await session.run(op, async () =>
      unwrap(
        await client.swaps.swap({
          params: params as Parameters<XSwap["swaps"]["swap"]>[0]["params"],
          walletProvider: wallet,
        }),
        op,
      )) as SwapValue | undefined;
    if (out) session.randoms(op, [out.intent.intentId]);
  };
  await spokeSwap("swap.bitcoin", fromSpoke("bitcoin", "BTC", 500_000n, bitcoinUser), bitcoin);
  await spokeSwap("swap.stacks", fromSpoke("stacks", "STX", 10_000_000n, stacksUser), stacks);
  await swapOp(
    "swap.toBitcoin",
    client,
    baseSwap({
      dstChainKey: "bitcoin",
      outputToken: tokenOf(client, "bitcoin", "BTC"),
      dstAddress: bitcoinUser,
      minOutputAmount: 546n,
    }),
  );
  await swapOp(
    "swap.toStacks",
    client,
    baseSwap({
      dstChainKey: "stacks",
      outputToken: tokenOf(client, "stacks", "STX"),
      dstAddress: stacksUser,
    }),
  );
  const bridgeOp = async (
    op: WireOperation,
    src: [SpokeChainKey, string, bigint],
    dst: [SpokeChainKey, string, string],
    walletProvider: AnySpokeWalletProvider,
  ) =>
    await session.run(op, async () => {
      const params = {
        srcChainKey: src[0],
        srcAsset: tokenOf(client, src[0], src[1]),
        amount: src[2],
        dstChainKey: dst[0],
        dstAsset: tokenOf(client, dst[0], dst[1]),
        recipient: dst[2],
      };
      // An ERC-20 source spends an allowance (zero at the start); Bitcoin and Stacks answer true without I/O.
      if (!unwrap(await client.bridge.isAllowanceValid({ params, walletProvider }), "allowance")) {
        unwrap(await client.bridge.approve({ params, walletProvider }), "approve");
      }
      return unwrap(await client.bridge.bridge({ params, walletProvider }), op);
    });
  await bridgeOp("bridge.bitcoin", ["bitcoin", "BTC", 100_000n], ["0xa4b1.arbitrum", "WBTC", user], bitcoin);
  await bridgeOp("bridge.stacks", ["stacks", "USDC", 1_000_000n], ["0xa4b1.arbitrum", "USDC", user], stacks);
  await bridgeOp(
    "bridge.toBitcoin",
    ["0x2105.base", "cbBTC", 100_000n],
    ["bitcoin", "BTC", bitcoinUser],
    evm,
  );
  await bridgeOp("bridge.toStacks", ["0x2105.base", "USDC", 1_000_000n], ["stacks", "USDC", stacksUser], evm);

  // Non-EVM bridge sources and further destinations, in the platform side's order (after its feeBalances).
  const bridgeWallets: Record<string, AnySpokeWalletProvider> = {
    "0x2105.base": evm,
    solana,
    sui,
    near,
  };
  const bridgeReceivers: Record<string, string> = { ...receivers, "0xa4b1.arbitrum": user };
  for (const [op, from, to] of WIRE_BRIDGE_MORE) {
    await bridgeOp(op, [from, "USDC", 1_000_000n], [to, "USDC", bridgeReceivers[to]], bridgeWallets[from]);
  }
  await bridgeOp(
    "bridge.icon",
    ["0x1.icon", "bnUSD (legacy)", 10n ** 18n],
    ["near", "bnUSD", WIRE_KEYS.near.accountId],
    iconWallet,
  );
  // Injective as a source: the EVM key's eth_secp256k1 account (its bech32 form is WIRE_INJECTIVE_RECEIVER).
  const injective = unwrap(
    createPrivateKeyInjectiveWallet({ privateKey: WIRE_KEYS.evm, restUrl: `${origin}/injective` }),
    "injective wallet",
  );
  await spokeSwap(
    "swap.injective",
    fromSpoke("injective-1", "INJ", 2n * 10n ** 18n, await walletAddressOf(injective)),
    injective,
  );
  // The partner fee-claim service from the hub (the platform side's order).
  const partners = client.partners;
  await session.run("partner.setSwapPreference", async () =>
    unwrap(
      await partners.setSwapPreference(
        { partner: hubUser, outputToken: usdcArb, dstChainKey: "0xa4b1.arbitrum", dstAddress: user },
        { walletProvider: hub },
      ),
      "set swap preference",
    ));
  await bridgeOp(
    "bridge.toIcon",
    ["near", "bnUSD", 10n ** 18n],
    ["0x1.icon", "bnUSD (legacy)", iconUser],
    near,
  );
  await bridgeOp(
    "bridge.injective",
    ["injective-1", "USDC", 1_000_000n],
    ["0xa4b1.arbitrum", "USDC", user],
    injective,
  );
  // Money market from Stacks and Injective (library only: reviewed list).
  const mmFrom = async (
    op: WireOperation,
    chainKey: SpokeChainKey,
    symbol: string,
    amount: bigint,
    wallet: AnySpokeWalletProvider,
  ) =>
    await session.run(op, async () =>
      unwrap(
        await mm.supply(
          {
            srcChainKey: chainKey,
            srcAddress: await walletAddressOf(wallet),
            token: tokenOf(client, chainKey, symbol),
            amount,
          },
          { walletProvider: wallet },
        ),
        op,
      ));
  await mmFrom("moneyMarket.supply.stacks", "stacks", "STX", 1_000_000n, stacks);
  await mmFrom("moneyMarket.supply.injective", "injective-1", "INJ", 10n ** 17n, injective);
  await runLibraryReads(session, { client, evm, hub, stellar, addresses });
  return session;
}
