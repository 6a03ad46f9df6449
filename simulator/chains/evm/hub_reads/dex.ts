/**
 * Dex (concentrated liquidity) reads: the position manager's `positions(tokenId)`, deterministic per token id.
 * @module
 */
import { decodeFunctionData, encodeAbiParameters, toFunctionSelector } from "viem";
import { clPositionManagerAbi } from "../../../../core/abis/cl_position_manager.ts";
import type { ReadHandlers } from "./types.ts";
import { decodeOrRevert } from "./_util.ts";
import { simPosition } from "../../../state/seed/dex.ts";

/** `positions(tokenId)`; on the hub, positions minted or changed there answer from the store (`ctx.positions`). */
export const dexReads: ReadHandlers = {
  [toFunctionSelector(clPositionManagerAbi[1])]: (ctx, _to, data) => {
    const { args } = decodeOrRevert(() => decodeFunctionData({ abi: clPositionManagerAbi, data }));
    const tokenId = args[0] as bigint;
    const position = ctx.positions?.dex.position(tokenId) ?? simPosition(tokenId);
    return encodeAbiParameters(clPositionManagerAbi[1].outputs, position);
  },
};
