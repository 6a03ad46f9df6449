/**
 * `LeverageYieldService`: ERC-4626 leverage-yield vaults on the hub, listed in `leverageYield.vaults` (the packaged
 * registry is empty until `initialize()` or an override). `deposit` moves a spoke token whose hub asset is the
 * vault's asset and takes `config.leverageYieldPartnerFee` from the deposited amount; `withdraw` redeems shares
 * and sends the assets to a chain.
 *
 * Hub call lists:
 * - deposit: [asset.transfer(feeReceiver, fee)], asset.approve(vault, net), vault.deposit(net, hubWallet)
 * - withdraw: vault.redeem(shares, hubWallet, hubWallet), delivery of `convertToAssets(shares)` (read first)
 *
 * @example The vault registry comes from the configuration
 * ```ts
 * import assert from "node:assert/strict";
 * import { ConfigService } from "../../core/config/mod.ts";
 * import type { ServiceDeps } from "../deps/service_deps.ts";
 * import { LeverageYieldService } from "./service.ts";
 * const vault = { name: "lev-usdc", address: "0x1111111111111111111111111111111111111111", asset: "0x2222222222222222222222222222222222222222" };
 * const ly = new LeverageYieldService({ config: new ConfigService({ leverageYield: { vaults: [vault] } }) } as ServiceDeps);
 * assert.ok(ly.getVaults().length === 1);
 * ```
 * @module
 */
import { type AllowanceQuery, depositSpender, isAllowanceValid, sendApprove } from "../hub/allowance.ts";
import type { SentEvmTx } from "../hub/send_evm_tx.ts";
import { type Address, encodeFunctionData, isAddress } from "viem";
import { HUB_CHAIN_KEY } from "../../core/chains/mod.ts";
import type { LeverageYieldVault } from "../../core/config/mod.ts";
import type { ClientError } from "../../core/errors.ts";
import type { HubReadErrorCode, HubWriteErrorCode } from "../hub/error_codes.ts";
import { computePartnerFee } from "../../core/fee/mod.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { erc20Abi } from "../../core/abis/erc20.ts";
import { erc20TransfersAbi } from "../../core/abis/erc20_transfers.ts";
import { erc4626Abi } from "../../core/abis/erc4626.ts";
import type { ContractCall } from "../../chains/hub/contract_calls.ts";
import { encodeAddress } from "../../chains/address/mod.ts";
import type { ServiceDeps } from "../deps/service_deps.ts";
import { executeHubCalls, type HubWriteResult, prepareHubAction } from "../hub/execute_hub_calls.ts";
import { inPhase, invalid, nonStringField } from "../hub/phase_error.ts";
import type { HubWriteOptions } from "../hub/send_evm_tx.ts";
import { buildDeliveryCall } from "../money_market/build_calls.ts";

/**
 * The deposit call list.
 *
 * @param p vault, its asset, net amount, fee and receiver, the depositing hub wallet
 * @returns the calls
 * @example Without a fee
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildLeverageDepositCalls } from "./service.ts";
 * const a = "0x1111111111111111111111111111111111111111" as const;
 * assert.ok(buildLeverageDepositCalls({ vault: a, asset: a, amount: 5n, fee: 0n, feeReceiver: undefined, hubWallet: a }).length === 2);
 * ```
 */
export function buildLeverageDepositCalls(p: {
  vault: Address;
  asset: Address;
  amount: bigint;
  fee: bigint;
  feeReceiver: Address | undefined;
  hubWallet: Address;
}): ContractCall[] {
  const calls: ContractCall[] = [];
  if (p.fee > 0n && p.feeReceiver !== undefined) {
    calls.push({
      address: p.asset,
      value: 0n,
      data: encodeFunctionData({
        abi: erc20TransfersAbi,
        functionName: "transfer",
        args: [p.feeReceiver, p.fee],
      }),
    });
  }
  const net = p.amount - p.fee;
  calls.push(
    {
      address: p.asset,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [p.vault, net] }),
    },
    {
      address: p.vault,
      value: 0n,
      data: encodeFunctionData({ abi: erc4626Abi, functionName: "deposit", args: [net, p.hubWallet] }),
    },
  );
  return calls;
}

/** The leverage-yield service. */
export class LeverageYieldService {
  readonly #deps: ServiceDeps;

  /**
   * Creates the service (no I/O).
   *
   * @param deps the entry object's dependencies
   */
  constructor(deps: ServiceDeps) {
    this.#deps = deps;
  }

  /** The vault registry (`leverageYield.vaults`), without I/O. */
  getVaults(): readonly LeverageYieldVault[] {
    return this.#deps.config.instanceConfig.leverageYield.vaults;
  }

  #vault(action: string, vault: string): Result<LeverageYieldVault, ClientError> {
    const found = this.getVaults().find((v) =>
      v.name === vault || v.address.toLowerCase() === vault.toLowerCase()
    );
    if (
      found === undefined || !isAddress(found.address, { strict: false }) ||
      !isAddress(found.asset, { strict: false })
    ) {
      return err(
        invalid("VALIDATION_FAILED", action, `unknown leverage-yield vault ${vault}`, { field: "vault" }),
      );
    }
    return ok(found);
  }

  /** Deposits `amount` of `token` (on `srcChainKey`) into `vault` (name or address), net of the partner fee. */
  deposit(
    params: { srcChainKey: string; srcAddress: string; vault: string; token: string; amount: bigint },
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  async deposit(
    params: { srcChainKey: string; srcAddress: string; vault: string; token: string; amount: bigint },
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    const action = "leverageYieldDeposit";
    const bad = nonStringField(action, params, {
      srcChainKey: "UNKNOWN_CHAIN_KEY",
      srcAddress: "INVALID_ADDRESS",
      vault: "VALIDATION_FAILED",
      token: "UNSUPPORTED_TOKEN",
    });
    if (bad) return err(bad);
    if (typeof params?.amount !== "bigint" || params.amount <= 0n) {
      return err(invalid("INVALID_AMOUNT", action, "amount must be a bigint > 0", { field: "amount" }));
    }
    const vault = this.#vault(action, params.vault);
    if (!vault.ok) return vault;
    const token = this.#deps.config.getChainToken(params.srcChainKey, params.token);
    if (token === undefined || token.hubAsset.toLowerCase() !== vault.value.asset.toLowerCase()) {
      return err(
        invalid("UNSUPPORTED_TOKEN", action, `${params.token} does not fund ${vault.value.name}`, {
          field: "token",
        }),
      );
    }
    const partnerFee = this.#deps.config.leverageYieldPartnerFee;
    const fee = computePartnerFee(params.amount, partnerFee);
    if (!fee.ok) return err(inPhase(fee.error, "validate", action));
    const sender = await prepareHubAction(this.#deps, { action, ...params });
    if (!sender.ok) return sender;
    const calls = buildLeverageDepositCalls({
      vault: vault.value.address as Address,
      asset: vault.value.asset as Address,
      amount: params.amount,
      fee: fee.value,
      feeReceiver: partnerFee?.address as Address | undefined,
      hubWallet: sender.value.hubWallet,
    });
    return await executeHubCalls(this.#deps, {
      ...sender.value,
      action,
      calls,
      deposit: { token: token.address as Address, amount: params.amount },
    }, options);
  }

  /**
   * Whether the deposit of `amount` of `token` is approved: the spoke asset manager (the user's hub wallet on the
   * hub) may pull it. The native coin and non-EVM sources are always `true`.
   */
  isAllowanceValid(
    params: { srcChainKey: string; srcAddress: string; vault: string; token: string; amount: bigint },
  ): Promise<Result<boolean, ClientError<HubReadErrorCode>>>;
  async isAllowanceValid(
    params: { srcChainKey: string; srcAddress: string; vault: string; token: string; amount: bigint },
  ): Promise<Result<boolean, ClientError>> {
    const query = await this.#allowanceQuery(params);
    return query.ok ? await isAllowanceValid(this.#deps, query.value) : query;
  }

  /** Approves the deposit's spender for `amount` of `token` (raw tx with `raw: true`); no relay. */
  approve(
    params: { srcChainKey: string; srcAddress: string; vault: string; token: string; amount: bigint },
    options?: HubWriteOptions,
  ): Promise<Result<SentEvmTx, ClientError<HubWriteErrorCode>>>;
  async approve(
    params: { srcChainKey: string; srcAddress: string; vault: string; token: string; amount: bigint },
    options: HubWriteOptions = {},
  ): Promise<Result<SentEvmTx, ClientError>> {
    const query = await this.#allowanceQuery(params);
    return query.ok ? await sendApprove(this.#deps, query.value, options) : query;
  }

  async #allowanceQuery(
    params: { srcChainKey: string; srcAddress: string; vault: string; token: string; amount: bigint },
  ): Promise<Result<AllowanceQuery, ClientError>> {
    const action = "leverageYieldDeposit";
    if (typeof params?.amount !== "bigint" || params.amount <= 0n) {
      return err(invalid("INVALID_AMOUNT", action, "amount must be a bigint > 0", { field: "amount" }));
    }
    const vault = this.#vault(action, String(params.vault));
    if (!vault.ok) return vault;
    const token = this.#deps.config.getChainToken(params.srcChainKey, params.token);
    if (token === undefined || token.hubAsset.toLowerCase() !== vault.value.asset.toLowerCase()) {
      return err(
        invalid("UNSUPPORTED_TOKEN", action, `${params.token} does not fund ${vault.value.name}`, {
          field: "token",
        }),
      );
    }
    const sender = await prepareHubAction(this.#deps, { action, ...params });
    if (!sender.ok) return sender;
    const spender = depositSpender(this.#deps, sender.value.srcChainKey, sender.value.hubWallet);
    if (!spender.ok) return spender;
    return ok({
      action,
      chainKey: sender.value.srcChainKey,
      token: token.address as Address,
      owner: sender.value.srcAddress as Address,
      spender: spender.value,
      amount: params.amount,
    });
  }

  /** Redeems `shares` of `vault` and sends the assets to `dstAddress` on `dstChainKey` (default: the sender). */
  withdraw(
    params: {
      srcChainKey: string;
      srcAddress: string;
      vault: string;
      shares: bigint;
      dstChainKey?: string | undefined;
      dstAddress?: string | undefined;
    },
    options?: HubWriteOptions,
  ): Promise<Result<HubWriteResult, ClientError<HubWriteErrorCode>>>;
  async withdraw(
    params: {
      srcChainKey: string;
      srcAddress: string;
      vault: string;
      shares: bigint;
      dstChainKey?: string | undefined;
      dstAddress?: string | undefined;
    },
    options: HubWriteOptions = {},
  ): Promise<Result<HubWriteResult, ClientError>> {
    const action = "leverageYieldWithdraw";
    const bad = nonStringField(action, params, {
      srcChainKey: "UNKNOWN_CHAIN_KEY",
      srcAddress: "INVALID_ADDRESS",
      vault: "VALIDATION_FAILED",
      dstChainKey: "UNKNOWN_CHAIN_KEY",
      dstAddress: "INVALID_ADDRESS",
    }, ["dstChainKey", "dstAddress"]);
    if (bad) return err(bad);
    if (typeof params?.shares !== "bigint" || params.shares <= 0n) {
      return err(invalid("INVALID_AMOUNT", action, "shares must be a bigint > 0", { field: "shares" }));
    }
    const vault = this.#vault(action, params.vault);
    if (!vault.ok) return vault;
    const dstChainKey = params.dstChainKey ?? params.srcChainKey;
    const dstAddress = params.dstAddress ?? params.srcAddress;
    const to = encodeAddress(dstChainKey, dstAddress);
    if (!to.ok) return err(inPhase(to.error, "validate", action));
    const sender = await prepareHubAction(this.#deps, { action, ...params });
    if (!sender.ok) return sender;
    const vaultAddress = vault.value.address as Address;
    const assets = await this.#deps.hub.readContract({
      address: vaultAddress,
      abi: erc4626Abi,
      functionName: "convertToAssets",
      args: [params.shares],
    });
    if (!assets.ok) return err(inPhase(assets.error, "lookup", action));
    const hubWallet = sender.value.hubWallet;
    const calls: ContractCall[] = [
      {
        address: vaultAddress,
        value: 0n,
        data: encodeFunctionData({
          abi: erc4626Abi,
          functionName: "redeem",
          args: [params.shares, hubWallet, hubWallet],
        }),
      },
      buildDeliveryCall(
        vault.value.asset as Address,
        assets.value,
        dstChainKey === HUB_CHAIN_KEY ? { hub: dstAddress as Address } : { spoke: to.value },
        this.#deps.config.instanceConfig.hub.addresses.assetManager as Address,
      ),
    ];
    return await executeHubCalls(this.#deps, { ...sender.value, action, calls }, options);
  }

  /** Shares of `vault` held by the hub wallet of `address` on `chainKey`, and their asset value (hub reads). */
  getPosition(
    params: { chainKey: string; address: string; vault: string },
  ): Promise<Result<{ hubWallet: Address; shares: bigint; assets: bigint }, ClientError<HubReadErrorCode>>>;
  async getPosition(
    params: { chainKey: string; address: string; vault: string },
  ): Promise<Result<{ hubWallet: Address; shares: bigint; assets: bigint }, ClientError>> {
    const action = "getLeveragePosition";
    const bad = nonStringField(action, params, {
      chainKey: "UNKNOWN_CHAIN_KEY",
      address: "INVALID_ADDRESS",
      vault: "VALIDATION_FAILED",
    });
    if (bad) return err(bad);
    const vault = this.#vault(action, params.vault);
    if (!vault.ok) return vault;
    const chain = this.#deps.config.findChainConfig(params.chainKey);
    if (!chain.ok) return err(inPhase(chain.error, "validate", action));
    const hubWallet = await this.#deps.hub.getUserHubWalletAddress(params.chainKey, params.address);
    if (!hubWallet.ok) return err(inPhase(hubWallet.error, "lookup", action));
    const address = vault.value.address as Address;
    const shares = await this.#deps.hub.readContract({
      address,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [hubWallet.value],
    });
    if (!shares.ok) return shares;
    const assets = await this.#deps.hub.readContract({
      address,
      abi: erc4626Abi,
      functionName: "convertToAssets",
      args: [shares.value],
    });
    if (!assets.ok) return assets;
    return ok({ hubWallet: hubWallet.value, shares: shares.value, assets: assets.value });
  }
}
