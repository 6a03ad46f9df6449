// Conformance of the simulator with the platform's own client, `@sodax/sdk@1.3.0-beta` (issue 24). Dev-only:
// `deno task conformance` installs that SDK and its EVM wallet provider (`@sodax/wallet-sdk-core`) into the
// gitignored conformance/.sodax/ and runs this file without the repo's import map. Every assertion is on what
// that SDK returns; the simulator is spawned as `deno task simulate` runs it and configured only through the
// options it prints.
import assert from "node:assert/strict";
import { spawnSimulator } from "./_simulator.ts";
import { loadSodax, type SodaxModules } from "./_sdk.ts";
import { activateStellarAccount } from "./_stellar_activation.ts";

const loaded = await loadSodax();
if (loaded.problem !== undefined) {
  console.log(`SKIP conformance: @sodax/sdk is not installed (${loaded.problem}); run deno task conformance`);
}

const HEX32 = /^0x[0-9a-fA-F]{64}$/;
const USER_KEY = `0x${"11".repeat(32)}` as const;
const HUB_USER_KEY = `0x${"12".repeat(32)}` as const;
const ZERO = "0x0000000000000000000000000000000000000000";

/** Failure messages: the SDK's results carry bigints. */
function show(value: unknown): string {
  return JSON.stringify(value, (_k, v) => typeof v === "bigint" ? `${v}n` : v);
}

Deno.test({
  name:
    "@sodax/sdk 1.3.0-beta drives the simulator: quote, swaps (spoke and hub), bridge, money market, data API",
  ignore: loaded.modules === undefined,
  // The SDK's viem clients keep HTTP keep-alive sockets and the wallet package opens none it closes.
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async (t) => {
    const { sdk, types, wallet, stellar: StellarSdk } = loaded.modules as SodaxModules;
    await using sim = await spawnSimulator();
    const { sodax: options, spokeRpcUrls } = sim.options;
    const sodax = new sdk.Sodax(options);
    const base = types.spokeChainConfig[types.BASE_MAINNET_CHAIN_ID];
    const arb = types.spokeChainConfig[types.ARBITRUM_MAINNET_CHAIN_ID];
    const sonic = types.spokeChainConfig[types.SONIC_MAINNET_CHAIN_ID];
    const evmWallet = new wallet.EvmWalletProvider({
      privateKey: USER_KEY,
      chainId: types.BASE_MAINNET_CHAIN_ID,
      rpcUrl: spokeRpcUrls["0x2105.base"],
    });
    const user = await evmWallet.getWalletAddress();
    const baseProvider = new sdk.EvmSpokeProvider(evmWallet, base, spokeRpcUrls["0x2105.base"]);

    await t.step("printed options: solver, relayer, data API and hub RPC all on the simulator", () => {
      for (
        const url of [
          options.swaps.solverApiEndpoint,
          options.relayerApiEndpoint,
          options.backendApiConfig.baseURL,
        ]
      ) {
        assert.ok(url.startsWith(sim.origin), url);
      }
      assert.equal(options.hubProviderConfig.hubRpcUrl, `${sim.origin}/rpc/sonic`);
      assert.deepEqual(
        options.hubProviderConfig.chainConfig,
        JSON.parse(JSON.stringify(sdk.getHubChainConfig())),
      );
    });

    await t.step(
      "getQuote: the SDK's body (hub tokens, no blockchain ids) gets quoted_amount, read as bigint",
      async () => {
        const quote = await sodax.swaps.getQuote({
          token_src: base.supportedTokens.USDC.address,
          token_src_blockchain_id: base.chain.id,
          token_dst: arb.supportedTokens.USDC.address,
          token_dst_blockchain_id: arb.chain.id,
          amount: 1_000_000n,
          quote_type: "exact_input",
        });
        assert.ok(quote.ok, show(quote));
        assert.equal(typeof quote.value.quoted_amount, "bigint");
        assert.ok(quote.value.quoted_amount > 900_000n && quote.value.quoted_amount < 1_000_000n);
      },
    );

    await t.step("getQuote: a solver error body comes back verbatim as the SDK's error", async () => {
      const quote = await sodax.swaps.getQuote({
        token_src: base.supportedTokens.USDC.address,
        token_src_blockchain_id: base.chain.id,
        token_dst: arb.supportedTokens.USDC.address,
        token_dst_blockchain_id: arb.chain.id,
        amount: 10n ** 61n,
        quote_type: "exact_input",
      });
      assert.ok(!quote.ok);
      assert.equal(quote.error.detail.code, types.SolverIntentErrorCode?.MAX_INPUT_AMOUNT ?? -14);
    });

    let spokeSwapHubTx = "";
    let spokeSwapIntentHash = "";
    await t.step(
      "swap from Base with the SDK's EVM wallet: approve, deposit, relay-and-wait, /execute",
      async () => {
        const intentParams = {
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
        };
        const allowance = await sodax.swaps.isAllowanceValid({ intentParams, spokeProvider: baseProvider });
        assert.ok(allowance.ok, show(allowance));
        const approve = await sodax.swaps.approve({ intentParams, spokeProvider: baseProvider });
        assert.ok(approve.ok && HEX32.test(approve.value), show(approve));
        const swap = await sodax.swaps.swap({ intentParams, spokeProvider: baseProvider });
        assert.ok(swap.ok, show(swap));
        const [execution, intent, delivery] = swap.value;
        assert.equal(execution.answer, "OK");
        assert.match(execution.intent_hash, HEX32);
        assert.equal(intent.srcChain, 30n);
        assert.equal(intent.dstChain, 23n);
        assert.equal(intent.inputAmount, 1_000_000n);
        assert.equal(delivery.srcChainId, "0x2105.base");
        assert.match(delivery.srcTxHash, HEX32);
        assert.match(delivery.dstTxHash, HEX32);
        assert.notEqual(delivery.srcTxHash, delivery.dstTxHash);
        spokeSwapHubTx = delivery.dstTxHash;
        spokeSwapIntentHash = execution.intent_hash;
      },
    );

    await t.step("getStatus polls the solver to SOLVED (3) with a fill tx hash", async () => {
      let status: { status: number; fill_tx_hash?: string } = { status: -1 };
      for (let i = 0; i < 20 && status.status !== 3; i++) {
        const r = await sodax.swaps.getStatus({ intent_tx_hash: spokeSwapHubTx });
        assert.ok(r.ok, show(r));
        status = r.value;
      }
      assert.equal(status.status, 3);
      assert.match(status.fill_tx_hash ?? "", HEX32);
    });

    await t.step(
      "swaps.getIntent and getFilledIntent read the hub receipts' IntentCreated / IntentFilled logs",
      async () => {
        const intent = await sodax.swaps.getIntent(spokeSwapHubTx);
        assert.equal(intent.srcChain, 30n);
        assert.equal(intent.inputAmount, 1_000_000n);
        const status = await sodax.swaps.getStatus({ intent_tx_hash: spokeSwapHubTx });
        assert.ok(status.ok);
        const filled = await sodax.swaps.getFilledIntent(status.value.fill_tx_hash);
        assert.equal(filled.exists, true);
        assert.equal(filled.remainingInput, 0n);
      },
    );

    await t.step("backendApi.getIntentByTxHash returns the swap's intent record", async () => {
      const record = await sodax.backendApi.getIntentByTxHash(spokeSwapHubTx);
      assert.equal(record.intentHash, spokeSwapIntentHash);
      assert.equal(record.txHash, spokeSwapHubTx);
      assert.equal(record.intent.srcChain, 30);
      assert.equal(record.intent.dstChain, 23);
      assert.equal(record.intent.inputAmount, "1000000");
    });

    let spokeSwapCreator = "";
    await t.step(
      "backendApi reads: intent by hash, user intents, orderbook, money market, config parts",
      async () => {
        const api = sodax.backendApi;
        const byHash = await api.getIntentByHash(spokeSwapIntentHash);
        assert.equal(byHash.txHash, spokeSwapHubTx);
        spokeSwapCreator = byHash.intent.creator;
        const mine = await api.getUserIntents({ userAddress: spokeSwapCreator, limit: "5", offset: "0" });
        assert.ok(mine.items.some((i: { intentHash: string }) => i.intentHash === spokeSwapIntentHash));
        const since = await api.getUserIntents({
          userAddress: spokeSwapCreator,
          startDate: Date.now() + 86_400_000,
        });
        assert.equal(since.total, 0);
        const book = await api.getOrderbook({ offset: "0", limit: "10" });
        assert.ok(Number.isInteger(book.total) && Array.isArray(book.data));
        const position = await api.getMoneyMarketPosition(user);
        assert.equal(position.userAddress, user);
        assert.ok(position.positions.length > 0);
        const assets = await api.getAllMoneyMarketAssets();
        const reserve = assets[0].reserveAddress;
        assert.equal((await api.getMoneyMarketAsset(reserve)).reserveAddress, reserve);
        const suppliers = await api.getMoneyMarketAssetSuppliers(reserve, { offset: "0", limit: "10" });
        assert.ok(Array.isArray(suppliers.suppliers));
        const borrowers = await api.getAllMoneyMarketBorrowers({ offset: "0", limit: "10" });
        assert.ok(Array.isArray(borrowers.borrowers));
        assert.ok((await api.getChains()).includes("0x2105.base"));
        const tokens = await api.getSwapTokensByChainId("0x2105.base");
        assert.ok(tokens.some((x: { address: string }) => x.address === base.supportedTokens.USDC.address));
        assert.equal(Number((await api.getRelayChainIdMap())["0x2105.base"]), 30);
        const hubAssets = await api.getHubAssetsByChainId("0x2105.base");
        const usdc = sodax.config.getHubAssetInfo("0x2105.base", base.supportedTokens.USDC.address);
        assert.equal(
          hubAssets[base.supportedTokens.USDC.address].asset.toLowerCase(),
          usdc.asset.toLowerCase(),
        );
        assert.ok(Array.isArray(await api.getMoneyMarketReserveAssets()));
      },
    );

    await t.step(
      "swap from the hub (SonicSpokeProvider): no relay, the hub tx is the source tx",
      async () => {
        const hubWallet = new wallet.EvmWalletProvider({
          privateKey: HUB_USER_KEY,
          chainId: types.SONIC_MAINNET_CHAIN_ID,
          rpcUrl: spokeRpcUrls.sonic,
        });
        const hubUser = await hubWallet.getWalletAddress();
        const sonicProvider = new sdk.SonicSpokeProvider(hubWallet, sonic, spokeRpcUrls.sonic);
        const swap = await sodax.swaps.swap({
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
        });
        assert.ok(swap.ok, show(swap));
        const [execution, intent, delivery] = swap.value;
        assert.equal(execution.answer, "OK");
        assert.equal(intent.srcChain, 146n);
        assert.equal(delivery.srcTxHash, delivery.dstTxHash);
      },
    );

    await t.step("bridge Base USDC to Arbitrum: [spoke tx, hub tx]", async () => {
      const bridged = await sodax.bridge.bridge({
        params: {
          srcChainId: base.chain.id,
          srcAsset: base.supportedTokens.USDC.address,
          amount: 1_000_000n,
          dstChainId: arb.chain.id,
          dstAsset: arb.supportedTokens.USDC.address,
          recipient: user,
        },
        spokeProvider: baseProvider,
      });
      assert.ok(bridged.ok, show(bridged));
      const [spokeTx, hubTx] = bridged.value;
      assert.match(spokeTx, HEX32);
      assert.match(hubTx, HEX32);
      assert.notEqual(spokeTx, hubTx);
    });

    await t.step(
      "moneyMarket.data: getReservesList (UI data provider) and the bnUSD facilitator bucket from hub reads",
      async () => {
        const data = sodax.moneyMarket.data;
        const all = await data.getReservesList(true);
        // Every reserve 1.3.0-beta packages is listed (the simulator also lists newer ones: sodaSTX, sodaUSDS).
        const listed = all.map((a: string) => a.toLowerCase());
        for (const r of types.moneyMarketReserveAssets) assert.ok(listed.includes(r.toLowerCase()), r);
        const filtered = await data.getReservesList();
        const bnUSD = types.getMoneyMarketConfig(types.SONIC_MAINNET_CHAIN_ID).bnUSD.toLowerCase();
        assert.ok(filtered.every((r: string) => r.toLowerCase() !== bnUSD));
        const [capacity, level] = await data.uiPoolDataProviderService.getBnusdFacilitatorBucket();
        assert.equal(typeof capacity, "bigint");
        assert.ok(level > 0n && level <= capacity, show([capacity, level]));
        // getReservesData reads the bucket too (it merges the bnUSD reserves with it).
        const [rows, baseCurrency] = await data.getReservesData();
        assert.ok(rows.length > 0);
        assert.equal(baseCurrency.marketReferenceCurrencyUnit, 100_000_000n);
        const humanized = await data.getReservesHumanized();
        assert.equal(humanized.reservesData.length, rows.length);
      },
    );

    await t.step(
      "initialize() adopts the simulator's /be/config/all; quote and swap on the initialized instance",
      async () => {
        const initialized = new sdk.Sodax(options);
        const result = await initialized.initialize();
        assert.ok(result.ok, show(result));
        assert.equal(initialized.config.isInitialized(), true);
        // The adopted config is the simulator's (flat fields beside SPEC's {version, config}).
        assert.ok(initialized.config.getChains().includes("0x2105.base"));
        assert.equal(
          initialized.config.spokeChainConfig["0x2105.base"].rpcUrl,
          spokeRpcUrls["0x2105.base"],
        );
        const usdc = initialized.config.getHubAssetInfo("0x2105.base", base.supportedTokens.USDC.address);
        assert.equal(
          usdc.asset.toLowerCase(),
          sodax.config.getHubAssetInfo("0x2105.base", base.supportedTokens.USDC.address).asset.toLowerCase(),
        );
        assert.ok(
          initialized.config.getSupportedSwapTokensByChainId("0x2105.base")
            .some((x: { address: string }) => x.address === base.supportedTokens.USDC.address),
        );
        const quote = await initialized.swaps.getQuote({
          token_src: base.supportedTokens.USDC.address,
          token_src_blockchain_id: base.chain.id,
          token_dst: arb.supportedTokens.USDC.address,
          token_dst_blockchain_id: arb.chain.id,
          amount: 1_000_000n,
          quote_type: "exact_input",
        });
        assert.ok(quote.ok, show(quote));
        assert.ok(quote.value.quoted_amount > 0n);
        const intentParams = {
          inputToken: base.supportedTokens.USDC.address,
          outputToken: arb.supportedTokens.USDC.address,
          inputAmount: 2_000_000n,
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
        const approve = await initialized.swaps.approve({ intentParams, spokeProvider: baseProvider });
        assert.ok(approve.ok, show(approve));
        const swap = await initialized.swaps.swap({ intentParams, spokeProvider: baseProvider });
        assert.ok(swap.ok, show(swap));
        const [execution, intent, delivery] = swap.value;
        assert.equal(execution.answer, "OK");
        assert.equal(intent.inputAmount, 2_000_000n);
        const status = await initialized.swaps.getStatus({ intent_tx_hash: delivery.dstTxHash });
        assert.ok(status.ok, show(status));
      },
    );

    await t.step(
      "swap and supply from Stellar (non-EVM) with StellarSpokeProvider and a keypair: Horizon account, Soroban deposit, relay",
      async () => {
        const stellar = types.spokeChainConfig[types.STELLAR_MAINNET_CHAIN_ID];
        const keypair = StellarSdk.Keypair.fromRawEd25519Seed(new Uint8Array(32).fill(0x13));
        // The wallet's own Horizon client (https only) serves just waitForTransactionReceipt, which swap never
        // calls; the spoke provider takes the simulator's Horizon and Soroban URLs.
        const stellarWallet = new wallet.StellarWalletProvider({
          type: "PRIVATE_KEY",
          privateKey: keypair.secret(),
          network: "PUBLIC",
        });
        const stellarUser = await stellarWallet.getWalletAddress();
        assert.equal(stellarUser, keypair.publicKey());
        const horizon = `${sim.origin}/horizon`;
        const stellarProvider = new sdk.StellarSpokeProvider(stellarWallet, stellar, {
          horizonRpcUrl: horizon,
          sorobanRpcUrl: `${sim.origin}/soroban`,
        });
        // The SDK loads the account from Horizon: a new account first exists through SPEC's sponsored
        // activation (the platform SDK 1.3.0-beta has no sponsoring client, so the suite builds the envelope).
        await activateStellarAccount(StellarSdk, sim, keypair);
        const before = await (await fetch(`${horizon}/accounts/${stellarUser}`)).json();
        const intentParams = {
          inputToken: stellar.supportedTokens.XLM.address,
          outputToken: arb.supportedTokens.USDC.address,
          inputAmount: 10_000_000n,
          minOutputAmount: 1n,
          deadline: 0n,
          allowPartialFill: false,
          srcChain: stellar.chain.id,
          dstChain: arb.chain.id,
          srcAddress: stellarUser,
          dstAddress: user,
          solver: ZERO,
          data: "0x",
        };
        const allowance = await sodax.swaps.isAllowanceValid({
          intentParams,
          spokeProvider: stellarProvider,
        });
        assert.ok(allowance.ok && allowance.value === true, show(allowance));
        const swap = await sodax.swaps.swap({ intentParams, spokeProvider: stellarProvider });
        assert.ok(swap.ok, show(swap));
        const [execution, intent, delivery] = swap.value;
        assert.equal(execution.answer, "OK");
        assert.equal(intent.srcChain, 27n);
        assert.equal(intent.dstChain, 23n);
        assert.equal(intent.inputAmount, 10_000_000n);
        assert.equal(delivery.srcChainId, "stellar");
        assert.match(delivery.srcTxHash, /^[0-9a-f]{64}$/);
        assert.match(delivery.dstTxHash, HEX32);
        // The deposit used the Horizon sequence, and Horizon sees it advanced.
        const after = await (await fetch(`${horizon}/accounts/${stellarUser}`)).json();
        assert.equal(BigInt(after.sequence), BigInt(before.sequence) + 1n);
        let status: { status: number } = { status: -1 };
        for (let i = 0; i < 20 && status.status !== 3; i++) {
          const r = await sodax.swaps.getStatus({ intent_tx_hash: delivery.dstTxHash });
          assert.ok(r.ok, show(r));
          status = r.value;
        }
        assert.equal(status.status, 3);
        const record = await sodax.backendApi.getIntentByTxHash(delivery.dstTxHash);
        assert.equal(record.intent.srcChain, 27);
        assert.equal(record.intentHash, execution.intent_hash);
        // A money-market supply from the same account: the same deposit call, relayed to the hub.
        const supplied = await sodax.moneyMarket.supply(
          { token: stellar.supportedTokens.XLM.address, amount: 10_000_000n, action: "supply" },
          stellarProvider,
        );
        assert.ok(supplied.ok, show(supplied));
        const [spokeTx, hubTx] = supplied.value;
        assert.match(spokeTx, /^[0-9a-f]{64}$/);
        assert.match(hubTx, HEX32);
      },
    );

    await t.step("moneyMarket.supply from Base: [spoke tx, hub tx]", async () => {
      const supplied = await sodax.moneyMarket.supply(
        { token: base.supportedTokens.USDC.address, amount: 1_000_000n, action: "supply" },
        baseProvider,
      );
      assert.ok(supplied.ok, show(supplied));
      const [spokeTx, hubTx] = supplied.value;
      assert.match(spokeTx, HEX32);
      assert.match(hubTx, HEX32);
    });
  },
});
