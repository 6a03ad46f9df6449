/**
 * The dashboard's browser script, part 2: the side panel (seed, counters, fault presets, per-route rules,
 * exact fault schedules, timing profile knobs, reset) and the recent-requests feed. Every control calls the
 * control API (`POST /__sim/faults`, `POST /__sim/reset`); the new state comes back in the response and on the
 * stream.
 * @module
 */

/** Script part 2: counters, fault controls, requests feed. */
export const DASHBOARD_CONTROLS_SCRIPT: string = String.raw`
async function control(path, body) {
  $("ctl-error").textContent = "";
  try {
    const res = await fetch("/__sim" + path, { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify(body) });
    const data = await res.json();
    if (!res.ok) throw new Error(data.message || ("HTTP " + res.status));
    if (path === "/faults") { S.faults = data; render(); }
    return data;
  } catch (e) {
    $("ctl-error").textContent = String(e.message || e);
  }
}
const num = (id) => { const v = $(id).value.trim(); return v === "" ? undefined : Number(v); };
const rate = (id) => { const v = num(id); return v === undefined ? undefined : v / 100; };
function applyRule() {
  const route = $("r-route").value.trim() || "*";
  const rule = { route, latencyMs: num("r-latency"), error5xx: rate("r-5xx"), keyVerification503: rate("r-503"),
    drop: rate("r-drop"), stall: rate("r-stall"), lost: rate("r-lost") };
  for (const k of Object.keys(rule)) if (rule[k] === undefined) delete rule[k];
  const rules = [rule].concat(((S.faults && S.faults.rules) || []).filter((r) => r.route !== route));
  control("/faults", { rules });
}
function removeRule(route) {
  control("/faults", { rules: ((S.faults && S.faults.rules) || []).filter((r) => r.route !== route) });
}
function addSchedule() {
  const s = { route: $("s-route").value.trim() || "*", fault: $("s-fault").value, count: num("s-count") || 1 };
  const status = num("s-status");
  if (status !== undefined && (s.fault === "error5xx" || s.fault === "lost")) s.status = status;
  control("/faults", { schedules: [s] });
}
function applyProfile() {
  const relay = num("p-relay"), fills = num("p-fills"), fail = rate("p-fail");
  const profile = { relay: {}, solver: {} };
  if (relay !== undefined) profile.relay = { validatingMs: relay / 5, executingMs: relay / 2, executedMs: relay };
  if (fills !== undefined) profile.solver.partialFills = fills;
  if (fail !== undefined) profile.solver.failProbability = fail;
  control("/faults", { profile });
}
function ruleText(r) {
  const parts = [];
  if (r.latencyMs !== undefined) {
    parts.push("latency " + (typeof r.latencyMs === "number" ? r.latencyMs : r.latencyMs.min + "-" + r.latencyMs.max) + "ms");
  }
  for (const k of ["error5xx", "keyVerification503", "drop", "stall", "lost"]) {
    if (r[k]) parts.push(k + " " + Math.round(r[k] * 1000) / 10 + "%");
  }
  return parts.join(", ") || "no fault";
}
function table(rows, head) {
  return h("table", {}, h("tr", {}, head.map((t, i) => h("th", { class: i ? "num" : "" }, t))),
    rows.map((r) => h("tr", {}, r.map((c, i) => h("td", { class: i ? "num" : "" }, c)))));
}
function renderSide() {
  const sim = S.sim, faults = S.faults;
  if (!sim || !faults) return;
  $("seed").textContent = "seed " + sim.seed;
  $("preset").textContent = "preset " + sim.preset;
  $("clock").textContent = sim.clock + " clock " + clockText(sim.now);
  if (document.activeElement !== $("reset-seed")) $("reset-seed").placeholder = String(sim.seed);
  for (const b of document.querySelectorAll("[data-preset]")) b.classList.toggle("active", b.dataset.preset === sim.preset);
  const byRoute = Object.entries(sim.requests.byRoute).sort((a, b) => b[1] - a[1]);
  $("routes").replaceChildren(...byRoute.map(([r]) => h("option", { value: r.replace(/:id/g, "*") })));
  $("counters").replaceChildren(
    h("div", { class: "row" }, h("b", {}, sim.requests.total), " requests \u00b7 ",
      h("b", {}, Object.values(sim.counters).reduce((n, c) => n + c.applied, 0)), " mutations applied \u00b7 ",
      h("b", { class: "err" }, Object.values(sim.faults.injected).reduce((n, c) => n + c, 0)), " errors injected"),
    table(byRoute.slice(0, 20), ["requests per route", "n"]),
    table(Object.entries(sim.counters).map(([k, c]) => [k, c.applied, c.repeated]), ["mutation", "applied", "repeated"]),
    table(Object.entries(sim.faults.injected), ["fault injected", "n"]));
  $("rules").replaceChildren(...faults.rules.map((r) => h("div", { class: "row" }, h("code", {}, r.route),
    h("span", { class: "muted" }, ruleText(r)), h("button", { onclick: () => removeRule(r.route), title: "remove" }, "\u00d7"))));
  $("schedules").replaceChildren(...faults.schedules.map((s) => h("div", { class: "row" },
    h("code", {}, s.route), h("span", { class: "muted" }, "next " + s.count + " \u2192 " + s.fault + (s.status ? " " + s.status : "")))));
  const p = faults.profile;
  $("profile").textContent = "relay " + p.relay.executedMs + "ms \u00b7 fills " + p.solver.partialFills +
    " \u00b7 solver fail " + Math.round(p.solver.failProbability * 100) + "%";
  $("feed").replaceChildren(...S.requests.slice().reverse().map((r) => h("tr", { class: r.fault ? "fault" : "" },
    h("td", { class: "muted" }, clockText(r.at)), h("td", { class: "mono" }, r.route + (r.call && !r.route.includes("#") ? " " + r.call : "")),
    h("td", {}, r.status === null ? "-" : r.status), h("td", {}, r.fault || ""))));
}
function wire() {
  for (const b of document.querySelectorAll("[data-preset]")) b.addEventListener("click", () => control("/faults", { preset: b.dataset.preset }));
  $("apply-rule").addEventListener("click", applyRule);
  $("add-schedule").addEventListener("click", addSchedule);
  $("clear-schedules").addEventListener("click", () => control("/faults", { clearSchedules: true }));
  $("apply-profile").addEventListener("click", applyProfile);
  $("reset").addEventListener("click", () => {
    const seed = num("reset-seed");
    control("/reset", seed === undefined ? {} : { seed });
  });
  $("f-chain").addEventListener("change", render);
  $("f-status").addEventListener("change", render);
}
`;
