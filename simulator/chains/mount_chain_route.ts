/**
 * `mountChainRoute`: puts one {@link ChainRoute} of a chain node on a hono app: a sub-app with `app.route`, a
 * handler with `app.all` or `app.post`. The one way the simulator mounts every chain.
 *
 * @example Mount a handler and a sub-app
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { mountChainRoute } from "./mount_chain_route.ts";
 * const app = new Hono();
 * mountChainRoute(app, { path: "/rpc/:chainKey", method: "post", handle: (c) => c.text(c.req.param("chainKey") ?? "") });
 * mountChainRoute(app, { path: "/near", app: new Hono().post("/", (c) => c.text("near")) });
 * assert.equal(await (await app.request("/rpc/sonic", { method: "POST" })).text(), "sonic");
 * assert.equal(await (await app.request("/near", { method: "POST" })).text(), "near");
 * ```
 * @module
 */
import type { Hono } from "hono";
import type { ChainRoute } from "./chain_module.ts";

/**
 * Mounts `route` on `app`.
 *
 * @param app the root app or the gateway
 * @param route the route
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { mountChainRoute } from "./mount_chain_route.ts";
 * const app = new Hono();
 * mountChainRoute(app, { path: "/x/*", method: "all", handle: (c) => c.text("x") });
 * assert.equal(await (await app.request("/x/y")).text(), "x");
 * ```
 */
// deno-lint-ignore no-explicit-any
export function mountChainRoute(app: Hono<any>, route: ChainRoute): void {
  if ("app" in route) app.route(route.path, route.app);
  else if (route.method === "post") app.post(route.path, route.handle);
  else app.all(route.path, route.handle);
}
