/**
 * `@xswap/client/hub`: the hub side of the hub services' writes. `HubProvider` (`xswap.hubProvider`: the hub's
 * addresses, its EVM RPC and contract reads), the shapes a hub write returns (the raw transaction, the sent
 * one, the submitted packet), the approvals a write may ask for first, and the fields of a bridge deposit. The
 * hub's encoders (intents, contract-call lists, the hub wallet address) are the EVM family's:
 * `@xswap/client/chains/evm`.
 *
 * @example Tell a sent hub write from a raw one
 * ```ts
 * import assert from "node:assert/strict";
 * import type { HubWriteRaw, HubWriteSent } from "./mod.ts";
 * const hashOf = (r: HubWriteRaw | HubWriteSent) => r.kind === "sent" ? r.hubTxHash : undefined;
 * assert.equal(hashOf({ kind: "sent", hubTxHash: "0xab" } as HubWriteSent), "0xab");
 * ```
 * @module
 */
export { HubProvider } from "../../chains/hub/hub_provider.ts";
export type { HubReadParams } from "../../chains/hub/read_hub_contract.ts";
export type { BridgeDepositFields } from "../../chains/hub/bridge_hub_calls.ts";
export type { IntentStruct } from "../../core/abis/intents.ts";
export type {
  EvmHubCallRawTx,
  HubSourceTx,
  HubWriteRaw,
  HubWriteSent,
  HubWriteSubmitted,
  NonEvmFamily,
  NonEvmHubCallRawTx,
} from "./write_result.ts";
export type { SentEvmTx } from "./send_evm_tx.ts";
export type { TrustlineApproval } from "./trustline_approval.ts";
export type { DepositApproval } from "./deposit_allowance.ts";
export type { BoundedOptions } from "./bounded.ts";
export type { AllowanceQuery } from "./allowance.ts";
