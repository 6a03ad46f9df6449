// Type smoke test (run by .ci/node_smoke with `tsc --noEmit` in a fresh Node TypeScript project): the Node
// build's declarations resolve for every entry used here, and a wrong option type is an error.
import { type ClientError, type Result, XSwap } from "@xswap/client";
import { SwapsApiClient } from "@xswap/client/wire";
import { createPrivateKeyEvmWallet } from "@xswap/client/chains/evm";
const client = new XSwap({ apiKey: "key" });
const deadline: Result<bigint, ClientError> = await client.swaps.getSwapDeadline();
if (!deadline.ok) console.log(deadline.error.code);
const api = new SwapsApiClient({ baseUrl: "https://api.example/v1" });
const wallet = createPrivateKeyEvmWallet({
  privateKey: `0x${"01".repeat(32)}`,
  rpcUrl: "http://127.0.0.1:8545",
});
console.log(typeof api.getQuote, wallet.ok);
// @ts-expect-error: a wrong option type is caught by the declarations
new XSwap({ apiKey: 12345 });
