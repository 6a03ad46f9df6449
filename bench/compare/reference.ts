/**
 * Loads the reference SDK (`@sodax/sdk@1.3.0-beta`) that `setup.ts` installed into `bench/.ref` (gitignored,
 * never a dependency of the library). When it cannot be imported, the polling comparison falls back to {@link
 * referenceRelayTxAndWaitPacket}, a faithful re-implementation of its loop
 * (docs/wire_inventory.md#relayer-polling).
 * @module
 */

/** Version of the reference measured. */
export const REFERENCE_VERSION = "1.3.0-beta";

/** Where `setup.ts` installs the reference. */
export const REFERENCE_ENTRY = new URL("../.ref/node_modules/@sodax/sdk/dist/index.mjs", import.meta.url);

/** The reference's spoke provider, reduced to what `relayTxAndWaitPacket` reads. */
export interface ReferenceSpokeProvider {
  chainConfig: { chain: { id: string } };
}

/** The reference's relay result. */
export type ReferenceRelayResult = { ok: true; value: unknown } | { ok: false; error: unknown };

/** The reference's `relayTxAndWaitPacket` (positional parameters). */
export type ReferenceRelay = (
  spokeTxHash: string,
  data: unknown,
  spokeProvider: ReferenceSpokeProvider,
  relayerApiEndpoint: string,
  timeout?: number,
) => Promise<ReferenceRelayResult>;

/** The reference's entry object. */
export interface ReferenceSodax {
  initialize(): Promise<{ ok: boolean }>;
  config: { sodaxConfig: unknown };
}

/** The parts of the reference the comparison uses. */
export interface ReferenceSdk {
  Sodax: new (config?: Record<string, unknown>) => ReferenceSodax;
  relayTxAndWaitPacket: ReferenceRelay;
}

/** Result of {@link loadReference}. */
export interface LoadedReference {
  /** The SDK, when it could be imported. */
  sdk?: ReferenceSdk | undefined;
  /** Why it could not, when it could not. */
  problem?: string | undefined;
  /** Time to import it, in ms. */
  importMs: number;
}

/** Imports the installed reference; never throws. */
export async function loadReference(): Promise<LoadedReference> {
  const t0 = performance.now();
  try {
    const mod = await import(REFERENCE_ENTRY.href) as Partial<ReferenceSdk>;
    if (typeof mod.Sodax !== "function" || typeof mod.relayTxAndWaitPacket !== "function") {
      return { problem: "the module lacks Sodax or relayTxAndWaitPacket", importMs: performance.now() - t0 };
    }
    return { sdk: mod as ReferenceSdk, importMs: performance.now() - t0 };
  } catch (cause) {
    return {
      problem: cause instanceof Error ? cause.message : String(cause),
      importMs: performance.now() - t0,
    };
  }
}

const REFERENCE_RELAY_CHAIN_IDS: Record<string, string> = { "0x2105.base": "30" };

/**
 * A faithful re-implementation of the reference's `relayTxAndWaitPacket` polling
 * (docs/wire_inventory.md#relayer-polling): one submit, then while less than `timeout` has passed, one
 * `get_transaction_packets` call (no per-request bound) followed by a fixed 2 s sleep, even when the next
 * loop check fails. Fetch failures are retried by the reference's `retry` (3 attempts, 2 s apart) inside each
 * call. Uses the global `fetch`, `Date.now` and `setTimeout`, as the reference does.
 */
export const referenceRelayTxAndWaitPacket: ReferenceRelay = async (
  spokeTxHash,
  data,
  provider,
  url,
  timeout,
) => {
  const limit = timeout ?? 120_000;
  const chainId = REFERENCE_RELAY_CHAIN_IDS[provider.chainConfig.chain.id] ?? "0";
  const post = async (payload: unknown): Promise<Record<string, unknown>> => {
    for (let attempt = 1;; attempt++) {
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(payload),
        });
        return await res.json();
      } catch (e) {
        if (attempt >= 3) throw e;
        await new Promise((r) => setTimeout(r, 2_000));
      }
    }
  };
  const params = data
    ? { chain_id: chainId, tx_hash: spokeTxHash, data }
    : { chain_id: chainId, tx_hash: spokeTxHash };
  try {
    const submitted = await post({ action: "submit", params });
    if (!submitted.success) return { ok: false, error: { code: "SUBMIT_TX_FAILED" } };
    const start = Date.now();
    while (Date.now() - start < limit) {
      try {
        const r = await post({
          action: "get_transaction_packets",
          params: { chain_id: chainId, tx_hash: spokeTxHash },
        });
        const list = Array.isArray(r.data) ? r.data as { src_tx_hash: string; status: string }[] : [];
        const packet = list.find((p) => p.src_tx_hash.toLowerCase() === spokeTxHash.toLowerCase());
        if (r.success && packet?.status === "executed") return { ok: true, value: packet };
      } catch {
        // the reference logs and keeps polling
      }
      await new Promise((r) => setTimeout(r, 2_000));
    }
    return { ok: false, error: { code: "RELAY_TIMEOUT" } };
  } catch (error) {
    return { ok: false, error };
  }
};
