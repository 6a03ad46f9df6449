/**
 * Builds the example dApp into `examples/browser/dist/` (or the directory given as the first argument): the page
 * (`index.html`), its script bundled for the browser with code splitting (`main.js` + chunks; a family's SDK
 * would be its own chunk, loaded only if used) and the test wallet as a classic script (`test_wallet.js`).
 * Run: `deno run -A examples/browser/build.ts`, then serve the folder (`deno run -A examples/browser/serve.ts`).
 * @module
 */

const HERE = new URL(".", import.meta.url).pathname;

/**
 * Bundles the page into `outDir`.
 *
 * @param outDir the output directory (created)
 * @returns the output directory
 */
export async function buildDapp(outDir: string = `${HERE}dist`): Promise<string> {
  await Deno.mkdir(outDir, { recursive: true });
  const bundle = async (args: string[]): Promise<void> => {
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["bundle", ...args],
      stdout: "piped",
      stderr: "piped",
    })
      .output();
    if (!out.success) throw new Error(`deno bundle failed:\n${new TextDecoder().decode(out.stderr)}`);
  };
  await bundle(["--platform=browser", "--minify", "--code-splitting", "--outdir", outDir, `${HERE}main.ts`]);
  await bundle([
    "--platform=browser",
    "--minify",
    "--format=iife",
    "-o",
    `${outDir}/test_wallet.js`,
    `${HERE}inject_test_wallet.ts`,
  ]);
  // The page names its script by source (`./main.ts`, as Vite serves it); this build ships it as `main.js`.
  const html = await Deno.readTextFile(`${HERE}index.html`);
  await Deno.writeTextFile(`${outDir}/index.html`, html.replace('src="./main.ts"', 'src="./main.js"'));
  return outDir;
}

if (import.meta.main) console.log(`built ${await buildDapp(Deno.args[0])}`);
