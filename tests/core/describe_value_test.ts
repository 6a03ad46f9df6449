// describeValue and describeThrown never throw, whatever they are given.
import assert from "node:assert/strict";
import { describeThrown, describeType, describeValue } from "../../core/describe_value.ts";
import { revokedProxy, throwingConversions, throwingProxy } from "../properties/_public_surface.ts";

Deno.test("describeValue of hostile values is a placeholder, not a throw", () => {
  assert.equal(describeValue(revokedProxy()), "[object]");
  assert.equal(describeValue(throwingProxy()), "[object]");
  assert.equal(describeValue(throwingConversions()), "[object]");
  assert.equal(describeValue([1, 2]), "[array(2)]");
  assert.equal(describeValue("x".repeat(500)).length, 200);
});

Deno.test("describeThrown names an error by its name and message, and survives a hostile one", () => {
  assert.equal(
    describeThrown(new RangeError("Maximum call stack size exceeded")),
    "RangeError: Maximum call stack size exceeded",
  );
  const e = new Error("x");
  Object.defineProperty(e, "message", {
    get: () => {
      throw new Error("no");
    },
  });
  assert.equal(describeThrown(e), "[object]");
  assert.equal(describeThrown(revokedProxy()), "[object]");
});

Deno.test("describeType says what was given", () => {
  assert.equal(describeType(1_000_000), "a number");
  assert.equal(describeType("1000000"), "a string");
  assert.equal(describeType(null), "null");
  assert.equal(describeType(revokedProxy()), "an object");
});
