// Pick a swap up again after the process died: `start` sends the source tx, saves the resume token to a file and
// exits at once (as a crash would); `resume` reads the token and finishes the swap with idempotent steps only.
// Run, with a simulator running (SIM_URL, default port 8787):
//   DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 run -A examples/resume_swap.ts start swap-token.json
//   DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 run -A examples/resume_swap.ts resume swap-token.json
import { serializeSwapResumeToken, XSwap, type XSwapOptions } from "@xswap/client";
import { createPrivateKeyEvmWallet } from "@xswap/client/chains/evm";
import { clientOptionsForSimulator } from "@xswap/client/simulator";

/** Starts a USDC swap Base -> BSC and calls `crash(token)` as soon as the source tx is sent. */
export async function startSwap(options: XSwapOptions, crash: (token: string) => void): Promise<void> {
  const client = new XSwap(options);
  const base = client.instanceConfig.chains["0x2105.base"];
  const wallet = createPrivateKeyEvmWallet({
    privateKey: `0x${"01".repeat(32)}`, // a throwaway test key: the simulator funds every account
    rpcUrl: "rpcUrl" in base ? base.rpcUrl : "",
    fetch: options.fetch,
  });
  if (!wallet.ok) throw wallet.error;
  const me = await wallet.value.getAddress();
  const usdc = (key: "0x2105.base" | "0x38.bsc") =>
    client.config.getSupportedSwapTokens(key).find((t) => t.symbol === "USDC")!.address;
  const params = {
    srcChainKey: "0x2105.base",
    dstChainKey: "0x38.bsc",
    inputToken: usdc("0x2105.base"),
    outputToken: usdc("0x38.bsc"),
    inputAmount: 1_000_000n,
    minOutputAmount: 1n,
    srcAddress: me,
    dstAddress: me,
    deadline: 0n,
    allowPartialFill: false,
  } as const;
  const allowed = await client.swaps.isAllowanceValid({ params });
  if (!allowed.ok) throw allowed.error;
  if (!allowed.value) {
    const approved = await client.swaps.approve({ params, walletProvider: wallet.value });
    if (!approved.ok) throw approved.error;
  }
  const stop = new AbortController();
  await client.swaps.swap({
    params,
    walletProvider: wallet.value,
    extras: {
      signal: stop.signal,
      onProgress: (event) => {
        if (event.phase !== "created") return;
        crash(serializeSwapResumeToken(event.resumeToken)); // save it where a restart finds it
        stop.abort(new Error("crashed")); // in-process stand-in for the process dying here
      },
    },
  });
}

/** Finishes a swap from its saved token; returns the delivery tx hash on the destination chain. */
export async function resumeSwap(options: XSwapOptions, token: string): Promise<string> {
  const client = new XSwap(options);
  const done = await client.swaps.resume(token, {
    onProgress: (event) => console.log("progress", event.phase),
  });
  if (!done.ok) throw done.error;
  console.log("delivered on", done.value.delivery.dstChainKey, "in tx", done.value.delivery.dstTxHash);
  return done.value.delivery.dstTxHash;
}

if (import.meta.main) {
  const [mode, file = "swap-token.json"] = Deno.args;
  const options = clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787");
  if (mode === "start") {
    await startSwap(options, (token) => {
      Deno.writeTextFileSync(file, token);
      console.log("source tx sent; token saved to", file, "- exiting as a crash would");
      Deno.exit(0);
    });
  } else if (mode === "resume") {
    await resumeSwap(options, await Deno.readTextFile(file)).catch((error) => {
      console.error(`${error.code ?? error.name}: ${error.message}`, JSON.stringify(error.context ?? {}));
      Deno.exit(1);
    });
  } else {
    console.log("usage: resume_swap.ts start|resume [token-file]");
  }
}
