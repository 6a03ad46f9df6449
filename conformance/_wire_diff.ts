/**
 * The wire diff: for each operation, what the platform SDK sent against what this library sent (items of
 * `_wire_decode.ts`, canonical and with per-run values folded: transaction and intent hashes, random intent
 * ids), as a list of differences, each checked against the rows of `docs/wire_inventory.md`'s section
 * `## Differences found by the conformance diff`.
 *
 * A difference is identified by `operation | kind | request | fields`: kind `only-sdk` / `only-library` (a
 * request one side sent and the other did not), `content` (both sent it, the fields listed differ), `absent-sdk`
 * / `absent-library` (the client has no such operation), `failed-sdk` / `failed-library` (the operation did not
 * complete). A documented row matches on all four cells; `*` in a cell matches any run of characters.
 * @module
 */
import { requestItems, type WireItem } from "./_wire_decode.ts";
import { type OperationRun, type OperationRuns, WIRE_OPERATIONS } from "./_wire_ops.ts";

/** Printed before the report's JSON line. */
export const WIRE_REPORT_MARKER = "WIRE-DIFF-REPORT ";

/** The heading of the documented differences in docs/wire_inventory.md. */
export const DIFFERENCES_HEADING = "## Differences found by the conformance diff";

/** One difference. */
export interface WireDifference {
  /** `operation | kind | request | fields`. */
  id: string;
  /** Operation. */
  op: string;
  /** Kind (see the module doc). */
  kind: string;
  /** The request (item key), or `-`. */
  request: string;
  /** Differing fields, comma-separated, or `-`. */
  fields: string;
  /** What each side sent, for the reader. */
  detail: string;
  /** Whether a row of the inventory documents it. */
  documented: boolean;
}

/** One operation's row. */
export interface OperationRow {
  /** Operation. */
  op: string;
  /** `same`, `differs`, `sdk only`, `library only`. */
  status: string;
  /** Requests each side sent. */
  sdkRequests: number;
  /** Requests each side sent. */
  libraryRequests: number;
  /** Its differences. */
  differences: WireDifference[];
}

/** The whole report. */
export interface WireReport {
  /** One row per operation. */
  rows: OperationRow[];
  /** Operations (rows). */
  operations: number;
  /** Operations both clients ran. */
  compared: number;
  /** Differences. */
  differences: number;
  /** Differences no inventory row documents. */
  undocumented: number;
}

/** A documented difference: four cells, `*` matching anything. */
export type DocumentedDifference = readonly [string, string, string, string];

/** Sorts object keys, turns bigints to strings, folds hashes and run-specific values. */
export function canonical(value: unknown, randoms: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => canonical(v, randoms));
  if (typeof value === "bigint") return canonical(value.toString(), randoms);
  if (typeof value === "string") return foldString(value, randoms);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k], randoms)]),
    );
  }
  return value;
}

function foldString(s: string, randoms: ReadonlySet<string>): string {
  if (randoms.has(s)) return "<random>";
  if (/^0x[0-9a-fA-F]{64}$/.test(s)) return "<hash>";
  if (/^[0-9a-fA-F]{64}$/.test(s)) return "<hash>";
  let out = s;
  for (const r of randoms) {
    const hex = BigInt(r).toString(16).padStart(64, "0");
    if (out.toLowerCase().includes(hex)) out = out.replace(new RegExp(hex, "gi"), "<random>");
  }
  return out;
}

/** The canonical items of a run, grouped by key (a key's details as a set: how often it is polled is not compared). */
export function runItems(run: OperationRun, randoms: ReadonlySet<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const req of run.requests) {
    let items: WireItem[];
    try {
      items = requestItems(req);
    } catch (e) {
      items = [{ key: `${req.method} ${req.path} (undecoded)`, detail: JSON.stringify(String(e)) }];
    }
    for (const item of items) {
      const detail = JSON.stringify(canonical(JSON.parse(item.detail), randoms));
      const set = out.get(item.key) ?? new Set<string>();
      set.add(detail);
      out.set(item.key, set);
    }
  }
  return out;
}

/** Field paths (dotted, to depth 3) where two JSON values differ. */
export function differingFields(a: unknown, b: unknown, prefix = "", depth = 0): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  const objA = a && typeof a === "object", objB = b && typeof b === "object";
  if (!objA || !objB || depth >= 3 || Array.isArray(a) !== Array.isArray(b)) return [prefix || "(value)"];
  const keys = [...new Set([...Object.keys(a as object), ...Object.keys(b as object)])].sort();
  return keys.flatMap((k) =>
    differingFields(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      prefix ? `${prefix}.${k}` : k,
      depth + 1,
    )
  );
}

/** Reads the documented differences: the table rows under {@link DIFFERENCES_HEADING}. */
export function documentedDifferences(markdown: string): DocumentedDifference[] {
  const at = markdown.indexOf(DIFFERENCES_HEADING);
  if (at < 0) return [];
  const rest = markdown.slice(at + DIFFERENCES_HEADING.length);
  const next = rest.search(/\n## /);
  const section = next < 0 ? rest : rest.slice(0, next);
  return section.split("\n")
    .filter((l) => l.startsWith("|") && !/^\|\s*-/.test(l))
    .map((l) => l.split("|").slice(1, 5).map((c) => c.trim().replace(/^`|`$/g, "")))
    .filter((cells) => cells.length === 4 && cells[0] !== "Operation")
    .map((c) => [c[0], c[1], c[2], c[3]] as const);
}

/** A cell with `*` as a pattern: `*` matches any run of characters, everything else itself. */
function glob(cell: string): RegExp {
  return new RegExp(
    `^${cell.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`,
  );
}

function matches(doc: DocumentedDifference, d: Pick<WireDifference, "op" | "kind" | "request" | "fields">) {
  const cells = [d.op, d.kind, d.request, d.fields];
  return doc.every((cell, i) => cell === cells[i] || (cell.includes("*") && glob(cell).test(cells[i])));
}

function difference(
  op: string,
  kind: string,
  request: string,
  fields: string,
  detail: string,
  docs: readonly DocumentedDifference[],
): WireDifference {
  const d = { op, kind, request, fields };
  return {
    ...d,
    id: `${op} | ${kind} | ${request} | ${fields}`,
    detail,
    documented: docs.some((doc) => matches(doc, d)),
  };
}

function short(details: Set<string> | undefined): string {
  const s = [...details ?? []].join(" ; ");
  return s.length > 400 ? `${s.slice(0, 400)}…` : s;
}

function at(value: unknown, path: string): unknown {
  if (path === "(value)") return value;
  return path.split(".").reduce<unknown>(
    (v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined),
    value,
  );
}

/** The fields where the details only one side sent differ (each matched to its closest on the other side). */
function contentFields(onlyA: string[], onlyB: string[]): string {
  if (onlyB.length === 0) return "(extra sdk)";
  if (onlyA.length === 0) return "(extra library)";
  const fields = new Set<string>();
  for (const x of onlyA) {
    const best = onlyB.map((y) => differingFields(JSON.parse(x), JSON.parse(y)))
      .sort((p, q) => p.length - q.length)[0];
    for (const f of best) fields.add(f);
  }
  return [...fields].sort().join(",");
}

/** Compares one operation's two runs. */
export function diffOperation(
  op: string,
  sdk: OperationRun | undefined,
  library: OperationRun | undefined,
  docs: readonly DocumentedDifference[],
): OperationRow {
  const row = (status: string, differences: WireDifference[]): OperationRow => ({
    op,
    status,
    sdkRequests: sdk?.requests.length ?? 0,
    libraryRequests: library?.requests.length ?? 0,
    differences,
  });
  const sdkAbsent = !sdk || sdk.absent !== undefined;
  const libAbsent = !library || library.absent !== undefined;
  if (sdkAbsent && libAbsent) return row("neither", []);
  if (sdkAbsent) {
    return row("library only", [difference(op, "absent-sdk", "-", "-", sdk?.absent ?? "", docs)]);
  }
  if (libAbsent) {
    return row("sdk only", [difference(op, "absent-library", "-", "-", library?.absent ?? "", docs)]);
  }
  const randoms = new Set([...sdk.randoms ?? [], ...library.randoms ?? []]);
  const a = runItems(sdk, randoms), b = runItems(library, randoms);
  const out: WireDifference[] = [];
  if (sdk.error) out.push(difference(op, "failed-sdk", "-", "-", sdk.error, docs));
  if (library.error) out.push(difference(op, "failed-library", "-", "-", library.error, docs));
  for (const key of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const da = a.get(key), db = b.get(key);
    if (!db) out.push(difference(op, "only-sdk", key, "-", short(da), docs));
    else if (!da) out.push(difference(op, "only-library", key, "-", short(db), docs));
    else {
      const onlyA = [...da].filter((x) => !db.has(x)), onlyB = [...db].filter((x) => !da.has(x));
      if (onlyA.length === 0 && onlyB.length === 0) continue;
      const fields = contentFields(onlyA, onlyB);
      const detail = fields.startsWith("(")
        ? `sdk ${short(new Set(onlyA))} | library ${short(new Set(onlyB))}`
        : fields.split(",").map((f) =>
          `${f}: sdk ${short(new Set(onlyA.map((x) => JSON.stringify(at(JSON.parse(x), f)))))} | library ${
            short(new Set(onlyB.map((y) => JSON.stringify(at(JSON.parse(y), f)))))
          }`
        ).join("\n    ");
      out.push(difference(op, "content", key, fields, detail, docs));
    }
  }
  return row(out.length === 0 ? "same" : "differs", out);
}

/** Compares every operation of {@link WIRE_OPERATIONS}. */
export function diffOperations(
  sdk: OperationRuns,
  library: OperationRuns,
  docs: readonly DocumentedDifference[],
): WireReport {
  const rows = WIRE_OPERATIONS.map((op) => diffOperation(op, sdk[op], library[op], docs));
  const all = rows.flatMap((r) => r.differences);
  return {
    rows,
    operations: rows.length,
    compared: rows.filter((r) => r.status === "same" || r.status === "differs").length,
    differences: all.length,
    undocumented: all.filter((d) => !d.documented).length,
  };
}
