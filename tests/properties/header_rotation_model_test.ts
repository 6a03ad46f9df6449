/**
 * Model-based test (fast-check async commands) of key rotation (docs/rules/auth.md#key-precedence,
 * docs/rules/auth.md#sponsoring-key, docs/rules/auth.md#key-rotation): generated sequences of
 * `backendApi.setHeaders`, `sponsoring.setHeaders` and calls to the data API, the swaps API, the solver
 * (through `getStatus`), the oracle and sponsoring, with and without per-call keys; after each call, the
 * `x-api-key` the simulator-bound fetch saw must be the one the model of docs/rules/auth.md selects.
 */
import fc from "fast-check";
import "../_fc_seed.ts";
import { type CallKeys, type KeyConfig, keyConfigArb, keyOptions, keyViolations } from "./_api_keys.ts";
import { propertyTest, settle, type VirtualClock, withVirtualTime } from "./_harness.ts";
import { createWorld, type World } from "./_sim.ts";

const HASH = `0x${"ef".repeat(32)}`;
const NAMES = ["x-api-key", "X-API-KEY", "X-Api-Key"] as const;
const KEYS = ["", "k-rot-1", "k-rot-2"] as const;

interface Real {
  world: World;
  clock: VirtualClock;
}

class SetBackendHeaders implements fc.AsyncCommand<KeyConfig, Real> {
  constructor(readonly name: string, readonly value: string) {}
  check = (): boolean => true;
  run(m: KeyConfig, r: Real): Promise<void> {
    r.world.client.backendApi.setHeaders({ [this.name]: this.value, "x-trace": "t" });
    m.header = { name: this.name, value: this.value };
    return Promise.resolve();
  }
  toString = (): string => `backendApi.setHeaders(${this.name}: ${JSON.stringify(this.value)})`;
}

class SetSponsoringHeaders implements fc.AsyncCommand<KeyConfig, Real> {
  constructor(readonly name: string, readonly value: string) {}
  check = (): boolean => true;
  run(m: KeyConfig, r: Real): Promise<void> {
    r.world.client.sponsoring.setHeaders({ [this.name]: this.value });
    m.sponsoringHeader = this.value;
    return Promise.resolve();
  }
  toString = (): string => `sponsoring.setHeaders(${this.name}: ${JSON.stringify(this.value)})`;
}

type Target = "record" | "swapStatus" | "oracle" | "solverStatus" | "sponsoring";

class Call implements fc.AsyncCommand<KeyConfig, Real> {
  constructor(readonly target: Target, readonly call: CallKeys) {}
  check = (): boolean => true;
  async run(m: KeyConfig, r: Real): Promise<void> {
    const { client, sent } = r.world;
    const before = sent.length;
    const headers = this.call.header === undefined ? undefined : { "X-Api-Key": this.call.header };
    const o = { apiKey: this.call.apiKey, headers };
    const calls: Record<Target, () => Promise<unknown>> = {
      record: () => client.backendApi.getIntentByTxHash(HASH, o),
      swapStatus: () =>
        client.backendApi.getSubmitSwapTxStatus({ txHash: HASH, srcChainKey: "0x2105.base" }, o),
      oracle: () => client.backendApi.getOracleMarkets(o),
      solverStatus: () => client.swaps.getStatus({ intent_tx_hash: HASH }),
      sponsoring: () => client.sponsoring.getStellarSponsorConfig(o),
    };
    await settle(r.clock, calls[this.target](), 120_000);
    const mine = sent.slice(before);
    if (mine.length === 0) throw new Error(`${this} sent nothing`);
    const perCall = this.target === "solverStatus" ? {} : this.call;
    const violations = keyViolations(mine, m, perCall);
    if (violations.length > 0) throw new Error(violations.join("\n"));
  }
  toString = (): string => `${this.target}(${JSON.stringify(this.call)})`;
}

const callKeysArb: fc.Arbitrary<CallKeys> = fc.record({
  header: fc.constantFrom(undefined, undefined, "", "k-call-hdr"),
  apiKey: fc.constantFrom(undefined, undefined, "", "k-call"),
});

const commands = [
  fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom(...KEYS)).map(([n, v]) => new SetBackendHeaders(n, v)),
  fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom(...KEYS)).map(([n, v]) =>
    new SetSponsoringHeaders(n, v)
  ),
  fc.tuple(
    fc.constantFrom<Target>("record", "swapStatus", "oracle", "solverStatus", "sponsoring"),
    callKeysArb,
  ).map(([t, c]) => new Call(t, c)),
];

propertyTest("backendApi and sponsoring header rotation against a model", () =>
  fc.asyncProperty(
    fc.integer({ min: 1, max: 2 ** 30 }),
    keyConfigArb,
    fc.commands(commands, { maxCommands: 10 }),
    async (seed, keys, cmds) => {
      await withVirtualTime(async (clock) => {
        const world = createWorld({ seed, client: keyOptions(keys, "http://sim.local/v1") });
        try {
          const model: KeyConfig = structuredClone(keys);
          await fc.asyncModelRun(() => ({ model, real: { world, clock } }), cmds);
        } finally {
          world.sim.close();
        }
      });
    },
  ));
