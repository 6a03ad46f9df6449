/**
 * `PartnerService`: partner fee balances, auto-swap preferences, token approval and the claim. Partner fees
 * accrue as hub assets to the fee recipient (a hub EVM address, `config.fee.address` or a feature fee's), so every
 * write is a hub transaction the partner signs directly on the hub (no relay; `raw: true` returns it unsigned) to
 * the protocol intents contract (`solver.protocolIntentsContract`):
 *
 * 1. `setSwapPreference`: `setAutoSwapPreferences(outputToken, dstChain, dstAddress)` — where claimed fees go;
 * 2. `approveToken`: ERC-20 `approve(protocolIntents, amount)` on the fee token (default: unlimited);
 * 3. `claim`: `createIntentAutoSwap(partner, token, amount, minOutputAmount)` — the contract pulls `amount` and
 *    opens a swap intent into the preferred output.
 *
 * Reads (`fetchBalances`, `getAutoSwapPreferences`, `isTokenApproved`) are hub `eth_call`s, decoded and checked.
 * Flow confirmed against the reference client's `PartnerFeeClaimService` (SDKS `packages/sdk/src/partner/`).
 *
 * @example Claim offline (raw) against the simulator
 * ```ts
 * import assert from "node:assert/strict";
 * import { createSimulatorApp } from "../../simulator/mod.ts";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import { createSpokeRouter } from "../../chains/registry/routing.ts";
 * import { HubProvider } from "../../chains/hub/hub_provider.ts";
 * import { relayIdsOf, type ServiceDeps } from "../deps/service_deps.ts";
 * import { PartnerService } from "./service.ts";
 * const sim = createSimulatorApp({ preset: "instant" });
 * const config = new ConfigService(sim.clientConfig);
 * const partners = new PartnerService({
 *   config, backendApi: {} as ServiceDeps["backendApi"], fetch: sim.fetch,
 *   spokes: createSpokeRouter(() => config.instanceConfig.chains, { fetch: sim.fetch }),
 *   hub: new HubProvider(() => config.instanceConfig.hub, { fetch: sim.fetch }),
 * });
 * const partner = "0x1111111111111111111111111111111111111111";
 * const token = "0x29219dd400f2Bf60E5a23d13Be72B486D4038894";
 * const r = await partners.claim({ partner, token, amount: 5n }, { raw: true });
 * assert.ok(r.ok && r.value.tx.data.startsWith("0x37f14712"));
 * sim.close();
 * ```
 * @module
 */
import { type Address, isAddress, maxUint256 } from "viem";
import { getIntentRelayChainId, HUB_CHAIN_KEY, type SpokeChainKey } from "../../core/chains/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import type { HubReadErrorCode, HubWriteErrorCode } from "../hub/error_codes.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { encodeAddress } from "../../chains/address/mod.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { protocolIntentsAbi } from "../../core/abis/protocol_intents.ts";
import { buildApproveTx } from "../hub/allowance.ts";
import { relayIdsOf, type ServiceDeps } from "../deps/service_deps.ts";
import { inPhase, invalid } from "../hub/phase_error.ts";
import { PARTNER_APPROVED_THRESHOLD } from "./constants.ts";
import { type HubWriteOptions, sendEvmTx, type SentEvmTx } from "../hub/send_evm_tx.ts";
import { hubAddress, hubChainId, protocolIntentsContract, uint256 } from "./_inputs.ts";
import { type AutoSwapPreferences, toAutoSwapPreferences } from "./auto_swap_preferences.ts";
import { buildClaimCalldata, buildSetAutoSwapPreferencesCalldata } from "./build_calls.ts";
import { fetchPartnerBalances, type PartnerFeeBalance } from "./fetch_balances.ts";

/** Parameters of {@link PartnerService.setSwapPreference}. */
export interface SetSwapPreferenceParams {
  /** The partner's hub address (the signer). */
  partner: string;
  /** The output token on `dstChainKey` (its own address format); on the hub, any hub asset. */
  outputToken: string;
  /** Where the swapped fees are delivered. */
  dstChainKey: string;
  /** The receiver on `dstChainKey`, in that chain's address format. */
  dstAddress: string;
}

/** Parameters of {@link PartnerService.isTokenApproved} and {@link PartnerService.approveToken}. */
export interface PartnerTokenApprovalParams {
  /** The partner's hub address (the token owner). */
  partner: string;
  /** The hub fee token. */
  token: string;
  /** Allowance needed / granted. @default maxUint256 (approve); maxUint256 - 1000 (check) */
  amount?: bigint | undefined;
}

/** Parameters of {@link PartnerService.claim}. */
export interface PartnerClaimParams {
  /** The partner's hub address (the signer). */
  partner: string;
  /** The accrued hub asset to claim. */
  token: string;
  /** Amount in `token` base units, in `(0, 2^256)`. */
  amount: bigint;
  /** Minimum output of the auto-swap. @default 0n */
  minOutputAmount?: bigint | undefined;
}

export { PARTNER_APPROVED_THRESHOLD };

/** The partner service. */
export class PartnerService {
  readonly #deps: ServiceDeps;

  /**
   * Creates the service (no I/O).
   *
   * @param deps the entry object's dependencies
   */
  constructor(deps: ServiceDeps) {
    this.#deps = deps;
  }

  /**
   * Non-zero balances of `partner` (default: the global fee's address) in every hub asset of the swap tokens.
   *
   * @returns failures: `INVALID_ADDRESS` (phase `validate`), hub read errors (phase `lookup`)
   */
  fetchBalances(
    params?: { partner?: string | undefined },
  ): Promise<Result<PartnerFeeBalance[], ClientError<HubReadErrorCode>>>;
  fetchBalances(
    params: { partner?: string | undefined } = {},
  ): Promise<Result<PartnerFeeBalance[], ClientError>> {
    const partner = hubAddress(
      "fetch partner balances",
      "partner",
      params?.partner ?? this.#deps.config.fee?.address,
    );
    if (!partner.ok) return Promise.resolve(partner);
    return fetchPartnerBalances(this.#deps, partner.value);
  }

  /**
   * The auto-swap preferences of `partner` (default: the global fee's address), one hub read.
   *
   * @returns `{configured: false}` or the preferences; failures: `INVALID_ADDRESS`, `INVALID_CONFIG` (phase
   *   `validate`), `HTTP_REQUEST_FAILED` / `RESPONSE_VALIDATION_FAILED` (phase `lookup`)
   */
  getAutoSwapPreferences(
    params?: { partner?: string | undefined },
  ): Promise<Result<AutoSwapPreferences, ClientError<HubReadErrorCode>>>;
  async getAutoSwapPreferences(
    params: { partner?: string | undefined } = {},
  ): Promise<Result<AutoSwapPreferences, ClientError>> {
    const action = "getAutoSwapPreferences";
    const partner = hubAddress(action, "partner", params?.partner ?? this.#deps.config.fee?.address);
    if (!partner.ok) return partner;
    const contract = protocolIntentsContract(this.#deps.config, action);
    if (!contract.ok) return contract;
    const read = await this.#deps.hub.readContract({
      address: contract.value,
      abi: protocolIntentsAbi,
      functionName: "getAutoSwapPreferences",
      args: [partner.value],
    });
    if (!read.ok) return err(inPhase(read.error, "lookup", action));
    return toAutoSwapPreferences(
      read.value,
      { action, partner: partner.value, contract: contract.value },
      relayIdsOf(this.#deps),
    );
  }

  /**
   * Sets where claimed fees go: `outputToken` (resolved to its hub asset unless `dstChainKey` is the hub) delivered
   * to `dstAddress` on `dstChainKey`.
   *
   * @returns the sent or raw hub tx; failures (phase `validate`): `INVALID_ADDRESS`, `UNKNOWN_CHAIN_KEY`,
   *   `UNSUPPORTED_TOKEN` (no hub asset for `outputToken` on `dstChainKey`), `UNSUPPORTED_CHAIN_OPERATION` (no
   *   address encoder for the family), `INVALID_CONFIG`; then the `sendEvmTx` codes
   */
  setSwapPreference(
    params: SetSwapPreferenceParams,
    options?: HubWriteOptions,
  ): Promise<Result<SentEvmTx, ClientError<HubWriteErrorCode>>>;
  async setSwapPreference(
    params: SetSwapPreferenceParams,
    options: HubWriteOptions = {},
  ): Promise<Result<SentEvmTx, ClientError>> {
    const action = "set auto-swap preference";
    const partner = hubAddress(action, "partner", params?.partner);
    if (!partner.ok) return partner;
    const chain = this.#deps.config.findChainConfig(params.dstChainKey);
    if (!chain.ok) return err(inPhase(chain.error, "validate", action));
    const dstChainKey = params.dstChainKey as SpokeChainKey;
    let outputToken: Result<Address, ClientError>;
    if (dstChainKey === HUB_CHAIN_KEY) {
      outputToken = hubAddress(action, "outputToken", params.outputToken);
    } else {
      const hubAsset = typeof params.outputToken === "string"
        ? this.#deps.config.getChainToken(dstChainKey, params.outputToken)?.hubAsset
        : undefined;
      outputToken = hubAsset !== undefined && isAddress(hubAsset, { strict: false })
        ? ok(hubAsset as Address)
        : err(invalid("UNSUPPORTED_TOKEN", action, `outputToken has no hub asset on ${dstChainKey}`, {
          field: "outputToken",
          dstChainKey,
        }));
    }
    if (!outputToken.ok) return outputToken;
    const dstAddress = encodeAddress(
      dstChainKey,
      typeof params.dstAddress === "string" ? params.dstAddress : "",
    );
    if (!dstAddress.ok) {
      return err(inPhase(dstAddress.error, "validate", action));
    }
    const contract = protocolIntentsContract(this.#deps.config, action);
    if (!contract.ok) return contract;
    const data = buildSetAutoSwapPreferencesCalldata({
      outputToken: outputToken.value,
      dstChain: getIntentRelayChainId(dstChainKey, relayIdsOf(this.#deps)),
      dstAddress: dstAddress.value,
    });
    const tx = { from: partner.value, to: contract.value, value: 0n, data };
    return await sendEvmTx(tx, options, action, hubChainId(this.#deps.config));
  }

  /**
   * Whether `partner` allows the protocol intents contract at least `amount` (default: effectively unlimited,
   * {@link PARTNER_APPROVED_THRESHOLD}) of `token`; the hub's native coin is always approved.
   *
   * @returns failures: `INVALID_ADDRESS`, `INVALID_AMOUNT`, `INVALID_CONFIG` (phase `validate`), hub read errors
   *   (phase `lookup`)
   */
  isTokenApproved(
    params: PartnerTokenApprovalParams,
  ): Promise<Result<boolean, ClientError<HubReadErrorCode>>>;
  async isTokenApproved(params: PartnerTokenApprovalParams): Promise<Result<boolean, ClientError>> {
    const action = "check partner token approval";
    const checked = this.#approval(action, params, PARTNER_APPROVED_THRESHOLD);
    if (!checked.ok) return checked;
    const { partner, token, amount, contract } = checked.value;
    if (this.#isNative(token)) return ok(true);
    const read = await this.#deps.hub.readContract({
      address: token,
      abi: erc20Abi,
      functionName: "allowance",
      args: [partner, contract],
    });
    if (!read.ok) return err(inPhase(read.error, "lookup", action));
    return ok(read.value >= amount);
  }

  /**
   * Approves the protocol intents contract to pull `amount` (default: unlimited) of `token` from `partner`.
   *
   * @returns the sent or raw hub tx; failures (phase `validate`): `INVALID_ADDRESS`, `INVALID_AMOUNT`,
   *   `UNSUPPORTED_TOKEN` (the native coin needs no approval), `INVALID_CONFIG`; then the `sendEvmTx` codes
   */
  approveToken(
    params: PartnerTokenApprovalParams,
    options?: HubWriteOptions,
  ): Promise<Result<SentEvmTx, ClientError<HubWriteErrorCode>>>;
  async approveToken(
    params: PartnerTokenApprovalParams,
    options: HubWriteOptions = {},
  ): Promise<Result<SentEvmTx, ClientError>> {
    const action = "approve partner token";
    const checked = this.#approval(action, params, maxUint256);
    if (!checked.ok) return checked;
    const { partner, token, amount, contract } = checked.value;
    if (this.#isNative(token)) {
      return err(
        invalid("UNSUPPORTED_TOKEN", action, "the native coin needs no approval", { field: "token" }),
      );
    }
    const tx = buildApproveTx({
      action,
      chainKey: HUB_CHAIN_KEY,
      token,
      owner: partner,
      spender: contract,
      amount,
    });
    return await sendEvmTx(tx, options, action, hubChainId(this.#deps.config));
  }

  /**
   * Claims `amount` of accrued `token` by auto-swapping it into the preferred output (hub tx signed by the
   * partner). Refuses a token equal to the preferred output, which the solver cannot fill (the reference client's
   * same-token guard): one preferences read happens first, also in raw mode.
   *
   * @returns the sent or raw tx; failures: `INVALID_ADDRESS`, `INVALID_AMOUNT`, `UNSUPPORTED_TOKEN` (the native
   *   coin), `INVALID_CONFIG`, `VALIDATION_FAILED` (token = preferred output; `context.field` `token`) (phase
   *   `validate`), the {@link PartnerService.getAutoSwapPreferences} lookup codes, the `sendEvmTx` codes
   */
  claim(
    params: PartnerClaimParams,
    options?: HubWriteOptions,
  ): Promise<Result<SentEvmTx, ClientError<HubWriteErrorCode>>>;
  async claim(
    params: PartnerClaimParams,
    options: HubWriteOptions = {},
  ): Promise<Result<SentEvmTx, ClientError>> {
    const action = "claim partner fee";
    const partner = hubAddress(action, "partner", params?.partner);
    if (!partner.ok) return partner;
    const token = hubAddress(action, "token", params.token);
    if (!token.ok) return token;
    const minOutputAmount = params.minOutputAmount ?? 0n;
    const bad = uint256(action, "amount", params.amount, 1n) ??
      uint256(action, "minOutputAmount", minOutputAmount, 0n);
    if (bad) return err(bad);
    if (this.#isNative(token.value)) {
      return err(invalid("UNSUPPORTED_TOKEN", action, "fees accrue as hub tokens, not the native coin", {
        field: "token",
      }));
    }
    const contract = protocolIntentsContract(this.#deps.config, action);
    if (!contract.ok) return contract;
    const prefs = await this.getAutoSwapPreferences({ partner: partner.value });
    if (!prefs.ok) return err(inPhase(prefs.error, "lookup", action));
    if (prefs.value.configured && prefs.value.outputToken.toLowerCase() === token.value.toLowerCase()) {
      return err(
        invalid(
          "VALIDATION_FAILED",
          action,
          "token is the preferred output token; the solver cannot swap a token into itself",
          {
            field: "token",
            outputToken: prefs.value.outputToken,
          },
        ),
      );
    }
    const data = buildClaimCalldata({
      partner: partner.value,
      token: token.value,
      amount: params.amount,
      minOutputAmount,
    });
    const tx = { from: partner.value, to: contract.value, value: 0n, data };
    return await sendEvmTx(tx, options, action, hubChainId(this.#deps.config));
  }

  #approval(
    action: string,
    params: PartnerTokenApprovalParams,
    defaultAmount: bigint,
  ): Result<{ partner: Address; token: Address; amount: bigint; contract: Address }, ClientError> {
    const partner = hubAddress(action, "partner", params?.partner);
    if (!partner.ok) return partner;
    const token = hubAddress(action, "token", params.token);
    if (!token.ok) return token;
    const amount = params.amount ?? defaultAmount;
    const bad = uint256(action, "amount", amount, 0n);
    if (bad) return err(bad);
    const contract = protocolIntentsContract(this.#deps.config, action);
    if (!contract.ok) return contract;
    return ok({ partner: partner.value, token: token.value, amount, contract: contract.value });
  }

  #isNative(token: Address): boolean {
    return token.toLowerCase() === this.#deps.config.getChainConfig(HUB_CHAIN_KEY).nativeToken.toLowerCase();
  }
}
