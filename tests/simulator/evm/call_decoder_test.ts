import assert from "node:assert/strict";
import fc from "fast-check";
import "../../_fc_seed.ts";
import { type Abi, decodeFunctionData, encodeFunctionData, erc20Abi, type Hex } from "viem";
import { assetManagerAbi } from "../../../core/abis/asset_manager.ts";
import { connectionAbi } from "../../../core/abis/connection.ts";
import { callDecoder } from "../../../simulator/hub_abi/call_decoder.ts";

/** What viem's decodeFunctionData answers, `undefined` where it throws. */
function viemDecode(abi: Abi, data: Hex): unknown {
  try {
    return decodeFunctionData({ abi, data });
  } catch {
    return undefined;
  }
}

const hexOf = (bytes: Uint8Array): Hex =>
  `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;

Deno.test("callDecoder answers what decodeFunctionData answers, undefined where it throws", () => {
  const abis: Abi[] = [erc20Abi, assetManagerAbi, connectionAbi];
  const approve = encodeFunctionData({
    abi: erc20Abi,
    functionName: "approve",
    args: [`0x${"22".repeat(20)}`, 7n],
  });
  const transfer = encodeFunctionData({
    abi: assetManagerAbi,
    functionName: "transfer",
    args: [`0x${"00".repeat(20)}`, `0x${"33".repeat(20)}`, 5n, "0xabcd"],
  });
  const samples = fc.oneof(
    fc.constantFrom<Hex>(
      approve,
      transfer,
      "0x",
      "0x095e",
      approve.slice(0, 10) as Hex,
      approve.toUpperCase().replace("0X", "0x") as Hex,
    ),
    fc.uint8Array({ maxLength: 200 }).map(hexOf),
    // a known selector with garbage, truncated or extended arguments
    fc.tuple(fc.constantFrom(approve, transfer), fc.nat({ max: 400 }), fc.uint8Array({ maxLength: 80 })).map((
      [call, cut, tail],
    ) => `${call.slice(0, 10 + cut)}${hexOf(tail).slice(2)}` as Hex),
  );
  fc.assert(
    fc.property(fc.constantFrom(...abis), samples, (abi, data) => {
      assert.deepEqual(callDecoder(abi)(data), viemDecode(abi, data));
    }),
    { numRuns: 500 },
  );
});
