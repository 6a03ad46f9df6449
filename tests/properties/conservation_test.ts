/**
 * Balance conservation of the simulator's balance book under generated sequences of library swaps and bridges
 * between Base, Arbitrum and BSC (USDC), and swaps from and to Bitcoin (BTC: a UTXO chain whose node follows the
 * book), with generated fault bursts on the relayer and the solver, on virtual time. After each sequence (and
 * ten more minutes for every packet to land):
 * - on every chain, the sum of each token over every account the book touched equals the sum of their seeded
 *   amounts (a fresh simulator's book: each family's node seeds its own chain): every movement is a transfer
 *   (deposits into the asset manager, fills and onward transfers out of it, gas into the fee receiver
 *   `EVM_FEE_RECEIVER`, Bitcoin miner fees into `BITCOIN_FEE_ACCOUNT`, where the fees land);
 * - no balance is negative;
 * - the Bitcoin node never invents sats to match the book: every unspent output of a touched Bitcoin address is
 *   its first-sight funding, an output of a tx the node mined, or a fill packet's delivery (an output made up
 *   by reconciliation means a tx's movement was missing from the book, or booked twice);
 * - each operation pays a fresh receiver, who gets at most what the operation can deliver (a swap: its fills,
 *   `minOutputAmount * 1.01`; a bridge: its amount) and, when the library reports it delivered, at least its
 *   minimum: credits happen once and only for delivered packets.
 *
 * Mutants it kills (see tests/mutants/mutants.ts): "fill-credited-twice": crediting a delivered packet twice
 * (dropping the transfer reference in `ledger_settlement.ts`) pays the receiver 2x and breaks the receiver bound
 * (the per-chain sums stay conserved: the pool pays the double); "bitcoin-fee-not-booked": a Bitcoin tx whose
 * miner fee is not moved in the book leaves the sender's book balance above its outputs, and the node has to
 * invent an output for it.
 *
 * Replay: `FUZZ_SEED=<seed> FUZZ_PATH=<path> FUZZ_ONLY="balance conservation" deno task fuzz`.
 * @module
 */
import fc from "fast-check";
import "../_fc_seed.ts";
import type { SpokeChainKey } from "../../core/chains/mod.ts";
import { type AnySpokeWalletProvider, XSwap } from "../../mod.ts";
import { createPrivateKeyEvmWallet } from "../../chains/evm/mod.ts";
import { createPrivateKeyBitcoinWallet } from "../../chains/bitcoin/wallet_private_key.ts";
import { createSimulatorApp, type FaultSchedule } from "../../simulator/mod.ts";
import { BITCOIN_FEE_ACCOUNT, BITCOIN_RELAY_ID } from "../../simulator/chains/bitcoin/chain_state.ts";
import { SIMULATED_CONFIG } from "../../simulator/client_config/simulated_deployments.ts";
import { sha256 } from "viem";
import { propertyTest, seededRandom, settle, withVirtualTime } from "./_harness.ts";
import { SWAP_HANG_MS } from "./_swap_run.ts";

// The Bitcoin adapter is imported lazily by spoke routing; load it in real time once, so that the first Bitcoin
// run does not wait on a module load while virtual time races ahead.
await import("../../chains/bitcoin/adapter.ts");

/** The chains ops draw from; the last one, Bitcoin, only swaps (no bridgeable token pair with the EVM USDC). */
const CHAINS = [
  "0x2105.base",
  "0xa4b1.arbitrum",
  "0x38.bsc",
  "bitcoin",
] as const satisfies readonly SpokeChainKey[];
const BITCOIN = CHAINS.length - 1;
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
  src: fc.integer({ min: 0, max: CHAINS.length - 1 }),
  dst: fc.integer({ min: 1, max: CHAINS.length - 1 }),
  amount: fc.bigInt({ min: 1_000n, max: 5_000_000n }),
  useBackend: fc.boolean(),
}).map((o) => {
  const dst = (o.src + o.dst) % CHAINS.length;
  // Bridges stay between the EVM chains (their USDC); the amount stays above Bitcoin's dust either way.
  return o.kind === "bridge" && (o.src === BITCOIN || dst === BITCOIN)
    ? { ...o, kind: "swap" as const, dst }
    : { ...o, dst };
});

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

/** A fresh receiver per op on its destination chain (Bitcoin: the P2WPKH address of key `i + 2`). */
async function receiverOf(i: number, chainKey: string): Promise<string> {
  if (chainKey !== "bitcoin") return `0x${(0xb0000 + i).toString(16).padStart(40, "0")}`;
  const w = createPrivateKeyBitcoinWallet((i + 2).toString(16).padStart(64, "0"));
  if (!w.ok) throw w.error;
  return await w.value.getWalletAddress();
}

/** The token an op moves on a chain: USDC, BTC on Bitcoin. */
function tokenOf(client: XSwap, chainKey: string): { address: string; decimals: number } {
  const symbol = chainKey === "bitcoin" ? "BTC" : "USDC";
  return client.config.getSupportedSwapTokens(chainKey as SpokeChainKey).find((t) => t.symbol === symbol)!;
}

/** The sender's wallet on a chain (a fixed key per family). */
async function senderOf(
  sim: ReturnType<typeof createSimulatorApp>,
  chainKey: SpokeChainKey,
): Promise<{ me: string; wallet: AnySpokeWalletProvider }> {
  if (chainKey === "bitcoin") {
    const w = createPrivateKeyBitcoinWallet("0b".repeat(32));
    if (!w.ok) throw w.error;
    return { me: await w.value.getWalletAddress(), wallet: w.value };
  }
  const w = createPrivateKeyEvmWallet({
    privateKey: `0x${"0b".repeat(32)}`,
    rpcUrl: sim.urls.rpc(chainKey),
    fetch: sim.fetch,
  });
  if (!w.ok) throw w.error;
  return { me: await w.value.getAddress(), wallet: w.value };
}

/** Unspent outputs of touched Bitcoin addresses that no funding, mined tx or fill delivery explains. */
async function inventedBitcoinOutputs(sim: ReturnType<typeof createSimulatorApp>): Promise<string[]> {
  const delivered = new Set<string>();
  for (const hub of sim.ledger.hubIntents()) {
    if (String(hub.intent.dstChain) !== BITCOIN_RELAY_ID) continue;
    for (const fill of sim.ledger.fillsOf(hub)) {
      for (const p of sim.ledger.packetsFor(BITCOIN_RELAY_ID, fill.fillTxHash)) {
        delivered.add(p.dst_tx_hash.replace(/^0x/, "").toLowerCase());
      }
    }
  }
  const out: string[] = [];
  const pool = SIMULATED_CONFIG.chains.bitcoin.addresses.assetManager;
  for (const e of sim.context.balances.entries({ chainKey: "bitcoin" })) {
    if (e.account === pool || e.account === BITCOIN_FEE_ACCOUNT) continue;
    const funding = sha256(new TextEncoder().encode(`sim-btc-fund:${e.account}`)).slice(2);
    const res = await sim.fetch(`/bitcoin/api/address/${e.account}/utxo`);
    for (const u of await res.json() as { txid: string; value: number }[]) {
      if (u.txid === funding || delivered.has(u.txid)) continue;
      const mined = await sim.fetch(`/bitcoin/api/tx/${u.txid}/status`);
      await mined.body?.cancel();
      if (mined.status !== 200) out.push(`the Bitcoin node invented ${u.value} sats for ${e.account}`);
    }
  }
  return out;
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
      const violations: string[] = [];
      const promised: { chainKey: string; token: string; to: string; max: bigint; min: bigint }[] = [];
      for (const [i, op] of s.ops.entries()) {
        const srcChainKey = CHAINS[op.src];
        const dstChainKey = CHAINS[op.dst];
        const { me, wallet } = await senderOf(sim, srcChainKey);
        const to = await receiverOf(i, dstChainKey);
        const input = tokenOf(client, srcChainKey);
        const output = tokenOf(client, dstChainKey);
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
              walletProvider: wallet,
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
              walletProvider: wallet,
              extras: { useBackendSubmitTx: op.useBackend },
            }),
            SWAP_HANG_MS,
          );
          // The same value in the destination token's decimals (the hub vault counts in 18: BSC's USDC has 18).
          const max = output.decimals >= input.decimals
            ? op.amount * 10n ** BigInt(output.decimals - input.decimals)
            : op.amount / 10n ** BigInt(input.decimals - output.decimals);
          promised.push({ chainKey: dstChainKey, token: output.address, to, max, min: 0n });
          if (!r.ok && r.error.code === "UNKNOWN") violations.push(`bridge ${i}: ${r.error.message}`);
        }
      }
      await clock.tickAsync(600_000);
      const book = sim.context.balances;
      violations.push(...await inventedBitcoinOutputs(sim));
      // The seeds: a fresh simulator's book (every family's node registers its chain's untouched funding).
      const freshSim = createSimulatorApp({ preset: "instant", seed: s.seed, allowAnyKey: true });
      freshSim.close();
      const fresh = freshSim.context.balances;
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
