/**
 * Bridge (Base USDC to Arbitrum) and sponsored Stellar account activation under generated faults, with the oracles
 * of the swap properties, on virtual time:
 * - nothing throws; every call settles within its virtual-time bound; no timer is left pending, no rejection
 *   goes unhandled (`withVirtualTime`);
 * - nothing is applied twice (`checkNoDoubleApply`: one deposit tx, one backend job, one relay packet; a
 *   mutation route reaches its handler again only after a lost answer);
 * - a failure carries a code of `ERROR_CODES` and a known phase; a bridge failure after the deposit tx was
 *   applied names its hash (nothing lost); an activation failure carries `context.nextAction`;
 * - nothing lost: after a failed activation, activating again (faults cleared) succeeds — `alreadyActive` when
 *   the sponsor had applied the first one (its answer lost);
 * - with no fault at all, both succeed.
 *
 * Faults: bursts of every kind (answers lost after the handler ran, as connection resets or gateway 502/504,
 * included) on the backend bridge submit-tx and its status, the relayer submit and polls, the source RPC, the
 * sponsor's config and accounts routes and Horizon; relay delays past the wait (RELAY_TIMEOUT), backend job
 * failures, sponsor sequence conflicts; a relayer that refuses the submission (SUBMIT_TX_FAILED).
 *
 * Replay: `FUZZ_SEED=<seed> FUZZ_PATH=<path> FUZZ_ONLY="bridge and sponsoring" deno task fuzz`.
 * @module
 */
import fc from "fast-check";
import "../_fc_seed.ts";
import { Keypair } from "@stellar/stellar-sdk";
import { createKeypairStellarWallet } from "../../chains/stellar/mod.ts";
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import { ERROR_CODES } from "../../core/errors.ts";
import { XSwap } from "../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../chains/evm/mod.ts";
import {
  createSimulatorApp,
  type FaultKind,
  type FaultSchedule,
  type SimulatorApp,
} from "../../simulator/mod.ts";
import { propertyTest, seededRandom, settle, withVirtualTime } from "./_harness.ts";
import { checkNoDoubleApply } from "./_oracles.ts";
import { BRIDGE_SPONSORING_PROPERTY, coverageTest, OutcomeCounts } from "./_coverage.ts";

const BRIDGE_ROUTES = [
  "POST /bridge/submit-tx",
  "GET /bridge/submit-tx/status",
  "POST /relayer#submit",
  "POST /relayer#get_transaction_packets",
  "POST /rpc/0x2105.base",
] as const;
const SPONSOR_ROUTES = [
  "POST /sponsorships/stellar/accounts",
  "GET /sponsorships/stellar/config",
  "GET /horizon/accounts/*",
] as const;
const KINDS: readonly FaultKind[] = ["keyVerification503", "error5xx", "drop", "stall", "lost", "lost"];

/** Bound of virtual time of one call before it counts as a hang. */
const HANG_MS = 30 * 60_000;

interface Scenario {
  seed: number;
  kind: "bridge" | "sponsoring";
  useBackend: boolean;
  timeoutMs: number;
  bursts: FaultSchedule[];
  /** Relay delay (executed), ms: past the wait it times out. */
  relayMs: number;
  /** The relayer refuses the submission (a 200 `{success: false}` answer). */
  relayRefused: boolean;
  backendFails: boolean;
  sequenceConflicts: number;
}

function burstArb(routes: readonly string[]): fc.Arbitrary<FaultSchedule> {
  return fc.record({
    route: fc.constantFrom(...routes),
    count: fc.integer({ min: 1, max: 3 }),
    fault: fc.constantFrom(...KINDS),
    status: fc.constantFrom(500, 502, 503, 504, 429),
    lostStatus: fc.constantFrom(undefined, 502, 504),
  }).map(({ status, lostStatus, ...b }) => ({
    ...b,
    // The source RPC: no stalls (viem's own timeout is not on the virtual clock's budget of this property).
    fault: b.fault === "stall" && b.route.startsWith("POST /rpc/") ? "drop" : b.fault,
    ...(b.fault === "error5xx" ? { status } : b.fault === "lost" && lostStatus ? { status: lostStatus } : {}),
  }));
}

const scenarioArb: fc.Arbitrary<Scenario> = fc.oneof(
  fc.record({
    seed: fc.integer({ min: 1, max: 2 ** 30 }),
    kind: fc.constant("bridge" as const),
    useBackend: fc.boolean(),
    timeoutMs: fc.integer({ min: 5_000, max: 60_000 }),
    bursts: fc.array(burstArb(BRIDGE_ROUTES), { maxLength: 3 }),
    relayMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 200_000 })),
    relayRefused: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, {
      weight: 1,
      arbitrary: fc.constant(true),
    }),
    backendFails: fc.boolean(),
    sequenceConflicts: fc.constant(0),
  }),
  fc.record({
    seed: fc.integer({ min: 1, max: 2 ** 30 }),
    kind: fc.constant("sponsoring" as const),
    useBackend: fc.constant(false),
    timeoutMs: fc.constant(0),
    bursts: fc.array(burstArb(SPONSOR_ROUTES), { maxLength: 3 }),
    relayMs: fc.constant(0),
    relayRefused: fc.constant(false),
    backendFails: fc.constant(false),
    sequenceConflicts: fc.integer({ min: 0, max: 3 }),
  }),
);

const outcomes = new OutcomeCounts(BRIDGE_SPONSORING_PROPERTY);
const KNOWN = new Set<string>(ERROR_CODES);

/** Hashes of the deposit txs the source chain applied (the ledger's event log). */
function appliedSpokeTxs(sim: SimulatorApp): string[] {
  return sim.ledger.events().filter((e) => e.type === "spoke_tx" && e.detail?.chainKey === "0x2105.base")
    .map((e) => e.ref);
}

function clientOf(sim: SimulatorApp, s: Scenario): XSwap {
  // A relayer that refuses every submission: its answer replaced by `{success: false}` (after it ran).
  const fetch = s.relayRefused
    ? async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const req = new Request(input, init);
      const isSubmit = req.url.includes("/relayer") && (await req.clone().text()).includes('"submit"');
      const res = await sim.fetch(req);
      if (!isSubmit || !res.ok) return res;
      await res.body?.cancel();
      return Response.json({ success: false, message: "relayer refused the submission (simulated)" });
    }
    : sim.fetch;
  const options = { ...sim.clientConfig, fetch, transport: { random: seededRandom(s.seed) } };
  return new XSwap({ ...options, bridge: { ...options.bridge, useBackendSubmitTx: s.useBackend } });
}

async function checkBridge(
  s: Scenario,
  sim: SimulatorApp,
  clock: Parameters<typeof settle>[0],
): Promise<string[]> {
  const client = clientOf(sim, s);
  const wallet = createPrivateKeyEvmWallet({
    privateKey: `0x${"0c".repeat(32)}`,
    rpcUrl: sim.urls.rpc("0x2105.base"),
    fetch: sim.fetch,
  });
  if (!wallet.ok) throw wallet.error;
  const usdc = (chain: string): string =>
    client.config.getSupportedSwapTokens(chain as SpokeChainKey).find((t) => t.symbol === "USDC")!.address;
  // setup: the wallet approved the Base asset manager earlier (allowances start at zero; the faults under test
  // are the bridge's, not the approval's)
  sim.context.balances.approve(
    "0x2105.base",
    await wallet.value.getAddress(),
    usdc("0x2105.base"),
    client.instanceConfig.chains["0x2105.base"].addresses.assetManager ?? "",
    5_000_000n,
  );
  const r = await settle(
    clock,
    client.bridge.bridge({
      params: {
        srcChainKey: "0x2105.base",
        srcAsset: usdc("0x2105.base"),
        amount: 5_000_000n,
        dstChainKey: "0xa4b1.arbitrum",
        dstAsset: usdc("0xa4b1.arbitrum"),
        recipient: "0x2222222222222222222222222222222222222222",
      },
      walletProvider: wallet.value,
      extras: { timeout: s.timeoutMs },
    }),
    HANG_MS,
  );
  const violations = [...checkNoDoubleApply(sim)];
  if (r.ok) {
    outcomes.record(`ok/${r.value.path}`);
    if (!r.value.dstTxHash.startsWith("0x")) violations.push("bridge ok without a hub tx hash");
    return violations;
  }
  const e = r.error;
  outcomes.record(`${e.code}/${String(e.context.phase)}`);
  if (!KNOWN.has(e.code)) violations.push(`unknown code ${e.code}`);
  const text = JSON.stringify(e.toJSON()).toLowerCase();
  for (const tx of appliedSpokeTxs(sim)) {
    if (!text.includes(tx.toLowerCase())) {
      violations.push(`a ${e.code} failure loses the applied deposit ${tx}`);
    }
  }
  const clean = s.bursts.length === 0 && !s.relayRefused && s.relayMs < s.timeoutMs / 2;
  if (clean) violations.push(`no fault, yet the bridge failed: ${e.code} ${e.message}`);
  return violations;
}

/** Whether Horizon knows the account (the sponsor created it). */
async function accountExists(sim: SimulatorApp, address: string): Promise<boolean> {
  const res = await sim.fetch(`${sim.urls.horizon}/accounts/${address}`);
  await res.body?.cancel();
  return res.status === 200;
}

async function checkSponsoring(
  s: Scenario,
  sim: SimulatorApp,
  clock: Parameters<typeof settle>[0],
): Promise<string[]> {
  const client = clientOf(sim, s);
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setUint32(0, s.seed);
  const kp = Keypair.fromRawEd25519Seed(seed as unknown as Buffer);
  const wallet = createKeypairStellarWallet(kp);
  if (!wallet.ok) throw wallet.error;
  const activate = () =>
    settle(
      clock,
      client.sponsoring.activateStellarAccount({ address: kp.publicKey(), walletProvider: wallet.value }),
      HANG_MS,
    );
  const first = await activate();
  const violations: string[] = [];
  if (first.ok) {
    outcomes.record(`ok/${first.value.status}`);
    return violations;
  }
  const e = first.error;
  outcomes.record(`${e.code}/${String(e.context.nextAction)}`);
  if (!KNOWN.has(e.code)) violations.push(`unknown code ${e.code}`);
  if (typeof e.context.nextAction !== "string") violations.push(`${e.code} without context.nextAction`);
  if (s.bursts.length === 0 && s.sequenceConflicts === 0) {
    violations.push(`no fault, yet the activation failed: ${e.code} ${e.message}`);
  }
  // Nothing lost: activating again, without faults, succeeds (already active when the first was applied).
  sim.setFaults({ rules: [], clearSchedules: true, sponsoringSequenceConflicts: 0 });
  const existed = await settle(clock, accountExists(sim, kp.publicKey()), 60_000);
  const again = await activate();
  if (!again.ok) {
    violations.push(`activating again after ${e.code} failed: ${again.error.code} ${again.error.message}`);
  } else if (again.value.status !== (existed ? "alreadyActive" : "activated")) {
    violations.push(
      `activating again answered ${again.value.status} while the account ${
        existed ? "existed" : "did not exist"
      }`,
    );
  }
  return violations;
}

async function check(s: Scenario): Promise<void> {
  await withVirtualTime(async (clock) => {
    const sim = createSimulatorApp({ preset: "instant", seed: s.seed, allowAnyKey: true });
    try {
      sim.setFaults({
        schedules: s.bursts,
        profile: {
          relay: { validatingMs: 0, executingMs: Math.floor(s.relayMs / 2), executedMs: s.relayMs },
          submitTx: { failProbability: s.backendFails ? 1 : 0 },
        },
        sponsoringSequenceConflicts: s.sequenceConflicts,
      });
      const violations = s.kind === "bridge"
        ? await checkBridge(s, sim, clock)
        : await checkSponsoring(s, sim, clock);
      if (violations.length > 0) {
        const log = sim.requests().map((e) => `${e.route}:${e.status}:${e.fault ?? "-"}`);
        throw new Error(`${[...new Set(violations)].join("\n")}\nlog ${log.join(" ")}`);
      }
    } finally {
      sim.close();
    }
  });
}

propertyTest(BRIDGE_SPONSORING_PROPERTY, () => fc.asyncProperty(scenarioArb, check));
coverageTest(outcomes);
