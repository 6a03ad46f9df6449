// The user-intents page schema parses its records with zod's JIT object parser (core/schemas/jit_objects.ts, for
// the history page's cost): these tests pin that it accepts, refuses and outputs exactly what the interpreted
// schema does, on a valid page and on each hostile record below.
import assert from "node:assert/strict";
import * as z from "../../../core/schemas/zod.ts";
import { userIntentsResponseSchema } from "../../../core/schemas/backend_intents.ts";
import { intentRecordSchema } from "../../../core/schemas/intent_record.ts";

const count = z.number().check(z.int(), z.nonnegative());
/** The same schema, not compiled. */
const interpreted = z.object({
  total: count,
  offset: count,
  limit: count,
  items: z.array(intentRecordSchema),
});

const record = () => ({
  intentHash: `0x${"11".repeat(32)}`,
  txHash: `0x${"22".repeat(32)}`,
  chainId: 146,
  open: false,
  intent: {
    intentId: "7",
    creator: "0x7F11F47dC22b6990F31F6fEF89281A27B54BCaa8",
    inputToken: "0x72E852545B024ddCbc5b70C1bCBDAA025164259C",
    outputToken: "0x9D58508AD10d34048a11640735Ca5075bbA07b35",
    inputAmount: "1000000",
    minOutputAmount: "1",
    deadline: "0",
    allowPartialFill: false,
    srcChain: 30,
    dstChain: 4,
    srcAddress: "0xae72a48c1a36bd18af168541c53037965d26e4a8",
    dstAddress: "0xae72a48c1a36bd18af168541c53037965d26e4a8",
    solver: "0x0000000000000000000000000000000000000000",
    data: "0x",
  },
  intentState: { exists: true, remainingInput: "0", receivedOutput: "1", pendingPayment: false },
  fills: [{
    fillTxHash: `0x${"33".repeat(32)}`,
    inputAmount: "1000000",
    outputAmount: 1,
    timestamp: 1795967385,
  }],
  logIndex: 0,
  blockNumber: 28741785,
  events: [],
});
const page = (items: unknown[]) => ({ total: items.length, offset: 0, limit: 50, items });

/** Each hostile change of one record (or of the page). */
const HOSTILE: Array<[string, (r: ReturnType<typeof record>) => unknown]> = [
  ["intentHash a number", (r) => ({ ...r, intentHash: 1 })],
  ["txHash missing", ({ txHash: _, ...r }) => r],
  ["open a string", (r) => ({ ...r, open: "false" })],
  ["chainId Infinity-like string", (r) => ({ ...r, chainId: "146" })],
  ["blockNumber null", (r) => ({ ...r, blockNumber: null })],
  ["intent not an object", (r) => ({ ...r, intent: [] })],
  ["intent.srcChain a string", (r) => ({ ...r, intent: { ...r.intent, srcChain: "30" } })],
  ["intent.data missing", (r) => ({ ...r, intent: { ...r.intent, data: undefined } })],
  ["remainingInput negative", (r) => ({ ...r, intentState: { ...r.intentState, remainingInput: "-1" } })],
  [
    "remainingInput above 2^256-1",
    (r) => ({ ...r, intentState: { ...r.intentState, remainingInput: "9".repeat(78) } }),
  ],
  [
    "remainingInput 79 digits",
    (r) => ({ ...r, intentState: { ...r.intentState, remainingInput: "1".repeat(79) } }),
  ],
  ["remainingInput hex", (r) => ({ ...r, intentState: { ...r.intentState, remainingInput: "0x10" } })],
  ["remainingInput exponent", (r) => ({ ...r, intentState: { ...r.intentState, remainingInput: "1e3" } })],
  [
    "receivedOutput unsafe number",
    (r) => ({ ...r, intentState: { ...r.intentState, receivedOutput: 2 ** 60 } }),
  ],
  ["receivedOutput fraction", (r) => ({ ...r, intentState: { ...r.intentState, receivedOutput: 1.5 } })],
  ["pendingPayment missing", (r) => ({ ...r, intentState: { ...r.intentState, pendingPayment: undefined } })],
  ["fills an object", (r) => ({ ...r, fills: {} })],
  ["a fill's outputAmount negative", (r) => ({ ...r, fills: [{ ...r.fills[0], outputAmount: -1 }] })],
  ["a fill's timestamp a fraction", (r) => ({ ...r, fills: [{ ...r.fills[0], timestamp: 1.5 }] })],
  ["a fill null", (r) => ({ ...r, fills: [null] })],
  ["events not an array", (r) => ({ ...r, events: "[]" })],
  ["the record null", () => null],
];

Deno.test("user-intents page: the JIT schema outputs what the interpreted one does (bigints revived, fills defaulted)", () => {
  const { fills: _, ...withoutFills } = record();
  const body = page([record(), withoutFills, {
    intentHash: "0x01",
    txHash: "0x02",
    chainId: 146,
    open: true,
  }]);
  const compiled = z.safeParse(userIntentsResponseSchema, body);
  const plain = z.safeParse(interpreted, body);
  assert.ok(compiled.success && plain.success);
  assert.deepEqual(compiled.data, plain.data);
  assert.equal(compiled.data.items[0].intentState?.receivedOutput, 1n);
  assert.deepEqual(compiled.data.items[1].fills, []);
});

Deno.test("user-intents page: the JIT schema refuses each hostile record with the interpreted schema's issues", () => {
  for (const [name, change] of HOSTILE) {
    const body = page([record(), change(record())]);
    const compiled = z.safeParse(userIntentsResponseSchema, body);
    const plain = z.safeParse(interpreted, body);
    assert.ok(!plain.success, `${name}: the interpreted schema accepts it`);
    assert.ok(!compiled.success, `${name}: the JIT schema accepts it`);
    assert.deepEqual(compiled.error.issues, plain.error.issues, name);
  }
});

Deno.test("user-intents page: the JIT schema refuses a hostile page envelope with the interpreted schema's issues", () => {
  const bodies: unknown[] = [
    { ...page([]), total: -1 },
    { ...page([]), offset: 1.5 },
    { ...page([]), limit: "50" },
    { ...page([]), items: {} },
    [],
    null,
  ];
  for (const body of bodies) {
    const compiled = z.safeParse(userIntentsResponseSchema, body);
    const plain = z.safeParse(interpreted, body);
    assert.ok(!compiled.success && !plain.success, JSON.stringify(body));
    assert.deepEqual(compiled.error.issues, plain.error.issues, JSON.stringify(body));
  }
});
