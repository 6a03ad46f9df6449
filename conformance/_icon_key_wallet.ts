/**
 * The library side's ICON wallet in the wire diff: signs with the private key of `WIRE_KEYS.icon`, as the
 * platform SDK's `IconWalletProvider` does, so both sides send a signed `icx_sendTransaction`. The params are the
 * library's own (`toIconTransactionParams`, its wallet step limit `ICON_WALLET_STEP_LIMIT`); the signature is
 * ICON's: secp256k1 over SHA3-256 of `icx_sendTransaction.` + the params serialised (keys sorted, `{k.v}`,
 * `[a.b]`, `\` before each of `\ . { } [ ]`), `r || s || recovery` in base64. The address is `hx` + the last 20
 * bytes of SHA3-256 of the uncompressed public key without its prefix byte.
 * @module
 */
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { sha3_256 } from "@noble/hashes/sha3.js";
import { ICON_WALLET_STEP_LIMIT, toIconTransactionParams } from "../chains/icon/mod.ts";
import type { IconCallRequest, IconWalletProvider } from "../chains/icon/wallet.ts";

function hex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function escape(s: string): string {
  return s.replace(/([\\.{}[\]])/g, "\\$1");
}

/** ICON's transaction serialisation of one value. */
function serialise(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(serialise).join(".")}]`;
  if (value === null) return "\\0";
  if (typeof value === "object") {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o).sort().map((k) => `${k}.${serialise(o[k])}`).join(".")}}`;
  }
  return escape(String(value));
}

/** Serialises a whole transaction's params (without `signature`) as ICON hashes them. */
export function iconTxSerialisation(params: Record<string, unknown>): string {
  const { signature: _signature, ...rest } = params;
  const body = serialise(rest);
  return `icx_sendTransaction.${body.slice(1, -1)}`;
}

/**
 * A signing ICON wallet for the wire diff.
 *
 * @param privateKey the key (`0x` + 64 hex)
 * @param rpcUrl the simulator's ICON JSON-RPC v3 endpoint
 */
export function createKeyIconWallet(privateKey: string, rpcUrl: string): IconWalletProvider {
  const key = Uint8Array.from(privateKey.slice(2).match(/../g)!.map((b) => parseInt(b, 16)));
  const address = `hx${hex(sha3_256(secp256k1.getPublicKey(key, false).slice(1)).slice(-20))}`;
  return {
    getWalletAddress: () => Promise.resolve(address),
    async sendTransaction(request: IconCallRequest): Promise<string> {
      const params: Record<string, unknown> = {
        ...toIconTransactionParams(request, { timestampMs: Date.now(), stepLimit: ICON_WALLET_STEP_LIMIT }),
      };
      const digest = sha3_256(new TextEncoder().encode(iconTxSerialisation(params)));
      const recovered = secp256k1.sign(digest, key, { prehash: false, format: "recovered" });
      const rsv = new Uint8Array([...recovered.slice(1), recovered[0]]);
      params.signature = btoa(String.fromCharCode(...rsv));
      const res = await fetch(rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "icx_sendTransaction", params }),
      });
      const body = await res.json() as { result?: string; error?: { message?: string } };
      if (typeof body.result !== "string") throw new Error(`icx_sendTransaction: ${body.error?.message}`);
      return body.result;
    },
  };
}
