/**
 * BALN lock management (`claimBalnLock`, `claimUnstakedBalnLock`, `stakeBalnLock`, `unstakeBalnLock`,
 * `cancelUnstakeBalnLock`, `getBalnLocks`): golden calldata vectors, the two write routes (direct hub tx by the
 * owner; a message through the hub wallet from a spoke), raw mode, refusals, and the lock read against the
 * simulator's seeded `getDetailedUserLocks` table.
 *
 * How the vectors were derived: each write is `{name}(uint256 lockId)` on the BALN swap contract, so its calldata is
 * the 4-byte selector `keccak256("{name}(uint256)")[0..4]` followed by `lockId` as one big-endian 32-byte word.
 * Signatures from `balnSwap.abi.ts` in icon-project/sodax-frontend (`packages/sdk/src/abis/`), the one-argument
 * use from `BalnSwapService.encodeClaim` / `encodeClaimUnstaked` / `encodeStake` / `encodeUnstake` /
 * `encodeCancelUnstake` in icon-project/sodax-sdks `packages/sdk/src/migration/BalnSwapService.ts`:
 * - `claim(uint256)` `0x379607f5`, `claimUnstaked(uint256)` `0x9af40f0c`, `stake(uint256)` `0xa694fc3a`,
 *   `unstake(uint256)` `0x2e17de78`, `cancelUnstake(uint256)` `0x2b187b2b` (each re-derived below from the
 *   signature string with `keccak256`, independent of the ABI objects);
 * - lock id 7 is the word `0x…07`; lock id 2^256 - 1 is 64 `f`s.
 * The read is `getDetailedUserLocks(address)` `0x093a68c2`; a lock's id is its index in the returned array
 * (the contract's `getLock(user, lockId)` / `userLocks(user, i)` index the same per-user list), and the direct
 * hub route follows `BalnSwapService.call` (`{from: user, to: balnSwap, data}` on Sonic).
 * @module
 */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { getAddress, keccak256, toBytes } from "viem";
import { decodeContractCalls } from "../../../chains/hub/contract_calls.ts";
import { ConfigService } from "../../../core/config/mod.ts";
import { ok } from "../../../core/result.ts";
import { simBalnLocks } from "../../../simulator/chains/evm/hub_reads/baln_locks.ts";
import { HubProvider } from "../../../chains/hub/hub_provider.ts";
import {
  BALN_LOCK_ACTIONS,
  type BalnLockAction,
  type BalnLockParams,
  buildBalnLockCall,
  getBalnLocks,
  manageBalnLock,
  MigrationService,
} from "../../../services/migration/mod.ts";
import { simDeps, TEST_USER } from "../hub/_sim_deps.ts";
import type { ErrorContextFields } from "../../../core/errors.ts";

const BALN_SWAP = "0x610a90B61b89a98b954d5750E94834Aa45d08d10" as const;
const SELECTORS: Record<BalnLockAction, string> = {
  claim: "0x379607f5",
  claimUnstaked: "0x9af40f0c",
  stake: "0xa694fc3a",
  unstake: "0x2e17de78",
  cancelUnstake: "0x2b187b2b",
};
const word = (n: bigint) => n.toString(16).padStart(64, "0");
const HUB: BalnLockParams = { srcChainKey: "sonic", srcAddress: TEST_USER, lockId: 7n };

Deno.test("buildBalnLockCall() encodes {action}(uint256 lockId) on the BALN swap contract (golden vectors)", () => {
  for (const action of BALN_LOCK_ACTIONS) {
    strictEqual(keccak256(toBytes(`${action}(uint256)`)).slice(0, 10), SELECTORS[action], action);
    const call = buildBalnLockCall(action, { balnSwap: BALN_SWAP, lockId: 7n });
    deepStrictEqual(call, { address: BALN_SWAP, value: 0n, data: `${SELECTORS[action]}${word(7n)}` });
  }
  strictEqual(
    buildBalnLockCall("claim", { balnSwap: BALN_SWAP, lockId: (1n << 256n) - 1n }).data,
    `0x379607f5${"f".repeat(64)}`,
  );
  fc.assert(
    fc.property(
      fc.constantFrom(...BALN_LOCK_ACTIONS),
      fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }),
      (a, id) =>
        buildBalnLockCall(a, { balnSwap: BALN_SWAP, lockId: id }).data === `${SELECTORS[a]}${word(id)}`,
    ),
  );
});

Deno.test("claimBalnLock() from the hub sends claim(lockId) straight to the BALN swap contract as the owner", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const r = await new MigrationService(deps).claimBalnLock(HUB, { walletProvider: wallet("sonic") });
    if (!r.ok) throw r.error;
    if (r.value.kind !== "sent" || r.value.family !== "EVM") throw new Error("not a sent EVM write");
    deepStrictEqual(r.value.tx, { from: TEST_USER, to: BALN_SWAP, value: 0n, data: `0x379607f5${word(7n)}` });
    strictEqual(r.value.hubTxHash, r.value.srcTxHash);
    strictEqual(r.value.relayData.address, TEST_USER);
    const calls = decodeContractCalls(r.value.relayData.payload);
    deepStrictEqual(calls.ok && calls.value.map((c) => c.data), [r.value.tx.data]);
    strictEqual(sim.requests().filter((e) => e.path.startsWith("/relayer")).length, 0, "no relay");
  } finally {
    sim.close();
  }
});

Deno.test("every lock write from the hub returns its unsigned tx with raw and makes no call", async () => {
  const { sim, deps } = simDeps();
  try {
    const service = new MigrationService(deps);
    const writes = {
      claim: service.claimBalnLock,
      claimUnstaked: service.claimUnstakedBalnLock,
      stake: service.stakeBalnLock,
      unstake: service.unstakeBalnLock,
      cancelUnstake: service.cancelUnstakeBalnLock,
    } satisfies Record<BalnLockAction, unknown>;
    for (const action of BALN_LOCK_ACTIONS) {
      const r = await writes[action].call(service, { ...HUB, lockId: 2n }, { raw: true });
      if (!r.ok) throw r.error;
      if (r.value.kind !== "raw" || r.value.family !== "EVM") throw new Error(`${action}: not raw EVM`);
      deepStrictEqual(r.value.rawTx, {
        family: "EVM",
        tx: { from: TEST_USER, to: BALN_SWAP, value: 0n, data: `${SELECTORS[action]}${word(2n)}` },
      });
    }
    strictEqual(sim.requests().length, 0);
  } finally {
    sim.close();
  }
});

Deno.test("a lock write from a spoke chain goes as a message run by the user's hub wallet, relayed", async () => {
  const { sim, deps, wallet } = simDeps();
  try {
    const params = { srcChainKey: "0x2105.base", srcAddress: TEST_USER, lockId: 1n };
    const r = await new MigrationService(deps).stakeBalnLock(params, {
      walletProvider: wallet("0x2105.base"),
    });
    if (!r.ok) throw r.error;
    if (r.value.kind !== "sent") throw new Error("not sent");
    const hubWallet = await deps.hub.getUserHubWalletAddress("0x2105.base", TEST_USER);
    strictEqual(
      hubWallet.ok && r.value.relayData.address.toLowerCase(),
      hubWallet.ok && hubWallet.value.toLowerCase(),
    );
    const calls = decodeContractCalls(r.value.relayData.payload);
    deepStrictEqual(calls.ok && calls.value, [{
      address: BALN_SWAP,
      value: 0n,
      data: `0xa694fc3a${word(1n)}`,
    }]);
    strictEqual(/^0x[0-9a-f]{64}$/.test(r.value.hubTxHash), true);
    strictEqual(r.value.hubTxHash === r.value.srcTxHash, false);
  } finally {
    sim.close();
  }
});

Deno.test("lock writes refuse bad input with precise codes in the validate phase, never throwing", async () => {
  const { sim, deps } = simDeps();
  try {
    const service = new MigrationService(deps);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ lockId: -1n }, "VALIDATION_FAILED", "lockId"],
      [{ lockId: 1n << 256n }, "VALIDATION_FAILED", "lockId"],
      [{ lockId: 1 }, "VALIDATION_FAILED", "lockId"],
      [{ srcChainKey: "nowhere" }, "UNKNOWN_CHAIN_KEY", "srcChainKey"],
      [{ srcAddress: "hx" + "0b".repeat(20) }, "INVALID_ADDRESS", "srcAddress"],
      [{ srcAddress: undefined }, "INVALID_ADDRESS", "srcAddress"],
      [{ srcChainKey: "0x2105.base", srcAddress: "nope" }, "INVALID_ADDRESS", "srcAddress"],
    ];
    for (const [patch, code, field] of cases) {
      const r = await service.unstakeBalnLock({ ...HUB, ...patch } as BalnLockParams, { raw: true });
      const label = JSON.stringify(patch, (_k, v) => typeof v === "bigint" ? String(v) : v);
      deepStrictEqual(!r.ok && [r.error.code, r.error.context.phase, r.error.context.field], [
        code,
        "validate",
        field,
      ], label);
      strictEqual(!r.ok && r.error.context.action, "unstakeBalnLock", label);
    }
    const none = await service.claimBalnLock(null as unknown as BalnLockParams);
    strictEqual(!none.ok && none.error.code, "VALIDATION_FAILED");
    const noWallet = await service.claimBalnLock(HUB);
    deepStrictEqual(!noWallet.ok && [noWallet.error.code, noWallet.error.context.field], [
      "VALIDATION_FAILED",
      "walletProvider",
    ]);
    const bad = await manageBalnLock(deps, "swap" as BalnLockAction, HUB, { raw: true });
    deepStrictEqual(!bad.ok && [bad.error.code, bad.error.context.field], ["VALIDATION_FAILED", "action"]);
    const base = sim.clientConfig;
    const config = new ConfigService({ ...base, hub: { ...base.hub, addresses: { balnSwap: "" } } });
    const noSwap = await new MigrationService({ ...deps, config }).cancelUnstakeBalnLock(HUB, { raw: true });
    deepStrictEqual(!noSwap.ok && [noSwap.error.code, noSwap.error.context.field], [
      "INVALID_CONFIG",
      "balnSwap",
    ]);
  } finally {
    sim.close();
  }
});

Deno.test("getBalnLocks() reads the hub account's locks with their ids; from a spoke, the hub wallet's", async () => {
  const { sim, deps } = simDeps();
  try {
    const service = new MigrationService(deps);
    const r = await service.getBalnLocks({ chainKey: "sonic", address: TEST_USER.toLowerCase() });
    if (!r.ok) throw r.error;
    strictEqual(r.value.owner, getAddress(TEST_USER));
    deepStrictEqual(r.value.locks, simBalnLocks(TEST_USER).map((l, i) => ({ lockId: BigInt(i), ...l })));
    const spoke = await service.getBalnLocks({ chainKey: "0x2105.base", address: TEST_USER });
    if (!spoke.ok) throw spoke.error;
    const hubWallet = await deps.hub.getUserHubWalletAddress("0x2105.base", TEST_USER);
    strictEqual(hubWallet.ok && spoke.value.owner, hubWallet.ok && hubWallet.value);
    deepStrictEqual(spoke.value.locks.map(({ lockId: _, ...l }) => l), simBalnLocks(spoke.value.owner));
  } finally {
    sim.close();
  }
});

Deno.test("simulated locks: 1..3 per user, SODA = BALN x the period's multiplier, lock 1 staked, lock 2 unstaking", () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
      const user = getAddress(`0x${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`);
      const locks = simBalnLocks(user);
      const bps = [5000n, 7500n, 10000n, 12500n, 15000n];
      return locks.length >= 1 && locks.length <= 3 &&
        locks.every((l) => bps.some((m) => l.sodaAmount === l.balnAmount * m / 10_000n)) &&
        (locks[1] === undefined || locks[1].xSodaAmount === locks[1].sodaAmount) &&
        (locks[2] === undefined || (locks[2].unstakingId > 0n && locks[2].unstakeRequest.amount > 0n));
    }),
  );
});

Deno.test("getBalnLocks() refuses bad input and reports malformed or failed reads in the lookup phase", async () => {
  const { sim, deps } = simDeps();
  try {
    const cases: Array<[{ chainKey: string; address: string }, string, string]> = [
      [{ chainKey: "nowhere", address: TEST_USER }, "UNKNOWN_CHAIN_KEY", "validate"],
      [{ chainKey: "sonic", address: "0x12" }, "INVALID_ADDRESS", "validate"],
      [{ chainKey: "0x2105.base", address: "0x12" }, "INVALID_ADDRESS", "lookup"],
    ];
    for (const [params, code, phase] of cases) {
      const r = await getBalnLocks(deps, params);
      deepStrictEqual(!r.ok && [r.error.code, r.error.context.phase], [code, phase], JSON.stringify(params));
    }
    const none = await getBalnLocks(deps, null as unknown as { chainKey: string; address: string });
    strictEqual(!none.ok && none.error.code, "UNKNOWN_CHAIN_KEY");
    const malformed = { readContract: () => Promise.resolve(ok([{ balnAmount: 1n }])) };
    const bad = await getBalnLocks({ config: deps.config, hub: malformed as unknown as HubProvider }, {
      chainKey: "sonic",
      address: TEST_USER,
    });
    deepStrictEqual(
      !bad.ok && [bad.error.code, bad.error.context.phase, (bad.error.context as ErrorContextFields).index],
      [
        "RESPONSE_VALIDATION_FAILED",
        "lookup",
        0,
      ],
    );
    const offline = new HubProvider(() => deps.config.instanceConfig.hub, {
      fetch: () => Promise.reject(new TypeError("offline")),
    });
    const down = await getBalnLocks({ config: deps.config, hub: offline }, {
      chainKey: "sonic",
      address: TEST_USER,
    });
    deepStrictEqual(!down.ok && [down.error.code, down.error.context.phase, down.error.context.action], [
      "NETWORK_ERROR",
      "lookup",
      "getBalnLocks",
    ]);
  } finally {
    sim.close();
  }
});
