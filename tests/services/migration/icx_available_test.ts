/**
 * ICX migration liquidity: `getAvailableIcxMigrationAmount` reads the SODA the migration contract holds, and
 * `migrateIcxToSoda` refuses (sent or raw) an amount above it before any ICON deposit.
 *
 * How the vector was derived: the platform SDK (icon-project/sodax-sdks
 * `packages/sdk/src/migration/IcxMigrationService.ts` `getAvailableAmount`) reads the ERC-20 `balanceOf` of the hub
 * SODA token (`hub.addresses.sodaToken`, packaged `0x7c7d53EE…C963`) with the ICX migration contract (packaged
 * `0x8294DE9f…9875`) as account, and `MigrationService.createMigrateIcxToSodaIntent` refuses `available < amount`.
 * Calldata: `balanceOf(address)` selector `0x70a08231` (keccak256 of the signature) + the account word. The
 * simulator answers every `balanceOf` with its default balance, 1e30 (`simulator/chains/evm/types.ts`
 * `defaultBalance`); lower liquidity is staged by answering that one `eth_call` in a fetch wrapper.
 * @module
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { type Hex, toHex } from "viem";
import type { FetchLike } from "../../../core/http/types.ts";
import { HubProvider } from "../../../chains/hub/hub_provider.ts";
import type { ServiceDeps } from "../../../services/deps/service_deps.ts";
import { MigrationService } from "../../../services/migration/mod.ts";
import { simDeps } from "../hub/_sim_deps.ts";

const ONE = 10n ** 18n;
const ICON_USER = `hx${"0a".repeat(20)}`;
const RECEIVER = "0x00000000000000000000000000000000000000aa";
const SODA = "0x7c7d53eecda37a87ce0d5bf8e0b24512a48dc963";
const BALANCE_OF_ICX_MIGRATION = "0x70a082310000000000000000000000008294de9fc60f5abcc19245e5857071d7c42b9875";
const SIM_DEFAULT_BALANCE = 10n ** 30n;

/** A hub fetch that answers `SODA.balanceOf(icxMigration)` itself (a value, or a JSON-RPC error) and counts it. */
function hubWithLiquidity(
  inner: FetchLike,
  answer: bigint | "error",
): { fetch: FetchLike; reads: { to: string; data: Hex }[] } {
  const reads: { to: string; data: Hex }[] = [];
  const fetch: FetchLike = (input, init) => {
    if (typeof init?.body === "string") {
      const body = JSON.parse(init.body);
      const call = body?.method === "eth_call" ? body.params[0] : undefined;
      if (call?.to?.toLowerCase() === SODA && call?.data === BALANCE_OF_ICX_MIGRATION) {
        reads.push({ to: call.to.toLowerCase(), data: call.data });
        const reply = answer === "error"
          ? { jsonrpc: "2.0", id: body.id, error: { code: -32603, message: "node down" } }
          : { jsonrpc: "2.0", id: body.id, result: toHex(answer, { size: 32 }) };
        return Promise.resolve(Response.json(reply));
      }
    }
    return inner(input, init);
  };
  return { fetch, reads };
}

/** Service deps whose hub reads go through {@link hubWithLiquidity}. */
function withLiquidity(deps: ServiceDeps, answer: bigint | "error", inner: FetchLike) {
  const hub = hubWithLiquidity(inner, answer);
  return {
    deps: { ...deps, hub: new HubProvider(() => deps.config.instanceConfig.hub, { fetch: hub.fetch }) },
    reads: hub.reads,
  };
}

Deno.test("getAvailableIcxMigrationAmount() reads SODA.balanceOf(icxMigration) on the hub", async () => {
  const { sim, deps } = simDeps();
  try {
    const { deps: wrapped, reads } = withLiquidity(deps, 7n * ONE, sim.fetch);
    const r = await new MigrationService(wrapped).getAvailableIcxMigrationAmount();
    strictEqual(r.ok && r.value, 7n * ONE);
    deepStrictEqual(reads, [{ to: SODA, data: BALANCE_OF_ICX_MIGRATION }]);
    const simulated = await new MigrationService(deps).getAvailableIcxMigrationAmount();
    strictEqual(simulated.ok && simulated.value, SIM_DEFAULT_BALANCE);
  } finally {
    sim.close();
  }
});

Deno.test("getAvailableIcxMigrationAmount() reports a failed read in the lookup phase", async () => {
  const { sim, deps } = simDeps();
  try {
    const { deps: wrapped } = withLiquidity(deps, "error", sim.fetch);
    const r = await new MigrationService(wrapped).getAvailableIcxMigrationAmount();
    strictEqual(!r.ok && r.error.code, "HTTP_REQUEST_FAILED");
    strictEqual(!r.ok && r.error.context.phase, "lookup");
    strictEqual(!r.ok && r.error.context.action, "getAvailableIcxMigrationAmount");
  } finally {
    sim.close();
  }
});

Deno.test("migrateIcxToSoda() refuses an amount above the available SODA before any ICON deposit (raw too)", async () => {
  const { sim, deps } = simDeps();
  try {
    const { deps: wrapped } = withLiquidity(deps, 3n * ONE, sim.fetch);
    const service = new MigrationService(wrapped);
    const params = {
      srcChainKey: "0x1.icon",
      srcAddress: ICON_USER,
      amount: 3n * ONE + 1n,
      receiver: RECEIVER,
    };
    for (const raw of [false, true]) {
      const r = await service.migrateIcxToSoda(params, { raw });
      if (r.ok) throw new Error("migration above liquidity was accepted");
      strictEqual(r.error.code, "INVALID_AMOUNT");
      deepStrictEqual(
        [r.error.context.field, r.error.context.available, r.error.context.amount, r.error.context.phase],
        ["amount", String(3n * ONE), String(3n * ONE + 1n), "validate"],
      );
    }
    strictEqual(sim.requests().filter((e) => e.path.startsWith("/icon")).length, 0);
  } finally {
    sim.close();
  }
});

Deno.test("migrateIcxToSoda() fails in the lookup phase when the liquidity read fails", async () => {
  const { sim, deps } = simDeps();
  try {
    const { deps: wrapped } = withLiquidity(deps, "error", sim.fetch);
    const r = await new MigrationService(wrapped).migrateIcxToSoda(
      { srcChainKey: "0x1.icon", srcAddress: ICON_USER, amount: ONE, receiver: RECEIVER },
      { raw: true },
    );
    strictEqual(!r.ok && r.error.code, "HTTP_REQUEST_FAILED");
    strictEqual(!r.ok && r.error.context.phase, "lookup");
    strictEqual(!r.ok && r.error.context.action, "migrateIcxToSoda");
  } finally {
    sim.close();
  }
});

Deno.test("migrateIcxToSoda() validates its input before reading the liquidity", async () => {
  const { sim, deps } = simDeps();
  try {
    const { deps: wrapped, reads } = withLiquidity(deps, 0n, sim.fetch);
    const service = new MigrationService(wrapped);
    const base = { srcChainKey: "0x1.icon", srcAddress: ICON_USER, amount: ONE, receiver: RECEIVER };
    const badAmount = await service.migrateIcxToSoda({ ...base, amount: 0n }, { raw: true });
    strictEqual(!badAmount.ok && badAmount.error.code, "INVALID_AMOUNT");
    const badAddress = await service.migrateIcxToSoda({ ...base, srcAddress: "hx12" }, { raw: true });
    strictEqual(!badAddress.ok && badAddress.error.code, "INVALID_ADDRESS");
    strictEqual(reads.length, 0);
  } finally {
    sim.close();
  }
});

Deno.test("migrateIcxToSoda() accepts exactly the amounts up to the available SODA", async () => {
  const { sim, deps } = simDeps();
  try {
    const available = 5n * ONE;
    const { deps: wrapped } = withLiquidity(deps, available, sim.fetch);
    const service = new MigrationService(wrapped);
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 1n, max: 2n * available }), async (amount) => {
        const r = await service.migrateIcxToSoda(
          { srcChainKey: "0x1.icon", srcAddress: ICON_USER, amount, receiver: RECEIVER },
          { raw: true },
        );
        strictEqual(r.ok, amount <= available);
        if (!r.ok) strictEqual(r.error.context.field, "amount");
      }),
      { numRuns: 25, examples: [[available], [available + 1n]] },
    );
  } finally {
    sim.close();
  }
});
