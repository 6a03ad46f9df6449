/**
 * Dev-only: installs npm packages into a gitignored folder once (`npm install --prefix <dir> --no-save`), as
 * `deno task conformance` (`conformance/setup.ts`) and `deno task bench:compare` (`bench/compare/setup.ts`) need
 * for the platform SDK and the peer mock servers. Never part of the published package (`conformance/` is
 * excluded from `publish`). Never throws: a missing npm or an unreachable registry is the `"failed"` outcome.
 * @module
 */

/** What {@link npmInstallOnce} did. */
export type NpmInstallOutcome = "present" | "installed" | "failed";

/** Options of {@link npmInstallOnce}. */
export interface NpmInstallOptions {
  /** Folder npm installs into (`--prefix`); created when missing. */
  prefix: URL;
  /** Package specs, e.g. `@sodax/sdk@1.3.0-beta`. */
  packages: readonly string[];
  /** Files whose presence means the install is done; when all exist nothing runs. */
  markers: readonly URL[];
  /** Prefix of the progress lines printed. */
  label: string;
  /**
   * Hint appended to the "npm install …" line (e.g. how long the first install takes).
   * @default ""
   */
  hint?: string;
  /**
   * Runs npm with these arguments; tests inject a fake.
   * @default spawns `npm` with inherited stdout and stderr
   */
  runNpm?: (args: readonly string[]) => Promise<boolean>;
}

async function exists(path: URL): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

async function spawnNpm(args: readonly string[]): Promise<boolean> {
  try {
    const out = await new Deno.Command("npm", { args: [...args], stdout: "inherit", stderr: "inherit" })
      .output();
    return out.success;
  } catch {
    return false;
  }
}

/**
 * Installs `packages` into `prefix` unless every marker file already exists.
 *
 * @param options where, what, and the marker files
 * @returns `"present"` (nothing ran), `"installed"` or `"failed"`
 * @example An existing marker means nothing is installed
 * ```ts
 * import assert from "node:assert/strict";
 * import { npmInstallOnce } from "./_npm_install.ts";
 * let ran = false;
 * const outcome = await npmInstallOnce({
 *   prefix: new URL("./.unused/", import.meta.url),
 *   packages: ["left-pad@1.3.0"],
 *   markers: [new URL(import.meta.url)],
 *   label: "example",
 *   runNpm: () => Promise.resolve(ran = true),
 * });
 * assert.equal(outcome, "present");
 * assert.equal(ran, false);
 * ```
 */
export async function npmInstallOnce(options: NpmInstallOptions): Promise<NpmInstallOutcome> {
  const { prefix, packages, markers, label, hint = "", runNpm = spawnNpm } = options;
  const present = await Promise.all(markers.map(exists));
  if (present.every(Boolean)) {
    console.log(`${label}: ${packages.join(" ")} already in ${prefix.pathname}`);
    return "present";
  }
  console.log(
    `${label}: npm install ${packages.join(" ")} into ${prefix.pathname}${hint ? ` (${hint})` : ""}`,
  );
  try {
    await Deno.mkdir(prefix, { recursive: true });
  } catch {
    return "failed";
  }
  const ok = await runNpm([
    "install",
    "--prefix",
    prefix.pathname,
    "--no-save",
    "--no-audit",
    "--no-fund",
    "--loglevel=error",
    ...packages,
  ]);
  return ok ? "installed" : "failed";
}
