/**
 * Reads docs/parity.md: its sections' rows and its counts table, and checks them (pure functions, so the checks
 * are shown failing on broken tables in `parity_doc_test.ts`). Name resolution against the real exports is
 * injected (`resolve`), so a test can also feed names that do not exist.
 * @module
 */

/** One row of a parity table. */
export interface ParityRow {
  /** `Services`, `Spoke families` or `dapp-kit hooks`. */
  section: string;
  /** The row's identity: platform file and method (or the hook file). */
  key: string;
  /** The backticked names of the "Our function" cell. */
  ours: string[];
  /** `direct`, `partial` or `none` (anything else is reported). */
  status: string;
  /** The last cell. */
  reason: string;
}

/** A counts row: part name, then rows, direct, partial, none, with a difference or reason. */
export type Counts = [rows: number, direct: number, partial: number, none: number, withReason: number];

export const SECTIONS = ["Services", "Spoke families", "dapp-kit hooks"] as const;

/** The cells of a table line (split on `|` not escaped as `\|`). */
function cells(line: string): string[] {
  return line.trim().replace(/^\|/, "").replace(/\|$/, "").split(/(?<!\\)\|/).map((c) => c.trim());
}

const ticked = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** Every row of the three sections. */
export function parseRows(markdown: string): ParityRow[] {
  const rows: ParityRow[] = [];
  let section: string | undefined;
  for (const line of markdown.split("\n")) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      section = (SECTIONS as readonly string[]).includes(heading[1]!) ? heading[1] : undefined;
      continue;
    }
    if (section === undefined || !line.startsWith("| `")) continue;
    const c = cells(line);
    const hooks = section === "dapp-kit hooks";
    rows.push({
      section,
      key: hooks ? c[0]! : `${c[0]} ${c[1]}`,
      ours: ticked(c[2] ?? ""),
      status: c[3] ?? "",
      reason: c[4] ?? "",
    });
  }
  return rows;
}

/** The counts table, by part name. */
export function parseCounts(markdown: string): Map<string, Counts> {
  const out = new Map<string, Counts>();
  const start = markdown.indexOf("## Counts");
  if (start < 0) return out;
  const end = markdown.indexOf("\n## ", start + 1);
  for (const line of markdown.slice(start, end < 0 ? undefined : end).split("\n")) {
    const c = cells(line);
    if (!line.startsWith("|") || c.length !== 6 || !/^\d+$/.test(c[1]!)) continue;
    out.set(c[0]!, c.slice(1).map(Number) as Counts);
  }
  return out;
}

/** The counts of `rows`. */
export function countRows(rows: readonly ParityRow[]): Counts {
  const n = (s: string) => rows.filter((r) => r.status === s).length;
  return [rows.length, n("direct"), n("partial"), n("none"), rows.filter((r) => r.reason !== "").length];
}

/**
 * The problems of a parity document: unknown status, a `direct` or `partial` row without a name, a `partial`
 * without its difference, a `none` without its reason, a duplicate row, a name `resolve` says does not exist,
 * and counts that do not match the rows.
 */
export async function parityProblems(
  markdown: string,
  resolve: (name: string) => Promise<string | undefined>,
): Promise<string[]> {
  const problems: string[] = [];
  const rows = parseRows(markdown);
  const seen = new Set<string>();
  for (const r of rows) {
    const where = `${r.section}: ${r.key}`;
    if (seen.has(where)) problems.push(`${where}: duplicate row`);
    seen.add(where);
    if (!["direct", "partial", "none"].includes(r.status)) problems.push(`${where}: status "${r.status}"`);
    if (r.status !== "none" && r.ours.length === 0) problems.push(`${where}: ${r.status} without a function`);
    if (r.status === "partial" && r.reason === "") problems.push(`${where}: partial without the difference`);
    if (r.ours.length === 0 && r.reason === "") problems.push(`${where}: neither an equivalent nor a reason`);
    for (const name of r.ours) {
      const problem = await resolve(name);
      if (problem !== undefined) problems.push(`${where}: ${name}: ${problem}`);
    }
  }
  const counts = parseCounts(markdown);
  const bySection = (s: string) => rows.filter((r) => r.section === s);
  const expected: [string, Counts][] = [
    ["Services", countRows(bySection("Services"))],
    ["Spoke families", countRows(bySection("Spoke families"))],
    ["Services and spoke families", countRows([...bySection("Services"), ...bySection("Spoke families")])],
    ["dapp-kit hooks", countRows(bySection("dapp-kit hooks"))],
  ];
  for (const [part, want] of expected) {
    const got = counts.get(part);
    if (got === undefined || got.join() !== want.join()) {
      problems.push(`counts of ${part}: the table says ${got?.join(", ")}, the rows give ${want.join(", ")}`);
    }
  }
  return problems;
}
