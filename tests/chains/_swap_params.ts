/**
 * Test helper: the swap every family's adapter fixture starts (`tests/chains/<family>/_fixture.ts`), from that
 * family's token to Base, with fixed hub-side test addresses.
 * @module
 */
import type { SpokeSwapIntentParams } from "../../chains/spoke/spoke_adapter.ts";
import { DEFAULT_CLIENT_CONFIG } from "../../core/config/mod.ts";

/** An EVM address used for hub-side fields (destination address and creator). */
export const A = "0x1111111111111111111111111111111111111111";

/** The hub input token of a fixture whose family's token has no listed hub asset in the tests. */
export const TEST_HUB_INPUT_TOKEN = "0x3333333333333333333333333333333333333333";

/**
 * Swap parameters from `inputToken` (a token of the source family) to Base: 1,000,000 units in, a 1,000 fee, any
 * output, no deadline, no partial fill, the packaged intents contract.
 */
export function swapToBaseParams(
  inputToken: string,
  hubInputToken: string = TEST_HUB_INPUT_TOKEN,
): SpokeSwapIntentParams {
  return {
    dstChainKey: "0x2105.base",
    inputToken,
    hubInputToken,
    hubOutputToken: "0x4444444444444444444444444444444444444444",
    inputAmount: 1_000_000n,
    feeAmount: 1_000n,
    feeReceiver: "0x2222222222222222222222222222222222222222",
    minOutputAmount: 1n,
    deadline: 0n,
    allowPartialFill: false,
    dstAddress: A,
    creator: A,
    intentsContract: DEFAULT_CLIENT_CONFIG.solver.intentsContract,
  };
}
