/**
 * What the simulated Soroban RPC recognises in a sent transaction's one operation: an asset-manager deposit or a
 * connection `send_message` to the hub (read in `_read_invocation.ts`, independently of the library's encoders),
 * each sent by the tx source, and what the ledger records of it.
 * @module
 */
import type { xdr } from "@stellar/stellar-sdk";
import { SIM_HUB_RELAY_CHAIN_ID } from "../../client_config/relay_ids.ts";
import { decodeHubPayloadIntent } from "../../hub_abi/hub_payload_intent.ts";
import { readDepositInvocation, readMessageInvocation } from "./_read_invocation.ts";
import type { LedgerSpokeTx } from "../../state/types.ts";

/** The contracts the simulator answers for. */
export interface SpokeContracts {
  /** The asset-manager contract id. */
  assetManager: string;
  /** The connection contract id. */
  connection: string;
}

/** A recognised call: the ledger fields it sets and, for a message, its relay data. */
export interface SpokeCallEffect {
  /** Intent, intent hash and deposit of the ledger record. */
  record: Pick<LedgerSpokeTx, "intent" | "intentHash" | "deposit">;
  /** The relay data of a message (a deposit's travels as `deposit.hubCalls`). */
  message?: { address: string; payload: string } | undefined;
}

/** The effect of `op` sent by `source`, or `undefined` when it is neither call (the tx fails). */
export function readSpokeCall(
  op: xdr.Operation,
  source: string,
  contracts: SpokeContracts,
): SpokeCallEffect | undefined {
  const deposit = readDepositInvocation(op);
  if (deposit.ok) {
    if (deposit.value.assetManager !== contracts.assetManager || deposit.value.from !== source) {
      return undefined;
    }
    const { token, to, amount, payload } = deposit.value;
    return { record: { ...intentOf(payload), deposit: { token, to, amount, hubCalls: payload } } };
  }
  const message = readMessageInvocation(op);
  if (!message.ok) return undefined;
  const { connection, from, dstChainId, to, payload } = message.value;
  if (connection !== contracts.connection || from !== source || dstChainId !== SIM_HUB_RELAY_CHAIN_ID) {
    return undefined;
  }
  return { record: intentOf(payload), message: { address: to, payload } };
}

function intentOf(payload: string): Pick<LedgerSpokeTx, "intent" | "intentHash"> {
  const effect = decodeHubPayloadIntent(payload);
  return {
    intent: effect.ok ? effect.value?.intent : undefined,
    intentHash: effect.ok ? effect.value?.intentHash : undefined,
  };
}
