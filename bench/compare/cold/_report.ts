/**
 * What a cold-start child prints on its last line: its phase times (ms since the process's time origin), its
 * CPU time and its peak RSS, read after the measured work so reading them costs nothing
 * measured.
 * @module
 */

/** One child's measurement. */
export interface ColdSample {
  /** ms from the time origin to the end of the entry's import. */
  importMs: number;
  /** ms from the time origin to the constructed client. */
  constructMs: number;
  /** ms from the time origin to the first quote's answer. */
  quoteMs: number;
  /** Whether the quote succeeded. */
  ok: boolean;
  /** User + system CPU time of the process, in ms (`process.cpuUsage`, µs resolution). */
  cpuMs: number;
  /** Peak resident set size (`VmHWM` of `/proc/self/status`), in MiB. */
  peakMiB: number;
}

/** Reads CPU and peak memory of this process and prints the sample as one JSON line. */
export async function report(times: Omit<ColdSample, "cpuMs" | "peakMiB">): Promise<void> {
  const { default: process } = await import("node:process");
  const cpu = process.cpuUsage();
  const cpuMs = (cpu.user + cpu.system) / 1000;
  // VmHWM, not getrusage's maxRSS: Linux carries ru_maxrss over fork and exec, so a child of a big parent would
  // report the parent's peak.
  const status = Deno.readTextFileSync("/proc/self/status");
  const peakMiB = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
  const sample: ColdSample = { ...times, cpuMs, peakMiB };
  console.log(`COLD ${JSON.stringify(sample)}`);
}
