// Expected values come from Deno's own WHATWG URL parser (`new URL`), which the fast split must always match.
import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { urlPath } from "../../../simulator/scenarios/url_path.ts";

const URLS = [
  "http://127.0.0.1:8787/v1/be/oracle/candles?symbol=BTC&interval=1m&from=1700000040&to=1700006040",
  "http://127.0.0.1:8787/",
  "http://127.0.0.1:8787/?",
  "http://127.0.0.1:8787/rpc/0x2105.base",
  "http://h/__sim/recording",
  "http://h/a/../__sim/recording",
  "http://h/a/./b",
  "http://h/a/.",
  "http://h/a/..",
  "http://h/a/.hidden/..x",
  "http://h/%2e%2e/__sim/snapshot",
  "http://h/a%2fb",
  "http://h/a\\b",
  "http://h/a b",
  "http://h/a{b}`c^d|e[f]",
  "http://h/a?b c&d='x'&e=\"y\"&f=<z>",
  "http://h/a?q=%20&r=`{}\\|^[]",
  "http://h/a#frag?x",
  "http://h/a?x#frag",
  "http://h/é?ü=1",
  "https://user:pw@h:1/p;x=1?y",
  "http://h?x/y",
  "http://h#x/y",
  "http://h\\x/y",
  "HTTP://H/Upper",
  "http://h/\t/a",
];

Deno.test("urlPath gives URL.pathname and URL.search for plain and tricky URLs alike", () => {
  for (const url of URLS) {
    const parsed = new URL(url);
    assert.deepEqual(urlPath(url), { pathname: parsed.pathname, search: parsed.search }, url);
  }
});

Deno.test("urlPath throws as new URL does on a relative URL", () => {
  assert.throws(() => urlPath("/relative"), TypeError);
});

Deno.test("urlPath agrees with new URL on random paths and queries of URL-significant characters", () => {
  const piece = fc.constantFrom(
    "a",
    "Z",
    "0",
    ".",
    "..",
    "/",
    "%",
    "%2e",
    "?",
    "#",
    "\\",
    " ",
    "'",
    '"',
    "<",
    "`",
    "{",
    "^",
    "|",
    "[",
    "é",
    ";",
    "=",
    "&",
    "@",
    ":",
    "~",
    "\t",
  );
  const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));
  fc.assert(
    fc.property(text, text, (path, query) => {
      const url = `http://127.0.0.1:8787/${path}?${query}`;
      const parsed = new URL(url);
      assert.deepEqual(urlPath(url), { pathname: parsed.pathname, search: parsed.search }, url);
    }),
    { numRuns: 2000 },
  );
});
