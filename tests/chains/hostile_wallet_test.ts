import assert from "node:assert/strict";
import { createSolanaSpokeAdapter, type SolanaWalletProvider } from "../../chains/solana/mod.ts";
import { createStellarSpokeAdapter } from "../../chains/stellar/adapter.ts";
import type { StellarWalletProvider } from "../../chains/stellar/mod.ts";
import type { SpokeSwapIntentParams } from "../../chains/spoke/spoke_adapter.ts";

const hostile = { toString: {} } as unknown as string;
const a = "0x1111111111111111111111111111111111111111";
const params: SpokeSwapIntentParams = {
  dstChainKey: "0x2105.base",
  inputToken: a,
  hubInputToken: a,
  hubOutputToken: a,
  inputAmount: 10n,
  minOutputAmount: 1n,
  deadline: 0n,
  allowPartialFill: false,
  dstAddress: a,
  creator: a,
  intentsContract: a,
};

Deno.test("createSwapIntent() reports a wallet returning a hostile value as WALLET_ERROR instead of throwing", async () => {
  const solana = createSolanaSpokeAdapter({
    rpcUrl: "http://solana.test",
    addresses: {
      assetManager: "11111111111111111111111111111111",
      connection: "11111111111111111111111111111111",
    },
  });
  const solanaWallet = { getPublicKey: () => Promise.resolve(hostile) } as unknown as SolanaWalletProvider;
  const s = await solana.createSwapIntent(params, solanaWallet);
  assert.ok(!s.ok && s.error.code === "WALLET_ERROR" && s.error.context.returned === "[object]");

  const stellar = createStellarSpokeAdapter({
    sorobanRpcUrl: "http://soroban.test",
    addresses: { assetManager: "CCGF33A4CO6D3BXFEKPXVCFCZBK76I3AQOZK6KIKRPAWAZR3632WHCJ3" },
  });
  const stellarWallet = { getPublicKey: () => Promise.resolve(hostile) } as unknown as StellarWalletProvider;
  const t = await stellar.createSwapIntent(params, stellarWallet);
  assert.ok(!t.ok && t.error.code === "WALLET_ERROR" && t.error.context.returned === "[object]");
});

Deno.test("relay and fee validation describe a hostile value instead of throwing", async () => {
  const { relayTxAndWaitPacket } = await import("../../services/relay/mod.ts");
  const { validatePartnerFee } = await import("../../core/fee/mod.ts");
  const relayed = await relayTxAndWaitPacket({
    srcTxHash: "0xab",
    data: { address: "0x01", payload: "0x02" },
    chainKey: hostile as never,
    relayerApiEndpoint: "http://relay.test",
  });
  assert.ok(!relayed.ok && relayed.error.code === "UNKNOWN_CHAIN_KEY");
  const fee = validatePartnerFee({ address: a, percentage: hostile });
  assert.ok(!fee.ok && fee.error.code === "INVALID_FEE");
});
