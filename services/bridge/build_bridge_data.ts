/**
 * `buildBridgeData` (the platform's `BridgeService.buildBridgeData`): the hub call list a bridge deposit carries
 * to the user's hub wallet, encoded as `abi.encode((address,uint256,bytes)[])` — the vault deposit and withdrawal
 * where the hub assets differ, the partner fee transfer, and the delivery (`chains/hub/bridge_hub_calls.ts`). It is
 * the `relayData.payload` that `bridge({ raw: true })` returns, built from the same checked parameters, without
 * any I/O.
 *
 * @example A Base → Arbitrum USDC bridge: the payload decodes to the hub calls
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { decodeContractCalls } from "../../chains/hub/contract_calls.ts";
 * import { createSpokeRouter } from "../../chains/registry/routing.ts";
 * import { buildBridgeData } from "./build_bridge_data.ts";
 * const config = new ConfigService();
 * const data = buildBridgeData({ config, spokes: createSpokeRouter(() => config.instanceConfig.chains) }, {
 *   srcChainKey: "0x2105.base", srcAsset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", amount: 1_000_000n,
 *   dstChainKey: "0xa4b1.arbitrum", recipient: "0x1111111111111111111111111111111111111111",
 * });
 * assert.ok(data.ok);
 * const calls = decodeContractCalls(data.value);
 * assert.ok(calls.ok && calls.value.length >= 1);
 * ```
 * @module
 */
import type { Hex } from "viem";
import { encodeBridgeHubCalls } from "../../chains/hub/bridge_hub_calls.ts";
import { encodeEvmAddress as encodeAddress } from "../../chains/address/encode_address.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import type { BridgeParams } from "./types.ts";
import { validateBridge } from "./validate_bridge.ts";

/**
 * Builds the hub call list of a bridge.
 *
 * @param deps the configuration and the spoke router (the source adapter must take bridge deposits)
 * @param params the bridge's parameters (`srcAddress` is not needed: the call list does not name the sender)
 * @returns the encoded call list; failures: those of the bridge's input checks (`UNKNOWN_CHAIN_KEY`,
 *   `UNSUPPORTED_TOKEN`, `INVALID_AMOUNT`, `INVALID_ADDRESS`, `INVALID_FEE`, `VALIDATION_FAILED`, ...),
 *   `INTENT_CREATION_FAILED` (the list does not encode)
 * @example An amount of zero is refused
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { createSpokeRouter } from "../../chains/registry/routing.ts";
 * import { buildBridgeData } from "./build_bridge_data.ts";
 * const config = new ConfigService();
 * const r = buildBridgeData({ config, spokes: createSpokeRouter(() => config.instanceConfig.chains) }, {
 *   srcChainKey: "0x2105.base", srcAsset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", amount: 0n,
 *   dstChainKey: "0xa4b1.arbitrum", recipient: "0x1111111111111111111111111111111111111111",
 * });
 * assert.ok(!r.ok && r.error.code === "INVALID_AMOUNT");
 * ```
 */
export function buildBridgeData(
  deps: Pick<ServiceDeps, "config" | "spokes">,
  params: BridgeParams,
): Result<Hex, ClientError> {
  const checked = validateBridge(deps as ServiceDeps, params);
  if (!checked.ok) return checked;
  const c = checked.value;
  const dstBytes = encodeAddress(c.dstChainKey, params.recipient);
  if (!dstBytes.ok) return dstBytes;
  try {
    return ok(encodeBridgeHubCalls(
      {
        amount: params.amount,
        hubInputToken: c.hubInputToken,
        hubOutputToken: c.hubOutputToken,
        hubVault: c.vault,
        feeReceiver: c.fee?.address,
        dstAddress: params.recipient,
        hubAssetManager: deps.config.instanceConfig.hub.addresses.assetManager,
        srcDecimals: c.srcToken.decimals,
        dstDecimals: c.dstToken.decimals,
      },
      c.dstChainKey,
      dstBytes.value,
      c.feeAmount,
    ));
  } catch (cause) {
    return err(
      new ClientError(
        "INTENT_CREATION_FAILED",
        "Cannot build bridge data: the hub call list does not encode",
        {
          context: { phase: "validate", srcChainKey: c.srcChainKey, dstChainKey: c.dstChainKey },
          cause,
        },
      ),
    );
  }
}
