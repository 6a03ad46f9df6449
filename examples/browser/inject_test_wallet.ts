/**
 * Injects the test-key wallet as `window.ethereum` (built as a classic script; the browser test adds it before the
 * page loads). Reads `window.__XSWAP_TEST_WALLET__ = { privateKey, sim, reject? }`; the wallet knows Sonic and Base on that
 * simulator and starts on Sonic, so the dApp has to switch it to Base.
 * @module
 */
import type { Hex } from "viem";
import { createTestEip1193Provider } from "./test_wallet.ts";

const config = (globalThis as { __XSWAP_TEST_WALLET__?: { privateKey: Hex; sim: string; reject?: string[] } })
  .__XSWAP_TEST_WALLET__;
if (config !== undefined) {
  (globalThis as { ethereum?: unknown }).ethereum = createTestEip1193Provider({
    privateKey: config.privateKey,
    chainId: 146,
    reject: config.reject,
    rpcUrls: { 146: `${config.sim}/rpc/sonic`, 8453: `${config.sim}/rpc/0x2105.base` },
  });
}
