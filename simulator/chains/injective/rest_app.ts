/**
 * `createInjectiveRest`: the Injective REST (LCD) subset the Injective spoke needs, mounted at `/injective`:
 * `GET /cosmos/auth/v1beta1/accounts/{address}` (an `EthAccount`), `GET /cosmos/bank/v1beta1/balances/{address}`
 * and `.../by_denom?denom=`, `POST /cosmos/tx/v1beta1/txs` (sync broadcast), `GET /cosmos/tx/v1beta1/txs/{hash}`
 * and the asset manager's smart query `GET /cosmwasm/wasm/v1/contract/{address}/smart/{query}` (`get_state`).
 *
 * A broadcast is decoded and its signature checked (`decode_tx.ts`, Injective's own protobuf package and
 * `@noble/curves`), then executed at once: each `MsgExecuteContract` is classified by `decode_execute.ts`; a
 * deposit debits the sender's coins and, like a message, is recorded in the ledger with its hub call list (the
 * intent it creates decoded as the other spoke nodes do) and its relay data kept for the relayer
 * ({@link InjectiveRest.relayDataOfRelay}: Injective is not split-tx). Answers follow the node's sync broadcast: a
 * CheckTx refusal (bad signature, sequence or key; an unfunded signer) is a `tx_response` with a non-zero `code`
 * and is not indexed; an accepted tx answers `code: 0` at height 0, and its execution result — success, or a
 * failure (reverted contract, insufficient funds) with its code — is read by hash. The hash is the SHA-256 of the
 * tx bytes (upper-case hex), so a re-sent tx gets the same hash and is executed once (answered `code: 0` again,
 * where a real node answers code 19). Lookups of unknown txs are a 404
 * `{code: 5, message}`; malformed input is a 400 `{code: 3, message}`.
 *
 * The Injective SDK and protobuf package are loaded on the first request, so a simulator that never sees an
 * Injective request never loads them.
 *
 * Balances: every address holds `balance` of each listed denom (the configured tokens), minus what it deposited;
 * `unfunded` addresses hold nothing and have no account (404), as a never-funded account on chain.
 *
 * @example Read a funded balance
 * ```ts
 * import assert from "node:assert/strict";
 * import { createManualClock } from "../../state/clock.ts";
 * import { Ledger } from "../../state/ledger.ts";
 * import { createInjectiveRest } from "./rest_app.ts";
 * const { app } = createInjectiveRest({ ledger: new Ledger({ clock: createManualClock() }) });
 * const res = await app.request("/cosmos/bank/v1beta1/balances/inj1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnflx7rp/by_denom?denom=inj");
 * assert.equal((await res.json()).balance.amount, "1000000000000000000000000");
 * ```
 * @module
 */
import { type Context, Hono } from "hono";
import { sha256 } from "viem";
import { decodeHubPayloadIntent } from "../../hub_abi/hub_payload_intent.ts";
import { simRelayChainId } from "../../client_config/relay_ids.ts";
import type { ClientDefaultConfig } from "../../../core/config_types/client_default_config.ts";
import type { Ledger } from "../../state/ledger.ts";
import type { BalanceBook } from "../../state/balances/balance_book.ts";
import { decodeInjectiveExecute, type InjectiveSimContracts } from "./decode_execute.ts";
import { type MapsStore, mapsStore } from "../../state/maps_store.ts";
import {
  assetManagerSmartQuery,
  DEFAULT_INJECTIVE_ASSET_MANAGER_STATE,
  type InjectiveAssetManagerStateConfig,
} from "./asset_manager_state.ts";

/** Loads the Injective SDK and decoder on the first `/injective` request (simulator start stays light). */
let sdkModules:
  | Promise<{
    decodeInjectiveTx: typeof import("./decode_tx.ts").decodeInjectiveTx;
    decodeUnsignedInjectiveTx: typeof import("./decode_tx.ts").decodeUnsignedInjectiveTx;
    Address: typeof import("@injectivelabs/sdk-ts/core/accounts").Address;
  }>
  | undefined;
function loadSdk(): NonNullable<typeof sdkModules> {
  sdkModules ??= Promise.all([import("./decode_tx.ts"), import("@injectivelabs/sdk-ts/core/accounts")]).then((
    [decode, accounts],
  ) => ({
    decodeInjectiveTx: decode.decodeInjectiveTx,
    decodeUnsignedInjectiveTx: decode.decodeUnsignedInjectiveTx,
    Address: accounts.Address,
  }));
  return sdkModules;
}

const CHAIN_KEY = "injective-1";
const RELAY_ID = String(simRelayChainId(CHAIN_KEY));
const BLOCK_MS = 700;
const GAS_USED = "187654";

/** The packaged Injective contracts (mainnet `injective-1`). */
export const DEFAULT_INJECTIVE_CONTRACTS: InjectiveSimContracts = {
  assetManager: "inj1dg6tm62uup53wn2kn97caeqfwt0sukx3qjk8rw",
  connection: "inj1eexvfglsptxwfj9hft96xcnsdrvr7d7dalcm8w",
};

/** The packaged Injective denoms. */
export const DEFAULT_INJECTIVE_DENOMS: readonly string[] = [
  "inj",
  "factory/inj1d036ftaatxpkqsu9hja8r24rv3v33chz3appxp/bnUSD",
  "ibc/2CBC2EA121AE42563B08028466F37B600F2D7D4282342DE938283CC3FB2BC00E",
  "factory/inj1d036ftaatxpkqsu9hja8r24rv3v33chz3appxp/soda",
  "peggy0xdAC17F958D2ee523a2206206994597C13D831ec7",
];

/** Options of {@link createInjectiveRest}. */
export interface InjectiveRestOptions {
  /** Where accepted txs are recorded. */
  ledger: Ledger;
  /** The spoke contracts. @default DEFAULT_INJECTIVE_CONTRACTS */
  contracts?: Partial<InjectiveSimContracts> | undefined;
  /** The chain id txs must be signed for. @default "injective-1" */
  chainId?: string | undefined;
  /** The denoms every address is funded with. @default DEFAULT_INJECTIVE_DENOMS */
  denoms?: readonly string[] | undefined;
  /** Starting balance of each listed denom. @default 10^24 */
  balance?: bigint | undefined;
  /**
   * When set, balances follow the transactions in this book (untouched accounts read `balance` of each listed
   * denom; deposits are debited through the ledger). @default undefined (fixed, less deposits)
   */
  balances?: BalanceBook | undefined;
  /** Addresses that hold nothing and have no account. @default [] */
  unfunded?: readonly string[] | undefined;
  /** What the asset manager's `get_state` smart query answers. @default DEFAULT_INJECTIVE_ASSET_MANAGER_STATE */
  assetManagerState?: Partial<InjectiveAssetManagerStateConfig> | undefined;
}

/** The simulated node and what the relayer asks it. */
export interface InjectiveRest {
  /** The hono app (mount it at `/injective`). */
  app: Hono;
  /** The relay data (`{address: hubWallet, payload}`) of an accepted deposit or message. */
  relayDataOf(txHash: string): { address: string; payload: string } | undefined;
  /** {@link InjectiveRest.relayDataOf} keyed like the relayer's `submit` (`undefined` for another chain id). */
  relayDataOfRelay(chainId: string, txHash: string): { address: string; payload: string } | undefined;
  /** Accounts, spent amounts and transactions, for simulator snapshots and reset. */
  store: MapsStore<
    {
      accounts: Map<string, InjectiveSimAccount>;
      spent: Map<string, bigint>;
      txs: Map<string, InjectiveSimTx>;
    }
  >;
}

/**
 * The {@link InjectiveRestOptions} of a simulated configuration: its Injective contracts and denoms.
 *
 * @param config the configuration the simulator serves
 * @returns contracts, chain id and denoms (defaults where the configuration has no Injective chain)
 * @example The packaged contracts
 * ```ts
 * import assert from "node:assert/strict";
 * import { DEFAULT_CLIENT_CONFIG } from "../../../core/config/default_config.ts";
 * import { DEFAULT_INJECTIVE_CONTRACTS, injectiveRestOptionsFromConfig } from "./rest_app.ts";
 * assert.deepEqual(injectiveRestOptionsFromConfig(DEFAULT_CLIENT_CONFIG).contracts, DEFAULT_INJECTIVE_CONTRACTS);
 * ```
 */
export function injectiveRestOptionsFromConfig(
  config: Readonly<ClientDefaultConfig>,
): Pick<InjectiveRestOptions, "contracts" | "chainId" | "denoms" | "assetManagerState"> {
  const chain = config.chains[CHAIN_KEY] as
    | {
      addresses?: Record<string, string>;
      networkId?: string;
      supportedTokens?: readonly { address: string }[];
    }
    | undefined;
  const a = chain?.addresses ?? {};
  const contracts: Partial<InjectiveSimContracts> = {};
  for (const role of ["assetManager", "connection"] as const) {
    if (typeof a[role] === "string" && a[role] !== "") contracts[role] = a[role];
  }
  const denoms = chain?.supportedTokens?.map((t) => t.address);
  return {
    contracts: { ...DEFAULT_INJECTIVE_CONTRACTS, ...contracts },
    chainId: chain?.networkId ?? CHAIN_KEY,
    denoms: denoms && denoms.length > 0 ? denoms : DEFAULT_INJECTIVE_DENOMS,
    assetManagerState: {
      ...(typeof a.connection === "string" && a.connection !== "" ? { connection: a.connection } : {}),
      ...(typeof a.rateLimit === "string" && a.rateLimit !== "" ? { rateLimit: a.rateLimit } : {}),
      ...(config.hub?.addresses?.assetManager ? { hubAssetManager: config.hub.addresses.assetManager } : {}),
      hubChainId: String(simRelayChainId("sonic")),
    },
  };
}

/**
 * The gas a simulated Injective transaction uses, derived from the work: the ante handler's base and per-byte
 * charges (the Cosmos SDK's 10 gas a tx byte), and the contract's execution by kind of call.
 *
 * @param kind what the execute does
 * @param txBytes the transaction's size
 * @returns the gas used
 */
export function injectiveSimulatedGas(kind: "deposit" | "message" | "other", txBytes: number): number {
  const execution = kind === "deposit" ? 140_000 : kind === "message" ? 95_000 : 60_000;
  return 65_000 + 10 * txBytes + execution;
}

/** One transaction the simulated Injective node took. */
export interface InjectiveSimTx {
  hash: string;
  height: number;
  code: number;
  codespace: string;
  rawLog: string;
  txBytes: string;
  timestamp: string;
  relay?: { address: string; payload: string } | undefined;
}

/** An account the simulated Injective node numbered. */
export interface InjectiveSimAccount {
  accountNumber: number;
  sequence: number;
  publicKey?: string | undefined;
}

/**
 * Creates the Injective node.
 *
 * @param options see {@link InjectiveRestOptions}
 * @returns the app and the relayer's lookup
 */
export function createInjectiveRest(options: InjectiveRestOptions): InjectiveRest {
  const { ledger, chainId = CHAIN_KEY } = options;
  const contracts = { ...DEFAULT_INJECTIVE_CONTRACTS, ...options.contracts };
  const denoms = new Set(options.denoms ?? DEFAULT_INJECTIVE_DENOMS);
  const funded = options.balance ?? 10n ** 24n;
  const unfunded = new Set(options.unfunded ?? []);
  const amState = { ...DEFAULT_INJECTIVE_ASSET_MANAGER_STATE, ...options.assetManagerState };
  const accounts = new Map<string, InjectiveSimAccount>();
  const spent = new Map<string, bigint>();
  const txs = new Map<string, InjectiveSimTx>();
  const height = (): number => 100_000_000 + Math.floor(ledger.now() / BLOCK_MS);

  const seeded = (address: string, denom: string): bigint =>
    unfunded.has(address) || !denoms.has(denom) ? 0n : funded;
  const book = options.balances;
  book?.seedChain(CHAIN_KEY, seeded);
  const balanceOf = (address: string, denom: string): bigint =>
    book !== undefined
      ? book.balanceOf(CHAIN_KEY, address, denom)
      : seeded(address, denom) === 0n
      ? 0n
      : funded - (spent.get(`${address}|${denom}`) ?? 0n);
  const account = (address: string): InjectiveSimAccount => {
    let a = accounts.get(address);
    if (a === undefined) {
      a = { accountNumber: 40_000 + accounts.size, sequence: 0 };
      accounts.set(address, a);
    }
    return a;
  };

  async function broadcast(txBytes: string): Promise<Record<string, unknown>> {
    const { decodeInjectiveTx } = await loadSdk();
    let bytes: Uint8Array;
    try {
      bytes = Uint8Array.from(atob(txBytes), (c) => c.charCodeAt(0));
    } catch {
      throw new BadRequest("tx_bytes is not base64");
    }
    const hash = sha256(bytes).slice(2).toUpperCase();
    if (txs.has(hash)) return checkTxResponse(hash, 0, "");
    const decoded = decodeInjectiveTx(bytes, { chainId, accountNumberOf: (a) => account(a).accountNumber });
    if (!decoded.ok) return checkTxResponse(hash, decoded.code, decoded.reason);
    const { tx } = decoded;
    if (unfunded.has(tx.signer)) {
      return checkTxResponse(hash, 5, `${tx.signer}: insufficient funds to pay fees`);
    }
    const acc = account(tx.signer);
    if (tx.sequence !== acc.sequence) {
      return checkTxResponse(
        hash,
        32,
        `account sequence mismatch, expected ${acc.sequence}, got ${tx.sequence}: incorrect account sequence`,
      );
    }
    acc.sequence++;
    acc.publicKey = tx.publicKey;
    const record: InjectiveSimTx = {
      hash,
      height: height(),
      code: 0,
      codespace: "",
      rawLog: "",
      txBytes,
      timestamp: new Date(ledger.now()).toISOString().replace(/\.\d{3}Z$/, "Z"),
    };
    const fail = (code: number, codespace: string, log: string) => {
      txs.set(hash, { ...record, code, codespace, rawLog: log });
      return checkTxResponse(hash, 0, "");
    };
    if (tx.otherTypes.length > 0) {
      return fail(6, "sdk", `unsimulated message types: ${tx.otherTypes.join(", ")}`);
    }
    if (tx.executes.length !== 1) return fail(6, "sdk", "exactly one MsgExecuteContract is simulated");
    const execute = tx.executes[0]!;
    for (const coin of execute.funds) {
      const have = balanceOf(tx.signer, coin.denom);
      if (have < coin.amount) {
        return fail(
          5,
          "sdk",
          `spendable balance ${have}${coin.denom} is smaller than ${coin.amount}${coin.denom}: insufficient funds`,
        );
      }
    }
    const effect = decodeInjectiveExecute(execute, contracts);
    if (effect.kind === "reverted") {
      return fail(
        5,
        "wasm",
        `failed to execute message; message index: 0: ${effect.reason}: execute wasm contract failed`,
      );
    }
    for (const coin of book === undefined ? execute.funds : []) {
      const key = `${tx.signer}|${coin.denom}`;
      spent.set(key, (spent.get(key) ?? 0n) + coin.amount);
    }
    const relay = effect.kind === "other" ? undefined : effect.relay;
    txs.set(hash, { ...record, relay });
    const intent = relay === undefined ? undefined : decodeHubPayloadIntent(relay.payload);
    ledger.recordSpokeTx({
      chainKey: CHAIN_KEY,
      txHash: hash,
      from: tx.signer,
      intent: intent?.ok ? intent.value?.intent : undefined,
      intentHash: intent?.ok ? intent.value?.intentHash : undefined,
      deposit: effect.kind === "deposit" ? effect.deposit : undefined,
      message: effect.kind === "message"
        ? { to: effect.relay.address, payload: effect.relay.payload }
        : undefined,
    });
    return checkTxResponse(hash, 0, "");
  }

  /**
   * `Simulate` (`POST /cosmos/tx/v1beta1/simulate`): the transaction decoded without a signature check, its
   * sequence, funds and contract call checked as a broadcast checks them, nothing recorded; the gas used is derived
   * from the work ({@link injectiveSimulatedGas}). A refusal is the gateway's error (`{code, message}`, HTTP 400).
   */
  async function simulate(txBytes: string): Promise<{ status: 200 | 400; body: Record<string, unknown> }> {
    const { decodeUnsignedInjectiveTx } = await loadSdk();
    let bytes: Uint8Array;
    try {
      bytes = Uint8Array.from(atob(txBytes), (c) => c.charCodeAt(0));
    } catch {
      throw new BadRequest("tx_bytes is not base64");
    }
    const refuse = (code: number, message: string) => ({
      status: 400 as const,
      body: { code, message, details: [] },
    });
    const decoded = decodeUnsignedInjectiveTx(bytes);
    if (!decoded.ok) return refuse(3, decoded.reason);
    const { tx } = decoded;
    if (unfunded.has(tx.signer)) return refuse(2, `account ${tx.signer} not found: unknown address`);
    const acc = account(tx.signer);
    if (tx.sequence !== acc.sequence) {
      return refuse(
        2,
        `account sequence mismatch, expected ${acc.sequence}, got ${tx.sequence}: incorrect account sequence`,
      );
    }
    if (tx.otherTypes.length > 0) return refuse(2, `unsimulated message types: ${tx.otherTypes.join(", ")}`);
    if (tx.executes.length !== 1) return refuse(2, "exactly one MsgExecuteContract is simulated");
    const execute = tx.executes[0]!;
    for (const coin of execute.funds) {
      const have = balanceOf(tx.signer, coin.denom);
      if (have < coin.amount) {
        return refuse(
          2,
          `spendable balance ${have}${coin.denom} is smaller than ${coin.amount}${coin.denom}: insufficient funds`,
        );
      }
    }
    const effect = decodeInjectiveExecute(execute, contracts);
    if (effect.kind === "reverted") {
      return refuse(
        2,
        `failed to execute message; message index: 0: ${effect.reason}: execute wasm contract failed`,
      );
    }
    return {
      status: 200,
      body: {
        gas_info: { gas_wanted: "0", gas_used: String(injectiveSimulatedGas(effect.kind, bytes.length)) },
        result: { data: "", log: "", events: [], msg_responses: [] },
      },
    };
  }

  /** The sync-broadcast answer: CheckTx only (height 0); the execution result is read by hash. */
  function checkTxResponse(hash: string, code: number, log: string): Record<string, unknown> {
    return {
      tx_response: {
        height: "0",
        txhash: hash,
        codespace: code === 0 ? "" : "sdk",
        code,
        data: "",
        raw_log: log,
        logs: [],
        info: "",
        gas_wanted: "0",
        gas_used: "0",
        tx: null,
        timestamp: "",
        events: [],
      },
    };
  }

  const app = new Hono();
  app.onError((error, c) =>
    error instanceof BadRequest
      ? c.json({ code: 3, message: error.message, details: [] }, 400)
      : c.json({ code: 13, message: `internal: ${error.message}`, details: [] }, 400)
  );
  app.get("/cosmos/auth/v1beta1/accounts/:address", async (c) => {
    const address = await bech32(c.req.param("address"));
    if (unfunded.has(address)) return notFound(c, `account ${address} not found`);
    const a = account(address);
    return c.json({
      account: {
        "@type": "/injective.types.v1beta1.EthAccount",
        base_account: {
          address,
          pub_key: a.publicKey === undefined
            ? null
            : { "@type": "/injective.crypto.v1beta1.ethsecp256k1.PubKey", key: a.publicKey },
          account_number: String(a.accountNumber),
          sequence: String(a.sequence),
        },
        code_hash: "xdJGAYb3IzySfn2y3McDwOUAtlPKgic7e/rYBF2FpHA=",
      },
    });
  });
  app.get("/cosmos/bank/v1beta1/balances/:address/by_denom", async (c) => {
    const address = await bech32(c.req.param("address"));
    const denom = c.req.query("denom");
    if (denom === undefined || denom === "") throw new BadRequest("invalid denom");
    return c.json({ balance: { denom, amount: balanceOf(address, denom).toString() } });
  });
  app.get("/cosmos/bank/v1beta1/balances/:address", async (c) => {
    const address = await bech32(c.req.param("address"));
    const balances = [...denoms].sort().map((denom) => ({
      denom,
      amount: balanceOf(address, denom).toString(),
    }))
      .filter((b) => b.amount !== "0");
    return c.json({ balances, pagination: { next_key: null, total: String(balances.length) } });
  });
  // The asset manager's CosmWasm smart query (`get_state`); another contract is not deployed here.
  app.get("/cosmwasm/wasm/v1/contract/:address/smart/:query", async (c) => {
    const address = await bech32(c.req.param("address"));
    if (address !== contracts.assetManager) return notFound(c, `no such contract: ${address}: not found`);
    const answer = assetManagerSmartQuery(c.req.param("query"), {
      ...amState,
      connection: contracts.connection,
    });
    return answer.ok
      ? c.json({ data: answer.data })
      : c.json({ code: 2, message: answer.message, details: [] }, 400);
  });
  app.post("/cosmos/tx/v1beta1/txs", async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new BadRequest("body is not JSON");
    }
    const { tx_bytes: txBytes, mode } = (body ?? {}) as { tx_bytes?: unknown; mode?: unknown };
    if (typeof txBytes !== "string" || txBytes === "") {
      throw new BadRequest("tx_bytes must be a base64 string");
    }
    if (mode !== undefined && mode !== "BROADCAST_MODE_SYNC" && mode !== "BROADCAST_MODE_ASYNC") {
      throw new BadRequest(`unsupported broadcast mode ${String(mode)}`);
    }
    return c.json(await broadcast(txBytes));
  });
  app.post("/cosmos/tx/v1beta1/simulate", async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new BadRequest("body is not JSON");
    }
    const { tx_bytes: txBytes } = (body ?? {}) as { tx_bytes?: unknown };
    if (typeof txBytes !== "string" || txBytes === "") {
      throw new BadRequest("tx_bytes must be a base64 string");
    }
    const answer = await simulate(txBytes);
    return c.json(answer.body, answer.status);
  });
  app.get("/cosmos/tx/v1beta1/txs/:hash", (c) => {
    const hash = c.req.param("hash");
    if (!/^[0-9a-fA-F]{64}$/.test(hash)) throw new BadRequest(`invalid tx hash ${hash}`);
    const tx = txs.get(hash.toUpperCase());
    if (tx === undefined) return notFound(c, `tx not found: ${hash.toUpperCase()}`);
    return c.json({ tx: null, ...txResponse(tx) });
  });
  app.notFound((c) =>
    c.json({ code: 12, message: `Not Implemented: ${c.req.method} ${c.req.path}`, details: [] }, 404)
  );

  const relayDataOf = (txHash: string) =>
    typeof txHash === "string" ? txs.get(txHash.replace(/^0x/, "").toUpperCase())?.relay : undefined;
  return {
    app,
    relayDataOf,
    relayDataOfRelay: (id, txHash) => (id === RELAY_ID ? relayDataOf(txHash) : undefined),
    store: mapsStore({ accounts, spent, txs }),
  };
}

function txResponse(tx: InjectiveSimTx): Record<string, unknown> {
  return {
    tx_response: {
      height: String(tx.height),
      txhash: tx.hash,
      codespace: tx.codespace,
      code: tx.code,
      data: "",
      raw_log: tx.rawLog,
      logs: [],
      info: "",
      gas_wanted: "400000",
      gas_used: GAS_USED,
      tx: null,
      timestamp: tx.timestamp,
      events: [],
    },
  };
}

class BadRequest extends Error {}

async function bech32(address: string): Promise<string> {
  const { Address } = await loadSdk();
  try {
    const a = Address.fromBech32(address, "inj");
    if (a.toBech32("inj") !== address) throw new Error("not canonical");
  } catch {
    throw new BadRequest(`invalid address ${address}: decoding bech32 failed`);
  }
  return address;
}

function notFound(c: Context, message: string): Response {
  return c.json({ code: 5, message, details: [] }, 404);
}
