/**
 * The dashboard page: one self-contained HTML document (inline CSS and script, no external requests besides the
 * simulator's own `/__sim/*` routes, so it works offline and behind the simulator's origin).
 *
 * @example The page names its stream
 * ```ts
 * import assert from "node:assert/strict";
 * import { dashboardHtml } from "./page_html.ts";
 * assert.ok(dashboardHtml().includes("/__sim/dashboard/stream"));
 * ```
 * @module
 */
import { DASHBOARD_CONTROLS_SCRIPT } from "./page_controls_script.ts";
import { DASHBOARD_BALANCES_HTML, DASHBOARD_BALANCES_SCRIPT } from "./page_balances_script.ts";
import { DASHBOARD_SCRIPT } from "./page_script.ts";
import { DASHBOARD_SNAPSHOT_HTML, DASHBOARD_SNAPSHOT_SCRIPT } from "./page_snapshot_script.ts";
import { DASHBOARD_CSS } from "./page_style.ts";

const BODY = `
<header>
  <h1>XSwap simulator</h1>
  <span id="live" class="pill">connecting</span>
  <span id="seed" class="pill" data-testid="seed">seed ?</span>
  <span id="preset" class="pill">preset ?</span>
  <span id="clock" class="pill">clock</span>
  <span id="cors" class="pill" data-testid="cors" title="Origins whose pages may call this simulator (--cors-origin)">
    __CORS__</span>
</header>
<main>
  <div>
    <section>
      <h2>Intents <span id="intent-count" class="muted"></span></h2>
      <div class="filters">
        <select id="f-chain" aria-label="chain filter"></select>
        <select id="f-status" aria-label="status filter"></select>
        <span class="muted">click a row for its timeline</span>
      </div>
      <table>
        <thead><tr><th>status</th><th>chains</th><th>kind</th><th>source tx</th><th>fills</th><th>packets</th>
          <th class="num">polls</th><th class="num">faults</th><th class="num" title="from first sight to the last change">duration</th></tr></thead>
        <tbody id="intents"></tbody>
      </table>
      <p id="empty" class="muted">No intent yet: run a swap against this simulator.</p>
    </section>
    <section style="margin-top:12px">
      <h2>Recent requests</h2>
      <div class="feed"><table><tbody id="feed"></tbody></table></div>
    </section>
  </div>
  <aside>
    <section>
      <h2>Faults</h2>
      <div class="row"><label>preset</label>
        <button data-preset="calm">calm</button><button data-preset="instant">instant</button>
        <button data-preset="flaky">flaky</button><button data-preset="hostile">hostile</button></div>
      <div class="row"><label>route</label><input id="r-route" list="routes" placeholder="* or POST /intent/*"
        style="flex:1"><datalist id="routes"></datalist></div>
      <div class="row knob"><label>latency ms</label><input id="r-latency" type="number" min="0">
        <label>5xx %</label><input id="r-5xx" type="number" min="0" max="100"></div>
      <div class="row knob"><label>503 %</label><input id="r-503" type="number" min="0" max="100">
        <label>drop %</label><input id="r-drop" type="number" min="0" max="100">
        <label>stall %</label><input id="r-stall" type="number" min="0" max="100">
        <label title="the handler runs, then the answer is lost">lost %</label><input id="r-lost" type="number"
          min="0" max="100"></div>
      <div class="row"><button id="apply-rule" class="primary">set route rule</button></div>
      <div id="rules"></div>
      <div class="row"><label>next</label><input id="s-count" type="number" min="1" value="1" style="width:48px">
        <input id="s-route" list="routes" placeholder="route" style="flex:1">
        <select id="s-fault"><option>error5xx</option><option>keyVerification503</option><option>drop</option>
          <option>stall</option><option title="applied, then the answer is lost (status: 502/504, none: reset)">lost</option></select><input id="s-status" type="number" placeholder="500" style="width:58px">
        <button id="add-schedule">schedule</button><button id="clear-schedules">clear</button></div>
      <div id="schedules"></div>
      <div class="row knob"><label>relay ms</label><input id="p-relay" type="number" min="0">
        <label>fills</label><input id="p-fills" type="number" min="1" max="100">
        <label>fail %</label><input id="p-fail" type="number" min="0" max="100">
        <button id="apply-profile">set</button></div>
      <div id="profile" class="muted"></div>
      <div class="row"><label>reset, seed</label><input id="reset-seed" type="number" style="width:80px">
        <button id="reset">reset</button></div>${DASHBOARD_SNAPSHOT_HTML}
      <div id="ctl-error" class="err"></div>
    </section>
    <section>
      <h2>Counters</h2>
      <div id="counters"></div>
    </section>${DASHBOARD_BALANCES_HTML}
  </aside>
</main>`;

/** Options of {@link dashboardHtml}. */
export interface DashboardHtmlOptions {
  /** The browser origins the simulator allows (shown in the header). @default "*" (any origin) */
  corsOrigin?: string | readonly string[] | undefined;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Builds the dashboard document.
 *
 * @param options the CORS origins shown in the header
 * @returns the HTML text
 * @example The header says which origins may call the simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { dashboardHtml } from "./page_html.ts";
 * assert.ok(dashboardHtml().includes("CORS: any origin"));
 * assert.ok(dashboardHtml({ corsOrigin: ["http://localhost:3000"] }).includes("CORS: http://localhost:3000"));
 * ```
 */
export function dashboardHtml(options: DashboardHtmlOptions = {}): string {
  const origins = [options.corsOrigin ?? "*"].flat();
  const cors = origins.includes("*") ? "CORS: any origin" : `CORS: ${origins.map(escapeHtml).join(", ")}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>XSwap simulator dashboard</title>
<link rel="icon" href="data:,">
<style>${DASHBOARD_CSS}</style>
</head>
<body>${BODY.replace("__CORS__", cors)}
<script>
(() => {
${DASHBOARD_SCRIPT}
${DASHBOARD_CONTROLS_SCRIPT}
${DASHBOARD_BALANCES_SCRIPT}
${DASHBOARD_SNAPSHOT_SCRIPT}
wire();
wireBalances();
wireSnapshot();
setLive(false);
connect();
})();
</script>
</body>
</html>
`;
}
