/**
 * `ClientError.context` is typed per code: narrowing on `error.code` narrows `error.context`. The first half of
 * this file is checked by the compiler only (`deno check`): each `@ts-expect-error` line must fail to compile, and
 * each assignment must compile. The tests below pin the same keys on errors the library builds.
 * @module
 */
import assert from "node:assert/strict";
import {
  ClientError,
  clientError,
  type ClientErrorOf,
  type ErrorContextOf,
  inPhase,
  type RelayFailureCode,
  type ResumeTokenContext,
  type SponsoringNextAction,
} from "../../core/errors.ts";
import type { SolverErrorResponse } from "../../core/schemas/solver.ts";
import { getPacket, mapRelayError, type RelayErrorCode } from "../../services/relay/mod.ts";
import type { NextAction } from "../../services/sponsoring/mod.ts";
import { relayError } from "../../services/hub/phase_error.ts";
import { solverFailure } from "../../services/solver/solver_failure.ts";
import { stubRelayer } from "../services/relay/_stub_relayer.ts";

// ---- type level ----------------------------------------------------------------------------------------------

/** Compiles only when `A` and `B` are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
const same = <T extends true>(): T | undefined => undefined;

// The relay layer's and the sponsoring service's names are the core types.
same<Equal<RelayErrorCode, RelayFailureCode>>();
same<Equal<NextAction, SponsoringNextAction>>();

function narrowsOnCode(error: ClientError): void {
  if (error.code === "RELAY_TIMEOUT") {
    same<Equal<typeof error, ClientErrorOf<"RELAY_TIMEOUT">>>();
    const relayCode: RelayFailureCode | undefined = error.context.relayCode;
    void relayCode;
  }
  if (error.code === "RELAY_FAILED") {
    const code: RelayFailureCode | undefined = error.context.relayCode;
    const message: string | undefined = error.context.relayMessage;
    void code, message;
  }
  if (error.code === "EXTERNAL_API_ERROR") {
    const solverCode: number | undefined = error.context.solverCode;
    const detail: SolverErrorResponse["detail"] | undefined = error.context.solverDetail;
    const relayCode: RelayFailureCode | undefined = error.context.relayCode;
    const status: number | undefined = error.context.status;
    void solverCode, detail, relayCode, status;
  }
  if (error.code === "ACTIVATION_FAILED") {
    const serverCode: string | undefined = error.context.serverCode;
    void serverCode;
  }
  // Keys every code may carry.
  const phase: string | undefined = error.context.phase;
  const token: ResumeTokenContext | undefined = error.context.resumeToken;
  const next: SponsoringNextAction | undefined = error.context.nextAction;
  // The shared detail keys read on any code; another detail key needs the code narrowed first.
  const src: unknown = error.context.srcChainKey;
  // @ts-expect-error walletCode is WALLET_ERROR's detail key, not every code's
  const notNarrowed: unknown = error.context.walletCode;
  const detail: unknown = error.code === "WALLET_ERROR" ? error.context.walletCode : undefined;
  // @ts-expect-error the context is closed: a misspelt key is refused
  const other: unknown = error.context.anythingElse;
  // a key of another code reads as undefined there: set only on its own code
  const hint: readonly string[] | undefined = error.context.validKeys;
  void phase, token, next, src, notNarrowed, detail, other, hint;
}
void narrowsOnCode;

function refusesWrongKeys(): void {
  // @ts-expect-error relayCode is one of the relay tags
  new ClientError("RELAY_TIMEOUT", "RELAY_TIMEOUT", { context: { relayCode: "NOPE" } });
  // @ts-expect-error status is a number
  clientError("HTTP_REQUEST_FAILED", "x", { status: "503" });
  // @ts-expect-error phase is text
  clientError("UNKNOWN", "x", { phase: 3 });
  // @ts-expect-error solverDetail is the solver's detail object
  const bad: ErrorContextOf<"EXTERNAL_API_ERROR"> = { solverDetail: "refused" };
  void bad;
  // @ts-expect-error a key the library does not declare is refused (the context is closed)
  clientError("HTTP_REQUEST_FAILED", "x", { status: 503, endpoint: "/quote" });
  // @ts-expect-error a key of another code is refused
  clientError("HTTP_REQUEST_FAILED", "x", { validKeys: [] });
  // @ts-expect-error a detail key moved to its one code (nodeCode: SUBMIT_TX_FAILED) is refused on another
  clientError("NETWORK_ERROR", "x", { nodeCode: 7 });
  // ... and accepted on its own
  clientError("SUBMIT_TX_FAILED", "x", { nodeCode: 7 });
  // @ts-expect-error sentTxHash belongs to WALLET_ERROR
  new ClientError("INTENT_CREATION_FAILED", "x", { context: { sentTxHash: "0x1" } });
}
void refusesWrongKeys;

function keepsTheCode(error: ClientErrorOf<"SUBMIT_TX_FAILED">): ClientErrorOf<"SUBMIT_TX_FAILED"> {
  return inPhase(error, "submit", "supply");
}
void keepsTheCode;

// ---- runtime -------------------------------------------------------------------------------------------------

Deno.test("a swap's relay failure is EXTERNAL_API_ERROR whose context.relayCode is read after narrowing on code", () => {
  const timeout = new ClientError("RELAY_TIMEOUT", "RELAY_TIMEOUT", {
    context: { relayCode: "RELAY_TIMEOUT" },
  });
  const e: ClientError = mapRelayError(timeout, { style: "swap" });
  assert.ok(e.code === "EXTERNAL_API_ERROR");
  const relayCode: RelayFailureCode | undefined = e.context.relayCode;
  assert.equal(relayCode, "RELAY_TIMEOUT");
});

Deno.test("a hub service's relay failure keeps its relay code in context.relayCode and its phase", () => {
  const e: ClientError = relayError(new ClientError("SUBMIT_TX_FAILED", "SUBMIT_TX_FAILED"), "supply");
  assert.ok(e.code === "SUBMIT_TX_FAILED");
  assert.equal(e.context.relayCode, "SUBMIT_TX_FAILED");
  assert.equal(e.context.phase, "submit");
  assert.equal(e.context.action, "supply");
});

Deno.test("getPacket's {success: false} is RELAY_FAILED whose context.relayMessage is the relayer's message", async () => {
  const relayer = stubRelayer(() => () => Response.json({ success: false, message: "packet not found" }));
  const r = await getPacket({ chain_id: "30", tx_hash: "0xabc", conn_sn: "7" }, "http://relay.test/", {
    transport: { fetch: relayer.fetch },
  });
  assert.ok(!r.ok && r.error.code === "RELAY_FAILED");
  const message: string | undefined = r.error.context.relayMessage;
  assert.equal(message, "packet not found");
});

Deno.test("a solver refusal carries the solver's code and detail in context.solverCode and solverDetail", () => {
  const e: ClientError = solverFailure({ detail: { code: -4, message: "no path" } }, "POST_EXECUTION_FAILED");
  assert.ok(e.code === "EXTERNAL_API_ERROR");
  assert.equal(e.context.solverCode, -4);
  assert.equal(e.context.solverDetail?.message, "no path");
});

Deno.test("inPhase adds the phase and action and keeps the code, context and cause", () => {
  const cause = new Error("reset");
  const e = inPhase(
    clientError("NETWORK_ERROR", "connection reset", { url: "http://x/" }, cause),
    "lookup",
    "stake",
  );
  assert.deepEqual([e.code, e.context.phase, e.context.action, e.context.url, e.cause], [
    "NETWORK_ERROR",
    "lookup",
    "stake",
    "http://x/",
    cause,
  ]);
  assert.equal(inPhase(e, "relay").context.action, "stake");
});

Deno.test("instanceof ClientError holds for every code and a plain Error is not one", () => {
  assert.ok(clientError("UNKNOWN", "x") instanceof ClientError);
  assert.ok(new ClientError("WALLET_ERROR", "declined") instanceof Error);
  assert.ok(!(new Error("x") instanceof ClientError));
});
