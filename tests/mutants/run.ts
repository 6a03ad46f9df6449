/**
 * `deno task mutants`: runs each deliberate mutant of `mutants.ts` in a throwaway copy of the repository (the
 * working tree is never touched) and checks that its tests fail. Prints the kill table; the last line reads
 * `killed K/N mutants`; exits 1 when a mutant survives or cannot be applied.
 *
 * `MUTANTS_ONLY=<id>` runs one mutant. Property budgets: the tests run with their CI run counts unless a mutant
 * sets `FUZZ_RUNS`.
 * @module
 */
import { type Mutant, MUTANTS } from "./mutants.ts";

const root = new URL("../../", import.meta.url).pathname;
const deno = Deno.execPath();
const COPIED = [
  "core",
  "services",
  "chains",
  "wire",
  "simulator",
  "tests",
  "mod.ts",
  "deno.json",
  "deno.lock",
];

async function copyRepo(dir: string): Promise<void> {
  for (const entry of COPIED) {
    const cmd = new Deno.Command("cp", { args: ["-R", `${root}${entry}`, `${dir}/${entry}`] });
    const out = await cmd.output();
    if (!out.success) throw new Error(`cp ${entry}: ${new TextDecoder().decode(out.stderr)}`);
  }
  await Deno.symlink(`${root}node_modules`, `${dir}/node_modules`);
}

type Outcome = { id: string; status: "killed" | "survived" | "not applied"; detail: string; seconds: number };

async function runMutant(m: Mutant): Promise<Outcome> {
  const started = performance.now();
  const dir = await Deno.makeTempDir({ prefix: `mutant-${m.id}-` });
  try {
    await copyRepo(dir);
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
    await Deno.writeTextFile(path, source.replace(m.find, m.replace));
    const out = await new Deno.Command(deno, {
      args: ["test", "-A", "--no-check", "--quiet", ...m.tests],
      cwd: dir,
      env: { NO_COLOR: "1", ...m.env },
      stdout: "piped",
      stderr: "piped",
    }).output();
    const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
    const failed = text.split("\n").filter((l) => / \.\.\. FAILED/.test(l)).map((l) =>
      l.split(" ... ")[0].trim()
    );
    const seconds = Math.round((performance.now() - started) / 1000);
    return out.success
      ? { id: m.id, status: "survived", detail: "every test passed", seconds }
      : { id: m.id, status: "killed", detail: failed.slice(0, 2).join("; ") || "the run failed", seconds };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

if (import.meta.main) {
  const only = Deno.env.get("MUTANTS_ONLY");
  const selected = MUTANTS.filter((m) => only === undefined || m.id === only);
  const outcomes: Outcome[] = [];
  for (const m of selected) {
    const o = await runMutant(m);
    outcomes.push(o);
    console.log(`${o.status.padEnd(11)} ${m.id.padEnd(34)} ${o.seconds}s  ${m.rule} -> ${o.detail}`);
  }
  const killed = outcomes.filter((o) => o.status === "killed").length;
  console.log(`killed ${killed}/${selected.length} mutants`);
  if (killed !== selected.length) Deno.exit(1);
}
