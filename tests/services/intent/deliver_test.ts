/**
 * The intent lifecycle's delivery step: the backend job first, the client's own verification and relay only
 * when the job did not reach `solved` for a reason other than an abort, and the events in order.
 */
import assert from "node:assert/strict";
import { ConfigService } from "../../../core/config/mod.ts";
import { ClientError } from "../../../core/errors.ts";
import { err, ok } from "../../../core/result.ts";
import type { SpokeAdapter } from "../../../chains/spoke/spoke_adapter.ts";
import type { ServiceDeps } from "../../../services/deps/service_deps.ts";
import { type BackendJob, deliverIntent, type DeliveryPlan } from "../../../services/intent/deliver.ts";

const HUB_TX = `0x${"cd".repeat(32)}`;
const SRC_TX = `0x${"ab".repeat(32)}`;

function deps(): ServiceDeps {
  return {
    config: new ConfigService({}),
    backendApi: {} as ServiceDeps["backendApi"],
    spokes: {} as ServiceDeps["spokes"],
    hub: {} as ServiceDeps["hub"],
    sleep: () => Promise.resolve(),
  } as ServiceDeps;
}

function plan(
  backend: BackendJob<{ hub: string }> | undefined,
  events: string[],
  verified: { count: number },
): DeliveryPlan<{ hub: string }> {
  const adapter = {
    verifyTxHash: () => {
      verified.count++;
      return Promise.resolve(ok(true));
    },
  } as unknown as SpokeAdapter;
  return {
    label: "swap",
    subject: "source transaction",
    relayErrorStyle: "swap",
    adapter,
    // The hub is the source: the client path verifies and needs no relayer.
    srcChainKey: "sonic",
    srcTxHash: SRC_TX,
    relayData: { address: "0x", payload: "0x" },
    timeoutMs: 10_000,
    signal: undefined,
    backend,
    emit: (event) => events.push(event.phase),
  };
}

const solvedJob: BackendJob<{ hub: string }> = {
  submit: () => Promise.resolve(ok({ success: true, message: "ok" })),
  status: () => Promise.resolve(ok({ status: "solved", result: { hub: HUB_TX } })),
  hubTxHashOf: (result) => result.hub,
};

Deno.test("deliverIntent takes the backend job's hub transaction and never verifies when the job solves", async () => {
  const events: string[] = [];
  const verified = { count: 0 };
  const delivered = await deliverIntent(deps(), plan(solvedJob, events, verified));
  assert.ok(delivered.ok && delivered.value.path === "backend");
  assert.equal(delivered.value.hubTxHash, HUB_TX);
  assert.deepEqual(events, ["submitted", "backendStatus"]);
  assert.equal(verified.count, 0);
});

Deno.test("deliverIntent falls back to verify and relay when the backend refuses, keeping the backend's error", async () => {
  const events: string[] = [];
  const verified = { count: 0 };
  const refused: BackendJob<{ hub: string }> = {
    ...solvedJob,
    submit: () => Promise.resolve(ok({ success: false, message: "busy" })),
  };
  const delivered = await deliverIntent(deps(), plan(refused, events, verified));
  assert.ok(delivered.ok && delivered.value.path === "client");
  assert.equal(delivered.value.hubTxHash, SRC_TX);
  assert.equal(delivered.value.backendError?.code, "EXTERNAL_API_ERROR");
  assert.deepEqual(events, ["fallback", "verified"]);
  assert.equal(verified.count, 1);
});

Deno.test("deliverIntent stops on an aborted backend attempt without falling back", async () => {
  const events: string[] = [];
  const verified = { count: 0 };
  const aborted: BackendJob<{ hub: string }> = {
    ...solvedJob,
    submit: () => Promise.resolve(err(new ClientError("ABORTED", "aborted"))),
  };
  const delivered = await deliverIntent(deps(), plan(aborted, events, verified));
  assert.ok(!delivered.ok && delivered.error.error.code === "ABORTED");
  assert.equal(delivered.error.backendError, undefined);
  assert.deepEqual(events, []);
  assert.equal(verified.count, 0);
});

Deno.test("deliverIntent without a backend job goes straight to verification", async () => {
  const events: string[] = [];
  const verified = { count: 0 };
  const delivered = await deliverIntent(deps(), plan(undefined, events, verified));
  assert.ok(delivered.ok && delivered.value.path === "client" && delivered.value.backendError === undefined);
  assert.deepEqual(events, ["verified"]);
  assert.equal(verified.count, 1);
});
