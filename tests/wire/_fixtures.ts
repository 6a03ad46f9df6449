/**
 * Parameters and the method table shared by the wire client tests.
 * @module
 */
import type { RequestKind } from "../../core/http/types.ts";
import type { SwapsApiClient, SwapsCreateIntentParams, SwapsQuoteParams } from "../../wire/mod.ts";

export const QUOTE: SwapsQuoteParams = {
  tokenSrc: "0x00000000000000000000000000000000000000a1",
  tokenDst: "0x00000000000000000000000000000000000000b1",
  tokenSrcChainKey: "0x2105.base",
  tokenDstChainKey: "sonic",
  amount: 10n ** 21n,
  quoteType: "exact_input",
  partnerFee: { address: "0x00000000000000000000000000000000000000fe", percentage: 100 },
};

export const CREATE: SwapsCreateIntentParams = {
  ...QUOTE,
  srcAddress: "0x01",
  dstAddress: "0x02",
  minOutputAmount: 99n * 10n ** 19n,
  deadline: 1_700_000_000n,
  allowPartialFill: false,
};

export interface MethodRow {
  name: keyof typeof METHODS;
  path: string;
  kind: RequestKind;
  call: (api: SwapsApiClient) => Promise<unknown>;
}

export const METHODS = {
  getTokens: { path: "/swaps/tokens", kind: "read", call: (api: SwapsApiClient) => api.getTokens() },
  getQuote: { path: "/swaps/quote", kind: "compute", call: (api: SwapsApiClient) => api.getQuote(QUOTE) },
  createIntent: {
    path: "/swaps/intent",
    kind: "mutation",
    call: (api: SwapsApiClient) => api.createIntent(CREATE),
  },
  checkAllowance: {
    path: "/swaps/allowance",
    kind: "compute",
    call: (api: SwapsApiClient) => api.checkAllowance(CREATE),
  },
  approve: { path: "/swaps/approve", kind: "mutation", call: (api: SwapsApiClient) => api.approve(CREATE) },
  submitTx: {
    path: "/swaps/submit-tx",
    kind: "mutation",
    call: (api: SwapsApiClient) => api.submitTx({ txHash: "0x99", srcChainKey: "0x2105.base" }),
  },
  getSubmitTxStatus: {
    path: "/swaps/submit-tx/status",
    kind: "read",
    call: (api: SwapsApiClient) => api.getSubmitTxStatus({ txHash: "0x99", srcChainKey: "0x2105.base" }),
  },
} as const satisfies Record<string, Omit<MethodRow, "name">>;

export const METHOD_ROWS: MethodRow[] = Object.entries(METHODS).map(([name, row]) => ({
  name: name as keyof typeof METHODS,
  ...row,
}));
