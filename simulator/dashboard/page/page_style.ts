/**
 * The dashboard's stylesheet (plain CSS, no external fonts or assets, light and dark by `prefers-color-scheme`).
 * @module
 */

/** The dashboard's CSS. */
export const DASHBOARD_CSS: string = `
:root { --bg:#f6f7f9; --card:#fff; --fg:#1d2330; --muted:#6b7385; --line:#e2e5eb; --accent:#2f6fed;
  --ok:#1f9d55; --warn:#c77700; --bad:#d23c3c; --info:#5b5fc7; font-family: system-ui, sans-serif; }
@media (prefers-color-scheme: dark) { :root { --bg:#14171d; --card:#1c2028; --fg:#e6e9ef; --muted:#97a0b3;
  --line:#2c323d; } }
* { box-sizing: border-box; }
body { margin:0; background:var(--bg); color:var(--fg); font-size:13px; }
header { display:flex; flex-wrap:wrap; gap:12px; align-items:center; padding:10px 16px; background:var(--card);
  border-bottom:1px solid var(--line); position:sticky; top:0; z-index:2; }
header h1 { font-size:16px; margin:0 12px 0 0; }
.pill { padding:2px 8px; border-radius:10px; background:var(--line); font-variant-numeric:tabular-nums; }
.pill.live { background:var(--ok); color:#fff; } .pill.down { background:var(--bad); color:#fff; }
main { display:grid; grid-template-columns: minmax(0,1fr) 340px; gap:12px; padding:12px 16px; }
section { background:var(--card); border:1px solid var(--line); border-radius:8px; padding:10px 12px; }
section h2 { font-size:13px; text-transform:uppercase; letter-spacing:.04em; color:var(--muted); margin:0 0 8px; }
aside { display:flex; flex-direction:column; gap:12px; }
table { border-collapse:collapse; width:100%; }
th, td { text-align:left; padding:4px 6px; border-bottom:1px solid var(--line); vertical-align:top; }
th { color:var(--muted); font-weight:600; }
tr.intent { cursor:pointer; } tr.intent:hover { background:var(--bg); }
td.num, th.num { text-align:right; font-variant-numeric:tabular-nums; }
code, .mono { font-family: ui-monospace, monospace; font-size:12px; }
.badge { display:inline-block; padding:1px 7px; border-radius:9px; color:#fff; font-size:12px; background:var(--muted); }
.badge.solved, .badge.delivered { background:var(--ok); } .badge.failed, .badge.abandoned { background:var(--bad); }
.badge.partially_filled { background:var(--warn); } .badge.executing, .badge.on_hub { background:var(--info); }
.badge.relaying, .badge.submitted { background:var(--accent); }
.bar { height:6px; background:var(--line); border-radius:3px; overflow:hidden; min-width:60px; }
.bar > div { height:100%; background:var(--ok); }
.timeline { list-style:none; margin:4px 0 8px; padding:0 0 0 12px; border-left:2px solid var(--line); }
.timeline li { padding:1px 0; } .timeline .t { color:var(--muted); display:inline-block; width:72px; }
.timeline .fault { color:var(--bad); } .timeline .packet { color:var(--info); } .timeline .request { color:var(--muted); }
.filters { display:flex; gap:8px; margin-bottom:8px; align-items:center; }
input, select, button { font:inherit; padding:3px 6px; border:1px solid var(--line); border-radius:5px;
  background:var(--card); color:var(--fg); }
button { cursor:pointer; } button.primary { background:var(--accent); color:#fff; border-color:var(--accent); }
button.active { outline:2px solid var(--accent); }
.row { display:flex; gap:6px; align-items:center; flex-wrap:wrap; margin:4px 0; }
.row label { color:var(--muted); } .row label.file input { max-width:170px; }
.knob input { width:58px; }
.feed { max-height:260px; overflow:auto; }
.feed .fault td { color:var(--bad); }
.muted { color:var(--muted); } .err { color:var(--bad); min-height:1em; }
@media (max-width: 900px) { main { grid-template-columns: 1fr; } }
`;
