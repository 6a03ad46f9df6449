/**
 * The Bitcoin and Stacks operations the npm 1.3.0-beta cannot run (docs/wire_inventory.md, "Bitcoin and Stacks
 * shape rows"): each operation runs through `XSwap` against the in-process simulator, its requests are recorded,
 * and the spoke transaction it broadcast (and the intent it submitted) is decoded and checked against the shape
 * the platform's newer source (26f32a98) sends: `BitcoinSpokeService.buildDepositPsbt` (asset-manager output,
 * `OP_RETURN OP_12 <0x31 ‖ data>`), `StacksSpokeService.deposit` (`transfer` on the asset manager's impl with
 * five arguments, post-condition mode allow), the relay payload (`relayData` = the hub call list), and the
 * destination encodings (Bitcoin's UTF-8 address, Stacks' serialized principal; relay chain ids).
 */
import assert from "node:assert/strict";
import { Address, OutScript, Transaction } from "@scure/btc-signer";
import { hex } from "@scure/base";
import { Cl, deserializeTransaction, hexToCV, PostConditionMode } from "@stacks/transactions";
import {
  decodeAbiParameters,
  decodeFunctionData,
  type Hex,
  keccak256,
  parseAbi,
  parseAbiParameters,
  parseTransaction,
  stringToHex,
} from "viem";
import { createPrivateKeyBitcoinWallet } from "../../chains/bitcoin/wallet_private_key.ts";
import { BITCOIN_MAINNET } from "../../chains/bitcoin/network.ts";
import { createPrivateKeyStacksWallet } from "../../chains/stacks/mod.ts";
import type { FetchLike } from "../../core/http/types.ts";
import type { XSwap } from "../../services/client/xswap.ts";
import { WIRE_BITCOIN_STACKS_OPERATIONS } from "../../conformance/_wire_ops.ts";
import { PRIVATE_KEY, type SwapWorld, withSwapWorld } from "../services/swaps/_harness.ts";
import { createPrivateKeyEvmWallet } from "../../chains/evm/mod.ts";

/** The operations this file checks (each a test named `shape row <op>`). */
const CHECKED = [
  "swap.bitcoin",
  "bridge.bitcoin",
  "swap.stacks",
  "bridge.stacks",
  "swap.toBitcoin",
  "swap.toStacks",
  "bridge.toBitcoin",
  "bridge.toStacks",
] as const;

/** One recorded request and the answer it got. */
interface Recorded {
  method: string;
  path: string;
  body: string;
  answer: string;
}

/** The platform's relay chain ids of the two families (`relay.relayChainIdMap` of its packaged config). */
const BITCOIN_RELAY_ID = 627463;
const STACKS_RELAY_ID = 60;
/** The platform's Bitcoin dust threshold (`DUST_THRESHOLD`): change at or below it is dropped. */
const DUST = 546n;

/** A fetch that records every request (path, body) and its answer's text, then forwards to `inner`. */
function recorder(inner: () => FetchLike, log: Recorded[]): FetchLike {
  return async (input, init) => {
    const request = new Request(input as string, init);
    const body = request.method === "GET" || request.method === "HEAD" ? "" : await request.clone().text();
    const response = await inner()(input, init);
    log.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body,
      answer: await response.clone().text(),
    });
    return response;
  };
}

/** Runs `fn` in a swap world whose client and Stacks wallet record their requests into `log`. */
async function recordedWorld(
  fn: (world: SwapWorld, log: Recorded[], rec: FetchLike) => Promise<void>,
): Promise<void> {
  const log: Recorded[] = [];
  let inner: FetchLike | undefined;
  const rec = recorder(() => inner!, log);
  await withSwapWorld(async (world) => {
    inner = world.sim.fetch;
    await fn(world, log, rec);
  }, { client: { fetch: rec } });
}

function only(log: Recorded[], method: string, path: RegExp): Recorded {
  const hits = log.filter((r) => r.method === method && path.test(r.path));
  assert.equal(hits.length, 1, `exactly one ${method} ${path}: ${hits.map((h) => h.path).join(", ")}`);
  return hits[0];
}

/** The relay payload the library handed on: `relayData` of swaps submit-tx, else `data.payload` of the relayer. */
function relayPayload(log: Recorded[]): Hex {
  for (const r of log) {
    if (r.method !== "POST" || !r.body.startsWith("{")) continue;
    const body = JSON.parse(r.body);
    if (typeof body.relayData === "string") return body.relayData;
    if (typeof body.relayData?.payload === "string") return body.relayData.payload;
    if (body.action === "submit" && typeof body.params?.data?.payload === "string") {
      return body.params.data.payload;
    }
  }
  throw new Error(`no relay payload in ${log.map((r) => `${r.method} ${r.path}`).join(", ")}`);
}

/** The hub wallet the hub derived for the user (`getDeployedAddress`, selector `0x18d02486`), lower case. */
function hubWalletOf(log: Recorded[]): Hex {
  const reads = log.filter((r) => r.path.endsWith("/rpc/sonic") && r.body.includes('"data":"0x18d02486'));
  assert.ok(reads.length >= 1, "the hub wallet was derived");
  return `0x${(JSON.parse(reads[0].answer).result as string).slice(-40)}`.toLowerCase() as Hex;
}

/** The intent the library submitted (swaps submit-tx `intent`). */
function submittedIntent(log: Recorded[]): Record<string, unknown> {
  const r = only(log, "POST", /\/v1\/swaps\/submit-tx$/);
  return JSON.parse(r.body).intent;
}

function token(client: XSwap, chainKey: string, symbol: string): string {
  const chain = client.instanceConfig.chains[chainKey as keyof typeof client.instanceConfig.chains];
  const found = (chain.supportedTokens as readonly { symbol: string; address: string }[])
    .find((t) => t.symbol === symbol);
  assert.ok(found, `${symbol} on ${chainKey}`);
  return found.address;
}

function bitcoinWallet() {
  const w = createPrivateKeyBitcoinWallet("26".repeat(32));
  if (!w.ok) throw w.error;
  return w.value;
}

function stacksWallet(client: XSwap, fetch: FetchLike) {
  const chain = client.instanceConfig.chains["stacks"] as { rpcUrl: string };
  const w = createPrivateKeyStacksWallet({ privateKey: `${"27".repeat(32)}01`, rpcUrl: chain.rpcUrl, fetch });
  if (!w.ok) throw w.error;
  return w.value;
}

/**
 * The Bitcoin deposit row: the broadcast transaction (`POST /tx`, raw hex) pays `amount` to the asset manager in
 * output 0, carries one `OP_RETURN OP_12 <0x31 ‖ keccak256(payload)>` output of value 0, and sends any change
 * above dust back to the payer's own address.
 */
function checkBitcoinDeposit(client: XSwap, log: Recorded[], payer: string, amount: bigint): void {
  const sent = only(log, "POST", /\/bitcoin\/api\/tx$/);
  const tx = Transaction.fromRaw(hex.decode(sent.body.trim()), { allowUnknownOutputs: true });
  const assetManager = client.instanceConfig.chains["bitcoin"].addresses.assetManager as string;
  const script = (address: string) => hex.encode(OutScript.encode(Address(BITCOIN_MAINNET).decode(address)));
  const outputs = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i));
  assert.equal(hex.encode(outputs[0].script!), script(assetManager), "output 0 pays the asset manager");
  assert.equal(outputs[0].amount, amount);
  const commitments = outputs.filter((o) => o.script![0] === 0x6a);
  assert.equal(commitments.length, 1, "one OP_RETURN output");
  // Documented difference (row "Bitcoin deposit PSBT"): the platform adds the OP_RETURN last, after the change;
  // the library puts it right after the asset-manager output.
  assert.equal(outputs.indexOf(commitments[0]), 1, "the library's commitment is output 1");
  assert.equal(commitments[0].amount, 0n);
  assert.equal(
    hex.encode(commitments[0].script!),
    `6a5c2131${keccak256(relayPayload(log)).slice(2)}`,
    "OP_RETURN OP_12 <0x31 ‖ keccak256(relay payload)>",
  );
  const change = outputs.filter((o) => o !== outputs[0] && o !== commitments[0]);
  assert.ok(change.length <= 1);
  for (const c of change) {
    assert.equal(hex.encode(c.script!), script(payer), "change returns to the payer");
    assert.ok(c.amount! > DUST);
  }
}

/**
 * The Stacks deposit row: the broadcast transaction (`POST /v2/transactions` `{tx}`) is a contract call of
 * `transfer` on the impl the asset-manager state names (`get-asset-manager-impl`), with the arguments
 * `[none | (some token), (buff hubWallet), (uint amount), (buff payload), connection]`, post-condition mode allow.
 */
function checkStacksDeposit(
  client: XSwap,
  log: Recorded[],
  tokenAddress: string | undefined,
  amount: bigint,
  hubWallet: Hex,
): void {
  const implRead = only(log, "POST", /\/stacks\/v2\/contracts\/call-read\/.+\/get-asset-manager-impl$/);
  const impl = Cl.prettyPrint(hexToCV(JSON.parse(implRead.answer).result)).replace(/^'/, "");
  const sent = only(log, "POST", /\/stacks\/v2\/transactions$/);
  const tx = deserializeTransaction(JSON.parse(sent.body).tx);
  const payload = tx.payload as unknown as {
    contractName: { content: string };
    functionName: { content: string };
    functionArgs: Parameters<typeof Cl.serialize>[0][];
  };
  assert.equal(tx.postConditionMode, PostConditionMode.Allow);
  assert.equal(payload.functionName.content, "transfer");
  assert.equal(
    impl.split(".")[1],
    payload.contractName.content,
    "the call goes to the impl the state contract names",
  );
  const connection = client.instanceConfig.chains["stacks"].addresses.connection as string;
  const [connAddress, connName] = connection.split(".");
  const expected = [
    tokenAddress === undefined ? Cl.none() : Cl.some(Cl.principal(tokenAddress)),
    Cl.bufferFromHex(hubWallet.slice(2)),
    Cl.uint(amount),
    Cl.bufferFromHex(relayPayload(log).slice(2)),
    Cl.contractPrincipal(connAddress, connName),
  ];
  assert.deepEqual(payload.functionArgs.map((a) => Cl.serialize(a)), expected.map((a) => Cl.serialize(a)));
}

Deno.test("shape row swap.bitcoin: the PSBT pays the asset manager and commits keccak256(relay payload) in OP_RETURN", async () => {
  await recordedWorld(async ({ client, me, settle }, log) => {
    const wallet = bitcoinWallet();
    const user = await wallet.getWalletAddress();
    const r = await settle(client.swaps.swap({
      params: {
        srcChainKey: "bitcoin",
        dstChainKey: "0x2105.base",
        inputToken: token(client, "bitcoin", "BTC"),
        outputToken: token(client, "0x2105.base", "USDC"),
        inputAmount: 500_000n,
        minOutputAmount: 1n,
        srcAddress: user,
        dstAddress: me,
        deadline: 0n,
        allowPartialFill: false,
      },
      walletProvider: wallet,
    }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    checkBitcoinDeposit(client, log, user, 500_000n);
    const intent = submittedIntent(log);
    assert.equal(intent.srcChain, BITCOIN_RELAY_ID);
    assert.equal(intent.srcAddress, stringToHex(user), "a Bitcoin source address is its UTF-8 bytes");
  });
});

Deno.test("shape row bridge.bitcoin: the bridge deposit has the same PSBT layout (asset manager, commitment, change)", async () => {
  await recordedWorld(async ({ client, me, settle }, log) => {
    const wallet = bitcoinWallet();
    const params = {
      srcChainKey: "bitcoin" as const,
      srcAsset: token(client, "bitcoin", "BTC"),
      amount: 100_000n,
      dstChainKey: "0xa4b1.arbitrum" as const,
      dstAsset: token(client, "0xa4b1.arbitrum", "WBTC"),
      recipient: me,
    };
    const r = await settle(client.bridge.bridge({ params, walletProvider: wallet }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    checkBitcoinDeposit(client, log, await wallet.getWalletAddress(), 100_000n);
  });
});

Deno.test("shape row swap.stacks: transfer on the asset-manager impl with none, hub wallet, amount, payload, connection", async () => {
  await recordedWorld(async ({ client, me, settle }, log, rec) => {
    const wallet = stacksWallet(client, rec);
    const user = await wallet.getWalletAddress();
    const r = await settle(client.swaps.swap({
      params: {
        srcChainKey: "stacks",
        dstChainKey: "0x2105.base",
        inputToken: token(client, "stacks", "STX"),
        outputToken: token(client, "0x2105.base", "USDC"),
        inputAmount: 5_000_000n,
        minOutputAmount: 1n,
        srcAddress: user,
        dstAddress: me,
        deadline: 0n,
        allowPartialFill: false,
      },
      walletProvider: wallet,
    }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    const intent = submittedIntent(log);
    assert.equal(intent.srcChain, STACKS_RELAY_ID);
    assert.equal(
      intent.srcAddress,
      `0x${Cl.serialize(Cl.principal(user))}`,
      "a Stacks address is its Clarity bytes",
    );
    assert.equal((intent.creator as string).toLowerCase(), hubWalletOf(log));
    checkStacksDeposit(client, log, undefined, 5_000_000n, hubWalletOf(log));
  });
});

Deno.test("shape row bridge.stacks: a SIP-010 deposit passes (some token) as the first transfer argument", async () => {
  await recordedWorld(async ({ client, me, settle }, log, rec) => {
    const wallet = stacksWallet(client, rec);
    const usdc = token(client, "stacks", "USDC");
    const params = {
      srcChainKey: "stacks" as const,
      srcAsset: usdc,
      amount: 1_000_000n,
      dstChainKey: "0xa4b1.arbitrum" as const,
      dstAsset: token(client, "0xa4b1.arbitrum", "USDC"),
      recipient: me,
    };
    const r = await settle(client.bridge.bridge({ params, walletProvider: wallet }));
    assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
    const to = hubWalletOf(log);
    checkStacksDeposit(client, log, usdc, 1_000_000n, to);
  });
});

for (
  const [op, chainKey, symbol, relayId, minOut] of [
    ["swap.toBitcoin", "bitcoin", "BTC", BITCOIN_RELAY_ID, 546n],
    ["swap.toStacks", "stacks", "STX", STACKS_RELAY_ID, 1n],
  ] as const
) {
  Deno.test(`shape row ${op}: the intent names the destination by relay id and its address bytes`, async () => {
    await recordedWorld(async ({ client, params, settle, wallet }, log, rec) => {
      const receiver = chainKey === "bitcoin"
        ? await bitcoinWallet().getWalletAddress()
        : await stacksWallet(client, rec).getWalletAddress();
      const r = await settle(client.swaps.swap({
        params: params({
          dstChainKey: chainKey,
          outputToken: token(client, chainKey, symbol),
          dstAddress: receiver,
          minOutputAmount: minOut,
        }),
        walletProvider: wallet,
      }));
      assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
      const intent = submittedIntent(log);
      assert.equal(intent.dstChain, relayId);
      assert.equal(
        intent.dstAddress,
        chainKey === "bitcoin" ? stringToHex(receiver) : `0x${Cl.serialize(Cl.principal(receiver))}`,
      );
    });
  });
}

const CALL_LIST = parseAbiParameters("(address to, uint256 value, bytes data)[]");
const SPOKE_TRANSFER = parseAbi(["function transfer(address token, bytes to, uint256 amount, bytes data)"]);

for (
  const [op, chainKey, srcSymbol, dstSymbol, amount] of [
    ["bridge.toBitcoin", "bitcoin", "cbBTC", "BTC", 100_000n],
    ["bridge.toStacks", "stacks", "USDC", "USDC", 1_000_000n],
  ] as const
) {
  Deno.test(`shape row ${op}: the hub call list ends with the hub asset manager's transfer to the encoded recipient`, async () => {
    await recordedWorld(async ({ client, settle, sim, me }, log, rec) => {
      const evm = createPrivateKeyEvmWallet({
        privateKey: PRIVATE_KEY,
        rpcUrl: sim.urls.rpc("0x2105.base"),
        fetch: rec,
      });
      if (!evm.ok) throw evm.error;
      const wallet = evm.value;
      const recipient = chainKey === "bitcoin"
        ? await bitcoinWallet().getWalletAddress()
        : await stacksWallet(client, rec).getWalletAddress();
      const params = {
        srcChainKey: "0x2105.base" as const,
        srcAsset: token(client, "0x2105.base", srcSymbol),
        amount,
        dstChainKey: chainKey,
        dstAsset: token(client, chainKey, dstSymbol),
        recipient,
      };
      const spender = client.instanceConfig.chains["0x2105.base"].addresses.assetManager as string;
      sim.context.balances.approve("0x2105.base", me, params.srcAsset, spender, amount);
      const r = await settle(client.bridge.bridge({ params, walletProvider: wallet }));
      assert.ok(r.ok, JSON.stringify(!r.ok && r.error.toJSON()));
      const sends = log.filter((l) => l.body.includes('"eth_sendRawTransaction"'));
      assert.equal(sends.length, 1, "one spoke transaction");
      const tx = parseTransaction(JSON.parse(sends[0].body).params[0] as Hex);
      const deposit = decodeFunctionData({ abi: SPOKE_TRANSFER, data: tx.data! });
      const [calls] = decodeAbiParameters(CALL_LIST, deposit.args[3]);
      const last = decodeFunctionData({ abi: SPOKE_TRANSFER, data: calls[calls.length - 1].data });
      const dst = client.instanceConfig.chains[chainKey].supportedTokens.find((t) => t.symbol === dstSymbol)!;
      assert.equal(
        last.args[0].toLowerCase(),
        dst.hubAsset.toLowerCase(),
        "the destination token's hub asset",
      );
      assert.equal(
        last.args[1],
        chainKey === "bitcoin" ? stringToHex(recipient) : `0x${Cl.serialize(Cl.principal(recipient))}`,
        "the recipient as encodeAddress encodes it",
      );
      assert.equal(last.args[3], "0x");
    });
  });
}

Deno.test("the Bitcoin and Stacks shape rows of docs/wire_inventory.md name exactly the operations checked here", async () => {
  const doc = await Deno.readTextFile(new URL("../../docs/wire_inventory.md", import.meta.url));
  const lines = doc.split("\n");
  const at = lines.indexOf("### Bitcoin and Stacks shape rows");
  assert.ok(at >= 0, "the section exists");
  const rows = lines.slice(at + 1).slice(0, lines.slice(at + 1).findIndex((l) => l.startsWith("#")))
    .filter((l) => l.startsWith("| ") && !l.startsWith("| Shape") && !l.startsWith("| ---"));
  const named = new Set(
    rows.flatMap((r) => [...r.split("|")[2].matchAll(/`([a-zA-Z.]+)`/g)].map((m) => m[1])),
  );
  assert.deepEqual([...named].sort(), [...CHECKED].sort());
  assert.deepEqual(
    [...CHECKED].sort(),
    [...WIRE_BITCOIN_STACKS_OPERATIONS].sort(),
    "every reviewed Bitcoin/Stacks op",
  );
});
