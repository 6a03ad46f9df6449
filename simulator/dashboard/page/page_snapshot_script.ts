/**
 * The dashboard's browser script, part 4: scenarios. "snapshot" downloads `GET /__sim/snapshot` as a JSON file
 * (`simulator-snapshot-seed-<seed>.json`); the "restore" file input POSTs the chosen file to `/__sim/restore`
 * (a file that is not a snapshot shows the simulator's 400 message, nothing changed). The page redraws from the
 * stream, which sends a fresh snapshot of the rows once the ledger was replaced.
 *
 * @example The panel row and the script agree on the element ids
 * ```ts
 * import assert from "node:assert/strict";
 * import { DASHBOARD_SNAPSHOT_HTML, DASHBOARD_SNAPSHOT_SCRIPT } from "./page_snapshot_script.ts";
 * for (const id of ["snapshot", "restore-file", "snapshot-status"]) {
 *   assert.ok(DASHBOARD_SNAPSHOT_HTML.includes(`id="${id}"`) && DASHBOARD_SNAPSHOT_SCRIPT.includes(`$("${id}")`));
 * }
 * ```
 * @module
 */

/** The side-panel row: the snapshot button, the restore file input and the outcome line. */
export const DASHBOARD_SNAPSHOT_HTML: string = `
      <div class="row"><label>scenario</label><button id="snapshot" title="download GET /__sim/snapshot">snapshot</button>
        <label class="file" title="POST a snapshot file to /__sim/restore">restore
          <input id="restore-file" type="file" accept="application/json,.json"></label></div>
      <div id="snapshot-status" class="muted"></div>`;

/** Script part 4: snapshot download and restore upload (defines `wireSnapshot`). */
export const DASHBOARD_SNAPSHOT_SCRIPT: string = String.raw`
async function downloadSnapshot() {
  $("ctl-error").textContent = "";
  try {
    const res = await fetch("/__sim/snapshot");
    const text = await res.text();
    if (!res.ok) throw new Error("snapshot: HTTP " + res.status);
    const seed = JSON.parse(text).seed;
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    link.download = "simulator-snapshot-seed-" + seed + ".json";
    document.body.appendChild(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(link.href);
    $("snapshot-status").textContent = "saved " + link.download;
  } catch (e) {
    $("ctl-error").textContent = String(e.message || e);
  }
}
async function restoreFile() {
  const input = $("restore-file");
  const file = input.files && input.files[0];
  if (!file) return;
  $("ctl-error").textContent = "";
  try {
    const res = await fetch("/__sim/restore", { method: "POST", headers: { "content-type": "application/json" },
      body: await file.text() });
    const data = await res.json();
    if (!res.ok) throw new Error(data.message || ("HTTP " + res.status));
    $("snapshot-status").textContent = "restored " + file.name + ": seed " + data.seed + ", " +
      data.restored.length + " parts";
  } catch (e) {
    $("ctl-error").textContent = String(e.message || e);
  } finally {
    input.value = "";
  }
}
function wireSnapshot() {
  $("snapshot").addEventListener("click", downloadSnapshot);
  $("restore-file").addEventListener("change", restoreFile);
}
`;
