/**
 * `getBalnLocks`: the BALN swap contract's locks of an owner (`getDetailedUserLocks(user)`, one hub `eth_call`
 * decoded by viem and checked), each with its `lockId` — its index in the returned array, which is how the
 * contract addresses a lock (`getLock(user, lockId)`, `userLocks(user, i)` and `userLockCount(user)` in the
 * `balnSwap.abi.ts` of icon-project/sodax-frontend; read as in `BalnSwapService.getDetailedUserLocks` of
 * icon-project/sodax-sdks `packages/sdk/src/migration/BalnSwapService.ts`).
 *
 * The owner follows the lock writes' rule (`baln_lock_write.ts`): on the hub (`chainKey: "sonic"`) it is `address`
 * itself; from a spoke chain it is the user's hub wallet.
 *
 * @example Read the simulator's locks of a hub account
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import { getBalnLocks } from "./baln_locks_read.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const hub = new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch });
 * const r = await getBalnLocks({ config, hub }, { chainKey: "sonic", address: "0x1111111111111111111111111111111111111111" });
 * assert.ok(r.ok && r.value.locks.every((l, i) => l.lockId === BigInt(i)));
 * sim.close();
 * ```
 * @module
 */
import { type Address, getAddress, isAddress } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { balnSwapAbi } from "../../core/abis/baln_swap.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";

/** What the read needs: the configuration (hub addresses) and the hub provider. */
export type BalnLocksDeps = Pick<ServiceDeps, "config" | "hub">;

/** The staked-SODA unstake request behind a lock being unstaked (all zero when there is none). */
export interface BalnLockUnstakeRequest {
  /** SODA being unstaked (18 decimals). */
  amount: bigint;
  /** When the request was made (unix seconds). */
  startTime: bigint;
  /** Who receives the SODA when it completes. */
  to: Address;
}

/** One lock of the BALN swap contract (`DetailedLock`), with its id. */
export interface BalnLock {
  /** The lock's id: its index among the owner's locks (the lock writes take it). */
  lockId: bigint;
  /** BALN migrated into the lock (18 decimals). */
  balnAmount: bigint;
  /** SODA in the lock (18 decimals). */
  sodaAmount: bigint;
  /** When the lock opens (unix seconds). */
  unlockTime: bigint;
  /** xSODA held for the lock once staked. */
  xSodaAmount: bigint;
  /** The staked-SODA unstake request id while unstaking. */
  unstakingId: bigint;
  /** That request. */
  unstakeRequest: BalnLockUnstakeRequest;
  /** SODA staked for the lock. */
  stakedSodaAmount: bigint;
}

/** An owner's BALN locks. */
export interface BalnLocks {
  /** The address that owns them on the hub. */
  owner: Address;
  /** The locks, in contract order. */
  locks: BalnLock[];
}

const UINT_FIELDS = [
  "balnAmount",
  "sodaAmount",
  "unlockTime",
  "xSodaAmount",
  "unstakingId",
  "stakedSodaAmount",
];

/**
 * The BALN locks of the hub account `address` (`chainKey: "sonic"`) or of the hub wallet of `address` on a spoke
 * chain.
 *
 * @param deps configuration and hub provider
 * @param params the owner's chain and address
 * @returns the locks; failures: `UNKNOWN_CHAIN_KEY`, `INVALID_ADDRESS` (hub `address`), `INVALID_CONFIG` (no
 *   BALN swap contract) (phase `validate`); hub wallet lookup errors, the hub read's transport codes,
 *   `HTTP_REQUEST_FAILED` (revert), `RESPONSE_VALIDATION_FAILED` (undecodable data, a lock with a missing or
 *   non-integer field) (phase `lookup`)
 */
export async function getBalnLocks(
  deps: BalnLocksDeps,
  params: { chainKey: string; address: string },
): Promise<Result<BalnLocks, ClientError>> {
  const action = "getBalnLocks";
  const chainKey = params?.chainKey;
  if (!deps.config.isValidSpokeChainKey(chainKey)) {
    return err(invalid("UNKNOWN_CHAIN_KEY", action, "chainKey is not a known chain", { field: "chainKey" }));
  }
  const balnSwap = deps.config.instanceConfig.hub.addresses.balnSwap;
  if (!isAddress(balnSwap, { strict: false })) {
    return err(invalid("INVALID_CONFIG", action, "no BALN swap contract configured", { field: "balnSwap" }));
  }
  let owner: Address;
  if (chainKey === HUB_CHAIN_KEY) {
    if (typeof params.address !== "string" || !isAddress(params.address, { strict: false })) {
      return err(
        invalid("INVALID_ADDRESS", action, "address is not a hub (EVM) address", { field: "address" }),
      );
    }
    owner = getAddress(params.address);
  } else {
    const wallet = await deps.hub.getUserHubWalletAddress(chainKey, params.address);
    if (!wallet.ok) return err(inPhase(wallet.error, "lookup", action));
    owner = wallet.value;
  }
  const raw = await deps.hub.readContract({
    address: balnSwap,
    abi: balnSwapAbi,
    functionName: "getDetailedUserLocks",
    args: [owner],
  });
  if (!raw.ok) return err(inPhase(raw.error, "lookup", action));
  const locks: BalnLock[] = [];
  for (const [i, lock] of (raw.value as readonly unknown[]).entries()) {
    const l = lock as Record<string, unknown> | null;
    const req = (l?.unstakeRequest ?? null) as Record<string, unknown> | null;
    const wellFormed = l !== null && UINT_FIELDS.every((f) => typeof l[f] === "bigint" && l[f] >= 0n) &&
      req !== null && typeof req.amount === "bigint" && typeof req.startTime === "bigint" &&
      typeof req.to === "string" && isAddress(req.to, { strict: false });
    if (!wellFormed) {
      return err(
        new ClientError("RESPONSE_VALIDATION_FAILED", `Cannot ${action}: lock ${i} is malformed`, {
          context: { action, phase: "lookup", owner, index: i },
        }),
      );
    }
    const d = lock as Omit<BalnLock, "lockId">;
    locks.push({
      lockId: BigInt(i),
      balnAmount: d.balnAmount,
      sodaAmount: d.sodaAmount,
      unlockTime: d.unlockTime,
      xSodaAmount: d.xSodaAmount,
      unstakingId: d.unstakingId,
      unstakeRequest: {
        amount: d.unstakeRequest.amount,
        startTime: d.unstakeRequest.startTime,
        to: d.unstakeRequest.to,
      },
      stakedSodaAmount: d.stakedSodaAmount,
    });
  }
  return ok({ owner, locks });
}
