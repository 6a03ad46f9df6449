import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { type Hex, recoverTransactionAddress, toHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { recoverSender } from "../../../simulator/chains/evm/recover_sender.ts";

const viemSender = (raw: Hex) =>
  recoverTransactionAddress({
    serializedTransaction: raw as Parameters<typeof recoverTransactionAddress>[0]["serializedTransaction"],
  });

const KINDS = ["eip1559", "eip2930", "eip7702", "legacy", "legacy-pre155"] as const;

Deno.test("recoverSender() returns the sender viem recovers, for every transaction type it signs", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.bigInt({ min: 1n, max: 2n ** 200n }),
      fc.constantFrom(...KINDS),
      fc.nat({ max: 2 ** 31 }),
      fc.uint8Array({ maxLength: 300 }),
      fc.bigInt({ min: 0n, max: 2n ** 100n }),
      async (key, kind, nonce, data, value) => {
        const account = privateKeyToAccount(toHex(key, { size: 32 }));
        const base = {
          to: "0x000000000000000000000000000000000000dEaD",
          nonce,
          value,
          data: toHex(data),
          gas: 21_000n,
          chainId: 8453,
        } as const;
        const raw = kind === "eip1559"
          ? await account.signTransaction({ ...base, maxFeePerGas: 3n, maxPriorityFeePerGas: 1n })
          : kind === "eip2930"
          ? await account.signTransaction({ ...base, type: "eip2930", gasPrice: 2n, accessList: [] })
          : kind === "eip7702"
          ? await account.signTransaction({
            ...base,
            maxFeePerGas: 3n,
            maxPriorityFeePerGas: 1n,
            authorizationList: [
              await account.signAuthorization({ address: base.to, chainId: 8453, nonce: 1 }),
            ],
          })
          : kind === "legacy"
          ? await account.signTransaction({ ...base, gasPrice: 2n })
          : await account.signTransaction({ ...base, gasPrice: 2n, chainId: undefined });
        assert.equal(await recoverSender(raw), account.address);
        assert.equal(await recoverSender(raw), await viemSender(raw));
      },
    ),
    { numRuns: 40 },
  );
});

Deno.test("recoverSender() fails where viem fails: truncated, re-typed and empty transactions", async () => {
  const account = privateKeyToAccount(toHex(7n, { size: 32 }));
  const raw = await account.signTransaction({
    to: "0x000000000000000000000000000000000000dEaD",
    nonce: 1,
    gas: 21_000n,
    chainId: 8453,
    maxFeePerGas: 3n,
    maxPriorityFeePerGas: 1n,
  });
  for (const bad of [raw.slice(0, -2), `0x05${raw.slice(4)}`, "0x02", "0x02c0"] as Hex[]) {
    const ours = await recoverSender(bad).then((a) => a, (e: Error) => e.constructor.name);
    const theirs = await viemSender(bad).then((a) => a, (e: Error) => e.constructor.name);
    assert.equal(ours, theirs, bad);
  }
});
