/**
 * `normalizedMoveFunction`: what `sui_getNormalizedMoveFunction` answers for the two entry functions the spoke
 * calls: the asset manager's `transfer<T>` and the connection's `send_message_ua`. A client that builds its
 * transaction with unresolved object arguments (the platform SDK's `tx.object(id)`) asks for the signature to
 * learn how each shared object is taken (by `&mut`, so `mutable: true`, as the library sets it itself). The
 * parameter kinds follow the calls `decode_tx.ts` accepts; the state structs carry the names the simulated
 * objects have (`Config`, `Storage`, see `rpc_app.ts`); `TxContext` is the framework's, which clients drop.
 *
 * @example The asset manager's transfer takes its two states by `&mut`
 * ```ts
 * import assert from "node:assert/strict";
 * import { normalizedMoveFunction } from "./normalized_functions.ts";
 * import { DEFAULT_SUI_CONTRACTS } from "./rpc_app.ts";
 * const am = DEFAULT_SUI_CONTRACTS.assetManager;
 * const f = normalizedMoveFunction(DEFAULT_SUI_CONTRACTS, am.packageId, "asset_manager", "transfer");
 * assert.equal(f?.parameters.length, 6);
 * assert.deepEqual(Object.keys(f?.parameters[0] as object), ["MutableReference"]);
 * assert.equal(normalizedMoveFunction(DEFAULT_SUI_CONTRACTS, am.packageId, "asset_manager", "nope"), undefined);
 * ```
 * @module
 */
import { normalizeSuiAddress } from "@mysten/sui/utils";
import type { SuiSimContract, SuiSimContracts } from "./decode_tx.ts";

/** A Move type in the JSON-RPC's normalized form (the subset these signatures use). */
export type NormalizedType =
  | "U8"
  | "U256"
  | { Vector: NormalizedType }
  | { TypeParameter: number }
  | { Struct: { address: string; module: string; name: string; typeArguments: NormalizedType[] } }
  | { MutableReference: NormalizedType };

/** A function in the JSON-RPC's normalized form. */
export interface NormalizedFunction {
  /** `Public`. */
  visibility: "Public";
  /** Entry function. */
  isEntry: boolean;
  /** One entry per type parameter. */
  typeParameters: { abilities: string[] }[];
  /** Parameter types, `&mut TxContext` last. */
  parameters: NormalizedType[];
  /** Return types. */
  return: NormalizedType[];
}

const BYTES: NormalizedType = { Vector: "U8" };
const TX_CONTEXT: NormalizedType = {
  MutableReference: {
    Struct: { address: "0x2", module: "tx_context", name: "TxContext", typeArguments: [] },
  },
};

function state(contract: SuiSimContract, name: string): NormalizedType {
  return {
    MutableReference: {
      Struct: { address: contract.packageId, module: contract.module, name, typeArguments: [] },
    },
  };
}

/**
 * The normalized signature of `package::module::fn`, if it is one the simulated spoke contracts expose.
 *
 * @param contracts the simulated asset manager and connection
 * @param packageId the package asked for
 * @param module the module
 * @param fn the function
 * @returns the signature, or `undefined` (the node then answers that the function does not exist)
 */
export function normalizedMoveFunction(
  contracts: SuiSimContracts,
  packageId: string,
  module: string,
  fn: string,
): NormalizedFunction | undefined {
  const pkg = normalizeSuiAddress(packageId);
  const { assetManager: am, connection: conn } = contracts;
  if (pkg === normalizeSuiAddress(am.packageId) && module === am.module && fn === "transfer") {
    const coin: NormalizedType = {
      Struct: { address: "0x2", module: "coin", name: "Coin", typeArguments: [{ TypeParameter: 0 }] },
    };
    return {
      visibility: "Public",
      isEntry: true,
      typeParameters: [{ abilities: [] }],
      parameters: [state(am, "Config"), state(conn, "Storage"), coin, BYTES, BYTES, TX_CONTEXT],
      return: [],
    };
  }
  if (pkg === normalizeSuiAddress(conn.packageId) && module === conn.module && fn === "send_message_ua") {
    return {
      visibility: "Public",
      isEntry: true,
      typeParameters: [],
      parameters: [state(conn, "Storage"), "U256", BYTES, BYTES, TX_CONTEXT],
      return: [],
    };
  }
  return undefined;
}
