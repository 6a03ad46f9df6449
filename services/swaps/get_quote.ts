/**
 * `swaps.getQuote`: validates both tokens against the active configuration, translates them to their hub assets,
 * and applies the effective partner fee so `quoted_amount` is net of it: an exact-input `amount` has the fee
 * taken off before the solver is asked (the quoted output is what the net input buys); for an exact-output quote
 * `amount` (the wanted output) goes to the solver unchanged and the quoted input is grossed up by the fee (the
 * smallest input that still leaves the solver's input once the fee is taken off it, `grossUpByFee`). The call has a request budget ({@link DEFAULT_QUOTE_TIMEOUT_MS}, overridable per call), so a
 * solver that never answers cannot hang it.
 * @module
 */
import { DEFAULT_QUOTE_TIMEOUT_MS } from "../../core/timing.ts";
export { DEFAULT_QUOTE_TIMEOUT_MS } from "../../core/timing.ts";
import {
  getChainKeyFromRelayChainId,
  isSpokeChainKey,
  type RelayChainIds,
  type RelayChainIdString,
  type SpokeChainKey,
} from "../../core/chains/mod.ts";
import { carriedContext, ClientError, ERROR_CODES, type ErrorCode } from "../../core/errors.ts";
import { adjustAmountByFee, grossUpByFee, type PartnerFee } from "../../core/fee/mod.ts";
import { err, ok, type Result } from "../../core/result.ts";
import { checkCallOptions } from "../../core/options/number_option.ts";
import type { QuoteType, SolverIntentQuoteResponse } from "../../core/schemas/solver.ts";
import { getQuote as solverGetQuote } from "../solver/mod.ts";
import { isBudgetExpiry, transportErrorOf } from "../solver/solver_calls.ts";
import type { SolverErrorResponse } from "../../core/solver_error.ts";
import { relayIdsOf, type ServiceDeps, solverConfigOf } from "../deps/service_deps.ts";
import { solverFailure } from "../solver/solver_failure.ts";
import { effectiveFee, findSwapToken, hubAssetOf } from "./validate_swap.ts";
import { bigintMismatch, bigintMismatchText, describeValue } from "../../core/describe_value.ts";

/** Argument of `swaps.getQuote` (`SolverIntentQuoteRequest`, docs/rules/swaps.md#intent-params). */
export interface SwapQuoteRequest {
  /** Source token address on its spoke chain. */
  token_src: string;
  /** Destination token address on its spoke chain. */
  token_dst: string;
  /**
   * Source chain: a chain key (`"0x2105.base"`, a value of `ChainKeys`) or a relay chain id string (`"30"`, as the
   * spec's wire says). Typed so that a typo (`"base"`) does not compile; at run time an unknown value is
   * `UNKNOWN_CHAIN_KEY` with the valid and closest keys in its context.
   */
  token_src_blockchain_id: SpokeChainKey | RelayChainIdString;
  /** Destination chain: a chain key or a relay chain id string (see `token_src_blockchain_id`). */
  token_dst_blockchain_id: SpokeChainKey | RelayChainIdString;
  /** Input amount in the source token's smallest unit. */
  amount: bigint;
  /**
   * `exact_input` (the fee is taken off `amount`) or `exact_output` (`amount` is the output, sent unchanged; the
   * quoted input comes back grossed up by the fee).
   */
  quote_type: QuoteType;
  /** Per-request fee override. @default the configuration's effective swap fee */
  partnerFee?: PartnerFee | undefined;
}

/** Options of `swaps.getQuote`. */
export interface SwapQuoteOptions {
  /**
   * Budget of the whole solver call in ms (retries included); a finite number > 0. Expiry is a failed Result
   * (`EXTERNAL_API_ERROR`, `context.reason` `"timeout"`, `context.timeoutMs`).
   * @default {DEFAULT_QUOTE_TIMEOUT_MS} (30000)
   */
  timeout?: number | undefined;
}

function chainOf(value: string, field: string, ids: RelayChainIds): Result<SpokeChainKey, ClientError> {
  if (isSpokeChainKey(value)) return ok(value);
  const key = getChainKeyFromRelayChainId(
    typeof value === "string" && /^[0-9]+$/.test(value) ? value : "x",
    ids,
  );
  return key.ok ? key : err(
    new ClientError(
      "UNKNOWN_CHAIN_KEY",
      `Cannot quote: ${field} is neither a chain key nor a relay chain id`,
      {
        context: { field, value: describeValue(value), phase: "validate" },
      },
    ),
  );
}

/**
 * Quotes a swap.
 *
 * @returns `Result<SolverIntentQuoteResponse, ClientError>`: input codes (`UNKNOWN_CHAIN_KEY`,
 *   `UNSUPPORTED_TOKEN`, `INVALID_AMOUNT`, `INVALID_FEE`, `VALIDATION_FAILED` for a bad `timeout`) or
 *   `EXTERNAL_API_ERROR` with `context.solverCode` (a refusal) or `context.reason` `"timeout"` (the budget expired)
 */
export async function getSwapQuote(
  deps: ServiceDeps,
  request: SwapQuoteRequest,
  options: SwapQuoteOptions = {},
): Promise<Result<SolverIntentQuoteResponse, ClientError>> {
  const checked = checkCallOptions(options, [["timeout", { positive: true }]], "quote");
  if (!checked.ok) {
    return err(
      new ClientError("VALIDATION_FAILED", checked.error.message, {
        context: carriedContext<"VALIDATION_FAILED">({ ...checked.error.context, phase: "validate" }),
      }),
    );
  }
  const { timeout = DEFAULT_QUOTE_TIMEOUT_MS } = options ?? {};
  const src = chainOf(request?.token_src_blockchain_id, "token_src_blockchain_id", relayIdsOf(deps));
  if (!src.ok) return src;
  const dst = chainOf(request.token_dst_blockchain_id, "token_dst_blockchain_id", relayIdsOf(deps));
  if (!dst.ok) return dst;
  if (typeof request.amount !== "bigint" || request.amount <= 0n) {
    return err(
      new ClientError(
        "INVALID_AMOUNT",
        `Cannot quote: amount must be a positive bigint${bigintMismatchText(request.amount)}`,
        {
          context: {
            field: "amount",
            value: describeValue(request.amount),
            phase: "validate",
            ...bigintMismatch(request.amount),
          },
        },
      ),
    );
  }
  const srcToken = findSwapToken(deps, src.value, request.token_src, "token_src");
  if (!srcToken.ok) return srcToken;
  const dstToken = findSwapToken(deps, dst.value, request.token_dst, "token_dst");
  if (!dstToken.ok) return dstToken;
  const fee = effectiveFee(deps, request.partnerFee);
  if (!fee.ok) return fee;
  const amount = request.quote_type === "exact_input"
    ? adjustAmountByFee(request.amount, fee.value)
    : ok(request.amount);
  if (!amount.ok) return amount;
  if (amount.value <= 0n) {
    return err(
      new ClientError("INVALID_AMOUNT", "Cannot quote: nothing is left of amount after the partner fee", {
        context: { field: "amount", value: request.amount.toString(), phase: "validate" },
      }),
    );
  }
  const quoted = await solverGetQuote({
    // The platform's body: hub assets, no chain ids (docs/wire_inventory.md#solver-quote).
    token_src: hubAssetOf(src.value, srcToken.value),
    token_dst: hubAssetOf(dst.value, dstToken.value),
    amount: amount.value,
    quote_type: request.quote_type,
  }, solverConfigOf(deps, timeout));
  if (quoted.ok) {
    if (request.quote_type !== "exact_output") return quoted;
    const gross = grossUpByFee(quoted.value.quoted_amount, fee.value);
    return gross.ok ? ok({ ...quoted.value, quoted_amount: gross.value }) : err(gross.error);
  }
  if (isBudgetExpiry(quoted.error, timeout)) {
    return err(
      solverFailure(
        quoted.error,
        `Cannot quote: the solver did not answer within the ${timeout} ms timeout`,
        {
          phase: "quote",
          reason: "timeout",
          timeoutMs: timeout,
        },
      ),
    );
  }
  const transport = quoted.error.detail.transport;
  // docs/rules/errors.md#solver-errors: an answer without a solver error body (a 401, a wrong base path's 404) is a solver failure
  // (EXTERNAL_API_ERROR, the status in solverDetail.transport), never a status on the error like a backend
  // auth failure; only a solver that was not reached at all gets the transport's own code
  if (transport !== undefined && transport.status === undefined) {
    return err(unreachedSolver(transport, quoted.error));
  }
  if (transport?.status !== undefined) {
    const hint = transport.status === 404 ? " (is the solver URL's base path right?)" : "";
    return err(
      solverFailure(quoted.error, `Cannot quote: the solver answered status ${transport.status}${hint}`, {
        phase: "quote",
      }),
    );
  }
  return err(solverFailure(quoted.error, "Cannot quote: the solver refused", { phase: "quote" }));
}

/**
 * The solver was not reached (no HTTP answer): the transport's own code, the URL called (credentials stripped) in
 * the message and `context.url`, and the transport error as `cause` (it prints as an error, with the network
 * cause under it), as every other method.
 */
function unreachedSolver(
  transport: { code: string; message: string; url?: string },
  solverError: SolverErrorResponse,
): ClientError {
  const code = (ERROR_CODES as readonly string[]).includes(transport.code)
    ? transport.code as ErrorCode
    : "NETWORK_ERROR";
  const url = transport.url;
  const at = url === undefined ? "" : ` at ${url}`;
  return new ClientError(code, `Cannot quote: solver not reached${at}: ${transport.message}`, {
    context: { phase: "quote", api: "solver", ...(url === undefined ? {} : { url }) },
    cause: transportErrorOf(solverError) ?? solverError,
  });
}
