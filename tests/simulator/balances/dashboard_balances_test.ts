/** The dashboard's balances panel: present in the page, its script parses, its routes answer what it shows. */
import assert from "node:assert/strict";
import { dashboardHtml } from "../../../simulator/dashboard/page/page_html.ts";
import { createSimulatorApp } from "../../../simulator/app.ts";

Deno.test("the dashboard page carries the balances panel and a script that parses", () => {
  const html = dashboardHtml();
  for (const id of ["b-chain", "b-account", "b-token", "b-amount", "b-read", "b-fund", "balances"]) {
    assert.ok(html.includes(`id="${id}"`), id);
  }
  const script = html.slice(html.indexOf("<script>") + 8, html.lastIndexOf("</script>"));
  assert.ok(script.includes("wireBalances();"));
  // Parses without running (a syntax error throws here).
  new Function(script);
});

Deno.test("the panel's fund then read round trip answers the funded amount", async () => {
  const sim = createSimulatorApp({ clock: "system" });
  try {
    const account = `0x${"c1".repeat(20)}`;
    const fund = await sim.fetch("/__sim/fund", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ chainKey: "0xa4b1.arbitrum", account, amount: "9", mode: "add" }),
    });
    assert.equal((await fund.json()).amount, String(10n ** 30n + 9n));
    const read = await sim.fetch(`/__sim/balances?chainKey=0xa4b1.arbitrum&account=${account}`);
    assert.deepEqual((await read.json()).balances.map((b: { amount: string }) => b.amount), [
      String(10n ** 30n + 9n),
    ]);
  } finally {
    sim.close();
  }
});
