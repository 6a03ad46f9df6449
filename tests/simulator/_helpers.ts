/**
 * Shared helpers of the simulator tests: an in-process simulator on a manual clock, JSON requests, and intents.
 * @module
 */
import { createSimulatorApp, type SimulatorApp } from "../../simulator/app.ts";
import type { SimulatorOptions } from "../../simulator/options.ts";
import { createManualClock, type ManualClock } from "../../simulator/state/clock.ts";
import type { LedgerIntent } from "../../simulator/state/types.ts";

/** A simulator on a manual clock. */
export interface TestSim extends SimulatorApp {
  clock: ManualClock;
}

/** Creates an in-process simulator on a manual clock (preset `calm` unless given). */
export function makeSim(options: SimulatorOptions = {}): TestSim {
  const clock = createManualClock(1_700_000_000_000);
  const sim = createSimulatorApp({ clock, ...options });
  return Object.assign(sim, { clock });
}

/** A JSON answer: status, parsed body (or the text when not JSON) and headers. */
export interface JsonAnswer {
  status: number;
  // deno-lint-ignore no-explicit-any
  body: any;
  headers: Headers;
}

async function read(res: Response): Promise<JsonAnswer> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, headers: res.headers };
}

/** GET a path in-process. */
export async function get(
  sim: SimulatorApp,
  path: string,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  return await read(await sim.fetch(path, { headers }));
}

/** POST a JSON body (a string is sent verbatim) in-process. */
export async function post(
  sim: SimulatorApp,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return await read(
    await sim.fetch(path, {
      method: "POST",
      body: text,
      headers: { "content-type": "application/json", ...headers },
    }),
  );
}

/** A hub-compatible intent. */
export function sampleIntent(overrides: Partial<LedgerIntent> = {}): LedgerIntent {
  return {
    intentId: 7n,
    creator: "0x1111111111111111111111111111111111111111",
    inputToken: "0x29219dd400f2Bf60E5a23d13Be72B486D4038894",
    outputToken: "0x50c42dEAcD8Fc9773493ED674b675bE577f2634b",
    inputAmount: 1_000_000n,
    minOutputAmount: 300_000_000_000_000n,
    deadline: 0n,
    allowPartialFill: false,
    srcChain: 30n,
    dstChain: 146n,
    srcAddress: "0x2222222222222222222222222222222222222222",
    dstAddress: "0x3333333333333333333333333333333333333333",
    solver: "0x0000000000000000000000000000000000000000",
    data: "0x",
    ...overrides,
  };
}

/** A 32-byte hex hash made of one repeated byte. */
export function hash(byte: string): string {
  return `0x${byte.repeat(32)}`;
}
