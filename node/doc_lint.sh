#!/usr/bin/env bash
# `deno doc --lint` on every export of deno.json. Fails on any diagnostic in this repository's files. Diagnostics
# located inside node_modules/ (the .d.ts files of viem, abitype, hono and stellar-sdk types that our entry points
# re-export because public signatures use them) are third-party and only counted.
# Usage: DENO="npx -y deno@2.9.6" bash node/doc_lint.sh   (DENO defaults to `deno`)
set -euo pipefail
cd "$(dirname "$0")/.."
DENO=${DENO:-deno}
# shellcheck disable=SC2086
entries=$($DENO eval --quiet 'console.log(Object.values(JSON.parse(Deno.readTextFileSync("deno.json")).exports).join(" "))')
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# shellcheck disable=SC2086
if NO_COLOR=1 $DENO doc --lint $entries >"$log" 2>&1; then
  echo "doc lint clean: $entries"
  exit 0
fi
locations=$(grep -A1 -E '^error\[' "$log" | grep -E '^ *--> ' || true)
ours=$(printf '%s\n' "$locations" | grep -v '/node_modules/' | grep -c -- '-->' || true)
theirs=$(printf '%s\n' "$locations" | grep -c -- '/node_modules/' || true)
if [ "$ours" -eq 0 ] && [ "$theirs" -gt 0 ] && grep -qE '^error: Found [0-9]+ documentation lint error' "$log"; then
  echo "doc lint clean: $entries ($theirs diagnostics in third-party node_modules/ .d.ts files ignored)"
  exit 0
fi
# Print every diagnostic that is ours (and anything that is not a lint diagnostic at all).
awk '
  function flush() { if (block != "" && block !~ /--> [^\n]*\/node_modules\//) printf "%s", block; block = "" }
  /^error/ { flush() }
  { block = block $0 "\n" }
  END { flush() }
' "$log"
echo "doc lint: $ours diagnostics in this repository"
exit 1
