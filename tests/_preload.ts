/**
 * Preloaded by the test tasks: silences exactly one dependency warning, DEP0040 (`punycode` is deprecated), which
 * `@solana/web3.js`'s node-fetch → whatwg-url → tr46 chain triggers once per test module. Every other warning
 * still prints. Apps see it at most once per process; see docs/node.md.
 * @module
 */
import process from "node:process";

const emitWarning = process.emitWarning.bind(process);
process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
  const options = rest[0];
  const code = typeof options === "object" && options !== null
    ? (options as { code?: unknown }).code
    : rest[1];
  if (code === "DEP0040") return;
  (emitWarning as (w: string | Error, ...r: unknown[]) => void)(warning, ...rest);
}) as typeof process.emitWarning;

// With XSWAP_RECORD_ERROR_CODES=<file>, every failure that leaves a guarded public function is recorded as
// `<function>\t<code>` lines appended to <file>; with XSWAP_RECORD_ERROR_CONTEXT_KEYS=<file>, every context key of
// such a failure (and of each `ClientError` in its cause chain) as `<code>\t<key>` lines. Each line is written the
// first time it is seen. tests/errors/record.ts runs the tests so and writes tests/errors/observed_codes.json and
// tests/errors/observed_context_keys.ts (which `deno task check` type-checks against each code's declared keys).
// Off by default: nothing is observed.
const recordCodesTo = Deno.env.get("XSWAP_RECORD_ERROR_CODES");
const recordKeysTo = Deno.env.get("XSWAP_RECORD_ERROR_CONTEXT_KEYS");
if (recordCodesTo || recordKeysTo) {
  const { observeGuardedFailures } = await import("../core/guard/guard_result.ts");
  const seen = new Set<string>();
  const record = (file: string, line: string): void => {
    if (seen.has(`${file}\n${line}`)) return;
    seen.add(`${file}\n${line}`);
    Deno.writeTextFileSync(file, `${line}\n`, { append: true });
  };
  observeGuardedFailures((name, error) => {
    const code = (error as { code?: unknown } | null)?.code;
    if (recordCodesTo && typeof code === "string") record(recordCodesTo, `${name}\t${code}`);
    if (!recordKeysTo) return;
    for (let e: unknown = error, depth = 0; typeof e === "object" && e !== null && depth < 8; depth++) {
      const { code, context, cause } = e as { code?: unknown; context?: unknown; cause?: unknown };
      if (typeof code === "string" && typeof context === "object" && context !== null) {
        for (const key of Object.keys(context)) record(recordKeysTo, `${code}\t${key}`);
      }
      e = cause;
    }
  });
}
