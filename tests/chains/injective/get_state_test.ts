/**
 * `getState` of the Injective sub-path against the simulator's LCD: the asset manager's `get_state` smart query
 * answers its connection, rate limit, the hub's asset manager and relay chain id; another contract is a 404 and a
 * query the contract does not know is refused, as values.
 * @module
 */
import assert from "node:assert/strict";
import { getAddress } from "viem";
import { getState } from "../../../chains/injective/mod.ts";
import { XSwap } from "../../../services/client/xswap.ts";
import { createSimulatorApp } from "../../../simulator/mod.ts";

Deno.test("getState() reads the asset manager's State from the simulated LCD: the configured contracts, the hub's asset manager and chain id", async () => {
  const sim = createSimulatorApp({ preset: "instant" });
  try {
    const instance = new XSwap({ ...sim.clientConfig, fetch: sim.fetch }).instanceConfig;
    const addresses = instance.chains["injective-1"].addresses as Record<string, string>;
    const restUrl = `${sim.urls.origin}/injective`;
    const state = await getState(restUrl, addresses.assetManager!, { fetch: sim.fetch });
    assert.ok(state.ok, state.ok ? "" : state.error.message);
    assert.equal(state.value.connection, addresses.connection);
    assert.equal(state.value.rateLimit, addresses.rateLimit);
    assert.equal(
      getAddress(state.value.hubAssetManager),
      getAddress(instance.hub.addresses.assetManager),
    );
    assert.equal(state.value.hubChainId, 146n);
  } finally {
    sim.close();
  }
});

Deno.test("The simulated LCD answers 404 for a contract it does not run and refuses an unknown query with the contract's message", async () => {
  const sim = createSimulatorApp({ preset: "instant" });
  try {
    const restUrl = `${sim.urls.origin}/injective`;
    const other = await getState(restUrl, "inj1eexvfglsptxwfj9hft96xcnsdrvr7d7dalcm8w", { fetch: sim.fetch });
    assert.ok(!other.ok && other.error.context.status === 404);
    const query = encodeURIComponent(btoa(JSON.stringify({ get_config: {} })));
    const res = await sim.fetch(
      `${restUrl}/cosmwasm/wasm/v1/contract/inj1dg6tm62uup53wn2kn97caeqfwt0sukx3qjk8rw/smart/${query}`,
    );
    assert.equal(res.status, 400);
    const body = await res.json();
    assert.equal(body.code, 2);
    assert.match(body.message, /unknown variant `get_config`/);
  } finally {
    sim.close();
  }
});
