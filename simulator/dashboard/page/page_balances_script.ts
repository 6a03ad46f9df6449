/**
 * The dashboard's browser script, part 3: the balances panel. "read" lists an account's balances on a chain
 * (`GET /__sim/balances`, one token when given), "fund" sets or adds a balance (`POST /__sim/fund`).
 * @module
 */

/** Script part 3: the balances panel (defines and runs `wireBalances`). */
export const DASHBOARD_BALANCES_SCRIPT: string = String.raw`
function balanceQuery() {
  const q = new URLSearchParams();
  for (const [k, id] of [["chainKey", "b-chain"], ["account", "b-account"], ["token", "b-token"]]) {
    const v = $(id).value.trim();
    if (v !== "") q.set(k, v);
  }
  return q;
}
function showBalances(rows) {
  const out = $("balances");
  out.textContent = "";
  if (rows.length === 0) { out.textContent = "no balance touched yet (untouched accounts read their seed)"; return; }
  for (const b of rows) {
    const line = document.createElement("div");
    line.textContent = b.chainKey + " " + b.account + " " + b.token + ": " + b.amount;
    out.appendChild(line);
  }
}
async function readBalances() {
  $("b-error").textContent = "";
  try {
    const res = await fetch("/__sim/balances?" + balanceQuery().toString());
    const data = await res.json();
    if (!res.ok) throw new Error(data.message || ("HTTP " + res.status));
    showBalances(data.balances);
  } catch (e) {
    $("b-error").textContent = String(e.message || e);
  }
}
async function fundBalance() {
  $("b-error").textContent = "";
  const q = balanceQuery();
  const body = { chainKey: q.get("chainKey") || "", account: q.get("account") || "", amount: $("b-amount").value.trim(),
    mode: $("b-mode").value };
  if (q.get("token")) body.token = q.get("token");
  try {
    const res = await fetch("/__sim/fund", { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify(body) });
    const data = await res.json();
    if (!res.ok) throw new Error(data.message || ("HTTP " + res.status));
    showBalances([data]);
  } catch (e) {
    $("b-error").textContent = String(e.message || e);
  }
}
function wireBalances() {
  $("b-read").addEventListener("click", readBalances);
  $("b-fund").addEventListener("click", fundBalance);
}
`;

/** The balances panel's markup (a section of the side panel). */
export const DASHBOARD_BALANCES_HTML: string = `
    <section>
      <h2>Balances</h2>
      <div class="row"><label>chain</label><input id="b-chain" placeholder="0x2105.base" style="flex:1"></div>
      <div class="row"><label>account</label><input id="b-account" placeholder="0x..." style="flex:1"></div>
      <div class="row"><label>token</label><input id="b-token" placeholder="native when empty" style="flex:1"></div>
      <div class="row"><label>amount</label><input id="b-amount" placeholder="1000000" style="flex:1">
        <select id="b-mode" aria-label="fund mode"><option>set</option><option>add</option></select></div>
      <div class="row"><button id="b-read">read</button><button id="b-fund" class="primary">fund</button></div>
      <div id="balances" class="muted" data-testid="balances"></div>
      <div id="b-error" class="err"></div>
    </section>`;
