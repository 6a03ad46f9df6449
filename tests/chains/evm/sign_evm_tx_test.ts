import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { type Hex, toHex, type TransactionSerializable } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { signEvmTransaction } from "../../../chains/evm/wallet_private_key.ts";

const KINDS = ["eip1559", "eip2930", "legacy", "legacy-pre155"] as const;

Deno.test("signEvmTransaction() signs the same bytes as viem's local account, for every transaction type", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.bigInt({ min: 1n, max: 2n ** 252n }),
      fc.constantFrom(...KINDS),
      fc.nat({ max: 2 ** 31 }),
      fc.uint8Array({ maxLength: 1200 }),
      fc.bigInt({ min: 0n, max: 2n ** 100n }),
      fc.integer({ min: 1, max: 2 ** 40 }),
      async (key, kind, nonce, data, value, chainId) => {
        const privateKey = toHex(key, { size: 32 });
        const base = {
          to: "0x000000000000000000000000000000000000dEaD" as Hex,
          nonce,
          value,
          data: toHex(data),
          gas: 90_000n,
        };
        const tx: TransactionSerializable = kind === "eip1559"
          ? { ...base, chainId, maxFeePerGas: 3n, maxPriorityFeePerGas: 1n }
          : kind === "eip2930"
          ? { ...base, chainId, type: "eip2930", gasPrice: 2n, accessList: [] }
          : kind === "legacy"
          ? { ...base, chainId, gasPrice: 2n }
          : { ...base, gasPrice: 2n };
        assert.equal(
          await signEvmTransaction(tx, privateKey),
          await privateKeyToAccount(privateKey).signTransaction(tx),
        );
      },
    ),
    { numRuns: 60 },
  );
});
