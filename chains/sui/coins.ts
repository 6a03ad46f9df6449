/**
 * The platform's `SuiSpokeService.getCoins`, `getCoin` and `getNativeCoin`: the coin objects of one type an
 * address owns (`suix_getCoins`, a page of at most 10, as the platform asks), and the coin argument of a
 * transaction that spends `amount` of a coin type — the native coin split from the gas coin, any other merged
 * from the owner's coins until they cover the amount, then split unless one coin is exactly the amount.
 *
 * @example The native coin is split from the gas coin, without I/O
 * ```ts
 * import assert from "node:assert/strict";
 * import { Transaction } from "@mysten/sui/transactions";
 * import { getNativeCoin } from "./coins.ts";
 * const tx = new Transaction();
 * const coin = getNativeCoin(tx, 5n);
 * assert.ok(coin.ok && tx.getData().commands[0]?.$kind === "SplitCoins");
 * ```
 * @module
 */
import type { Transaction, TransactionObjectArgument } from "@mysten/sui/transactions";
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidSuiAddress } from "../address/sui.ts";
import type { SuiReadOptions } from "./asset_manager_address.ts";
import { createSuiRpcClient, type SuiEndpointConfig, suiRpcError } from "./sui_client.ts";

/** One coin object (the fields of `suix_getCoins`' rows). */
export interface SuiCoin {
  /** The coin's object id. */
  coinObjectId: string;
  /** Its coin type. */
  coinType: string;
  /** Its balance (smallest unit). */
  balance: bigint;
  /** Object version. */
  version: string;
  /** Object digest. */
  digest: string;
}

/** A page of coins (the platform's `SuiPaginatedCoins`, balances as bigints). */
export interface SuiCoinPage {
  /** The coins of this page. */
  data: SuiCoin[];
  /** Where the next page starts. */
  nextCursor: string | null;
  /** Whether there are more. */
  hasNextPage: boolean;
}

const MAX_U64 = (1n << 64n) - 1n;
const COIN_TYPE = /^0x[0-9a-fA-F]{1,64}::[A-Za-z_][A-Za-z0-9_]*::[A-Za-z_][A-Za-z0-9_]*(<.+>)?$/;

function invalid(code: "INVALID_ADDRESS" | "INVALID_AMOUNT", field: string, value: unknown): ClientError {
  return new ClientError(code, `Cannot read Sui coins: ${field} is invalid`, {
    context: { chainKey: "sui", field, value: describeValue(value), phase: "validate" },
  });
}

/**
 * The first page (at most 10) of `address`'s coins of type `token`.
 *
 * @param config the endpoint
 * @param address the owner
 * @param token the coin type (`0x2::sui::SUI`, `{package}::{module}::{TYPE}`)
 * @param options fetch, sleep, signal. @default {}
 * @returns the page; failures (`chainKey: "sui"`): `INVALID_ADDRESS` (no I/O), the read's
 * @example A node answering one coin
 * ```ts
 * import assert from "node:assert/strict";
 * import { getCoins } from "./coins.ts";
 * const owner = `0x${"11".repeat(32)}`;
 * const row = { coinType: "0x2::sui::SUI", coinObjectId: `0x${"22".repeat(32)}`, version: "1", digest: "11111111111111111111111111111111", balance: "7", previousTransaction: "p" };
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: { data: [row], nextCursor: null, hasNextPage: false } }));
 * const r = await getCoins({ grpc_url: "http://sui.test" }, owner, "0x2::sui::SUI", { fetch });
 * assert.ok(r.ok && r.value.data[0]?.balance === 7n);
 * ```
 */
export async function getCoins(
  config: SuiEndpointConfig,
  address: string,
  token: string,
  options: SuiReadOptions = {},
): Promise<Result<SuiCoinPage, ClientError>> {
  if (!isValidSuiAddress(address)) return err(invalid("INVALID_ADDRESS", "address", address));
  if (typeof token !== "string" || !COIN_TYPE.test(token)) {
    return err(invalid("INVALID_ADDRESS", "token", token));
  }
  try {
    const page = await createSuiRpcClient(config, options).getCoins({
      owner: address,
      coinType: token,
      limit: 10,
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
    return ok({
      data: page.data.map((c) => ({
        coinObjectId: c.coinObjectId,
        coinType: c.coinType,
        balance: BigInt(c.balance),
        version: c.version,
        digest: c.digest,
      })),
      nextCursor: page.nextCursor ?? null,
      hasNextPage: page.hasNextPage,
    });
  } catch (cause) {
    const code = (cause as { code?: unknown } | null)?.code;
    return err(
      suiRpcError(
        typeof code === "string" ? code as ClientError["code"] : "HTTP_REQUEST_FAILED",
        "Cannot read Sui coins: suix_getCoins failed",
        { chainKey: "sui", address, token },
        cause,
        options.signal,
      ),
    );
  }
}

/**
 * Adds to `tx` the native coin argument of `amount`: `splitCoins(gas, [amount])` (no I/O).
 *
 * @param tx the transaction being built
 * @param amount MIST, 1 to 2^64 - 1
 * @returns the coin argument; `INVALID_AMOUNT`
 * @example Zero is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { Transaction } from "@mysten/sui/transactions";
 * import { getNativeCoin } from "./coins.ts";
 * const r = getNativeCoin(new Transaction(), 0n);
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
 * ```
 */
export function getNativeCoin(
  tx: Transaction,
  amount: bigint,
): Result<TransactionObjectArgument, ClientError> {
  if (typeof amount !== "bigint" || amount <= 0n || amount > MAX_U64) {
    return err(invalid("INVALID_AMOUNT", "amount", amount));
  }
  const [coin] = tx.splitCoins(tx.gas, [tx.pure.u64(amount)]);
  return coin === undefined ? err(invalid("INVALID_AMOUNT", "amount", amount)) : ok(coin);
}

/**
 * Adds to `tx` a coin argument of `amount` of `coin` owned by `address`: the owner's coins (the first page, as
 * the platform) merged into the first until they cover the amount, then split to it unless exactly the amount.
 *
 * @param tx the transaction being built
 * @param coin the coin type
 * @param amount 1 to 2^64 - 1
 * @param address the owner
 * @param config the endpoint
 * @param options fetch, sleep, signal. @default {}
 * @returns the coin argument; `INVALID_ADDRESS`, `INVALID_AMOUNT` (also when the owner has none of it:
 *   `context.reason: "noCoin"`), the read's failures
 * @example Two coins merged, then split to the amount
 * ```ts
 * import assert from "node:assert/strict";
 * import { Transaction } from "@mysten/sui/transactions";
 * import { getCoin } from "./coins.ts";
 * const owner = `0x${"11".repeat(32)}`;
 * const row = (n: string, balance: string) => ({ coinType: "0x2::sui::SUI", coinObjectId: `0x${n.repeat(32)}`, version: "1", digest: "11111111111111111111111111111111", balance, previousTransaction: "p" });
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: { data: [row("22", "3"), row("33", "4")], nextCursor: null, hasNextPage: false } }));
 * const tx = new Transaction();
 * const r = await getCoin(tx, "0x2::sui::SUI", 5n, owner, { grpc_url: "http://sui.test" }, { fetch });
 * assert.ok(r.ok);
 * assert.deepEqual(tx.getData().commands.map((c) => c.$kind), ["MergeCoins", "SplitCoins"]);
 * ```
 */
export async function getCoin(
  tx: Transaction,
  coin: string,
  amount: bigint,
  address: string,
  config: SuiEndpointConfig,
  options: SuiReadOptions = {},
): Promise<Result<TransactionObjectArgument, ClientError>> {
  if (typeof amount !== "bigint" || amount <= 0n || amount > MAX_U64) {
    return err(invalid("INVALID_AMOUNT", "amount", amount));
  }
  const page = await getCoins(config, address, coin, options);
  if (!page.ok) return page;
  const objects: string[] = [];
  let total = 0n;
  for (const c of page.value.data) {
    total += c.balance;
    objects.push(c.coinObjectId);
    if (total >= amount) break;
  }
  const [first, ...rest] = objects;
  if (first === undefined) {
    return err(
      new ClientError("INVALID_AMOUNT", "Cannot use a Sui coin: the owner has none of this type", {
        context: { chainKey: "sui", address, coin, reason: "noCoin" },
      }),
    );
  }
  if (rest.length > 0) tx.mergeCoins(first, rest);
  if (total === amount) return ok(tx.object(first));
  const [split] = tx.splitCoins(first, [amount]);
  return split === undefined ? err(invalid("INVALID_AMOUNT", "amount", amount)) : ok(split);
}
