/**
 * `PartnerService`: partner fee balances and their claim. Partner fees accrue as hub assets to the fee recipient
 * (a hub EVM address, `config.fee.address` or a feature fee's). Claiming is a hub transaction the partner signs
 * directly on the hub (no relay): `protocolIntents.createIntentAutoSwap(partner, token, amount, minOutputAmount)`,
 * which swaps the accrued token into the partner's preferred asset.
 *
 * @example Claim calldata
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildClaimCalldata } from "./service.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * assert.ok(buildClaimCalldata({ partner: a, token: a, amount: 5n, minOutputAmount: 1n }).startsWith("0x37f14712"));
 * ```
 * @module
 */
import { type Address, encodeFunctionData, type Hex, isAddress } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../chains/evm/abis/erc20.ts";
import { protocolIntentsAbi } from "../../chains/evm/abis/protocol_intents.ts";
import type { HubServiceDeps } from "../hub/deps.ts";
import { invalid } from "../hub/phase_error.ts";
import { type HubWriteOptions, sendEvmTx, type SentEvmTx } from "../hub/send_evm_tx.ts";

/** One accrued fee balance. */
export interface PartnerFeeBalance {
  /** The hub asset. */
  token: Address;
  /** Symbols of the tokens that map to it. */
  symbols: string[];
  /** `balanceOf(partner)`. */
  balance: bigint;
}

/**
 * `createIntentAutoSwap` calldata.
 *
 * @param p partner, accrued token, amount, minimum output
 * @returns the calldata
 */
export function buildClaimCalldata(
  p: { partner: Address; token: Address; amount: bigint; minOutputAmount: bigint },
): Hex {
  return encodeFunctionData({
    abi: protocolIntentsAbi,
    functionName: "createIntentAutoSwap",
    args: [p.partner, p.token, p.amount, p.minOutputAmount],
  });
}

/** The partner service. */
export class PartnerService {
  readonly #deps: HubServiceDeps;

  /**
   * Creates the service (no I/O).
   *
   * @param deps the entry object's dependencies
   */
  constructor(deps: HubServiceDeps) {
    this.#deps = deps;
  }

  /**
   * Non-zero balances of `partner` (default: the global fee's address) in every hub asset of the swap tokens.
   *
   * @returns failures: `INVALID_ADDRESS` (phase `validate`), hub read errors (phase `lookup`)
   */
  async fetchBalances(
    params: { partner?: string | undefined } = {},
  ): Promise<Result<PartnerFeeBalance[], ClientError>> {
    const partner = params.partner ?? this.#deps.config.fee?.address;
    if (typeof partner !== "string" || !isAddress(partner, { strict: false })) {
      return err(
        invalid("INVALID_ADDRESS", "fetch partner balances", "no partner hub address", { field: "partner" }),
      );
    }
    const byAsset = new Map<string, { token: Address; symbols: string[] }>();
    for (const tokens of Object.values(this.#deps.config.instanceConfig.swaps.supportedTokens)) {
      for (const t of tokens ?? []) {
        if (!isAddress(t.hubAsset, { strict: false })) continue;
        const key = t.hubAsset.toLowerCase();
        const entry = byAsset.get(key) ?? { token: t.hubAsset as Address, symbols: [] };
        if (!entry.symbols.includes(t.symbol)) entry.symbols.push(t.symbol);
        byAsset.set(key, entry);
      }
    }
    const entries = [...byAsset.values()];
    const reads = await Promise.all(
      entries.map((e) =>
        this.#deps.hub.readContract({
          address: e.token,
          abi: erc20Abi,
          functionName: "balanceOf",
          args: [partner],
        })
      ),
    );
    const out: PartnerFeeBalance[] = [];
    for (const [i, r] of reads.entries()) {
      if (!r.ok) return r;
      if (r.value > 0n) out.push({ ...entries[i], balance: r.value });
    }
    return ok(out);
  }

  /**
   * Claims `amount` of accrued `token` by auto-swapping it (hub tx signed by the partner; raw with `raw: true`).
   *
   * @returns the sent or raw tx; failures: `INVALID_ADDRESS`, `INVALID_AMOUNT` (phase `validate`), the
   *   `sendEvmTx` codes
   */
  async claim(
    params: { partner: string; token: string; amount: bigint; minOutputAmount?: bigint | undefined },
    options: HubWriteOptions = {},
  ): Promise<Result<SentEvmTx, ClientError>> {
    const action = "claim partner fee";
    for (const field of ["partner", "token"] as const) {
      if (typeof params?.[field] !== "string" || !isAddress(params[field], { strict: false })) {
        return err(invalid("INVALID_ADDRESS", action, `${field} is not an EVM address`, { field }));
      }
    }
    const min = params.minOutputAmount ?? 0n;
    if (typeof params.amount !== "bigint" || params.amount <= 0n || typeof min !== "bigint" || min < 0n) {
      return err(
        invalid("INVALID_AMOUNT", action, "amount must be > 0 and minOutputAmount >= 0", { field: "amount" }),
      );
    }
    const instance = this.#deps.config.instanceConfig;
    const data = buildClaimCalldata({
      partner: params.partner as Address,
      token: params.token as Address,
      amount: params.amount,
      minOutputAmount: min,
    });
    const tx = {
      from: params.partner as Address,
      to: instance.solver.protocolIntentsContract as Address,
      value: 0n,
      data,
    };
    return await sendEvmTx(
      tx,
      options,
      action,
      this.#deps.config.getChainConfig(HUB_CHAIN_KEY).chain.nativeChainId as number,
    );
  }
}
