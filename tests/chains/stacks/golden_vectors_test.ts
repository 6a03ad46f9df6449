/**
 * Golden vectors of the Stacks tx builders. How the vectors were derived: with the SDK's own encoder, calling
 * `@stacks/transactions@7.6` `makeUnsignedContractCall({contractAddress, contractName, functionName, functionArgs,
 * publicKey, network: "mainnet", fee: 0, nonce: 0n, postConditionMode: Allow})` and then
 * `serializePayloadBytes(tx.payload)` — exactly the raw form of the platform SDK's `StacksSpokeService.deposit` /
 * `sendMessage` — with the argument lists written as the platform SDK writes them
 * (`[noneCV() | someCV(Cl.principal(token)), Cl.bufferFromHex(to), uintCV(amount), Cl.bufferFromHex(data),
 * Cl.contractPrincipal(connection)]` and `[uintCV(146), Cl.bufferFromHex(hubWallet), Cl.bufferFromHex(payload)]`),
 * not with this library's builders.
 */
import assert from "node:assert/strict";
import {
  buildStacksDepositCall,
  buildStacksMessageCall,
  stacksCallPayload,
} from "../../../chains/stacks/mod.ts";
import { STX } from "./_fixture.ts";

const D = "SP3031RGK734636C8KGW2Y76TEQBTVX59Q472EQH0";
const HUB = "0x1111111111111111111111111111111111111111";
const IMPL = `${D}.asset-manager-impl`;
const CONNECTION = `${D}.connection-v3`;

const NATIVE_DEPOSIT =
  "0x0216c030e21338c86199889c382f1cda75d7adf4a9b91261737365742d6d616e616765722d696d706c087472616e7366657200000005090200000014111111111111111111111111111111111111111101000000000000000000000000000f42400200000001c00616c030e21338c86199889c382f1cda75d7adf4a9b90d636f6e6e656374696f6e2d7633";
const TOKEN_DEPOSIT =
  "0x0216c030e21338c86199889c382f1cda75d7adf4a9b91261737365742d6d616e616765722d696d706c087472616e73666572000000050a0616c030e21338c86199889c382f1cda75d7adf4a9b905626e7573640200000014111111111111111111111111111111111111111101000000000000000000000000000009c40200000004deadbeef0616c030e21338c86199889c382f1cda75d7adf4a9b90d636f6e6e656374696f6e2d7633";
const MESSAGE =
  "0x0216c030e21338c86199889c382f1cda75d7adf4a9b90d636f6e6e656374696f6e2d76330c73656e642d6d657373616765000000030100000000000000000000000000000092020000001411111111111111111111111111111111111111110200000001c0";

Deno.test("a native STX deposit serializes to the platform SDK's payload (token none)", () => {
  const call = buildStacksDepositCall({
    assetManagerImpl: IMPL,
    token: STX,
    nativeToken: STX,
    hubWallet: HUB,
    amount: 1_000_000n,
    data: "0xc0",
    connection: CONNECTION,
  });
  assert.equal(stacksCallPayload(call), NATIVE_DEPOSIT);
  assert.equal(call.postConditionMode, "allow");
});

Deno.test("a SIP-010 deposit serializes to the platform SDK's payload (token some principal)", () => {
  const call = buildStacksDepositCall({
    assetManagerImpl: IMPL,
    token: `${D}.bnusd`,
    nativeToken: STX,
    hubWallet: HUB,
    amount: 2_500n,
    data: "0xdeadbeef",
    connection: CONNECTION,
  });
  assert.equal(stacksCallPayload(call), TOKEN_DEPOSIT);
});

Deno.test("a hub message serializes to the platform SDK's send-message payload (hub relay id 146)", () => {
  const call = buildStacksMessageCall({ connection: CONNECTION, hubWallet: HUB, payload: "0xc0" });
  assert.equal(stacksCallPayload(call), MESSAGE);
});
