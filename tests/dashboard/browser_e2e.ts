/**
 * End-to-end test of the simulator dashboard in headless Chromium (`deno task test:browser`; not part of
 * `deno task test`, whose discovery only picks `*_test.ts`). Starts the simulator on a free port, opens the
 * dashboard, sets a timing knob and a fault schedule through the page's controls, runs a swap with partial
 * fills through the library over real HTTP, waits for its row to reach `solved`, checks its timeline, then runs
 * the README's bridge and a money-market supply and waits for both rows to reach `delivered`, saves
 * `docs/dashboard.png`, then downloads a snapshot with the page's button, resets, and restores the file through
 * the page's file input until the solved row is back.
 *
 * Needs Debian's `chromium` at /usr/bin/chromium (or `CHROMIUM_PATH`); skips with a message when it is absent.
 * playwright-core is imported dynamically so `deno check` and the lockfile never see it.
 * @module
 */
import assert from "node:assert/strict";
import { XSwap } from "../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../chains/evm/mod.ts";
import { startSimulator } from "../../simulator/mod.ts";
import { runBridge } from "../../examples/bridge.ts";
import { runMoneyMarket } from "../../examples/hub/money_market.ts";

const CHROMIUM = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";
const SCREENSHOT = new URL("../../docs/dashboard.png", import.meta.url);
const PLAYWRIGHT = "npm:playwright-core@^1";
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The few playwright-core calls this test makes (typed here so the package stays out of `deno check`). */
interface Locator {
  click(): Promise<void>;
  fill(value: string): Promise<void>;
  selectOption(value: string): Promise<unknown>;
  textContent(): Promise<string | null>;
  waitFor(options: { state?: "visible" | "attached"; timeout?: number }): Promise<void>;
  setInputFiles(path: string): Promise<void>;
}
interface Download {
  suggestedFilename(): string;
  path(): Promise<string>;
}
interface Page {
  goto(url: string): Promise<unknown>;
  locator(selector: string): Locator & { first(): Locator };
  waitForFunction(fn: string, arg?: unknown, options?: { timeout?: number }): Promise<unknown>;
  setViewportSize(size: { width: number; height: number }): Promise<void>;
  screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown>;
  on(event: "pageerror", listener: (error: Error) => void): void;
  waitForEvent(event: "download"): Promise<Download>;
}
interface BrowserContext {
  newPage(): Promise<Page>;
  close(): Promise<void>;
}
interface Playwright {
  chromium: {
    launchPersistentContext(dir: string, options: Record<string, unknown>): Promise<BrowserContext>;
  };
}

const present = await Deno.stat(CHROMIUM).then((s) => s.isFile, () => false);
if (!present) {
  console.log(
    `SKIPPED dashboard browser test: ${CHROMIUM} not found. Install it with ` +
      "`apt-get update && apt-get install -y chromium` (or run .ci/browser), or set CHROMIUM_PATH.",
  );
}

Deno.test({
  name: "the dashboard shows a swap's row reach solved with its partial fills, live, in headless Chromium",
  ignore: !present,
  // Chromium runs as a child process behind a pipe that Node compat closes after the test body returns.
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    const { chromium } = (await import(PLAYWRIGHT)) as Playwright;
    // every ERC-20 allowance granted: the dashboard is under test, not the approval
    await using sim = await startSimulator({ port: 0, seed: 7, preset: "calm", unlimitedAllowances: true });
    const userDataDir = await Deno.makeTempDir({ prefix: "dashboard-e2e-" });
    const browser = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      acceptDownloads: true,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = await browser.newPage();
      const errors: Error[] = [];
      page.on("pageerror", (e) => errors.push(e));
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${sim.url}/`);
      await page.waitForFunction("document.getElementById('live').textContent === 'live'", undefined, {
        timeout: 15_000,
      });
      assert.equal(await page.locator("#seed").textContent(), "seed 7");

      // Controls: three partial fills, and one 503 on the first poll of the swaps status.
      await page.locator("#p-fills").fill("3");
      await page.locator("#apply-profile").click();
      await page.locator("#s-route").fill("GET /swaps/submit-tx/status");
      await page.locator("#s-fault").selectOption("error5xx");
      await page.locator("#s-status").fill("503");
      await page.locator("#add-schedule").click();
      await page.waitForFunction("document.getElementById('schedules').textContent.includes('error5xx 503')");
      assert.equal(sim.sim.context.faults.config().profile.solver.partialFills, 3);

      const swap = await runSwap(sim.clientConfig, sim.urls.rpc("0x2105.base"));
      assert.ok(swap.ok, `swap failed: ${swap.ok ? "" : swap.error.message}`);

      const solved = page.locator('tr[data-testid="intent-row"][data-status="solved"]').first();
      await solved.waitFor({ state: "visible", timeout: 30_000 });
      await solved.click();
      const detail = page.locator("tr.detail").first();
      await detail.waitFor({ state: "visible" });
      const text = (await detail.textContent()) ?? "";
      for (
        const expected of ["tx on 0x2105.base", "backend submit-tx", "fill 3", "final: solved", "error5xx"]
      ) {
        assert.ok(text.includes(expected), `timeline lacks "${expected}": ${text}`);
      }
      // A bridge and a hub-service write (money-market supply) have no solver intent: their rows must reach
      // `delivered` once their relay packets executed, not stay "relaying".
      const quiet = console.log;
      console.log = () => {};
      try {
        await runBridge({ ...sim.clientConfig });
        await runMoneyMarket({ ...sim.clientConfig });
      } finally {
        console.log = quiet;
      }
      await page.locator("#f-status").selectOption("");
      await page.waitForFunction(
        'document.querySelectorAll(\'tr[data-testid="intent-row"][data-status="delivered"]\').length >= 2',
        undefined,
        { timeout: 30_000 },
      );
      const rows = await page.locator("#intents").textContent() ?? "";
      assert.match(rows, /bridge/, "a bridge row is listed");
      await page.locator("#f-status").selectOption("solved");
      await Deno.mkdir(new URL(".", SCREENSHOT), { recursive: true });
      await page.screenshot({ path: SCREENSHOT.pathname, fullPage: true });

      // Scenarios: download the snapshot, reset, restore the file: the solved row comes back.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.locator("#snapshot").click(),
      ]);
      assert.equal(download.suggestedFilename(), "simulator-snapshot-seed-7.json");
      const saved = await download.path();
      await page.locator("#reset").click();
      await page.waitForFunction("document.querySelectorAll('tr[data-testid=\"intent-row\"]').length === 0");
      await page.locator("#restore-file").setInputFiles(saved);
      await page.waitForFunction(
        "document.getElementById('snapshot-status').textContent.startsWith('restored')",
      );
      await solved.waitFor({ state: "visible", timeout: 30_000 });
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      await Deno.remove(userDataDir, { recursive: true }).catch(() => {});
    }
  },
});

async function runSwap(
  clientConfig: ConstructorParameters<typeof XSwap>[0],
  rpcUrl: string,
): Promise<{ ok: true } | { ok: false; error: Error }> {
  const client = new XSwap({ ...clientConfig });
  const wallet = createPrivateKeyEvmWallet({ privateKey: `0x${"01".repeat(32)}`, rpcUrl });
  if (!wallet.ok) return wallet;
  const me = await wallet.value.getAddress();
  const usdcBase = client.config.getSupportedSwapTokens("0x2105.base").find((t) => t.symbol === "USDC");
  const usdcBsc = client.config.getSupportedSwapTokens("0x38.bsc").find((t) => t.symbol === "USDC");
  assert.ok(usdcBase && usdcBsc, "USDC on base and bsc");
  const deadline = await client.swaps.getSwapDeadline();
  const swap = await client.swaps.swap({
    params: {
      srcChainKey: "0x2105.base",
      dstChainKey: "0x38.bsc",
      inputToken: usdcBase.address,
      outputToken: usdcBsc.address,
      inputAmount: 3_000_000n,
      minOutputAmount: 1n,
      srcAddress: me,
      dstAddress: me,
      deadline: deadline.ok ? deadline.value : 0n,
      allowPartialFill: true,
    },
    walletProvider: wallet.value,
  });
  return swap.ok ? { ok: true } : swap;
}
