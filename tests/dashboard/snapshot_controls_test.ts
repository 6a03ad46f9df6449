/**
 * The dashboard's scenario controls without a browser: the page carries the snapshot button and the restore file
 * input, and the page's own script (run here against a stub DOM and the in-process simulator) downloads
 * `GET /__sim/snapshot` as a named JSON file and POSTs a chosen file to `/__sim/restore`, showing the outcome or
 * the simulator's 400 message. (`browser_e2e.ts` clicks the same controls in Chromium.)
 */
import assert from "node:assert/strict";
import { DASHBOARD_SNAPSHOT_SCRIPT } from "../../simulator/dashboard/page/page_snapshot_script.ts";
import { hash, makeSim, type TestSim } from "../simulator/_helpers.ts";

interface StubElement {
  textContent: string;
  value: string;
  files: { name: string; text(): Promise<string> }[] | null;
  listeners: Record<string, () => Promise<void>>;
  addEventListener(type: string, f: () => Promise<void>): void;
}

/** Runs the page's snapshot script against stub elements; returns them and the downloads it made. */
function page(sim: TestSim) {
  const elements: Record<string, StubElement> = {};
  const $ = (id: string): StubElement =>
    elements[id] ??= {
      textContent: "",
      value: "",
      files: null,
      listeners: {},
      addEventListener(type, f) {
        this.listeners[type] = f;
      },
    };
  const blobs = new Map<string, Blob>();
  const downloads: { name: string; blob: Blob }[] = [];
  const document = {
    body: { appendChild: () => {} },
    createElement: () => ({
      href: "",
      download: "",
      click() {
        downloads.push({ name: this.download, blob: blobs.get(this.href)! });
      },
      remove: () => {},
    }),
  };
  const url = {
    createObjectURL: (blob: Blob) => {
      const href = `blob:${blobs.size}`;
      blobs.set(href, blob);
      return href;
    },
    revokeObjectURL: () => {},
  };
  const fetch = (path: string, init?: RequestInit) => sim.fetch(path, init);
  new Function("$", "document", "fetch", "URL", `${DASHBOARD_SNAPSHOT_SCRIPT}; wireSnapshot();`)(
    $,
    document,
    fetch,
    url,
  );
  return { $, downloads };
}

Deno.test("the dashboard's snapshot button downloads the state and its restore input puts it back", async () => {
  const sim = makeSim({ seed: 12 });
  try {
    sim.ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: hash("c1"), from: "0x01" });
    const { $, downloads } = page(sim);
    await $("snapshot").listeners.click();
    assert.equal(downloads.length, 1);
    assert.equal(downloads[0].name, "simulator-snapshot-seed-12.json");
    const file = await downloads[0].blob.text();
    assert.equal(JSON.parse(file).parts.ledger.spokeTxs[0].txHash, hash("c1"));

    sim.reset(99);
    assert.equal(sim.ledger.getSpokeTx("0x2105.base", hash("c1")), undefined);
    $("restore-file").files = [{ name: "saved.json", text: () => Promise.resolve(file) }];
    await $("restore-file").listeners.change();
    assert.equal(sim.ledger.getSpokeTx("0x2105.base", hash("c1"))?.from, "0x01");
    assert.equal(sim.context.seed(), 12);
    assert.match($("snapshot-status").textContent, /^restored saved\.json: seed 12, \d+ parts$/);
    assert.equal($("ctl-error").textContent, "");
  } finally {
    sim.close();
  }
});

Deno.test("the dashboard's restore input shows the simulator's message for a file that is not a snapshot", async () => {
  const sim = makeSim({ seed: 12 });
  try {
    sim.ledger.recordSpokeTx({ chainKey: "0x2105.base", txHash: hash("c2"), from: "0x01" });
    const { $ } = page(sim);
    $("restore-file").files = [{ name: "notes.json", text: () => Promise.resolve('{"hello":1}') }];
    await $("restore-file").listeners.change();
    assert.match($("ctl-error").textContent, /Invalid snapshot/);
    assert.ok(sim.ledger.getSpokeTx("0x2105.base", hash("c2")) !== undefined, "nothing changed");
  } finally {
    sim.close();
  }
});

Deno.test("the dashboard page carries the snapshot button and the restore file input", async () => {
  const sim = makeSim();
  try {
    const html = await (await sim.fetch("/")).text();
    assert.ok(html.includes('id="snapshot"') && html.includes('id="restore-file" type="file"'));
    assert.ok(html.includes("wireSnapshot();"));
  } finally {
    sim.close();
  }
});
