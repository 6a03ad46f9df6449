// Price data: markets and the last 24 hourly ETH candles, against the simulator (`task simulate`).
// Run: DENO_TLS_CA_STORE=system,mozilla npx -y deno@2.9.6 run -A examples/candles.ts
import { XSwap, type XSwapOptions } from "@xswap/client";
import { clientOptionsForSimulator } from "@xswap/client/simulator";

export async function runCandles(options: XSwapOptions): Promise<number> {
  const client = new XSwap(options);
  const markets = await client.backendApi.getOracleMarkets();
  if (!markets.ok) throw markets.error;
  console.log("symbols", markets.value.symbols.join(", "));

  const to = Math.floor(Date.now() / 1000);
  const symbol = markets.value.symbols.includes("ETH") ? "ETH" : markets.value.symbols[0];
  const candles = await client.backendApi.getOracleCandles({
    symbol,
    interval: "1h",
    from: to - 24 * 3600,
    to,
  });
  if (!candles.ok) throw candles.error;
  console.log(`${candles.value.candles.length} hourly ${symbol} candles`);
  for (const c of candles.value.candles) {
    console.log(new Date(c.timestamp * 1000).toISOString(), c.close, c.final === false ? "(forming)" : "");
  }

  const bad = await client.backendApi.getOracleCandles({
    symbol: "ETH",
    interval: "1h",
    from: to,
    to: to - 1,
  });
  console.log("a reversed range fails fast:", !bad.ok && bad.error.code);
  return candles.value.candles.length;
}

if (import.meta.main) {
  const options = clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787");
  await runCandles(options).catch((error) => {
    // One line: the code, the message, then the context (no stack, no dependency's text).
    console.error(`${error.code ?? error.name}: ${error.message}`, JSON.stringify(error.context ?? {}));
    Deno.exit(1);
  });
}
