/**
 * The contract every {@link SpokeAdapter} honours, run by the EVM, Solana and Stellar adapter tests
 * (STYLE.md item 15): address checks never throw, a created intent is net of the fee and its relay payload is the
 * hub call list `[approve, createIntent]` of that intent, a created tx verifies, balance and allowance reads answer
 * Results (a fresh address's native balance is a bigint, malformed input is `INVALID_ADDRESS`, the native coin
 * needs no approval), and failures are values.
 */
import assert from "node:assert/strict";
import { decodeHubPayload } from "../../chains/hub/decode_hub_payload.ts";
import { getIntentHash } from "../../chains/hub/intent.ts";
import type { SpokeAdapter, SpokeSwapIntentParams } from "../../chains/spoke/spoke_adapter.ts";

/** What a contract run needs from one adapter. */
export interface AdapterFixture<W> {
  /** The adapter under test, wired to an in-process simulator. */
  adapter: SpokeAdapter<W>;
  /** A working wallet. */
  wallet: W;
  /** A wallet whose every method rejects. */
  failingWallet: W;
  /** Intent parameters valid for this source chain (gross amount 1_000_000, fee 1_000). */
  params: SpokeSwapIntentParams;
  /** Well-formed addresses of the family. */
  validAddresses: readonly string[];
  /** Values that are not addresses of the family. */
  invalidAddresses: readonly unknown[];
  /** Something no adapter accepts as a tx hash. */
  malformedHash: string;
  /** The chain's native token id (as in the chain config's `nativeToken`). */
  nativeToken: string;
  /** A well-formed address nobody has used before. */
  freshAddress: string;
}

/** Contract tests an adapter may skip, with the reason. */
export interface ContractSkip {
  /** Why. */
  reason: string;
  /** Names of the skipped tests (as listed in {@link CONTRACT_TESTS}). */
  tests: readonly ContractTestName[];
}

/** The names of the contract tests. */
export const CONTRACT_TESTS = [
  "isValidAddress() accepts the family's addresses and refuses others without throwing",
  "createSwapIntent() returns the tx hash, the net intent and relay data for the creator",
  "createSwapIntent() relays the hub call list [approve, createIntent] of the intent",
  "verifyTxHash() confirms a created transaction",
  "verifyTxHash() refuses a malformed hash as a failed Result",
  "createSwapIntent() fails ABORTED on an aborted signal",
  "createSwapIntent() reports a rejecting wallet as WALLET_ERROR",
  "createSwapIntent() refuses a fee above the amount with INVALID_FEE",
  "getBalance() reads the native balance of a fresh address as a bigint",
  "getBalance(), getAllowance() and isAllowanceValid() refuse malformed addresses with INVALID_ADDRESS",
  "getAllowance() answers a Result for the native token",
  "isAllowanceValid() passes for the native token",
] as const;

/** A contract test name. */
export type ContractTestName = typeof CONTRACT_TESTS[number];

/** Options of {@link runAdapterContract}. */
export interface AdapterContractOptions<W> {
  /** Prefix of the test names. */
  name: string;
  /** Builds a fresh fixture per test. */
  create: () => AdapterFixture<W> | Promise<AdapterFixture<W>>;
  /** Tests to skip. @default [] */
  skip?: readonly ContractSkip[] | undefined;
}

/** Registers the contract tests of one adapter. */
export function runAdapterContract<W>(options: AdapterContractOptions<W>): void {
  const skipped = new Map<string, string>();
  for (const s of options.skip ?? []) for (const t of s.tests) skipped.set(t, s.reason);
  const cases: Record<ContractTestName, (f: AdapterFixture<W>) => Promise<void>> = {
    "isValidAddress() accepts the family's addresses and refuses others without throwing": (f) => {
      for (const a of f.validAddresses) assert.equal(f.adapter.isValidAddress(a), true, a);
      for (const a of f.invalidAddresses) {
        assert.equal(f.adapter.isValidAddress(a as string), false, String(a));
      }
      return Promise.resolve();
    },
    "createSwapIntent() returns the tx hash, the net intent and relay data for the creator": async (f) => {
      const r = await f.adapter.createSwapIntent(f.params, f.wallet);
      assert.ok(r.ok, r.ok ? "" : `${r.error.code}: ${r.error.message}`);
      assert.ok(r.value.txHash.length > 0);
      assert.equal(r.value.feeAmount, f.params.feeAmount ?? 0n);
      assert.equal(r.value.intent.inputAmount, f.params.inputAmount - (f.params.feeAmount ?? 0n));
      assert.equal(r.value.relayData.address.toLowerCase(), f.params.creator.toLowerCase());
      assert.equal(r.value.intent.creator.toLowerCase(), f.params.creator.toLowerCase());
    },
    "createSwapIntent() relays the hub call list [approve, createIntent] of the intent": async (f) => {
      const r = await f.adapter.createSwapIntent(f.params, f.wallet);
      assert.ok(r.ok);
      const decoded = decodeHubPayload(r.value.relayData.payload);
      assert.ok(decoded.ok && decoded.value !== undefined);
      assert.equal(decoded.value.intentHash, getIntentHash(r.value.intent));
    },
    "verifyTxHash() confirms a created transaction": async (f) => {
      const r = await f.adapter.createSwapIntent(f.params, f.wallet);
      assert.ok(r.ok);
      assert.deepEqual(await f.adapter.verifyTxHash(r.value.txHash), { ok: true, value: true });
    },
    "verifyTxHash() refuses a malformed hash as a failed Result": async (f) => {
      const r = await f.adapter.verifyTxHash(f.malformedHash);
      assert.ok(!r.ok && r.error.code === "VALIDATION_FAILED");
    },
    "createSwapIntent() fails ABORTED on an aborted signal": async (f) => {
      const controller = new AbortController();
      controller.abort(new Error("stop"));
      const r = await f.adapter.createSwapIntent({ ...f.params, signal: controller.signal }, f.wallet);
      assert.ok(!r.ok && r.error.code === "ABORTED");
    },
    "createSwapIntent() reports a rejecting wallet as WALLET_ERROR": async (f) => {
      const r = await f.adapter.createSwapIntent(f.params, f.failingWallet);
      assert.ok(!r.ok && r.error.code === "WALLET_ERROR");
    },
    "createSwapIntent() refuses a fee above the amount with INVALID_FEE": async (f) => {
      const r = await f.adapter.createSwapIntent(
        { ...f.params, feeAmount: f.params.inputAmount + 1n },
        f.wallet,
      );
      assert.ok(!r.ok && r.error.code === "INVALID_FEE");
    },
    "getBalance() reads the native balance of a fresh address as a bigint": async (f) => {
      const r = await f.adapter.getBalance(f.freshAddress, f.nativeToken);
      assert.ok(r.ok, r.ok ? "" : `${r.error.code}: ${r.error.message}`);
      assert.equal(typeof r.value, "bigint");
      assert.ok(r.value >= 0n);
    },
    "getBalance(), getAllowance() and isAllowanceValid() refuse malformed addresses with INVALID_ADDRESS":
      async (
        f,
      ) => {
        for (const bad of f.invalidAddresses) {
          const a = bad as string;
          const results = [
            await f.adapter.getBalance(a, f.nativeToken),
            await f.adapter.getAllowance(a, f.nativeToken, f.freshAddress),
            await f.adapter.getAllowance(f.freshAddress, f.nativeToken, a),
            await f.adapter.isAllowanceValid({ owner: a, token: f.nativeToken, amount: 1n }),
          ];
          for (const r of results) {
            assert.ok(!r.ok && r.error.code === "INVALID_ADDRESS", `${String(bad)}: ${JSON.stringify(r)}`);
          }
        }
      },
    "getAllowance() answers a Result for the native token": async (f) => {
      const r = await f.adapter.getAllowance(f.freshAddress, f.nativeToken, f.freshAddress);
      if (r.ok) assert.equal(typeof r.value, "bigint");
      else assert.equal(r.error.code, "UNSUPPORTED_CHAIN_OPERATION");
    },
    "isAllowanceValid() passes for the native token": async (f) => {
      const r = await f.adapter.isAllowanceValid({
        owner: f.freshAddress,
        token: f.nativeToken,
        amount: 10n ** 18n,
      });
      assert.deepEqual(r, { ok: true, value: true });
    },
  };
  for (const name of CONTRACT_TESTS) {
    const reason = skipped.get(name);
    Deno.test({
      name: `${options.name}: ${name}${reason ? ` (skipped: ${reason})` : ""}`,
      ignore: reason !== undefined,
      fn: async () => await cases[name](await options.create()),
    });
  }
}
