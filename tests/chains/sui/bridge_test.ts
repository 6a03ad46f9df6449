/**
 * A bridge from Sui (USDC on Sui -> USDC on Base, one hub vault) against the in-process simulator through
 * `XSwap.bridge.bridge`: raw (the platform SDK's raw shape, kind bytes decoding with the SDK to the
 * `asset_manager::transfer<T>` carrying the bridge's hub call list) and sent (deposited, relayed, executed on the hub).
 */
import assert from "node:assert/strict";
import { bcs } from "@mysten/sui/bcs";
import { Transaction } from "@mysten/sui/transactions";
import { fromBase64 } from "@mysten/sui/utils";
import { toHex } from "viem";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import type { EvmWalletProvider } from "../../../chains/evm/wallet.ts";
import { getIntentRelayChainId } from "../../../core/chains/mod.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/mod.ts";
import { withSuiClient } from "./_client.ts";
import { suiWallet, USDC, USER } from "./_fixture.ts";

const BASE_USDC =
  DEFAULT_CLIENT_CONFIG.swaps.supportedTokens["0x2105.base"].find((t) => t.symbol === "USDC")!.address;
const RECIPIENT = "0x00000000000000000000000000000000000000b0";
const HUB_ASSET_MANAGER = DEFAULT_CLIENT_CONFIG.hub.addresses.assetManager.toLowerCase();
const params = {
  srcChainKey: "sui" as const,
  srcAsset: USDC,
  amount: 3_000_000n,
  dstChainKey: "0x2105.base" as const,
  dstAsset: BASE_USDC,
  recipient: RECIPIENT,
  srcAddress: USER,
};

Deno.test("bridge() from Sui with raw: true returns the unsigned transfer<T> whose data is the bridge call list", async () => {
  await withSuiClient(async ({ client, sim, settle }) => {
    const r = await settle(client.bridge.bridge({ params, raw: true }));
    assert.ok(r.ok, r.ok ? "" : r.error.message);
    assert.equal(r.value.raw, true);
    if (!r.value.raw) return;
    const { tx, relayData } = r.value;
    assert.ok("from" in tx);
    assert.equal(tx.from, USER);
    assert.ok(tx.to.endsWith("::asset_manager::transfer"));
    assert.equal(tx.value, 3_000_000n);
    const data = Transaction.fromKind(fromBase64(tx.data)).getData();
    const call = data.commands.find((c) => c.MoveCall)!.MoveCall!;
    const dataArg = call.arguments[4]!;
    assert.ok(dataArg.$kind === "Input");
    const pure = data.inputs[dataArg.Input]!.Pure!;
    assert.equal(
      toHex(Uint8Array.from(bcs.vector(bcs.u8()).parse(fromBase64(pure.bytes)))),
      relayData.payload,
    );
    const calls = decodeContractCalls(relayData.payload as `0x${string}`);
    assert.ok(calls.ok);
    assert.equal(calls.value.at(-1)?.address.toLowerCase(), HUB_ASSET_MANAGER);
    assert.equal(sim.ledger.counters.spokeTx.applied, 0);
  });
});

Deno.test("bridge() from Sui deposits, and the relayed packet runs the call list on the hub", async () => {
  await withSuiClient(async ({ client, sim, settle }) => {
    // The bridge service's wallet type is EVM-only today; with srcAddress given it only hands the wallet to the
    // source adapter, which signs with it as a Sui wallet.
    const walletProvider = suiWallet() as unknown as EvmWalletProvider;
    const r = await settle(client.bridge.bridge({ params, walletProvider }));
    assert.ok(r.ok, r.ok ? "" : `${r.error.code}: ${r.error.message}`);
    assert.ok(!("raw" in r.value));
    const tx = sim.ledger.getSpokeTx("sui", r.value.srcTxHash);
    assert.equal(tx?.deposit?.amount, 3_000_000n);
    assert.equal(tx?.deposit?.token, USDC);
    const [packet] = sim.ledger.packetsFor(String(getIntentRelayChainId("sui")), r.value.srcTxHash);
    assert.equal(packet?.dst_tx_hash, r.value.dstTxHash);
    assert.equal(packet?.payload, tx?.deposit?.hubCalls);
  });
});
