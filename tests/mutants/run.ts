/**
 * `deno task mutants`: runs each deliberate mutant of `mutants.ts` in a throwaway copy of the repository (the
 * working tree is never touched; one copy per job slot, each patch undone after its run) and checks that its
 * tests fail. Prints the kill table; the last line reads
 * `killed K/N mutants`; exits 1 when a mutant survives or cannot be applied.
 *
 * Environment:
 * - `MUTANTS_ONLY=<id>`: runs one mutant;
 * - `MUTANTS_BUDGET=ci`: each mutant runs its CI budget (`Mutant.ci`: only the property that kills it, with the
 *   smallest run count that still does, and no shrinking of the counterexample), two mutants at a time — the whole table in about a minute and a half
 *   on two cores. Unset: the mutant's tests with their CI run counts, one mutant at a time;
 * - `MUTANTS_JOBS=<n>`: mutants run at once. @default 2 with `MUTANTS_BUDGET=ci`, else 1.
 *
 * A mutant is killed only when the runner reports a failing test (`classify_run.ts`); a failing "outcome
 * coverage" test alone does not kill it (it checks the budget, not the rule). A patch whose file or named tests
 * do not exist, that does not type-check, or whose run fails with no failing test (a parse error) is "not
 * applied", and the harness exits 1.
 * @module
 */
import { type Mutant, MUTANTS } from "./mutants.ts";
import { classifyRun } from "./classify_run.ts";

/** Longest run of one mutant's tests (`MUTANTS_RUN_TIMEOUT_S`, default 600 s); a run killed then is no kill. */
const RUN_TIMEOUT_MS = Number(Deno.env.get("MUTANTS_RUN_TIMEOUT_S") ?? 600) * 1000;

const existsIn = (dir: string, path: string): boolean => {
  try {
    return Deno.statSync(`${dir}/${path}`).isFile;
  } catch {
    return false;
  }
};

const root = new URL("../../", import.meta.url).pathname;
const deno = Deno.execPath();
const COPIED = [
  "core",
  "services",
  "chains",
  "wire",
  "simulator",
  "tests",
  "examples",
  "docs",
  "mod.ts",
  "deno.json",
  "deno.lock",
];

async function copyRepo(dir: string): Promise<void> {
  const cmd = new Deno.Command("cp", { args: ["-R", ...COPIED.map((e) => `${root}${e}`), dir] });
  const out = await cmd.output();
  if (!out.success) throw new Error(`cp: ${new TextDecoder().decode(out.stderr)}`);
  await Deno.symlink(`${root}node_modules`, `${dir}/node_modules`);
}

type Outcome = { id: string; status: "killed" | "survived" | "not applied"; detail: string; seconds: number };

/** The tests and environment of a mutant's run in the chosen budget. */
function planOf(m: Mutant, ci: boolean): { tests: readonly string[]; env: Record<string, string> } {
  // In the CI budget a failing property stops at its first counterexample (FUZZ_NO_SHRINK): a kill needs a
  // failure, not its smallest form, and shrinking a swap under faults costs seconds per mutant.
  if (ci) return { tests: m.ci?.tests ?? m.tests, env: { ...m.env, ...m.ci?.env, FUZZ_NO_SHRINK: "1" } };
  return { tests: m.tests, env: { ...m.env } };
}

/**
 * A working copy per job slot, reused from one mutant to the next (each patch is undone after its run): the
 * copy's paths stay the same, so Deno's transpile cache serves every unpatched module after the first run.
 */
async function slotDir(slot: number): Promise<string> {
  // one name per run: two checkouts running the harness at once must not share a copy
  const dir = `${Deno.env.get("TMPDIR") ?? "/tmp"}/xswap-mutants-${Deno.pid}-slot-${slot}`;
  await Deno.remove(dir, { recursive: true }).catch(() => {});
  await Deno.mkdir(dir, { recursive: true });
  await copyRepo(dir);
  return dir;
}

async function runMutant(
  m: Mutant,
  ci: boolean,
  dir: string,
  typeError: string | undefined,
): Promise<Outcome> {
  const started = performance.now();
  const plan = planOf(m, ci);
  const missing = [m.file, ...plan.tests].filter((p) => !existsIn(dir, p));
  if (missing.length > 0) {
    return { id: m.id, status: "not applied", detail: `no such file: ${missing.join(", ")}`, seconds: 0 };
  }
  const path = `${dir}/${m.file}`;
  const source = await Deno.readTextFile(path);
  const hits = source.split(m.find).length - 1;
  if (hits !== 1) {
    return {
      id: m.id,
      status: "not applied",
      detail: `the text occurs ${hits} times in ${m.file}`,
      seconds: 0,
    };
  }
  // a patch that does not type-check proves nothing: the tests would fail on the compiler, not on the rule
  if (typeError !== undefined) {
    return {
      id: m.id,
      status: "not applied",
      detail: `the patch does not type-check: ${typeError}`,
      seconds: 0,
    };
  }
  await Deno.writeTextFile(path, source.replace(m.find, m.replace));
  try {
    const out = await new Deno.Command(deno, {
      args: ["test", "-A", "--no-check", "--quiet", ...plan.tests],
      cwd: dir,
      env: { NO_COLOR: "1", ...plan.env },
      stdout: "piped",
      stderr: "piped",
      // a mutant that makes a test hang must not stall the table: the run is killed, and counts as no kill
      signal: AbortSignal.timeout(RUN_TIMEOUT_MS),
    }).output();
    const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
    const seconds = Math.round((performance.now() - started) / 1000);
    const verdict = classifyRun(out.success, text);
    // a run that failed without a failing test (parse error, crash, missing module) is no kill
    const status = verdict.status === "invalid" ? "not applied" : verdict.status;
    return { id: m.id, status, detail: verdict.detail, seconds };
  } finally {
    await Deno.writeTextFile(path, source);
  }
}

/**
 * Type-checks every TypeScript patch in one `deno check`, before any mutant runs: each patched file is written
 * beside its original as `<name>.__mutant_<i>.ts` (so its relative imports resolve as the original's), and one
 * check covers them all, where one check per mutant cost about ten CPU-seconds each. Returns, by mutant id, the
 * first diagnostic of each patch that does not type-check; throws when a diagnostic points elsewhere (the
 * unpatched tree itself does not type-check).
 */
async function typeErrors(selected: readonly Mutant[], dir: string): Promise<Map<string, string>> {
  const variants = new Map<string, Mutant>();
  selected.forEach((m, i) => {
    if (!m.file.endsWith(".ts") || !existsIn(dir, m.file)) return;
    const source = Deno.readTextFileSync(`${dir}/${m.file}`);
    if (source.split(m.find).length - 1 !== 1) return; // runMutant reports it as not applied
    const variant = m.file.replace(/\.ts$/, `.__mutant_${i}.ts`);
    Deno.writeTextFileSync(`${dir}/${variant}`, source.replace(m.find, m.replace));
    variants.set(variant, m);
  });
  const errors = new Map<string, string>();
  if (variants.size === 0) return errors;
  try {
    const out = await new Deno.Command(deno, {
      args: ["check", "--quiet", ...variants.keys()],
      cwd: dir,
      env: { NO_COLOR: "1" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    if (out.success) return errors;
    const text = new TextDecoder().decode(out.stderr);
    const diagnostics = [...text.matchAll(/(TS\d+ \[ERROR\]: [^\n]*)[\s\S]*?at file:\/\/([^\s:]+):\d+:\d+/g)];
    if (diagnostics.length === 0) {
      throw new Error(`deno check failed without a diagnostic:\n${text.slice(0, 2000)}`);
    }
    for (const [, message, file] of diagnostics) {
      const mutant = variants.get(file.slice(dir.length + 1));
      if (mutant === undefined) {
        throw new Error(`the unpatched tree does not type-check: ${file}: ${message}`);
      }
      if (!errors.has(mutant.id)) errors.set(mutant.id, message);
    }
    return errors;
  } finally {
    for (const variant of variants.keys()) Deno.removeSync(`${dir}/${variant}`);
  }
}

/** Runs `jobs` mutants at a time, printing each line as its mutant ends; returns the outcomes in table order. */
async function runAll(selected: readonly Mutant[], ci: boolean, jobs: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(selected.length);
  const dirs = await Promise.all(
    Array.from({ length: Math.max(1, Math.min(jobs, selected.length)) }, (_, slot) => slotDir(slot)),
  );
  let next = 0;
  try {
    const errors = await typeErrors(selected, dirs[0]);
    const drain = async (dir: string): Promise<void> => {
      while (next < selected.length) {
        const i = next++;
        const m = selected[i];
        const o = await runMutant(m, ci, dir, errors.get(m.id));
        outcomes[i] = o;
        console.log(`${o.status.padEnd(11)} ${m.id.padEnd(38)} ${o.seconds}s  ${m.rule} -> ${o.detail}`);
      }
    };
    await Promise.all(dirs.map(drain));
  } finally {
    await Promise.all(dirs.map((dir) => Deno.remove(dir, { recursive: true })));
  }
  return outcomes;
}

if (import.meta.main) {
  const only = Deno.env.get("MUTANTS_ONLY");
  const ci = Deno.env.get("MUTANTS_BUDGET") === "ci";
  const jobs = Number(Deno.env.get("MUTANTS_JOBS") ?? (ci ? 2 : 1)) || 1;
  const selected = MUTANTS.filter((m) => only === undefined || m.id === only);
  const started = performance.now();
  const outcomes = await runAll(selected, ci, jobs);
  const killed = outcomes.filter((o) => o.status === "killed").length;
  console.log(
    `budget ${ci ? "ci" : "full"}, ${jobs} at a time, ${Math.round((performance.now() - started) / 1000)}s`,
  );
  console.log(`killed ${killed}/${selected.length} mutants`);
  if (killed !== selected.length) Deno.exit(1);
}
