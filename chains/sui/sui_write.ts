/**
 * The Sui write path every adapter write shares (swap intents, hub calls, bridge deposits): resolve the inputs on
 * the node (the shared objects' initial versions and the asset manager's `latest_package_id`, the sender's coins,
 * the reference gas price), build the transaction with `buildSuiSpokeTransaction`, then either return its kind
 * bytes unsigned (raw mode, like the platform SDK) or have the wallet sign the full transaction and execute it
 * with `sui_executeTransactionBlock`.
 *
 * The gas budget is fixed (`gasBudget`, no dry run); the gas coins are the sender's SUI coins, enough for the
 * budget plus a native deposit. Coins of a token deposit are merged and the amount split off.
 *
 * @example Refuse a malformed connection reference before any I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSuiRpcClient } from "./sui_client.ts";
 * import { prepareSuiWrite } from "./sui_write.ts";
 * const client = createSuiRpcClient({ grpc_url: "http://sui.test" });
 * const r = await prepareSuiWrite(client, { addresses: { connection: "0x2" } }, {
 *   operation: "send hub calls", context: { chainKey: "sui" }, sender: `0x${"ab".repeat(32)}`,
 *   call: { kind: "message", to: "0x11", payload: "0x" }, raw: true,
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_CONFIG" && r.error.context.chainKey === "sui");
 * ```
 * @module
 */
import type { SuiJsonRpcClient } from "@mysten/sui/jsonRpc";
import type { Transaction } from "@mysten/sui/transactions";
import { normalizeStructTag, toBase64 } from "@mysten/sui/utils";
import type { Hex } from "viem";
import { HUB_RELAY_CHAIN_ID } from "../../core/chains/mod.ts";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError, type ErrorContextFields } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { walletError } from "../spoke/intent_creation.ts";
import type { SuiWalletProvider } from "./wallet.ts";
import { parseSuiMoveRef, type SuiMoveRef } from "./move_target.ts";
import { suiRpcError } from "./sui_client.ts";
import { buildSuiSpokeTransaction, type SuiObjectRef, type SuiSharedRef } from "./spoke_tx.ts";

/** The native coin type. */
export const SUI_COIN_TYPE = "0x0000000000000000000000000000000000000000000000000000000000000002::sui::SUI";
/** Default gas budget in MIST (0.05 SUI). */
export const DEFAULT_SUI_GAS_BUDGET = 50_000_000n;
/** The largest Sui coin amount (u64). */
export const MAX_U64 = 2n ** 64n - 1n;
const MAX_COIN_PAGES = 10;

/** The chain settings the write path reads. */
export interface SuiWriteConfig {
  /** `assetManager` (`<package>::asset_manager::<state id>`) and `connection` (`<package>::<module>::<state id>`). */
  addresses: Readonly<Record<string, string | undefined>>;
  /** The native coin type. @default SUI_COIN_TYPE */
  nativeToken?: string | undefined;
  /** Gas budget in MIST. @default DEFAULT_SUI_GAS_BUDGET */
  gasBudget?: bigint | undefined;
}

/** One write. */
export interface SuiWriteRequest {
  /** The operation, in messages: `Cannot {operation}: ...`. */
  operation: string;
  /** Plain data added to every error (`chainKey` first). */
  context: ErrorContextFields;
  /** The sender and gas owner. */
  sender: string;
  /** What the transaction does. */
  call:
    | { kind: "deposit"; token: string; amount: bigint; to: Hex; data: Hex }
    | { kind: "message"; to: Hex; payload: Hex; hubRelayChainId?: bigint | undefined };
  /** Build the kind bytes only (no gas reads). @default false */
  raw?: boolean | undefined;
  /** Aborts the RPC calls. @default undefined */
  signal?: AbortSignal | undefined;
}

/**
 * Resolves the inputs and builds the transaction.
 *
 * @param client the SDK client
 * @param config addresses, native token, gas budget
 * @param request see {@link SuiWriteRequest}
 * @returns the transaction; failures: `INVALID_CONFIG` (a malformed contract reference), `INVALID_AMOUNT` (the
 *   sender holds too little of the token or of SUI for gas: `context.field`, `balance`, `required`),
 *   `INTENT_CREATION_FAILED` (a read failed: `context.method`, `cause`), `ABORTED`
 * @example A node that cannot be reached
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";
 * import { createSuiRpcClient } from "./sui_client.ts";
 * import { prepareSuiWrite } from "./sui_write.ts";
 * const client = createSuiRpcClient({ grpc_url: "http://sui.test" }, { fetch: () => Promise.reject(new TypeError("down")) });
 * const r = await prepareSuiWrite(client, DEFAULT_CLIENT_CONFIG.chains.sui, {
 *   operation: "send hub calls", context: { chainKey: "sui" }, sender: `0x${"ab".repeat(32)}`,
 *   call: { kind: "message", to: "0x11", payload: "0x" },
 * });
 * assert.ok(!r.ok && r.error.code === "INTENT_CREATION_FAILED" && r.error.context.method === "sui_multiGetObjects");
 * ```
 */
export async function prepareSuiWrite(
  client: SuiJsonRpcClient,
  config: SuiWriteConfig,
  request: SuiWriteRequest,
): Promise<Result<Transaction, ClientError>> {
  const { call, context, signal, sender } = request;
  const fail = (reason: string, extra: ErrorContextFields, code: ClientError["code"]) =>
    err(
      new ClientError(code, `Cannot ${request.operation}: ${reason}`, {
        context: {
          ...(context as Readonly<Record<string, unknown>>),
          ...(extra as Readonly<Record<string, unknown>>),
        },
      }),
    );
  const connection = parseSuiMoveRef(config.addresses.connection);
  if (connection === undefined) {
    return fail("no Sui connection configured", { field: "addresses.connection" }, "INVALID_CONFIG");
  }
  const assetManager = call.kind === "deposit" ? parseSuiMoveRef(config.addresses.assetManager) : undefined;
  if (call.kind === "deposit" && assetManager === undefined) {
    return fail("no Sui asset manager configured", { field: "addresses.assetManager" }, "INVALID_CONFIG");
  }
  const rpc = async <T>(method: string, run: () => Promise<T>): Promise<Result<T, ClientError>> => {
    try {
      return ok(await run());
    } catch (cause) {
      const message = `Cannot ${request.operation}: ${method} failed`;
      return err(suiRpcError("INTENT_CREATION_FAILED", message, { ...context, method }, cause, signal));
    }
  };
  const shared = await rpc("sui_multiGetObjects", () => readShared(client, connection, assetManager, signal));
  if (!shared.ok) return shared;
  const native = normalizeStructTag(config.nativeToken ?? SUI_COIN_TYPE);
  let coins: "gas" | SuiObjectRef[] = "gas";
  if (call.kind === "deposit" && normalizeStructTag(call.token) !== native) {
    const picked = await rpc(
      "suix_getCoins",
      () => pickCoins(client, sender, call.token, call.amount, signal),
    );
    if (!picked.ok) return picked;
    if (picked.value.total < call.amount) {
      return fail(`${sender} holds too little ${call.token}`, {
        field: "amount",
        token: call.token,
        balance: picked.value.total.toString(),
        required: call.amount.toString(),
      }, "INVALID_AMOUNT");
    }
    coins = picked.value.coins;
  }
  const spec = call.kind === "deposit"
    ? {
      kind: "deposit" as const,
      packageId: shared.value.assetManagerPackage!,
      module: assetManager!.module,
      assetManager: shared.value.assetManager!,
      connection: shared.value.connection,
      token: call.token,
      coins,
      amount: call.amount,
      to: call.to,
      data: call.data,
    }
    : {
      kind: "message" as const,
      packageId: connection.packageId,
      module: connection.module,
      connection: shared.value.connection,
      dstChainId: call.hubRelayChainId ?? HUB_RELAY_CHAIN_ID,
      to: call.to,
      payload: call.payload,
    };
  if (request.raw === true) return build(() => buildSuiSpokeTransaction(sender, spec), request);
  const budget = config.gasBudget ?? DEFAULT_SUI_GAS_BUDGET;
  const needed = budget + (call.kind === "deposit" && coins === "gas" ? call.amount : 0n);
  const [price, gasCoins] = [
    await rpc("suix_getReferenceGasPrice", () => client.getReferenceGasPrice(withSignal(signal))),
    await rpc("suix_getCoins", () => pickCoins(client, sender, native, needed, signal)),
  ];
  if (!price.ok) return price;
  if (!gasCoins.ok) return gasCoins;
  if (gasCoins.value.total < needed) {
    return fail(
      `${sender} holds too little SUI for the gas budget${coins === "gas" ? " and the deposit" : ""}`,
      {
        field: "gas",
        token: native,
        balance: gasCoins.value.total.toString(),
        required: needed.toString(),
      },
      "INVALID_AMOUNT",
    );
  }
  return build(
    () =>
      buildSuiSpokeTransaction(sender, spec, { price: price.value, budget, payment: gasCoins.value.coins }),
    request,
  );
}

/**
 * Serializes the kind bytes of `tx` (no gas data), base64: what raw mode returns, as the platform SDK does
 * (`Transaction.fromKind` rebuilds it; a wallet sets the gas).
 *
 * @param tx the built transaction
 * @returns base64 `TransactionKind` bytes
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { Transaction } from "@mysten/sui/transactions";
 * import { serializeSuiTransactionKind } from "./sui_write.ts";
 * const tx = new Transaction();
 * tx.splitCoins(tx.gas, [1]);
 * assert.equal(Transaction.fromKind(await serializeSuiTransactionKind(tx)).getData().commands.length, 1);
 * ```
 */
export async function serializeSuiTransactionKind(tx: Transaction): Promise<string> {
  return toBase64(await tx.build({ onlyTransactionKind: true }));
}

/**
 * Has `wallet` sign the full transaction and executes it.
 *
 * @param client the SDK client
 * @param tx the transaction (gas set)
 * @param wallet the signer (the sender)
 * @param request operation, context and signal
 * @returns the digest; failures: `WALLET_ERROR` (signing threw), `INTENT_CREATION_FAILED` (the node refused the
 *   tx, or it failed on chain: `context.txHash`, `context.reason`), `ABORTED`
 * @example A declining wallet
 * ```ts
 * import assert from "node:assert/strict";
 * import { Transaction } from "@mysten/sui/transactions";
 * import { createSuiRpcClient } from "./sui_client.ts";
 * import { signAndExecuteSuiTx } from "./sui_write.ts";
 * const tx = new Transaction();
 * tx.setSender(`0x${"ab".repeat(32)}`);
 * tx.setGasPrice(1);
 * tx.setGasBudget(1);
 * tx.setGasPayment([{ objectId: `0x${"0c".repeat(32)}`, version: 1, digest: "4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi" }]);
 * const wallet = { getWalletAddress: () => Promise.resolve(""), signTransaction: () => Promise.reject(new Error("no")) };
 * const r = await signAndExecuteSuiTx(createSuiRpcClient({ grpc_url: "http://sui.test" }), tx, wallet, {
 *   operation: "send hub calls", context: { chainKey: "sui" },
 * });
 * assert.ok(!r.ok && r.error.code === "WALLET_ERROR");
 * ```
 */
export async function signAndExecuteSuiTx(
  client: SuiJsonRpcClient,
  tx: Transaction,
  wallet: SuiWalletProvider,
  request: Pick<SuiWriteRequest, "operation" | "context" | "signal">,
): Promise<Result<string, ClientError>> {
  const { operation, context, signal } = request;
  let bytes: Uint8Array;
  try {
    bytes = await tx.build();
  } catch (cause) {
    return err(
      new ClientError("INTENT_CREATION_FAILED", `Cannot ${operation}: building the Sui tx failed`, {
        context: { ...(context as Readonly<Record<string, unknown>>) },
        cause,
      }),
    );
  }
  let signed: { bytes: string; signature: string };
  try {
    signed = await wallet.signTransaction({ transaction: bytes });
  } catch (cause) {
    return err(walletError("signTransaction", context, cause, operation));
  }
  if (typeof signed?.bytes !== "string" || typeof signed.signature !== "string") {
    return err(
      walletError("signTransaction", { ...context, returned: describeValue(signed) }, undefined, operation),
    );
  }
  if (signal?.aborted) {
    return err(
      new ClientError("ABORTED", `Cannot ${operation}: aborted`, {
        context: { ...(context as Readonly<Record<string, unknown>>) },
      }),
    );
  }
  let result: Awaited<ReturnType<SuiJsonRpcClient["executeTransactionBlock"]>>;
  try {
    result = await client.executeTransactionBlock({
      transactionBlock: signed.bytes,
      signature: signed.signature,
      options: { showEffects: true },
      ...withSignal(signal),
    });
  } catch (cause) {
    const message = `Cannot ${operation}: sui_executeTransactionBlock failed`;
    return err(
      suiRpcError(
        "INTENT_CREATION_FAILED",
        message,
        { ...context, method: "sui_executeTransactionBlock" },
        cause,
        signal,
      ),
    );
  }
  const status = result.effects?.status;
  if (typeof result.digest !== "string" || status?.status !== "success") {
    return err(
      new ClientError("INTENT_CREATION_FAILED", `Cannot ${operation}: the Sui tx failed on chain`, {
        context: {
          ...(context as Readonly<Record<string, unknown>>),
          txHash: result.digest,
          reason: status?.error ?? describeValue(status),
        },
      }),
    );
  }
  return ok(result.digest);
}

/**
 * `{ signal }` when there is one (the SDK's option types are exact).
 *
 * @param signal the signal
 * @returns an object to spread into SDK call options
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { withSignal } from "./sui_write.ts";
 * assert.deepEqual(withSignal(undefined), {});
 * ```
 */
export function withSignal(signal: AbortSignal | undefined): { signal?: AbortSignal } {
  return signal === undefined ? {} : { signal };
}

function build(
  make: () => Transaction,
  request: Pick<SuiWriteRequest, "operation" | "context">,
): Result<Transaction, ClientError> {
  try {
    return ok(make());
  } catch (cause) {
    return err(
      new ClientError("INTENT_CREATION_FAILED", `Cannot ${request.operation}: building the Sui tx failed`, {
        context: { ...(request.context as Readonly<Record<string, unknown>>) },
        cause,
      }),
    );
  }
}

interface SharedInputs {
  connection: SuiSharedRef;
  assetManager?: SuiSharedRef | undefined;
  assetManagerPackage?: string | undefined;
}

async function readShared(
  client: SuiJsonRpcClient,
  connection: SuiMoveRef,
  assetManager: SuiMoveRef | undefined,
  signal: AbortSignal | undefined,
): Promise<SharedInputs> {
  const ids = assetManager === undefined
    ? [connection.objectId]
    : [connection.objectId, assetManager.objectId];
  const objects = await client.multiGetObjects({
    ids: [...new Set(ids)],
    options: { showOwner: true, showContent: true },
    ...withSignal(signal),
  });
  const byId = new Map(objects.map((o) => [o.data?.objectId, o.data]));
  const sharedRef = (id: string): SuiSharedRef => {
    const owner = byId.get(id)?.owner;
    const version = typeof owner === "object" && owner !== null && "Shared" in owner
      ? owner.Shared.initial_shared_version
      : undefined;
    if (version === undefined) throw new Error(`object ${id} is not a shared object`);
    return { objectId: id, initialSharedVersion: String(version) };
  };
  const out: SharedInputs = { connection: sharedRef(connection.objectId) };
  if (assetManager === undefined) return out;
  const content = byId.get(assetManager.objectId)?.content;
  const fields = content?.dataType === "moveObject" ? content.fields as Record<string, unknown> : {};
  const latest = fields["latest_package_id"];
  return {
    ...out,
    assetManager: sharedRef(assetManager.objectId),
    assetManagerPackage: typeof latest === "string" && latest !== "" ? latest : assetManager.packageId,
  };
}

async function pickCoins(
  client: SuiJsonRpcClient,
  owner: string,
  coinType: string,
  amount: bigint,
  signal: AbortSignal | undefined,
): Promise<{ coins: SuiObjectRef[]; total: bigint }> {
  const coins: SuiObjectRef[] = [];
  let total = 0n;
  let cursor: string | null | undefined = undefined;
  for (let page = 0; page < MAX_COIN_PAGES; page++) {
    const res = await client.getCoins({ owner, coinType, cursor, ...withSignal(signal) });
    for (const c of res.data) {
      if (total >= amount && coins.length > 0) break;
      coins.push({ objectId: c.coinObjectId, version: c.version, digest: c.digest });
      total += BigInt(c.balance);
    }
    if ((total >= amount && coins.length > 0) || !res.hasNextPage) break;
    cursor = res.nextCursor;
  }
  return { coins, total };
}
