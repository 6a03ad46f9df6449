/**
 * Setup of `deno task bench:compare`: installs the reference SDK into `bench/.ref` and the peer mock servers
 * (Express, MSW http-middleware, Prism, json-server) into `bench/.peers` with npm (only when missing; gitignored,
 * never library dependencies) and wrk with apt-get (only when missing). Never fails the task: a
 * missing tool is reported and the comparison falls back or skips.
 * @module
 */
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

async function exists(path: string | URL): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

const prefix = new URL("../.ref/", import.meta.url).pathname;
if (await exists(REFERENCE_ENTRY)) {
  console.log(`reference: @sodax/sdk@${REFERENCE_VERSION} already in ${prefix}`);
} else {
  console.log(
    `reference: npm install @sodax/sdk@${REFERENCE_VERSION} into ${prefix} (about 2 min the first time)`,
  );
  await Deno.mkdir(prefix, { recursive: true });
  const ok = await run("npm", [
    "install",
    "--prefix",
    prefix,
    "--no-save",
    "--no-audit",
    "--no-fund",
    "--loglevel=error",
    `@sodax/sdk@${REFERENCE_VERSION}`,
  ]);
  if (!ok) console.log("reference: npm install failed; the comparison falls back to a re-implementation");
}

if (await exists(new URL("node_modules/json-server/package.json", PEERS_DIR))) {
  console.log(`peers: already in ${PEERS_DIR.pathname}`);
} else {
  console.log(`peers: npm install ${PEER_PACKAGES.join(" ")} into ${PEERS_DIR.pathname} (a few minutes)`);
  await Deno.mkdir(PEERS_DIR, { recursive: true });
  const ok = await run("npm", [
    "install",
    "--prefix",
    PEERS_DIR.pathname,
    "--no-save",
    "--no-audit",
    "--no-fund",
    "--loglevel=error",
    ...PEER_PACKAGES,
  ]);
  if (!ok) console.log("peers: npm install failed; the peer throughput rows are skipped");
}

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
