/**
 * Mutant demonstration (issue 20 item 5): a client whose intent encoder puts two fields of the `Intent` struct in
 * the wrong order is caught by the simulator, because the simulator decodes with its own layout instead of
 * sharing the client's. A codec shared by both sides would read the bytes back exactly as they were written and
 * hide the bug; the first assertion of each test shows that.
 *
 * Vectors: the correct layout is the platform's `Intents.Intent` tuple (icon-project/sodax-sdks
 * `packages/sdk/src/shared/abis/intents.abi.ts`, docs/wire_inventory.md#intent-struct) written out here; the
 * buggy one is the same tuple with `inputAmount` and `allowPartialFill` swapped, behind the right
 * `createIntent` selector `0x016f02e3` (docs/wire_inventory.md#intents-contract; a hand-written encoder with
 * a constant selector). Both are encoded with viem, nothing from the library.
 */
import assert from "node:assert/strict";
import {
  concatHex,
  decodeAbiParameters,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  keccak256,
  parseAbi,
  parseAbiParameters,
  toFunctionSelector,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createEvmRpcApp } from "../../simulator/chains/evm/rpc_app.ts";
import type { SpokeTxRecord } from "../../simulator/chains/evm/types.ts";
import { decodeHubPayloadIntent } from "../../simulator/hub_abi/hub_payload_intent.ts";
import { call } from "../simulator/evm/_rpc.ts";

const HEAD = "uint256 intentId, address creator, address inputToken, address outputToken";
const TAIL =
  "uint256 srcChain, uint256 dstChain, bytes srcAddress, bytes dstAddress, address solver, bytes data";
const RIGHT =
  `(${HEAD}, uint256 inputAmount, uint256 minOutputAmount, uint256 deadline, bool allowPartialFill, ${TAIL})`;
const BUGGY =
  `(${HEAD}, bool allowPartialFill, uint256 minOutputAmount, uint256 deadline, uint256 inputAmount, ${TAIL})`;
const rightAbi = parseAbi([`function createIntent(${RIGHT} intent)`]);
const buggyParams = parseAbiParameters(`${BUGGY} intent`);
const callsParams = parseAbiParameters("(address to, uint256 value, bytes data)[]");
const assetManagerAbi = parseAbi([
  "function transfer(address token, bytes to, uint256 amount, bytes data) payable",
]);

const account = privateKeyToAccount(`0x${"07".repeat(32)}`);
const INTENTS: Hex = "0x6666666666666666666666666666666666666666";
const intent = {
  intentId: 0xabcdefn,
  creator: "0x1111111111111111111111111111111111111111",
  inputToken: "0x2222222222222222222222222222222222222222",
  outputToken: "0x3333333333333333333333333333333333333333",
  inputAmount: 1_000_000n,
  minOutputAmount: 990_000n,
  deadline: 0n,
  allowPartialFill: false,
  srcChain: 146n,
  dstChain: 30n,
  srcAddress: account.address.toLowerCase() as Hex,
  dstAddress: "0x4444444444444444444444444444444444444444",
  solver: "0x0000000000000000000000000000000000000000",
  data: "0x",
} as const;

const right = encodeFunctionData({ abi: rightAbi, functionName: "createIntent", args: [intent] });
const buggy = concatHex([toFunctionSelector(rightAbi[0]), encodeAbiParameters(buggyParams, [intent])]);

async function sendToHub(data: Hex, to: Hex = INTENTS): Promise<{ record: SpokeTxRecord; status: string }> {
  const records: SpokeTxRecord[] = [];
  const app = createEvmRpcApp({
    chains: { sonic: { chainId: 146 } },
    now: () => 1_700_000_000_000,
    onSpokeTx: (r) => records.push(r),
  });
  const raw = await account.signTransaction({
    chainId: 146,
    type: "eip1559",
    to,
    value: 0n,
    data,
    nonce: 0,
    gas: 500_000n,
    maxFeePerGas: 2_000_000_000n,
    maxPriorityFeePerGas: 1n,
  });
  const sent = await call(app, "sonic", "eth_sendRawTransaction", [raw]);
  const receipt = (await call(app, "sonic", "eth_getTransactionReceipt", [sent.result])).result as {
    status: string;
  };
  assert.equal(records.length, 1);
  return { record: records[0], status: receipt.status };
}

Deno.test("the simulated hub reverts a createIntent whose encoder swapped inputAmount and allowPartialFill", async () => {
  assert.equal(buggy.slice(0, 10), "0x016f02e3");
  const [shared] = decodeAbiParameters(buggyParams, `0x${buggy.slice(10)}`);
  assert.deepEqual(
    shared,
    intent,
    "a codec shared with the buggy client reads it back unchanged: the bug hides",
  );
  const { record, status } = await sendToHub(buggy);
  assert.equal(status, "0x0");
  assert.equal(record.status, "reverted");
  assert.equal(record.intent, undefined);
});

Deno.test("the simulated hub accepts the same intent in the platform's field order, with the platform's hash", async () => {
  const { record, status } = await sendToHub(right);
  assert.equal(status, "0x1");
  assert.deepEqual(record.intent, intent);
  assert.equal(
    record.intentHash,
    keccak256(encodeAbiParameters(parseAbiParameters(`${RIGHT} intent`), [intent])),
  );
});

Deno.test("a spoke deposit whose call list carries the mis-ordered createIntent creates no intent", async () => {
  const payload = encodeAbiParameters(callsParams, [[{
    to: INTENTS,
    value: 0n,
    data: buggy,
  }]]);
  assert.deepEqual(decodeHubPayloadIntent(payload), {
    ok: false,
    reason: "malformed createIntent call in the hub payload",
  });
  const deposit = encodeFunctionData({
    abi: assetManagerAbi,
    functionName: "transfer",
    args: [intent.inputToken, intent.creator, intent.inputAmount, payload],
  });
  const { record, status } = await sendToHub(deposit, "0x7777777777777777777777777777777777777777");
  assert.equal(status, "0x1", "the deposit itself goes through");
  assert.equal(record.deposit?.amount, intent.inputAmount);
  assert.equal(
    record.intent,
    undefined,
    "but the hub finds no intent to create, so the swap cannot be solved",
  );
});
