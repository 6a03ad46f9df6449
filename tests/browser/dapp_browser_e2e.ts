/**
 * End-to-end test of the example dApp (`examples/browser/`) in headless Chromium (`deno task test:browser`; not
 * part of `deno task test`). Builds the page with `deno bundle --platform=browser` (and checks that what the page
 * loads before it runs imports no `node:` built-in), serves it from one origin and the simulator from another (so
 * every call is a CORS request with preflights), injects a test-key EIP-1193 wallet that starts on Sonic, clicks
 * "swap", and waits for the page to show the swap delivered. Asserts the progress lines, the chain switch, the
 * simulator's solved intent and a console free of errors; a second page whose wallet rejects the prompt shows
 * `WALLET_ERROR (wallet code 4001)`.
 *
 * Needs Debian's `chromium` at /usr/bin/chromium (or `CHROMIUM_PATH`); skips with a message when it is absent.
 * playwright-core is imported dynamically so `deno check` and the lockfile never see it.
 * @module
 */
import assert from "node:assert/strict";
import { closure, measure } from "../../bench/bundle/_chunks.ts";
import { buildDapp } from "../../examples/browser/build.ts";
import { staticHandler } from "../../examples/browser/serve.ts";
import { startSimulator } from "../../simulator/mod.ts";

const CHROMIUM = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";
const PLAYWRIGHT = "npm:playwright-core@^1";
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-sync"];
const KEY = `0x${"01".repeat(32)}`;

/** The few playwright-core calls this test makes (typed here so the package stays out of `deno check`). */
interface Page {
  goto(url: string): Promise<unknown>;
  addInitScript(script: { content: string }): Promise<void>;
  click(selector: string): Promise<void>;
  waitForFunction(fn: string, arg?: unknown, options?: { timeout?: number }): Promise<unknown>;
  evaluate<T>(fn: string): Promise<T>;
  textContent(selector: string): Promise<string | null>;
  on(event: "pageerror", listener: (error: Error) => void): void;
  on(event: "console", listener: (message: { type(): string; text(): string }) => void): void;
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
  console.log(`SKIPPED dApp browser test: ${CHROMIUM} not found (run .ci/browser, or set CHROMIUM_PATH).`);
}

Deno.test({
  name:
    "the example dApp quotes and swaps to delivery in headless Chromium through an injected EIP-1193 wallet",
  ignore: !present,
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    const dist = await Deno.makeTempDir({ prefix: "dapp-e2e-dist-" });
    const userDataDir = await Deno.makeTempDir({ prefix: "dapp-e2e-" });
    await buildDapp(dist);
    const staticChunks = await closure(dist, "main.js");
    const initial = await measure(dist, staticChunks);
    assert.deepEqual(initial.nodeSpecifiers, [], "the page's initial bundle imports a node: built-in");

    await using sim = await startSimulator({ port: 0, seed: 3, preset: "instant" });
    const served = staticHandler(dist);
    const requestedJs = new Set<string>();
    const pageServer = Deno.serve(
      { hostname: "127.0.0.1", port: 0, onListen: () => {} },
      (request) => {
        const name = new URL(request.url).pathname.slice(1);
        if (name.endsWith(".js")) requestedJs.add(name);
        return served(request);
      },
    );
    const pageOrigin = `http://127.0.0.1:${pageServer.addr.port}`;
    assert.notEqual(new URL(pageOrigin).origin, new URL(sim.url).origin);
    const wallet = await Deno.readTextFile(`${dist}/test_wallet.js`);
    const { chromium } = (await import(PLAYWRIGHT)) as Playwright;
    const browser = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      const open = async (reject: string[]): Promise<{ page: Page; errors: string[] }> => {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
        page.on("console", (m) => {
          if (m.type() === "error") errors.push(`console: ${m.text()}`);
        });
        const config = JSON.stringify({ privateKey: KEY, sim: sim.url, reject });
        await page.addInitScript({ content: `window.__XSWAP_TEST_WALLET__ = ${config};\n${wallet}` });
        await page.goto(`${pageOrigin}/?sim=${encodeURIComponent(sim.url)}`);
        return { page, errors };
      };

      const { page, errors } = await open([]);
      await page.click("#swap");
      await page.waitForFunction(
        "['delivered', 'failed'].includes(document.getElementById('status').dataset.state)",
        undefined,
        { timeout: 60_000 },
      );
      const status = (await page.textContent("#status")) ?? "";
      const progress = (await page.textContent("#progress")) ?? "";
      assert.ok(
        status.startsWith("delivered"),
        `status: ${status}\nprogress: ${progress}\n${errors.join("\n")}`,
      );
      for (
        const expected of [
          "quote: 1000000 USDC",
          "wallet: 0x",
          "swap: created",
          "intent on the hub",
          "delivered",
        ]
      ) {
        assert.ok(progress.includes(expected), `progress lacks "${expected}": ${progress}`);
      }
      const chainId = await page.evaluate<string>("window.ethereum.request({ method: 'eth_chainId' })");
      assert.equal(chainId, "0x2105", "the wallet was switched from Sonic to Base");
      const filled = sim.ledger.hubIntents().filter((i) => i.execution?.failed === false);
      assert.equal(filled.length, 1, "the simulator's hub holds one executed intent");
      assert.deepEqual(errors, []);
      // A quote, a swap from Base and its tracking load the page's static closure (what bench/BUNDLE_SIZE.md counts
      // for the EVM-only app) and exactly four named on-use chunks (docs/browser.md#size): viem's RPC client behind
      // the chain reads, the hub pre-simulation's encoders, the approval's send and the status reads behind `track`;
      // never a family adapter, a hub service, the /config/all schemas or the Stellar activation. Unnamed `chunk-*`
      // files are code those share.
      assert.ok(requestedJs.has("main.js"), `requested: ${[...requestedJs].join(", ")}`);
      const onUse = [...requestedJs].filter((f) => !staticChunks.includes(f));
      const named = onUse.filter((f) => !f.startsWith("chunk-")).map((f) =>
        f.replace(/-[A-Z0-9]{8}\.js$/, "")
      );
      assert.deepEqual(
        named.sort(),
        ["_viem_rpc_client", "intent_payload", "send_evm_tx", "status"],
        `on use: ${onUse.join(", ")}`,
      );

      const rejecting = await open(["eth_sendTransaction"]);
      await rejecting.page.click("#swap");
      await rejecting.page.waitForFunction(
        "document.getElementById('status').dataset.state === 'failed'",
        undefined,
        {
          timeout: 30_000,
        },
      );
      const rejected = (await rejecting.page.textContent("#status")) ?? "";
      assert.ok(rejected.startsWith("WALLET_ERROR (wallet code 4001)"), rejected);
    } finally {
      await browser.close();
      await pageServer.shutdown();
      await Deno.remove(userDataDir, { recursive: true }).catch(() => {});
      await Deno.remove(dist, { recursive: true }).catch(() => {});
    }
  },
});
