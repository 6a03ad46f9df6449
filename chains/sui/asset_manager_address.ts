/**
 * The platform's `SuiSpokeService.fetchLatestAssetManagerPackageId`, `fetchAssetManagerAddress` and
 * `getAssetManagerAddress`: the asset manager's current package, read from its config object
 * (`addresses.assetManagerConfigId`) with `sui_getObject` (`showContent`: the Move object's
 * `latest_package_id` field, which follows package upgrades), and the asset manager's Move address built from it,
 * `{latest package}::asset_manager::{config id}`.
 *
 * @example A node answering the config object
 * ```ts
 * import assert from "node:assert/strict";
 * import { fetchAssetManagerAddress } from "./asset_manager_address.ts";
 * const pkg = `0x${"a1".repeat(32)}`;
 * const configId = `0x${"cb".repeat(32)}`;
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: {
 *   data: { objectId: configId, version: "1", digest: "x", content: { dataType: "moveObject", type: "t", hasPublicTransfer: false, fields: { latest_package_id: pkg } } },
 * } }));
 * const r = await fetchAssetManagerAddress({ grpc_url: "http://sui.test", addresses: { assetManagerConfigId: configId } }, { fetch });
 * assert.ok(r.ok && r.value === `${pkg}::asset_manager::${configId}`);
 * ```
 * @module
 */
import { describeValue } from "../../core/describe_value.ts";
import { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { isValidSuiAddress } from "../address/sui.ts";
import {
  createSuiRpcClient,
  type SuiEndpointConfig,
  type SuiRpcClientOptions,
  suiRpcError,
} from "./sui_client.ts";

/** The Sui chain settings the reads need: the endpoint and `addresses.assetManagerConfigId`. */
export interface SuiAssetManagerConfig extends SuiEndpointConfig {
  /** The chain's addresses; `assetManagerConfigId` is the asset manager's config object. */
  addresses: Readonly<Record<string, string | undefined>>;
}

/** Options of the asset-manager reads. */
export interface SuiReadOptions extends SuiRpcClientOptions {
  /** Aborts the read. @default undefined */
  signal?: AbortSignal | undefined;
}

/**
 * Reads the asset manager's latest package id from its config object.
 *
 * @param config the endpoint and `addresses.assetManagerConfigId`
 * @param options fetch, sleep, signal. @default {}
 * @returns the package id; failures (`chainKey: "sui"`): `INVALID_CONFIG` (no config id, no I/O), the read's
 *   (`HTTP_REQUEST_FAILED` with the RPC error as `cause`, `ABORTED`), `RESPONSE_VALIDATION_FAILED` (no such object,
 *   not a Move object, or no `latest_package_id`)
 * @example No config id
 * ```ts
 * import assert from "node:assert/strict";
 * import { fetchLatestAssetManagerPackageId } from "./asset_manager_address.ts";
 * const r = await fetchLatestAssetManagerPackageId({ grpc_url: "http://sui.test", addresses: {} });
 * assert.ok(!r.ok && r.error.code === "INVALID_CONFIG");
 * ```
 */
export async function fetchLatestAssetManagerPackageId(
  config: SuiAssetManagerConfig,
  options: SuiReadOptions = {},
): Promise<Result<string, ClientError>> {
  const id = config?.addresses?.assetManagerConfigId;
  const context = { chainKey: "sui", assetManagerConfigId: describeValue(id) };
  if (typeof id !== "string" || !isValidSuiAddress(id)) {
    return err(
      new ClientError(
        "INVALID_CONFIG",
        "Cannot read the asset manager: addresses.assetManagerConfigId is not an object id",
        {
          context: { ...context, field: "addresses.assetManagerConfigId" },
        },
      ),
    );
  }
  let answer: Awaited<ReturnType<ReturnType<typeof createSuiRpcClient>["getObject"]>>;
  try {
    answer = await createSuiRpcClient(config, options).getObject({
      id,
      options: { showContent: true },
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
  } catch (cause) {
    const code = (cause as { code?: unknown } | null)?.code;
    return err(
      suiRpcError(
        typeof code === "string" ? code as ClientError["code"] : "HTTP_REQUEST_FAILED",
        "Cannot read the asset manager: sui_getObject failed",
        context,
        cause,
        options.signal,
      ),
    );
  }
  const content = answer.data?.content;
  const fields = content?.dataType === "moveObject" ? content.fields as Record<string, unknown> : undefined;
  const latest = fields?.["latest_package_id"];
  if (typeof latest !== "string" || !isValidSuiAddress(latest)) {
    return err(
      new ClientError("RESPONSE_VALIDATION_FAILED", "Cannot read the asset manager: no latest_package_id", {
        context: {
          ...context,
          error: describeValue(answer.error),
          dataType: describeValue(content?.dataType),
        },
      }),
    );
  }
  return ok(latest);
}

/**
 * The asset manager's Move address at its latest package: `{package}::asset_manager::{config id}`.
 *
 * @param config the endpoint and `addresses.assetManagerConfigId`
 * @param options fetch, sleep, signal. @default {}
 * @returns the address; failures as {@link fetchLatestAssetManagerPackageId}'s
 * @example A node without the object
 * ```ts
 * import assert from "node:assert/strict";
 * import { fetchAssetManagerAddress } from "./asset_manager_address.ts";
 * const id = `0x${"cb".repeat(32)}`;
 * const fetch = () => Promise.resolve(Response.json({ jsonrpc: "2.0", id: 1, result: { error: { code: "notExists", object_id: id } } }));
 * const r = await fetchAssetManagerAddress({ grpc_url: "http://sui.test", addresses: { assetManagerConfigId: id } }, { fetch });
 * assert.ok(!r.ok && r.error.code === "RESPONSE_VALIDATION_FAILED");
 * ```
 */
export async function fetchAssetManagerAddress(
  config: SuiAssetManagerConfig,
  options: SuiReadOptions = {},
): Promise<Result<string, ClientError>> {
  const latest = await fetchLatestAssetManagerPackageId(config, options);
  return latest.ok ? ok(`${latest.value}::asset_manager::${config.addresses.assetManagerConfigId}`) : latest;
}

/**
 * The asset manager's Move address (the platform's `getAssetManagerAddress`, which caches the answer of
 * {@link fetchAssetManagerAddress} on its service instance; this reads it on every call).
 *
 * @param config the endpoint and `addresses.assetManagerConfigId`
 * @param options fetch, sleep, signal. @default {}
 * @returns the address; failures as {@link fetchLatestAssetManagerPackageId}'s
 * @example A configuration without the config id
 * ```ts
 * import assert from "node:assert/strict";
 * import { getAssetManagerAddress } from "./asset_manager_address.ts";
 * const r = await getAssetManagerAddress({ grpc_url: "http://sui.test", addresses: { assetManagerConfigId: "" } });
 * assert.ok(!r.ok && r.error.code === "INVALID_CONFIG");
 * ```
 */
export function getAssetManagerAddress(
  config: SuiAssetManagerConfig,
  options: SuiReadOptions = {},
): Promise<Result<string, ClientError>> {
  return fetchAssetManagerAddress(config, options);
}
