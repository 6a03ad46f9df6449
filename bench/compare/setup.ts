/**
 * Setup of `deno task bench:compare`: installs the reference SDK into `bench/.ref` and the peer mock servers
 * (Express, MSW http-middleware, Prism, json-server) into `bench/.peers` with npm through `conformance/_npm_install.ts` (only when missing; gitignored,
 * never library dependencies) and wrk with apt-get (only when missing). Never fails the task: a
 * missing tool is reported and the comparison falls back or skips.
 * @module
 */
import { npmInstallOnce } from "../../conformance/_npm_install.ts";
import { PEER_PACKAGES, PEERS_DIR } from "./peers.ts";
import { REFERENCE_ENTRY, REFERENCE_VERSION } from "./reference.ts";

async function run(cmd: string, args: string[]): Promise<boolean> {
  try {
    const out = await new Deno.Command(cmd, { args, stdout: "inherit", stderr: "inherit" }).output();
    return out.success;
  } catch {
    return false;
  }
}

const reference = await npmInstallOnce({
  prefix: new URL("../.ref/", import.meta.url),
  packages: [`@sodax/sdk@${REFERENCE_VERSION}`],
  markers: [REFERENCE_ENTRY],
  label: "reference",
  hint: "about 2 min the first time",
});
if (reference === "failed") {
  console.log("reference: npm install failed; the comparison falls back to a re-implementation");
}

const peers = await npmInstallOnce({
  prefix: PEERS_DIR,
  packages: PEER_PACKAGES,
  markers: [new URL("node_modules/json-server/package.json", PEERS_DIR)],
  label: "peers",
  hint: "a few minutes",
});
if (peers === "failed") console.log("peers: npm install failed; the peer throughput rows are skipped");

if (await run("sh", ["-c", "command -v wrk >/dev/null"])) {
  console.log("wrk: present");
} else {
  console.log("wrk: missing, trying apt-get install -y wrk");
  const ok = await run("sh", [
    "-c",
    "apt-get install -y wrk >/dev/null 2>&1 || (apt-get update >/dev/null 2>&1 && apt-get install -y wrk >/dev/null 2>&1)",
  ]);
  console.log(ok ? "wrk: installed" : "wrk: unavailable; the throughput rows are skipped");
}
