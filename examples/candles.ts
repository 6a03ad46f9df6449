// Price data: markets and the last 24 hourly ETH candles, against `deno task simulate`.
// Run: deno run -A examples/candles.ts
import { XSwap, type XSwapOptions } from "../mod.ts";
import { clientOptionsForSimulator } from "../simulator/mod.ts";

export async function runCandles(options: XSwapOptions): Promise<number> {
  const client = new XSwap(options);
  const markets = await client.backendApi.getOracleMarkets();
  if (!markets.ok) throw markets.error;
  console.log("symbols", markets.value.symbols.join(", "));

  const to = Math.floor(Date.now() / 1000);
  const candles = await client.backendApi.getOracleCandles({
    symbol: markets.value.symbols[0],
    interval: "1h",
    from: to - 24 * 3600,
    to,
  });
  if (!candles.ok) throw candles.error;
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
  await runCandles(clientOptionsForSimulator(Deno.env.get("SIM_URL") ?? "http://127.0.0.1:8787"));
}
