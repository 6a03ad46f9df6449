/**
 * `callOnHub` (the platform's `BalnSwapService.call`): one hub contract call `{address, value, data}` (an
 * `encode*` result) sent as a hub transaction from `srcAddress` by the EVM wallet provider, or with `raw: true`
 * returned as the unsigned `{from, to, value, data}`. Answers a `Result` instead of throwing.
 *
 * @example The raw transaction of a call
 * ```ts
 * import assert from "node:assert/strict";
 * import { callOnHub } from "./hub_call.ts";
 * const from = "0x1111111111111111111111111111111111111111";
 * const call = { address: "0x2222222222222222222222222222222222222222", value: 0n, data: "0x12345678" } as const;
 * const r = await callOnHub(from, call, { raw: true });
 * assert.deepEqual(r.ok && r.value, { raw: true, tx: { from, to: call.address, value: 0n, data: "0x12345678" } });
 * ```
 * @module
 */
import { type Address, type Hex, isAddress, isHex } from "viem";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import type { EvmWalletProvider } from "../../chains/evm/wallet.ts";

/** The unsigned hub transaction of a call. */
export interface HubCallRawTx {
  /** The sender. */
  from: Address;
  /** The contract. */
  to: Address;
  /** Native value attached. */
  value: bigint;
  /** The calldata. */
  data: Hex;
}

/** A hub call: its unsigned transaction (`raw`) or the sent transaction's hash. */
export type HubCallResult = { raw: true; tx: HubCallRawTx } | { raw: false; txHash: Hex };

/** How the call goes out (the platform's `WalletProviderSlot`). */
export type HubCallSlot = { raw: true } | { raw?: false | undefined; walletProvider: EvmWalletProvider };

/**
 * Sends (or returns unsigned) one hub call.
 *
 * @param srcAddress the sender on the hub
 * @param rawTx the call (`{address, value, data}`)
 * @param slot `{raw: true}`, or the wallet provider that sends it
 * @returns the tx or its hash; failures: `INVALID_ADDRESS` / `VALIDATION_FAILED` naming the field (no I/O),
 *   `WALLET_ERROR` (the wallet did not send it)
 * @example A call without a wallet provider
 * ```ts
 * import assert from "node:assert/strict";
 * import { callOnHub } from "./hub_call.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = await callOnHub(a, { address: a, value: 0n, data: "0x" }, {} as never);
 * assert.ok(!r.ok && r.error.context.field === "walletProvider");
 * ```
 */
export async function callOnHub(
  srcAddress: Address,
  rawTx: ContractCall,
  slot: HubCallSlot,
): Promise<Result<HubCallResult, ClientError>> {
  const action = "send a hub call";
  const invalid = (code: "INVALID_ADDRESS" | "VALIDATION_FAILED", field: string, value: unknown) =>
    err(
      new ClientError(code, `Cannot ${action}: ${field} is invalid`, {
        context: { field, value: describeValue(value), action, phase: "validate", chainKey: "sonic" },
      }),
    );
  if (typeof srcAddress !== "string" || !isAddress(srcAddress, { strict: false })) {
    return invalid("INVALID_ADDRESS", "srcAddress", srcAddress);
  }
  const { address, value, data } = (rawTx ?? {}) as Partial<ContractCall>;
  if (typeof address !== "string" || !isAddress(address, { strict: false })) {
    return invalid("INVALID_ADDRESS", "rawTx.address", address);
  }
  if (typeof value !== "bigint" || value < 0n) return invalid("VALIDATION_FAILED", "rawTx.value", value);
  if (typeof data !== "string" || !isHex(data)) return invalid("VALIDATION_FAILED", "rawTx.data", data);
  const tx: HubCallRawTx = { from: srcAddress, to: address, value, data };
  if (slot?.raw === true) return ok({ raw: true, tx });
  const wallet = (slot as { walletProvider?: EvmWalletProvider } | undefined)?.walletProvider;
  if (typeof wallet?.sendTransaction !== "function") {
    return invalid("VALIDATION_FAILED", "walletProvider", wallet);
  }
  try {
    return ok({ raw: false, txHash: await wallet.sendTransaction({ to: address, value, data }) });
  } catch (cause) {
    return err(
      new ClientError("WALLET_ERROR", `Cannot ${action}: the wallet did not send the transaction`, {
        context: { action, phase: "submit", chainKey: "sonic" },
        cause,
      }),
    );
  }
}
