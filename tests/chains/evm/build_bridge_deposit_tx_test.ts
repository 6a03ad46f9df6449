import assert from "node:assert/strict";
import { decodeFunctionData } from "viem";
import { assetManagerAbi } from "../../../chains/evm/abis/asset_manager.ts";
import { erc20Abi } from "../../../chains/evm/abis/erc20.ts";
import { hubVaultAbi } from "../../../chains/evm/abis/hub_vault.ts";
import {
  buildBridgeDepositTx,
  type BuildBridgeDepositTxParams,
} from "../../../chains/evm/build_bridge_deposit_tx.ts";
import { decodeContractCalls } from "../../../chains/evm/contract_calls.ts";
import { decodeSpokeDepositCalldata } from "../../../chains/evm/spoke_deposit.ts";
import { addr } from "./_fixtures.ts";

function params(overrides: Partial<BuildBridgeDepositTxParams> = {}): BuildBridgeDepositTxParams {
  return {
    srcChainKey: "0x2105.base",
    dstChainKey: "0xa4b1.arbitrum",
    inputToken: addr("77"),
    hubInputToken: addr("33"),
    hubOutputToken: addr("44"),
    amount: 5000n,
    srcAddress: addr("55"),
    dstAddress: addr("66"),
    creator: addr("11"),
    assetManager: addr("aa"),
    hubAssetManager: addr("cc"),
    hubVault: addr("dd"),
    nativeToken: "0x0000000000000000000000000000000000000000",
    ...overrides,
  };
}

Deno.test("buildBridgeDepositTx() routes different hub assets through the vault, then sends to the destination", () => {
  const r = buildBridgeDepositTx(params());
  assert.ok(r.ok);
  const deposit = decodeSpokeDepositCalldata(r.value.tx.data);
  assert.ok(deposit.ok);
  assert.equal(deposit.value.amount, 5000n);
  assert.equal(deposit.value.to, addr("11").toLowerCase());
  const calls = decodeContractCalls(r.value.relayData.payload);
  assert.ok(calls.ok);
  assert.deepEqual(calls.value.map((c) => c.address), [addr("33"), addr("dd"), addr("dd"), addr("cc")]);
  const decoded = calls.value.map((c, i) =>
    decodeFunctionData({ abi: i === 0 ? erc20Abi : i < 3 ? hubVaultAbi : assetManagerAbi, data: c.data })
  );
  assert.deepEqual(decoded.map((d) => d.functionName), ["approve", "deposit", "withdraw", "transfer"]);
  assert.deepEqual(decoded[3].args, [addr("44"), addr("66").toLowerCase(), 5000n, "0x"]);
});

Deno.test("buildBridgeDepositTx() with one hub asset is a single hub transfer, native value = amount", () => {
  const r = buildBridgeDepositTx(params({
    hubOutputToken: addr("33"),
    hubVault: undefined,
    inputToken: "0x0000000000000000000000000000000000000000",
  }));
  assert.ok(r.ok);
  assert.equal(r.value.tx.value, 5000n);
  const calls = decodeContractCalls(r.value.relayData.payload);
  assert.ok(calls.ok && calls.value.length === 1);
});

Deno.test("buildBridgeDepositTx() reports bad input as failed Results", () => {
  const cases: [Partial<BuildBridgeDepositTxParams>, string][] = [
    [{ hubVault: undefined }, "VALIDATION_FAILED"],
    [{ amount: 0n }, "INVALID_AMOUNT"],
    [{ srcChainKey: "sonic" }, "UNSUPPORTED_CHAIN_OPERATION"],
    [{ dstChainKey: "stellar", dstAddress: "G..." }, "UNSUPPORTED_CHAIN_OPERATION"],
    [{ hubAssetManager: "0xzz" as `0x${string}` }, "INVALID_ADDRESS"],
    [{ dstChainKey: "x" }, "UNKNOWN_CHAIN_KEY"],
  ];
  for (const [overrides, code] of cases) {
    const r = buildBridgeDepositTx(params(overrides));
    assert.ok(!r.ok);
    assert.equal(r.error.code, code);
  }
});
