/**
 * The sender of a signed EVM transaction, recovered on the hot path of `eth_sendRawTransaction`.
 *
 * viem's `recoverTransactionAddress` parses the transaction again, re-serializes it without its signature, converts
 * the signature through hex and imports the curve lazily on every call. For a typed transaction (EIP-2930, -1559,
 * -7702) the signed payload is the same RLP list minus its last three items (yParity, r, s), so the unsigned bytes
 * are a slice of the raw bytes under a new list header, and the signature is read straight from the RLP. Anything
 * else (legacy, blob wrappers, malformed input) goes through viem's path, so its answers and errors are unchanged.
 * @module
 */
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { type Address, getAddress, type Hex, hexToBytes, recoverTransactionAddress } from "viem";

/** Typed envelopes whose signed list ends in `yParity, r, s` and whose signing payload is the rest of the list. */
const SLICEABLE_TYPES = new Set([0x01, 0x02, 0x04]);

/**
 * The checksummed sender of the signed transaction `raw` (lowercase or mixed-case hex).
 *
 * @param raw the signed transaction as sent to `eth_sendRawTransaction`
 * @param bytes the bytes of `raw` when the caller has decoded them already (even-length hex)
 * @returns the sender's address, as viem's `recoverTransactionAddress` returns it
 * @throws what viem throws for a transaction it cannot decode or recover
 */
export async function recoverSender(raw: Hex, bytes?: Uint8Array): Promise<Address> {
  const fast = recoverTyped(raw, bytes);
  if (fast !== undefined) return fast;
  return await recoverTransactionAddress({
    serializedTransaction: raw as Parameters<typeof recoverTransactionAddress>[0]["serializedTransaction"],
  });
}

/** The sender of a typed transaction, or `undefined` for anything the fast path does not take. */
function recoverTyped(raw: Hex, decoded: Uint8Array | undefined): Address | undefined {
  let bytes: Uint8Array;
  try {
    bytes = decoded ?? hexToBytes(raw);
  } catch {
    return undefined;
  }
  if (bytes.length < 2 || !SLICEABLE_TYPES.has(bytes[0]!)) return undefined;
  const list = readHeader(bytes, 1);
  if (list === undefined || !list.isList || list.end !== bytes.length) return undefined;
  const starts: number[] = [];
  const items: { start: number; end: number; isList: boolean }[] = [];
  for (let at = list.start; at < list.end;) {
    const item = readHeader(bytes, at);
    if (item === undefined || item.end > list.end) return undefined;
    starts.push(at);
    items.push(item);
    at = item.end;
  }
  const n = items.length;
  if (n < 4) return undefined;
  const [parity, r, s] = [items[n - 3]!, items[n - 2]!, items[n - 1]!];
  if (parity.isList || r.isList || s.isList) return undefined;
  const yParity = scalar(bytes, parity.start, parity.end);
  const rValue = scalar(bytes, r.start, r.end);
  const sValue = scalar(bytes, s.start, s.end);
  if (yParity === undefined || rValue === undefined || sValue === undefined) return undefined;
  if (yParity !== 0n && yParity !== 1n) return undefined;
  const body = bytes.subarray(list.start, starts[n - 3]);
  const header = listHeader(body.length);
  const unsigned = new Uint8Array(1 + header.length + body.length);
  unsigned[0] = bytes[0]!;
  unsigned.set(header, 1);
  unsigned.set(body, 1 + header.length);
  try {
    const point = new secp256k1.Signature(rValue, sValue, Number(yParity)).recoverPublicKey(
      keccak_256(unsigned),
    );
    const hash = keccak_256(point.toBytes(false).subarray(1));
    let hex = "0x";
    for (let i = 12; i < 32; i++) hex += hash[i]!.toString(16).padStart(2, "0");
    return getAddress(hex);
  } catch {
    return undefined;
  }
}

/** The RLP item at `at`: its payload's range and whether it is a list; `undefined` when malformed. */
function readHeader(
  bytes: Uint8Array,
  at: number,
): { start: number; end: number; isList: boolean } | undefined {
  if (at >= bytes.length) return undefined;
  const b = bytes[at]!;
  if (b < 0x80) return { start: at, end: at + 1, isList: false };
  if (b === 0x81 && (bytes[at + 1] ?? 0) < 0x80) return undefined; // non-canonical single byte
  if (b <= 0xb7) return { start: at + 1, end: at + 1 + (b - 0x80), isList: false };
  if (b <= 0xbf) return long(bytes, at, b - 0xb7, false);
  if (b <= 0xf7) return { start: at + 1, end: at + 1 + (b - 0xc0), isList: true };
  return long(bytes, at, b - 0xf7, true);
}

function long(bytes: Uint8Array, at: number, lenOfLen: number, isList: boolean) {
  if (lenOfLen > 4 || at + 1 + lenOfLen > bytes.length || bytes[at + 1] === 0) return undefined;
  let len = 0;
  for (let i = 0; i < lenOfLen; i++) len = len * 256 + bytes[at + 1 + i]!;
  if (len < 56) return undefined;
  const start = at + 1 + lenOfLen;
  return { start, end: start + len, isList };
}

/** A canonical RLP integer (no leading zero byte) of at most 32 bytes. */
function scalar(bytes: Uint8Array, start: number, end: number): bigint | undefined {
  if (end - start > 32 || (end > start && bytes[start] === 0)) return undefined;
  let v = 0n;
  for (let i = start; i < end; i++) v = (v << 8n) | BigInt(bytes[i]!);
  return v;
}

function listHeader(length: number): Uint8Array {
  if (length < 56) return Uint8Array.of(0xc0 + length);
  const len: number[] = [];
  for (let l = length; l > 0; l = Math.floor(l / 256)) len.unshift(l % 256);
  return Uint8Array.of(0xf7 + len.length, ...len);
}
