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
// `<function>\t<code>` lines appended to <file>, each the first time it is seen (tests/errors/record.ts runs the tests
// so and writes tests/errors/observed_codes.json). Off by default: nothing is observed.
const recordTo = Deno.env.get("XSWAP_RECORD_ERROR_CODES");
if (recordTo) {
  const { observeGuardedFailures } = await import("../core/guard/guard_result.ts");
  const seen = new Set<string>();
  observeGuardedFailures((name, error) => {
    const code = (error as { code?: unknown } | null)?.code;
    const line = `${name}\t${String(code)}`;
    if (typeof code !== "string" || seen.has(line)) return;
    seen.add(line);
    Deno.writeTextFileSync(recordTo, `${line}\n`, { append: true });
  });
}

// With XSWAP_RECORD_ERROR_CONTEXT_KEYS=<file>, every context key of every failure that leaves a guarded public
// function (and of each `ClientError` in its cause chain) is appended as `<code>\t<key>` lines to <file>, each the
// first time it is seen (tests/errors/record_context_keys.ts runs the tests so and writes
// tests/errors/observed_context_keys.ts, which `deno task check` type-checks against each code's declared keys).
const recordKeysTo = Deno.env.get("XSWAP_RECORD_ERROR_CONTEXT_KEYS");
if (recordKeysTo) {
  const { observeGuardedFailures } = await import("../core/guard/guard_result.ts");
  const seen = new Set<string>();
  observeGuardedFailures((_name, error) => {
    for (let e: unknown = error, depth = 0; typeof e === "object" && e !== null && depth < 8; depth++) {
      const { code, context, cause } = e as { code?: unknown; context?: unknown; cause?: unknown };
      if (typeof code === "string" && typeof context === "object" && context !== null) {
        for (const key of Object.keys(context)) {
          const line = `${code}\t${key}`;
          if (seen.has(line)) continue;
          seen.add(line);
          Deno.writeTextFileSync(recordKeysTo, `${line}\n`, { append: true });
        }
      }
      e = cause;
    }
  });
}
