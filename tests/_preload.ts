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
