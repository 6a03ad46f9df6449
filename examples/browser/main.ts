/// <reference lib="dom" />
/**
 * The example dApp page's script: plain DOM, no framework, imports only the package (`@xswap/client`,
 * `@xswap/client/chains/evm`). Reads the simulator origin from `?sim=`, builds the client from the options the
 * simulator serves (`GET /__sim/client-options`), wraps the injected `window.ethereum` with
 * `createEip1193EvmWallet`, and on click runs {@link runDappSwap}, appending each progress line to `#progress` and
 * the outcome to `#status` (`data-state`: `running`, `delivered` or `failed`). Built by `examples/browser/build.ts`
 * (Deno), or by Vite from the npm package (docs/node.md).
 * @module
 */
import { createEip1193EvmWallet, type Eip1193Provider } from "@xswap/client/chains/evm";
import { XSwap, type XSwapOptions } from "@xswap/client";
import { runDappSwap } from "./dapp.ts";

const sim = new URLSearchParams(location.search).get("sim") ?? "http://127.0.0.1:8787";
const $ = (id: string): HTMLElement => document.getElementById(id) as HTMLElement;
const status = $("status");
const progress = $("progress");
$("sim").textContent = sim;

function show(state: string, text: string): void {
  status.dataset.state = state;
  status.textContent = text;
}

function line(text: string): void {
  const li = document.createElement("li");
  li.textContent = text;
  progress.append(li);
}

$("swap").addEventListener("click", async () => {
  progress.replaceChildren();
  const ethereum = (globalThis as { ethereum?: Eip1193Provider }).ethereum;
  if (ethereum === undefined) {
    show("failed", "No injected wallet (window.ethereum): install one or use the test wallet.");
    return;
  }
  const wallet = createEip1193EvmWallet(ethereum);
  if (!wallet.ok) {
    show("failed", wallet.error.message);
    return;
  }
  show("running", "running...");
  let options: XSwapOptions;
  try {
    options = await (await fetch(`${sim}/__sim/client-options`)).json();
  } catch (error) {
    show("failed", `Cannot read the client options of the simulator at ${sim}: ${String(error)}`);
    return;
  }
  const result = await runDappSwap({
    client: new XSwap(options),
    wallet: wallet.value,
    srcChainKey: "0x2105.base",
    dstChainKey: "0x38.bsc",
    symbol: "USDC",
    amount: 1_000_000n,
    onProgress: line,
  });
  if (result.ok) {
    show("delivered", `delivered: ${result.value.quoted} USDC (fill ${result.value.fillTxHash})`);
  } else {
    const code = result.error.context.walletCode;
    show(
      "failed",
      `${result.error.code}${code === undefined ? "" : ` (wallet code ${code})`}: ${result.error.message}`,
    );
  }
});
