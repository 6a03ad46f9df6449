/**
 * `buildSpokeIntent`: the chain-neutral part of creating a swap intent from a non-EVM spoke: the {@link
 * Intent} (addresses encoded per family, docs/wire_inventory.md#address-encoding), and the hub call list
 * `[approve, createIntent]` the user's hub wallet executes (docs/wire_inventory.md#spoke-deposit). Each
 * family adapter wraps the payload in its own deposit transaction.
 *
 * @example Build the intent of a Solana deposit
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildSpokeIntent } from "./build_spoke_intent.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = buildSpokeIntent({
 *   srcChainKey: "solana", srcAddress: "11111111111111111111111111111111", dstChainKey: "0x2105.base",
 *   dstAddress: a, hubInputToken: a, hubOutputToken: a, inputAmount: 1000n, feeAmount: 10n, feeReceiver: a,
 *   minOutputAmount: 1n, deadline: 0n, allowPartialFill: false, creator: a,
 *   intentsContract: "0x6382D6ccD780758C5e8A6123c33ee8F4472F96ef", intentId: 1n,
 * });
 * assert.ok(r.ok && r.value.intent.inputAmount === 990n && r.value.intent.srcChain === 1n);
 * ```
 * @module
 */
import { type Address, encodeFunctionData, type Hex, isAddress, isHex } from "viem";
import { getIntentRelayChainId, isSpokeChainKey, type RelayChainIds } from "../../core/chains/mod.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { encodeContractCalls } from "./contract_calls.ts";
import { encodePartnerFeeData } from "./intent.ts";
import { encodeCreateIntentCalldata, getIntentHash, type Intent } from "./intent.ts";
import { encodeAddress } from "../address/mod.ts";
import { describeValue } from "../../core/describe_value.ts";

const ANY_SOLVER: Address = "0x0000000000000000000000000000000000000000";
const MAX_UINT256 = (1n << 256n) - 1n;

/** Parameters of {@link buildSpokeIntent}. */
export interface BuildSpokeIntentParams {
  /** Source chain (any family). */
  srcChainKey: string;
  /** Sender in the source chain's own format. */
  srcAddress: string;
  /** Destination chain. */
  dstChainKey: string;
  /** Receiver in the destination chain's own format. */
  dstAddress: string;
  /** Pre-encoded `dstAddress` (hex), used instead of encoding it. @default undefined */
  encodedDstAddress?: string | undefined;
  /** Hub asset of the source token. */
  hubInputToken: string;
  /** Hub asset of the output token. */
  hubOutputToken: string;
  /** Gross input amount (> 0); the approve uses it. */
  inputAmount: bigint;
  /** Partner fee taken from the gross amount. @default 0n */
  feeAmount?: bigint | undefined;
  /** Receiver of the partner fee, required when `feeAmount` > 0. @default undefined */
  feeReceiver?: string | undefined;
  /** Minimum output. */
  minOutputAmount: bigint;
  /** Unix seconds (`0n`: none). */
  deadline: bigint;
  /** Whether partial fills are allowed. */
  allowPartialFill: boolean;
  /** The user's hub wallet. */
  creator: string;
  /** The hub intents contract. */
  intentsContract: string;
  /** Intent id. */
  intentId: bigint;
  /** A specific solver. @default the zero address */
  solver?: string | undefined;
  /** The client's relay chain ids (`relay.relayChainIdMap`) for the intent's `srcChain` / `dstChain`. @default the packaged table */
  relayChainIds?: RelayChainIds | undefined;
}

/** The result of {@link buildSpokeIntent}. */
export interface SpokeIntent {
  /** The intent the hub will store (`inputAmount` = gross − fee). */
  intent: Intent;
  /** `keccak256(abi.encode(intent))`. */
  intentHash: Hex;
  /** The partner fee taken. */
  feeAmount: bigint;
  /** The hub call list `[approve(intentsContract, gross), createIntent(intent)]`. */
  payload: Hex;
}

/**
 * Builds the intent and hub payload of a spoke deposit.
 *
 * @param params see {@link BuildSpokeIntentParams}
 * @returns the intent, its hash, the fee and the payload; failures: `UNKNOWN_CHAIN_KEY`, `INVALID_ADDRESS`
 *   (`context.field`), `INVALID_AMOUNT`, `INVALID_FEE`, `INTENT_CREATION_FAILED` (encoding)
 * @example A fee above the amount
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildSpokeIntent } from "./build_spoke_intent.ts";
 * const a = "0x1111111111111111111111111111111111111111";
 * const r = buildSpokeIntent({
 *   srcChainKey: "solana", srcAddress: "11111111111111111111111111111111", dstChainKey: "0x2105.base",
 *   dstAddress: a, hubInputToken: a, hubOutputToken: a, inputAmount: 5n, feeAmount: 6n, feeReceiver: a,
 *   minOutputAmount: 1n, deadline: 0n, allowPartialFill: false, creator: a, intentsContract: a, intentId: 1n,
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_FEE");
 * ```
 */
export function buildSpokeIntent(params: BuildSpokeIntentParams): Result<SpokeIntent, ClientError> {
  const { srcChainKey, dstChainKey } = params;
  if (!isSpokeChainKey(srcChainKey)) return err(unknownKey("srcChainKey", srcChainKey));
  if (!isSpokeChainKey(dstChainKey)) return err(unknownKey("dstChainKey", dstChainKey));
  const feeAmount = params.feeAmount ?? 0n;
  const hubAddresses: Record<string, unknown> = {
    hubInputToken: params.hubInputToken,
    hubOutputToken: params.hubOutputToken,
    creator: params.creator,
    intentsContract: params.intentsContract,
    solver: params.solver ?? ANY_SOLVER,
    ...(feeAmount > 0n ? { feeReceiver: params.feeReceiver } : {}),
  };
  for (const [field, value] of Object.entries(hubAddresses)) {
    if (typeof value !== "string" || !isAddress(value, { strict: false })) {
      return err(
        invalid("INVALID_ADDRESS", `${field} is not an EVM address`, { field, value: describeValue(value) }),
      );
    }
  }
  const amounts: Record<string, unknown> = {
    inputAmount: params.inputAmount,
    feeAmount,
    minOutputAmount: params.minOutputAmount,
    deadline: params.deadline,
    intentId: params.intentId,
  };
  for (const [field, value] of Object.entries(amounts)) {
    const min = field === "inputAmount" ? 1n : 0n;
    if (typeof value !== "bigint" || value < min || value > MAX_UINT256) {
      return err(invalid("INVALID_AMOUNT", `${field} must be a bigint in [${min}, 2^256)`, {
        field,
        value: describeValue(value),
      }));
    }
  }
  if (feeAmount > params.inputAmount) {
    return err(invalid("INVALID_FEE", "fee exceeds the input amount", {
      feeAmount: feeAmount.toString(),
      inputAmount: params.inputAmount.toString(),
    }));
  }
  const src = encodeAddress(srcChainKey, params.srcAddress);
  if (!src.ok) return err(withField(src.error, "srcAddress"));
  let dst: Result<Hex, ClientError>;
  if (params.encodedDstAddress !== undefined) {
    dst = isHex(params.encodedDstAddress, { strict: true })
      ? ok(params.encodedDstAddress)
      : err(invalid("INVALID_ADDRESS", "encodedDstAddress is not hex", { field: "encodedDstAddress" }));
  } else {
    dst = encodeAddress(dstChainKey, params.dstAddress);
  }
  if (!dst.ok) return err(withField(dst.error, "dstAddress"));
  try {
    const intent: Intent = {
      intentId: params.intentId,
      creator: params.creator as Address,
      inputToken: params.hubInputToken as Address,
      outputToken: params.hubOutputToken as Address,
      inputAmount: params.inputAmount - feeAmount,
      minOutputAmount: params.minOutputAmount,
      deadline: params.deadline,
      allowPartialFill: params.allowPartialFill,
      srcChain: getIntentRelayChainId(srcChainKey, params.relayChainIds),
      dstChain: getIntentRelayChainId(dstChainKey, params.relayChainIds),
      srcAddress: src.value,
      dstAddress: dst.value,
      solver: (params.solver ?? ANY_SOLVER) as Address,
      data: encodePartnerFeeData(feeAmount, params.feeReceiver as Address | undefined),
    };
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: "approve",
      args: [params.intentsContract as Address, params.inputAmount],
    });
    const payload = encodeContractCalls([
      { address: params.hubInputToken as Address, value: 0n, data: approve },
      { address: params.intentsContract as Address, value: 0n, data: encodeCreateIntentCalldata(intent) },
    ]);
    return ok({ intent, intentHash: getIntentHash(intent), feeAmount, payload });
  } catch (cause) {
    return err(
      new ClientError("INTENT_CREATION_FAILED", "Cannot build intent: encoding failed", {
        context: { srcChainKey, dstChainKey },
        cause,
      }),
    );
  }
}

function invalid(
  code: "INVALID_ADDRESS" | "INVALID_AMOUNT" | "INVALID_FEE",
  reason: string,
  contextFields: ErrorContextFields,
): ClientError {
  const context = contextFields as Readonly<Record<string, unknown>>;
  return new ClientError(code, `Cannot build intent: ${reason}`, { context });
}

function unknownKey(field: string, key: unknown): ClientError {
  return new ClientError("UNKNOWN_CHAIN_KEY", `Cannot build intent: unknown ${field}`, {
    context: { field, key: describeValue(key) },
  });
}

function withField(error: ClientError, field: string): ClientError {
  return new ClientError(error.code, error.message, {
    context: { ...error.context, field },
    cause: error.cause,
  });
}
