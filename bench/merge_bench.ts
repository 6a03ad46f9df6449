/**
 * `deno task bench`: the merge path of our entry object with `Deno.bench` (ours only; the side-by-side
 * comparison with the reference SDK is `deno task bench:compare`).
 * @module
 */
import { DEFAULT_CLIENT_CONFIG } from "../core/config/default_config.ts";
import { toConfigAllPayload } from "../core/schemas/config_all.ts";
import { XSwap } from "../services/client/xswap.ts";
import { typicalOptions } from "./compare/merge.ts";

const typical = typicalOptions();
const payload = JSON.stringify(toConfigAllPayload(DEFAULT_CLIENT_CONFIG));
const client = new XSwap({
  fetch: () => Promise.resolve(new Response(payload, { headers: { "content-type": "application/json" } })),
});

Deno.bench({ name: "new XSwap()", group: "construct", baseline: true, fn: () => void new XSwap() });
Deno.bench({ name: "new XSwap(typical override)", group: "construct", fn: () => void new XSwap(typical) });
Deno.bench({
  name: "initialize() applying /be/config/all",
  group: "initialize",
  fn: async () => {
    const r = await client.initialize();
    if (!r.ok) throw r.error;
  },
});
