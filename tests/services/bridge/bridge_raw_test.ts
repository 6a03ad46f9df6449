import assert from "node:assert/strict";
import { decodeFunctionData, erc20Abi, getAddress, type Hex } from "viem";
import { assetManagerAbi } from "../../../core/abis/asset_manager.ts";
import { hubVaultAbi } from "../../../core/abis/hub_vault.ts";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { encodeEvmAddress as encodeAddress } from "../../../chains/address/encode_address.ts";
import { encodeAddress as encodeAnyAddress } from "../../../chains/address/mod.ts";
import { decodeSpokeDepositCalldata } from "../../../chains/hub/contract_calls.ts";
import { ConfigService } from "../../../core/config/mod.ts";
import { ARB_USDC, BASE_USDC, createHarness, drive, RECIPIENT, withClock } from "./_harness.ts";

const FEE_RECEIVER = "0x3333333333333333333333333333333333333333";
const config = new ConfigService();
const token = (chainKey: string, address: string) => {
  const t = config.getChainToken(chainKey, address);
  if (!t) throw new Error(`no token ${address} on ${chainKey}`);
  return t;
};

Deno.test("raw: true returns the unsigned deposit and sends nothing", async () => {
  await withClock(async (clock) => {
    const h = await createHarness();
    const r = await drive(
      clock,
      h.service.bridge({
        params: {
          srcChainKey: "0x2105.base",
          srcAsset: BASE_USDC,
          amount: 1_000_000n,
          dstChainKey: "0xa4b1.arbitrum",
          dstAsset: ARB_USDC,
          recipient: RECIPIENT,
          partnerFee: { address: FEE_RECEIVER, percentage: 100 },
        },
        raw: true,
        walletProvider: h.wallet,
      }),
    );
    assert.ok(r.ok, r.ok ? "" : JSON.stringify(r.error.toJSON()));
    assert.equal(r.value.raw, true);
    assert.equal(r.value.feeAmount, 10_000n);
    assert.equal(h.sim.ledger.counters.spokeTx.applied, 0);
    assert.equal(h.sim.ledger.counters.relaySubmit.applied, 0);
    assert.equal(h.sim.ledger.counters.bridgeSubmitTx.applied, 0);
    const sent = h.sim.requests().filter((e) =>
      e.path === "/rpc/0x2105.base" || e.path.includes("/bridge") || e.path.startsWith("/relayer")
    );
    assert.deepEqual(sent, []);

    const { tx, relayData } = r.value;
    assert.ok(!("family" in tx), "an EVM source returns the EVM unsigned tx");
    assert.equal(tx.from.toLowerCase(), h.address.toLowerCase());
    assert.equal(tx.to, config.getChainConfig("0x2105.base").addresses.assetManager);
    assert.equal(tx.value, 0n);
    const deposit = decodeSpokeDepositCalldata(tx.data as Hex);
    assert.ok(deposit.ok);
    assert.equal(deposit.value.amount, 1_000_000n);
    assert.equal(deposit.value.token.toLowerCase(), BASE_USDC.toLowerCase());
    assert.equal(deposit.value.to.toLowerCase(), relayData.address.toLowerCase());
    assert.equal(deposit.value.data, relayData.payload);

    const calls = decodeContractCalls(relayData.payload as Hex);
    assert.ok(calls.ok);
    const src = token("0x2105.base", BASE_USDC);
    const dst = token("0xa4b1.arbitrum", ARB_USDC);
    // As the platform builds it: the whole deposit goes into the vault, the 1% fee is paid in vault shares
    // (18 decimals), the rest is withdrawn and sent on in the destination token's decimals.
    const [approve, vaultIn, fee, vaultOut, send] = calls.value;
    assert.equal(calls.value.length, 5);
    assert.equal(decodeFunctionData({ abi: erc20Abi, data: approve.data }).functionName, "approve");
    assert.equal(vaultIn.address.toLowerCase(), src.vault.toLowerCase());
    assert.deepEqual(decodeFunctionData({ abi: hubVaultAbi, data: vaultIn.data }).args, [
      getAddress(src.hubAsset),
      1_000_000n,
    ]);
    assert.deepEqual(decodeFunctionData({ abi: erc20Abi, data: fee.data }).args, [FEE_RECEIVER, 10n ** 16n]);
    assert.equal(fee.address.toLowerCase(), src.vault.toLowerCase());
    const withdraw = decodeFunctionData({ abi: hubVaultAbi, data: vaultOut.data });
    assert.equal(withdraw.functionName, "withdraw");
    assert.equal(withdraw.args?.[1], 990_000n * 10n ** 12n);
    const transfer = decodeFunctionData({ abi: assetManagerAbi, data: send.data });
    const recipient = encodeAddress("0xa4b1.arbitrum", RECIPIENT);
    assert.ok(recipient.ok);
    assert.deepEqual(transfer.args, [dst.hubAsset, recipient.value, 990_000n, "0x"]);
    assert.equal(send.address, config.instanceConfig.hub.addresses.assetManager);
    h.sim.close();
  });
});

Deno.test("raw: true needs no wallet when params.srcAddress is given", async () => {
  await withClock(async (clock) => {
    const h = await createHarness();
    const params = {
      srcChainKey: "0x2105.base" as const,
      srcAsset: BASE_USDC,
      amount: 7n,
      dstChainKey: "0xa4b1.arbitrum" as const,
      recipient: RECIPIENT,
    };
    const r = await drive(
      clock,
      h.service.bridge({ params: { ...params, srcAddress: h.address }, raw: true }),
    );
    assert.ok(r.ok && r.value.raw);
    const missing = await drive(clock, h.service.bridge({ params, raw: true }));
    assert.ok(!missing.ok);
    assert.equal(missing.error.code, "VALIDATION_FAILED");
    assert.equal(missing.error.context.field, "walletProvider");
    h.sim.close();
  });
});

Deno.test("raw bridge to the hub ends with a plain transfer; a vault-token destination skips the withdraw; vault amounts are in 18 decimals", async () => {
  await withClock(async (clock) => {
    const h = await createHarness();
    const hubUsdc = config.getChainConfig("sonic").supportedTokens.find((t) => t.symbol === "USDC")!;
    const vaultToken = config.getChainConfig("sonic").supportedTokens.find((t) => t.symbol === "sodaUSDC")!;
    for (
      // 100 units of 6-decimal USDC are 100 * 10^12 vault shares (the platform's translateIncomingDecimals): the
      // withdraw takes the shares, and the transfer the shares scaled back to the destination token's decimals.
      const [dstAsset, selectors, delivered] of [
        [hubUsdc.address, ["approve", "deposit", "withdraw", "transfer"], 100n],
        [vaultToken.address, ["approve", "deposit", "transfer"], 100n * 10n ** 12n],
      ] as const
    ) {
      const r = await drive(
        clock,
        h.service.bridge({
          params: {
            srcChainKey: "0x2105.base",
            srcAsset: BASE_USDC,
            amount: 100n,
            dstChainKey: "sonic",
            dstAsset,
            recipient: RECIPIENT,
          },
          raw: true,
          walletProvider: h.wallet,
        }),
      );
      assert.ok(r.ok, r.ok ? "" : JSON.stringify(r.error.toJSON()));
      const calls = decodeContractCalls(r.value.relayData.payload as Hex);
      assert.ok(calls.ok);
      const names = calls.value.map((c) =>
        decodeFunctionData({ abi: [...erc20Abi, ...hubVaultAbi], data: c.data }).functionName
      );
      assert.deepEqual(names, selectors);
      const last = calls.value.at(-1)!;
      assert.equal(last.address.toLowerCase(), dstAsset.toLowerCase());
      assert.deepEqual(decodeFunctionData({ abi: erc20Abi, data: last.data }).args, [RECIPIENT, delivered]);
      const withdraw = calls.value.find((c) =>
        decodeFunctionData({ abi: [...erc20Abi, ...hubVaultAbi], data: c.data }).functionName === "withdraw"
      );
      if (withdraw) {
        assert.deepEqual(decodeFunctionData({ abi: hubVaultAbi, data: withdraw.data }).args, [
          hubUsdc.address,
          100n * 10n ** 12n,
        ]);
      }
    }
    h.sim.close();
  });
});

Deno.test("a bridge from an EVM chain to Solana sends the hub the Solana receiver's 32 bytes (found by the wire diff: the EVM adapter encoded only EVM receivers)", async () => {
  await withClock(async (clock) => {
    const h = await createHarness();
    const receiver = "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T";
    const solanaUsdc = config.instanceConfig.chains.solana.supportedTokens.find((t) => t.symbol === "USDC");
    if (!solanaUsdc) throw new Error("no Solana USDC");
    const r = await drive(
      clock,
      h.service.bridge({
        params: {
          srcChainKey: "0x2105.base",
          srcAsset: BASE_USDC,
          amount: 1_000_000n,
          dstChainKey: "solana",
          dstAsset: solanaUsdc.address,
          recipient: receiver,
          srcAddress: h.address,
        },
        raw: true,
      }),
    );
    assert.ok(r.ok && r.value.raw, r.ok ? "" : JSON.stringify(r.error.toJSON()));
    const calls = decodeContractCalls(r.value.relayData.payload as Hex);
    assert.ok(calls.ok);
    const send = calls.value[calls.value.length - 1];
    const transfer = decodeFunctionData({ abi: assetManagerAbi, data: send.data });
    const expected = encodeAnyAddress("solana", receiver);
    assert.ok(expected.ok);
    assert.equal(transfer.args[1], expected.value);
    assert.equal((transfer.args[1] as string).length, 2 + 64);
    h.sim.close();
  });
});
