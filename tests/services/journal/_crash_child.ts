/**
 * The client process of the SIGKILL test (sigkill_test.ts): a real `deno run` process with a file journal.
 *
 *   _crash_child.ts start <simUrl> <flow> <run> <dir>    runs the flow; after each journal write and after the
 *                                                         wallet's send comes back it prints `STEP <n>` and waits
 *                                                         for a line on stdin (the parent kills it there or lets
 *                                                         it go on); prints `DONE` at the end
 *   _crash_child.ts recover <simUrl> <flow> <run> <dir>  a fresh process: `recover()` with the run's wallet, prints
 *                                                         `REPORT <json>`, removes the journal folder
 */
import { XSwap } from "../../../mod.ts";
import { createPrivateKeyEvmWallet, type EvmWalletProvider } from "../../../chains/evm/mod.ts";
import { createFileJournalStore } from "../../../journal/file_store.ts";
import type { JournalStore } from "../../../services/journal/types.ts";
import { clientOptionsForSimulator } from "../../../simulator/client_config/urls.ts";
import { type CrashFlow, ROUTES, runFlow, runKey } from "./_crash_flow.ts";

const [mode, simUrl, flow, run, dir] = Deno.args as [string, string, CrashFlow, string, string];
const encoder = new TextEncoder();
const say = (line: string) => Deno.stdout.writeSync(encoder.encode(`${line}\n`));

// stdin, line by line: each `STEP` waits for the parent's go-ahead
const reader = Deno.stdin.readable.pipeThrough(new TextDecoderStream()).getReader();
let buffered = "";
async function nextLine(): Promise<void> {
  while (!buffered.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("stdin closed");
    buffered += value;
  }
  buffered = buffered.slice(buffered.indexOf("\n") + 1);
}
let step = 0;
async function checkpoint(what: string): Promise<void> {
  say(`STEP ${++step} ${what}`);
  await nextLine();
}

const options = clientOptionsForSimulator(simUrl);
const src = flow.startsWith("swap") ? ROUTES.swap.src : ROUTES.bridge.src;
const rpcUrl = (options.chains as Record<string, { rpcUrl: string }>)[src].rpcUrl;
const key = createPrivateKeyEvmWallet({ privateKey: runKey(Number(run)), rpcUrl });
if (!key.ok) throw key.error;
const files = createFileJournalStore({ dir });
if (!files.ok) throw files.error;

if (mode === "start") {
  const store = files.value;
  const stepping: JournalStore = {
    get: (k) => store.get(k),
    list: () => store.list(),
    set: async (k, v) => {
      await store.set(k, v);
      await checkpoint(`set ${JSON.parse(v).phase}`);
    },
    delete: async (k) => {
      await store.delete(k);
      await checkpoint("delete");
    },
  };
  const wallet: EvmWalletProvider = {
    getAddress: () => key.value.getAddress(),
    sendTransaction: async (tx) => {
      const hash = await key.value.sendTransaction(tx);
      await checkpoint("sent");
      return hash;
    },
  };
  await runFlow(new XSwap({ ...options, swapJournal: stepping }), wallet, flow, 1_000_000n);
  say("DONE");
  Deno.exit(0);
} else {
  const report = await new XSwap({ ...options, swapJournal: files.value }).recover({
    wallets: { [src]: key.value },
  });
  const left = await files.value.list();
  say(`REPORT ${
    JSON.stringify({
      ok: report.ok,
      outcomes: report.ok ? report.value.operations.map((o) => o.outcome) : [],
      error: report.ok ? undefined : report.error.message,
      left: left.length,
    })
  }`);
  await Deno.remove(dir, { recursive: true }).catch(() => undefined);
  Deno.exit(0);
}
