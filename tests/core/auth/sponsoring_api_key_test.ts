import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { isGatewayTarget, resolveSponsoringHeaders } from "../../../core/auth/mod.ts";

const GW = "https://api.sodax.com/v1";
const settings = (baseURL: string, apiKey?: string) => ({ baseURL, headers: {}, apiKey });

Deno.test("the sponsoring key rule of docs/rules/auth.md#sponsoring-key, request by request", () => {
  const table: [string, Parameters<typeof resolveSponsoringHeaders>[0], string | undefined][] = [
    ["packaged gateway inherits the global key", { settings: settings(GW), globalApiKey: "g" }, "g"],
    ["own key wins on the gateway", { settings: settings(GW, "own"), globalApiKey: "g" }, "own"],
    ["own key wins on a custom origin", {
      settings: settings("https://sp.example", "own"),
      globalApiKey: "g",
    }, "own"],
    ["custom origin never gets the global key", {
      settings: settings("https://sp.example"),
      globalApiKey: "g",
    }, undefined],
    [
      "the resolved shared root counts as a gateway",
      { settings: settings("http://127.0.0.1:9"), globalApiKey: "g", sharedRoot: "http://127.0.0.1:9/" },
      "g",
    ],
    [
      "a per-call override to a custom origin drops the global key",
      { settings: settings(GW), globalApiKey: "g", override: { baseURL: "https://sp.example" } },
      undefined,
    ],
    [
      "a per-call override to the gateway brings it back",
      { settings: settings("https://sp.example"), globalApiKey: "g", override: { baseURL: `${GW}/be` } },
      "g",
    ],
    [
      "an explicit per-request key is sent anywhere",
      { settings: settings("https://sp.example"), globalApiKey: "g", override: { apiKey: "req" } },
      "req",
    ],
    ["empty global key is unset", { settings: settings(GW), globalApiKey: "" }, undefined],
    ["a different gateway version is not the packaged gateway", {
      settings: settings("https://api.sodax.com/v2"),
      globalApiKey: "g",
    }, undefined],
  ];
  for (const [name, params, expected] of table) {
    assert.equal(resolveSponsoringHeaders(params)["x-api-key"], expected, name);
  }
});

Deno.test("isGatewayTarget ignores case of the origin, trailing slash and a trailing /be", () => {
  assert.ok(isGatewayTarget("HTTPS://API.SODAX.COM/v1/", undefined));
  assert.ok(isGatewayTarget("https://api.sodax.com/v1/be", undefined));
  assert.ok(!isGatewayTarget("https://api.sodax.com", undefined));
  assert.ok(!isGatewayTarget("not a url", "not a url"));
});

const customOrigin = fc.tuple(
  fc.constantFrom("http", "https"),
  fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/),
  fc.constantFrom(".example", ".test", ".local"),
  fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
  fc.constantFrom("", "/v1", "/sponsor", "/v1/be"),
).map(([proto, name, tld, port, path]) =>
  `${proto}://${name}${tld}${port === undefined ? "" : `:${port}`}${path}`
);

Deno.test("a custom sponsoring origin never receives the global key", () => {
  fc.assert(fc.property(
    customOrigin,
    fc.option(customOrigin, { nil: undefined }),
    fc.string({ minLength: 1, maxLength: 8 }),
    fc.option(fc.constantFrom(GW, "http://127.0.0.1:8080"), { nil: undefined }),
    (configured, perCall, globalApiKey, sharedRoot) => {
      const h = resolveSponsoringHeaders({
        settings: settings(configured),
        globalApiKey,
        sharedRoot,
        override: perCall === undefined ? undefined : { baseURL: perCall },
      });
      return h["x-api-key"] === undefined;
    },
  ));
});
