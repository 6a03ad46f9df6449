/**
 * Setup of `deno task conformance`: installs `@sodax/sdk@1.3.0-beta` and its EVM wallet provider
 * (`@sodax/wallet-sdk-core@1.3.0-beta`) with npm into the gitignored `conformance/.sodax/` (only when missing;
 * never a dependency of the library) through `_npm_install.ts`, the helper `bench/compare/setup.ts` uses too.
 * Never fails the task: when npm or the registry is unreachable it prints a visible SKIP line and the suite skips.
 * @module
 */
import { npmInstallOnce } from "./_npm_install.ts";
import { SODAX_ENTRIES, SODAX_VERSION } from "./_sdk.ts";

const outcome = await npmInstallOnce({
  prefix: new URL("./.sodax/", import.meta.url),
  packages: [`@sodax/sdk@${SODAX_VERSION}`, `@sodax/wallet-sdk-core@${SODAX_VERSION}`],
  markers: Object.values(SODAX_ENTRIES),
  label: "conformance",
  hint: "about 2 min the first time",
});
if (outcome === "failed") {
  console.log(
    `SKIP conformance: npm install @sodax/sdk@${SODAX_VERSION} failed (registry unreachable?); the suite skips`,
  );
}
