/**
 * `createEvmRpcApp`: a hono app serving a JSON-RPC 2.0 subset of EVM chains at `POST /rpc/:chainKey` (single and
 * batch requests), enough for viem to read, sign and send real transactions offline. Every accepted transaction
 * is decoded (asset-manager deposit, hub call list, `createIntent`) and reported through `onSpokeTx`.
 *
 * Errors are JSON-RPC errors: parse errors and invalid envelopes answer HTTP 400, per-call failures HTTP 200
 * (as nodes do, so viem maps them to its RPC errors), an unknown chain key HTTP 404. Never a 500.
 *
 * @example Ask a chain id
 * ```ts
 * import assert from "node:assert/strict";
 * import { createEvmRpcApp } from "./rpc_app.ts";
 * const app = createEvmRpcApp({ chains: { "0x2105.base": { chainId: 8453 } }, now: () => 0 });
 * const res = await app.request("/rpc/0x2105.base", {
 *   method: "POST",
 *   body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
 * });
 * assert.ok((await res.json()).result === "0x2105");
 * ```
 * @module
 */
import { Hono } from "hono";
import { readTextWithin } from "../../http/body_limits.ts";
import type { ChainState } from "./_chain_state.ts";
import { EvmChainStore } from "./chain_store.ts";
import { callMethod, type MethodContext } from "./_methods.ts";
import {
  errorResponse,
  parseRequest,
  RPC_ERRORS,
  RpcError,
  type RpcRequest,
  type RpcResponse,
} from "./_jsonrpc.ts";
import type { EvmRpcAppOptions, EvmRpcChain } from "./types.ts";

/** Largest accepted body in bytes. */
export const MAX_RPC_BODY_BYTES = 1_000_000;
/** Largest accepted batch. */
export const MAX_RPC_BATCH = 1000;

/**
 * Creates the EVM JSON-RPC app. State (nonces, mined txs) lives in `options.store` and is per chain key.
 *
 * @param options see {@link EvmRpcAppOptions}
 * @returns the hono app (mount it, or call `app.request` / `app.fetch` directly)
 * @example Mount under another app
 * ```ts
 * import assert from "node:assert/strict";
 * import { Hono } from "hono";
 * import { createEvmRpcApp } from "./rpc_app.ts";
 * const root = new Hono();
 * root.route("/evm", createEvmRpcApp({ chains: { sonic: { chainId: 146 } }, now: () => 0 }));
 * const res = await root.request("/evm/rpc/sonic", { method: "POST", body: "not json" });
 * assert.ok(res.status === 400 && (await res.json()).error.code === -32700);
 * ```
 */
export function createEvmRpcApp(options: EvmRpcAppOptions): Hono {
  const {
    now,
    onSpokeTx,
    hubWalletFactory,
    walletRouter,
    defaultBalance = 10n ** 30n,
    hubFills,
    hubIntents,
    balances,
  } = options;
  const { positions, hubChainKey = "sonic" } = options;
  const dropFromMempool = options.dropFromMempool;
  const hubChainId = BigInt(options.hubChainId ?? 146n);
  const lookup = typeof options.chains === "function"
    ? options.chains
    : (key: string): EvmRpcChain | undefined =>
      Object.hasOwn(options.chains, key) ? (options.chains as Record<string, EvmRpcChain>)[key] : undefined;
  const store = options.store ?? new EvmChainStore();

  function stateOf(chainKey: string): ChainState | undefined {
    const chain = lookup(chainKey);
    return chain === undefined ? undefined : store.stateOf(chainKey, chain.chainId);
  }

  async function answer(chainKey: string, state: ChainState, req: RpcRequest): Promise<RpcResponse> {
    const ctx: MethodContext = {
      chainKey,
      state,
      nowMs: now(),
      onSpokeTx,
      dropFromMempool,
      hubFills,
      hubIntents,
      hubChainId,
      balance: defaultBalance,
      balances,
      hubWalletFactory,
      walletRouter,
      positions: chainKey === hubChainKey ? positions : undefined,
      vaults: chainKey === hubChainKey ? options.vaults : undefined,
    };
    try {
      return { jsonrpc: "2.0", id: req.id, result: await callMethod(ctx, req.method, req.params) };
    } catch (cause) {
      if (cause instanceof RpcError) return errorResponse(req.id, cause.code, cause.message, cause.data);
      return errorResponse(req.id, RPC_ERRORS.INTERNAL, "internal error", String(cause));
    }
  }

  async function one(chainKey: string, state: ChainState, value: unknown): Promise<RpcResponse | undefined> {
    const req = parseRequest(value);
    if ("jsonrpc" in req && !("method" in req)) return req;
    const request = req as RpcRequest;
    const response = await answer(chainKey, state, request);
    return request.notification ? undefined : response;
  }

  const app = new Hono();
  app.post("/rpc/:chainKey", async (c) => {
    const chainKey = c.req.param("chainKey");
    const state = stateOf(chainKey);
    if (state === undefined) {
      return c.json(errorResponse(null, RPC_ERRORS.INVALID_REQUEST, `unknown chain key: ${chainKey}`), 404);
    }
    const text = await readTextWithin(c, MAX_RPC_BODY_BYTES);
    if (text === undefined) {
      return c.json(errorResponse(null, RPC_ERRORS.INVALID_REQUEST, "request body too large"), 413);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return c.json(errorResponse(null, RPC_ERRORS.PARSE, "parse error: body is not JSON"), 400);
    }
    if (!Array.isArray(body)) {
      const response = await one(chainKey, state, body);
      if (response === undefined) return c.body(null, 204);
      return c.json(response, "error" in response && isEnvelopeError(response) ? 400 : 200);
    }
    if (body.length === 0 || body.length > MAX_RPC_BATCH) {
      return c.json(
        errorResponse(null, RPC_ERRORS.INVALID_REQUEST, `batch must hold 1 to ${MAX_RPC_BATCH} requests`),
        400,
      );
    }
    const responses: RpcResponse[] = [];
    for (const item of body) {
      const response = await one(chainKey, state, item);
      if (response !== undefined) responses.push(response);
    }
    return responses.length === 0 ? c.body(null, 204) : c.json(responses, 200);
  });
  app.notFound((c) =>
    c.json(errorResponse(null, RPC_ERRORS.INVALID_REQUEST, `no route ${c.req.method} ${c.req.path}`), 404)
  );
  app.onError((error, c) =>
    c.json(errorResponse(null, RPC_ERRORS.INTERNAL, "internal error", String(error)), 200)
  );
  return app;
}

function isEnvelopeError(response: RpcResponse): boolean {
  return "error" in response && response.error.code === RPC_ERRORS.INVALID_REQUEST;
}
