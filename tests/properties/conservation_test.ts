/**
 * Balance conservation of the simulator's balance book under generated sequences of library swaps and bridges
 * between Base, Arbitrum and BSC (USDC), with generated fault bursts on the relayer and the solver, on virtual
 * time. After each sequence (and ten more minutes for every packet to land):
 * - on every chain, the sum of each token over every account the book touched equals the sum of their seeded
 *   amounts: every movement is a transfer (deposits into the asset manager, fills and onward transfers out of
 *   it, gas into the fee receiver `EVM_FEE_RECEIVER`, where the fees land);
 * - no balance is negative;
 * - each operation pays a fresh receiver, who gets at most what the operation can deliver (a swap: its fills,
 *   `minOutputAmount * 1.01`; a bridge: its amount) and, when the library reports it delivered, at least its
 *   minimum: credits happen once and only for delivered packets.
 *
 * Mutant it kills (see tests/mutants/mutants.ts, "fill-credited-twice"): crediting a delivered packet twice
 * (dropping the transfer reference in `ledger_settlement.ts`) pays the receiver 2x and breaks the receiver bound
 * (the per-chain sums stay conserved: the pool pays the double).
 *
 * Replay: `FUZZ_SEED=<seed> FUZZ_PATH=<path> FUZZ_ONLY="balance conservation" deno task fuzz`.
 * @module
 */
import fc from "fast-check";
import "../_fc_seed.ts";
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import { createPrivateKeyEvmWallet, XSwap } from "../../mod.ts";
import { createSimulatorApp, type FaultSchedule } from "../../simulator/mod.ts";
import { createSimulatorBalanceBook } from "../../simulator/state/balances/simulator_book.ts";
import { SIMULATED_CONFIG } from "../../simulator/simulated_deployments.ts";
import { propertyTest, seededRandom, settle, withVirtualTime } from "./_harness.ts";
import { SWAP_HANG_MS } from "./_swap_run.ts";

const CHAINS = ["0x2105.base", "0xa4b1.arbitrum", "0x38.bsc"] as const satisfies readonly SpokeChainKey[];
const ROUTES = [
  "POST /relayer#submit",
  "POST /relayer#get_transaction_packets",
  "POST /intent/execute",
  "POST /intent/status",
] as const;

interface Op {
  kind: "swap" | "bridge";
  src: number;
  dst: number;
  amount: bigint;
  useBackend: boolean;
}

interface Scenario {
  seed: number;
  ops: Op[];
  bursts: FaultSchedule[];
}

const opArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom("swap" as const, "bridge" as const),
  src: fc.integer({ min: 0, max: 2 }),
  dst: fc.integer({ min: 1, max: 2 }),
  amount: fc.bigInt({ min: 1n, max: 5_000_000n }),
  useBackend: fc.boolean(),
}).map((o) => ({ ...o, dst: (o.src + o.dst) % 3 }));

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  ops: fc.array(opArb, { minLength: 1, maxLength: 3 }),
  bursts: fc.array(
    fc.record({
      route: fc.constantFrom(...ROUTES),
      count: fc.integer({ min: 1, max: 2 }),
      fault: fc.constantFrom("error5xx" as const, "drop" as const),
    }).map((b) => ({ ...b, ...(b.fault === "error5xx" ? { status: 503 } : {}) }) as FaultSchedule),
    { maxLength: 2 },
  ),
});

function receiverOf(i: number): string {
  return `0x${(0xb0000 + i).toString(16).padStart(40, "0")}`;
}

async function check(s: Scenario): Promise<void> {
  await withVirtualTime(async (clock) => {
    const sim = createSimulatorApp({ preset: "instant", seed: s.seed, allowAnyKey: true });
    try {
      sim.setFaults({ schedules: s.bursts });
      const client = new XSwap({
        ...sim.clientConfig,
        fetch: sim.fetch,
        transport: { random: seededRandom(s.seed) },
      });
      const usdc = (chain: string) =>
        client.config.getSupportedSwapTokens(chain).find((t) => t.symbol === "USDC")!;
      const violations: string[] = [];
      const promised: { chainKey: string; token: string; to: string; max: bigint; min: bigint }[] = [];
      for (const [i, op] of s.ops.entries()) {
        const srcChainKey = CHAINS[op.src];
        const dstChainKey = CHAINS[op.dst];
        const wallet = createPrivateKeyEvmWallet({
          privateKey: `0x${"0b".repeat(32)}`,
          rpcUrl: sim.urls.rpc(srcChainKey),
          fetch: sim.fetch,
        });
        if (!wallet.ok) throw wallet.error;
        const me = await wallet.value.getAddress();
        const to = receiverOf(i);
        const input = usdc(srcChainKey);
        const output = usdc(dstChainKey);
        if (op.kind === "swap") {
          const min = op.amount / 2n + 1n;
          const r = await settle(
            clock,
            client.swaps.swap({
              params: {
                srcChainKey,
                dstChainKey,
                inputToken: input.address,
                outputToken: output.address,
                inputAmount: op.amount,
                minOutputAmount: min,
                srcAddress: me,
                dstAddress: to,
                deadline: 0n,
                allowPartialFill: false,
              },
              walletProvider: wallet.value,
              extras: { useBackendSubmitTx: op.useBackend },
            }),
            SWAP_HANG_MS,
          );
          let delivered = false;
          if (r.ok) {
            const tracked = await settle(
              clock,
              client.swaps.track(r.value, { timeout: 600_000 }),
              SWAP_HANG_MS,
            );
            delivered = tracked.ok;
          }
          promised.push({
            chainKey: dstChainKey,
            token: output.address,
            to,
            max: (min * 101n) / 100n,
            min: delivered ? min : 0n,
          });
        } else {
          const r = await settle(
            clock,
            client.bridge.bridge({
              params: {
                srcChainKey,
                srcAsset: input.address,
                amount: op.amount,
                dstChainKey,
                dstAsset: output.address,
                recipient: to,
              },
              walletProvider: wallet.value,
              extras: { useBackendSubmitTx: op.useBackend },
            }),
            SWAP_HANG_MS,
          );
          promised.push({ chainKey: dstChainKey, token: output.address, to, max: op.amount, min: 0n });
          if (!r.ok && r.error.code === "UNKNOWN") violations.push(`bridge ${i}: ${r.error.message}`);
        }
      }
      await clock.tickAsync(600_000);
      const book = sim.context.balances;
      const fresh = createSimulatorBalanceBook({ config: SIMULATED_CONFIG });
      const sums = new Map<string, bigint>();
      for (const e of book.entries()) {
        if (e.amount < 0n) {
          violations.push(`negative balance ${e.chainKey} ${e.account} ${e.token}: ${e.amount}`);
        }
        const key = `${e.chainKey} ${e.token}`;
        const delta = e.amount - fresh.balanceOf(e.chainKey, e.account, e.token);
        sums.set(key, (sums.get(key) ?? 0n) + delta);
      }
      for (const [key, delta] of sums) if (delta !== 0n) violations.push(`${key} not conserved: ${delta}`);
      for (const [i, p] of promised.entries()) {
        const got = book.balanceOf(p.chainKey, p.to, p.token) - fresh.balanceOf(p.chainKey, p.to, p.token);
        if (got > p.max) violations.push(`op ${i} (${s.ops[i].kind}) paid ${got} > ${p.max}`);
        if (got < p.min) violations.push(`op ${i} (${s.ops[i].kind}) delivered but paid ${got} < ${p.min}`);
      }
      if (violations.length > 0) throw new Error(violations.join("\n"));
    } finally {
      sim.close();
    }
  });
}

propertyTest(
  "balance conservation over generated swaps and bridges",
  () => fc.asyncProperty(scenarioArb, check),
);
