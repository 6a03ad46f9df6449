/**
 * The wire diff: for each operation, what the platform SDK sent against what this library sent (items of
 * `_wire_decode.ts`, canonical, with only the values that differ by nature folded: the simulator's fresh hashes
 * as `<operation:kind#n>` and the random intent ids as `<random>`), as a list of differences, each checked against
 * the rows of `docs/wire_inventory.md`.
 *
 * A difference is identified by `operation | kind | request | fields`: kind `only-sdk` / `only-library` (a
 * request one side sent and the other did not), `content` (both sent it, the fields listed differ), `repeat`
 * (both sent it, not as often: fields `sdk N, library M`), `undecoded` (a request the diff could not decode: no
 * row documents it), `absent-sdk` / `absent-library` (the client has no such operation), `failed-sdk` /
 * `failed-library` (the operation did not complete). A difference row names its operations (a comma-separated
 * list) and matches the three other cells exactly; `absent-*` and `failed-*` are documented only by the reviewed
 * list of operations not compared, with the work each needs.
 * @module
 */
import { requestItems, UNDECODED, type WireItem } from "./_wire_decode.ts";
import { freshKey, type OperationRun, type OperationRuns, WIRE_OPERATIONS } from "./_wire_ops.ts";
import { WIRE_COMPARED_NODE_READS } from "./_wire_read_ops.ts";

/** Printed before the report's JSON line. */
export const WIRE_REPORT_MARKER = "WIRE-DIFF-REPORT ";

/** The heading of the documented differences in docs/wire_inventory.md. */
export const DIFFERENCES_HEADING = "## Differences found by the conformance diff";

/** The heading of the reviewed list of operations one client does not run (or fails). */
export const NOT_COMPARED_HEADING = "## Operations not compared by the conformance diff";

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
  /** `same`, `differs`, `sdk only`, `library only`, `neither`. */
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
  /** Operations both clients ran to the end. */
  compared: number;
  /** Differences. */
  differences: number;
  /** Differences no inventory row documents. */
  undocumented: number;
  /** Operations absent or failed on a side that the reviewed list does not name. */
  unreviewed: number;
  /** Inventory rows that documented nothing in this run (stale: remove or fix them). */
  unusedRows: string[];
  /** Inventory rows that cannot be read (a `*`, an unknown operation, a missing reason). */
  malformedRows: string[];
}

/** A documented difference: the operations it names and three exact cells. */
export interface DocumentedDifference {
  /** The operations the row names. */
  ops: readonly string[];
  /** Kind. */
  kind: string;
  /** Request. */
  request: string;
  /** Fields. */
  fields: string;
  /** The row, whitespace collapsed: its identity (unused rows) and its text in messages. */
  text: string;
}

/** A reviewed operation: one side does not run it (`absent`) or does not complete it (`failed`). */
export interface ReviewedOperation {
  /** Operation. */
  op: string;
  /** `sdk` or `library`. */
  side: string;
  /** `absent` or `failed`. */
  kind: string;
  /** The row, whitespace collapsed. */
  text: string;
}

/** The inventory's rows, read. */
export interface Inventory {
  /** The differences table. */
  differences: DocumentedDifference[];
  /** The reviewed list of operations not compared. */
  reviewed: ReviewedOperation[];
  /** Rows that cannot be read, with why. */
  malformed: string[];
}

/** What folds in one side's values: the random intent ids (both sides) and that side's fresh values. */
export interface FoldContext {
  /** Random intent ids (decimal). */
  randoms: ReadonlySet<string>;
  /** The side's fresh values ({@link freshKey}) and their labels. */
  fresh: ReadonlyMap<string, string>;
}

const NO_FOLD: FoldContext = { randoms: new Set(), fresh: new Map() };

/** Sorts object keys, turns bigints to strings, folds the random and fresh values of `ctx`. */
export function canonical(value: unknown, ctx: FoldContext = NO_FOLD): unknown {
  if (Array.isArray(value)) return value.map((v) => canonical(v, ctx));
  if (typeof value === "bigint") return canonical(value.toString(), ctx);
  if (typeof value === "string") return foldString(value, ctx);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k], ctx)]),
    );
  }
  return value;
}

function foldString(s: string, ctx: FoldContext): string {
  if (ctx.randoms.has(s)) return "<random>";
  const whole = ctx.fresh.get(freshKey(s));
  if (whole !== undefined) return whole;
  let out = s;
  if (/[0-9a-fA-F]{64}/.test(out)) {
    for (const r of ctx.randoms) {
      const hex = BigInt(r).toString(16).padStart(64, "0");
      if (out.toLowerCase().includes(hex)) out = out.replace(new RegExp(hex, "gi"), "<random>");
    }
    for (const [key, label] of ctx.fresh) {
      if (key.length === 64 && out.toLowerCase().includes(key)) {
        out = out.replace(new RegExp(key, "gi"), label);
      }
    }
  }
  return out;
}

/** Keys of requests that change state: a repeat of one is never folded into one. */
const SEND =
  /^(tx |soroban sendTransaction|icon icx_sendTransaction|near (send_tx|broadcast_tx)|sui executeTransactionBlock|rpc \/solana sendTransaction|POST \/relayer action=submit$|POST \/v1\/(swaps|bridge)\/submit-tx$|POST \/v1\/intent\/execute$|POST \/v1\/sponsorships)/;

/** Whether an item key is a state-changing send (compared occurrence by occurrence). */
export function isSend(key: string): boolean {
  return SEND.test(key);
}

/**
 * The canonical items of a run, by key, in the order sent. Consecutive equal reads of one key are one (how
 * often a client polls is its business); sends are kept each, so a repeated transaction shows.
 */
export function runItems(
  run: OperationRun,
  ctx: FoldContext,
  keep: ReadonlySet<string> = new Set(),
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const req of run.requests) {
    let items: WireItem[];
    try {
      items = requestItems(req, keep);
    } catch (e) {
      items = [{
        key: `${req.method} ${req.path} ${UNDECODED}`,
        detail: JSON.stringify(e instanceof Error ? e.message : String(e)),
      }];
    }
    for (const item of items) {
      const detail = JSON.stringify(canonical(JSON.parse(item.detail), ctx));
      const list = out.get(item.key) ?? [];
      if (isSend(item.key) || list[list.length - 1] !== detail) list.push(detail);
      out.set(item.key, list);
    }
  }
  return out;
}

/** Field paths (dotted, to the leaves; array items by index) where two JSON values differ. */
export function differingFields(a: unknown, b: unknown, prefix = ""): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  const objA = a !== null && typeof a === "object", objB = b !== null && typeof b === "object";
  if (!objA || !objB || Array.isArray(a) !== Array.isArray(b)) return [prefix || "(value)"];
  const keys = [...new Set([...Object.keys(a as object), ...Object.keys(b as object)])].sort();
  return keys.flatMap((k) =>
    differingFields(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      prefix ? `${prefix}.${k}` : k,
    )
  );
}

function cells(line: string): string[] {
  return line.split("|").slice(1, -1).map((c) => c.trim());
}

function unquote(cell: string): string {
  return cell.replace(/^`|`$/g, "");
}

function sectionRows(markdown: string, heading: string): string[] {
  const lines = markdown.split("\n");
  const at = lines.indexOf(heading);
  if (at < 0) return [];
  const rest = lines.slice(at + 1).join("\n");
  const next = rest.search(/\n## /);
  const section = next < 0 ? rest : rest.slice(0, next);
  // The rows of every table in the section (its `###` parts may each have one): a header (the line above a
  // `| ---` line) and the separators are not rows.
  const all = section.split("\n");
  const separator = (l: string | undefined) => l !== undefined && /^\|\s*-/.test(l);
  return all.filter((l, i) => l.startsWith("|") && !separator(l) && !separator(all[i + 1]));
}

const OPERATIONS: ReadonlySet<string> = new Set(WIRE_OPERATIONS);

/**
 * A row's identity: the whole row, whitespace collapsed (a prefix is not one: `deno fmt` pads the operations cell
 * to the table's widest, so rows naming the same operations share any short prefix).
 */
function rowText(line: string): string {
  return line.replace(/\s+/g, " ");
}

/** Reads the differences table and the reviewed list of docs/wire_inventory.md. */
export function readInventory(markdown: string): Inventory {
  const malformed: string[] = [];
  const differences: DocumentedDifference[] = [];
  for (const line of sectionRows(markdown, DIFFERENCES_HEADING)) {
    const c = cells(line);
    const [opCell, kind, request, fields, reason] = [c[0] ?? "", ...c.slice(1, 4).map(unquote), c[4] ?? ""];
    const ops = opCell.split(",").map((o) => unquote(o.trim())).filter((o) => o !== "");
    const problem = c.length < 5
      ? "fewer than five cells"
      : [opCell, kind, request, fields].some((x) => x.includes("*"))
      ? "a `*`: a row names its operations and its exact request and fields"
      : ops.length === 0
      ? "no operation"
      : ops.find((o) => !OPERATIONS.has(o)) !== undefined
      ? `unknown operation ${ops.find((o) => !OPERATIONS.has(o))}`
      : /^(absent|failed)-/.test(kind)
      ? `${kind} belongs in "${NOT_COMPARED_HEADING}"`
      : reason === ""
      ? "no reason"
      : undefined;
    if (problem) malformed.push(`${problem}: ${line.slice(0, 160)}`);
    else differences.push({ ops, kind, request, fields, text: rowText(line) });
  }
  const reviewed: ReviewedOperation[] = [];
  for (const line of sectionRows(markdown, NOT_COMPARED_HEADING)) {
    const c = cells(line).map(unquote);
    const [op, side, kind, reason, work] = c;
    const problem = c.length < 5
      ? "fewer than five cells"
      : !OPERATIONS.has(op)
      ? `unknown operation ${op}`
      : side !== "sdk" && side !== "library"
      ? `side ${side} (sdk or library)`
      : kind !== "absent" && kind !== "failed"
      ? `kind ${kind} (absent or failed)`
      : !reason || !work
      ? "a reason and the work it needs are both required"
      : undefined;
    if (problem) malformed.push(`${problem}: ${line.slice(0, 160)}`);
    else reviewed.push({ op, side, kind, text: rowText(line) });
  }
  return { differences, reviewed, malformed };
}

function short(details: readonly string[] | undefined): string {
  const s = [...new Set(details ?? [])].join(" ; ");
  return s.length > 400 ? `${s.slice(0, 400)}…` : s;
}

function at(value: unknown, path: string): unknown {
  if (path === "(value)") return value;
  return path.split(".").reduce<unknown>(
    (v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined),
    value,
  );
}

/** Compares one operation's two runs. `used` collects the inventory rows that documented something. */
export function diffOperation(
  op: string,
  sdk: OperationRun | undefined,
  library: OperationRun | undefined,
  inventory: Pick<Inventory, "differences" | "reviewed">,
  used: Set<string> = new Set(),
): OperationRow {
  const out: WireDifference[] = [];
  const add = (kind: string, request: string, fields: string, detail: string) => {
    let documented = false;
    const side = /^(absent|failed)-(sdk|library)$/.exec(kind);
    if (side) {
      const row = inventory.reviewed.find((r) => r.op === op && r.kind === side[1] && r.side === side[2]);
      if (row) {
        documented = true;
        used.add(row.text);
      }
    } else if (kind !== "undecoded") {
      const row = inventory.differences.find((d) =>
        d.ops.includes(op) && d.kind === kind && d.request === request && d.fields === fields
      );
      if (row) {
        documented = true;
        used.add(row.text);
      }
    }
    out.push({
      op,
      kind,
      request,
      fields,
      id: `${op} | ${kind} | ${request} | ${fields}`,
      detail,
      documented,
    });
  };
  const row = (status: string): OperationRow => ({
    op,
    status,
    sdkRequests: sdk?.requests.length ?? 0,
    libraryRequests: library?.requests.length ?? 0,
    differences: out,
  });
  const sdkAbsent = !sdk || sdk.absent !== undefined;
  const libAbsent = !library || library.absent !== undefined;
  if (sdkAbsent) add("absent-sdk", "-", "-", sdk?.absent ?? "not run");
  if (libAbsent) add("absent-library", "-", "-", library?.absent ?? "not run");
  if (sdkAbsent || libAbsent) {
    return row(sdkAbsent && libAbsent ? "neither" : sdkAbsent ? "library only" : "sdk only");
  }
  const randoms = new Set([...sdk.randoms ?? [], ...library.randoms ?? []]);
  const keep = new Set(WIRE_COMPARED_NODE_READS[op] ?? []);
  const a = runItems(sdk, { randoms, fresh: new Map(Object.entries(sdk.fresh ?? {})) }, keep);
  const b = runItems(library, { randoms, fresh: new Map(Object.entries(library.fresh ?? {})) }, keep);
  if (sdk.error) add("failed-sdk", "-", "-", sdk.error);
  if (library.error) add("failed-library", "-", "-", library.error);
  for (const key of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const da = a.get(key), db = b.get(key);
    if (key.endsWith(UNDECODED)) add("undecoded", key, "-", short(da ?? db));
    else if (!db) add("only-sdk", key, "-", short(da));
    else if (!da) add("only-library", key, "-", short(db));
    else {
      if (da.length !== db.length) {
        add(
          "repeat",
          key,
          `sdk ${da.length}, library ${db.length}`,
          `sdk ${short(da)} | library ${short(db)}`,
        );
      }
      const fields = new Set<string>();
      const details: string[] = [];
      for (let i = 0; i < Math.min(da.length, db.length); i++) {
        const x = JSON.parse(da[i]), y = JSON.parse(db[i]);
        for (const f of differingFields(x, y)) {
          if (!fields.has(f)) {
            details.push(
              `${f}: sdk ${JSON.stringify(at(x, f))} | library ${JSON.stringify(at(y, f))}`.slice(0, 400),
            );
          }
          fields.add(f);
        }
      }
      if (fields.size > 0) add("content", key, [...fields].sort().join(","), details.join("\n    "));
    }
  }
  return row(out.length === 0 ? "same" : "differs");
}

/** Compares every operation of {@link WIRE_OPERATIONS}. */
export function diffOperations(sdk: OperationRuns, library: OperationRuns, inventory: Inventory): WireReport {
  const used = new Set<string>();
  const rows = WIRE_OPERATIONS.map((op) => diffOperation(op, sdk[op], library[op], inventory, used));
  const all = rows.flatMap((r) => r.differences);
  const texts = [...inventory.differences.map((d) => d.text), ...inventory.reviewed.map((r) => r.text)];
  return {
    rows,
    operations: rows.length,
    compared: rows.filter((r) => !r.differences.some((d) => /^(absent|failed)-/.test(d.kind))).length,
    differences: all.length,
    undocumented: all.filter((d) => !d.documented).length,
    unreviewed: all.filter((d) => /^(absent|failed)-/.test(d.kind) && !d.documented).length,
    unusedRows: texts.filter((t) => !used.has(t)),
    malformedRows: inventory.malformed,
  };
}
