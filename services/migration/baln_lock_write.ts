/**
 * BALN lock writes (`claim`, `claimUnstaked`, `stake`, `unstake`, `cancelUnstake` of one lock) on the hub BALN swap
 * contract. The contract keys locks by the address that calls it, so the lock's owner must be the sender:
 *
 * - from the hub (`srcChainKey: "sonic"`): the owner's EVM account sends `{action}(lockId)` straight to the BALN
 *   swap contract (no wallet router, no relay) — the reference flow (`BalnSwapService.call` in icon-project/sodax-sdks
 *   `packages/sdk/src/migration/BalnSwapService.ts` sends `{from: user, to: balnSwap, data}` on Sonic). These are
 *   the locks of a migration whose `receiver` was that account;
 * - from a spoke chain: the owner is the user's hub wallet (a migration whose `receiver` was the hub wallet), and
 *   the call goes as a message through `prepareHubAction` / `executeHubCalls` (the source family's wallet signs,
 *   the relay runs it on the hub).
 *
 * @example A raw claim from the hub needs no I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { createSpokeRouter } from "../../chains/registry/routing.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { manageBalnLock } from "./baln_lock_write.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const deps = {
 *   config, backendApi: {} as ServiceDeps["backendApi"], fetch: sim.fetch,
 *   spokes: createSpokeRouter(() => config.instanceConfig.chains, { fetch: sim.fetch }),
 *   hub: new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch }),
 * };
 * const me = "0x1111111111111111111111111111111111111111";
 * const r = await manageBalnLock(deps, "claim", { srcChainKey: "sonic", srcAddress: me, lockId: 0n }, { raw: true });
 * assert.ok(r.ok && r.value.kind === "raw" && r.value.family === "EVM" && r.value.tx.data.startsWith("0x379607f5"));
 * sim.close();
 * ```
 * @module
 */
import { type Address, isAddress } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { EvmRawTx } from "../../chains/evm/swap_intent.ts";
import { encodeContractCalls } from "../../chains/hub/contract_calls.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { invalid } from "../hub/phase_error.ts";
import { type HubWriteOptions, sendEvmTx } from "../hub/send_evm_tx.ts";
import { BALN_LOCK_ACTIONS, type BalnLockAction, buildBalnLockCall } from "./baln_lock_calls.ts";

/** Parameters of a BALN lock write ({@link manageBalnLock}). */
export interface BalnLockParams {
  /** Where the owner signs: the hub (`"sonic"`, the owner is `srcAddress`) or a spoke chain (the owner is the hub wallet). */
  srcChainKey: string;
  /** The signer's address on `srcChainKey`. */
  srcAddress: string;
  /** The lock: its index among the owner's locks (`getBalnLocks` reports it), a `uint256`. */
  lockId: bigint;
}

const ACTION_NAMES: Readonly<Record<BalnLockAction, string>> = {
  claim: "claimBalnLock",
  claimUnstaked: "claimUnstakedBalnLock",
  stake: "stakeBalnLock",
  unstake: "unstakeBalnLock",
  cancelUnstake: "cancelUnstakeBalnLock",
};

/**
 * Runs one lock write: validate, then send `{action}(lockId)` to the BALN swap contract as the lock's owner (see the
 * module doc for the two routes), or return it unsigned with `raw`.
 *
 * @param deps the hub-service dependencies
 * @param action the contract function, one of `BALN_LOCK_ACTIONS`
 * @param params see {@link BalnLockParams}
 * @param options raw flag, the signer's wallet (an `EvmWalletProvider` on the hub, the spoke family's provider
 *   otherwise), relay timeout, signal @default {}
 * @returns the write result; from the hub `family: "EVM"`, `relayData` `{address: owner, payload: [call]}` and
 *   `hubTxHash` = `srcTxHash`. Failures (`context.action` e.g. `claimBalnLock`; phase `validate` unless noted):
 *   `VALIDATION_FAILED` (`action` not a lock write; `lockId` not a bigint in `[0, 2^256)`), `UNKNOWN_CHAIN_KEY`,
 *   `INVALID_ADDRESS` (`srcAddress`), `INVALID_CONFIG` (no BALN swap contract), then the {@link sendEvmTx} codes
 *   (hub) or the `prepareHubAction` / `executeHubCalls` codes (spoke)
 */
export async function manageBalnLock(
  deps: ServiceDeps,
  action: BalnLockAction,
  params: BalnLockParams,
  options: HubWriteOptions = {},
): Promise<Result<HubWriteResult, ClientError>> {
  if (!(BALN_LOCK_ACTIONS as readonly unknown[]).includes(action)) {
    return err(invalid("VALIDATION_FAILED", "manageBalnLock", "action must be one of BALN_LOCK_ACTIONS", {
      field: "action",
      value: String(action),
    }));
  }
  const name = ACTION_NAMES[action];
  const p = (params ?? {}) as Partial<BalnLockParams>;
  if (typeof p.lockId !== "bigint" || p.lockId < 0n || p.lockId >= 1n << 256n) {
    return err(
      invalid("VALIDATION_FAILED", name, "lockId must be a bigint in [0, 2^256)", { field: "lockId" }),
    );
  }
  if (typeof p.srcChainKey !== "string" || !deps.config.isValidSpokeChainKey(p.srcChainKey)) {
    return err(invalid("UNKNOWN_CHAIN_KEY", name, "srcChainKey is not a known chain", {
      field: "srcChainKey",
      srcChainKey: typeof p.srcChainKey === "string" ? p.srcChainKey : undefined,
    }));
  }
  const balnSwap = deps.config.instanceConfig.hub.addresses.balnSwap;
  if (!isAddress(balnSwap, { strict: false })) {
    return err(invalid("INVALID_CONFIG", name, "no BALN swap contract configured", { field: "balnSwap" }));
  }
  const call = buildBalnLockCall(action, { balnSwap, lockId: p.lockId });
  if (p.srcChainKey !== HUB_CHAIN_KEY) {
    const sender = await prepareHubAction(deps, {
      action: name,
      srcChainKey: p.srcChainKey,
      srcAddress: p.srcAddress ?? "",
    });
    if (!sender.ok) return sender;
    return await executeHubCalls(deps, { ...sender.value, action: name, calls: [call] }, options);
  }
  if (typeof p.srcAddress !== "string" || !isAddress(p.srcAddress, { strict: false })) {
    return err(invalid("INVALID_ADDRESS", name, "srcAddress is not a hub (EVM) address", {
      field: "srcAddress",
      srcChainKey: p.srcChainKey,
    }));
  }
  const owner = p.srcAddress as Address;
  const tx: EvmRawTx = { from: owner, to: call.address, value: 0n, data: call.data };
  const relayData = { address: owner, payload: encodeContractCalls([call]) };
  const id = deps.config.getChainConfig(HUB_CHAIN_KEY).chain.nativeChainId;
  const sent = await sendEvmTx(tx, options, name, typeof id === "number" ? id : undefined);
  if (!sent.ok) return sent;
  if (sent.value.kind === "raw") {
    return ok({ kind: "raw", family: "EVM", tx, rawTx: { family: "EVM", tx }, relayData });
  }
  const hash = sent.value.txHash;
  return ok({ kind: "sent", family: "EVM", tx, relayData, srcTxHash: hash, hubTxHash: hash });
}
