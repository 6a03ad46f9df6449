/**
 * The peer benchmarks' simulator process (`_peer_sim_process.ts`) spawned from a tree, shared by
 * `peer_rows.ts` and the A/B tools that compare two trees (`history_ab.ts`).
 * @module
 */
import { lines } from "../_lines.ts";

/** The spawned simulator: where it listens, the options each SDK needs for it, and how to stop it. */
export interface SpawnedSim {
  origin: string;
  sodax: Record<string, unknown>;
  spokeRpcUrls: Record<string, string>;
  pid: number;
  close(): Promise<void>;
}

/**
 * Spawns `bench/compare/_peer_sim_process.ts` of the tree at `root` (this one by default) and waits for the line
 * it prints once listening.
 */
export async function spawnSim(root: string | URL = new URL("../../", import.meta.url)): Promise<SpawnedSim> {
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--unstable-no-legacy-abort",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      "bench/compare/_peer_sim_process.ts",
    ],
    cwd: root,
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const out = lines(child.stdout);
  const first = await out.next();
  if (first.done) throw new Error("the simulator exited before listening");
  const printed = JSON.parse(first.value);
  const drain = (async () => {
    for await (const _ of out) { /* discard */ }
  })();
  return {
    origin: printed.origin,
    sodax: printed.sodax,
    spokeRpcUrls: printed.spokeRpcUrls,
    pid: child.pid,
    close: async () => {
      try {
        child.kill("SIGTERM");
      } catch { /* already gone */ }
      await Promise.allSettled([child.status, drain]);
    },
  };
}
