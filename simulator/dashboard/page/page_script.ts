/**
 * The dashboard's browser script, part 1: DOM helper, the server-sent event connection and the intents table
 * with its filters and per-intent timelines. Plain ES2020, no dependencies; runs inside one IIFE together with
 * {@link DASHBOARD_CONTROLS_SCRIPT}.
 * @module
 */

/** Script part 1: state, live connection, intents. */
export const DASHBOARD_SCRIPT: string = String.raw`
"use strict";
const $ = (id) => document.getElementById(id);
function h(tag, attrs, ...kids) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "class") el.className = v;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const kid of kids.flat()) {
    if (kid !== undefined && kid !== null && kid !== false) el.append(kid instanceof Node ? kid : String(kid));
  }
  return el;
}
const STATUSES = ["created", "submitted", "relaying", "on_hub", "executing", "partially_filled", "solved", "delivered",
  "failed", "abandoned"];
const S = { rows: new Map(), requests: [], sim: null, faults: null, open: new Set(), live: false };
const short = (s) => (s && s.length > 16 ? s.slice(0, 8) + "\u2026" + s.slice(-6) : s || "");
const secs = (ms) => (ms < 0 ? "-" : "+") + (Math.abs(ms) / 1000).toFixed(2) + "s";
const clockText = (ms) => (ms > 1e12 ? new Date(ms).toLocaleTimeString() : (ms / 1000).toFixed(2) + "s");
let renderTimer = 0;
function render() {
  if (renderTimer) return;
  renderTimer = setTimeout(() => { renderTimer = 0; renderIntents(); renderSide(); }, 60);
}
function setLive(live) {
  S.live = live;
  const el = $("live");
  el.textContent = live ? "live" : "reconnecting";
  el.className = "pill " + (live ? "live" : "down");
}
function applyState(d) {
  S.sim = d.state;
  S.faults = d.faults;
}
function connect() {
  const es = new EventSource("/__sim/dashboard/stream");
  es.addEventListener("error", () => setLive(false));
  // "live" once the stream's first snapshot is on the page (not at the stream's open, which comes before it).
  es.addEventListener("snapshot", (e) => {
    const d = JSON.parse(e.data);
    S.rows = new Map(d.rows.map((r) => [r.key, r]));
    S.requests = d.requests.slice(-100);
    applyState(d);
    renderIntents();
    renderSide();
    setLive(true);
  });
  es.addEventListener("row", (e) => {
    const r = JSON.parse(e.data);
    S.rows.set(r.key, r);
    render();
  });
  es.addEventListener("requests", (e) => {
    S.requests = S.requests.concat(JSON.parse(e.data)).slice(-100);
    render();
  });
  es.addEventListener("state", (e) => {
    applyState(JSON.parse(e.data));
    render();
  });
}
function fillSelect(select, values, label) {
  const current = select.value;
  const wanted = [""].concat(values);
  const have = Array.from(select.options).map((o) => o.value);
  if (have.join("|") !== wanted.join("|")) {
    select.replaceChildren(...wanted.map((v) => h("option", { value: v }, v === "" ? label : v)));
  }
  select.value = wanted.includes(current) ? current : "";
}
function progress(r) {
  if (r.fills === 0) return h("span", { class: "muted" }, r.intentHash ? "no fill" : "no solver");
  const total = r.inputAmount ? BigInt(r.inputAmount) : 0n;
  const pct = total > 0n ? Number((BigInt(r.filledAmount) * 100n) / total) : 0;
  return h("div", { title: r.filledAmount + " of " + (r.inputAmount || "?") },
    h("div", { class: "bar" }, h("div", { style: "width:" + Math.min(100, pct) + "%" })),
    h("span", { class: "muted" }, r.fills + " fill" + (r.fills > 1 ? "s" : "") + ", " + pct + "%"));
}
function timeline(r) {
  const polls = Object.entries(r.polls.byRoute).map(([k, n]) => k + " \u00d7" + n).join(", ");
  return h("td", { colspan: 9 },
    h("div", { class: "mono muted" }, "source " + r.key + (r.hubTxHash ? " \u00b7 hub " + r.hubTxHash : "") +
      (r.intentHash ? " \u00b7 intent " + r.intentHash : "")),
    h("ul", { class: "timeline" }, r.timeline.map((t) =>
      h("li", { class: t.kind }, h("span", { class: "t" }, secs(t.at - r.createdAt)), t.text))),
    h("div", { class: "muted" }, "status polls received: " + r.polls.total + (polls ? " (" + polls + ")" : "")),
    r.failure ? h("div", { class: "err" }, r.failure) : null);
}
function renderIntents() {
  const rows = Array.from(S.rows.values()).sort((a, b) => b.createdAt - a.createdAt);
  const chains = new Set();
  for (const r of rows) { chains.add(r.srcChainKey); if (r.dstChainKey) chains.add(r.dstChainKey); }
  fillSelect($("f-chain"), Array.from(chains).sort(), "all chains");
  fillSelect($("f-status"), STATUSES, "all statuses");
  const chain = $("f-chain").value, status = $("f-status").value;
  const shown = rows.filter((r) => (!chain || r.srcChainKey === chain || r.dstChainKey === chain) &&
    (!status || r.status === status));
  $("intent-count").textContent = shown.length + " of " + rows.length;
  const body = [];
  for (const r of shown) {
    const toggle = () => { S.open.has(r.key) ? S.open.delete(r.key) : S.open.add(r.key); render(); };
    body.push(h("tr", { class: "intent", "data-testid": "intent-row", "data-key": r.key, "data-status": r.status,
      onclick: toggle },
      h("td", {}, h("span", { class: "badge " + r.status }, r.status.replace("_", " "))),
      h("td", {}, r.srcChainKey + " \u2192 " + (r.dstChainKey || "?")),
      h("td", {}, r.kind),
      h("td", { class: "mono", title: r.key }, short(r.key)),
      h("td", {}, progress(r)),
      h("td", {}, r.packets.map((p) => p.role + ":" + p.status).join(" ") || "-"),
      h("td", { class: "num" }, r.polls.total),
      h("td", { class: "num" }, r.faults ? h("span", { class: "err" }, r.faults) : 0),
      h("td", { class: "num" }, secs(r.updatedAt - r.createdAt))));
    if (S.open.has(r.key)) body.push(h("tr", { class: "detail" }, timeline(r)));
  }
  $("intents").replaceChildren(...body);
  $("empty").style.display = rows.length ? "none" : "block";
}
`;
