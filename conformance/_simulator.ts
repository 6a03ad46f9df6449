/**
 * Spawns `simulator/main.ts` (what `deno task simulate` runs) on a free port with the `instant` preset and reads
 * the platform SDK options it prints. The conformance suite runs without the repo's import map (the platform SDK
 * is loaded from `conformance/.sodax/`), so it talks to the simulator only over HTTP, as a user of that SDK would.
 * @module
 */

/** The options block `deno task simulate` prints for `@sodax/sdk` (see simulator/client_config/sodax_options.ts). */
export interface PrintedSodaxOptions {
  sodax: {
    swaps: { intentsContract: string; solverApiEndpoint: string; protocolIntentsContract: string };
    relayerApiEndpoint: string;
    backendApiConfig: { baseURL: string };
    hubProviderConfig: { hubRpcUrl: string; chainConfig: Record<string, unknown> };
  };
  spokeRpcUrls: Record<string, string>;
}

/** A spawned simulator. */
export interface SpawnedSimulator extends AsyncDisposable {
  /** Origin, e.g. `http://127.0.0.1:40123`. */
  origin: string;
  /** The printed platform SDK options. */
  options: PrintedSodaxOptions;
  /** The API key it printed (SPEC's keyed routes: sponsoring, swaps, bridge). */
  apiKey: string;
  /** Everything the simulator printed so far. */
  log(): string;
}

const ROOT = new URL("../", import.meta.url);
const HEADER = "Platform SDK options";

/** Starts the simulator and waits (at most `timeoutMs`) until it printed the platform SDK options. */
export async function spawnSimulator(timeoutMs = 60_000): Promise<SpawnedSimulator> {
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      "simulator/main.ts",
      "--port=0",
      "--preset=instant",
    ],
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
    env: { NO_COLOR: "1" },
  }).spawn();
  let out = "";
  const { promise: ready, resolve, reject } = Promise.withResolvers<PrintedSodaxOptions>();
  const timer = setTimeout(
    () => reject(new Error(`simulator did not start in ${timeoutMs} ms:\n${out}`)),
    timeoutMs,
  );
  const tryParse = (): void => {
    const at = out.indexOf(HEADER);
    if (at < 0) return;
    const start = out.indexOf("\n{", at) + 1;
    const end = out.indexOf("\n}", start);
    if (start <= 0 || end < 0) return;
    resolve(JSON.parse(out.slice(start, end + 2)));
  };
  const decoder = new TextDecoder();
  const drain = (async () => {
    for await (const chunk of child.stdout) {
      out += decoder.decode(chunk, { stream: true });
      tryParse();
    }
  })();
  const drainErr = (async () => {
    for await (const chunk of child.stderr) out += decoder.decode(chunk, { stream: true });
  })();
  child.status.then((s) => reject(new Error(`simulator exited with ${s.code}:\n${out}`)));
  let options: PrintedSodaxOptions;
  try {
    options = await ready;
  } catch (e) {
    clearTimeout(timer);
    try {
      child.kill("SIGKILL");
    } catch { /* already gone */ }
    await Promise.allSettled([drain, drainErr, child.status]);
    throw e;
  }
  clearTimeout(timer);
  const origin = /listening on (\S+)/.exec(out)?.[1] ?? "";
  const close = async (): Promise<void> => {
    try {
      child.kill("SIGTERM");
    } catch { /* already gone */ }
    await Promise.allSettled([drain, drainErr, child.status]);
  };
  const apiKey = /api key\s+(\S+)/.exec(out)?.[1] ?? "";
  return { origin, options, apiKey, log: () => out, [Symbol.asyncDispose]: close };
}
