/**
 * The construct rows as the median of fresh processes (issue 32 item 6): in one process the constructor's cost
 * falls the longer the process has been allocating clients (V8's young generation grows), so a single in-process
 * number moved 4x-15x between runs. Each sample here is a new process (`cold/construct_ours.ts`,
 * `cold/construct_reference.ts`, paired, order alternating) timing the constructors after the same 1 s warm-up;
 * the row is the median of the samples.
 * @module
 */
import { percentile } from "../_stats.ts";
import type { MergeRow } from "./merge.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const HERE = new URL("./cold/", import.meta.url).pathname;

interface Sample {
  none: number;
  typical: number;
}

async function child(script: string): Promise<Sample | undefined> {
  const out = await new Deno.Command("sh", {
    args: [
      "-c",
      `cd '${ROOT}' && exec '${Deno.execPath()}' run --no-config --node-modules-dir=manual --allow-all '${HERE}${script}'`,
    ],
    env: { NO_COLOR: "1" },
    stdout: "piped",
    stderr: "null",
  }).output();
  const line = new TextDecoder().decode(out.stdout).split("\n").find((l) => l.startsWith("CONSTRUCT "));
  return line === undefined ? undefined : JSON.parse(line.slice("CONSTRUCT ".length)) as Sample;
}

/**
 * Measures the two construct rows over `pairs` fresh-process pairs.
 *
 * @param pairs number of pairs @default 9
 * @param withReference whether the reference is installed (its side is skipped otherwise) @default true
 * @returns the rows (µs per call, medians over processes)
 */
export async function measureConstructFresh(pairs = 9, withReference = true): Promise<MergeRow[]> {
  const ours: Sample[] = [];
  const theirs: Sample[] = [];
  for (let i = 0; i < pairs; i++) {
    const order = i % 2 === 0 ? ["ours", "reference"] : ["reference", "ours"];
    for (const side of order) {
      if (side === "reference" && !withReference) continue;
      const s = await child(side === "ours" ? "construct_ours.ts" : "construct_reference.ts");
      if (s !== undefined) (side === "ours" ? ours : theirs).push(s);
    }
  }
  const med = (xs: Sample[], k: keyof Sample): number | undefined =>
    xs.length === 0 ? undefined : percentile(xs.map((x) => x[k]), 0.5);
  return [
    { name: "construct, no options", ours: med(ours, "none") ?? NaN, reference: med(theirs, "none") },
    {
      name: "construct, typical override",
      ours: med(ours, "typical") ?? NaN,
      reference: med(theirs, "typical"),
    },
  ];
}
