/**
 * Setup of `deno task conformance`: installs `@sodax/sdk@1.3.0-beta` and its EVM wallet provider
 * (`@sodax/wallet-sdk-core@1.3.0-beta`) with npm into the gitignored `conformance/.sodax/` (only when missing;
 * never a dependency of the library), as `bench/compare/setup.ts` installs the reference. Never fails the task:
 * when npm or the registry is unreachable it prints a visible SKIP line and the suite skips.
 * @module
 */
import { SODAX_ENTRIES, SODAX_VERSION } from "./_sdk.ts";

async function exists(path: URL): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

const prefix = new URL("./.sodax/", import.meta.url).pathname;
const installed = await Promise.all(Object.values(SODAX_ENTRIES).map(exists));
if (installed.every(Boolean)) {
  console.log(`conformance: @sodax/sdk@${SODAX_VERSION} already in ${prefix}`);
} else {
  console.log(
    `conformance: npm install @sodax/sdk@${SODAX_VERSION} into ${prefix} (about 2 min the first time)`,
  );
  await Deno.mkdir(prefix, { recursive: true });
  let ok = false;
  try {
    const out = await new Deno.Command("npm", {
      args: [
        "install",
        "--prefix",
        prefix,
        "--no-save",
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
        `@sodax/sdk@${SODAX_VERSION}`,
        `@sodax/wallet-sdk-core@${SODAX_VERSION}`,
      ],
      stdout: "inherit",
      stderr: "inherit",
    }).output();
    ok = out.success;
  } catch {
    ok = false;
  }
  if (!ok) {
    console.log(
      `SKIP conformance: npm install @sodax/sdk@${SODAX_VERSION} failed (registry unreachable?); the suite skips`,
    );
  }
}
