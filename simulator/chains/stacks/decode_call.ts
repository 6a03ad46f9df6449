/**
 * `decodeStacksCall`: what a Stacks contract call does for the cross-chain flow — an asset-manager `transfer`
 * (deposit carrying a hub payload), a connection `send-message` to the hub, or nothing the flow cares about — read
 * from the transaction's contract-call payload with `@stacks/transactions` (independently of the library's
 * builders). Argument layouts: the platform SDK's `StacksSpokeService.deposit` / `sendMessage`.
 *
 * @example A message to the hub
 * ```ts
 * import assert from "node:assert/strict";
 * import { Cl, createContractCallPayload } from "@stacks/transactions";
 * import { decodeStacksCall } from "./decode_call.ts";
 * const d = "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0";
 * const payload = createContractCallPayload(d, "connection-v3", "send-message", [
 *   Cl.uint(146), Cl.bufferFromHex("11".repeat(20)), Cl.bufferFromHex("12"),
 * ]);
 * const r = decodeStacksCall(payload, {
 *   assetManagerImpl: `${d}.asset-manager-impl`, connection: `${d}.connection-v3`,
 *   nativeToken: "ST000000000000000000002AMW42H.nativetoken", tokens: [],
 * });
 * assert.ok(r.kind === "message" && r.relay.payload === "0x12");
 * ```
 * @module
 */
import { addressToString, type ClarityValue, type ContractCallPayload } from "@stacks/transactions";
import type { Hex } from "viem";

/** The contracts and tokens the decoder recognises. */
export interface StacksSimContracts {
  /** The asset manager implementation (`transfer`). */
  assetManagerImpl: string;
  /** The connection (`send-message`; also the deposit's last argument). */
  connection: string;
  /** The native STX token id recorded for native deposits. */
  nativeToken: string;
  /** The SIP-010 tokens the asset manager accepts. */
  tokens: readonly string[];
}

/** What the call does. */
export type DecodedStacksCall =
  | {
    kind: "deposit";
    relay: { address: Hex; payload: Hex };
    deposit: { token: string; to: Hex; amount: bigint; hubCalls: Hex };
  }
  | { kind: "message"; relay: { address: Hex; payload: Hex } }
  | { kind: "other" }
  | { kind: "reverted"; reason: string };

const HUB_RELAY_ID = 146n;

function buffer(cv: ClarityValue | undefined): Hex | undefined {
  return cv?.type === "buffer" ? `0x${cv.value.toLowerCase()}` as Hex : undefined;
}

function uint(cv: ClarityValue | undefined): bigint | undefined {
  return cv?.type === "uint" ? BigInt(cv.value) : undefined;
}

/**
 * Decodes one contract call (never throws).
 *
 * @param payload the transaction's contract-call payload
 * @param contracts the chain's contracts and tokens
 * @returns the effect; a deposit with malformed arguments, a zero amount, an unlisted token or another
 *   connection, and a message to another chain, are `reverted`
 * @example A deposit of an unlisted token reverts
 * ```ts
 * import assert from "node:assert/strict";
 * import { Cl, createContractCallPayload } from "@stacks/transactions";
 * import { decodeStacksCall } from "./decode_call.ts";
 * const d = "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0";
 * const payload = createContractCallPayload(d, "asset-manager-impl", "transfer", [
 *   Cl.some(Cl.principal(`${d}.nope`)), Cl.bufferFromHex("11".repeat(20)), Cl.uint(5), Cl.bufferFromHex(""),
 *   Cl.contractPrincipal(d, "connection-v3"),
 * ]);
 * const r = decodeStacksCall(payload, {
 *   assetManagerImpl: `${d}.asset-manager-impl`, connection: `${d}.connection-v3`,
 *   nativeToken: "ST000000000000000000002AMW42H.nativetoken", tokens: [],
 * });
 * assert.equal(r.kind, "reverted");
 * ```
 */
export function decodeStacksCall(
  payload: ContractCallPayload,
  contracts: StacksSimContracts,
): DecodedStacksCall {
  const contract = `${addressToString(payload.contractAddress)}.${payload.contractName.content}`;
  const fn = payload.functionName.content;
  const args = payload.functionArgs;
  if (contract === contracts.connection && fn === "send-message") {
    const [dst, address, data] = args;
    if (args.length !== 3 || uint(dst) !== HUB_RELAY_ID) {
      return { kind: "reverted", reason: "send-message: the destination is not the hub" };
    }
    const to = buffer(address);
    const body = buffer(data);
    if (to === undefined || to.length !== 42 || body === undefined) {
      return { kind: "reverted", reason: "send-message: malformed arguments" };
    }
    return { kind: "message", relay: { address: to, payload: body } };
  }
  if (contract !== contracts.assetManagerImpl || fn !== "transfer") return { kind: "other" };
  if (args.length !== 5) return { kind: "reverted", reason: "transfer: expected 5 arguments" };
  const [tokenArg, toArg, amountArg, dataArg, connectionArg] = args;
  let token: string | undefined;
  if (tokenArg.type === "none") token = contracts.nativeToken;
  else if (tokenArg.type === "some" && tokenArg.value.type === "contract") token = tokenArg.value.value;
  if (token === undefined) return { kind: "reverted", reason: "transfer: token is not a contract" };
  if (token !== contracts.nativeToken && !contracts.tokens.includes(token)) {
    return { kind: "reverted", reason: `transfer: token ${token} is not listed` };
  }
  const to = buffer(toArg);
  const amount = uint(amountArg);
  const data = buffer(dataArg);
  if (to === undefined || to.length !== 42) {
    return { kind: "reverted", reason: "transfer: to is not a hub address" };
  }
  if (amount === undefined || amount === 0n) {
    return { kind: "reverted", reason: "transfer: amount is not positive" };
  }
  if (data === undefined) return { kind: "reverted", reason: "transfer: data is not a buffer" };
  if (connectionArg.type !== "contract" || connectionArg.value !== contracts.connection) {
    return { kind: "reverted", reason: "transfer: not the chain's connection" };
  }
  return {
    kind: "deposit",
    relay: { address: to, payload: data },
    deposit: { token, to, amount, hubCalls: data },
  };
}
