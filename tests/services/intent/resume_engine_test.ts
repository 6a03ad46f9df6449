/**
 * The intent lifecycle's one resume engine and one token family: every write's token keeps its JSON text, a
 * token of one write is refused by another's resume, and the engine runs a plan's phases in order (delivery of a
 * sent token, the checkpoint, the write's last step) with the furthest token on every failure.
 */
import assert from "node:assert/strict";
import { ClientError } from "../../../core/errors.ts";
import { err, ok } from "../../../core/result.ts";
import type { ServiceDeps } from "../../../services/deps/service_deps.ts";
import { type LifecycleEvent, resumeIntent, type ResumePlan } from "../../../services/intent/resume.ts";
import { parseCancelResumeToken } from "../../../services/swaps/cancel_resume.ts";
import { parseSwapResumeToken, serializeSwapResumeToken } from "../../../services/swaps/resume_token.ts";
import { parseBridgeResumeToken, serializeBridgeResumeToken } from "../../../services/bridge/resume_token.ts";

const SWAP_TEXT = '{"v":1,"kind":"swap","phase":"executed","srcChainKey":"solana","dstChainKey":"0x38.bsc",' +
  '"srcTxHash":"5x","hubTxHash":"0xcd","relayData":{"address":"0x01","payload":"0x02"},"intentHash":"0xef"}';
const BRIDGE_TEXT = '{"v":1,"kind":"bridge","phase":"relayed","srcChainKey":"0xa4b1.arbitrum",' +
  '"dstChainKey":"0x2105.base","srcTxHash":"0xab","hubTxHash":"0xcd"}';
const CANCEL_TEXT =
  '{"v":1,"kind":"cancel","phase":"sent","srcChainKey":"0x2105.base","dstChainKey":"sonic",' +
  '"srcTxHash":"0xab"}';

Deno.test("every write's token parses from its JSON text and serialises back to the same text", () => {
  const swap = parseSwapResumeToken(SWAP_TEXT);
  assert.ok(swap.ok);
  assert.equal(serializeSwapResumeToken(swap.value), SWAP_TEXT);
  const bridge = parseBridgeResumeToken(BRIDGE_TEXT);
  assert.ok(bridge.ok);
  assert.equal(serializeBridgeResumeToken(bridge.value), BRIDGE_TEXT);
  const cancel = parseCancelResumeToken(CANCEL_TEXT);
  assert.ok(cancel.ok && cancel.value.phase === "sent" && cancel.value.dstChainKey === "sonic");
});

Deno.test("a token of one write is refused by another write's parser, naming the kind", () => {
  for (
    const [parse, text] of [
      [parseSwapResumeToken, BRIDGE_TEXT],
      [parseBridgeResumeToken, CANCEL_TEXT],
      [parseCancelResumeToken, SWAP_TEXT],
    ] as const
  ) {
    const r = parse(text);
    assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
    assert.match(r.error.message, /bad token \(kind: /);
  }
});

Deno.test("a later phase's token without its hub tx is refused with the write's own issue", () => {
  const swap = parseSwapResumeToken({
    v: 1,
    kind: "swap",
    phase: "relayed",
    srcChainKey: "solana",
    srcTxHash: "5x",
  });
  assert.ok(!swap.ok && /a relayed or executed token carries hubTxHash/.test(swap.error.message));
  const bridge = parseBridgeResumeToken({ ...JSON.parse(BRIDGE_TEXT), hubTxHash: undefined });
  assert.ok(!bridge.ok && /a relayed token carries hubTxHash/.test(bridge.error.message));
});

interface HubToken {
  v: 1;
  kind: "bridge";
  phase: "deposited" | "relayed";
  srcChainKey: "sonic";
  srcTxHash: string;
  hubTxHash?: string | undefined;
}

/** A write from the hub (its source tx is its hub tx: delivery only verifies it). */
function hubPlan(
  finish: ResumePlan<HubToken, LifecycleEvent, HubToken>["finish"],
): ResumePlan<HubToken, LifecycleEvent, HubToken> {
  return {
    label: "bridge",
    subject: "bridge deposit",
    relayErrorStyle: "propagate",
    parse: (input) => ok(input as HubToken),
    sentPhase: "deposited",
    checkOptions: true,
    splitTxMessage: () => "no relay data",
    defaultTimeoutMs: 1_000,
    relayedCheckpoint: "afterDelivery",
    quietCheckpoint: true,
    solverStep: false,
    progress: (event) => event,
    finish,
  };
}

function hubDeps(verified: boolean): ServiceDeps {
  const adapter = {
    verifyTxHash: () =>
      Promise.resolve(verified ? ok(true) : err(new ClientError("NETWORK_ERROR", "node down"))),
  };
  return { spokes: { adapter: () => ok(adapter) } } as unknown as ServiceDeps;
}

const SENT: HubToken = { v: 1, kind: "bridge", phase: "deposited", srcChainKey: "sonic", srcTxHash: "0xab" };

Deno.test("the resume engine delivers a sent token, checkpoints it relayed, then runs the write's last step", async () => {
  const seen: string[] = [];
  const r = await resumeIntent(
    hubDeps(true),
    hubPlan((_deps, token) => {
      seen.push(`finish:${token.phase}:${token.hubTxHash}`);
      return Promise.resolve(ok(token));
    }),
    SENT,
    {
      onProgress: (event) => seen.push(`event:${event.phase}`),
      onCheckpoint: (token) => {
        seen.push(`checkpoint:${token.phase}`);
        throw new Error("a throwing checkpoint callback does not break the flow");
      },
    },
  );
  assert.ok(r.ok && r.value.phase === "relayed" && r.value.hubTxHash === "0xab");
  assert.deepEqual(seen, ["event:verified", "checkpoint:relayed", "finish:relayed:0xab"]);
});

Deno.test("the resume engine's failures carry the furthest token reached", async () => {
  const notVerified = await resumeIntent(hubDeps(false), hubPlan(() => Promise.reject()), SENT);
  assert.ok(!notVerified.ok && notVerified.error.code === "TX_VERIFICATION_FAILED");
  assert.equal(notVerified.error.context.resumeToken?.phase, "deposited");
  const lastStep = await resumeIntent(
    hubDeps(true),
    hubPlan(() => Promise.resolve(err(new ClientError("RELAY_TIMEOUT", "no packet")))),
    SENT,
  );
  assert.ok(!lastStep.ok && lastStep.error.code === "RELAY_TIMEOUT");
  assert.equal(lastStep.error.context.resumeToken?.phase, "relayed");
});

Deno.test("the resume engine checks the call's bounds only where the plan asks", async () => {
  const plan = hubPlan((_deps, token) => Promise.resolve(ok(token)));
  const checked = await resumeIntent(hubDeps(true), plan, SENT, { trackTimeout: -1 });
  assert.ok(!checked.ok && checked.error.code === "VALIDATION_FAILED");
  const unchecked = await resumeIntent(hubDeps(true), { ...plan, checkOptions: false }, SENT, {
    trackTimeout: -1,
  });
  assert.ok(unchecked.ok);
});
