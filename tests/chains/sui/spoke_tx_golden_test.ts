/**
 * Golden vectors of the Sui transaction builder (`buildSuiSpokeTransaction`).
 *
 * How the vectors were derived: each expected transaction is encoded here with the Sui SDK's own BCS schemas
 * (`bcs.TransactionKind` / `bcs.TransactionData` of `@mysten/sui/bcs`, not the `Transaction` builder our code
 * uses), with the Move calls, argument order and argument encodings of the platform SDK source
 * (`packages/sdk/src/shared/services/spoke/SuiSpokeService.ts`: `deposit` splits the coin from the gas coin for
 * native SUI — `getNativeCoin` — or from the sender's coins merged first — `getCoin` — and calls
 * `<package>::<module>::transfer<T>(asset manager, connection, coin, vector<u8> to, vector<u8> data)`;
 * `sendMessage` calls `<package>::<module>::send_message_ua(connection, u256 dst chain, vector<u8> to,
 * vector<u8> payload)`). The base64 literals are those encodings, pinned so that an SDK upgrade that changes the
 * wire bytes is noticed.
 */
import assert from "node:assert/strict";
import { bcs } from "@mysten/sui/bcs";
import { toBase64 } from "@mysten/sui/utils";
import { fromHex } from "viem";
import { buildSuiSpokeTransaction } from "../../../chains/sui/spoke_tx.ts";

const SENDER = `0x${"5e".repeat(32)}`;
const PKG = `0x${"a1".repeat(32)}`;
const AM = `0x${"b2".repeat(32)}`;
const CONN_PKG = `0x${"c3".repeat(32)}`;
const CONN = `0x${"d4".repeat(32)}`;
const USDC = `0x${"e5".repeat(32)}::usdc::USDC`;
const TO = "0x1111111111111111111111111111111111111111";
const DATA = "0xdeadbeef";
const COIN_A = {
  objectId: `0x${"0a".repeat(32)}`,
  version: "11",
  digest: "4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi",
};
const COIN_B = {
  objectId: `0x${"0b".repeat(32)}`,
  version: "12",
  digest: "8bJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi",
};
const GAS = {
  objectId: `0x${"0c".repeat(32)}`,
  version: "13",
  digest: "9cJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi",
};

const pureBytes = (hex: `0x${string}`) => ({
  Pure: { bytes: bcs.vector(bcs.u8()).serialize(fromHex(hex, "bytes")).toBytes() },
});
const pureU64 = (n: bigint) => ({ Pure: { bytes: bcs.u64().serialize(n).toBytes() } });
const shared = (objectId: string, v: string) => ({
  Object: { SharedObject: { objectId, initialSharedVersion: v, mutable: true } },
});
const owned = (ref: typeof COIN_A) => ({ Object: { ImmOrOwnedObject: ref } });
const transferCall = (token: string, coin: { NestedResult: readonly [number, number] }) => ({
  MoveCall: {
    package: PKG,
    module: "asset_manager",
    function: "transfer",
    typeArguments: [token],
    arguments: [{ Input: 1 }, { Input: 2 }, coin, { Input: 3 }, { Input: 4 }],
  },
});

function nativeDepositKind() {
  return {
    inputs: [pureU64(1_000_000n), shared(AM, "7"), shared(CONN, "8"), pureBytes(TO), pureBytes(DATA)],
    commands: [
      { SplitCoins: { coin: { GasCoin: true }, amounts: [{ Input: 0 }] } },
      transferCall("0x2::sui::SUI", { NestedResult: [0, 0] as const }),
    ],
  };
}

const NATIVE_DEPOSIT_KIND =
  "AAUACEBCDwAAAAAAAQGysrKysrKysrKysrKysrKysrKysrKysrKysrKysrKysgcAAAAAAAAAAQEB1NTU1NTU1NTU1NTU1NTU1NTU1NTU1NTU1NTU1NTU1NQIAAAAAAAAAAEAFRQREREREREREREREREREREREREREQAFBN6tvu8CAgABAQAAAKGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhDWFzc2V0X21hbmFnZXIIdHJhbnNmZXIBBwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACA3N1aQNTVUkABQEBAAECAAMAAAAAAQMAAQQA";

Deno.test("golden: a native SUI deposit splits the gas coin and calls asset_manager::transfer<SUI>", async () => {
  const tx = buildSuiSpokeTransaction(SENDER, {
    kind: "deposit",
    packageId: PKG,
    module: "asset_manager",
    assetManager: { objectId: AM, initialSharedVersion: "7" },
    connection: { objectId: CONN, initialSharedVersion: "8" },
    token: "0x2::sui::SUI",
    coins: "gas",
    amount: 1_000_000n,
    to: TO,
    data: DATA,
  });
  const expected = toBase64(
    bcs.TransactionKind.serialize({ ProgrammableTransaction: nativeDepositKind() }).toBytes(),
  );
  assert.equal(expected, NATIVE_DEPOSIT_KIND);
  assert.equal(toBase64(await tx.build({ onlyTransactionKind: true })), NATIVE_DEPOSIT_KIND);
});

const TOKEN_DEPOSIT_DATA =
  "AAAHAQAKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgsAAAAAAAAAIAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQALCwsLCwsLCwsLCwsLCwsLCwsLCwsLCwsLCwsLCwsLCwwAAAAAAAAAIAHx2AKUqjFkMc3/+b+E3sQ49vQF0X/t5rA7gwEBAQEBAAj6AAAAAAAAAAEBsrKysrKysrKysrKysrKysrKysrKysrKysrKysrKysrIHAAAAAAAAAAEBAdTU1NTU1NTU1NTU1NTU1NTU1NTU1NTU1NTU1NTU1NTUCAAAAAAAAAABABUUEREREREREREREREREREREREREREABQTerb7vAwMBAAABAQEAAgEAAAEBAgAAoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaENYXNzZXRfbWFuYWdlcgh0cmFuc2ZlcgEH5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eUEdXNkYwRVU0RDAAUBAwABBAADAQAAAAEFAAEGAF5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eAQwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDQAAAAAAAAAgAjSOKEaUjOqjFADkghzG3EANaJ1i/TpWYpKhAQEBAQFeXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXu4CAAAAAAAAgPD6AgAAAAAA";

Deno.test("golden: a token deposit merges the sender's coins, splits the amount, and pays gas with SUI coins", async () => {
  const tx = buildSuiSpokeTransaction(SENDER, {
    kind: "deposit",
    packageId: PKG,
    module: "asset_manager",
    assetManager: { objectId: AM, initialSharedVersion: "7" },
    connection: { objectId: CONN, initialSharedVersion: "8" },
    token: USDC,
    coins: [COIN_A, COIN_B],
    amount: 250n,
    to: TO,
    data: DATA,
  }, { price: 750n, budget: 50_000_000n, payment: [GAS] });
  const expected = toBase64(
    bcs.TransactionData.serialize({
      V1: {
        kind: {
          ProgrammableTransaction: {
            // Input order follows the commands: the coins, the amount, then the call's own inputs.
            inputs: [
              owned(COIN_A),
              owned(COIN_B),
              pureU64(250n),
              shared(AM, "7"),
              shared(CONN, "8"),
              pureBytes(TO),
              pureBytes(DATA),
            ],
            commands: [
              { MergeCoins: { destination: { Input: 0 }, sources: [{ Input: 1 }] } },
              { SplitCoins: { coin: { Input: 0 }, amounts: [{ Input: 2 }] } },
              {
                MoveCall: {
                  package: PKG,
                  module: "asset_manager",
                  function: "transfer",
                  typeArguments: [USDC],
                  arguments: [{ Input: 3 }, { Input: 4 }, { NestedResult: [1, 0] }, { Input: 5 }, {
                    Input: 6,
                  }],
                },
              },
            ],
          },
        },
        sender: SENDER,
        gasData: { payment: [GAS], owner: SENDER, price: "750", budget: "50000000" },
        expiration: { None: true },
      },
    }).toBytes(),
  );
  assert.equal(expected, TOKEN_DEPOSIT_DATA);
  assert.equal(toBase64(await tx.build()), TOKEN_DEPOSIT_DATA);
});

const MESSAGE_KIND =
  "AAQBAdTU1NTU1NTU1NTU1NTU1NTU1NTU1NTU1NTU1NTU1NTUCAAAAAAAAAABACCSAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVFBERERERERERERERERERERERERERAAUE3q2+7wEAw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8MMY29ubmVjdGlvbnYzD3NlbmRfbWVzc2FnZV91YQAEAQAAAQEAAQIAAQMA";

Deno.test("golden: a message calls send_message_ua with the hub's relay id as a u256", async () => {
  const tx = buildSuiSpokeTransaction(SENDER, {
    kind: "message",
    packageId: CONN_PKG,
    module: "connectionv3",
    connection: { objectId: CONN, initialSharedVersion: "8" },
    dstChainId: 146n,
    to: TO,
    payload: DATA,
  });
  const expected = toBase64(
    bcs.TransactionKind.serialize({
      ProgrammableTransaction: {
        inputs: [
          shared(CONN, "8"),
          { Pure: { bytes: bcs.u256().serialize(146n).toBytes() } },
          pureBytes(TO),
          pureBytes(DATA),
        ],
        commands: [{
          MoveCall: {
            package: CONN_PKG,
            module: "connectionv3",
            function: "send_message_ua",
            typeArguments: [],
            arguments: [{ Input: 0 }, { Input: 1 }, { Input: 2 }, { Input: 3 }],
          },
        }],
      },
    }).toBytes(),
  );
  assert.equal(expected, MESSAGE_KIND);
  assert.equal(toBase64(await tx.build({ onlyTransactionKind: true })), MESSAGE_KIND);
});
